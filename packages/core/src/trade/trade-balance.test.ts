import { describe, expect, it } from 'vitest';
import { downPaymentNet, invoiceBalance } from './invoice-balance.ts';
import { discountFactor, isDiscountText, lineAmount } from './discount.ts';
import { parseDppFactor } from './vat.ts';

describe('invoiceBalance', () => {
  it.each([
    // owing = total − paid − returned
    [{ totalamount: '1000' }, { owing: '1000.00', paid: '0.00', status: 'unpaid' }],
    [{ totalamount: '1000', paid: '400' }, { owing: '600.00', paid: '400.00', status: 'partial' }],
    [{ totalamount: '1000', returned: '250.50' }, { owing: '749.50', paid: '0.00', status: 'partial' }],
    [{ totalamount: '1000', paid: '400', returned: '600' }, { owing: '0.00', paid: '400.00', status: 'paid' }],
    [{ totalamount: '1000', paid: '1000' }, { owing: '0.00', paid: '1000.00', status: 'paid' }],
    [{ totalamount: '0' }, { owing: '0.00', paid: '0.00', status: 'paid' }],
  ])('%o', (input, out) => {
    expect(invoiceBalance(input)).toEqual(out);
  });
});

describe('downPaymentNet', () => {
  const dp = { dptotal: '1110000', dpnet: '1000000' };
  it.each([
    // 555,000 × 1,000,000 ÷ 1,110,000 = 500,000
    [{ ...dp, gross: '555000' }, '500000.00'],
    // 333,334 × 1,000,000 ÷ 1,110,000 = 300,300.9009… → 300,300.90
    [{ ...dp, gross: '333334' }, '300300.90'],
    // what remains after 333,334 / 300,300.90: 776,666 gross takes the remaining net 699,699.10 exactly
    [{ ...dp, gross: '776666', appliedgross: '333334', appliednet: '300300.90' }, '699699.10'],
    [{ ...dp, gross: '1110000' }, '1000000.00'],
  ])('%o → %s', (input, net) => {
    expect(downPaymentNet(input)).toBe(net);
  });
});

describe('line discounts and DPP factors', () => {
  it.each([
    ['', '1'],
    ['10', '0.9'],
    ['10+5', '0.855'],
    ['10 + 5 + 2,5', '0.833625'],
    ['100', '0'],
  ])('discount %s leaves %s', (text, factor) => {
    expect(discountFactor(text).toFixed()).toBe(factor);
  });
  it.each(['-5', '10+', 'abc', '101', '5%'])('refuses %s', (text) => expect(isDiscountText(text)).toBe(false));
  it('rounds a line once after the whole cascade', () => {
    // 7 × 14,285.71 = 99,999.97; × 0.855 = 85,499.97435 → 85,499.97
    const a = lineAmount('7', '14285.71', '10+5', 2);
    expect([a.gross.toFixed(2), a.amount.toFixed(2), a.discount.toFixed(2)]).toEqual(['99999.97', '85499.97', '14500.00']);
  });
  it.each([
    ['11/12', '11', '12'],
    ['1', '1', '1'],
    ['0.916667', '0.916667', '1'],
    ['', '1', '1'],
  ])('factor %s', (text, num, den) => {
    const f = parseDppFactor(text);
    expect([f.num.toFixed(), f.den.toFixed()]).toEqual([num, den]);
  });
});
