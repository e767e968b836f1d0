import { translate, type Lang, type TApprovalAuthorization, type TApprovalRule } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { DOCUMENT_KINDS } from '../documents/document-registry.ts';
import { findMembership } from '../tenant/tenant.repo.ts';
import * as admin from './approval-admin.repo.ts';

/**
 * Approval authorization (which members may approve which form; spec 001 §6, §7 authorization-approval,
 * authorization-by-transtype) and approval rules (beyond the spec: per form, branch and minimums, one to four
 * approvers in order). Both are the `approval-authorization` screen's.
 */

const SCREEN = 'approval-authorization';
const FORMS = new Set(DOCUMENT_KINDS.map((k) => k.decl.form));

export function requireDocumentForm(form: string): void {
  if (!FORMS.has(form)) throw new AppError('APPROVAL_FORM_UNKNOWN', { form }, { status: 400 });
}

const ACTION = { akses: 'ACTION_OPEN', tambah: 'ACTION_CREATE', ubah: 'ACTION_EDIT', hapus: 'ACTION_DELETE' } as const;

async function requireScreen(tx: Tx, call: TenantCall, flag: keyof typeof ACTION, lang: Lang) {
  if (!(await hasRight(tx, call, SCREEN, flag))) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]) });
}

/** Every member named must belong to the company (checked on the control plane, outside the tenant transaction). */
async function requireMembers(ctx: AppContext, call: TenantCall, field: string, users: readonly number[]) {
  for (const user of users) if (!(await findMembership(ctx.db, call.tenantId, user))) throw new AppError('APPROVAL_NOT_MEMBER', { field, user }, { status: 400 });
}

const grouped = (rows: { form: string; userid: number }[]) => {
  const byForm = new Map<string, number[]>();
  for (const r of rows) byForm.set(r.form, [...(byForm.get(r.form) ?? []), r.userid]);
  return [...byForm].map(([form, users]) => ({ form, users }));
};

/** GET authorization-approval: each form with its authorized members. */
export function listAuthorizations(ctx: AppContext, call: TenantCall, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireScreen(tx, call, 'akses', lang);
    const listdata = grouped(await admin.authorizations(tx, call.tenantId));
    return { listdata, total: listdata.length };
  });
}

/** GET authorization-by-transtype/{form}: the members who may approve one form. */
export function formAuthorization(ctx: AppContext, call: TenantCall, form: string, lang: Lang) {
  requireDocumentForm(form);
  return inTenant(ctx, call, async (tx) => {
    await requireScreen(tx, call, 'akses', lang);
    return { form, users: (await admin.authorizations(tx, call.tenantId, form)).map((r) => r.userid) };
  });
}

/** PUT authorization-approval: replaces a form's list; a member a rule of the form still names cannot leave it. */
export async function saveAuthorization(ctx: AppContext, call: TenantCall, body: TApprovalAuthorization, lang: Lang) {
  requireDocumentForm(body.form);
  const users = [...new Set(body.users)];
  await requireMembers(ctx, call, 'users', users);
  return inTenant(ctx, call, async (tx) => {
    await requireScreen(tx, call, 'ubah', lang);
    const current = (await admin.authorizations(tx, call.tenantId, body.form)).map((r) => r.userid);
    const [named] = await admin.rulesNaming(tx, call.tenantId, body.form, current.filter((u) => !users.includes(u)));
    if (named) throw new AppError('APPROVAL_AUTH_IN_RULE', { user: named.userid, rule: named.id }, { status: 409 });
    await admin.replaceAuthorization(tx, call.tenantId, body.form, users);
    return { form: body.form, users: users.sort((a, b) => a - b) };
  });
}

/** What a rule is checked against before its transaction: its form, approvers named once, each a member. */
async function checkRuleFirst(ctx: AppContext, call: TenantCall, rule: TApprovalRule) {
  requireDocumentForm(rule.form);
  const twice = rule.approvers.find((u, i) => rule.approvers.indexOf(u) !== i);
  if (twice !== undefined) throw new AppError('APPROVAL_APPROVER_TWICE', { user: twice }, { status: 400 });
  await requireMembers(ctx, call, 'approvers', rule.approvers);
}

/** A rule's checks in the company: its branch, and approvers authorized for the form. */
async function checkRule(tx: Tx, call: TenantCall, rule: TApprovalRule) {
  if (rule.branchid !== null && !(await admin.branchExists(tx, call.tenantId, rule.branchid))) throw new AppError('V_REF_NOT_FOUND', { field: 'branchid' }, { status: 400 });
  const authorized = new Set((await admin.authorizations(tx, call.tenantId, rule.form)).map((r) => r.userid));
  const outside = rule.approvers.find((u) => !authorized.has(u));
  if (outside !== undefined) throw new AppError('APPROVAL_APPROVER_NOT_AUTHORIZED', { user: outside, form: rule.form }, { status: 400 });
}

export function listRules(ctx: AppContext, call: TenantCall, form: string | undefined, lang: Lang) {
  if (form) requireDocumentForm(form);
  return inTenant(ctx, call, async (tx) => {
    await requireScreen(tx, call, 'akses', lang);
    const listdata = await admin.listRules(tx, call.tenantId, form);
    return { listdata, total: listdata.length };
  });
}

export function readRule(ctx: AppContext, call: TenantCall, id: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    const rule = await admin.findRule(tx, call.tenantId, id);
    if (!rule) throw new AppError('NOT_FOUND');
    await requireScreen(tx, call, 'akses', lang);
    return rule;
  });
}

export async function createRule(ctx: AppContext, call: TenantCall, body: TApprovalRule, lang: Lang) {
  await checkRuleFirst(ctx, call, body);
  return inTenant(ctx, call, async (tx) => {
    await requireScreen(tx, call, 'tambah', lang);
    await checkRule(tx, call, body);
    return (await admin.findRule(tx, call.tenantId, await admin.insertRule(tx, call.tenantId, body)))!;
  });
}

export async function updateRule(ctx: AppContext, call: TenantCall, body: TApprovalRule, lang: Lang) {
  if (!body.id) throw new AppError('MISSING_ID', { field: 'id' }, { status: 400 });
  if (!body.version) throw new AppError('MISSING_ID', { field: 'version' }, { status: 400 });
  const { id, version } = body;
  await checkRuleFirst(ctx, call, body);
  return inTenant(ctx, call, async (tx) => {
    if (!(await admin.findRule(tx, call.tenantId, id))) throw new AppError('NOT_FOUND');
    await requireScreen(tx, call, 'ubah', lang);
    await checkRule(tx, call, body);
    if (!(await admin.updateRule(tx, call.tenantId, id, version, body))) throw new AppError('STALE_VERSION');
    return (await admin.findRule(tx, call.tenantId, id))!;
  });
}

export function deleteRule(ctx: AppContext, call: TenantCall, id: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await admin.findRule(tx, call.tenantId, id))) throw new AppError('NOT_FOUND');
    await requireScreen(tx, call, 'hapus', lang);
    await admin.deleteRule(tx, call.tenantId, id);
    return { id };
  });
}
