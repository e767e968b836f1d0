import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

/** Item Grouping (issue 11): the group master with its component lines, its price, its components, rights, bad input. */
let t: TestApp;
let c: Awaited<ReturnType<typeof companyFixture>>;
let other: Awaited<ReturnType<typeof companyFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await companyFixture(t, 'PT Paket Hemat', { language: 'id' });
  other = await companyFixture(t, 'PT Paket Lain', { language: 'en' });
  const items = [
    { itemno: 'KOPI', itemdescription: 'Kopi', unit1: 'PCS', unit2: 'DUS', ratio2: '24', unitprice: '24000', unitprice2: '23000', unitprice_l2: '560000', itemtype: 0 },
    { itemno: 'GELAS', itemdescription: 'Gelas', unit1: 'PCS', unitprice: '15000', unitprice2: '0', itemtype: 0 },
    { itemno: 'KARTU', itemdescription: 'Kartu ucapan', unit1: 'LBR', unitprice: '2500', itemtype: 1 },
    { itemno: 'ANTAR', itemdescription: 'Ongkos antar', unit1: 'KALI', unitprice: '10000', itemtype: 2 },
  ];
  for (const item of items) expect((await c.req('POST', 'item', item)).statusCode).toBe(201);
  expect((await other.req('POST', 'item', { itemno: 'ASING', itemdescription: 'Punya lain', unit1: 'PCS' })).statusCode).toBe(201);
}, 180_000);
afterAll(() => t.close());

const group = (details: object[], extra: object = {}) => ({ itemno: 'PKT-KOPI', itemdescription: 'Paket kopi', unit1: 'SET', details, ...extra });
const parcel = [
  { itemno: 'KOPI', itemunit: 'DUS', quantity: '1' },
  { itemno: 'GELAS', quantity: '2' },
  { itemno: 'KARTU', quantity: '1' },
];

