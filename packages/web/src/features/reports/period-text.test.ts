import { describe, expect, it } from 'vitest';
import { monthKey, monthName, periodRange, previousMonth } from './period-text.ts';

describe('report period text', () => {
  it('names months in either language', () => {
    expect(monthName(202508, 'id')).toBe('Agu 2025');
    expect(monthName(202508, 'en', 'full')).toBe('August 2025');
  });

  it('names a range briefly within a year and fully across years', () => {
    expect(periodRange(202503, 202503, 'id')).toBe('Mar 2025');
    expect(periodRange(202501, 202512, 'id')).toBe('Jan – Des 2025');
    expect(periodRange(202412, 202501, 'en')).toBe('Dec 2024 – Jan 2025');
  });

  it('makes month keys and finds the previous month', () => {
    expect(monthKey(2025, 3)).toBe('2025-03');
    expect(previousMonth('2026-01-15')).toEqual({ year: 2025, month: 12 });
    expect(previousMonth('2026-07-01')).toEqual({ year: 2026, month: 6 });
  });
});
