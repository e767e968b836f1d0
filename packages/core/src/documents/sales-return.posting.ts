import type { PostingLine } from '../ledger/journal.ts';
import { exchangeDifferenceEntries, type ExchangeAccounts } from '../trade/exchange-difference.ts';
import { balancingEntry, entryAt, toPostingLines, type Dimensions, type TradeEntry, type TradePostingContext } from '../trade/trade-posting.ts';
import { sumOf, td } from '../trade/trade-decimal.ts';
import type { TaxPosting } from './purchase.posting.ts';
import { postStockMoves } from './stock-posting.ts';
import type { SalesIssue } from './sales.posting.ts';

/**
 * Where a sales return's value goes (API.md §7.5, issue 13 "refund or credit"): off the invoice's receivable, paid
 * back from the bank (`refund`), or kept as customer credit (`credit`, the customer credit account, used later by
 * `applyfromcredit`).
 */
export type SalesReturnSettlement = 'receivable' | 'refund' | 'credit';

export interface SalesReturnPosting extends TradePostingContext, ExchangeAccounts {
  settlement: SalesReturnSettlement;
  /** The account the settlement credits: the receivable, the bank (`refund`) or the customer credit account. */
  settleglid: number;
  /**
   * The invoice's rate, for a foreign-currency return off its receivable: the receivable is credited at it and the
   * difference against the return's rate is realised (as a payment's). Left out: the return's own rate.
   */
  invoicerate?: string;
  /** Each line's `value` (without VAT) and its sales return account (the item's, else the default `salesreturn`). */
  lines: readonly ({ value: string; returnglid: number } & Dimensions)[];
  /** Output VAT given back, per account (the taxes' `salesglid`). */
  taxes?: readonly TaxPosting[];
}

/**
 * Sales return, the document's own part (API.md §7.5): each line's value is debited to its sales return account and
 * the output VAT to its accounts; the total is credited to the receivable, the bank or the customer credit. The goods
 * come back through the stock engine at the cost they left with (`postSalesReturnGoods`).
 */
export function postSalesReturn(doc: SalesReturnPosting): PostingLine[] {
  const entries: TradeEntry[] = doc.lines.map((l) => entryAt(doc, l.returnglid, td(l.value), l));
  for (const t of doc.taxes ?? []) entries.push(entryAt(doc, t.glid, td(t.amount)));
  const owed = sumOf(doc.lines.map((l) => td(l.value))).plus(sumOf((doc.taxes ?? []).map((t) => td(t.amount))));
  if (doc.settlement === 'receivable' && doc.invoicerate !== undefined && doc.invoicerate !== doc.rate) {
    // Off the receivable at the rupiah the invoice booked; what the return's rate makes of its lines beyond that is realised.
    entries.push(entryAt(doc, doc.settleglid, owed.negated(), {}, doc.invoicerate));
    entries.push(...exchangeDifferenceEntries(doc, sumOf(entries.map((e) => e.base)).negated(), doc));
  } else entries.push(balancingEntry(doc, doc.settleglid, entries, owed.negated()));
  return toPostingLines(entries);
}

/**
 * The goods of a sales return coming back into inventory at the cost they left with (the stock engine costs the
 * `return-in` move from the sale's outgoing move), against each line's cost of goods sold account.
 */
export function postSalesReturnGoods(moves: readonly (SalesIssue & { cogsglid: number })[], description: string): PostingLine[] {
  return postStockMoves(
    moves.map(({ cogsglid, ...m }) => ({ ...m, kind: 'return-in', counterglid: cogsglid })),
    description,
  );
}