describe('item-grouping form', () => {
  let id: number;
  it('creates a group with its components, resolved to items and units, and reads it back', async () => {
    const number = (await c.req('GET', 'item-grouping/getnumber')).json().data.number;
    expect(number).toBe('GRP-00001');
    const res = await c.req('POST', 'item-grouping', group(parcel, { unitprice2: '600000' }));
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    const read = (await c.req('GET', `item-grouping/read/${id}`)).json().data;
    expect([read.groupid, read.itemno, read.unit1, read.unitprice, read.unitprice2]).toEqual([id, 'PKT-KOPI', 'SET', '0', '600000']);
    expect(read.details.map((d: Record<string, unknown>) => [d.seq, d.itemno, d.itemdescription, d.itemtype, d.itemunit, d.unitratio, d.quantity, d.qtyunit1])).toEqual([
      [1, 'KOPI', 'Kopi', 0, 'DUS', '24', '1', '24'],
      [2, 'GELAS', 'Gelas', 0, 'PCS', '1', '2', '2'],
      [3, 'KARTU', 'Kartu ucapan', 1, 'LBR', '1', '1', '1'],
    ]);
    expect((await c.req('GET', 'item-grouping/readall?search=kopi')).json().listdata.map((r: { itemno: string }) => r.itemno)).toEqual(['PKT-KOPI']);
  });

  it('updates from what it read (read-only line fields sent back), audits the components, and deletes', async () => {
    const read = (await c.req('GET', `item-grouping/read/${id}`)).json().data;
    const put = await c.req('PUT', 'item-grouping', { ...read, details: read.details.slice(0, 2).map((d: object, i: number) => (i === 1 ? { ...d, quantity: '3' } : d)) });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.details.map((d: { itemno: string; quantity: string }) => [d.itemno, d.quantity])).toEqual([['KOPI', '1'], ['GELAS', '3']]);
    const audit = (await c.req('GET', `item-grouping/getaudit/${id}`)).json().listdata;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'update']);
    expect(Object.keys(audit[1].changes)).toContain('details');
    // An item that is a component cannot be deleted.
    expect((await c.req('DELETE', `item/delete/${read.details[0].itemid}`)).statusCode).toBe(409);
    const extra = await c.req('POST', 'item-grouping', group([{ itemno: 'GELAS', quantity: '6' }], { itemno: 'PKT-GELAS', itemdescription: 'Lusin gelas' }));
    expect(extra.statusCode, extra.body).toBe(201);
    expect((await c.req('DELETE', `item-grouping/delete/${extra.json().data.id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `item-grouping/read/${extra.json().data.id}`)).statusCode).toBe(404);
  });

  it.each([
    { name: 'a service component', details: [{ itemno: 'ANTAR', quantity: '1' }], status: 400, message: 'details.0.itemno: barang ANTAR adalah jasa; kelompok barang hanya berisi barang.' },
    { name: 'the group itself', details: [{ itemno: 'PKT-BARU', quantity: '1' }], status: 400, message: 'details.0.itemno: kelompok barang tidak boleh menjadi komponennya sendiri.' },
    { name: 'a duplicate component', details: [{ itemno: 'KOPI', quantity: '1' }, { itemno: 'KOPI', itemunit: 'DUS', quantity: '1' }], status: 400, message: 'details.1.itemno: barang ini sudah menjadi komponen kelompok.' },
    { name: 'a zero quantity', details: [{ itemno: 'KOPI', quantity: '0' }], status: 400, message: 'details.0.quantity: Kuantitas harus lebih besar dari 0.' },
    { name: 'an unknown item', details: [{ itemno: 'TIDAK-ADA', quantity: '1' }], status: 400, message: 'details.0.itemno: data tidak ditemukan di perusahaan ini.' },
    { name: "another company's item", details: [{ itemno: 'ASING', quantity: '1' }], status: 400, message: 'details.0.itemno: data tidak ditemukan di perusahaan ini.' },
    { name: 'a unit the item does not have', details: [{ itemno: 'GELAS', itemunit: 'DUS', quantity: '1' }], status: 400, message: 'details.0.itemunit: barang GELAS tidak memiliki satuan DUS.' },
    { name: 'no components', details: [], status: 400, message: 'details: kelompok barang harus berisi paling sedikit satu komponen.' },
  ])('refuses $name naming the field in the user’s language', async ({ details, status, message }) => {
    const res = await c.req('POST', 'item-grouping', group(details, { itemno: 'PKT-BARU' }));
    expect(res.statusCode, res.body).toBe(status);
    expect([res.json().message].flat(), res.body).toContain(message);
    expect((await c.req('GET', 'item-grouping/readNo/PKT-BARU')).statusCode).toBe(404);
  });

  it('refuses a group numbered like an item, an unknown account and another company’s account, in English for an English user', async () => {
    const taken = await c.req('POST', 'item-grouping', group(parcel, { itemno: 'ANTAR' }));
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'itemno: ANTAR sudah dipakai sebagai nomor barang.']);
    // The other way round: an item may not take a group's number, and nothing is created.
    const item = await c.req('POST', 'item', { itemno: 'PKT-KOPI', itemdescription: 'Bukan paket', unit1: 'PCS' });
    expect([item.statusCode, item.json().message]).toEqual([409, 'itemno: PKT-KOPI sudah dipakai sebagai nomor kelompok barang.']);
    expect((await c.req('GET', 'item/readNo/PKT-KOPI')).statusCode).toBe(404);
    const account = await c.req('POST', 'item-grouping', group(parcel, { itemno: 'PKT-X', salesglaccnt: 999999 }));
    expect(account.statusCode, account.body).toBe(400);
    expect(String(account.json().message)).toContain('salesglaccnt');
    expect((await other.req('POST', 'item-grouping', group([{ itemno: 'KOPI', quantity: '1' }]))).json().message).toEqual(['details.0.itemno: not found in this company.'].join(''));
  });
});

describe('item-grouping-price and readallsubitem', () => {
  let id: number;
  beforeAll(async () => {
    id = (await c.req('GET', 'item-grouping/readNo/PKT-KOPI')).json().data.id;
  });

  it('answers the group’s own price at a level when set, else the sum of its components at that level in their units', async () => {
    const ownRes = await c.req('POST', 'item-grouping-price', { itemid: id, pricelevel: 2 });
    expect(ownRes.statusCode, ownRes.body).toBe(200);
    const own = ownRes.json().data;
    expect([own.price, own.source, own.unit]).toEqual(['600000', 'group', 'SET']);
    const summed = (await c.req('POST', 'item-grouping-price', { itemno: 'PKT-KOPI' })).json().data;
    // 1 DUS of KOPI at 560000 + 3 GELAS at 15000.
    expect([summed.price, summed.source, summed.pricelevel]).toEqual(['605000', 'components', 1]);
    expect(summed.details.map((d: Record<string, string>) => [d.itemno, d.itemunit, d.quantity, d.unitprice, d.amount])).toEqual([
      ['KOPI', 'DUS', '1', '560000', '560000'],
      ['GELAS', 'PCS', '3', '15000', '45000'],
    ]);
  });

  it('answers the components with units and quantities, filtered by item type; 404 for an unknown or foreign group; 400 for bad input', async () => {
    const all = (await c.req('GET', `readallsubitem?itemid=${id}`)).json();
    expect(all.listdata.map((d: Record<string, unknown>) => [d.itemno, d.itemunit, d.quantity, d.qtyunit1])).toEqual([
      ['KOPI', 'DUS', '1', '24'],
      ['GELAS', 'PCS', '3', '3'],
    ]);
    expect((await c.req('GET', `readallsubitem?itemid=${id}&itemtype=1`)).json().listdata).toEqual([]);
    expect((await other.req('GET', `readallsubitem?itemid=${id}`)).statusCode).toBe(404);
    expect((await other.req('POST', 'item-grouping-price', { itemid: id })).json().message).toBe(`Item group ${id} was not found in this company.`);
    expect((await c.req('POST', 'item-grouping-price', { pricelevel: 9 })).statusCode).toBe(400);
    expect((await c.req('GET', 'readallsubitem?itemid=x')).statusCode).toBe(400);
  });
});

describe('rights', () => {
  it('the item grouping screen guards the form; its reads need that screen or the items', async () => {
    const clerk = await createVerifiedUser(t);
    const added = await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(c.token), payload: { tenantId: c.tenantId, email: clerk.email, roleId: 3 } });
    expect(added.statusCode, added.body).toBe(201);
    const call = c.as(await signIn(t, clerk.username, clerk.password));
    const id = (await c.req('GET', 'item-grouping/readNo/PKT-KOPI')).json().data.id;
    // A USER may open and add but not change or delete.
    const read = (await call('GET', `item-grouping/read/${id}`)).json().data;
    expect((await call('PUT', 'item-grouping', read)).statusCode).toBe(403);
    expect((await call('DELETE', `item-grouping/delete/${id}`)).statusCode).toBe(403);
    const rights = (await c.req('GET', `privileges/${clerk.id}`)).json().data.hakAksesList as { screen: string; akses: boolean }[];
    const off = ['item-grouping', 'item'].map((screen) => ({ ...rights.find((r) => r.screen === screen)!, akses: false }));
    expect((await c.req('PUT', 'privileges', { userId: clerk.id, hakAksesList: off.slice(0, 1) })).statusCode).toBe(200);
    expect((await call('GET', `item-grouping/read/${id}`)).statusCode).toBe(403);
    expect((await call('GET', `readallsubitem?itemid=${id}`)).statusCode).toBe(200);
    expect((await c.req('PUT', 'privileges', { userId: clerk.id, hakAksesList: off })).statusCode).toBe(200);
    expect((await call('GET', `readallsubitem?itemid=${id}`)).statusCode).toBe(403);
    expect((await call('POST', 'item-grouping-price', { itemid: id })).statusCode).toBe(403);
  });
});
