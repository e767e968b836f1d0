import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

/** Record limits (spec 002 §3.2, §6): allusers / detailuser / detailbranch, and the members' branches. */
type Caller = ReturnType<Awaited<ReturnType<typeof companyFixture>>['as']>;
let t: TestApp;
let tenantId: number;
let ownerId: number;
let req: Caller;
let clerk: Caller;
let clerkId: number;
let bandung: number;
let surabaya: number;
const ids: Record<string, number> = {};

const names = (res: { json(): { listdata: { name: string }[] } }) => res.json().listdata.map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await companyFixture(t, 'PT Batas Data', { language: 'en', name: 'Ibu Pemilik' });
  ({ tenantId, req } = fixture);
  ownerId = fixture.owner.id;
  const staff = await createVerifiedUser(t, { language: 'en', name: 'Pak Staf' });
  await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(fixture.token), payload: { tenantId, email: staff.email, roleId: 3 } });
  clerk = fixture.as(await signIn(t, staff.username, staff.password));
  clerkId = staff.id;
  bandung = (await req('POST', 'branch', { branchname: 'Cabang Bandung' })).json().data.id;
  surabaya = (await req('POST', 'branch', { branchname: 'Cabang Surabaya' })).json().data.id;
  expect((await req('PUT', `user-branch/${clerkId}`, { branches: [bandung] })).statusCode).toBe(200);

  const customers = [
    ['Toko Semua', { allusers: true }],
    ['Toko Untuk Staf', { allusers: false, detailuser: [clerkId] }],
    ['Toko Untuk Pemilik', { allusers: false, detailuser: [ownerId] }],
    ['Toko Bandung', { allusers: false, detailbranch: [bandung] }],
    ['Toko Surabaya', { allusers: false, detailbranch: [surabaya] }],
  ] as const;
  for (const [i, [name, limits]] of customers.entries()) {
    const res = await req('POST', 'person-data', { persontype: 0, personno: `C-0090${i}`, name, ...limits });
    expect(res.statusCode).toBe(201);
    ids[name] = res.json().data.id;
  }
});
afterAll(() => t.close());

describe('customers limited to users and branches', () => {
  it('lists, searches and looks up only what the member may see; an ADMINISTRATOR sees everything', async () => {
    const visible = ['Toko Semua', 'Toko Untuk Staf', 'Toko Bandung'];
    const list = await clerk('GET', 'person-data/readall?persontype=0&sort=personid');
    expect(names(list)).toEqual(visible);
    expect(list.json().total).toBe(3);
    expect(names(await clerk('GET', 'person-data/readallBase?persontype=0&sort=personid'))).toEqual(visible);
    expect(names(await clerk('GET', 'person-data/readByType/0?sort=personid'))).toEqual(visible);
    expect(names(await clerk('GET', 'person-data/readallByTipe/0?sort=personid'))).toEqual(visible);
    // Every typed word must match ("s" starts Staf), the name starting with the text first; Toko Surabaya would too, unseen.
    const search = await clerk('GET', 'person-data/readall?search=toko%20s');
    expect(names(search)).toEqual(['Toko Semua', 'Toko Untuk Staf']);
    expect(search.json().total).toBe(2);
    expect((await clerk('GET', 'person-data/readall?search=pemilik')).json()).toMatchObject({ listdata: [], total: 0 });

    const all = await req('GET', 'person-data/readall?persontype=0');
    expect(all.json().total).toBe(5);
  });

  it('a hidden record answers 404 to read, readNo, getScreen, getaudit, edit, lock and delete', async () => {
    const hidden = ids['Toko Untuk Pemilik']!;
    for (const path of [`person-data/read/${hidden}`, 'person-data/readNo/C-00902?persontype=0', `person-data/getScreen/${hidden}`, `person-data/getaudit/${hidden}`, `person-data/getdetail/${hidden}`]) {
      const res = await clerk('GET', path);
      expect(res.statusCode, path).toBe(404);
    }
    const record = (await req('GET', `person-data/read/${hidden}`)).json().data;
    expect((await clerk('PUT', 'person-data', { ...record, name: 'Diubah Staf' })).statusCode).toBe(404);
    expect((await clerk('POST', `person-data/lock/${hidden}`)).statusCode).toBe(404);
    expect((await clerk('DELETE', `person-data/delete/${hidden}`)).statusCode).toBe(404);
    expect((await req('GET', `person-data/read/${hidden}`)).json().data.name).toBe('Toko Untuk Pemilik');
    // Reading a visible record works, and previous/next step over the hidden one.
    const staf = await clerk('GET', `person-data/read/${ids['Toko Untuk Staf']}`);
    expect(staf.statusCode).toBe(200);
    expect(staf.json().data.idnext).toBe(ids['Toko Bandung']);
    expect((await clerk('GET', `person-data/read/${ids['Toko Bandung']}`)).json().data).toMatchObject({ idprev: ids['Toko Untuk Staf'], idnext: null });
  });

  it('follows the member’s branches', async () => {
    expect((await req('PUT', `user-branch/${clerkId}`, { branches: [surabaya] })).statusCode).toBe(200);
    expect(names(await clerk('GET', 'person-data/readall?persontype=0&sort=personid'))).toEqual(['Toko Semua', 'Toko Untuk Staf', 'Toko Surabaya']);
    expect((await clerk('GET', `person-data/read/${ids['Toko Bandung']}`)).statusCode).toBe(404);
    await req('PUT', `user-branch/${clerkId}`, { branches: [] });
    expect(names(await clerk('GET', 'person-data/readall?persontype=0&sort=personid'))).toEqual(['Toko Semua', 'Toko Untuk Staf']);
  });
});

