import { describe, expect, it } from 'vitest';
import { counterOf, followingNumbers, formatDocNumber } from './doc-number.ts';

describe('document numbers', () => {
  it.each([
    ['JV-', 5, 12, 'JV-00012'],
    ['', 3, 7, '007'],
    ['PMT/', 2, 123, 'PMT/123'],
  ] as const)('formats %s + %i digits + %i', (prefix, digits, counter, expected) => {
    expect(formatDocNumber(prefix, digits, counter)).toBe(expected);
  });

  it.each([
    ['JV-00012', 'JV-', 12],
    ['JV-12', 'JV-', 12],
    ['JV-12A', 'JV-', null],
    ['PMT-00001', 'JV-', null],
    ['JV-', 'JV-', null],
  ] as const)('reads the counter of %s with prefix %s', (number, prefix, expected) => {
    expect(counterOf(number, prefix)).toBe(expected);
  });

  it.each([
    ['JV-00009', 3, ['JV-00010', 'JV-00011', 'JV-00012']],
    ['JV/2026/0099', 2, ['JV/2026/0100', 'JV/2026/0101']],
    ['99', 2, ['100', '101']],
    ['INV-7-A', 1, ['INV-8-A']],
    ['KAS', 2, ['KAS-1', 'KAS-2']],
    ['12345678901234567890', 1, ['12345678901234567891']],
  ] as const)('follows %s %i times', (source, count, expected) => {
    expect(followingNumbers(source, count)).toEqual(expected);
  });
});
