import { createHash } from 'node:crypto';
import { ROLES, translate, type DocumentDecl, type Lang } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { sqlState, type Tx } from '../../platform/tx.ts';
import { auditChanges, readAudit, writeAudit, writeAuditAndAnswer } from '../forms/audit.repo.ts';
import { inTenantNamingLocks, LockedBy, lockedByOther } from '../forms/edit-lock.ts';
import { LOCK_MINUTES, releaseLock, takeLock } from '../forms/form.repo.ts';
import { idempotencyRecord, storeIdempotentResponse } from '../ledger/gl-document.repo.ts';
import { dropApproval, syncApproval, type DocTable } from '../approvals/approval-sync.ts';
import { checkPeriod, checkPeriodIn } from '../ledger/period-check.ts';
import { proposeNumber } from '../numbering/numbering.repo.ts';
import type { AnyKind, Body, ListQuery, Rights } from './document-kind.ts';

/**
 * The one service of every declared transaction document (issue 11 item 0): it owns the transaction of each
 * create, update and delete — rights, Idempotency-Key, period, edit lock, version, audit — and a form's kind
 * (document-kind.ts) only says how its rows are validated, stored and posted.
 */

type Flag = 'akses' | 'tambah' | 'ubah' | 'hapus';
const ACTION = { akses: 'ACTION_OPEN', tambah: 'ACTION_CREATE', ubah: 'ACTION_EDIT', hapus: 'ACTION_DELETE' } as const;

/** A document without a screen of its own (opening stock: editing items) needs that screen's `ubah` to change it. */
const flagOf = (decl: DocumentDecl, flag: Flag): Flag => (flag === 'akses' || decl.rights.create === 'tambah' ? flag : 'ubah');
const denied = (flag: Flag, lang: Lang) => new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]) }, { status: 403, publicCode: 'ACCESS_DENIED' });

async function requireRight(tx: Tx, call: TenantCall, decl: DocumentDecl, flag: Flag, lang: Lang) {
  if (!(await hasRight(tx, call, decl.rights.screen, flagOf(decl, flag)))) throw denied(flag, lang);
}

/** The rule of rightsOn (platform/tenant-access.ts) on a privilege row read with the rest of a create's context. */
function requireRightIn(call: TenantCall, decl: DocumentDecl, rights: Rights, flag: Flag, lang: Lang) {
  if (call.roleId !== ROLES.ADMINISTRATOR && !rights?.[flagOf(decl, flag)]) throw denied(flag, lang);
}

/** The date a document may not be before: the books' start, except for balances brought in from before it. */
const startOf = (decl: DocumentDecl, startdate: string | null) => (decl.opening ? null : startdate);
const dateOf = (kind: AnyKind, body: Body) => body[kind.decl.fields.date] as string;
const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');
/** Where a kind's rows live, for its approval note (approvals/approval-sync.ts). */
const tableOf = (kind: AnyKind): DocTable => (kind.lockTable.idField === 'jvid' ? 'gl_document' : 'trans_document');
const duplicateNumber = (error: unknown) => (sqlState(error) === '23505' ? new AppError('DUPLICATE_NUMBER', {}, { status: 409 }) : error);

