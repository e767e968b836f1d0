import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { seedSampleLedger } from './sample-ledger.ts';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof companyFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await companyFixture(t, 'PT Contoh Buku', { language: 'en' });
  const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${fixture.token}` } })).json().data;
  // Only the sample company has Bank BCA and Bank Mandiri; a plain company gets them here.
  for (const [no, name] of [['1-10004', 'Bank BCA'], ['1-10005', 'Bank Mandiri']]) {
    const parent = (await fixture.req('GET', 'glaccount/readNo/1-10000')).json().data;
    await fixture.req('POST', 'glaccount', { glaccount: no, accountname: name, accounttype: 1, parentaccount: parent.glid, subaccount: true });
  }
  await seedSampleLedger(t.ctx, { tenantId: fixture.tenantId, tenantName: 'PT Contoh Buku', userId: me.id, username: me.username }, new Date(2026, 2, 15));
});
afterAll(() => t.close());

describe('sample company ledger', () => {
  it('posts opening balances, this year\'s monthly documents up to today, and budgets, all balanced', async () => {
    const docs = async (form: string) => (await fixture.req('GET', `${form}/readall?size=100`)).json().listdata as { transdate: string }[];
    const [jv, pmt, odt] = [await docs('journal-voucher'), await docs('other-payment'), await docs('other-receipt')];
    // January and February in full (5 each), March up to the 15th (receipt on the 5th, two payments on the 10th and 12th).
    expect([jv.length, pmt.length, odt.length]).toEqual([4, 6, 3]);
    expect([...jv, ...pmt, ...odt].every((d) => d.transdate >= '2026-01-01' && d.transdate <= '2026-03-15')).toBe(true);

    const tb = (await fixture.req('GET', 'trial-balance?from=2026-01&to=2026-03')).json().listdata as { glaccount: string; opening: string; ending: string }[];
    expect(tb.reduce((s, r) => s + Number(r.ending), 0)).toBe(0);
    const row = (no: string) => tb.find((r) => r.glaccount === no)!;
    expect(row('1-10004').opening).toBe('350000000');
    // Opening equity takes the difference: 25 + 350 + 120 + 185 + 60 − 15 − 48 − 500 = 177 million.
    expect(row('3-30000').opening).toBe('-177000000');
    expect(row('6-10200').ending).toBe('37500000');

    const budgets = (await fixture.req('GET', 'budgetaccount?fyear=2026')).json().listdata as { glaccount: string }[];
    expect(budgets.map((b) => b.glaccount).sort()).toEqual(['6-10200', '6-10300']);
    expect(await withTenant(t.ctx.db, fixture.tenantId, (tx) => balanceDifferences(tx, fixture.tenantId))).toEqual([]);
  });
});
