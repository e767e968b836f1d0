import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, listNames, parseAmountInput } from './format.ts';

describe('formatAmount', () => {
  it.each([
    ['1500000.5', 'id', 0, '1.500.000,5'],
    ['1500000.5', 'en', 0, '1,500,000.5'],
    ['1500000', 'id', 2, '1.500.000,00'],
    ['-1234.5678915', 'id', 0, '-1.234,567892'],
    ['0.1', 'id', 0, '0,1'],
    ['123456789012345678.123456', 'en', 0, '123,456,789,012,345,678.123456'],
    ['-0.0000001', 'id', 0, '0'],
    ['', 'id', 0, ''],
  ] as const)('%s in %s → %s', (value, style, min, out) => expect(formatAmount(value, style, min)).toBe(out));
});

describe('parseAmountInput', () => {
  it.each([
    ['1.500.000,50', '1500000.5'],
    ['12,5', '12.5'],
    ['1,500,000.50', '1500000.5'],
    ['1.500.000', '1500000'],
    ['1.500', '1500'],
    ['Rp 25.000', '25000'],
    ['0.25', '0.25'],
    ['-3,75', '-3.75'],
    ['abc', null],
    ['', null],
    ['1,500', '1.5'],
    ['1,500,000', '1500000'],
    ['1.2.3', null],
    ['1,5,0', null],
  ] as const)('%s → %s', (text, out) => expect(parseAmountInput(text)).toBe(out));

  it.each([
    ['257,500,000', '257500000'],
    ['1,500', '1500'],
    ['1,500,000.50', '1500000.5'],
    ['0.25', '0.25'],
    ['1.500', '1.5'],
    ['1.500.000', '1500000'],
    ['1.500.000,50', '1500000.5'],
    ['12,5', '12.5'],
    ['-4,500.75', '-4500.75'],
    ['1,5,0', null],
  ] as const)('en: %s → %s', (text, out) => expect(parseAmountInput(text, 'en')).toBe(out));
});

describe('dates and names', () => {
  it('formats a date in the company format and language', () => {
    expect(formatDate('2026-08-17', 'DD/MM/YYYY')).toBe('17/08/2026');
    expect(formatDate('2026-08-17', 'DD MMM YYYY', 'id')).toBe('17 Agu 2026');
    expect(formatDate('2026-05-01', 'DD MMM YYYY', 'en')).toBe('01 May 2026');
    expect(formatDate('2026-05-01', 'MM/DD/YYYY')).toBe('05/01/2026');
  });
  it('cuts name lists after five', () => {
    expect(listNames(['A', 'B', 'C'])).toBe('A, B, C');
    expect(listNames(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E dst.');
  });
});
