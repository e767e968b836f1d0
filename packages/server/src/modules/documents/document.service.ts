import { createHash } from 'node:crypto';
import { balanceJournal, postStockMoves, reverseLines, translate, trimZeros, type DocMove, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { sqlState, type Tx } from '../../platform/tx.ts';
import { auditChanges, readAudit, writeAudit } from '../forms/audit.repo.ts';
import { inTenantNamingLocks, LockedBy, lockedByOther } from '../forms/edit-lock.ts';
import { LOCK_MINUTES, releaseLock, takeLock } from '../forms/form.repo.ts';
import { idempotencyRecord, storeIdempotentResponse } from '../ledger/gl-document.repo.ts';
import { journalLines, writeJournal } from '../ledger/journal.repo.ts';
import { checkPeriod } from '../ledger/period-check.ts';
import { proposeNumber } from '../numbering/numbering.repo.ts';
import { transDocument } from '../../db/schema/index.ts';
import { runStock } from './document-stock.ts';
import { documentMoveItems, stockSettings } from './goods-context.repo.ts';
import type { GoodsForm } from './goods-forms.ts';
import { prepareGoods } from './goods-prepare.ts';
import * as repo from './trans-document.repo.ts';

/**
 * The one service of the declared transaction documents (issue 11 item 0): it owns the transaction of every
 * create, update and delete — rights, period, version, edit lock, numbering, Idempotency-Key, stock, posting,
 * audit — and a form only says what is particular to it (core `DocumentDecl`, server `GoodsForm`).
 */

type Flag = 'akses' | 'tambah' | 'ubah' | 'hapus';
const ACTION = { akses: 'ACTION_OPEN', tambah: 'ACTION_CREATE', ubah: 'ACTION_EDIT', hapus: 'ACTION_DELETE' } as const;
type AnyForm = GoodsForm<never>;
type Body = Record<string, unknown>;

async function requireRight(tx: Tx, call: TenantCall, form: AnyForm, flag: Flag, lang: Lang) {
  // A document without a screen of its own (opening stock: editing items) needs that screen's `ubah` to change it.
  const wanted = flag === 'akses' || form.decl.rights.create === 'tambah' ? flag : 'ubah';
  if (!(await hasRight(tx, call, form.decl.rights.screen, wanted))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]) }, { status: 403, publicCode: 'ACCESS_DENIED' });
}

const field = (body: Body, name: string | null) => (name ? (body[name] as string | undefined) : undefined);

/** A document as a read answers it, and as an update accepts it back (API.md §7.1). */
async function present(tx: Tx, tenantId: number, form: AnyForm, row: repo.TransDocRow) {
  const { fields } = form.decl;
  const lines = await repo.documentLines(tx, tenantId, form.decl.form, row.docid);
  const neighbours = await repo.documentNeighbours(tx, tenantId, form.decl.form, row.docid);
  return {
    form: form.decl.form,
    id: row.docid,
    [fields.id]: row.docid,
    ...(fields.number ? { [fields.number]: row.docno } : {}),
    [fields.date]: row.transdate,
    description: row.description,
    ...(row.header as Body),
    status: 'posted',
    posted: true,
    approved: true,
    totalamount: trimZeros(row.totalamount),
    journalid: row.journalid,
    version: row.version,
    ...neighbours,
    details: lines.map((l) => {
      const qtyunit1 = new Decimal(l.quantity).times(l.unitratio);
      return {
        seq: l.seq,
        itemno: l.itemno,
        itemid: l.itemid,
        itemdescription: l.itemdescription,
        itemunit: l.itemunit,
        unitratio: trimZeros(l.unitratio),
        quantity: trimZeros(l.quantity),
        qtyunit1: trimZeros(qtyunit1.toFixed()),
        warehouseid: l.warehouseid,
        whname: l.whname,
        deptid: l.deptid,
        projectid: l.projectid,
        itemovdesc: l.description,
        cost: l.cost === null ? null : trimZeros(l.cost),
        unitcost: l.cost === null || qtyunit1.isZero() ? null : trimZeros(new Decimal(l.cost).dividedBy(qtyunit1).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed()),
        ...form.presentLine(l),
      };
    }),
  };
}

