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
    // January (10 documents) and February (12: the PPN payment and the collection start) in full; March up to the 15th.
    expect([jv.length, pmt.length, odt.length]).toEqual([9, 16, 5]);
    expect([...jv, ...pmt, ...odt].every((d) => d.transdate >= '2026-01-01' && d.transdate <= '2026-03-15')).toBe(true);

    const tb = (await fixture.req('GET', 'trial-balance?from=2026-01&to=2026-03')).json().listdata as { glaccount: string; opening: string; ending: string }[];
    expect(tb.reduce((s, r) => s + Number(r.ending), 0)).toBe(0);
    const row = (no: string) => tb.find((r) => r.glaccount === no)!;
    expect(row('1-10004').opening).toBe('350000000');
    // Opening equity takes the difference: 25 + 350 + 120 + 185 + 60 − 15 − 48 − 500 = 177 million.
    expect(row('3-30000').opening).toBe('-177000000');
    expect(row('6-10200').ending).toBe('37500000');
    // Cash and banks stay positive: petty cash is topped up by 3 million a month and pays the utilities.
    expect(row('1-10002').ending).toBe('26875000');
    for (const bank of ['1-10004', '1-10005']) expect(Number(row(bank).ending)).toBeGreaterThan(0);
    // Credit sales: one month's receivable and one month's output VAT (DPP 60 million × 11/12 × 12 %) outstanding.
    expect(row('1-10100').ending).toBe('66600000');
    expect(row('2-10200').ending).toBe('-6600000');
    // Revenue has its cost of goods sold, and the quarter ends in profit (income accounts net to a credit).
    expect(Number(row('5-10000').ending)).toBeGreaterThan(0);
    const result = tb.filter((r) => /^[4-8]-/.test(r.glaccount)).reduce((s, r) => s + Number(r.ending), 0);
    expect(result).toBeLessThan(0);

    const budgets = (await fixture.req('GET', 'budgetaccount?fyear=2026')).json().listdata as { glaccount: string }[];
    expect(budgets.map((b) => b.glaccount).sort()).toEqual(['6-10200', '6-10300']);
    expect(await withTenant(t.ctx.db, fixture.tenantId, (tx) => balanceDifferences(tx, fixture.tenantId))).toEqual([]);
  });
});
