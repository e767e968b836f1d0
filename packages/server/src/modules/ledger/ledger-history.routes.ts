import { trimZeros } from '@lontar/core';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { generalLedgerDetail, ledgerDetailTable, parseCursor, presentDetail, wholeLedgerDetail } from './general-ledger-detail.ts';
import { corrections, isoDate } from './ledger-reports.routes.ts';
import { historyTable, wholeHistory, ZReportFormat } from './report-export.ts';
import { declareReport } from './report-route.ts';
import { accountHistory, type HistoryQuery } from './reports.repo.ts';

/**
 * The ledger's line reports declared once each (report-route.ts): the screen reads a page after a cursor, the
 * download reads the whole range (`readExport`). An account, or a range, the company does not have: 404.
 */

const cursor = z.string().regex(/^\d{4}-\d{2}-\d{2},\d+,\d+$/, { message: 'V_INVALID_VALUE' });
const inOrder = (from: string, to: string) => {
  if (to < from) throw new AppError('V_RANGE', {}, { status: 400 });
};
const found = <T>(value: T | undefined | null): T => {
  if (!value) throw new AppError('NOT_FOUND');
  return value;
};

/** One page of an account's lines after the cursor `after` (transdate,journalid,seq), with the running balance. */
async function historyPage(tx: Tx, tenantId: number, q: Omit<HistoryQuery, 'after'>, after: string | undefined) {
  const [transdate, journalid, seq] = after?.split(',') ?? [];
  return found(await accountHistory(tx, tenantId, { ...q, after: transdate ? { transdate, journalid: Number(journalid), seq: Number(seq) } : undefined }));
}

type Page = Awaited<ReturnType<typeof historyPage>>;

/** A page as the screen reads it: the lines, the opening, the account and the cursor of the next page. */
function presentPage(page: Page, size: number, line: (r: Page['rows'][number]) => Record<string, unknown>) {
  const last = page.rows.at(-1);
  const listdata = page.rows.map((r) => ({ ...r, ...line(r), debit: trimZeros(String(r.debit)), credit: trimZeros(String(r.credit)), balance: trimZeros(String(r.balance)) }));
  return { listdata, opening: trimZeros(page.opening), account: page.account, next: page.more && last ? `${last.transdate},${last.journalid},${last.seq}` : null, size };
}

/** An account's history (buku besar per akun) over dates, optionally of one person or user, on the Reports screen. */
export const accountHistoryReport = declareReport({
  name: 'glaccount-glhist',
  tags: ['ledger'],
  screen: 'reports',
  query: z.strictObject({
    DFROM: isoDate,
    DTO: isoDate,
    VGLACCOUNT: z.string().min(1).max(30),
    VPERSONID: z.coerce.number().int().positive().optional(),
    VUSERID: z.coerce.number().int().positive().optional(),
    BAHASA: z.enum(['id', 'en']).optional(),
    after: cursor.optional(),
    size: z.coerce.number().int().min(1).max(500).default(100),
    format: ZReportFormat,
    corrections,
  }),
  check: (q) => inOrder(q.DFROM, q.DTO),
  read: (tx, tenantId, q) => historyPage(tx, tenantId, { glaccount: q.VGLACCOUNT, from: q.DFROM, to: q.DTO, personid: q.VPERSONID, userid: q.VUSERID, size: q.size, corrections: q.corrections }, q.after),
  readExport: async (tx, tenantId, q) => found(await wholeHistory(tx, tenantId, { glaccount: q.VGLACCOUNT, from: q.DFROM, to: q.DTO, personid: q.VPERSONID, userid: q.VUSERID, corrections: q.corrections })),
  json: (page, q) => presentPage(page, q.size, () => ({ glid: page.account.glid, glaccount: page.account.glaccount })),
  export: {
    table: (whole, q, lang) => historyTable(whole.opening, q.DFROM, whole.rows, lang, q.corrections),
    file: (_w, q) => [q.VGLACCOUNT, q.DFROM, q.DTO],
  },
});

/** The bank book: a cash or bank account's history over dates, on its own screen. */
export const bankBookReport = declareReport({
  name: 'bank-book',
  tags: ['bank'],
  screen: 'bank-book',
  query: z.strictObject({ glaccount: z.string().min(1).max(30), from: isoDate, to: isoDate, after: cursor.optional(), size: z.coerce.number().int().min(1).max(500).default(100), format: ZReportFormat, corrections }),
  check: (q) => inOrder(q.from, q.to),
  read: (tx, tenantId, q) => historyPage(tx, tenantId, { glaccount: q.glaccount, from: q.from, to: q.to, size: q.size, cashOnly: true, corrections: q.corrections }, q.after),
  readExport: async (tx, tenantId, q) => found(await wholeHistory(tx, tenantId, { glaccount: q.glaccount, from: q.from, to: q.to, cashOnly: true, corrections: q.corrections })),
  json: (page, q) => presentPage(page, q.size, () => ({})),
  export: {
    table: (whole, q, lang) => historyTable(whole.opening, q.from, whole.rows, lang, q.corrections),
    file: (_w, q) => [q.glaccount, q.from, q.to],
  },
});

/** The general ledger detail: every account's (or one's) lines over dates, a page of accounts at a time on the screen. */
export const generalLedgerDetailReport = declareReport({
  name: 'general-ledger-detail',
  tags: ['reports'],
  screen: 'reports',
  query: z.strictObject({
    from: isoDate,
    to: isoDate,
    glaccount: z.string().min(1).max(30).optional(),
    after: z.string().regex(/^\d{1,15},\d{4}-\d{2}-\d{2},\d{1,15},\d{1,9}$/, { message: 'V_INVALID_VALUE' }).optional(),
    size: z.coerce.number().int().min(1).max(1000).default(200),
    format: ZReportFormat,
    corrections,
  }),
  check: (q) => inOrder(q.from, q.to),
  read: async (tx, tenantId, q) =>
    found(await generalLedgerDetail(tx, tenantId, { from: q.from, to: q.to, glaccount: q.glaccount, corrections: q.corrections, after: q.after ? parseCursor(q.after) : undefined, size: q.size })),
  readExport: async (tx, tenantId, q) => found(await wholeLedgerDetail(tx, tenantId, { from: q.from, to: q.to, glaccount: q.glaccount, corrections: q.corrections })),
  json: (page, q) => ({ listdata: page.accounts.map(presentDetail), next: page.next, size: q.size, from: q.from, to: q.to }),
  export: {
    table: (whole, q, lang) => ledgerDetailTable(whole, q.from, q.to, lang, q.corrections),
    file: (_w, q) => [q.glaccount ?? '', q.from, q.to],
  },
});
