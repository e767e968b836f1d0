import { describe, expect, it } from 'vitest';
import { fromMicros, isAmountText, isZeroAmount, negateAmount, subtractAmount, sumAmounts, toMicros } from './amount-math.ts';

describe('exact amount sums', () => {
  it.each([
    ['0', 0n],
    ['1500000.5', 1_500_000_500_000n],
    ['-0.000001', -1n],
    ['12', 12_000_000n],
    ['', 0n],
    ['abc', 0n],
  ])('reads %s as %s millionths', (text, micros) => {
    expect(toMicros(text)).toBe(micros);
  });

  it('writes millionths back without trailing zeros', () => {
    expect(fromMicros(1_500_000_500_000n)).toBe('1500000.5');
    expect(fromMicros(-1n)).toBe('-0.000001');
    expect(fromMicros(0n)).toBe('0');
  });

  it('adds what floating point gets wrong', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['999999999999999999.99', '0.01'])).toBe('1000000000000000000');
    expect(sumAmounts(['10000000', '-2500000', '-15000'])).toBe('7485000');
  });

  it('subtracts and negates', () => {
    expect(subtractAmount('7500000', '7485000')).toBe('15000');
    expect(subtractAmount('0', '0.5')).toBe('-0.5');
    expect(negateAmount('-225000000')).toBe('225000000');
    expect(isZeroAmount('0.000000')).toBe(true);
    expect(isZeroAmount('0.000001')).toBe(false);
  });

  it('knows a well-formed amount', () => {
    expect(isAmountText('25000000.5')).toBe(true);
    expect(isAmountText('-1')).toBe(true);
    expect(isAmountText('1.1234567')).toBe(false);
    expect(isAmountText('1,5')).toBe(false);
  });
});
