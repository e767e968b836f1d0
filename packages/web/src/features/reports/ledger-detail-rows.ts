import { sumAmounts, type LedgerDetailAccount, type LedgerLine } from '@lontar/core';

/** A row of the general ledger detail as shown: an account's heading with its opening, a line, or its closing. */
export type DetailRow =
  | { key: string; kind: 'opening'; account: LedgerDetailAccount }
  | { key: string; kind: 'line'; account: LedgerDetailAccount; line: LedgerLine }
  | { key: string; kind: 'closing'; account: LedgerDetailAccount; debit: string; credit: string };

/**
 * The pages as one list: an account begun on an earlier page carries on without a second heading, and its
 * closing row (with the range's debit and credit totals) comes once its last line has arrived.
 */
export function detailRows(pages: readonly (readonly LedgerDetailAccount[])[]): DetailRow[] {
  const rows: DetailRow[] = [];
  const totals = new Map<number, { debit: string[]; credit: string[] }>();
  for (const account of pages.flat()) {
    if (!account.continued) rows.push({ key: `open-${account.glid}`, kind: 'opening', account });
    const sums = totals.get(account.glid) ?? { debit: [], credit: [] };
    for (const line of account.lines) {
      rows.push({ key: `${account.glid}-${line.journalid}-${line.seq}`, kind: 'line', account, line });
      sums.debit.push(line.debit);
      sums.credit.push(line.credit);
    }
    totals.set(account.glid, sums);
    if (account.complete) rows.push({ key: `close-${account.glid}`, kind: 'closing', account, debit: sumAmounts(sums.debit), credit: sumAmounts(sums.credit) });
  }
  return rows;
}
