import type { PostingLine } from '../ledger/journal.ts';
import { LedgerError } from '../ledger/journal.ts';
import { clearAtOwnBase, type ExchangeAccounts } from '../trade/exchange-difference.ts';
import { balancingEntry, entryAt, toPostingLines, type Dimensions, type TradeEntry, type TradePostingContext } from '../trade/trade-posting.ts';
import { sumOf, td } from '../trade/trade-decimal.ts';
import type { TaxPosting } from './purchase.posting.ts';
import { postStockMoves, type CostedMove } from './stock-posting.ts';

/**
 * Goods that left inventory before and are now sold: the invoice moves their cost (base currency, what the delivery
 * order debited `goodsintransit` with for them) from goods in transit to cost of goods sold.
 */
export interface DeliveredCost {
  cost: string;
  cogsglid: number;
  gitglid: number;
}

/**
 * A line of a sales invoice as it posts (API.md §7.5): `value` is `TradeLineTotals.value` (without VAT, after the
 * document discount, before down payments) credited to `glid`: the item's sales account (`salesglaccnt`, else the
 * default), or `salesdownpayment` on a down-payment invoice. `discshare` is the line's share of the document
 * discount, credited to sales with it when the document discount posts to a sales discount account.
 */
export interface SalesInvoiceLine extends Dimensions {
  glid: number;
  value: string;
  discshare?: string;
  /** Goods delivered by an earlier delivery order; goods not delivered before leave through the stock engine. */
  delivered?: DeliveredCost | null;
}

export interface SalesInvoicePosting extends TradePostingContext {
  receivableglid: number;
  lines: readonly SalesInvoiceLine[];
  /** Output VAT per account (the taxes' `salesglid`, `taxesByAccount`). */
  taxes?: readonly TaxPosting[];
  /** Freight charged to the customer, credited to freight income. */
  freight?: { glid: number; amount: string } | null;
  /** The sales discount account: the document discount (Σ `discshare`) is debited to it. Without it sales post net. */
  discountglid?: number | null;
  /**
   * Down payments applied: their net is debited to `salesdownpayment`. `base` is the rupiah the down-payment
   * invoices credited that account with (at their own rates); in a foreign currency invoiced at another rate the
   * difference is a realised gain or loss (`clearAtOwnBase`), as on a purchase invoice.
   */
  downpayment?: ({ glid: number; net: string; base?: string } & ExchangeAccounts) | null;
  /** What the customer owes for the invoice (`totalamount`): the receivable's prime amount. */
  totalamount: string;
}

const base = (ctx: TradePostingContext): TradePostingContext => ({ ...ctx, currencyid: null });

/**
 * Sales invoice (API.md §7.5), including a down-payment invoice (`isdp`, its lines credited to sales down payment):
 * each line credits its account with its value (plus its share of the document discount, which is debited to the
 * sales discount account); output VAT and freight income are credited; down payments applied are debited back at
 * their net; the receivable is debited with `totalamount`, its base amount balancing the journal. Goods delivered
 * before move their cost from goods in transit to cost of goods sold here, in base currency; goods not delivered
 * before leave inventory through the stock engine against cost of goods sold (`postSalesIssue`).
 */
export function postSalesInvoice(doc: SalesInvoicePosting): PostingLine[] {
  const entries: TradeEntry[] = [];
  for (const l of doc.lines) {
    const discshare = doc.discountglid == null ? td('0') : td(l.discshare);
    entries.push(entryAt(doc, l.glid, td(l.value).plus(discshare).negated(), l));
    if (!discshare.isZero()) entries.push(entryAt(doc, doc.discountglid!, discshare, l));
  }
  for (const t of doc.taxes ?? []) entries.push(entryAt(doc, t.glid, td(t.amount).negated()));
  if (doc.freight) entries.push(entryAt(doc, doc.freight.glid, td(doc.freight.amount).negated()));
  const dp = doc.downpayment;
  if (dp) entries.push(...clearAtOwnBase(doc, dp.glid, td(dp.net), dp.base === undefined ? undefined : td(dp.base), dp));
  const owed = sumOf(doc.lines.map((l) => td(l.value)))
    .plus(sumOf((doc.taxes ?? []).map((t) => td(t.amount))))
    .plus(td(doc.freight?.amount))
    .minus(td(dp?.net));
  // The parts must add up to what is owed, or the receivable would hide a mistake in the totals.
  if (!owed.equals(td(doc.totalamount))) throw new LedgerError('UNBALANCED');
  entries.push(balancingEntry(doc, doc.receivableglid, entries, td(doc.totalamount)));
  // Cost of goods delivered before: a base-currency pair that balances by itself.
  for (const l of doc.lines) {
    if (!l.delivered) continue;
    const cost = td(l.delivered.cost);
    entries.push(entryAt(base(doc), l.delivered.cogsglid, cost, l, '1'), entryAt(base(doc), l.delivered.gitglid, cost.negated(), l, '1'));
  }
  return toPostingLines(entries);
}

/** Goods leaving inventory for a sale, as the stock engine costed them (`CostedMove` without its counter account). */
export type SalesIssue = Omit<CostedMove, 'kind' | 'counterglid'>;

/**
 * Delivery order (API.md §7.5): the goods leave inventory at the cost the stock engine gave them and wait in goods in
 * transit until invoiced. The counter account of every move is `goodsintransit`.
 */
export function postDeliveryOrder(moves: readonly SalesIssue[], goodsintransitglid: number, description: string): PostingLine[] {
  return postStockMoves(
    moves.map((m) => ({ ...m, kind: 'issue', counterglid: goodsintransitglid })),
    description,
  );
}

/**
 * Goods a sales invoice delivers itself (not delivered before, API.md §7.5): they leave inventory against each
 * line's cost of goods sold account (`cogsglid` per move, the item's, else the default).
 */
export function postSalesIssue(moves: readonly (SalesIssue & { cogsglid: number })[], description: string): PostingLine[] {
  return postStockMoves(
    moves.map(({ cogsglid, ...m }) => ({ ...m, kind: 'issue', counterglid: cogsglid })),
    description,
  );
}
