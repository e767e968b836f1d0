import Decimal from 'decimal.js';

/** One line of a posting: `amount` is signed, in base currency; debit positive, credit negative. */
export interface PostingLine {
  glid: number;
  amount: string;
  /** Amount in the transaction currency (signed like amount); equals amount for base-currency lines. */
  primeamount: string;
  rate: string;
  currencyid: number | null;
  deptid: number | null;
  projectid: number | null;
  branchid: number | null;
  subsidiary: number | null;
  description: string;
}

export interface BalancedJournal {
  lines: PostingLine[];
  /** Sum of the debit lines (= sum of the credit lines). */
  total: string;
}

export class LedgerError extends Error {
  constructor(readonly code: 'UNBALANCED' | 'EMPTY_JOURNAL') {
    super(code);
  }
}

export interface BalanceOptions {
  /** Fraction digits of the base currency (IDR books keep 2). */
  precision?: number;
  /** Account that takes a rounding difference; without it any difference is refused. */
  roundingGlid?: number | null;
  /** Largest difference treated as rounding, per line. */
  tolerancePerLine?: string;
}

/**
 * Rounds every line to the currency's precision, drops zero lines, adds a rounding line when the rounding
 * left a difference within tolerance, and refuses anything else unbalanced ("Debit and Credit are not
 * balanced."). Pure: the same lines in give the same journal out.
 */
export function balanceJournal(lines: readonly PostingLine[], options: BalanceOptions = {}): BalancedJournal {
  const precision = options.precision ?? 2;
  const rounded = lines
    .map((l) => ({ ...l, amount: new Decimal(l.amount).toDecimalPlaces(precision, Decimal.ROUND_HALF_UP).toFixed(precision) }))
    .filter((l) => !new Decimal(l.amount).isZero());
  if (rounded.length === 0) throw new LedgerError('EMPTY_JOURNAL');
  const sum = rounded.reduce((s, l) => s.plus(l.amount), new Decimal(0));
  if (!sum.isZero()) {
    const tolerance = new Decimal(options.tolerancePerLine ?? '0.01').times(lines.length);
    if (!options.roundingGlid || sum.abs().greaterThan(tolerance)) throw new LedgerError('UNBALANCED');
    const amount = sum.negated().toFixed(precision);
    rounded.push({ glid: options.roundingGlid, amount, primeamount: amount, rate: '1', currencyid: null, deptid: null, projectid: null, branchid: null, subsidiary: null, description: 'Pembulatan' });
  }
  const total = rounded.reduce((s, l) => (new Decimal(l.amount).isPositive() ? s.plus(l.amount) : s), new Decimal(0));
  return { lines: rounded, total: total.toFixed(precision) };
}

/** The lines that undo a posting: same accounts and dimensions, opposite signs. */
export function reverseLines(lines: readonly PostingLine[]): PostingLine[] {
  return lines.map((l) => ({ ...l, amount: new Decimal(l.amount).negated().toFixed(), primeamount: new Decimal(l.primeamount).negated().toFixed() }));
}
