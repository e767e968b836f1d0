import { fixed, roundHalfUp, sumOf, TD, td } from './trade-decimal.ts';

/** A part of a received line that an invoice priced: its quantity (unit1) and its value in base currency. */
export interface InvoicedPart {
  qty: string;
  value: string;
}

/**
 * What a received line's goods cost in base currency (API.md §7.5, §7.7): the parts invoices priced at their
 * invoice value, the rest at the receipt's own value pro rata; rounded half-up to cents. Fully invoiced, it is the
 * sum of the invoices' values exactly, so `unbilled` clears to the cent. Invoiced beyond the received quantity
 * (never allowed by the pull checks) counts as fully invoiced.
 */
export function receiptLineCost(input: { qty: string; value: string; invoiced: readonly InvoicedPart[] }): string {
  const qty = td(input.qty);
  const invoicedQty = sumOf(input.invoiced.map((p) => td(p.qty)));
  const invoicedValue = sumOf(input.invoiced.map((p) => td(p.value)));
  const left = TD.max(qty.minus(invoicedQty), 0);
  const rest = qty.isZero() ? new TD(0) : td(input.value).times(left).dividedBy(qty);
  return fixed(invoicedValue.plus(rest), 2);
}

/**
 * The unit cost (unit1) a move comes in at so that the stock engine's cost, quantity × unit cost rounded half-up to
 * cents, is exactly `cost`: twelve decimals keep the product within half a cent below a billion units.
 */
export function unitCostFor(cost: string, qty: string): string {
  const q = td(qty);
  if (q.isZero()) return '0';
  return roundHalfUp(td(cost).dividedBy(q), 12).toFixed();
}

/** A value in the document's currency at its rate, in base currency (cents, half-up). */
export const baseValue = (value: string, rate: string | null | undefined): string => fixed(td(value).times(td(rate || '1')), 2);
