import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
let clerk: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await companyFixture(t, 'PT Kunci Jurnal', { language: 'en', name: 'Ibu Pemilik' });
  req = fixture.req;
  const staff = await createVerifiedUser(t, { language: 'en', name: 'Pak Supervisor' });
  await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(fixture.token), payload: { tenantId: fixture.tenantId, email: staff.email, roleId: 2 } });
  clerk = fixture.as(await signIn(t, staff.username, staff.password));
});
afterAll(() => t.close());

const voucher = (amount: string) => ({ transdate: '2026-11-05', description: 'Sewa', details: [{ glaccount: '6-10200', glamount: amount }, { glaccount: '1-10002', glamount: `-${amount}` }] });

describe('edit locks on journal documents', () => {
  it('a second editor is told who holds the lock and cannot save; saving releases it', async () => {
    const doc = (await req('POST', 'journal-voucher', voucher('1000'))).json().data;
    expect((await req('POST', `journal-voucher/lock/${doc.id}`)).statusCode).toBe(200);
    const second = await clerk('POST', `journal-voucher/lock/${doc.id}`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'RECORD_LOCKED', message: 'This record is being edited by Ibu Pemilik. Try again later.' });
    const blocked = await clerk('PUT', 'journal-voucher', { ...voucher('2000'), jvid: doc.id, version: doc.version });
    expect(blocked.json().code).toBe('RECORD_LOCKED');
    expect((await clerk('DELETE', `journal-voucher/lock/${doc.id}`)).statusCode).toBe(409);

    const saved = await req('PUT', 'journal-voucher', { ...voucher('1500'), jvid: doc.id, version: doc.version });
    expect(saved.statusCode).toBe(200);
    expect((await clerk('POST', `journal-voucher/lock/${doc.id}`)).statusCode).toBe(200);
    expect((await req('DELETE', `journal-voucher/delete/${doc.id}`)).json().code).toBe('RECORD_LOCKED');
    expect((await clerk('DELETE', `journal-voucher/lock/${doc.id}`)).statusCode).toBe(200);
    expect((await req('DELETE', `journal-voucher/delete/${doc.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for another form\'s document and 400 for a bad id', async () => {
    const doc = (await req('POST', 'other-payment', voucher('700'))).json().data;
    expect((await req('POST', `journal-voucher/lock/${doc.id}`)).statusCode).toBe(404);
    expect((await req('POST', 'journal-voucher/lock/abc')).statusCode).toBe(400);
  });
});
