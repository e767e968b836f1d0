import { createHash } from 'node:crypto';
import { ACCOUNT_TYPE, balanceJournal, LedgerError, nonPositiveLines, postGlDocument, type CashSide, reverseLines, ROLES, translate, trimZeros, type Lang, type TGlDocument } from '@lontar/core';
import Decimal from 'decimal.js';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { sqlState, type Tx } from '../../platform/tx.ts';
import { auditChanges, writeAudit } from '../forms/audit.repo.ts';
import { inTenantNamingLocks, LockedBy, lockedByOther } from '../forms/edit-lock.ts';
import { wireRecord } from '../forms/form.service.ts';
import * as docs from './gl-document.repo.ts';
import { journalLines, writeJournal } from './journal.repo.ts';
import { periodOf, windowSettingsOf } from './period.repo.ts';
import { checkPeriod, checkPeriodIn } from './period-check.ts';
import { overBudgetWarnings } from './budget.service.ts';
import { passTypedNumber, proposeNumber } from '../numbering/numbering.repo.ts';

/** The three journal documents and their transaction types (spec 001 §3). */
export const GL_FORMS = { 'journal-voucher': 'GL JV', 'other-payment': 'GL PMT', 'other-receipt': 'GL ODT' } as const;
export type GlForm = keyof typeof GL_FORMS;
/** Which way the header cash or bank account moves on a cashier's document; a journal voucher has none. */
const CASH_SIDE: Record<GlForm, CashSide | null> = { 'journal-voucher': null, 'other-payment': 'payment', 'other-receipt': 'receipt' };

type Flag = 'akses' | 'tambah' | 'ubah' | 'hapus';
const ACTION = { akses: 'ACTION_OPEN', tambah: 'ACTION_CREATE', ubah: 'ACTION_EDIT', hapus: 'ACTION_DELETE' } as const;

export async function requireRight(tx: Tx, call: TenantCall, form: GlForm, flag: Flag, lang: Lang) {
  if (!(await hasRight(tx, call, form, flag))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]) }, { status: 403, publicCode: 'ACCESS_DENIED' });
}

/**
 * The rule of rightsOn (platform/tenant-access.ts) applied to a privilege row that was read together with
 * the other posting settings: an ADMINISTRATOR has every right, anyone else what their row grants.
 */
function requireRightIn(call: TenantCall, rights: docs.PostingContext['rights'], flag: Flag, lang: Lang) {
  if (call.roleId !== ROLES.ADMINISTRATOR && !rights?.[flag]) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]) }, { status: 403, publicCode: 'ACCESS_DENIED' });
}

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
  return presentDocument(form, row, lines, neighbours, cashAccount);
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
function audited(row: docs.GlDocRow, doc: Presented) {
  const amounts = doc.details.map((line) => new Decimal(line.glamount));
  const total = doc.glaccount ? Decimal.sum(0, ...amounts.map((amount) => amount.abs())) : Decimal.sum(0, ...amounts.filter((amount) => amount.isPositive()));
  return {
    jvnumber: row.jvnumber,
    transdate: row.transdate,
    description: row.description,
    currencyid: row.currencyid,
    rate: doc.rate,
    glaccount: doc.glaccount,
    personid: row.personid,
    payee: row.payee,
    total: trimZeros(total.toFixed()),
    details: doc.details.map(({ glaccount, glamount, description, subsidiary, deptid, projectid }) => ({ glaccount, glamount, description, subsidiary, deptid, projectid })),
  };
}

function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Creates and posts a document. Round trips: the posting context (rights, settings, period, accounts, budget
 * presence, Idempotency-Key claim) in one query, then one statement that numbers and writes the document,
 * its journal, balances and audit row; budget warnings and the idempotent response only when they apply.
 */
