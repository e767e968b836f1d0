import { APPROVAL_STATUS, approvalLevels, matchApprovalRule } from '@lontar/core';
import { AppError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import * as repo from './approval.repo.ts';

/**
 * What the documents ask of approvals (issue 14 item 2, 4): a saved document's approval state, whether a read
 * answers it approved, and the pull, pay and print gates. With approval off every document is approved and
 * nothing here writes.
 */

export type DocTable = 'trans_document' | 'gl_document';

/** An approval state as the audit trail and the notes show it. */
export const statusName = (status: number) => (status === APPROVAL_STATUS.approved ? 'approved' : status === APPROVAL_STATUS.rejected ? 'rejected' : 'waiting');

/**
 * A document created or edited while approval is on waits for the levels of the first rule it matches (else one
 * level any authorized member approves); an edit starts its approvals again and says so in its audit trail.
 * Answers whether the document is approved (false: it waits), undefined with approval off. `known`: the setup as
 * the save's first statement read it.
 */
export async function syncApproval(tx: Tx, call: TenantCall, table: DocTable, form: string, id: number, edited: boolean, known?: repo.ApprovalSetup): Promise<boolean | undefined> {
  const setup = known ?? (await repo.approvalSetup(tx, call.tenantId, form));
  if (!setup.on) return undefined;
  const subject = await repo.documentSubject(tx, call.tenantId, table, form, id);
  if (!subject) return undefined;
  const rule = matchApprovalRule(setup.rules, subject);
  const before = edited ? await repo.findNote(tx, call.tenantId, form, id, true) : undefined;
  await repo.upsertNote(tx, call.tenantId, {
    form,
    transid: id,
    transno: subject.transno,
    transdate: subject.transdate,
    amount: subject.amount,
    creator: subject.creator,
    ruleid: rule?.id ?? null,
    allowself: rule?.allowself ?? false,
    levels: approvalLevels(rule),
  });
  if (before && (before.status !== APPROVAL_STATUS.waiting || before.nextlevel > 1)) {
    await writeAudit(tx, {
      tenantId: call.tenantId,
      form,
      recordid: id,
      action: 'update',
      userid: call.userId,
      username: call.username,
      changes: { approval: [{ status: statusName(before.status), level: before.nextlevel }, { status: 'waiting', level: 1, reset: true }] },
    });
  }
  return false;
}

/** A deleted document leaves no approval waiting. */
export const dropApproval = (tx: Tx, tenantId: number, form: string, id: number) => repo.deleteNote(tx, tenantId, form, id);

/** `approved` of a document read. */
export const approvedFor = (tx: Tx, tenantId: number, form: string, id: number) => repo.isApproved(tx, tenantId, form, id);

/**
 * A create or edit that pulls from, or pays, documents not yet approved is refused (409 NOT_APPROVED naming the
 * field and the source's number). `forms` and `ids` are the
 * sources; `field` is the body field that names them.
 */
export async function requireApproved(tx: Tx, tenantId: number, field: string, forms: readonly string[], ids: readonly number[]): Promise<void> {
  const [first] = await repo.unapprovedAmong(tx, tenantId, forms, [...new Set(ids)]);
  if (first) throw new AppError('NOT_APPROVED', { field, number: first.transno || String(first.transid) }, { status: 409 });
}

/**
 * Spec 001 §4 approval printing, with approval on: an approved document prints; one not approved prints only when
 * `approvalprint` lets documents print before approval, and then only by its creator unless `typeapproval` is 1;
 * otherwise the refusal is the 'Notifikasi cetak approval'.
 */
export async function requirePrintable(tx: Tx, call: TenantCall, form: string, id: number): Promise<void> {
  const prefs = await repo.approvalPrefs(tx, call.tenantId);
  if (!prefs.on) return;
  const note = await repo.findNote(tx, call.tenantId, form, id);
  if (!note || note.status === APPROVAL_STATUS.approved) return;
  if (!prefs.approvalprint) throw new AppError('PRINT_NOT_APPROVED', {}, { status: 409 });
  if (prefs.typeapproval !== 1 && note.creator !== call.userId) throw new AppError('PRINT_NOT_CREATOR', {}, { status: 403, publicCode: 'ACCESS_DENIED' });
}
