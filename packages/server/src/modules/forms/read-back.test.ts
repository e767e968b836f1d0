import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GL_FORMS } from '../ledger/gl-document.kind.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { FORMS } from './registry.ts';

// What a read answers, an update accepts back (API.md §6): every declared form and the journal documents.
let t: TestApp;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
const refs: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Baca Ulang', { language: 'en' }));
  await req('PUT', 'company', { companyname: 'PT Baca Ulang', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
  refs.vendor = (await req('POST', 'person-data', { persontype: 1, personno: 'V-RB1', name: 'PT Pemasok' })).json().data.personid;
  refs.parent = (await req('POST', 'glaccount', { glaccount: '6-90000', accountname: 'Beban Lain', accounttype: 15 })).json().data.glid;
  await req('POST', 'item', { itemno: 'BRG-RB2', itemdescription: 'Gelas', unit1: 'PCS', unit2: 'LUSIN', ratio2: '12' });
  const glid = async (no: string) => (await req('GET', `glaccount/readNo/${no}`)).json().data.glid as number;
  Object.assign(refs, { faAsset: await glid('1-20300'), faAccum: await glid('1-30300'), faExpense: await glid('6-10600'), cash: await glid('1-10002') });
  refs.faType = (await req('POST', 'fa-type', { assettype: 'RB-T', deprmethod: 1, estlife: 4, assetglaccnt: refs.faAsset, accumglaccnt: refs.faAccum, expenseglaccnt: refs.faExpense })).json().data.afistypeid;
});
afterAll(() => t.close());

/** A full record for each declared form, filled beyond the required fields so that every kind of field goes round. */
const BODIES: Record<string, () => Record<string, unknown>> = {
  currencys: () => ({ currencyname: 'Dolar Singapura', exchangerate: '12000', fiscalrate: '11950' }),
  'customer-status': () => ({ name: 'Prioritas' }),
  'customer-type': () => ({ typename: 'Grosir' }),
  salesman: () => ({ firstname: 'Andi', lastname: 'Wijaya', cellular: '0812-1111-2222', email: 'andi@contoh.id' }),
  department: () => ({ deptno: 'D10', deptname: 'Produksi', contact_name: 'Pak Joko' }),
  project: () => ({ projectno: 'P-01', projectname: 'Gudang Baru', tanggal: '2026-03-01', percentcompleted: '12.5' }),
  tax: () => ({ taxcode: 'PPH4', taxname: 'PPh 4(2) 10%', kind: 'withholding', rate: '0.1' }),
  'term-payment': () => ({ termname: 'Net 45', netdays: 45, discpc: '2', discdays: 10 }),
  shipment: () => ({ name: 'JNE' }),
  branch: () => ({ branchname: 'Cabang Bandung', addressline1: 'Jl. Asia Afrika 1' }),
  warehouse: () => ({ whno: 'G-RB', name: 'Gudang Timur', pic: 'Bu Sari' }),
  unit: () => ({ unitname: 'Karung' }),
  'item-category': () => ({ name: 'Elektronik' }),
  glaccount: () => ({ glaccount: '6-90010', accountname: 'Beban Rapat', accounttype: 15, parentaccount: refs.parent, memo: 'rapat' }),
  'person-data': () => ({ persontype: 0, personno: 'C-RB1', name: 'Toko Maju', city: 'Bandung', creditlimit: '5000000', pricelevel: 2, link01: 'x' }),
  'item-grouping': () => ({ itemno: 'GRP-RB1', itemdescription: 'Paket Gelas', unit1: 'SET', unitprice2: '125000.5', details: [{ itemno: 'BRG-RB2', itemunit: 'LUSIN', quantity: '1.5' }] }),
  recurring: () => ({ description: 'Sewa', transtype: 'other-payment', perioda: 'Triwulanan', recurringtotal: 3, recurringdate: '2026-01-31', isassigninvno: true, startinvno: 'OP-RB-01', recurringdata: { glaccount: '1-10002', payee: 'Pemilik gedung', details: [{ glaccount: '6-90000', glamount: '2500000', description: 'sewa' }] } }),
  'fa-fiscal-type': () => ({ fafisdesc: 'Kelompok Khusus', groupcode: 'K2', deprmethod: 2, fisestlife: 8, fisrate: '25' }),
  'fa-type': () => ({ assettype: 'KOMP', fatypedesc: 'Komputer', deprmethod: 2, estlife: 4, rate: '50', assetglaccnt: refs.faAsset, accumglaccnt: refs.faAccum, expenseglaccnt: refs.faExpense }),
  'fixed-asset': () => ({ assetname: 'Server Rak', afistypeid: refs.faType, cost: '12000000.5', residu: '500000', accumopening: '1000000', purchasedate: '2026-02-01', usagedate: '2026-02-15', creditglaccnt: refs.cash, purchaseref: 'PI-RB1', description: 'ruang server' }),
  item: () => ({ itemno: 'BRG-RB1', itemdescription: 'Kertas HVS A4', unit1: 'RIM', unit2: 'DUS', ratio2: '5', minpurcprice: '40000.50', details: [{ personid: refs.vendor, persontype: 1, price1: '41000' }] }),
};

