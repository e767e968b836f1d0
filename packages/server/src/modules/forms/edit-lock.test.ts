import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { department } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/tx.ts';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

/** Releasing the edit lock (DELETE {form}/lock/{id}): only its holder can. */
type Caller = ReturnType<Awaited<ReturnType<typeof companyFixture>>['as']>;
let t: TestApp;
let tenantId: number;
let req: Caller;
let clerk: Caller;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await companyFixture(t, 'PT Kunci Uji', { language: 'en', name: 'Ibu Pemilik' });
  ({ tenantId, req } = fixture);
  const staff = await createVerifiedUser(t, { language: 'en', name: 'Pak Staf' });
  await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(fixture.token), payload: { tenantId, email: staff.email, roleId: 2 } });
  clerk = fixture.as(await signIn(t, staff.username, staff.password));
});
afterAll(() => t.close());

const newDepartment = async (deptno: string) => (await req('POST', 'department', { deptno, deptname: `Bagian ${deptno}` })).json().data as { id: number };
const holder = async (id: number) => (await req('GET', `department/getScreen/${id}`)).json().data.lock as { name: string } | null;

describe('releasing the edit lock', () => {
  it('the holder releases it and someone else can take it at once', async () => {
    const dept = await newDepartment('41');
    expect((await req('POST', `department/lock/${dept.id}`)).statusCode).toBe(200);
    expect((await clerk('POST', `department/lock/${dept.id}`)).statusCode).toBe(409);
    const released = await req('DELETE', `department/lock/${dept.id}`);
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toEqual({ locked: false });
    expect(await holder(dept.id)).toBeNull();
    expect((await clerk('POST', `department/lock/${dept.id}`)).statusCode).toBe(200);
    expect((await holder(dept.id))?.name).toBe('Pak Staf');
  });

  it('someone else cannot release it: 409 naming the holder, the lock stays', async () => {
    const dept = await newDepartment('42');
    await req('POST', `department/lock/${dept.id}`);
    const refused = await clerk('DELETE', `department/lock/${dept.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RECORD_LOCKED', message: 'This record is being edited by Ibu Pemilik. Try again later.' });
    expect((await holder(dept.id))?.name).toBe('Ibu Pemilik');
    expect((await clerk('PUT', 'department', { ...dept, deptname: 'Direbut' })).statusCode).toBe(409);
  });

  it('a free lock is already released; an expired one is nobody’s', async () => {
    const dept = await newDepartment('43');
    expect((await clerk('DELETE', `department/lock/${dept.id}`)).statusCode).toBe(200);
    await req('POST', `department/lock/${dept.id}`);
    await withTenant(t.ctx.db, tenantId, (tx) =>
      tx.update(department).set({ lockedTime: new Date(Date.now() - 16 * 60_000) }).where(and(eq(department.tenantId, tenantId), eq(department.deptid, dept.id))),
    );
    expect(await holder(dept.id)).toBeNull();
    expect((await clerk('DELETE', `department/lock/${dept.id}`)).statusCode).toBe(200);
    expect((await clerk('POST', `department/lock/${dept.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown record and 400 for a bad id', async () => {
    expect((await req('DELETE', 'department/lock/987654')).statusCode).toBe(404);
    expect((await req('DELETE', 'department/lock/abc')).statusCode).toBe(400);
  });
});
