import { describe, expect, it } from 'vitest';
import { shiftDecimal, toFraction, toPercent } from './percent.ts';

describe('tax rates between fraction and percent', () => {
  it.each([
    ['0.11', 2, '11'],
    ['0.125', 2, '12.5'],
    ['0.02', 2, '2'],
    ['11', -2, '0.11'],
    ['12.5', -2, '0.125'],
    ['0', -2, '0'],
    ['0.000001', 2, '0.0001'],
    ['-1.5', 1, '-15'],
  ])('%s × 10^%i = %s', (value, places, expected) => {
    expect(shiftDecimal(value, places)).toBe(expected);
  });

  it('leaves text that is not a number for the schema to report', () => {
    expect(toFraction('abc')).toBe('abc');
    expect(toPercent(null)).toBe(null);
    expect(toFraction('2')).toBe('0.02');
  });
});
