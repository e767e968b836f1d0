import { absAmount, isAmountText, roundAmount, signOf, subtractAmount, sumAmounts, toBase, withinAmount } from '@lontar/core';
import { copyOf } from '../../ui/document/copy-values.ts';
import type { Row } from '../../ui/document/record-api.ts';

/**
 * A line as the grid edits it: debit and credit apart (the API's signed `glamount` joins them). In a
 * foreign-currency document they are in that currency and `rate` turns them into the base currency.
 */
export interface GlLineValues {
  glaccount?: string | null;
  debit?: string | null;
  credit?: string | null;
  description?: string | null;
  subsidiary?: number | null;
  deptid?: number | null;
  projectid?: number | null;
  rate?: string | null;
}

export interface GlValues {
  jvnumber?: string | null;
  transdate?: string | null;
  description?: string | null;
  currencyid?: number | null;
  rate?: string | null;
  /** Other payment and other receipt: the cash or bank account's number, and who was paid or who paid. */
  glaccount?: string | null;
  personid?: number | null;
  payee?: string | null;
  details?: GlLineValues[];
}

export const emptyLine = (rate: string | null = null): GlLineValues => ({
  glaccount: null,
  debit: null,
  credit: null,
  description: '',
  subsidiary: null,
  deptid: null,
  projectid: null,
  rate,
});

const str = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const id = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

/** A document as read (or a new one) → the form's values; `foreign` tells whether its currency is not the base one. */
export function glToValues(record: Row, foreign: boolean): GlValues {
  const details = Array.isArray(record.details) ? (record.details as Row[]) : [];
  return {
    jvnumber: str(record.jvnumber) ?? '',
    transdate: str(record.transdate),
    description: str(record.description) ?? '',
    currencyid: id(record.currencyid),
    rate: str(record.rate) ?? '1',
    glaccount: str(record.glaccount),
    personid: id(record.personid),
    payee: str(record.payee) ?? '',
    details: details.map((line) => {
      // A foreign line is edited in its own currency: its prime amount, split by sign.
      const signed = foreign ? (str(line.primeamount) ?? '0') : (str(line.glamount) ?? '0');
      return {
        glaccount: str(line.glaccount),
        debit: signOf(signed) > 0 ? signed : null,
        credit: signOf(signed) < 0 ? absAmount(signed) : null,
        description: str(line.description) ?? '',
        subsidiary: id(line.subsidiary),
        deptid: id(line.deptid),
        projectid: id(line.projectid),
        rate: foreign ? str(line.rate) : null,
      };
    }),
  };
}

function isBlankLine(line: GlLineValues): boolean {
  return !line.glaccount && !line.debit && !line.credit && !line.description?.trim() && !line.subsidiary && !line.deptid && !line.projectid;
}

/** The lines that count: empty rows at the end of the grid are where the next line would be typed. */
export function filledLines(lines: readonly GlLineValues[] | undefined): GlLineValues[] {
  const all = [...(lines ?? [])];
  while (all.length && isBlankLine(all[all.length - 1]!)) all.pop();
  return all;
}

/** debit − credit as typed, or the typed text itself when it is not a number, so the schema names it. */
function signedOf(line: GlLineValues): string {
  for (const side of [line.debit, line.credit]) if (side && !isAmountText(side)) return side;
  return subtractAmount(line.debit, line.credit);
}

/** A line's signed amount in the base currency, rounded as the ledger rounds (two decimals). */
export function baseAmountOf(line: GlLineValues, foreign: boolean, docRate: string | null | undefined): string {
  const signed = signedOf(line);
  if (!isAmountText(signed)) return '0';
  return foreign ? (toBase(signed, line.rate || docRate) ?? '0') : signed;
}

/**
 * The form's values over the document they edit → the body of POST/PUT (ZGlDocument). A cashier's document
 * (`cashier`) sends its header cash or bank account; its lines, typed in the first amount column, are the positive
 * counter amounts.
 */
export function glToBody(values: GlValues, record: Row, foreign: boolean, cashier = false): Row {
  const docRate = foreign ? values.rate?.trim() || '1' : '1';
  const details = filledLines(values.details).map((line) => {
    const signed = signedOf(line);
    const rate = line.rate?.trim() || docRate;
    const common = {
      glaccount: line.glaccount ?? '',
      description: line.description?.trim() ?? '',
      subsidiary: line.subsidiary ?? null,
      deptid: line.deptid ?? null,
      projectid: line.projectid ?? null,
    };
    if (!foreign || !isAmountText(signed)) return { ...common, glamount: signed };
    return { ...common, glamount: toBase(signed, rate) ?? signed, primeamount: signed, rate };
  });
  const number = values.jvnumber?.trim();
  return {
    ...(typeof record.jvid === 'number' ? { jvid: record.jvid, version: record.version } : {}),
    // Left empty, the number is taken from the numbering when the document is saved.
    ...(number ? { jvnumber: number } : {}),
    transdate: values.transdate ?? '',
    description: values.description?.trim() ?? '',
    currencyid: values.currencyid ?? null,
    rate: docRate,
    ...(cashier ? { glaccount: values.glaccount ?? null } : {}),
    personid: values.personid ?? null,
    payee: values.payee?.trim() ?? '',
    details,
  };
}

export interface GlTotals {
  /** Totals of the debit and credit columns as typed (the document's currency). */
  debit: string;
  credit: string;
  /** The same in the base currency, and debit − credit there: what must be zero. */
  baseDebit: string;
  baseCredit: string;
  difference: string;
}

export function glTotals(lines: readonly GlLineValues[] | undefined, foreign: boolean, docRate: string | null | undefined): GlTotals {
  const rows = lines ?? [];
  const base = rows.map((line) => baseAmountOf(line, foreign, docRate));
  const baseDebit = sumAmounts(base.filter((amount) => signOf(amount) > 0));
  const baseCredit = absAmount(sumAmounts(base.filter((amount) => signOf(amount) < 0)));
  return {
    debit: sumAmounts(rows.map((line) => (isAmountText(line.debit) ? line.debit : null))),
    credit: sumAmounts(rows.map((line) => (isAmountText(line.credit) ? line.credit : null))),
    baseDebit,
    baseCredit,
    difference: subtractAmount(baseDebit, baseCredit),
  };
}

/**
 * Whether the body's lines balance in the base currency. 'rounding': off by no more than a cent a line, which
 * the server books to the rounding account when the company has one (and refuses otherwise).
 */
export function balanceOf(details: readonly Row[]): 'balanced' | 'rounding' | 'unbalanced' {
  const amounts = details.map((line) => roundAmount(str(line.glamount) ?? '0'));
  const difference = sumAmounts(amounts);
  if (signOf(difference) === 0) return 'balanced';
  return withinAmount(difference, sumAmounts(details.map(() => '0.01'))) ? 'rounding' : 'unbalanced';
}

/** A debit typed clears the credit of its line and the other way round: a line is one or the other. */
export function otherSide(side: 'debit' | 'credit'): 'debit' | 'credit' {
  return side === 'debit' ? 'credit' : 'debit';
}

/** A journal document's copy (Salin, and a schedule's template): its own number and date, the header and lines as they are (nothing is pulled). */
export const GL_COPY = copyOf({ own: { jvnumber: '', transdate: null } });
