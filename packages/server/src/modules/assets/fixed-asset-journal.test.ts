import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { acquisitionLines, disposalLines, disposalLoss, sameJournal, type AssetPosting } from './fixed-asset-journal.ts';

const asset: AssetPosting = { cost: '1000.005', accumopening: '333.333', assetglaccnt: 1, accumglaccnt: 2, expenseglaccnt: 3, creditglaccnt: 4, deptid: 7, projectid: null, branchid: null };
const sum = (lines: { amount: string }[]) => lines.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toNumber();

describe('fixed asset journals (pure)', () => {
  it('rounds to two decimals first, so the acquisition balances exactly', () => {
    const lines = acquisitionLines(asset, 'x');
    expect(lines.map((l) => [l.glid, l.amount, l.deptid])).toEqual([[1, '1000.01', 7], [2, '-333.33', 7], [4, '-666.68', 7]]);
    expect(sum(lines)).toBe(0);
  });

  it('posts nothing without a credit account, and no zero credit line for a fully depreciated opening', () => {
    expect(acquisitionLines({ ...asset, creditglaccnt: null }, 'x')).toEqual([]);
    expect(acquisitionLines({ ...asset, cost: '500', accumopening: '500' }, 'x').map((l) => [l.glid, l.amount])).toEqual([[1, '500.00'], [2, '-500.00']]);
  });

  it('a disposal with neither gain nor loss has no gain/loss line and balances', () => {
    const d = { catchUp: [{ month: '2025-01', amount: '10' }, { month: '2025-02', amount: '0' }], accumulated: '343.33', proceeds: '656.68', proceedsglaccnt: 5, gainlossglaccnt: 6 };
    expect(disposalLoss(asset, d).toFixed()).toBe('0');
    const lines = disposalLines(asset, d, { disposal: 'd', month: (m) => m });
    expect(lines.map((l) => [l.glid, l.amount, l.description])).toEqual([[3, '10.00', '2025-01'], [2, '-10.00', '2025-01'], [2, '343.33', 'd'], [5, '656.68', 'd'], [1, '-1000.01', 'd']]);
    expect(sum(lines)).toBe(0);
  });

  it('journals are the same when date and lines are, whatever their descriptions', () => {
    const a = acquisitionLines(asset, 'one');
    expect(sameJournal({ date: '2025-01-01', lines: a }, { date: '2025-01-01', lines: acquisitionLines(asset, 'two') })).toBe(true);
    expect(sameJournal({ date: '2025-01-01', lines: a }, { date: '2025-01-02', lines: a })).toBe(false);
    expect(sameJournal({ date: '2025-01-01', lines: a }, { date: '2025-01-01', lines: acquisitionLines({ ...asset, deptid: 8 }, 'one') })).toBe(false);
  });
});