export async function createGlDocument(ctx: AppContext, call: TenantCall, form: GlForm, doc: TGlDocument, lang: Lang, idempotency?: { key: string; body: unknown }) {
  try {
    return await inTenant(ctx, call, async (tx) => {
      const hash = idempotency ? requestHash(idempotency.body) : '';
      const context = await docs.postingContext(tx, call.tenantId, {
        userId: call.userId,
        screen: form,
        period: periodOf(doc.transdate),
        numbers: accountNumbers(doc),
        claim: idempotency ? { key: idempotency.key, requestHash: hash } : undefined,
      });
      requireRightIn(call, context.rights, 'tambah', lang);
      if (idempotency && !context.claimed) {
        const claim = await docs.idempotencyRecord(tx, call.tenantId, idempotency.key);
        if (claim.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH', {}, { status: 409 });
        if (claim.response) return claim.response as typeof data;
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', {}, { status: 409 });
      }
      checkPeriodIn(doc.transdate, { startdate: context.startdate, closed: context.closed, windows: windowSettingsOf(context.pcompany) });
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
      const data = { ...presentDocument(form, posted.row, posted.lines, posted.neighbours, doc.glaccount ?? null), warnings };
      if (idempotency) await docs.storeIdempotentResponse(tx, call.tenantId, idempotency.key, data);
      return data;
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('DUPLICATE_NUMBER', {}, { status: 409 });
    throw error;
  }
}

/** Reverses the current posting (dated at the original date) and posts the edited document, in one transaction. */
export async function updateGlDocument(ctx: AppContext, call: TenantCall, form: GlForm, doc: TGlDocument & { version?: number }, lang: Lang) {
  if (!doc.jvid) throw validationError([translate(lang, 'MISSING_ID', { field: 'jvid' })]);
  if (doc.version === undefined) throw validationError([translate(lang, 'MISSING_ID', { field: 'version' })]);
  try {
    return await inTenantNamingLocks(ctx, call, async (tx) => {
      const current = await docs.findDocument(tx, call.tenantId, form, doc.jvid!);
      if (!current) throw new AppError('NOT_FOUND');
      await requireRight(tx, call, form, 'ubah', lang);
      if (lockedByOther(current, call.userId)) throw new LockedBy(Number(current.lockedBy));
      if (doc.version !== current.version) throw new AppError('STALE_VERSION');
      const settings = await docs.postingSettings(tx, call.tenantId);
      await checkPeriod(tx, call.tenantId, current.transdate, settings.startdate);
      await checkPeriod(tx, call.tenantId, doc.transdate, settings.startdate);
      await checkCashierFields(tx, call.tenantId, form, doc, lang);
      const glidOf = await resolveAccounts(tx, call.tenantId, doc, lang);
      const posting = journalFor(form, doc, glidOf, settings.roundingGlid);
      const before = await present(tx, call.tenantId, form, current);
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
      const after = await present(tx, call.tenantId, form, row);
      await writeAudit(tx, { tenantId: call.tenantId, form, recordid: current.jvid, action: 'update', userid: call.userId, username: call.username, changes: auditChanges(audited(current, before), audited(row, after)) });
      const warnings = await overBudgetWarnings(tx, call.tenantId, debitAccounts(posting.lines), doc.transdate, lang);
      return { ...after, warnings };
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('DUPLICATE_NUMBER', {}, { status: 409 });
    throw error;
  }
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

/** Deleting writes the reversal; the document goes, its journals stay readable. */
export async function deleteGlDocument(ctx: AppContext, call: TenantCall, form: GlForm, jvid: number, lang: Lang) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const current = await docs.findDocument(tx, call.tenantId, form, jvid);
    if (!current) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, form, 'hapus', lang);
    if (lockedByOther(current, call.userId)) throw new LockedBy(Number(current.lockedBy));
    await checkPeriod(tx, call.tenantId, current.transdate, (await docs.postingSettings(tx, call.tenantId)).startdate);
    await reverse(tx, call, form, current);
    await docs.deleteDocument(tx, call.tenantId, jvid);
    await writeAudit(tx, { tenantId: call.tenantId, form, recordid: jvid, action: 'delete', userid: call.userId, username: call.username, changes: { jvnumber: [current.jvnumber, null] } });
    return { id: jvid };
  });
}

export async function readGlDocument(ctx: AppContext, call: TenantCall, form: GlForm, jvid: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    const row = await docs.findDocument(tx, call.tenantId, form, jvid);
    if (!row) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, form, 'akses', lang);
    return present(tx, call.tenantId, form, row);
  });
}

export async function listGlDocuments(ctx: AppContext, call: TenantCall, form: GlForm, q: { page: number; size: number; search?: string }, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, form, 'akses', lang);
    const { rows, total } = await docs.listDocuments(tx, call.tenantId, form, q);
    return { listdata: rows.map((r) => ({ ...r, amount: trimZeros(r.amount), id: r.jvid })), total, page: q.page, size: q.size };
  });
}

export async function nextGlNumber(ctx: AppContext, call: TenantCall, form: GlForm) {
  return inTenant(ctx, call, async (tx) => ({ number: (await proposeNumber(tx, call.tenantId, GL_FORMS[form])) ?? '' }));
}
