import { describe, expect, it } from 'vitest';
import { absAmount, isAmount, negateAmount, roundAmount, signOf, subtractAmounts, sumAmounts, toBase, withinAmount } from './line-amounts.ts';

describe('line amounts', () => {
  it('adds without binary fractions and counts unfinished text as zero', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['25000000.5', '-0.5', null, '', 'abc'])).toBe('25000000');
    expect(sumAmounts([])).toBe('0');
    expect(sumAmounts(['999999999999999999.999999', '0.000001'])).toBe('1000000000000000000');
  });

  it('subtracts, negates and signs', () => {
    expect(subtractAmounts('1500000', '1500000.01')).toBe('-0.01');
    expect(negateAmount('12.5')).toBe('-12.5');
    expect(negateAmount('-12.5')).toBe('12.5');
    expect(negateAmount('0')).toBe('0');
    expect([signOf('-0.000001'), signOf('0.00'), signOf('3')]).toEqual([-1, 0, 1]);
    expect(absAmount('-7.25')).toBe('7.25');
  });

  it('knows what the API takes', () => {
    expect(isAmount('1500000.123456')).toBe(true);
    expect(isAmount('-3')).toBe(true);
    expect(isAmount('1.1234567')).toBe(false);
    expect(isAmount('1e3')).toBe(false);
    expect(isAmount('')).toBe(false);
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
  });

  it('compares a difference with a tolerance', () => {
    expect(withinAmount('-0.02', '0.02')).toBe(true);
    expect(withinAmount('0.021', '0.02')).toBe(false);
  });
});