/** What the audit trail compares of a document: its number, date, description, header fields, lines and total. */
function audited(doc: Awaited<ReturnType<typeof present>>) {
  const { idnext: _n, idprev: _p, version: _v, journalid: _j, id: _i, form: _f, status: _s, posted: _po, approved: _a, ...rest } = doc;
  return { ...rest, details: doc.details.map(({ seq: _seq, itemid: _itemid, itemdescription: _d, whname: _w, unitcost: _u, qtyunit1: _q, ...line }) => line) };
}

/** Reverses every journal of the document that still counts (its posting and its corrections), each at its own date. */
async function reverseJournals(tx: Tx, call: TenantCall, form: AnyForm, row: repo.TransDocRow) {
  for (const j of await repo.liveJournals(tx, call.tenantId, form.decl.form, row.docid)) {
    const lines = await journalLines(tx, call.tenantId, j.journalid);
    const docno = row.docno ?? '';
    await writeJournal(tx, { tenantId: call.tenantId, form: form.decl.form, docid: row.docid, docno, transdate: j.transdate, description: `Pembalikan ${docno}`.trim(), reversalOf: j.journalid, userid: call.userId }, reverseLines(lines));
  }
}

/** Runs the document's stock and writes its posting: answers the journal carrying it (null when it posts nothing) and the total. */
async function postGoods(tx: Tx, call: TenantCall, form: AnyForm, row: repo.TransDocRow, moves: DocMove[], removeItems: number[], settings: Awaited<ReturnType<typeof stockSettings>>, lang: Lang) {
  const own = await runStock(tx, call.tenantId, { form: form.decl.form, docid: row.docid, moves, removeItems, settings, userid: call.userId, lang });
  const total = Decimal.sum(0, ...own.filter((m) => m.kind !== 'transfer-in').map((m) => m.cost)).toFixed(2);
  let journalid: number | null = null;
  if (form.decl.posts) {
    const lines = postStockMoves(own, row.description || (row.docno ?? form.decl.form));
    if (lines.length) {
      const journal = balanceJournal(lines, { roundingGlid: settings.defaults.rounding });
      journalid = await writeJournal(tx, { tenantId: call.tenantId, form: form.decl.form, docid: row.docid, docno: row.docno ?? '', transdate: row.transdate, description: row.description, reversalOf: null, userid: call.userId }, journal.lines);
    }
  }
  return repo.setPosting(tx, call.tenantId, row.docid, journalid, total);
}

/** The date a document may not be before: the books' start, except for balances brought in from before it. */
const startOf = (form: AnyForm, settings: { startdate: string | null }) => (form.decl.opening ? null : settings.startdate);

const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');
const duplicateNumber = (error: unknown) => (sqlState(error) === '23505' ? new AppError('DUPLICATE_NUMBER', {}, { status: 409 }) : error);

