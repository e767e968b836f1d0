import { fixed, sumOf, td } from '../trade/trade-decimal.ts';

/**
 * A document on a vendor's statement (kartu hutang): an invoice owes the vendor (credit), a payment or a return
 * owes less (debit). Amounts in the documents' currency.
 */
export interface StatementEntry {
  date: string;
  form: string;
  id: number;
  number: string;
  description: string;
  debit: string;
  credit: string;
}

export interface StatementResult<T extends StatementEntry> {
  opening: string;
  lines: (T & { balance: string })[];
  debit: string;
  credit: string;
  closing: string;
}

/**
 * The vendor statement's running balance: from `opening` (what was owed before the range, credit positive) each
 * entry in date order (entries of one date in the order given) adds its credit and takes off its debit; the totals
 * of both columns and the closing balance, which equals opening + credits − debits.
 */
export function runStatement<T extends StatementEntry>(opening: string, entries: readonly T[]): StatementResult<T> {
  let balance = td(opening);
  const sorted = entries.map((e, i) => ({ e, i })).sort((a, b) => (a.e.date < b.e.date ? -1 : a.e.date > b.e.date ? 1 : a.i - b.i));
  const lines = sorted.map(({ e }) => {
    balance = balance.plus(td(e.credit)).minus(td(e.debit));
    return { ...e, balance: fixed(balance, 2) };
  });
  return {
    opening: fixed(td(opening), 2),
    lines,
    debit: fixed(sumOf(entries.map((e) => td(e.debit))), 2),
    credit: fixed(sumOf(entries.map((e) => td(e.credit))), 2),
    closing: fixed(balance, 2),
  };
}
