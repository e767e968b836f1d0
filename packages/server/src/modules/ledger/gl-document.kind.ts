import { ACCOUNT_TYPE, balanceJournal, JOURNAL_DOCUMENTS, LedgerError, nonPositiveLines, postGlDocument, type CashSide, reverseLines, translate, trimZeros, type JournalForm, type Lang, type TGlDocument } from '@lontar/core';
import Decimal from 'decimal.js';
import { glDocument } from '../../db/schema/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import { approvedFor } from '../approvals/approval-sync.ts';
import type { Tx } from '../../platform/tx.ts';
import { wireRecord } from '../forms/form.service.ts';
import { anyKind, createContextOf, type Body, type DocumentKind } from '../documents/document-kind.ts';
import * as docs from './gl-document.repo.ts';
import { journalLines, writeJournal } from './journal.repo.ts';
import { periodOf } from './period.repo.ts';
import { overBudgetWarnings } from './budget.service.ts';
import { passTypedNumber } from '../numbering/numbering.repo.ts';

/**
 * The journal documents' kind (documents/document-kind.ts): journal voucher, other payment and other receipt,
 * declared in core (`JOURNAL_DOCUMENTS`), stored in `gl_document` / `gl_document_line`, posted by
 * `postGlDocument`. A create is two round trips: the posting context, then one statement that numbers and writes
 * the document, its lines, journal, balances and audit row (docs/performance.md).
 */

/** The three journal documents and their transaction types (spec 001 §3). */
export const GL_FORMS = Object.fromEntries(JOURNAL_DOCUMENTS.map((d) => [d.form, d.transtype])) as Record<JournalForm, string>;
export type GlForm = JournalForm;
/** Which way the header cash or bank account moves on a cashier's document; a journal voucher has none. */
const CASH_SIDE: Record<GlForm, CashSide | null> = { 'journal-voucher': null, 'other-payment': 'payment', 'other-receipt': 'receipt' };

/** Every account number a document names: its lines', and the cash or bank account of its header. */
function accountNumbers(doc: TGlDocument): string[] {
  return [...new Set([...doc.details.map((d) => d.glaccount), ...(doc.glaccount ? [doc.glaccount] : [])])];
}

/** Posting accounts by number: unknown → 400 per line; a parent or suspended account → "Parent account cannot be selected!". */
async function resolveAccounts(tx: Tx, tenantId: number, doc: TGlDocument, lang: Lang) {
  return accountsOf(await docs.accountsByNumber(tx, tenantId, accountNumbers(doc)), doc, lang);
}

type AccountRow = { glid: number; glaccount: string; suspended: boolean; accounttype: number; isParent: boolean };

function accountsOf(rows: AccountRow[], doc: TGlDocument, lang: Lang) {
  const byNo = new Map(rows.map((r) => [r.glaccount, r]));
  const problems: string[] = [];
  const check = (no: string, field: string) => {
    const acc = byNo.get(no);
    if (!acc) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field }));
    else if (acc.isParent || acc.suspended) problems.push(`${field}: ${translate(lang, 'PARENT_ACCOUNT')}`);
    return acc;
  };
  doc.details.forEach((d, i) => check(d.glaccount, `details.${i}.glaccount`));
  if (doc.glaccount) {
    const cash = check(doc.glaccount, 'glaccount');
    if (cash && cash.accounttype !== ACCOUNT_TYPE.CASH_BANK) problems.push(`glaccount: ${translate(lang, 'NOT_CASH_ACCOUNT')}`);
  }
  if (problems.length) throw validationError(problems);
  return (no: string) => byNo.get(no)!.glid;
}

/**
 * What only a cashier's document may hold: a header cash or bank account (not on a journal voucher), and then
 * counter lines with positive amounts; a customer or vendor named as payee must be the company's.
 */
async function checkCashierFields(tx: Tx, tenantId: number, form: GlForm, doc: TGlDocument, lang: Lang) {
  const problems: string[] = [];
  if (doc.glaccount && !CASH_SIDE[form]) problems.push(`glaccount: ${translate(lang, 'V_UNKNOWN_FIELD')}`);
  for (const i of nonPositiveLines(doc)) problems.push(translate(lang, 'V_DECIMAL_FIELD', { field: `details.${i}.glamount` }));
  if (doc.personid && !(await docs.personExists(tx, tenantId, doc.personid))) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: 'personid' }));
  if (problems.length) throw validationError(problems);
}

/** The header fields a cashier's document stores beside its lines. */
function cashierColumns(doc: TGlDocument, glidOf: (no: string) => number) {
  return { cashglid: doc.glaccount ? glidOf(doc.glaccount) : null, personid: doc.personid ?? null, payee: doc.payee };
}

