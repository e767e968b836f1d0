import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { statementColumns } from './statements.service.ts';

let t: TestApp;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
const v = (date: string, debit: string, credit: string, amount: string) => ({ transdate: date, details: [{ glaccount: debit, glamount: amount }, { glaccount: credit, glamount: `-${amount}` }] });

beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Laporan Keuangan'));
  await req('POST', 'journal-voucher', v('2025-10-01', '1-10003', '3-10000', '100000000'));
  await req('POST', 'journal-voucher', v('2025-10-10', '1-10003', '4-10000', '30000000'));
  await req('POST', 'journal-voucher', v('2026-10-10', '1-10003', '4-10000', '50000000'));
  await req('POST', 'journal-voucher', v('2026-10-11', '5-10000', '1-10003', '20000000'));
  await req('POST', 'journal-voucher', v('2026-10-20', '6-10200', '1-10003', '5000000'));
  await req('POST', 'journal-voucher', v('2026-10-21', '8-10100', '1-10003', '250000'));
});
afterAll(() => t.close());

describe('statement columns', () => {
  it.each([
    ['2026-10', '2026-10', 'none', [[202610, 202610]]],
    ['2026-10', '2026-12', 'previous-period', [[202610, 202612], [202607, 202609]]],
    ['2026-01', '2026-03', 'previous-year', [[202601, 202603], [202501, 202503]]],
    ['2026-01', '2026-01', 'previous-period', [[202601, 202601], [202512, 202512]]],
  ] as const)('%s..%s compared %s', (from, to, compare, out) => {
    expect(statementColumns(from, to, compare).map((c) => [c.from, c.to])).toEqual(out);
  });
});

describe('financial statements', () => {
  it('profit and loss with the same month a year earlier', async () => {
    const res = (await req('GET', 'profit-loss?from=2026-10&to=2026-10&compare=previous-year')).json();
    expect(res.totals).toEqual([
      { revenue: '50000000', cogs: '20000000', gross: '30000000', expenses: '5000000', otherIncome: '0', otherExpenses: '250000', net: '24750000' },
      { revenue: '30000000', cogs: '0', gross: '30000000', expenses: '0', otherIncome: '0', otherExpenses: '0', net: '30000000' },
    ]);
    expect(res.listdata.find((r: { glaccount: string }) => r.glaccount === '4-10000').amounts).toEqual(['50000000', '30000000']);
  });

  it('balance sheet balances, with unclosed profit as current earnings', async () => {
    const res = (await req('GET', 'balance-sheet?at=2026-10&compare=previous-year')).json();
    expect(res.totals).toEqual([
      { assets: '154750000', liabilities: '0', currentEarnings: '54750000', equity: '154750000', balanced: true },
      { assets: '130000000', liabilities: '0', currentEarnings: '30000000', equity: '130000000', balanced: true },
    ]);
  });

  it('refuses a reversed range', async () => {
    expect((await req('GET', 'profit-loss?from=2026-10&to=2026-01')).statusCode).toBe(400);
  });
});
