import { describe, expect, it } from 'vitest';
import type { ChartAccount } from '../masters/accounts/account-tree.ts';
import { rollUp, type AmountRow } from './account-rollup.ts';

const account = (glid: number, glaccount: string, parentaccount: number | null = null): ChartAccount => ({
  glid,
  glaccount,
  accountname: `Akun ${glaccount}`,
  accountname2: `Account ${glaccount}`,
  accounttype: 1,
  parentaccount,
  suspended: false,
});
const chart = [account(1, '1-10000'), account(2, '1-10001', 1), account(3, '1-10003', 1), account(4, '1-20000'), account(5, '4-10000'), account(6, '1-10003-01', 3), account(7, '1-10003-02', 3)];
const row = (glid: number, glaccount: string, ...amounts: string[]): AmountRow => ({ glid, glaccount, accountname: `Akun ${glaccount}`, amounts });

describe('rollUp', () => {
  it('adds the parents that lead to posted accounts, with their sums, in tree order', () => {
    const rows = rollUp([row(5, '4-10000', '-100', '0'), row(6, '1-10003-01', '40.5', '1'), row(2, '1-10001', '10', '2'), row(7, '1-10003-02', '0.25', '0')], chart);
    expect(rows.map((r) => [r.glaccount, r.depth, r.parent, r.amounts])).toEqual([
      ['1-10000', 0, true, ['50.75', '3']],
      ['1-10001', 1, false, ['10', '2']],
      ['1-10003', 1, true, ['40.75', '1']],
      ['1-10003-01', 2, false, ['40.5', '1']],
      ['1-10003-02', 2, false, ['0.25', '0']],
      ['4-10000', 0, false, ['-100', '0']],
    ]);
    expect(rows[0]?.accountname2).toBe('Account 1-10000');
  });

  it('leaves out parents without posted accounts under them', () => {
    expect(rollUp([row(4, '1-20000', '5')], chart).map((r) => r.glaccount)).toEqual(['1-20000']);
  });

  it('stays flat in account order without the chart, and keeps accounts the chart does not know', () => {
    expect(rollUp([row(5, '4-10000', '1'), row(2, '1-10001', '2')], undefined).map((r) => [r.glaccount, r.depth, r.parent])).toEqual([
      ['1-10001', 0, false],
      ['4-10000', 0, false],
    ]);
    expect(rollUp([row(99, '9-99999', '1'), row(2, '1-10001', '2')], chart).map((r) => r.glaccount)).toEqual(['1-10000', '1-10001', '9-99999']);
  });
});