export async function createDocument(ctx: AppContext, call: TenantCall, form: AnyForm, body: Body, lang: Lang, idempotency?: { key: string; body: unknown }) {
  const { fields, transtype } = form.decl;
  const date = body[fields.date] as string;
  try {
    return await inTenant(ctx, call, async (tx) => {
      await requireRight(tx, call, form, 'tambah', lang);
      const hash = idempotency ? requestHash(idempotency.body) : '';
      if (idempotency && !(await repo.claimIdempotencyKey(tx, call.tenantId, idempotency.key, hash))) {
        const claim = await idempotencyRecord(tx, call.tenantId, idempotency.key);
        if (claim.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH', {}, { status: 409 });
        if (claim.response) return claim.response as Body;
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', {}, { status: 409 });
      }
      const settings = await stockSettings(tx, call.tenantId);
      await checkPeriod(tx, call.tenantId, date, startOf(form, settings));
      const prepared = await prepareGoods(tx, call.tenantId, form, body as never, { date, settings, lang });
      const docno = transtype ? await repo.documentNumber(tx, call.tenantId, transtype, field(body, fields.number)) : undefined;
      if (transtype && !docno) throw new AppError('NUMBERING_MISSING', { type: transtype }, { status: 409 });
      const inserted = await repo.insertDocument(tx, {
        tenantId: call.tenantId,
        form: form.decl.form,
        transtype,
        docno: docno ?? null,
        transdate: date,
        description: (body.description as string | undefined) ?? '',
        header: prepared.header,
        createdBy: call.userId,
      });
      await repo.insertLines(tx, call.tenantId, inserted.docid, prepared.lines);
      const row = await postGoods(tx, call, form, inserted, prepared.moves(inserted.docid), [], settings, lang);
      const data = await present(tx, call.tenantId, form, row);
      await writeAudit(tx, { tenantId: call.tenantId, form: form.decl.form, recordid: row.docid, action: 'create', userid: call.userId, username: call.username, changes: auditChanges(undefined, audited(data)) });
      if (idempotency) await storeIdempotentResponse(tx, call.tenantId, idempotency.key, data);
      return data;
    });
  } catch (error) {
    throw duplicateNumber(error);
  }
}

/** An edit takes the document's stock and postings back and runs it again, in one transaction. */
export async function updateDocument(ctx: AppContext, call: TenantCall, form: AnyForm, body: Body, lang: Lang) {
  const { fields, transtype } = form.decl;
  const docid = body[fields.id] as number | undefined;
  if (!docid) throw validationError([translate(lang, 'MISSING_ID', { field: fields.id })]);
  if (body.version === undefined) throw validationError([translate(lang, 'MISSING_ID', { field: 'version' })]);
  const date = body[fields.date] as string;
  try {
    return await inTenantNamingLocks(ctx, call, async (tx) => {
      const current = await repo.findDocument(tx, call.tenantId, form.decl.form, docid);
      if (!current) throw new AppError('NOT_FOUND');
      await requireRight(tx, call, form, 'ubah', lang);
      if (lockedByOther(current, call.userId)) throw new LockedBy(Number(current.lockedBy));
      if (body.version !== current.version) throw new AppError('STALE_VERSION');
      const settings = await stockSettings(tx, call.tenantId);
      await checkPeriod(tx, call.tenantId, current.transdate, startOf(form, settings));
      await checkPeriod(tx, call.tenantId, date, startOf(form, settings));
      const prepared = await prepareGoods(tx, call.tenantId, form, body as never, { date, settings, lang, self: { form: form.decl.form, docid } });
      const before = await present(tx, call.tenantId, form, current);
      const typed = field(body, fields.number);
      const docno = typed && typed !== current.docno && transtype ? await repo.documentNumber(tx, call.tenantId, transtype, typed) : current.docno;
      await reverseJournals(tx, call, form, current);
      const updated = await repo.updateDocument(tx, call.tenantId, docid, current.version, { docno, transdate: date, description: (body.description as string | undefined) ?? '', header: prepared.header });
      if (!updated) throw new AppError('STALE_VERSION');
      await repo.replaceLines(tx, call.tenantId, docid, prepared.lines);
      const row = await postGoods(tx, call, form, updated, prepared.moves(docid), await documentMoveItems(tx, call.tenantId, form.decl.form, docid), settings, lang);
      const after = await present(tx, call.tenantId, form, row);
      await writeAudit(tx, { tenantId: call.tenantId, form: form.decl.form, recordid: docid, action: 'update', userid: call.userId, username: call.username, changes: auditChanges(audited(before), audited(after)) });
      return after;
    });
  } catch (error) {
    throw duplicateNumber(error);
  }
}

/** Deleting takes the stock back (later moves recosted) and reverses the postings; the journals stay readable. */
export async function deleteDocument(ctx: AppContext, call: TenantCall, form: AnyForm, docid: number, lang: Lang) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const current = await repo.findDocument(tx, call.tenantId, form.decl.form, docid);
    if (!current) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, form, 'hapus', lang);
    if (lockedByOther(current, call.userId)) throw new LockedBy(Number(current.lockedBy));
    const settings = await stockSettings(tx, call.tenantId);
    await checkPeriod(tx, call.tenantId, current.transdate, startOf(form, settings));
    const before = await present(tx, call.tenantId, form, current);
    await reverseJournals(tx, call, form, current);
    await runStock(tx, call.tenantId, { form: form.decl.form, docid, moves: [], removeItems: await documentMoveItems(tx, call.tenantId, form.decl.form, docid), settings, userid: call.userId, lang });
    await repo.deleteDocument(tx, call.tenantId, docid);
    await writeAudit(tx, { tenantId: call.tenantId, form: form.decl.form, recordid: docid, action: 'delete', userid: call.userId, username: call.username, changes: auditChanges(audited(before), undefined) });
    return { id: docid };
  });
}

