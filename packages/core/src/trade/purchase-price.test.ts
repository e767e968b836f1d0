import { describe, expect, it } from 'vitest';
import { purchasePriceOnEntry } from './purchase-price.ts';

describe('purchasePriceOnEntry', () => {
  it.each([
    ['the vendor price wins', { vendorprice: '900', lastprice: '950', itemprice: '1000', ratio: '1' }, { unitprice: '900.00', source: 'vendor' }],
    ['a zero vendor price does not count: the last purchase', { vendorprice: '0', lastprice: '950', itemprice: '1000', ratio: '1' }, { unitprice: '950.00', source: 'last' }],
    ['no vendor price: the last purchase from the vendor', { vendorprice: null, lastprice: '950.5', itemprice: '1000', ratio: '1' }, { unitprice: '950.50', source: 'last' }],
    ['never bought from the vendor: the item price', { vendorprice: null, lastprice: null, itemprice: '1000', ratio: '1' }, { unitprice: '1000.00', source: 'item' }],
    ['a box of 12 at the last price per piece', { vendorprice: null, lastprice: '83.333333', itemprice: '0', ratio: '12' }, { unitprice: '1000.00', source: 'last' }],
    ['half-up to the cent', { vendorprice: '0.125', lastprice: null, itemprice: '0', ratio: '1' }, { unitprice: '0.13', source: 'vendor' }],
  ])('%s', (_name, input, expected) => {
    expect(purchasePriceOnEntry(input)).toEqual(expected);
  });
});
