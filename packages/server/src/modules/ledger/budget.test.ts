import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof companyFixture>>;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  fixture = await companyFixture(t, 'PT Anggaran', { language: 'en' });
  req = fixture.req;
});
afterAll(() => t.close());

const twelve = (n: string) => Array<string>(12).fill(n);
const rent = (amount: string) => ({ transdate: '2026-11-05', details: [{ glaccount: '6-10200', glamount: amount }, { glaccount: '1-10002', glamount: `-${amount}` }] });

describe('budgets', () => {
  it('saves twelve periods per account and reads them back with actuals', async () => {
    const saved = await req('PUT', 'budgetaccount', { fyear: 2026, details: [{ glaccount: '6-10200', periods: twelve('5000000') }] });
    expect(saved.statusCode).toBe(200);
    const [row] = saved.json().listdata;
    expect(row).toMatchObject({ glaccount: '6-10200', fyear: 2026, total: '60000000' });
    await req('POST', 'journal-voucher', rent('4000000'));
    const det = (await req('GET', `budgetaccount-det/${row.id}?fyear=2026`)).json().listdata;
    expect(det[10]).toEqual({ period: 11, budget: '5000000', actual: '4000000', remaining: '1000000' });
  });

  it('warns when a posting takes an account over its period budget', async () => {
    const res = await req('POST', 'journal-voucher', rent('1500000'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.warnings).toEqual(['Account 6-10200 Beban Sewa exceeds its budget for this month (budget 5000000, actual 5500000).']);
  });

  it('refuses parent accounts and wrong period counts', async () => {
    const parent = await req('PUT', 'budgetaccount', { fyear: 2026, details: [{ glaccount: '6-10000', periods: twelve('1') }] });
    expect(parent.json().message).toEqual(['details.0.glaccount: Parent account cannot be selected!']);
    expect((await req('PUT', 'budgetaccount', { fyear: 2026, details: [{ glaccount: '6-10200', periods: ['1'] }] })).statusCode).toBe(400);
  });

  it('deleting a budget needs the "delete budget" right and stays inside the company', async () => {
    const row = (await req('GET', 'budgetaccount?fyear=2026')).json().listdata[0];
    const other = await companyFixture(t, 'PT Lain Anggaran');
    expect((await other.req('DELETE', `budgetaccount/${row.id}?fyear=2026`)).statusCode).toBe(404);
    const clerk = await createVerifiedUser(t, { language: 'en' });
    await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(fixture.token), payload: { tenantId: fixture.tenantId, email: clerk.email, roleId: 2 } });
    const denied = await fixture.as(await signIn(t, clerk.username, clerk.password))('DELETE', `budgetaccount/${row.id}?fyear=2026`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You don't have access to delete budget");
    expect((await req('DELETE', `budgetaccount/${row.id}?fyear=2026`)).statusCode).toBe(200);
    expect((await req('GET', 'budgetaccount?fyear=2026')).json().listdata).toEqual([]);
  });
});
