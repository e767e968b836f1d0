import { receiptLineCost } from '../trade/receipt-cost.ts';
import { fixed, sumOf, td, TD } from '../trade/trade-decimal.ts';

/**
 * A part of a received line taken by a later document: an invoice line pulled from it, or a return without
 * invoice (`withoutpi`). Quantity in unit1, value in base currency, the document's date; `clears` false for a
 * return with nothing owed back (`isnihil`), which posts nothing against unbilled.
 */
export interface ReceiptPart {
  qty: string;
  value: string;
  date: string;
  clears?: boolean;
}

/**
 * What a received line still stands at on `unbilled` at `asof` (goods received not invoiced): the line's cost as
 * the stock engine holds it now (core `receiptLineCost`: the parts taken priced at their own values, the rest at
 * the receipt's value; the receipt's journal and its corrections carry it from the receipt's date) less what the
 * parts dated up to `asof` took off `unbilled`; with the quantity not yet taken then (unit1).
 */
export function unbilledAt(input: { qty: string; value: string; parts: readonly ReceiptPart[]; asof: string }): { qty: string; value: string } {
  const cost = td(receiptLineCost({ qty: input.qty, value: input.value, invoiced: input.parts }));
  const taken = input.parts.filter((p) => p.date <= input.asof);
  const qty = TD.max(td(input.qty).minus(sumOf(taken.map((p) => td(p.qty)))), 0);
  const cleared = sumOf(taken.filter((p) => p.clears !== false).map((p) => td(p.value)));
  return { qty: qty.isZero() ? '0' : qty.toFixed(), value: fixed(cost.minus(cleared), 2) };
}
