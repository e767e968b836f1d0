import { TradeError } from '../trade/trade-error.ts';
import { td } from '../trade/trade-decimal.ts';
import type { ReturnMode } from './purchase.posting.ts';

/** Item types (API.md §7.8): 0 inventory, 1 non-inventory, 2 service. */
export type ItemType = 0 | 1 | 2;

/** Purchasing documents refuse services: "Service items cannot be entered in purchasing." */
export function checkPurchaseItem(itemtype: number): void {
  if (itemtype === 2) throw new TradeError('SERVICE_ITEM_IN_PURCHASE');
}

/**
 * With `useminmaxpurcprice` (purchasing) or `useminmaxsellprice` (sales) on, a price per unit1 outside the item's
 * minimum and maximum purchase or selling price is refused; an empty or zero bound does not limit.
 */
export function checkPriceRange(
  input: { itemno: string; unitprice: string; minprice?: string | null; maxprice?: string | null },
  code: 'PURCHASE_PRICE_OUT_OF_RANGE' | 'SELL_PRICE_OUT_OF_RANGE',
): void {
  const price = td(input.unitprice);
  const min = td(input.minprice);
  const max = td(input.maxprice);
  if ((!min.isZero() && price.lessThan(min)) || (!max.isZero() && price.greaterThan(max))) {
    throw new TradeError(code, { item: input.itemno, min: min.isZero() ? '0' : min.toFixed(), max: max.isZero() ? '-' : max.toFixed() });
  }
}

/** The purchase price's range (`checkPriceRange` with purchasing's message). */
export function checkPurchasePrice(input: { itemno: string; unitprice: string; minprice?: string | null; maxprice?: string | null }): void {
  checkPriceRange(input, 'PURCHASE_PRICE_OUT_OF_RANGE');
}

/**
 * How an invoice line posts and moves stock (API.md §7.5): goods received before (pulled from a receipt) clear
 * `unbilled`; inventory items not received before come in with the invoice (`direct`); non-inventory items go to
 * their purchase account and never move stock.
 */
export function invoiceLineKind(line: { itemtype: number; received: boolean }): 'received' | 'direct' | 'noninventory' {
  checkPurchaseItem(line.itemtype);
  if (line.itemtype === 1) return 'noninventory';
  return line.received ? 'received' : 'direct';
}

/** A return's mode from its flags: `isnihil` (nothing owed back) wins over `withoutpi` (goods never invoiced). */
export function returnMode(doc: { withoutpi: boolean; isnihil: boolean }): ReturnMode {
  return doc.isnihil ? 'nihil' : doc.withoutpi ? 'withoutpi' : 'invoice';
}