export async function createDocument(ctx: AppContext, call: TenantCall, kind: AnyKind, body: Body, lang: Lang, idempotency?: { key: string; body: unknown }) {
  const { decl } = kind;
  const date = dateOf(kind, body);
  try {
    return await inTenant(ctx, call, async (tx) => {
      const hash = idempotency ? requestHash(idempotency.body) : '';
      const context = await kind.begin(tx, call, body, { screen: decl.rights.screen, claim: idempotency ? { key: idempotency.key, requestHash: hash } : undefined });
      requireRightIn(call, decl, context.rights, 'tambah', lang);
      if (idempotency && !context.claimed) {
        const claim = await idempotencyRecord(tx, call.tenantId, idempotency.key);
        if (claim.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH', {}, { status: 409 });
        if (claim.response) return claim.response as Body;
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', {}, { status: 409 });
      }
      checkPeriodIn(date, { ...context.period, startdate: startOf(decl, context.period.startdate) });
      // With approval off nothing changes the answer after the save: the kind may write the audit row and the answer last.
      const last = context.approval && !context.approval.on ? { key: idempotency?.key, audited: (doc: Body) => kind.audited(doc) } : undefined;
      const { data, audited, answered } = await kind.create(tx, call, body, context.settings, lang, last);
      if (answered) return data;
      const approved = await syncApproval(tx, call, tableOf(kind), decl.form, data.id as number, false, context.approval);
      if (approved !== undefined && 'approved' in data) data.approved = approved;
      const entry = audited ? null : { tenantId: call.tenantId, form: decl.form, recordid: data.id as number, action: 'create' as const, userid: call.userId, username: call.username, changes: auditChanges(undefined, kind.audited(data)) };
      if (entry && idempotency) await writeAuditAndAnswer(tx, entry, { key: idempotency.key, response: data });
      else if (entry) await writeAudit(tx, entry);
      else if (idempotency) await storeIdempotentResponse(tx, call.tenantId, idempotency.key, data);
      return data;
    });
  } catch (error) {
    throw duplicateNumber(error);
  }
}

/** The stored document an edit, delete or lock acts on, with the caller's right to do it and the edit lock checked. */
async function current(tx: Tx, call: TenantCall, kind: AnyKind, id: number, flag: Flag, lang: Lang) {
  const row = await kind.find(tx, call.tenantId, id);
  if (!row) throw new AppError('NOT_FOUND');
  await requireRight(tx, call, kind.decl, flag, lang);
  if (lockedByOther(row, call.userId)) throw new LockedBy(Number(row.lockedBy));
  return row;
}

/** An edit takes the document's posting (and stock) back and runs it again, in one transaction. */
export async function updateDocument(ctx: AppContext, call: TenantCall, kind: AnyKind, body: Body, lang: Lang) {
  const { decl } = kind;
  const id = body[decl.fields.id] as number | undefined;
  if (!id) throw validationError([translate(lang, 'MISSING_ID', { field: decl.fields.id })]);
  if (body.version === undefined) throw validationError([translate(lang, 'MISSING_ID', { field: 'version' })]);
  try {
    return await inTenantNamingLocks(ctx, call, async (tx) => {
      const row = await current(tx, call, kind, id, 'ubah', lang);
      if (body.version !== row.version) throw new AppError('STALE_VERSION');
      const settings = await kind.settings(tx, call.tenantId);
      await checkPeriod(tx, call.tenantId, row.transdate, startOf(decl, settings.startdate));
      await checkPeriod(tx, call.tenantId, dateOf(kind, body), startOf(decl, settings.startdate));
      const before = await kind.present(tx, call.tenantId, row);
      const updated = await kind.update(tx, call, row, body, settings, lang);
      await syncApproval(tx, call, tableOf(kind), decl.form, id, true);
      const after = await kind.present(tx, call.tenantId, updated.row);
      await writeAudit(tx, { tenantId: call.tenantId, form: decl.form, recordid: id, action: 'update', userid: call.userId, username: call.username, changes: auditChanges(kind.audited(before), kind.audited(after)) });
      return { ...after, ...updated.extra };
    });
  } catch (error) {
    throw duplicateNumber(error);
  }
}

/** Deleting takes the stock back (later moves recosted) and reverses the postings; the journals stay readable. */
export async function deleteDocument(ctx: AppContext, call: TenantCall, kind: AnyKind, id: number, lang: Lang) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const row = await current(tx, call, kind, id, 'hapus', lang);
    const settings = await kind.settings(tx, call.tenantId);
    await checkPeriod(tx, call.tenantId, row.transdate, startOf(kind.decl, settings.startdate));
    const before = await kind.present(tx, call.tenantId, row);
    await kind.remove(tx, call, row, settings, lang);
    await dropApproval(tx, call.tenantId, kind.decl.form, id);
    await writeAudit(tx, { tenantId: call.tenantId, form: kind.decl.form, recordid: id, action: 'delete', userid: call.userId, username: call.username, changes: auditChanges(kind.audited(before), undefined) });
    return { id };
  });
}

export async function readDocument(ctx: AppContext, call: TenantCall, kind: AnyKind, id: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    const row = await kind.find(tx, call.tenantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, kind.decl, 'akses', lang);
    return kind.present(tx, call.tenantId, row);
  });
}

export async function listDocuments(ctx: AppContext, call: TenantCall, kind: AnyKind, q: ListQuery, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, kind.decl, 'akses', lang);
    const { listdata, total } = await kind.list(tx, call.tenantId, q);
    return { listdata, total, page: q.page, size: q.size };
  });
}

export async function nextNumber(ctx: AppContext, call: TenantCall, kind: AnyKind) {
  const { transtype } = kind.decl;
  return inTenant(ctx, call, async (tx) => ({ number: transtype ? ((await proposeNumber(tx, call.tenantId, transtype)) ?? '') : '' }));
}

/** Opening a document for edit takes its lock (a second editor is told who has it); only the holder releases it. */
export async function lockDocument(ctx: AppContext, call: TenantCall, kind: AnyKind, id: number, lang: Lang, take: boolean) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    if (!take) {
      const row = await kind.find(tx, call.tenantId, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (lockedByOther(row, call.userId)) throw new LockedBy(Number(row.lockedBy));
      await releaseLock(tx, kind.lockTable, call.tenantId, id, call.userId);
      return { locked: false };
    }
    if (!(await kind.find(tx, call.tenantId, id))) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, kind.decl, 'ubah', lang);
    const result = await takeLock(tx, kind.lockTable, call.tenantId, id, call.userId);
    if (!result.ok) throw new LockedBy(result.holder);
    return { locked: true, minutes: LOCK_MINUTES };
  });
}

/** getaudit/{id}: the trail stays after a delete. */
export async function documentAudit(ctx: AppContext, call: TenantCall, kind: AnyKind, id: number, lang: Lang) {
  const listdata = await inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, kind.decl, 'akses', lang);
    return readAudit(tx, call.tenantId, kind.decl.form, id);
  });
  if (listdata.length === 0) throw new AppError('AUDIT_EMPTY', {}, { status: 404 });
  return { listdata, total: listdata.length, page: 1, size: listdata.length };
}
