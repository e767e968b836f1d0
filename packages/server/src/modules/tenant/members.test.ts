import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, lastMail, signIn, type TestApp, type TestUser } from '../../test/harness.ts';

let t: TestApp;
let ownerToken: string;
let staff: TestUser;
let staffToken: string;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://lontar.test' });
  const owner = await createVerifiedUser(t, { name: 'Pak Budi' });
  staff = await createVerifiedUser(t, { language: 'en' });
  ownerToken = await signIn(t, owner.username, owner.password);
  staffToken = await signIn(t, staff.username, staff.password);
  tenantId = (await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(ownerToken), payload: { name: 'UD Sinar Terang' } })).json().data.tenantId;
});
afterAll(() => t.close());

const members = async (token = ownerToken) => t.app.inject({ method: 'GET', url: `/api/tenant-user-by-tenantid/${tenantId}`, headers: bearer(token) });
const add = (token: string, email: string, roleId: number) => t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(token), payload: { tenantId, email, roleId } });

describe('company members and rights', () => {
  it('adds an existing user by e-mail, who then sees the company with role USER rights', async () => {
    const res = await add(ownerToken, staff.email.toUpperCase(), 3);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: staff.email, roleId: 3, pending: false });
    expect((await add(ownerToken, staff.email, 3)).json().code).toBe('MEMBER_EXISTS');
    const companies = (await t.app.inject({ method: 'GET', url: '/api/tenant-user-by-userid', headers: bearer(staffToken) })).json().listdata;
    expect(companies).toEqual([expect.objectContaining({ tenantId, roleId: 3, owner: false })]);
    const list = (await members()).json().listdata;
    expect(list.map((m: { owner: boolean; roleId: number }) => [m.owner, m.roleId])).toEqual([[true, 1], [false, 3]]);
  });

  it('a USER may read preferences but not save them, manage members or read others\u2019 rights (403, no logout)', async () => {
    const pref = await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantId}/master/preference`, headers: bearer(staffToken) });
    expect(pref.statusCode).toBe(200);
    const body = pref.json().data;
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/${tenantId}/master/preference`,
      headers: bearer(staffToken),
      payload: { ...body, pcurrency: body.pcurrency.map(({ isbase: _i, ...r }: { isbase: boolean }) => r) },
    });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toMatchObject({ code: 'ACCESS_DENIED', message: "You don't have access to open preferences." });
    const manage = await add(staffToken, 'siapa@contoh.co.id', 3);
    expect(manage.statusCode).toBe(403);
    expect(manage.json().code).toBe('ACCESS_DENIED');
    const status = await t.app.inject({ method: 'PUT', url: '/api/stat-tenant', headers: bearer(staffToken), payload: { tenantId, status: 'archived' } });
    expect(status.json()).toMatchObject({ statusCode: 403, code: 'ACCESS_DENIED', message: 'Only the company owner can do this.' });
    const ownerId = (await members()).json().listdata[0].userId;
    const rights = await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantId}/master/privileges/${ownerId}`, headers: bearer(staffToken) });
    expect(rights.json().message).toBe('You do not have access to change user permissions.');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(staffToken) })).statusCode).toBe(200);
  });

  it('the owner changes the role and the rights; rights can be cloned', async () => {
    const member = (await members()).json().listdata.find((m: { owner: boolean }) => !m.owner);
    const role = await t.app.inject({ method: 'PUT', url: '/api/role-tenant-user', headers: bearer(ownerToken), payload: { id: member.id, roleId: 2 } });
    expect(role.json().data.roleId).toBe(2);
    const rights = (await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantId}/master/privileges/${member.userId}`, headers: bearer(ownerToken) })).json().data.hakAksesList;
    expect(rights.find((r: { screen: string }) => r.screen === 'sales-invoice')).toMatchObject({ akses: true, ubah: true, hapus: false });
    const prefs = rights.find((r: { screen: string }) => r.screen === 'preferences');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/tenant/${tenantId}/master/privileges`,
      headers: bearer(ownerToken),
      payload: { userId: member.userId, hakAksesList: [{ ...prefs, akses: true }] },
    });
    expect(saved.json().data.hakAksesList.find((r: { screen: string }) => r.screen === 'preferences').akses).toBe(true);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/tenant/${tenantId}/master/privileges`, headers: bearer(ownerToken), payload: { userId: member.userId, hakAksesList: [{ ...prefs, screen: 'nope' }] } });
    expect(bad.statusCode).toBe(400);
  });

  it('never changes or removes the owner', async () => {
    const ownerRow = (await members()).json().listdata.find((m: { owner: boolean }) => m.owner);
    const role = await t.app.inject({ method: 'PUT', url: '/api/role-tenant-user', headers: bearer(ownerToken), payload: { id: ownerRow.id, roleId: 3 } });
    expect(role.statusCode).toBe(409);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/tenant-user?id=${ownerRow.id}`, headers: bearer(ownerToken) });
    expect(del.statusCode).toBe(409);
  });

  it('invites an unknown address; signing up with it joins the company', async () => {
    const res = await add(ownerToken, 'kasir.baru@contoh.co.id', 3);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.pending).toBe(true);
    const mail = await lastMail(t, 'kasir.baru@contoh.co.id');
    expect(mail.subject).toBe('Undangan bergabung ke UD Sinar Terang di Lontar');
    expect(mail.textBody).toContain('Pak Budi');
    expect((await members()).json().listdata.some((m: { pending: boolean; email: string }) => m.pending && m.email === 'kasir.baru@contoh.co.id')).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Kasir', username: 'kasir_baru', email: 'kasir.baru@contoh.co.id', password: 'rahasia-123' } });
    const list = (await members()).json().listdata;
    expect(list.find((m: { email: string }) => m.email === 'kasir.baru@contoh.co.id')).toMatchObject({ pending: false, roleId: 3 });
  });

  it('withdraws a pending invitation: signing up later joins nothing', async () => {
    await add(ownerToken, 'batal@contoh.co.id', 3);
    const invitation = (await members()).json().listdata.find((m: { email: string }) => m.email === 'batal@contoh.co.id');
    expect(invitation).toMatchObject({ pending: true });
    expect(invitation.id).toBeLessThan(0);
    const byStaff = await t.app.inject({ method: 'DELETE', url: `/api/tenant-user?id=${invitation.id}`, headers: bearer(staffToken) });
    expect(byStaff.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/tenant-user?id=${invitation.id}`, headers: bearer(ownerToken) });
    expect(del.statusCode).toBe(200);
    expect((await members()).json().listdata.some((m: { email: string }) => m.email === 'batal@contoh.co.id')).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tenant-user?id=${invitation.id}`, headers: bearer(ownerToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/tenant-user?id=0', headers: bearer(ownerToken) })).statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Batal', username: 'batal_join', email: 'batal@contoh.co.id', password: 'rahasia-123' } });
    expect((await members()).json().listdata.some((m: { email: string }) => m.email === 'batal@contoh.co.id')).toBe(false);
  });

  it('removes a member, who then gets 404 on the company', async () => {
    const member = (await members()).json().listdata.find((m: { email: string }) => m.email === staff.email);
    const master = (method: 'POST' | 'PUT', path: string, payload?: object) => t.app.inject({ method, url: `/api/tenant/${tenantId}/master/${path}`, headers: bearer(ownerToken), payload });
    const branch = (await master('POST', 'branch', { branchname: 'Cabang Kediri' })).json().data.id;
    expect((await master('PUT', `user-branch/${staff.id}`, { branches: [branch] })).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/tenant-user?id=${member.id}&datasourcekey=x`, headers: bearer(ownerToken) });
    expect(del.statusCode).toBe(200);
    // Nothing of the member stays behind: no branches (and no rights) if they are ever added again.
    const left = (await t.ctx.db.execute(sql`select count(*)::int as n from user_branch where tenant_id = ${tenantId} and user_id = ${staff.id}`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantId}/master/preference`, headers: bearer(staffToken) });
    expect(after.statusCode).toBe(404);
    expect((await members(staffToken)).statusCode).toBe(404);
  });
});
