import { describe, expect, it } from 'vitest';
import { divHalfUp, formatScaled, parseExact, parseScaled } from './fixed-point.ts';

describe('fixed point', () => {
  it.each([
    ['12.5', 6, {}, 12_500_000n],
    ['0.000001', 6, {}, 1n],
    ['3.2500000000', 6, {}, 3_250_000n],
    ['-4.25', 2, { signed: true }, -425n],
    ['1.0000001', 6, {}, null],
    ['-1', 6, {}, null],
    ['1e3', 6, {}, null],
    ['', 2, {}, null],
    ['.5', 2, {}, null],
  ] as const)('parseScaled(%s, %i, %o) = %s', (text, scale, options, out) => {
    expect(parseScaled(text, scale, options)).toBe(out);
  });

  it('keeps any unit cost exactly', () => {
    expect(parseExact('33.3333333')).toEqual({ num: 333333333n, scale: 7 });
    expect(parseExact('-1')).toBeNull();
  });

  it.each([
    [5n, 2n, 3n],
    [3n, 2n, 2n],
    [-5n, 2n, -3n],
    [10049n, 100n, 100n],
    [10050n, 100n, 101n],
  ])('divHalfUp(%s, %s) = %s (half away from zero)', (n, d, out) => {
    expect(divHalfUp(n, d)).toBe(out);
  });

  it.each([
    [0n, 2, false, '0.00'],
    [-5n, 2, false, '-0.05'],
    [123456n, 2, false, '1234.56'],
    [12_500_000n, 6, true, '12.5'],
    [-3_000_000n, 6, true, '-3'],
    [0n, 6, true, '0'],
  ] as const)('formatScaled(%s, %i, %s) = %s', (n, scale, trim, out) => {
    expect(formatScaled(n, scale, trim)).toBe(out);
  });
});
