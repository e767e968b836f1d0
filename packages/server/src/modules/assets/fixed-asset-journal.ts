import { type PostingLine } from '@lontar/core';
import Decimal from 'decimal.js';

/**
 * The journals of a fixed asset as posting lines (pure). Amounts are rounded to the books' two decimals first, so
 * every journal balances exactly: the acquisition's credit is the rounded cost less the rounded opening.
 */

/** Fraction digits of the books (IDR books keep 2; the ledger's balanceJournal default). */
export const BOOK_DECIMALS = 2;

const round = (v: Decimal.Value) => new Decimal(v).toDecimalPlaces(BOOK_DECIMALS, Decimal.ROUND_HALF_UP);

export interface AssetPosting {
  cost: string;
  accumopening: string;
  assetglaccnt: number;
  accumglaccnt: number;
  expenseglaccnt: number;
  creditglaccnt: number | null;
  deptid: number | null;
  projectid: number | null;
  branchid: number | null;
}

function line(a: AssetPosting, glid: number, amount: Decimal, description: string): PostingLine {
  const v = amount.toFixed(BOOK_DECIMALS);
  return { glid, amount: v, primeamount: v, rate: '1', currencyid: null, deptid: a.deptid, projectid: a.projectid, branchid: a.branchid, subsidiary: null, description };
}

/**
 * Acquisition: debit the asset account with the cost; an asset registered mid-life credits its accumulated
 * depreciation with the opening and `creditglaccnt` (opening equity, bank, payable) with the rest. None without
 * `creditglaccnt` (recorded against a purchase already posted).
 */
export function acquisitionLines(a: AssetPosting, description: string): PostingLine[] {
  if (a.creditglaccnt === null) return [];
  const cost = round(a.cost);
  const opening = round(a.accumopening);
  const lines = [line(a, a.assetglaccnt, cost, description)];
  if (opening.gt(0)) lines.push(line(a, a.accumglaccnt, opening.negated(), description));
  const rest = cost.minus(opening);
  if (!rest.isZero()) lines.push(line(a, a.creditglaccnt, rest.negated(), description));
  return lines;
}

/** Two journals post the same thing when they have the same date and the same lines. */
export function sameJournal(a: { date: string | null; lines: PostingLine[] }, b: { date: string | null; lines: PostingLine[] }): boolean {
  if (a.date !== b.date || a.lines.length !== b.lines.length) return false;
  return a.lines.every((l, i) => {
    const m = b.lines[i]!;
    return l.glid === m.glid && new Decimal(l.amount).eq(m.amount) && l.deptid === m.deptid && l.projectid === m.projectid && l.branchid === m.branchid;
  });
}

export interface DisposalInput {
  /** Depreciation of months before the disposal month no period end posted: posted by the disposal itself. */
  catchUp: { month: string; amount: string }[];
  /** Opening plus every depreciation of the asset (already posted and caught up). */
  accumulated: string;
  proceeds: string;
  proceedsglaccnt: number | null;
  gainlossglaccnt: number | null;
}

/** cost − accumulated − proceeds: above zero a loss (debit), below a gain (credit). */
export function disposalLoss(a: AssetPosting, d: Pick<DisposalInput, 'accumulated' | 'proceeds'>): Decimal {
  return round(a.cost).minus(round(d.accumulated)).minus(round(d.proceeds));
}

/**
 * Disposal: the catch-up depreciation (debit expense, credit accumulated, one pair per month), then debit
 * accumulated depreciation with all of it, debit the proceeds, credit the asset with its cost and the gain or loss
 * to `gainlossglaccnt`.
 */
export function disposalLines(a: AssetPosting, d: DisposalInput, text: { disposal: string; month: (m: string) => string }): PostingLine[] {
  const lines: PostingLine[] = [];
  for (const m of d.catchUp) {
    const amount = round(m.amount);
    if (amount.isZero()) continue;
    lines.push(line(a, a.expenseglaccnt, amount, text.month(m.month)), line(a, a.accumglaccnt, amount.negated(), text.month(m.month)));
  }
  const accumulated = round(d.accumulated);
  if (!accumulated.isZero()) lines.push(line(a, a.accumglaccnt, accumulated, text.disposal));
  const proceeds = round(d.proceeds);
  if (proceeds.gt(0) && d.proceedsglaccnt !== null) lines.push(line(a, d.proceedsglaccnt, proceeds, text.disposal));
  lines.push(line(a, a.assetglaccnt, round(a.cost).negated(), text.disposal));
  const loss = disposalLoss(a, d);
  if (!loss.isZero() && d.gainlossglaccnt !== null) lines.push(line(a, d.gainlossglaccnt, loss, text.disposal));
  return lines;
}
