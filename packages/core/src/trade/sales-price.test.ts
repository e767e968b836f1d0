import { describe, expect, it } from 'vitest';
import { salesPriceOnEntry } from './sales-price.ts';

const base = { customerprice: null, unitLevels: ['1000', '900', null, null, null], unit1Levels: ['1000', '900', null, null, null], pricelevel: 1, ratio: '1', customerdisc: null, itemdisc: null };

describe('salesPriceOnEntry', () => {
  it('takes the customer price per unit1 times the ratio before any level', () => {
    expect(salesPriceOnEntry({ ...base, customerprice: '850', ratio: '12', pricelevel: 2 })).toEqual({ unitprice: '10200.00', source: 'customer', pricelevel: 2, itemdiscpc: '' });
  });
  it('takes the level of the line unit, else unit1 times the ratio, else level 1', () => {
    expect(salesPriceOnEntry({ ...base, pricelevel: 2 }).unitprice).toBe('900.00');
    expect(salesPriceOnEntry({ ...base, unitLevels: [null, null, null, null, null], ratio: '12', pricelevel: 2 }).unitprice).toBe('10800.00');
    expect(salesPriceOnEntry({ ...base, unitLevels: ['11500', null, null, null, null], ratio: '12', pricelevel: 1 }).unitprice).toBe('11500.00');
    expect(salesPriceOnEntry({ ...base, pricelevel: 4 })).toMatchObject({ unitprice: '1000.00', pricelevel: 4 });
    expect(salesPriceOnEntry({ ...base, pricelevel: 9 }).pricelevel).toBe(1);
  });
  it('discounts by the customer default discount, else the item discount', () => {
    expect(salesPriceOnEntry({ ...base, customerdisc: '5.000', itemdisc: '2' }).itemdiscpc).toBe('5');
    expect(salesPriceOnEntry({ ...base, customerdisc: '0', itemdisc: '2.5' }).itemdiscpc).toBe('2.5');
  });
});
