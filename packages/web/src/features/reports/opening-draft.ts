import { isAmountText, isZeroAmount, negateAmount, subtractAmount, sumAmounts } from '@lontar/core';
import type { OpeningBalances, OpeningLine } from './reports-api.ts';

/** An opening-balance line as typed: the account, a debit or a credit, and a customer or vendor for their ledgers. */
export interface OpeningDraftLine {
  key: number;
  glaccount: string | null;
  debit: string | null;
  credit: string | null;
  subsidiary: number | null;
}

export interface OpeningDraft {
  obdate: string | null;
  lines: OpeningDraftLine[];
}

let nextKey = 1;
export const newLine = (): OpeningDraftLine => ({ key: nextKey++, glaccount: null, debit: null, credit: null, subsidiary: null });

/**
 * The opening date a company without saved balances starts from: the day before its start date, the closing
 * balance of the books it comes from (balances "per 31/12/2025" for a start on 1/1/2026; docs/decisions.md).
 */
export function defaultObdate(startdate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startdate ?? '');
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) - 1));
  return day.toISOString().slice(0, 10);
}

/** The saved balances as lines: a positive amount is a debit, a negative one a credit; no saved date is `fallbackDate`. */
export function draftFromSaved(saved: OpeningBalances, fallbackDate: string | null = null): OpeningDraft {
  const lines = saved.details.map((line) => {
    const credit = line.amount.trim().startsWith('-');
    return { key: nextKey++, glaccount: line.glaccount, debit: credit ? null : line.amount, credit: credit ? negateAmount(line.amount) : null, subsidiary: line.subsidiary };
  });
  return { obdate: saved.obdate ?? fallbackDate, lines };
}

const amountOf = (line: OpeningDraftLine) => subtractAmount(sumAmounts([line.debit]), sumAmounts([line.credit]));

/** Total debit, total credit, and what goes to opening-balance equity so the journal balances (credit less debit). */
export function openingTotals(lines: readonly OpeningDraftLine[]) {
  const debit = sumAmounts(lines.map((line) => line.debit));
  const credit = sumAmounts(lines.map((line) => line.credit));
  return { debit, credit, equity: subtractAmount(credit, debit) };
}

export type OpeningProblem = 'obdate' | 'account' | 'amount';

/** The first thing that keeps the draft from being saved, with its line index; null when it can be sent. */
export function openingProblem(draft: OpeningDraft): { problem: OpeningProblem; line?: number } | null {
  if (!draft.obdate) return { problem: 'obdate' };
  for (const [i, line] of draft.lines.entries()) {
    const typed = [line.debit, line.credit].filter((value) => value !== null && value.trim() !== '');
    if (typed.some((value) => !isAmountText(value) || value!.trim().startsWith('-'))) return { problem: 'amount', line: i };
    if (!line.glaccount && typed.some((value) => !isZeroAmount(value))) return { problem: 'account', line: i };
  }
  return null;
}

/** The multiOpeningBalances details: one signed amount per line with an account and a non-zero amount. */
export function openingDetails(lines: readonly OpeningDraftLine[]): OpeningLine[] {
  return lines
    .filter((line) => line.glaccount && !isZeroAmount(amountOf(line)))
    .map((line) => ({ glaccount: line.glaccount!, amount: amountOf(line), subsidiary: line.subsidiary }));
}

/** What decides whether there is something to save: the same balances however they are spelled or ordered in keys. */
export function openingSignature(draft: OpeningDraft): string {
  return JSON.stringify([draft.obdate, openingDetails(draft.lines)]);
}
