import { describe, expect, it } from 'vitest';
import { mayFillPrice, priceAskOf, priceFill, type PurchasePrice } from './purchasing-price.ts';
import { emptyPurchaseLine, type PurchaseLineValues } from './purchasing-values.ts';

const line = (over: Partial<PurchaseLineValues>): PurchaseLineValues => ({ ...emptyPurchaseLine(), itemno: 'KOPI', itemunit: 'PCS', ...over });
const ask = { itemno: 'KOPI', itemunit: 'PCS', vendorid: 7 };
const last: PurchasePrice = { unitprice: '950', source: 'last', lastdate: '2026-02-01', lastinvoiceno: 'PI/00001' };

describe('purchase price on entry', () => {
  it('asks for the line’s item and unit with the vendor, and not without an item or a vendor', () => {
    expect(priceAskOf(line({}), 7)).toEqual(ask);
    expect(priceAskOf(line({ itemunit: null }), 7)).toEqual({ ...ask, itemunit: null });
    expect(priceAskOf(line({ itemno: null }), 7)).toBeNull();
    expect(priceAskOf(line({}), null)).toBeNull();
    expect(priceAskOf(undefined, 7)).toBeNull();
  });

  it('fills an empty price or one filled before, never one typed by hand or a pulled line’s', () => {
    expect(mayFillPrice(line({}))).toBe(true);
    expect(mayFillPrice(line({ unitprice: '  ' }))).toBe(true);
    expect(mayFillPrice(line({ unitprice: '1000', priceorigin: { source: 'item' } }))).toBe(true);
    expect(mayFillPrice(line({ unitprice: '1000' }))).toBe(false);
    expect(mayFillPrice(line({ srcid: 3, srcseq: 1 }))).toBe(false);
    expect(mayFillPrice(undefined)).toBe(false);
  });

  it('writes the answer with where it came from while the line still asks for it', () => {
    expect(priceFill(line({}), 7, ask, last)).toEqual({ unitprice: '950', origin: { source: 'last', lastdate: '2026-02-01', lastinvoiceno: 'PI/00001' } });
    expect(priceFill(line({ itemunit: 'pcs', unitprice: '1000', priceorigin: { source: 'item' } }), 7, ask, { unitprice: '900', source: 'vendor' })).toEqual({
      unitprice: '900',
      origin: { source: 'vendor', lastdate: null, lastinvoiceno: null },
    });
  });

  it('drops an answer the line has moved on from, or whose price was typed meanwhile', () => {
    expect(priceFill(line({ itemno: 'TEH' }), 7, ask, last)).toBeNull();
    expect(priceFill(line({ itemunit: 'DUS' }), 7, ask, last)).toBeNull();
    expect(priceFill(line({}), 8, ask, last)).toBeNull();
    expect(priceFill(line({ unitprice: '1200' }), 7, ask, last)).toBeNull();
  });
});
