import type { PostingLine } from '../ledger/journal.ts';
import { balancingEntry, entryAt, toPostingLines, type Dimensions, type TradeEntry, type TradePostingContext } from '../trade/trade-posting.ts';
import { realisedExchangeEntries } from '../trade/exchange-difference.ts';
import { sumOf, td } from '../trade/trade-decimal.ts';

/** An invoice settled by a payment: what it is settled by, at the rate the invoice was posted at, and the PPh 23 withheld. */
export interface PaymentInvoicePosting {
  pay: string;
  /** The invoice's own rate (its payable was posted at it); 1 in IDR. */
  invoicerate: string;
  pph23amount?: string | null;
  /** The PPh 23 tax's `purchaseglid` (PPh 23 payable). */
  pph23glid?: number | null;
}

export interface PurchasePaymentPosting extends TradePostingContext {
  /** glid of the bank or cash account (`bankaccnt`). */
  bankglid: number;
  payableglid: number;
  invoices: readonly PaymentInvoicePosting[];
  /** `datadisc` lines, resolved to accounts. */
  discounts?: readonly ({ glid: number; discount: string } & Dimensions)[];
  /** Realised exchange gain and loss accounts (`realisedprofit`). */
  gainglid: number;
  lossglid: number;
}

/**
 * Purchase payment (API.md §7.5): debit the payable with Σ `pay` at each invoice's rate; credit the discount
 * accounts, PPh 23 payable and the bank (Σ pay − discounts − withheld) at the payment's rate. In a foreign
 * currency paid at another rate than the invoice's, the difference Σ pay × (payment rate − invoice rate) is a
 * realised loss (paid more rupiah) or gain; the bank line's base amount balances the cents.
 *
 * A negative `pay` sets off the vendor's credit on an invoice owing below zero (docs/decisions.md "Vendor credit"):
 * it credits the payable. Amounts are signed (debit positive), so a payment netting below zero is a refund from the
 * vendor (bank debited, payable credited), and lines of one account and rate that net to zero are left out: a
 * credit set off in full against invoices moves no bank and may post nothing at all.
 */
export function postPurchasePayment(doc: PurchasePaymentPosting): PostingLine[] {
  const entries: TradeEntry[] = [];
  for (const inv of doc.invoices) entries.push(entryAt(doc, doc.payableglid, td(inv.pay), {}, inv.invoicerate));
  for (const d of doc.discounts ?? []) entries.push(entryAt(doc, d.glid, td(d.discount).negated(), d));
  for (const inv of doc.invoices) {
    if (inv.pph23glid != null && !td(inv.pph23amount).isZero()) entries.push(entryAt(doc, inv.pph23glid, td(inv.pph23amount).negated()));
  }
  entries.push(...realisedExchangeEntries(doc, doc.invoices.map((inv) => ({ amount: td(inv.pay), rate: inv.invoicerate })), doc));
  const paid = sumOf(doc.invoices.map((i) => td(i.pay)))
    .minus(sumOf((doc.discounts ?? []).map((d) => td(d.discount))))
    .minus(sumOf(doc.invoices.map((i) => td(i.pph23amount))));
  entries.push(balancingEntry(doc, doc.bankglid, entries, paid.negated()));
  return toPostingLines(entries);
}
