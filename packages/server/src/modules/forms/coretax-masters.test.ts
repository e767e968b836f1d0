import { translate, type MessageKey } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

/**
 * The Coretax fields of the masters (issue 13 item 6, TAX.md): a VAT's transaction code, a unit's unit code, an
 * item's goods/services Opt and Code, a customer's NPWP/NIK, buyer ID type and place of business (IDTKU). Each
 * round-trips (what a read answers, an update takes back) and each bad value is a 400 naming the field, in the
 * caller's language.
 */
type Req = Awaited<ReturnType<typeof companyFixture>>['req'];
type Row = Record<string, unknown>;
let t: TestApp;
let req: Req;
let en: Req;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await companyFixture(t, 'PT Faktur Pajak', { language: 'id' });
  ({ req, tenantId } = company);
  const english = await createVerifiedUser(t, { language: 'en' });
  const added = await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(company.token), payload: { tenantId, email: english.email, roleId: 1 } });
  expect(added.statusCode, added.body).toBeLessThan(300);
  en = company.as(await signIn(t, english.username, english.password));
});
afterAll(() => t.close());

const messages = (body: string) => [JSON.parse(body).message].flat() as string[];
const message = (lang: 'id' | 'en', field: string, key: MessageKey, params: Record<string, string> = {}) => `${field}: ${translate(lang, key, params)}`;
/** A refused body: 400, the field and the catalogue's message, in Indonesian for the owner and English for `en`. */
async function refused(method: 'POST' | 'PUT', path: string, body: Row, field: string, key: MessageKey, params: Record<string, string> = {}) {
  for (const [caller, lang] of [[req, 'id'], [en, 'en']] as const) {
    const res = await caller(method, path, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.body)).toContain(message(lang, field, key, params));
  }
}
const created = async (path: string, body: Row) => {
  const res = await req('POST', path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Row;
};
const read = async (path: string, id: unknown) => (await req('GET', `${path}/read/${id}`)).json().data as Row;
const updated = async (path: string, body: Row) => {
  const res = await req('PUT', path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
};
const byCode = async (code: string) => ((await req('GET', 'tax/readall')).json().listdata as Row[]).find((r) => r.taxcode === code)!;

describe('tax master: the e-Faktur transaction code', () => {
  it('a new company has PPN 12 % on 11/12 with code 04, PPN-BM 12 % on the full price with 01, PPh 23 none', async () => {
    const taxes = await Promise.all(['PPN', 'PPN-BM', 'PPH23'].map(async (code) => read('tax', (await byCode(code)).taxid)));
    expect(taxes.map((r) => [r.taxcode, r.rate, r.dppfactor, r.trxcode])).toEqual([
      ['PPN', '0.12', '11/12', '04'],
      ['PPN-BM', '0.12', '1', '01'],
      ['PPH23', '0.02', '1', ''],
    ]);
  });

  it('round-trips: a read sent back is taken, a code set is answered', async () => {
    const tax = await created('tax', { taxcode: 'PPN-DTP', taxname: 'PPN ditanggung pemerintah', kind: 'vat', rate: '0.12', dppfactor: '11/12', trxcode: '07' });
    expect(tax.trxcode).toBe('07');
    const again = await updated('tax', await read('tax', tax.id));
    expect(again.trxcode).toBe('07');
    expect((await updated('tax', { ...again, trxcode: '' })).trxcode).toBe('');
    expect((await read('tax', tax.id)).trxcode).toBe('');
  });

  it('refuses a code outside 01–10 and a code on a withholding tax', async () => {
    await refused('POST', 'tax', { taxcode: 'PPN-X', taxname: 'X', kind: 'vat', rate: '0.12', trxcode: '11' }, 'trxcode', 'V_INVALID_OPTION', { options: '01, 02, 03, 04, 05, 06, 07, 08, 09, 10' });
    await refused('POST', 'tax', { taxcode: 'PPH-X', taxname: 'X', kind: 'withholding', rate: '0.02', trxcode: '04' }, 'trxcode', 'V_TAX_TRX_CODE_KIND');
    expect(((await req('GET', 'tax/readall')).json().listdata as Row[]).map((r) => r.taxcode)).not.toContain('PPN-X');
  });
});

describe('unit master: the Coretax unit code', () => {
  it('a new company has its units coded; a code set round-trips, in capitals', async () => {
    const units = (await req('GET', 'unit/readall')).json().listdata as Row[];
    expect(Object.fromEntries(units.map((u) => [u.unitname, u.efakturunit]))).toMatchObject({ PCS: 'UM.0021', UNIT: 'UM.0018', LUSIN: 'UM.0017', KG: 'UM.0003', JAM: 'UM.0027' });
    const unit = await created('unit', { unitname: 'DRUM', efakturunit: 'um.0036' });
    expect(unit.efakturunit).toBe('UM.0036');
    expect((await updated('unit', await read('unit', unit.id))).efakturunit).toBe('UM.0036');
    expect((await created('unit', { unitname: 'IKAT' })).efakturunit).toBe('');
  });

  it('refuses a code that is not Coretax’s', async () => {
    await refused('POST', 'unit', { unitname: 'ZAK', efakturunit: 'UM.0040' }, 'efakturunit', 'V_UNIT_CODE');
    await refused('POST', 'unit', { unitname: 'ZAK', efakturunit: 'PCS' }, 'efakturunit', 'V_UNIT_CODE');
  });
});

describe('item master: the goods/services Opt and Code', () => {
  it('round-trip, and empty when not set', async () => {
    const item = await created('item', { itemno: 'KOPI-1', itemdescription: 'Kopi bubuk', unit1: 'PCS', efakturopt: 'A', efakturcode: '090100' });
    expect(item).toMatchObject({ efakturopt: 'A', efakturcode: '090100' });
    expect(await updated('item', await read('item', item.id))).toMatchObject({ efakturopt: 'A', efakturcode: '090100' });
    expect(await created('item', { itemno: 'JASA-1', itemdescription: 'Jasa pasang', unit1: 'JAM', itemtype: 2 })).toMatchObject({ efakturopt: '', efakturcode: '' });
  });

  it('refuses an Opt other than A or B and a code that is not 6 digits', async () => {
    await refused('POST', 'item', { itemno: 'X-1', itemdescription: 'X', unit1: 'PCS', efakturopt: 'C' }, 'efakturopt', 'V_INVALID_OPTION', { options: 'A, B' });
    await refused('POST', 'item', { itemno: 'X-1', itemdescription: 'X', unit1: 'PCS', efakturcode: '09010' }, 'efakturcode', 'V_GOODS_CODE');
    await refused('POST', 'item', { itemno: 'X-1', itemdescription: 'X', unit1: 'PCS', efakturcode: '09010A' }, 'efakturcode', 'V_GOODS_CODE');
  });
});

describe('customer master: NPWP, NIK, buyer ID type and place of business', () => {
  const customer = (personno: string, fields: Row) => ({ persontype: 0, personno, name: `Pelanggan ${personno}`, ...fields });

  it('a legacy 15-digit NPWP is taken; the IDTKU is answered as its head office and follows the NPWP', async () => {
    const c = await created('person-data', customer('C-10001', { tax1exemptionno: '01.234.567.8-901.000' }));
    expect(c).toMatchObject({ tax1exemptionno: '01.234.567.8-901.000', buyerdocument: '', idtku: '0012345678901000000000' });
    // The read sent back is taken, and the head office is stored as the default, not as digits of the old NPWP.
    const back = await updated('person-data', await read('person-data', c.id));
    expect(back.idtku).toBe('0012345678901000000000');
    const moved = await updated('person-data', { ...back, tax1exemptionno: '0987654321098000', idtku: '' });
    expect(moved.idtku).toBe('0987654321098000000000');
    const stored = await withTenant(t.ctx.db, tenantId, async (tx) => ((await tx.execute(sql`select idtku from person where personid = ${c.id}`)) as unknown as { rows: Row[] }).rows);
    expect(stored).toEqual([{ idtku: '' }]);
  });

  it('a branch IDTKU, a NIK buyer and a passport buyer round-trip', async () => {
    const branch = await created('person-data', customer('C-10002', { tax1exemptionno: '0012345678901000', buyerdocument: 'TIN', idtku: '0012345678901000000002' }));
    expect(await updated('person-data', await read('person-data', branch.id))).toMatchObject({ buyerdocument: 'TIN', idtku: '0012345678901000000002' });
    const person = await created('person-data', customer('C-10003', { nik: '3578015503800001', buyerdocument: 'National ID' }));
    expect(await updated('person-data', await read('person-data', person.id))).toMatchObject({ nik: '3578015503800001', buyerdocument: 'National ID', idtku: '' });
    const tin = await created('person-data', customer('C-10004', { nik: '3578011503800001' }));
    expect(tin.idtku).toBe('3578011503800001000000');
    const tourist = await created('person-data', customer('C-10005', { buyerdocument: 'Passport', buyerdocumentnumber: 'X1234567', country: 'Malaysia' }));
    expect(await updated('person-data', await read('person-data', tourist.id))).toMatchObject({ buyerdocument: 'Passport', buyerdocumentnumber: 'X1234567', idtku: '' });
  });

  it('refuses each bad field, naming it', async () => {
    await refused('POST', 'person-data', customer('C-19001', { tax1exemptionno: '01.234.567.8-901' }), 'tax1exemptionno', 'V_NPWP');
    await refused('POST', 'person-data', customer('C-19001', { nik: '3578019903800001' }), 'nik', 'V_NIK');
    await refused('POST', 'person-data', customer('C-19001', { buyerdocument: 'KTP' }), 'buyerdocument', 'V_INVALID_OPTION', { options: 'TIN, National ID, Passport, Other ID' });
    await refused('POST', 'person-data', customer('C-19001', { buyerdocument: 'TIN' }), 'tax1exemptionno', 'V_REQUIRED');
    await refused('POST', 'person-data', customer('C-19001', { buyerdocument: 'National ID', tax1exemptionno: '0012345678901000' }), 'nik', 'V_REQUIRED');
    await refused('POST', 'person-data', customer('C-19001', { buyerdocument: 'Other ID' }), 'buyerdocumentnumber', 'V_REQUIRED');
    await refused('POST', 'person-data', customer('C-19001', { tax1exemptionno: '0012345678901000', idtku: '0098765432109000000000' }), 'idtku', 'V_IDTKU', { tin: '0012345678901000' });
    await refused('POST', 'person-data', customer('C-19001', { tax1exemptionno: '0012345678901000', idtku: '00123456789010000' }), 'idtku', 'V_IDTKU', { tin: '0012345678901000' });
    expect((await req('GET', 'person-data/readall?search=C-19001')).json().total).toBe(0);
  });

  it('an update is checked the same way, and nothing changes', async () => {
    const c = await created('person-data', customer('C-10006', { tax1exemptionno: '0012345678901000' }));
    await refused('PUT', 'person-data', { ...c, tax1exemptionno: '12345' }, 'tax1exemptionno', 'V_NPWP');
    expect((await read('person-data', c.id)).tax1exemptionno).toBe('0012345678901000');
  });

  it('a vendor is not checked as a buyer', async () => {
    const v = await created('person-data', { persontype: 1, personno: 'V-10001', name: 'PT Pemasok', tax1exemptionno: '01.234.567.8-901.000', buyerdocument: 'TIN' });
    expect(v.idtku).toBe('0012345678901000000000');
  });
});
