import { describe, expect, it } from 'vitest';
import { baseValue, receiptLineCost, unitCostFor } from './receipt-cost.ts';
import { fixed, td } from './trade-decimal.ts';

describe('receiptLineCost', () => {
  it.each([
    ['nothing invoiced: the receipt value', { qty: '10', value: '1000', invoiced: [] }, '1000.00'],
    ['part invoiced at another price: that part at the invoice, the rest pro rata', { qty: '10', value: '1000', invoiced: [{ qty: '4', value: '440' }] }, '1040.00'],
    ['fully invoiced in two parts: exactly the invoices', { qty: '10', value: '1000', invoiced: [{ qty: '4', value: '440' }, { qty: '6', value: '603.33' }] }, '1043.33'],
    ['a third of a value: rounded half-up', { qty: '3', value: '100', invoiced: [{ qty: '1', value: '30' }] }, '96.67'],
    ['invoiced beyond what was received: the invoices only', { qty: '2', value: '100', invoiced: [{ qty: '3', value: '160' }] }, '160.00'],
    ['nothing received', { qty: '0', value: '0', invoiced: [] }, '0.00'],
  ])('%s', (_name, input, expected) => {
    expect(receiptLineCost(input)).toBe(expected);
  });
});

describe('unitCostFor', () => {
  it.each([
    ['1040.00', '10', '104'],
    ['100.00', '3', '33.333333333333'],
    ['96.67', '3', '32.223333333333'],
    ['5', '0', '0'],
  ])('%s over %s', (cost, qty, expected) => {
    expect(unitCostFor(cost, qty)).toBe(expected);
  });

  it.each([
    ['100.00', '3'],
    ['96.67', '7'],
    ['1234567.89', '999999.5'],
    ['0.01', '3'],
    ['987654321.98', '123456789.123456'],
  ])('gives back %s over %s when the engine multiplies and rounds to cents', (cost, qty) => {
    expect(fixed(td(qty).times(td(unitCostFor(cost, qty))), 2)).toBe(cost);
  });
});

describe('baseValue', () => {
  it.each([
    ['100.00', '1', '100.00'],
    ['100.00', undefined, '100.00'],
    ['12.34', '15500.5', '191276.17'],
  ])('%s at %s', (value, rate, expected) => {
    expect(baseValue(value, rate)).toBe(expected);
  });
});
