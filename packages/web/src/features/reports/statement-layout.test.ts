import type { StatementAccount } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import { reportsEn } from '../../app/i18n/locales/reports.en.ts';
import { reportsId } from '../../app/i18n/locales/reports.id.ts';
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
      ['account', '3-10000', 0, '1000'],
      ['account', 'currentEarnings', null, '150'],
      ['total', 'totalEquity', null, '1150'],
      ['result', 'totalLiabilitiesEquity', null, '1450'],
    ]);
    expect(lines.find((l) => l.account?.glaccount === '1-10000')?.account?.parent).toBe(true);
  });

  it('says "Total Ekuitas" once: equity accounts sit under the section, whose total adds the current earnings', () => {
    const rows = [acc(40, '3-10000', 11, ['1000'], 'C'), acc(41, '3-20000', 11, ['200'], 'C')];
    const lines = balanceSheetLines(rows, [{ assets: '1100', liabilities: '0', currentEarnings: '-100', equity: '1100', balanced: true }], undefined);
    const equity = lines.slice(lines.findIndex((l) => l.key === 'equity'));
    expect(equity.map((l) => [l.kind, l.label ?? l.typeid ?? l.account?.glaccount, l.amounts.join()])).toEqual([
      ['section', 'equity', ''],
      ['account', '3-10000', '1000'],
      ['account', '3-20000', '200'],
      ['account', 'currentLoss', '100'],
      ['total', 'totalEquity', '1100'],
      ['result', 'totalLiabilitiesEquity', '1100'],
    ]);
    expect(lines.filter((l) => l.label === 'totalEquity' || (l.kind === 'typeTotal' && l.typeid === 11))).toHaveLength(1);
  });
});

describe('result rows name a loss a loss', () => {
  const totals = (gross: string, net: string) => ({ revenue: '0', cogs: '0', gross, expenses: '0', otherIncome: '0', otherExpenses: '0', net });
  const results = (columns: ReturnType<typeof totals>[]) =>
    profitLossLines([], columns, undefined)
      .filter((l) => l.kind === 'result')
      .map((l) => [l.label, l.amounts]);

  it('a negative net result is "Rugi Bersih" (netLoss) with a positive amount', () => {
    expect(results([totals('-1000', '-5000000.5')])).toEqual([
      ['grossLoss', ['1000']],
      ['netLoss', ['5000000.5']],
    ]);
  });

  it('a positive or zero result stays a profit', () => {
    expect(results([totals('0', '735')])).toEqual([
      ['grossProfit', ['0']],
      ['netProfit', ['735']],
    ]);
  });

  it('columns of both signs keep their signs under "Laba (Rugi) Bersih"', () => {
    expect(results([totals('10', '735'), totals('10', '-20')])).toEqual([
      ['grossProfit', ['10', '10']],
      ['netProfitLoss', ['735', '-20']],
    ]);
  });
});

describe('statement captions', () => {
  it('every label a statement shows is a caption of both catalogues, never a key', () => {
    const labels = new Set<string>();
    for (const sign of ['5', '-5']) {
      for (const line of profitLossLines([], [{ revenue: '0', cogs: '0', gross: sign, expenses: '0', otherIncome: '0', otherExpenses: '0', net: sign }], undefined)) if (line.label) labels.add(line.label);
      for (const line of balanceSheetLines([], [{ assets: '0', liabilities: '0', currentEarnings: sign, equity: '0', balanced: true }], undefined)) if (line.label) labels.add(line.label);
    }
    expect(labels.size).toBeGreaterThan(8);
    for (const catalogue of [reportsId.reports.statement, reportsEn.reports.statement] as Record<string, string>[]) {
      for (const label of labels) {
        expect(catalogue[label], label).toBeTruthy();
        expect(catalogue[label], label).not.toBe(label);
      }
      // A section total and the grand total never share a caption.
      expect(new Set(Object.values(catalogue)).size).toBe(Object.values(catalogue).length);
    }
  });
});
