import { absAmount, signOf } from '../money.ts';

/**
 * Row shapes of the ledger reports as the API sends them: the server builds them, the web reads them, so both
 * take them from here. Amounts are decimal strings (trailing zeros trimmed on the wire).
 */

/** An account as a report names it. */
export interface LedgerAccountRef {
  glid: number;
  glaccount: string;
  accountname: string;
}

/** One journal line of an account history, bank book or general ledger detail. */
export interface LedgerLine {
  transdate: string;
  journalid: number;
  seq: number;
  form: string;
  docid: number;
  docno: string;
  description: string;
  userid: number;
  subsidiary: number | null;
  debit: string;
  credit: string;
  /** Running balance after this line (debit positive). */
  balance: string;
  /** A reversal line (a correction): sent when the whole trail is asked for (`corrections=1`); never in the default view. */
  reversal?: boolean;
}

/** One account of a general-ledger-detail page: a page may carry on an account begun on the one before. */
export interface LedgerDetailAccount extends LedgerAccountRef {
  /** Balance at the start of `from`. */
  opening: string;
  /** Balance at the end of `to`. */
  closing: string;
  /** True when this page carries on an account begun on the previous page. */
  continued: boolean;
  /** True when the account's last line in the range is on this page. */
  complete: boolean;
  lines: LedgerLine[];
}

/** One account of a profit and loss or balance sheet. */
export interface StatementAccount extends LedgerAccountRef {
  accounttype: number;
  typename: string;
  normal: 'D' | 'C';
  /** One amount per requested column, signed by the account's normal side: revenue and liabilities show positive. */
  amounts: string[];
}

/**
 * How a statement names a result row (net profit, current-year earnings): a profit when no column is negative, a
 * loss when every non-zero column is, shown as a positive amount; both words, signed amounts, when columns differ.
 */
export type ResultSide = 'profit' | 'loss' | 'mixed';

export function resultSide(amounts: readonly (string | null | undefined)[]): { side: ResultSide; amounts: string[] } {
  const signs = amounts.map(signOf);
  const shown = amounts.map((amount) => (amount == null || amount === '' ? '0' : String(amount)));
  if (!signs.includes(-1)) return { side: 'profit', amounts: shown };
  if (!signs.includes(1)) return { side: 'loss', amounts: shown.map(absAmount) };
  return { side: 'mixed', amounts: shown };
}
