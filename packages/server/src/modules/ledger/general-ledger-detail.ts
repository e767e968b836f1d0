import { trimZeros, type Lang, type LedgerDetailAccount, type LedgerLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { balanceCells, EXPORT_MAX_ROWS, lineCells, lineColumns, word, type ReportTable } from './report-export.ts';
import { accountByNumber, accountHistory, accountsWithActivity, closingBalances } from './reports.repo.ts';

/** Keyset position: the last line sent (account, date, journal, line). */
export interface DetailCursor {
  glid: number;
  transdate: string;
  journalid: number;
  seq: number;
}

export interface DetailQuery {
  from: string;
  to: string;
  glaccount?: string;
  after?: DetailCursor;
  /** Journal lines per page (accounts are never split by the page size, only by it running out). */
  size: number;
  /** The whole trail (reversed postings and reversals, marked); by default the current state without them. */
  corrections?: boolean;
}

export const parseCursor = (text: string): DetailCursor => {
  const [glid, transdate, journalid, seq] = text.split(',');
  return { glid: Number(glid), transdate: transdate!, journalid: Number(journalid), seq: Number(seq) };
};
const cursorOf = (glid: number, line: LedgerLine) => `${glid},${line.transdate},${line.journalid},${line.seq}`;

/**
 * One page of the general ledger detail (buku besar rinci): per account with postings in the range, in
 * account order, the opening balance, its lines with a running balance, and the closing balance. Opening and
 * closing come from the balance table plus at most one month of lines; each account's lines are read through
 * its own index, so a page costs the accounts on it, not the whole ledger. Unknown `glaccount` → undefined.
 */
export async function generalLedgerDetail(tx: Tx, tenantId: number, q: DetailQuery): Promise<{ accounts: LedgerDetailAccount[]; next: string | null } | undefined> {
  if (q.glaccount && !(await accountByNumber(tx, tenantId, q.glaccount))) return undefined;
  const candidates = await accountsWithActivity(tx, tenantId, { from: q.from, to: q.to, glaccount: q.glaccount, startGlid: q.after?.glid, corrections: q.corrections });
  const accounts: Omit<LedgerDetailAccount, 'closing'>[] = [];
  let remaining = q.size;
  let next: string | null = null;
  let lastCursor: string | null = null;
  for (const account of candidates) {
    if (remaining === 0) {
      next = lastCursor;
      break;
    }
    const continued = q.after?.glid === account.glid;
    const page = await accountHistory(tx, tenantId, { glaccount: account.glaccount, from: q.from, to: q.to, after: continued ? q.after : undefined, size: remaining, corrections: q.corrections });
    // An account whose postings that month fall outside the days asked for has no lines here.
    if (!page || page.rows.length === 0) continue;
    accounts.push({ ...account, opening: page.opening, continued, complete: !page.more, lines: page.rows });
    remaining -= page.rows.length;
    lastCursor = cursorOf(account.glid, page.rows.at(-1)!);
    if (page.more) {
      next = lastCursor;
      break;
    }
  }
  const closings = await closingBalances(tx, tenantId, accounts.map((a) => a.glid), q.to);
  return { accounts: accounts.map((a) => ({ ...a, closing: closings.get(a.glid) ?? a.opening })), next };
}

/** The API shape: amounts as decimal strings without trailing zeros. */
export function presentDetail(account: LedgerDetailAccount) {
  const t = (v: string) => trimZeros(String(v));
  return {
    ...account,
    opening: t(account.opening),
    closing: t(account.closing),
    lines: account.lines.map((l) => ({ ...l, debit: t(l.debit), credit: t(l.credit), balance: t(l.balance) })),
  };
}

/** Every account of the range for an export, page by page, with a cap on the lines. */
export async function wholeLedgerDetail(tx: Tx, tenantId: number, q: Omit<DetailQuery, 'after' | 'size'>): Promise<LedgerDetailAccount[] | undefined> {
  const merged: LedgerDetailAccount[] = [];
  let after: DetailCursor | undefined;
  let lines = 0;
  for (;;) {
    const page = await generalLedgerDetail(tx, tenantId, { ...q, after, size: 1_000 });
    if (!page) return undefined;
    for (const account of page.accounts) {
      const last = merged.at(-1);
      if (account.continued && last?.glid === account.glid) last.lines.push(...account.lines);
      else merged.push({ ...account, lines: [...account.lines] });
      lines += account.lines.length;
    }
    if (lines > EXPORT_MAX_ROWS) throw new AppError('REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });
    if (!page.next) return merged;
    after = parseCursor(page.next);
  }
}

/** Export rows: per account an opening row, its lines, and a closing row with the range's debit and credit totals. */
export function ledgerDetailTable(accounts: LedgerDetailAccount[], from: string, to: string, lang: Lang, corrections = false): ReportTable {
  const rows: ReportTable['rows'] = [];
  const pad = corrections ? [''] : [];
  for (const a of accounts) {
    const account = [a.glaccount, a.accountname];
    rows.push([...account, ...balanceCells(from, word('opening', lang), a.opening), ...pad]);
    for (const l of a.lines) rows.push([...account, ...lineCells(l, lang, corrections)]);
    const debit = a.lines.reduce((s, l) => s.plus(l.debit), new Decimal(0));
    const credit = a.lines.reduce((s, l) => s.plus(l.credit), new Decimal(0));
    rows.push([...account, ...balanceCells(to, word('ending', lang), a.closing, debit.toFixed(), credit.toFixed()), ...pad]);
  }
  return {
    columns: [{ header: word('account', lang), type: 'text' }, { header: word('accountName', lang), type: 'text' }, ...lineColumns(lang, corrections)],
    rows,
  };
}
