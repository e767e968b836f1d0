import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
let clerkToken: string;
let tenantId: number;
const url = (path: string) => `/api/tenant/${tenantId}/master/${path}`;
const as = (tok: string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: url(path), headers: bearer(tok), payload });
let req: ReturnType<typeof as>;
let clerk: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createVerifiedUser(t, { language: 'id', name: 'Ibu Pemilik' });
  const staff = await createVerifiedUser(t, { language: 'en' });
  token = await signIn(t, owner.username, owner.password);
  clerkToken = await signIn(t, staff.username, staff.password);
  tenantId = (await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(token), payload: { name: 'CV Data Induk' } })).json().data.tenantId;
  await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(token), payload: { tenantId, email: staff.email, roleId: 3 } });
  req = as(token);
  clerk = as(clerkToken);
});
afterAll(() => t.close());

describe('customers and vendors (person-data)', () => {
  it('numbers, creates with defaults, keeps customers and vendors apart', async () => {
    expect((await req('GET', 'person-data/getnumber/0')).json().data.number).toBe('C-00001');
    const defaults = (await req('GET', 'person-data/default/1')).json().data;
    expect(defaults).toMatchObject({ persontype: 1, pricelevel: 1, country: 'Indonesia' });
    expect(typeof defaults.currencyid).toBe('number');
    const customer = await req('POST', 'person-data', { persontype: 0, personno: 'C-00001', name: 'Toko Sumber Makmur', creditlimit: '25.000.000,50'.replace(/\./g, '').replace(',', '.'), link03: 'Pasar Atom', currencyid: defaults.currencyid });
    expect(customer.statusCode).toBe(201);
    expect(customer.json().data).toMatchObject({ creditlimit: '25000000.5', link03: 'Pasar Atom', link01: '', allusers: true });
    await req('POST', 'person-data', { persontype: 1, personno: 'V-00001', name: 'PT Pemasok Jaya' });
    expect((await req('GET', 'person-data/getnumber/0')).json().data.number).toBe('C-00002');
    const vendors = (await req('GET', 'person-data/readall?persontype=1')).json().listdata;
    expect(vendors.map((v: { name: string }) => v.name)).toEqual(['PT Pemasok Jaya']);
    const byType = (await req('GET', 'person-data/readallByTipe/0')).json().listdata;
    expect(byType.map((v: { name: string }) => v.name)).toEqual(['Toko Sumber Makmur']);
    const search = (await req('GET', 'person-data/readall?search=makmur')).json();
    expect(search.total).toBe(1);
  });

  it('refuses an unknown reference with the field named', async () => {
    const res = await req('POST', 'person-data', { persontype: 0, personno: 'C-00077', name: 'Salah Termin', termsid: 987654 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('termsid: data tidak ditemukan di perusahaan ini.');
  });

  it('checks rights per screen: a USER may add customers but not delete them (403, no logout)', async () => {
    const added = await clerk('POST', 'person-data', { persontype: 0, personno: 'C-00050', name: 'Warung Bu Ani' });
    expect(added.statusCode).toBe(201);
    const del = await clerk('DELETE', `person-data/delete/${added.json().data.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ code: 'ACCESS_DENIED', message: "You don't have access to delete" });
    const edit = await clerk('PUT', 'person-data', { ...added.json().data, name: 'Warung Bu Ani 2' });
    expect(edit.json().message).toBe("You don't have access to edit");
  });
});

describe('edit locks', () => {
  it('a second editor is told who holds the lock; saving releases it', async () => {
    const dept = (await req('POST', 'department', { deptno: '20', deptname: 'Gudang' })).json().data;
    await t.app.inject({ method: 'PUT', url: `/api/tenant/${tenantId}/master/privileges`, headers: bearer(token), payload: {
      userId: (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(clerkToken) })).json().data.id,
      hakAksesList: [{ module: 'Data Master', form: 'department', screen: 'department', akses: true, tambah: true, ubah: true, hapus: true, preview: true, export: true, jurnal: true }],
    } });
    expect((await req('POST', `department/lock/${dept.id}`)).statusCode).toBe(200);
    const second = await clerk('POST', `department/lock/${dept.id}`);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This record is being edited by Ibu Pemilik. Try again later.');
    const blocked = await clerk('PUT', 'department', { ...dept, deptname: 'Gudang Clerk' });
    expect(blocked.json().code).toBe('RECORD_LOCKED');
    expect((await req('PUT', 'department', { ...dept, deptname: 'Gudang Utama' })).statusCode).toBe(200);
    expect((await clerk('POST', `department/lock/${dept.id}`)).statusCode).toBe(200);
    expect((await clerk('DELETE', `department/lock/${dept.id}`)).statusCode).toBe(200);
  });

  it('only one of many concurrent lock attempts wins', async () => {
    const unit = (await req('POST', 'unit', { unitname: 'PALET' })).json().data;
    const results = await Promise.all([req, clerk, req, clerk].map((r) => r('POST', `unit/lock/${unit.id}`)));
    const winners = new Set(results.filter((r) => r.statusCode === 200).map((_r, i) => i));
    expect(winners.size).toBeGreaterThanOrEqual(1);
    const owners = results.map((r, i) => (r.statusCode === 200 ? (i % 2 === 0 ? 'owner' : 'clerk') : null)).filter(Boolean);
    expect(new Set(owners).size).toBe(1);
  });
});

describe('chart of accounts', () => {
  it('builds a tree, refuses a parent of another type and a loop, and lists postable accounts', async () => {
    const types = (await req('GET', 'glaccount-type')).json().listdata;
    expect(types).toHaveLength(16);
    const parent = (await req('GET', 'glaccount/readNo/1-10000')).json().data;
    const child = await req('POST', 'glaccount', { glaccount: '1-10010', accountname: 'Bank BRI', accountname2: 'BRI Bank', accounttype: 1, parentaccount: parent.id });
    expect(child.statusCode).toBe(201);
    expect(child.json().data).toMatchObject({ subaccount: true, accountname2: 'BRI Bank' });
    const asRead = (await req('GET', `glaccount/read/${child.json().data.id}`)).json().data;
    const roundTrip = await req('PUT', 'glaccount', { ...asRead, memo: 'Rekening operasional' });
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json().data).toMatchObject({ memo: 'Rekening operasional', subaccount: true });
    const wrongType = await req('POST', 'glaccount', { glaccount: '1-10011', accountname: 'Salah', accounttype: 2, parentaccount: parent.id });
    expect(wrongType.json().message).toBe('parentaccount: akun induk harus bertipe sama.');
    const loop = await req('PUT', 'glaccount', { ...parent, parentaccount: child.json().data.id });
    expect(loop.statusCode).toBe(400);
    const empty = await req('POST', 'glaccount', { glaccount: '', accountname: 'Tanpa Nomor' });
    expect(empty.json().message).toEqual(['glaccount: Pastikan Tipe Akun dan Nomor Akun tidak kosong.', 'accounttype: Pastikan Tipe Akun dan Nomor Akun tidak kosong.']);
    const cash = (await req('GET', 'akunByTipe?tipe=1')).json().listdata.map((a: { glaccount: string }) => a.glaccount);
    expect(cash).toContain('1-10010');
    expect(cash).not.toContain('1-10000');
    expect((await req('GET', 'accntCurrency')).json().listdata.length).toBe(cash.length);
  });
});

describe('items', () => {
  it('stores units, price levels and per-customer prices, takes accounts from the category, and serves the lookups', async () => {
    const inventory = (await req('GET', 'glaccount/readNo/1-10301')).json().data.id;
    const cat = (await req('POST', 'item-category', { name: 'Minuman', inventoryglaccnt: inventory })).json().data;
    const customer = (await req('GET', 'person-data/readNo/C-00001?persontype=0')).json().data;
    const res = await req('POST', 'item', {
      itemno: 'BRG-00001',
      itemdescription: 'Air Mineral 600 ml',
      categoryid: cat.id,
      unit1: 'BTL',
      unit2: 'DUS',
      ratio2: '24',
      unitprice: '3500',
      unitprice2: '3400.50',
      unitprice_l2: '80000',
      unitprice5_l3: '1',
      details: [{ personid: customer.id, persontype: 0, price1: '3300' }],
    });
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ inventoryglaccnt: inventory, ratio2: '24', unitprice: '3500', unitprice2: '3400.5', unitprice3: '0', unitprice_l2: '80000', unitprice5_l3: '1' });
    expect(item).not.toHaveProperty('prices');
    expect(item.details).toEqual([{ personid: customer.id, persontype: 0, price1: '3300' }]);
    expect((await req('GET', `getItemUnit/${item.id}`)).json().listdata).toEqual([
      { level: 1, unit: 'BTL', ratio: '1' },
      { level: 2, unit: 'DUS', ratio: '24' },
    ]);
    expect((await req('GET', 'item-by-no?itemno=BRG-00001')).json().data.id).toBe(item.id);
    expect((await req('GET', 'filter-item?search=mineral')).json().listdata[0]).toMatchObject({ itemno: 'BRG-00001', unit1: 'BTL' });
    expect((await req('GET', 'item/getnumber')).json().data.number).toBe('BRG-00002');
    expect((await req('GET', `item/getdetail/${item.id}`)).json().listdata).toHaveLength(1);
  });

  it('accepts back unchanged what a read answers, flat price fields included', async () => {
    const created = (await req('POST', 'item', { itemno: 'BRG-00300', itemdescription: 'Teh Kotak', unit1: 'PCS', unit2: 'DUS', ratio2: '24', unitprice: '4000', unitprice4_l2: '90000' })).json().data;
    const read = (await req('GET', `item/read/${created.id}`)).json().data;
    const saved = await req('PUT', 'item', read);
    expect(saved.statusCode, saved.body).toBe(200);
    const { version: _version, idnext: _next, idprev: _prev, updatedat: _at, ...unchanged } = read;
    expect(saved.json().data).toMatchObject({ ...unchanged, version: read.version + 1 });
    const repriced = await req('PUT', 'item', { ...saved.json().data, unitprice3_l2: '85000' });
    expect(repriced.json().data).toMatchObject({ unitprice: '4000', unitprice4_l2: '90000', unitprice3_l2: '85000' });
    expect((await req('PUT', 'item', { ...repriced.json().data, prices: { l1: ['1'] } })).statusCode).toBe(400);
  });

  it('gives the spec messages for units and price limits', async () => {
    const res = await req('POST', 'item', { itemno: 'X1', itemdescription: 'X', unit1: 'PCS', unit2: 'pcs', minsellprice: '10', maxsellprice: '5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining(['ratio2: rasio satuan harus lebih dari 0.', 'unit2: Tidak boleh memakai satuan yang sama.', 'minsellprice: nilai minimum tidak boleh lebih besar dari maksimum.']),
    );
  });
});

describe('lookups', () => {
  it('lists branches and users', async () => {
    await req('POST', 'branch', { branchname: 'Pusat' });
    expect((await req('GET', 'all-branch')).json().listdata.map((b: { branchname: string }) => b.branchname)).toEqual(['Pusat']);
    expect((await req('GET', 'user-by-branch')).json().listdata).toHaveLength(2);
    expect((await req('GET', 'akunByTipe?tipe=abc')).statusCode).toBe(400);
  });
});

describe('warehouses', () => {
  it('numbers a warehouse created without a number, one distinct number for each of many concurrent creates', async () => {
    expect((await req('GET', 'warehouse/getnumber')).json().data.number).toBe('GD-001');
    const created = await Promise.all(Array.from({ length: 16 }, (_, i) => req('POST', 'warehouse', { name: `Gudang ${i + 1}` })));
    expect(created.map((r) => r.statusCode)).toEqual(Array(16).fill(201));
    const numbers = created.map((r) => r.json().data.whno as string).sort();
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => `GD-${String(i + 1).padStart(3, '0')}`));
    const typed = await req('POST', 'warehouse', { whno: 'GD-020', name: 'Gudang Ketik' });
    expect(typed.json().data.whno).toBe('GD-020');
    expect((await req('POST', 'warehouse', { whno: '', name: 'Gudang Berikut' })).json().data.whno).toBe('GD-021');
    expect((await req('POST', 'warehouse', { whno: 'GD-020', name: 'Kembar' })).statusCode).toBe(409);
    const read = (await req('GET', `warehouse/read/${typed.json().data.id}`)).json().data;
    const kept = await req('PUT', 'warehouse', { ...read, whno: undefined, pic: 'Pak Budi' });
    expect(kept.json().data).toMatchObject({ whno: 'GD-020', pic: 'Pak Budi' });
  });
});

describe('names', () => {
  it('stores names as typed and refuses one differing only in case (409)', async () => {
    const sgd = await req('POST', 'currencys', { currencyname: 'Dolar Singapura', exchangerate: '12150' });
    expect(sgd.statusCode).toBe(201);
    expect((await req('GET', `currencys/read/${sgd.json().data.id}`)).json().data.currencyname).toBe('Dolar Singapura');
    expect((await req('POST', 'currencys', { currencyname: 'DOLAR SINGAPURA', exchangerate: '12150' })).statusCode).toBe(409);
    expect((await req('POST', 'unit', { unitname: 'Karung' })).json().data.unitname).toBe('Karung');
    expect((await req('POST', 'unit', { unitname: 'karung' })).statusCode).toBe(409);
    expect((await req('POST', 'unit', { unitname: 'Lusin' })).statusCode).toBe(409);
    for (const [form, field] of [['shipment', 'name'], ['customer-type', 'typename'], ['item-category', 'name']] as const) {
      expect((await req('POST', form, { [field]: 'Kapal Laut' })).statusCode).toBe(201);
      expect((await req('POST', form, { [field]: 'KAPAL LAUT' })).statusCode).toBe(409);
    }
  });
});
