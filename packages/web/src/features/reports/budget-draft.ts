import { isAmountText, sumAmounts } from '@lontar/core';
import type { BudgetRow } from './reports-api.ts';

/** One account's budget as edited: twelve months, each a decimal string or empty (nothing typed yet). */
export interface BudgetDraftRow {
  glid: number;
  glaccount: string;
  accountname: string;
  periods: (string | null)[];
  /** Saved on the server (deleting it asks the server). */
  saved: boolean;
}

export const MONTH_COUNT = 12;

export function draftFromServer(rows: readonly BudgetRow[]): BudgetDraftRow[] {
  return rows.map((row) => ({ glid: row.glid, glaccount: row.glaccount, accountname: row.accountname, periods: [...row.periods], saved: true }));
}

/** The same budget whatever the spelling ("1000" and "1000.00", empty and "0"): what decides whether there is something to save. */
export function draftSignature(rows: readonly BudgetDraftRow[]): string {
  return JSON.stringify(rows.map((row) => [row.glaccount, row.periods.map((p) => sumAmounts([p]))]));
}

export function rowTotal(row: BudgetDraftRow): string {
  return sumAmounts(row.periods);
}

/** The first month that is not a budget the server takes (not negative, at most six decimals), as [row, month]. */
export function firstInvalid(rows: readonly BudgetDraftRow[]): [number, number] | null {
  for (const [r, row] of rows.entries()) {
    for (const [m, value] of row.periods.entries()) {
      if (value === null || value === '') continue;
      if (!isAmountText(value) || value.trim().startsWith('-')) return [r, m];
    }
  }
  return null;
}

/** The PUT budgetaccount body's details: empty months are zero. */
export function budgetDetails(rows: readonly BudgetDraftRow[]): { glaccount: string; periods: string[] }[] {
  return rows.map((row) => ({ glaccount: row.glaccount, periods: row.periods.map((p) => (p === null || p.trim() === '' ? '0' : p.trim())) }));
}