/** Balances the document's lines into a journal; "Debit and Credit are not balanced." otherwise. */
function journalFor(form: GlForm, doc: TGlDocument, glidOf: (no: string) => number, roundingGlid: number | null) {
  try {
    return balanceJournal(postGlDocument(doc, glidOf, doc.currencyid ?? null, CASH_SIDE[form]), { roundingGlid });
  } catch (error) {
    if (error instanceof LedgerError) throw new AppError(error.code === 'UNBALANCED' ? 'UNBALANCED' : 'EMPTY_JOURNAL', {}, { status: 400 });
    throw error;
  }
}

function lineRows(doc: TGlDocument, glidOf: (no: string) => number) {
  return doc.details.map((d) => {
    const rate = d.rate ?? doc.rate ?? '1';
    return {
      glid: glidOf(d.glaccount),
      glamount: d.glamount,
      primeamount: d.primeamount ?? new Decimal(d.glamount).dividedBy(rate).toDecimalPlaces(6).toFixed(),
      rate,
      subsidiary: d.subsidiary ?? null,
      deptid: d.deptid ?? null,
      projectid: d.projectid ?? null,
      description: d.description,
    };
  });
}


/** A document as the API returns it: lines carry `debit` and `credit` next to the signed `glamount`. */
async function present(tx: Tx, tenantId: number, form: GlForm, row: docs.GlDocRow) {
  const [lines, neighbours, cashAccount] = [await docs.documentLines(tx, tenantId, row.jvid), await docs.documentNeighbours(tx, tenantId, form, row.jvid), await docs.accountNumber(tx, tenantId, row.cashglid)];
  return { ...presentDocument(form, row, lines, neighbours, cashAccount), approved: await approvedFor(tx, tenantId, form, row.jvid) };
}

/** `glaccount` is the header cash or bank account's number (null on a signed document); the lines are as entered. */
function presentDocument(form: GlForm, row: docs.GlDocRow, lines: Awaited<ReturnType<typeof docs.documentLines>>, neighbours: { idnext: number | null; idprev: number | null }, cashAccount: string | null) {
  // A receipt's counter lines are entered positive and posted as credits: debit and credit say how they post.
  const sign = cashAccount && CASH_SIDE[form] === 'receipt' ? -1 : 1;
  const details = lines.map((l) => {
    const amount = new Decimal(l.glamount).times(sign);
    return { ...l, glamount: trimZeros(l.glamount), primeamount: trimZeros(l.primeamount), rate: trimZeros(l.rate), debit: amount.isPositive() ? trimZeros(amount.toFixed()) : '0', credit: amount.isNegative() ? trimZeros(amount.negated().toFixed()) : '0' };
  });
  const { cashglid: _cashglid, ...header } = row;
  return { ...wireRecord(header), form, rate: trimZeros(row.rate), glaccount: cashAccount, id: row.jvid, details, ...neighbours };
}

type Presented = ReturnType<typeof presentDocument>;

/**
 * What the audit compares of a journal document: its header as entered, its lines (account, amount, description,
 * subsidiary, department, project) and its total (the cash side of a cashier's document, else the debits).
 */
function audited(presented: Body): Body {
  const doc = presented as unknown as Presented & Pick<docs.GlDocRow, 'jvnumber' | 'transdate' | 'description' | 'currencyid' | 'personid' | 'payee'>;
  const amounts = doc.details.map((line) => new Decimal(line.glamount));
  const total = doc.glaccount ? Decimal.sum(0, ...amounts.map((amount) => amount.abs())) : Decimal.sum(0, ...amounts.filter((amount) => amount.isPositive()));
  return {
    jvnumber: doc.jvnumber,
    transdate: doc.transdate,
    description: doc.description,
    currencyid: doc.currencyid,
    rate: doc.rate,
    glaccount: doc.glaccount,
    personid: doc.personid,
    payee: doc.payee,
    total: trimZeros(total.toFixed()),
    details: doc.details.map(({ glaccount, glamount, description, subsidiary, deptid, projectid }) => ({ glaccount, glamount, description, subsidiary, deptid, projectid })),
  };
}

function debitAccounts(lines: { glid: number; amount: string }[]): number[] {
  return [...new Set(lines.filter((l) => !l.amount.startsWith('-')).map((l) => l.glid))];
}

async function reverse(tx: Tx, call: TenantCall, form: GlForm, current: docs.GlDocRow) {
  if (!current.journalid) return;
  const lines = await journalLines(tx, call.tenantId, current.journalid);
  await writeJournal(
    tx,
    { tenantId: call.tenantId, form, docid: current.jvid, docno: current.jvnumber, transdate: current.transdate, description: `Pembalikan ${current.jvnumber}`, reversalOf: current.journalid, userid: call.userId },
    reverseLines(lines),
  );
}

