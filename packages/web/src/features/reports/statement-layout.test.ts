import type { StatementAccount } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import type { ChartAccount } from '../masters/accounts/account-tree.ts';
import { balanceSheetLines, profitLossLines } from './statement-layout.ts';

const acc = (glid: number, glaccount: string, accounttype: number, amounts: string[], normal: 'D' | 'C' = 'D'): StatementAccount => ({ glid, glaccount, accountname: glaccount, accounttype, typename: `T${accounttype}`, normal, amounts });
const chartOf = (glid: number, glaccount: string, accounttype: number, parentaccount: number | null = null): ChartAccount => ({ glid, glaccount, accountname: glaccount, accounttype, parentaccount, suspended: false });

describe('profit and loss lines', () => {
  it('puts each type under a heading with the server total, then gross and net profit', () => {
    const rows = [acc(1, '4-10000', 12, ['1000', '800'], 'C'), acc(2, '6-10200', 14, ['250', '200']), acc(3, '8-10100', 16, ['15', '0'])];
    const totals = [
      { revenue: '1000', cogs: '0', gross: '1000', expenses: '250', otherIncome: '0', otherExpenses: '15', net: '735' },
      { revenue: '800', cogs: '0', gross: '800', expenses: '200', otherIncome: '0', otherExpenses: '0', net: '600' },
    ];
    const lines = profitLossLines(rows, totals, undefined);
    expect(lines.map((l) => [l.kind, l.label ?? l.typeid ?? l.account?.glaccount, l.amounts])).toEqual([
      ['type', 12, []],
      ['account', '4-10000', ['1000', '800']],
      ['typeTotal', 12, ['1000', '800']],
      ['result', 'grossProfit', ['1000', '800']],
      ['type', 14, []],
      ['account', '6-10200', ['250', '200']],
      ['typeTotal', 14, ['250', '200']],
      ['type', 16, []],
      ['account', '8-10100', ['15', '0']],
      ['typeTotal', 16, ['15', '0']],
      ['result', 'netProfit', ['735', '600']],
    ]);
  });
});

describe('balance sheet lines', () => {
  it('groups assets, liabilities and equity, deducts accumulated depreciation and nests accounts under parents', () => {
    const chart = [chartOf(10, '1-10000', 1), chartOf(11, '1-10001', 1, 10), chartOf(12, '1-10003', 1, 10)];
    const rows = [acc(11, '1-10001', 1, ['100']), acc(12, '1-10003', 1, ['900']), acc(20, '1-50000', 5, ['500']), acc(21, '1-60000', 6, ['50'], 'C'), acc(30, '2-10000', 8, ['300'], 'C'), acc(40, '3-10000', 11, ['1000'], 'C')];
    const totals = [{ assets: '1450', liabilities: '300', currentEarnings: '150', equity: '1150', balanced: true }];
    const lines = balanceSheetLines(rows, totals, chart);
    const shown = lines.map((l) => [l.kind, l.label ?? l.typeid ?? l.account?.glaccount, l.account?.depth ?? null, l.amounts.join()]);
    expect(shown).toEqual([
      ['section', 'assets', null, ''],
      ['type', 1, null, ''],
      ['account', '1-10000', 0, '1000'],
      ['account', '1-10001', 1, '100'],
      ['account', '1-10003', 1, '900'],
      ['typeTotal', 1, null, '1000'],
      ['type', 5, null, ''],
      ['account', '1-50000', 0, '500'],
      ['typeTotal', 5, null, '500'],
      ['type', 6, null, ''],
      ['account', '1-60000', 0, '-50'],
      ['typeTotal', 6, null, '-50'],
      ['total', 'totalAssets', null, '1450'],
      ['section', 'liabilities', null, ''],
      ['type', 8, null, ''],
      ['account', '2-10000', 0, '300'],
      ['typeTotal', 8, null, '300'],
      ['total', 'totalLiabilities', null, '300'],
      ['section', 'equity', null, ''],
      ['type', 11, null, ''],
      ['account', '3-10000', 0, '1000'],
      ['typeTotal', 11, null, '1000'],
      ['account', 'currentEarnings', null, '150'],
      ['total', 'totalEquity', null, '1150'],
      ['result', 'totalLiabilitiesEquity', null, '1450'],
    ]);
    expect(lines.find((l) => l.account?.glaccount === '1-10000')?.account?.parent).toBe(true);
  });
});
