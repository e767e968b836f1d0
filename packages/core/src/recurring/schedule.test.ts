import { describe, expect, it } from 'vitest';
import { ZRecurring } from './recurring.schema.ts';
import { RECURRING_FIELD_REFUSALS } from './refusal-cases.ts';
import { occurrenceDates, occurrenceNumber } from './schedule.ts';

describe('occurrenceDates', () => {
  it.each([
    ['monthly from 31 Jan clamps to the month end and returns to the 31st', '2026-01-31', 'Bulanan', 5, ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']],
    ['monthly from 31 Jan in a leap year', '2028-01-31', 'Bulanan', 3, ['2028-01-31', '2028-02-29', '2028-03-31']],
    ['monthly across the year end', '2026-11-15', 'Bulanan', 3, ['2026-11-15', '2026-12-15', '2027-01-15']],
    ['weekly adds seven days, across months', '2026-01-28', 'Mingguan', 3, ['2026-01-28', '2026-02-04', '2026-02-11']],
    ['quarterly from 31 Aug', '2026-08-31', 'Triwulanan', 4, ['2026-08-31', '2026-11-30', '2027-02-28', '2027-05-31']],
    ['yearly from 29 Feb', '2028-02-29', 'Tahunan', 5, ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']],
    ['one occurrence is the start', '2026-03-10', 'Bulanan', 1, ['2026-03-10']],
  ] as const)('%s', (_name, start, period, total, dates) => {
    expect(occurrenceDates(start, period, total)).toEqual(dates);
  });
});

describe('occurrenceNumber', () => {
  it.each([
    ['INV-0099', 1, 'INV-0099'],
    ['INV-0099', 2, 'INV-0100'],
    ['INV-9', 2, 'INV-10'],
    ['2026/SI/001', 12, '2026/SI/012'],
    ['99999999999999999999', 2, '100000000000000000000'],
  ] as const)('%s, occurrence %i → %s', (start, k, number) => {
    expect(occurrenceNumber(start, k)).toBe(number);
  });
});

describe('ZRecurring', () => {
  const base = { transtype: 'journal-voucher', recurringdate: '2026-01-31', recurringdata: { transdate: '2026-01-31' } };
  it('defaults to monthly, two occurrences, numbers from numbering', () => {
    expect(ZRecurring.parse(base)).toMatchObject({ perioda: 'Bulanan', recurringtotal: 2, isassigninvno: false, startinvno: '' });
  });
  it.each([...RECURRING_FIELD_REFUSALS, [{ extra: 1 }, ''] as const])('refuses %j naming the field', (change, field) => {
    const result = ZRecurring.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    if (field) expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