/** Start date and rounding account; on a create also the whole posting context read with the rights (begin). */
type GlSettings = { startdate: string | null; roundingGlid: number | null; context?: docs.PostingContext };

function glKind(form: GlForm) {
  const decl = JOURNAL_DOCUMENTS.find((d) => d.form === form)!;
  const kind: DocumentKind<docs.GlDocRow, GlSettings> = {
    decl,
    lockTable: { name: form, table: glDocument, idField: 'jvid' },
    find: (tx, tenantId, id) => docs.findDocument(tx, tenantId, form, id),
    present: (tx, tenantId, row) => present(tx, tenantId, form, row),
    audited,
    async list(tx, tenantId, q) {
      const { rows, total } = await docs.listDocuments(tx, tenantId, form, q);
      return { listdata: rows.map((r) => ({ ...r, amount: trimZeros(r.amount), id: r.jvid })), total };
    },
    /** Rights, settings, period, the document's accounts, budget presence, approval and the Idempotency-Key claim: one round trip. */
    async begin(tx, call, body, q) {
      const doc = body as TGlDocument;
      const context = await docs.postingContext(tx, call.tenantId, { userId: call.userId, screen: q.screen, form, period: periodOf(doc.transdate), numbers: accountNumbers(doc), claim: q.claim });
      return createContextOf(context, { startdate: context.startdate, roundingGlid: context.roundingGlid, context });
    },
    settings: docs.postingSettings,
    async create(tx, call, body, settings, lang) {
      const doc = body as TGlDocument;
      const context = settings.context!;
      await checkCashierFields(tx, call.tenantId, form, doc, lang);
      const glidOf = accountsOf(context.accounts, doc, lang);
      const posting = journalFor(form, doc, glidOf, context.roundingGlid);
      const posted = await docs.postDocument(tx, {
        tenantId: call.tenantId,
        form,
        transtype: GL_FORMS[form],
        jvnumber: doc.jvnumber,
        transdate: doc.transdate,
        description: doc.description,
        currencyid: doc.currencyid ?? null,
        rate: doc.rate ?? '1',
        ...cashierColumns(doc, glidOf),
        userid: call.userId,
        username: call.username,
        lines: lineRows(doc, glidOf),
        journal: posting.lines,
        total: posting.total,
      });
      const warnings = context.budgeted ? await overBudgetWarnings(tx, call.tenantId, debitAccounts(posting.lines), doc.transdate, lang) : [];
      return { data: { ...presentDocument(form, posted.row, posted.lines, posted.neighbours, doc.glaccount ?? null), approved: true, warnings }, audited: true };
    },
    /** Reverses the current posting (dated at the original date) and posts the edited document. */
    async update(tx, call, current, body, settings, lang) {
      const doc = body as TGlDocument;
      await checkCashierFields(tx, call.tenantId, form, doc, lang);
      const glidOf = await resolveAccounts(tx, call.tenantId, doc, lang);
      const posting = journalFor(form, doc, glidOf, settings.roundingGlid);
      await reverse(tx, call, form, current);
      const jvnumber = doc.jvnumber ?? current.jvnumber;
      if (jvnumber !== current.jvnumber) await passTypedNumber(tx, call.tenantId, GL_FORMS[form], jvnumber);
      const journalid = await writeJournal(tx, { tenantId: call.tenantId, form, docid: current.jvid, docno: jvnumber, transdate: doc.transdate, description: doc.description, reversalOf: null, userid: call.userId }, posting.lines);
      const row = await docs.updateDocument(tx, call.tenantId, current.jvid, current.version, {
        jvnumber,
        transdate: doc.transdate,
        description: doc.description,
        currencyid: doc.currencyid ?? null,
        rate: doc.rate ?? '1',
        ...cashierColumns(doc, glidOf),
        journalid,
      });
      if (!row) throw new AppError('STALE_VERSION');
      await docs.replaceLines(tx, call.tenantId, current.jvid, lineRows(doc, glidOf));
      return { row, extra: { warnings: await overBudgetWarnings(tx, call.tenantId, debitAccounts(posting.lines), doc.transdate, lang) } };
    },
    async remove(tx, call, current) {
      await reverse(tx, call, form, current);
      await docs.deleteDocument(tx, call.tenantId, current.jvid);
    },
  };
  return anyKind(kind);
}

export const JOURNAL_KINDS: Record<GlForm, ReturnType<typeof glKind>> = {
  'journal-voucher': glKind('journal-voucher'),
  'other-payment': glKind('other-payment'),
  'other-receipt': glKind('other-receipt'),
};
