import { describe, expect, it } from 'vitest';
import { amountValue, editText } from './amount-text.ts';

describe('amount fields', () => {
  it.each([
    ['25.000.000,50', '25000000.5'],
    ['1500,25', '1500.25'],
    ['1,500,000.50', '1500000.5'],
    ['1.500.000', '1500000'],
    ['  ', null],
    ['12abc', '12abc'],
  ])('typing %s holds %s', (typed, held) => {
    expect(amountValue(typed)).toBe(held);
  });

  it('reads what is typed in the company number style', () => {
    expect(amountValue('257,500,000', 'en')).toBe('257500000');
    expect(amountValue('257.500.000', 'id')).toBe('257500000');
    expect(amountValue('1.500', 'en')).toBe('1.5');
    expect(amountValue('1.500', 'id')).toBe('1500');
  });

  it('edits with the company decimal mark and no grouping', () => {
    expect(editText('25000000.5', 'id')).toBe('25000000,5');
    expect(editText('25000000.5', 'en')).toBe('25000000.5');
    expect(editText(null, 'id')).toBe('');
  });
});
