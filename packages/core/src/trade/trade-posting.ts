import { LedgerError, type PostingLine } from '../ledger/journal.ts';
import { fixed, roundHalfUp, sumOf, TD, td, type TDecimal } from './trade-decimal.ts';

/** What every line of a trade document's journal shares: its exchange rate, currency and description. */
export interface TradePostingContext {
  /** Base currency per unit of the document's currency (1 for IDR). */
  rate: string;
  currencyid: number | null;
  description: string;
}

export interface Dimensions {
  deptid?: number | null;
  projectid?: number | null;
  description?: string;
}

/** One entry before merging: signed (debit positive), in the document's currency (`prime`) and in base (`base`). */
export interface TradeEntry {
  glid: number;
  prime: TDecimal;
  base: TDecimal;
  rate: string;
  currencyid: number | null;
  deptid: number | null;
  projectid: number | null;
  description: string;
}

const dims = (ctx: TradePostingContext, d: Dimensions = {}) => ({ deptid: d.deptid ?? null, projectid: d.projectid ?? null, description: d.description || ctx.description });

/** An entry of `prime` in the document's currency, its base amount at the document's rate rounded half-up to cents. */
export function entryAt(ctx: TradePostingContext, glid: number, prime: TDecimal, d?: Dimensions, rate = ctx.rate): TradeEntry {
  return { glid, prime, base: roundHalfUp(prime.times(td(rate)), 2), rate, currencyid: ctx.currencyid, ...dims(ctx, d) };
}

/** An entry known in base currency (a cost from the stock engine, a difference): its prime amount is base ÷ rate. */
export function baseEntry(ctx: TradePostingContext, glid: number, base: TDecimal, d?: Dimensions): TradeEntry {
  return { glid, prime: roundHalfUp(base.dividedBy(td(ctx.rate)), 2), base: roundHalfUp(base, 2), rate: ctx.rate, currencyid: ctx.currencyid, ...dims(ctx, d) };
}

/** The entry that balances the others in base currency (a payable, a bank line), with the prime amount it stands for. */
export function balancingEntry(ctx: TradePostingContext, glid: number, entries: readonly TradeEntry[], prime: TDecimal, d?: Dimensions): TradeEntry {
  return { glid, prime, base: sumOf(entries.map((e) => e.base)).negated(), rate: ctx.rate, currencyid: ctx.currencyid, ...dims(ctx, d) };
}

/**
 * Entries → the journal lines the ledger takes (`PostingLine`, the shape `postStockMoves` and `postGlDocument`
 * produce): entries of one account, dimensions, rate and currency added up, zero sums left out, amounts with two
 * decimals. Refuses anything that does not balance in base currency (`UNBALANCED`).
 */
export function toPostingLines(entries: readonly TradeEntry[]): PostingLine[] {
  const sums = new Map<string, TradeEntry>();
  for (const e of entries) {
    const key = `${e.glid}:${e.deptid ?? ''}:${e.projectid ?? ''}:${e.rate}:${e.currencyid ?? ''}`;
    const s = sums.get(key);
    sums.set(key, s ? { ...s, prime: s.prime.plus(e.prime), base: s.base.plus(e.base) } : e);
  }
  const lines = [...sums.values()].filter((s) => !s.base.isZero() || !s.prime.isZero());
  if (!sumOf(lines.map((l) => l.base)).isZero()) throw new LedgerError('UNBALANCED');
  return lines.map((s) => ({
    glid: s.glid,
    amount: fixed(s.base, 2),
    primeamount: fixed(s.prime, 2),
    rate: s.rate,
    currencyid: s.currencyid,
    deptid: s.deptid,
    projectid: s.projectid,
    branchid: null,
    subsidiary: null,
    description: s.description,
  }));
}

/**
 * Lines of one journal made of several parts (a document's own posting and its stock moves' `postStockMoves`):
 * lines of one account, dimensions and rate added up, zero sums left out.
 */
export function mergePostingLines(lines: readonly PostingLine[]): PostingLine[] {
  return toPostingLines(
    lines.map((l) => ({ glid: l.glid, prime: new TD(l.primeamount), base: new TD(l.amount), rate: l.rate, currencyid: l.currencyid, deptid: l.deptid, projectid: l.projectid, description: l.description })),
  );
}

/** A receipt's unit cost in base currency per unit1 for the stock engine: the line's value × rate ÷ its quantity in unit1, 6 decimals. */
export function receiptUnitCost(value: string, quantityUnit1: string, rate: string): string {
  return roundHalfUp(td(value).times(td(rate)).dividedBy(td(quantityUnit1)), 6).toFixed(6);
}

/**
 * The VAT of a document per account, from its lines' figures (`TradeTotals.lines`) and each line's tax accounts in
 * the order of its `taxcodes` (the tax's `purchaseglid` in purchasing, `salesglid` in sales; null for a tax that
 * posts nothing here, such as PPh 23 on an invoice). Amounts in the document's currency, in first-seen order.
 */
export function taxesByAccount(lines: readonly { tax1amount: string; tax2amount: string }[], accounts: readonly (readonly (number | null)[])[]): { glid: number; amount: string }[] {
  const sums = new Map<number, TDecimal>();
  lines.forEach((l, i) => {
    [l.tax1amount, l.tax2amount].forEach((amount, k) => {
      const glid = accounts[i]?.[k];
      if (glid == null || td(amount).isZero()) return;
      sums.set(glid, (sums.get(glid) ?? new TD(0)).plus(td(amount)));
    });
  });
  return [...sums].map(([glid, amount]) => ({ glid, amount: fixed(amount, 2) }));
}