/** Fields that move by themselves on a save (the version, timestamps, the neighbours' ids). */
const MOVING = new Set(['version', 'updatedat', 'idnext', 'idprev', 'lastid', 'warnings', 'journalid']);
const steady = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([k]) => !MOVING.has(k)));

describe('read → update with the record unchanged', () => {
  it('has a full record for every declared form', () => {
    expect(FORMS.map((f) => f.name).filter((name) => !BODIES[name])).toEqual([]);
  });

  for (const def of FORMS) {
    it(`${def.name}: the read record is accepted back as is, and nothing but the version moves`, async () => {
      const created = await req('POST', def.name, BODIES[def.name]!());
      expect(created.statusCode, created.body).toBe(201);
      const read = (await req('GET', `${def.name}/read/${created.json().data.id}`)).json().data;
      const updated = await req('PUT', def.name, read);
      expect(updated.statusCode, updated.body).toBe(200);
      const again = (await req('GET', `${def.name}/read/${read.id}`)).json().data;
      expect(again.version).toBe(read.version + 1);
      expect(steady(again)).toEqual(steady(read));
      // Fields in no schema at all are still refused.
      const unknown = await req('PUT', def.name, { ...again, notafield: 1 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toEqual([expect.stringMatching(/^notafield: /)]);
    });
  }

  for (const form of Object.keys(GL_FORMS)) {
    it(`${form}: the read document is accepted back as is and keeps its lines`, async () => {
      const body = { transdate: '2026-11-05', description: 'Sewa', details: [{ glaccount: '6-10200', glamount: '1500000.5', description: 'sewa' }, { glaccount: '1-10002', glamount: '-1500000.5' }] };
      const created = await req('POST', form, body);
      expect(created.statusCode, created.body).toBe(201);
      const read = (await req('GET', `${form}/read/${created.json().data.id}`)).json().data;
      const updated = await req('PUT', form, read);
      expect(updated.statusCode, updated.body).toBe(200);
      const again = (await req('GET', `${form}/read/${read.id}`)).json().data;
      expect(again.version).toBe(read.version + 1);
      expect(steady(again)).toEqual(steady(read));
      const unknown = await req('PUT', form, { ...again, details: again.details.map((d: object) => ({ ...d, notafield: 1 })) });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toEqual([expect.stringMatching(/^details\.0\.notafield: /), expect.stringMatching(/^details\.1\.notafield: /)]);
    });
  }

  it('records answer one lowercase style, with the spec names for the lock and the creator', async () => {
    const voucher = (await req('POST', 'journal-voucher', { transdate: '2026-11-06', details: [{ glaccount: '6-10200', glamount: '1' }, { glaccount: '1-10002', glamount: '-1' }] })).json().data;
    const unitRes = await req('POST', 'unit', { unitname: 'Kodi Besar' });
    expect(unitRes.statusCode, unitRes.body).toBe(201);
    const unit = unitRes.json().data;
    for (const record of [voucher, unit]) {
      expect(Object.keys(record).filter((k) => /[A-Z]/.test(k))).toEqual([]);
      expect(record).toHaveProperty('locked_by');
      expect(record).toHaveProperty('locked_time');
    }
    expect(voucher.userid).toBeGreaterThan(0);
  });

  it('preference: GET → PUT with the answer unchanged', async () => {
    const read = (await req('GET', 'preference')).json().data;
    const saved = await req('PUT', 'preference', read);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await req('GET', 'preference')).json().data;
    expect(again.version).toBe(read.version + 1);
    expect({ ...again, version: read.version }).toEqual(read);
  });
});
