import { APPROVAL_STATUS, translate, type Lang, type TApproveByUser } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import { kindOf } from '../documents/document-registry.ts';
import * as admin from './approval-admin.repo.ts';
import * as repo from './approval.repo.ts';
import { statusName } from './approval-sync.ts';
import { requireDocumentForm } from './approval.service.ts';

/**
 * Approval notes (spec 001 §3, §7 checking-note …, approve-by-user): the queue of documents waiting for the
 * member's level, a document's note with each level's decision, and the decision itself, level by level in order.
 * Opening the notes needs no right ('persetujuan' is always allowed, spec 001 §6); what a member sees is what
 * waits for them.
 */

const STATUS_KEY = { waiting: 'APPROVAL_STATUS_WAITING', approved: 'APPROVAL_STATUS_APPROVED', rejected: 'APPROVAL_STATUS_REJECTED' } as const;

/** A note as the notes answer it: the document, where its approval stands and who decides each level. */
function noteView(n: repo.NoteRow, details: Awaited<ReturnType<typeof repo.noteDetails>> = []) {
  const decided = new Map(details.map((d) => [d.level, d]));
  return {
    form: n.form,
    id: n.transid,
    transno: n.transno,
    transdate: n.transdate,
    amount: n.amount.replace(/\.?0+$/, '') || '0',
    creator: n.creator,
    ruleid: n.ruleid,
    allowself: n.allowself,
    status: statusName(n.status),
    approved: n.status === APPROVAL_STATUS.approved,
    nextlevel: n.status === APPROVAL_STATUS.waiting ? n.nextlevel : null,
    levels: n.levels.map((approver, i) => ({ level: i + 1, approver, decision: decided.get(i + 1) ?? null })),
  };
}

type Query = { type?: string; search?: string; page: number; size: number };

/** checking-note, checking-note-search?type=: the documents waiting for the caller's level. */
export function waitingNotes(ctx: AppContext, call: TenantCall, q: Query) {
  if (q.type) requireDocumentForm(q.type);
  return inTenant(ctx, call, async (tx) => {
    const { rows, total } = await repo.waitingNotes(tx, call.tenantId, call.userId, { form: q.type, search: q.search, page: q.page, size: q.size });
    return { listdata: rows.map((r) => noteView(r)), total, page: q.page, size: q.size };
  });
}

/** checking-note-type-trans: the forms the caller may approve, each with how many documents wait for them. */
export function waitingTypes(ctx: AppContext, call: TenantCall) {
  return inTenant(ctx, call, async (tx) => {
    const [mine, waiting] = [await admin.authorizations(tx, call.tenantId), await repo.waitingForms(tx, call.tenantId, call.userId)];
    const counts = new Map(waiting.map((w) => [w.form, w.total]));
    const listdata = mine.filter((a) => a.userid === call.userId).map((a) => ({ form: a.form, waiting: counts.get(a.form) ?? 0 }));
    return { listdata, total: listdata.length };
  });
}

/** The note of a document the caller may see: one of the same company, whose form they may open or approve. */
async function visibleNote(tx: Tx, call: TenantCall, form: string, id: number, lang: Lang, lock = false) {
  const kind = kindOf(form);
  if (!(await kind.find(tx, call.tenantId, id))) throw new AppError('NOT_FOUND');
  const note = await repo.findNote(tx, call.tenantId, form, id, lock);
  const mayOpen = (await admin.isAuthorized(tx, call.tenantId, form, call.userId)) || (await hasRight(tx, call, kind.decl.rights.screen, 'akses'));
  if (!mayOpen) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
  return note;
}

/** checking-note-detail/{id}?type=: a document's approval with the decisions of its current round. */
export function noteDetail(ctx: AppContext, call: TenantCall, form: string, id: number, lang: Lang) {
  requireDocumentForm(form);
  return inTenant(ctx, call, async (tx) => {
    const note = await visibleNote(tx, call, form, id, lang);
    if (!note) throw new AppError('APPROVAL_NOTE_MISSING', {}, { status: 404 });
    return noteView(note, await repo.noteDetails(tx, call.tenantId, form, id, note.round));
  });
}

/**
 * approve-by-user: the caller approves or rejects a level of a document. Levels go in order; a level names its
 * approver (or, open, takes any member authorized for the form); the creator approves their own document only when
 * the rule allows it. The last approval approves the document; a rejection rejects it until it is edited. Each
 * decision goes to the document's audit trail. The note is locked, so of concurrent decisions on a level one counts.
 */
export function approveByUser(ctx: AppContext, call: TenantCall, body: TApproveByUser, lang: Lang) {
  requireDocumentForm(body.form);
  return inTenant(ctx, call, async (tx) => {
    const prefs = await repo.approvalPrefs(tx, call.tenantId);
    const note = await visibleNote(tx, call, body.form, body.id, lang, true);
    if (!prefs.on || !note) throw new AppError('APPROVAL_NOTE_MISSING', {}, { status: 409 });
    if (body.level > note.levels.length) throw new AppError('APPROVAL_LEVEL_MISSING', { count: note.levels.length }, { status: 400 });
    const approver = note.levels[body.level - 1];
    const authorized = await admin.isAuthorized(tx, call.tenantId, body.form, call.userId);
    if (!authorized || (approver !== null && approver !== call.userId)) throw new AppError('APPROVAL_NOT_APPROVER', { level: body.level }, { status: 403, publicCode: 'ACCESS_DENIED' });
    if (note.creator === call.userId && !note.allowself) throw new AppError('APPROVAL_SELF', {}, { status: 403, publicCode: 'ACCESS_DENIED' });
    if (note.status !== APPROVAL_STATUS.waiting) throw new AppError('APPROVAL_NOT_WAITING', { status: translate(lang, STATUS_KEY[statusName(note.status)]) }, { status: 409 });
    if (body.level < note.nextlevel) throw new AppError('APPROVAL_LEVEL_DECIDED', { level: body.level }, { status: 409 });
    if (body.level > note.nextlevel) throw new AppError('APPROVAL_LEVEL_ORDER', { waiting: note.nextlevel }, { status: 409 });
    const decision = { level: body.level, userid: call.userId, username: call.username, approved: body.approved, note: body.note };
    if (!(await repo.recordDecision(tx, call.tenantId, note, decision))) throw new AppError('APPROVAL_LEVEL_DECIDED', { level: body.level }, { status: 409 });
    const after = (await repo.findNote(tx, call.tenantId, body.form, body.id))!;
    await writeAudit(tx, {
      tenantId: call.tenantId,
      form: body.form,
      recordid: body.id,
      action: 'update',
      userid: call.userId,
      username: call.username,
      changes: { approval: [{ status: 'waiting', level: body.level }, { status: statusName(after.status), level: body.level, approved: body.approved, note: body.note }] },
    });
    return noteView(after, await repo.noteDetails(tx, call.tenantId, body.form, body.id, after.round));
  });
}
