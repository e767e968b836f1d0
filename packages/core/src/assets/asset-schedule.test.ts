import { describe, expect, it } from 'vitest';
import { accumulatedAt, bookSchedule, fiscalSchedule, methodOf, previousMonth, type AssetTerms } from './asset-schedule.ts';

const asset = (over: Partial<AssetTerms>): AssetTerms => ({ cost: '12000000', residu: '0', accumopening: '0', depmethod: 1, estimatedlife: 1, depreciationrate: '0', usagedate: '2026-03-15', ...over });

describe('bookSchedule', () => {
  const cases: { name: string; terms: AssetTerms; booksStart?: string; first: [string, string]; last: [string, string, string]; count: number }[] = [
    { name: 'straight line from the usage month', terms: asset({}), first: ['2026-03', '1000000'], last: ['2027-02', '1000000', '12000000'], count: 12 },
    { name: 'declining balance at the rate given (50 % a year), straight line over the last two years', terms: asset({ depmethod: 2, estimatedlife: 4, depreciationrate: '50' }), first: ['2026-03', '500000'], last: ['2030-02', '125000', '12000000'], count: 48 },
    { name: 'none', terms: asset({ depmethod: 0 }), first: ['', ''], last: ['', '', ''], count: 0 },
    // used for 6 of its 12 months before the books: 6,000,000 left over the 6 months from 2026-09
    { name: 'registered mid-life: the book value over the months left', terms: asset({ usagedate: '2026-03-01', accumopening: '6000000' }), booksStart: '2026-09', first: ['2026-09', '1000000'], last: ['2027-02', '1000000', '12000000'], count: 6 },
    // an opening before the usage month starts with the usage month
    { name: 'opening with the books started earlier', terms: asset({ usagedate: '2026-03-01', accumopening: '1200000' }), booksStart: '2025-01', first: ['2026-03', '900000'], last: ['2027-02', '900000', '12000000'], count: 12 },
  ];
  it.each(cases)('$name', ({ terms, booksStart, first, last, count }) => {
    const s = bookSchedule(terms, 0, booksStart);
    expect(s).toHaveLength(count);
    if (!count) return;
    expect([s[0]!.month, s[0]!.amount]).toEqual(first);
    expect([s.at(-1)!.month, s.at(-1)!.amount, s.at(-1)!.accumulated]).toEqual(last);
    expect(s.at(-1)!.bookValue).toBe(terms.residu);
  });
});

describe('fiscalSchedule', () => {
  it.each([
    // group 2 straight line (12.5 %, 8 years) from the purchase month, no residual
    { name: 'straight line', fiscal: { deprmethod: 1, fisestlife: 8, fisrate: '12.5' }, first: ['2026-02', '125000'], count: 96 },
    // group 1 declining 50 %: Feb–Dec 2026 on the cost, 2027 on the 1 January book value
    { name: 'declining balance by calendar year', fiscal: { deprmethod: 2, fisestlife: 4, fisrate: '50' }, first: ['2026-02', '500000'], count: 48, jan: ['2027-01', '270833'] },
  ])('$name', ({ fiscal, first, count, jan }) => {
    const s = fiscalSchedule({ cost: '12000000', purchasedate: '2026-02-10' }, fiscal, 0);
    expect(s).toHaveLength(count);
    expect([s[0]!.month, s[0]!.amount]).toEqual(first);
    expect(s.at(-1)!.accumulated).toBe('12000000');
    if (jan) expect([s[11]!.month, s[11]!.amount]).toEqual(jan);
  });
});

describe('accumulatedAt and helpers', () => {
  const s = bookSchedule(asset({}), 0);
  it.each([
    ['2026-02', '0'],
    ['2026-03', '1000000'],
    ['2026-12', '10000000'],
    ['2030-01', '12000000'],
  ])('at the end of %s: %s', (month, expected) => expect(accumulatedAt(s, month)).toBe(expected));
  it('maps the method codes and steps back a month', () => {
    expect([methodOf(0), methodOf(1), methodOf(2), methodOf(9)]).toEqual(['none', 'straight-line', 'double-declining', 'none']);
    expect(previousMonth('2026-01')).toBe('2025-12');
  });
});
