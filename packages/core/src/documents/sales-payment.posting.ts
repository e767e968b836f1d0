import type { PostingLine } from '../ledger/journal.ts';
import { clearAtOwnBase, realisedExchangeEntries } from '../trade/exchange-difference.ts';
import { balancingEntry, entryAt, toPostingLines, type Dimensions, type TradeEntry, type TradePostingContext } from '../trade/trade-posting.ts';
import { sumOf, td } from '../trade/trade-decimal.ts';

/** An invoice a customer's payment settles: by how much (`pay`), the rate the invoice was booked at, the PPh 23 the customer withheld. */
export interface SalesPaymentInvoice {
  pay: string;
  /** The invoice's own rate (its receivable was debited at it); 1 in IDR. */
  invoicerate: string;
  pph23amount?: string | null;
  /** The PPh 23 tax's `salesglid` (PPh 23 prepaid, a claim on the tax office). */
  pph23glid?: number | null;
}

export interface SalesPaymentPosting extends TradePostingContext {
  /** glid of the bank or cash account (`bankaccount`). */
  bankglid: number;
  receivableglid: number;
  invoices: readonly SalesPaymentInvoice[];
  /** `datadisc` lines resolved to accounts (sales discount, or any account the cashier names). */
  discounts?: readonly ({ glid: number; discount: string } & Dimensions)[];
  /**
   * Customer credit (API.md §7.8): the account it is kept on (`salesdownpayment`), what this payment adds to it
   * (`overpay`, received beyond the invoices) and what it uses (`applyfromcredit`). `usedbase` is the rupiah the
   * credit used stood for when it was made (a foreign currency credit made at another rate clears at it; the
   * difference is realised).
   */
  credit?: { glid: number; overpay?: string | null; applyfromcredit?: string | null; usedbase?: string } | null;
  /** Realised exchange gain and loss accounts (`realisedprofit`). */
  gainglid: number;
  lossglid: number;
}

/**
 * Sales payment (API.md §7.5): the receivable is credited with Σ `pay` at each invoice's rate; the discount lines,
 * the PPh 23 the customer withheld (prepaid tax) and the customer credit used are debited, an overpayment is
 * credited to the customer credit, and the bank receives Σ pay − discounts − withheld + overpay − credit used at the
 * payment's rate. In a foreign currency received at another rate than the invoice's, the difference is a realised
 * gain (more rupiah received) or loss (`realisedExchangeEntries`, shared with the purchase payment); the bank line's
 * base amount balances the cents.
 */
export function postSalesPayment(doc: SalesPaymentPosting): PostingLine[] {
  const entries: TradeEntry[] = [];
  for (const inv of doc.invoices) entries.push(entryAt(doc, doc.receivableglid, td(inv.pay).negated(), {}, inv.invoicerate));
  for (const d of doc.discounts ?? []) entries.push(entryAt(doc, d.glid, td(d.discount), d));
  for (const inv of doc.invoices) {
    if (inv.pph23glid != null && !td(inv.pph23amount).isZero()) entries.push(entryAt(doc, inv.pph23glid, td(inv.pph23amount)));
  }
  const credit = doc.credit;
  const used = td(credit?.applyfromcredit);
  const overpay = td(credit?.overpay);
  if (credit && !used.isZero()) entries.push(...clearAtOwnBase(doc, credit.glid, used, credit.usedbase === undefined ? undefined : td(credit.usedbase), doc));
  if (credit && !overpay.isZero()) entries.push(entryAt(doc, credit.glid, overpay.negated()));
  entries.push(...realisedExchangeEntries(doc, doc.invoices.map((inv) => ({ amount: td(inv.pay).negated(), rate: inv.invoicerate })), doc));
  const received = sumOf(doc.invoices.map((i) => td(i.pay)))
    .minus(sumOf((doc.discounts ?? []).map((d) => td(d.discount))))
    .minus(sumOf(doc.invoices.map((i) => td(i.pph23amount))))
    .plus(overpay)
    .minus(used);
  entries.push(balancingEntry(doc, doc.bankglid, entries, received));
  return toPostingLines(entries);
}
