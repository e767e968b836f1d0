import type { PostingLine } from '../ledger/journal.ts';
import { LedgerError } from '../ledger/journal.ts';
import { balancingEntry, baseEntry, entryAt, toPostingLines, type Dimensions, type TradeEntry, type TradePostingContext } from '../trade/trade-posting.ts';
import { clearAtOwnBase } from '../trade/exchange-difference.ts';
import { sumOf, TD, td } from '../trade/trade-decimal.ts';

/** A tax amount of the document (document currency) and the account it posts to (the tax's `purchaseglid`). */
export interface TaxPosting {
  glid: number;
  amount: string;
}

/**
 * A line of a purchase invoice as it posts (API.md §7.5), `value` being `TradeLineTotals.value` (without VAT,
 * before down payments):
 * - `received`: goods received before: debit `unbilled` at `receiptcost` (base currency, what the receipt credited
 *   `unbilled` with for these goods); a price other than the receipt's goes to `glid`, the item's inventory account;
 * - `account`: debit `glid` with the value: the inventory account of goods not received before (direct), a
 *   non-inventory item's purchase account, `purchasedownpayment` on a down-payment invoice.
 */
export interface InvoicePostingLine extends Dimensions {
  kind: 'received' | 'account';
  glid: number;
  value: string;
  receiptcost?: string;
  /** The unbilled account the receipt credited (the item's); the document's `unbilledglid` when left out. */
  unbilledglid?: number;
}

export interface PurchaseInvoicePosting extends TradePostingContext {
  payableglid: number;
  unbilledglid: number;
  lines: readonly InvoicePostingLine[];
  taxes?: readonly TaxPosting[];
  freight?: { glid: number; amount: string } | null;
  costs?: readonly ({ glid: number; amount: string } & Dimensions)[];
  /**
   * Down payments applied: their net is credited back to the down-payment account (`purchasedownpayment`). `base`
   * is what that net stood for in base currency on the down-payment invoices (at their own rates); in a foreign
   * currency invoiced at another rate, the difference against the net at this invoice's rate is a realised gain
   * (`gainglid`) or loss (`lossglid`), so the down payment account clears at the rupiah it was debited with.
   */
  downpayment?: { glid: number; net: string; base?: string; gainglid?: number | null; lossglid?: number | null } | null;
  /** What the vendor is owed (`totalamount`): the payable's prime amount. */
  totalamount: string;
}

/**
 * Purchase invoice (API.md §7.5): received goods debit `unbilled` at the receipt's cost and the price difference to
 * inventory; direct goods, non-inventory items, down-payment lines, freight and extra costs debit their accounts;
 * input VAT debits each tax's account; down payments applied are credited back at their net; the payable is credited
 * with `totalamount`, its base amount balancing the journal.
 */
export function postPurchaseInvoice(doc: PurchaseInvoicePosting): PostingLine[] {
  const entries: TradeEntry[] = [];
  for (const l of doc.lines) {
    if (l.kind === 'received') {
      // unbilled at the receipt's cost; what the invoice says beyond it (price, rate) to inventory, so the two lines
      // add up to the line's value in both currencies.
      const unbilled = baseEntry(doc, l.unbilledglid ?? doc.unbilledglid, td(l.receiptcost), l);
      const value = entryAt(doc, l.glid, td(l.value), l);
      entries.push(unbilled, { ...value, prime: value.prime.minus(unbilled.prime), base: value.base.minus(unbilled.base) });
    } else entries.push(entryAt(doc, l.glid, td(l.value), l));
  }
  for (const t of doc.taxes ?? []) entries.push(entryAt(doc, t.glid, td(t.amount)));
  if (doc.freight) entries.push(entryAt(doc, doc.freight.glid, td(doc.freight.amount)));
  for (const c of doc.costs ?? []) entries.push(entryAt(doc, c.glid, td(c.amount), c));
  if (doc.downpayment) entries.push(...downPaymentEntries(doc, doc.downpayment));
  const owed = sumOf(doc.lines.map((l) => td(l.value)))
    .plus(sumOf((doc.taxes ?? []).map((t) => td(t.amount))))
    .plus(td(doc.freight?.amount))
    .plus(sumOf((doc.costs ?? []).map((c) => td(c.amount))))
    .minus(td(doc.downpayment?.net));
  // The parts must add up to what is owed, or the payable would hide a mistake in the totals.
  if (!owed.equals(td(doc.totalamount))) throw new LedgerError('UNBALANCED');
  entries.push(balancingEntry(doc, doc.payableglid, entries, td(doc.totalamount).negated()));
  return toPostingLines(entries);
}

/** The down payment credited back at its own base amount, and the exchange difference against this invoice's rate. */
function downPaymentEntries(doc: PurchaseInvoicePosting, dp: NonNullable<PurchaseInvoicePosting['downpayment']>): TradeEntry[] {
  return clearAtOwnBase(doc, dp.glid, td(dp.net).negated(), dp.base === undefined ? undefined : td(dp.base).negated(), dp);
}

/** How a purchase return settles (API.md §7.5, §7.8): against the invoice's payable, against `unbilled` (`withoutpi`), or not at all (`isnihil`). */
export type ReturnMode = 'invoice' | 'withoutpi' | 'nihil';

export interface PurchaseReturnPosting extends TradePostingContext {
  mode: ReturnMode;
  payableglid: number;
  unbilledglid: number;
  /**
   * Each line's `value` (document currency, without VAT) and its purchase return account `returnglid`: the item's
   * own, else its category's, else the company's (`purchasereturn`), the counter account of the line's goods.
   */
  lines: readonly ({ value: string; returnglid: number } & Dimensions)[];
  /** Input VAT given back (only with an invoice). */
  taxes?: readonly TaxPosting[];
}

/**
 * Purchase return, the document's own part (API.md §7.5). The goods leave through the stock engine at the cost they
 * left with: each line's moves carry its `returnglid` as counter account, so `postStockMoves` debits it and credits
 * inventory (and later cost corrections follow the same way). This part debits what the vendor now owes less (the
 * payable, or `unbilled` for goods never invoiced) and credits each line's return account with the line's value and
 * each tax account with its VAT; each return account is left with the difference between its goods' value and cost.
 * With `isnihil` nothing is owed back: this part is empty and the cost stays on the return accounts.
 */
export function postPurchaseReturn(doc: PurchaseReturnPosting): PostingLine[] {
  if (doc.mode === 'nihil') return [];
  const entries: TradeEntry[] = doc.lines.map((l) => entryAt(doc, l.returnglid, td(l.value).negated(), l));
  const taxes = doc.mode === 'invoice' ? (doc.taxes ?? []) : [];
  for (const t of taxes) entries.push(entryAt(doc, t.glid, td(t.amount).negated()));
  const owed = sumOf(doc.lines.map((l) => td(l.value))).plus(sumOf(taxes.map((t) => td(t.amount))));
  entries.push(balancingEntry(doc, doc.mode === 'invoice' ? doc.payableglid : doc.unbilledglid, entries, owed));
  return toPostingLines(entries);
}

/** Σ debits = Σ credits (base currency): what every posting test asserts. */
export function isBalanced(lines: readonly PostingLine[]): boolean {
  return sumOf(lines.map((l) => new TD(l.amount))).isZero();
}