describe('items and accounts carry the same limits', () => {
  it('hides a limited item from lists, lookups and readNo', async () => {
    await req('POST', 'item', { itemno: 'BRG-L0001', itemdescription: 'Semen Rahasia', unit1: 'SAK', allusers: false, detailuser: [ownerId] });
    await req('POST', 'item', { itemno: 'BRG-L0002', itemdescription: 'Semen Biasa', unit1: 'SAK' });
    expect((await clerk('GET', 'item/readall?search=semen')).json().listdata.map((i: { itemno: string }) => i.itemno)).toEqual(['BRG-L0002']);
    expect((await clerk('GET', 'filter-item?search=semen')).json().total).toBe(1);
    expect((await clerk('GET', 'item/readNo/BRG-L0001')).statusCode).toBe(404);
    expect((await clerk('GET', 'item-by-no?itemno=BRG-L0001')).statusCode).toBe(404);
    expect((await req('GET', 'item/readall?search=semen')).json().total).toBe(2);
  });

  it('hides a limited account from the chart of accounts', async () => {
    const created = await req('POST', 'glaccount', { glaccount: '1-19999', accountname: 'Kas Direksi', accounttype: 1, allusers: false });
    expect(created.statusCode).toBe(201);
    expect((await clerk('GET', 'glaccount/readall?search=direksi')).json().total).toBe(0);
    expect((await clerk('GET', `glaccount/read/${created.json().data.id}`)).statusCode).toBe(404);
  });
});

describe('user-branch/{userId}', () => {
  it('reads and replaces a member’s branches with the right to change user permissions', async () => {
    const saved = await req('PUT', `user-branch/${clerkId}`, { branches: [surabaya, bandung, bandung] });
    expect(saved.json().data).toEqual({
      userId: clerkId,
      branches: [
        { branchid: bandung, branchname: 'Cabang Bandung' },
        { branchid: surabaya, branchname: 'Cabang Surabaya' },
      ],
    });
    expect((await clerk('GET', `user-branch/${clerkId}`)).json().data.branches).toHaveLength(2);
  });

  it('refuses others’ branches without the right, unknown branches, non-members and bad bodies', async () => {
    const denied = await clerk('PUT', `user-branch/${clerkId}`, { branches: [] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'ACCESS_DENIED', message: 'You do not have access to change user permissions.' });
    expect((await clerk('GET', `user-branch/${ownerId}`)).statusCode).toBe(403);
    const unknown = await req('PUT', `user-branch/${clerkId}`, { branches: [987654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('branches: not found in this company.');
    const stranger = await createVerifiedUser(t);
    expect((await req('GET', `user-branch/${stranger.id}`)).statusCode).toBe(404);
    for (const body of [{}, { branches: 'x' }, { branches: [0] }, { branches: [1], extra: true }]) {
      expect((await req('PUT', `user-branch/${clerkId}`, body)).statusCode).toBe(400);
    }
    // Nothing was changed by the refused calls.
    expect((await req('GET', `user-branch/${clerkId}`)).json().data.branches).toHaveLength(2);
  });
});
