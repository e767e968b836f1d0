import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { addMonths, depreciationByYear, depreciationOf, depreciationSchedule, type DepreciationInput } from './depreciation.ts';
import { FISCAL_GROUPS, fiscalGroup } from './fiscal-groups.ts';

const SL = { method: 'straight-line', decimals: 0 } as const;
/** `n` months of `amount` written out, for the tables below. */
const times = (n: number, amount: string) => Array.from({ length: n }, () => amount);

describe('depreciationSchedule', () => {
  const cases: { name: string; input: DepreciationInput; amounts: string[]; months?: [string, string] }[] = [
    { name: 'straight line, twelve even months', input: { ...SL, cost: '12000000', residual: '0', lifeMonths: 12, startMonth: '2026-01' }, amounts: times(12, '1000000'), months: ['2026-01', '2026-12'] },
    { name: 'straight line, the last month absorbs the rounding', input: { ...SL, cost: '1000', residual: '0', lifeMonths: 3, startMonth: '2026-11' }, amounts: ['333', '333', '334'], months: ['2026-11', '2027-01'] },
    { name: 'straight line in cents', input: { ...SL, decimals: 2, cost: '1000', residual: '0', lifeMonths: 3, startMonth: '2026-01' }, amounts: ['333.33', '333.33', '333.34'] },
    { name: 'straight line down to the residual', input: { ...SL, cost: '10000000', residual: '1000000', lifeMonths: 36, startMonth: '2026-01' }, amounts: times(36, '250000') },
    // 100 over 40 months rounds up to 3 a month: the 34th month takes the 1 left and the asset is fully depreciated early.
    { name: 'straight line rounded up stops at the residual', input: { ...SL, cost: '100', residual: '0', lifeMonths: 40, startMonth: '2026-01' }, amounts: [...times(33, '3'), '1'] },
    // 40 % a year from each year's book value; in year 4 straight line over the 24 months left (108,000) beats 86,400.
    { name: 'double declining switches to straight line', input: { method: 'double-declining', decimals: 0, cost: '12000000', residual: '0', lifeMonths: 60, startMonth: '2026-01' }, amounts: [...times(12, '400000'), ...times(12, '240000'), ...times(12, '144000'), ...times(24, '108000')] },
    // With a 10 % residual the declining amounts reach it in month 55, before straight line would pay.
    { name: 'double declining stops at the residual', input: { method: 'double-declining', decimals: 0, cost: '10000000', residual: '1000000', lifeMonths: 60, startMonth: '2026-01' }, amounts: [...times(12, '333333'), ...times(12, '200000'), ...times(12, '120000'), ...times(12, '72000'), ...times(6, '43200'), '36804'] },
    // Fiscal group 1 declining (50 %) from April 2025: each 1 January's book value, the rest at once in March 2029.
    { name: 'fiscal declining balance by calendar year', input: { method: 'double-declining', decimals: 0, cost: '100000000', residual: '0', lifeMonths: 48, rate: '0.5', startMonth: '2025-04', yearBasis: 'calendar', switchToStraightLine: false }, amounts: [...times(9, '4166667'), ...times(12, '2604167'), ...times(12, '1302083'), ...times(12, '651042'), '325521', '325521', '7161451'], months: ['2025-04', '2029-03'] },
    { name: 'no depreciation', input: { ...SL, method: 'none', cost: '5000000', residual: '0', lifeMonths: 12, startMonth: '2026-01' }, amounts: [] },
    { name: 'residual not below cost', input: { ...SL, cost: '5000000', residual: '5000000', lifeMonths: 12, startMonth: '2026-01' }, amounts: [] },
    { name: 'no life', input: { ...SL, cost: '5000000', residual: '0', lifeMonths: 0, startMonth: '2026-01' }, amounts: [] },
  ];
  it.each(cases)('$name', ({ input, amounts, months }) => {
    const schedule = depreciationSchedule(input);
    expect(schedule.map((m) => m.amount)).toEqual(amounts);
    if (!amounts.length) return;
    const base = new Decimal(input.cost).minus(input.residual);
    expect(new Decimal(schedule.at(-1)!.accumulated).equals(base)).toBe(true);
    expect(new Decimal(schedule.at(-1)!.bookValue).equals(input.residual)).toBe(true);
    // accumulated and book value run with the amounts
    let acc = new Decimal(0);
    for (const m of schedule) {
      acc = acc.plus(m.amount);
      expect(m.accumulated).toBe(acc.toFixed(input.decimals));
      expect(new Decimal(m.bookValue).plus(m.accumulated).equals(input.cost)).toBe(true);
    }
    if (months) expect([schedule[0]!.month, schedule.at(-1)!.month]).toEqual(months);
  });

  it('sums the fiscal schedule per calendar year, and answers one month', () => {
    const schedule = depreciationSchedule({ ...SL, cost: '80000000', residual: '0', lifeMonths: 96, startMonth: '2025-07' });
    expect(depreciationByYear(schedule)).toEqual([
      { year: '2025', amount: '4999998' },
      ...['2026', '2027', '2028', '2029', '2030', '2031', '2032'].map((year) => ({ year, amount: '9999996' })),
      { year: '2033', amount: '5000030' },
    ]);
    expect(depreciationOf(schedule, '2033-06')).toBe('833365');
    expect(depreciationOf(schedule, '2033-07')).toBe('0');
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01', 0, '2026-01'],
    ['2026-11', 2, '2027-01'],
    ['2025-04', 47, '2029-03'],
    ['2026-12', 12, '2027-12'],
  ] as const)('%s + %i = %s', (start, k, month) => expect(addMonths(start, k)).toBe(month));
});

describe('fiscal groups', () => {
  it('declining rates are twice the straight-line rates, and the rates match the lives', () => {
    for (const g of FISCAL_GROUPS) {
      expect(new Decimal(g.straightLineRate).times(g.lifeYears).equals(1)).toBe(true);
      if (g.decliningRate) expect(new Decimal(g.decliningRate).equals(new Decimal(g.straightLineRate).times(2))).toBe(true);
    }
    expect(fiscalGroup('BP')?.decliningRate).toBeNull();
    expect(fiscalGroup('K3')?.lifeYears).toBe(16);
  });
});
