import { describe, expect, it } from 'vitest';
import { absAmount, compareAmounts, isAmountText, isZeroAmount, negateAmount, roundAmount, signOf, subtractAmount, sumAmounts, toBase, withinAmount } from './money.ts';

describe('money on decimal strings', () => {
  it('adds without binary fractions and counts unfinished text as zero', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['25000000.5', '-0.5', null, '', 'abc', '1e3'])).toBe('25000000');
    expect(sumAmounts([])).toBe('0');
    expect(sumAmounts(['999999999999999999.999999', '0.000001'])).toBe('1000000000000000000');
    expect(sumAmounts(['10000000', '-2500000', '-15000'])).toBe('7485000');
  });

  it('subtracts, negates, signs and compares', () => {
    expect(subtractAmount('1500000', '1500000.01')).toBe('-0.01');
    expect(subtractAmount('0', '0.5')).toBe('-0.5');
    expect(negateAmount('12.5')).toBe('-12.5');
    expect(negateAmount('-225000000')).toBe('225000000');
    expect(negateAmount('0')).toBe('0');
    expect([signOf('-0.000001'), signOf('0.00'), signOf('3')]).toEqual([-1, 0, 1]);
    expect(absAmount('-7.25')).toBe('7.25');
    expect(isZeroAmount('0.000000')).toBe(true);
    expect(isZeroAmount('0.000001')).toBe(false);
    expect(withinAmount('-0.02', '0.02')).toBe(true);
    expect(withinAmount('0.021', '0.02')).toBe(false);
  });

  it.each([
    ['1', '2', -1],
    ['2', '1', 1],
    ['100', '100.000000', 0],
    ['-0.000001', '0', -1],
    ['100.0000000001', '100', 1],
    // Beyond 2^53 a JS number makes these two equal.
    ['9007199254740993', '9007199254740992', 1],
    ['999999999999999999.999999', '999999999999999999.999998', 1],
    ['0.1', '0.10', 0],
    ['', '0', 0],
  ] as const)('compares %s with %s exactly', (a, b, expected) => {
    expect(compareAmounts(a, b)).toBe(expected);
  });

  it.each([
    ['1500000.123456', true],
    ['-3', true],
    ['25000000.5', true],
    ['1.1234567', false],
    ['1e3', false],
    ['1,5', false],
    ['', false],
    [null, false],
  ] as const)('knows whether %s is an amount the API takes', (value, expected) => {
    expect(isAmountText(value)).toBe(expected);
  });

  it('rounds half away from zero to the base currency', () => {
    expect(roundAmount('10.005')).toBe('10.01');
    expect(roundAmount('-10.005')).toBe('-10.01');
    expect(roundAmount('10.004999')).toBe('10');
    expect(roundAmount('7', 0)).toBe('7');
  });

  it('converts a foreign amount with its rate', () => {
    expect(toBase('100', '16250')).toBe('1625000');
    expect(toBase('-12.34', '15875.5')).toBe('-195903.67');
    expect(toBase('0.333333', '3')).toBe('1');
    expect(toBase('1', '0.0000000001', 6)).toBe('0');
    expect(toBase('100', '0')).toBeNull();
    expect(toBase('100', 'x')).toBeNull();
    expect(toBase('100', '1.12345678901')).toBeNull();
  });
});