export async function readDocument(ctx: AppContext, call: TenantCall, form: AnyForm, docid: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    const row = await repo.findDocument(tx, call.tenantId, form.decl.form, docid);
    if (!row) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, form, 'akses', lang);
    return present(tx, call.tenantId, form, row);
  });
}

export async function listDocuments(ctx: AppContext, call: TenantCall, form: AnyForm, q: { page: number; size: number; search?: string }, lang: Lang) {
  const { fields } = form.decl;
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, form, 'akses', lang);
    const { rows, total } = await repo.listDocuments(tx, call.tenantId, form.decl.form, q);
    const listdata = rows.map((r) => ({
      id: r.docid,
      [fields.id]: r.docid,
      ...(fields.number ? { [fields.number]: r.docno } : {}),
      [fields.date]: r.transdate,
      description: r.description,
      ...(r.header as Body),
      totalamount: trimZeros(r.totalamount),
      version: r.version,
    }));
    return { listdata, total, page: q.page, size: q.size };
  });
}

export async function nextNumber(ctx: AppContext, call: TenantCall, form: AnyForm) {
  return inTenant(ctx, call, async (tx) => ({ number: form.decl.transtype ? ((await proposeNumber(tx, call.tenantId, form.decl.transtype)) ?? '') : '' }));
}

const lockTable = (form: AnyForm) => ({ name: form.decl.form, table: transDocument, idField: 'docid' });

/** Opening a document for edit takes its lock (a second editor is told who has it); only the holder releases it. */
export async function lockDocument(ctx: AppContext, call: TenantCall, form: AnyForm, docid: number, lang: Lang, take: boolean) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const row = await repo.findDocument(tx, call.tenantId, form.decl.form, docid);
    if (!row) throw new AppError('NOT_FOUND');
    if (!take) {
      if (lockedByOther(row, call.userId)) throw new LockedBy(Number(row.lockedBy));
      await releaseLock(tx, lockTable(form), call.tenantId, docid, call.userId);
      return { locked: false };
    }
    await requireRight(tx, call, form, 'ubah', lang);
    const result = await takeLock(tx, lockTable(form), call.tenantId, docid, call.userId);
    if (!result.ok) throw new LockedBy(result.holder);
    return { locked: true, minutes: LOCK_MINUTES };
  });
}

/** getaudit/{id}: the trail stays after a delete. */
export async function documentAudit(ctx: AppContext, call: TenantCall, form: AnyForm, docid: number, lang: Lang) {
  const listdata = await inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, form, 'akses', lang);
    return readAudit(tx, call.tenantId, form.decl.form, docid);
  });
  if (listdata.length === 0) throw new AppError('AUDIT_EMPTY', {}, { status: 404 });
  return { listdata, total: listdata.length, page: 1, size: listdata.length };
}
