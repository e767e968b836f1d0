import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

/** getScreen/{id}, readByType/{type}, readallPembelian and the lookup columns of readallBase (spec 002 §7.1). */
let t: TestApp;
let tenantId: number;
type Caller = ReturnType<Awaited<ReturnType<typeof companyFixture>>['as']>;
let req: Caller;
let clerk: Caller;
let clerkId: number;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await companyFixture(t, 'PT Layar Uji', { language: 'en', name: 'Ibu Pemilik' });
  ({ tenantId, req } = fixture);
  const staff = await createVerifiedUser(t, { language: 'en', name: 'Pak Staf' });
  await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(fixture.token), payload: { tenantId, email: staff.email, roleId: 3 } });
  clerk = fixture.as(await signIn(t, staff.username, staff.password));
  clerkId = staff.id;
  // The clerk may open and edit departments, and has no right at all on items.
  const rights = (screen: string, on: boolean) => ({ module: 'Data Master', form: screen, screen, akses: on, tambah: on, ubah: on, hapus: false, preview: on, export: false, jurnal: false });
  const saved = await req('PUT', 'privileges', { userId: clerkId, hakAksesList: [rights('department', true), rights('item', false)] });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('getScreen/{id}', () => {
  it('gives the rights screen, the caller’s rights, the record with idnext/idprev and the lock holder', async () => {
    const a = (await req('POST', 'department', { deptno: '31', deptname: 'Gudang A' })).json().data;
    const b = (await req('POST', 'department', { deptno: '32', deptname: 'Gudang B' })).json().data;

    const own = await req('GET', `department/getScreen/${a.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      form: 'department',
      screen: 'department',
      rights: { akses: true, tambah: true, ubah: true, hapus: true, preview: true, export: true, jurnal: true },
      record: { id: a.id, deptname: 'Gudang A', idnext: b.id, version: 1 },
      lock: null,
    });

    expect((await req('POST', `department/lock/${a.id}`)).statusCode).toBe(200);
    const mine = (await req('GET', `department/getScreen/${a.id}`)).json().data.lock;
    expect(mine).toMatchObject({ name: 'Ibu Pemilik', mine: true });
    expect(Date.parse(mine.until) - Date.parse(mine.since)).toBe(15 * 60_000);

    const theirs = (await clerk('GET', `department/getScreen/${a.id}`)).json().data;
    expect(theirs.rights).toEqual({ akses: true, tambah: true, ubah: true, hapus: false, preview: true, export: false, jurnal: false });
    expect(theirs.lock).toMatchObject({ name: 'Ibu Pemilik', mine: false });
    await req('DELETE', `department/lock/${a.id}`);
    expect((await clerk('GET', `department/getScreen/${a.id}`)).json().data.lock).toBeNull();
  });

  it('0 opens a new record: no record, the screen of the asked person type', async () => {
    expect((await req('GET', 'department/getScreen/0')).json().data).toMatchObject({ screen: 'department', record: null, lock: null });
    expect((await req('GET', 'person-data/getScreen/0?persontype=1')).json().data.screen).toBe('vendor');
    expect((await req('GET', 'person-data/getScreen/0')).json().data.screen).toBe('customer');
  });

  it('answers 404 for an unknown record, 403 without the right to open, 400 for a bad id', async () => {
    expect((await req('GET', 'department/getScreen/987654')).statusCode).toBe(404);
    const denied = await clerk('GET', 'item/getScreen/0');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'ACCESS_DENIED', message: "You don't have access to open" });
    expect((await req('GET', 'department/getScreen/-1')).statusCode).toBe(400);
    expect((await req('GET', 'department/getScreen/abc')).statusCode).toBe(400);
    expect((await req('GET', 'department/getScreen/1?persontype=7')).statusCode).toBe(400);
  });

  it('a vendor is checked against the vendor screen', async () => {
    const vendor = (await req('POST', 'person-data', { persontype: 1, personno: 'V-00101', name: 'PT Pemasok Layar' })).json().data;
    const screen = (await req('GET', `person-data/getScreen/${vendor.id}`)).json().data;
    expect(screen).toMatchObject({ screen: 'vendor', record: { id: vendor.id, persontype: 1, idprev: null } });
  });
});

describe('readByType/{type}', () => {
  it('lists the lookup columns of one type only', async () => {
    const cash = (await req('GET', 'glaccount/readByType/1?size=500')).json();
    expect(cash.total).toBeGreaterThan(0);
    expect(cash.listdata.every((a: { accounttype: number }) => a.accounttype === 1)).toBe(true);
    expect(Object.keys(cash.listdata[0]).sort()).toEqual(['accountname', 'accounttype', 'glaccount', 'glid', 'id', 'parentaccount', 'subaccount', 'suspended']);
    const all = (await req('GET', 'glaccount/readallBase?size=500')).json().total;
    expect(cash.total).toBeLessThan(all);

    await req('POST', 'person-data', { persontype: 0, personno: 'C-00101', name: 'Toko Tipe Nol' });
    const vendors = (await req('GET', 'person-data/readByType/1?search=layar')).json().listdata;
    expect(vendors.map((v: { name: string }) => v.name)).toEqual(['PT Pemasok Layar']);
    const customers = (await req('GET', 'person-data/readByType/0')).json().listdata;
    expect(customers.map((v: { name: string }) => v.name)).toEqual(['Toko Tipe Nol']);
  });

  it('exists only for forms with a type, and checks the type', async () => {
    expect((await req('GET', 'department/readByType/0')).statusCode).toBe(404);
    expect((await req('GET', 'glaccount/readByType/x')).statusCode).toBe(400);
    // The clerk has no right on the item screen.
    expect((await clerk('GET', 'item/readByType/0')).statusCode).toBe(403);
  });
});

describe('readallPembelian', () => {
  it('items a purchase can use: not suspended, with the purchase columns and decimals as read', async () => {
    await req('POST', 'item', { itemno: 'BRG-B0001', itemdescription: 'Kertas HVS A4', unit1: 'RIM', unit2: 'DUS', ratio2: '5', minpurcprice: '40000.50', maxpurcprice: '55000' });
    await req('POST', 'item', { itemno: 'BRG-B0002', itemdescription: 'Kertas Lama', unit1: 'RIM', suspended: true });
    const res = await req('GET', 'item/readallPembelian?search=kertas');
    expect(res.statusCode).toBe(200);
    const { listdata, total } = res.json();
    expect(total).toBe(1);
    expect(listdata[0]).toMatchObject({ itemno: 'BRG-B0001', unit2: 'DUS', ratio2: '5', minpurcprice: '40000.5', maxpurcprice: '55000', usesn: false });
    expect(listdata[0]).not.toHaveProperty('unitprice');
    // readallBase still lists the suspended one, with the same decimals.
    const base = (await req('GET', 'item/readallBase?search=kertas')).json().listdata;
    expect(base.map((i: { itemno: string }) => i.itemno)).toEqual(['BRG-B0001', 'BRG-B0002']);
    expect(base[0].ratio2).toBe('5');
  });

  it('persons a purchase can use are vendors, whatever persontype is asked', async () => {
    await req('POST', 'person-data', { persontype: 1, personno: 'V-00102', name: 'PT Pemasok Berhenti', suspended: true });
    const vendors = (await req('GET', 'person-data/readallPembelian?persontype=0')).json().listdata;
    expect(vendors.map((v: { personno: string }) => v.personno)).toEqual(['V-00101']);
    expect(vendors[0]).toMatchObject({ persontype: 1, creditlimit: '0' });
  });

  it('is not offered for forms a purchase does not pick from', async () => {
    expect((await req('GET', 'department/readallPembelian')).statusCode).toBe(404);
  });
});
