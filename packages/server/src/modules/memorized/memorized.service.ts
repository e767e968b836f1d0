import { formatIssues, ROLES, translate, type Lang, type MessageKey, type RightFlag } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { sqlState, type Tx } from '../../platform/tx.ts';
import type { Body } from '../documents/document-kind.ts';
import { kindOf } from '../documents/document-registry.ts';
import { auditChanges, readAudit, writeAudit } from '../forms/audit.repo.ts';
import { MEMORIZED_FORMS, templateOf } from './memorized-template.ts';
import * as repo from './memorized.repo.ts';
import { ZMemorized, type MemorizedBody } from './memorized.schema.ts';

/**
 * Memorized transactions (issue 14, spec 001 §2): a document kept as a named template of its form, a new document
 * started from it, closed ("Memorize Closed.") when no longer offered. Rights are those of the template's form:
 * `akses` to read it, `tambah` (the right to start a document of the form) to keep, change, close or delete one.
 */

const FORM = 'memorized';
const UNAUDITED = new Set(['version', 'createdat', 'updatedat', 'username']);
const ACTION: Partial<Record<RightFlag, MessageKey>> = { akses: 'ACTION_OPEN', tambah: 'ACTION_CREATE' };

const screenOf = (transtype: string) => kindOf(transtype).decl.rights.screen;

async function requireRight(tx: Tx, call: TenantCall, transtype: string, flag: 'akses' | 'tambah', lang: Lang) {
  if (!(await hasRight(tx, call, screenOf(transtype), flag))) {
    throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]!) }, { status: 403, publicCode: 'ACCESS_DENIED' });
  }
}

function present(row: repo.MemorizedRow, username = ''): Body {
  return {
    id: row.id,
    transtype: row.transtype,
    name: row.name,
    description: row.description,
    data: row.data,
    closed: row.closed,
    userid: row.userid,
    username,
    version: row.version,
    createdat: row.createdAt,
    updatedat: row.updatedAt,
  };
}

function parse(body: unknown, lang: Lang): MemorizedBody {
  const result = ZMemorized.safeParse(body);
  if (!result.success) throw validationError(formatIssues(result.error.issues, lang));
  return result.data;
}

/** Each record with its creator's username (read from the control plane after the tenant transaction). */
async function named<T extends Record<string, unknown>>(ctx: AppContext, records: T[]): Promise<(T & { username: string })[]> {
  const names = await repo.usernamesOf(ctx.db, records.map((r) => Number(r.userid)));
  return records.map((r) => ({ ...r, username: names.get(Number(r.userid)) ?? '' }));
}
const namedOne = async <T extends Record<string, unknown>>(ctx: AppContext, record: T) => (await named(ctx, [record]))[0]!;

async function found(tx: Tx, call: TenantCall, id: number) {
  const row = await repo.findMemorized(tx, call.tenantId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function requireFreeName(tx: Tx, call: TenantCall, transtype: string, name: string, exceptId?: number) {
  if (await repo.nameTaken(tx, call.tenantId, transtype, name, exceptId)) throw new AppError('MEMORIZED_DUPLICATE', { name }, { status: 409 });
}

/** A unique-index violation (two saves of one name at once) is the same refusal as the check before it. */
async function unique<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('MEMORIZED_DUPLICATE', { name }, { status: 409 });
    throw error;
  }
}

async function audit(tx: Tx, call: TenantCall, id: number, action: 'create' | 'update' | 'delete', before?: Body, after?: Body) {
  await writeAudit(tx, { tenantId: call.tenantId, form: FORM, recordid: id, action, userid: call.userId, username: call.username, changes: auditChanges(before, after, UNAUDITED) });
}

export async function createMemorized(ctx: AppContext, call: TenantCall, body: unknown, lang: Lang) {
  const input = parse(body, lang);
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, input.transtype, 'tambah', lang);
    await requireFreeName(tx, call, input.transtype, input.name);
    const values = { transtype: input.transtype, name: input.name, description: input.description, data: templateOf(input.transtype, input.data), closed: input.closed };
    const row = await unique(input.name, () => repo.insertMemorized(tx, call.tenantId, call.userId, values));
    const after = present(row, call.username);
    await audit(tx, call, row.id, 'create', undefined, after);
    return after;
  });
}

function idAndVersion(body: unknown, lang: Lang): { id: number; version: number } {
  const { id, version } = (typeof body === 'object' && body !== null ? body : {}) as Body;
  const problems: string[] = [];
  if (!Number.isSafeInteger(id) || (id as number) <= 0) problems.push(`id: ${translate(lang, 'V_REQUIRED')}`);
  if (!Number.isSafeInteger(version) || (version as number) <= 0) problems.push(`version: ${translate(lang, 'V_REQUIRED')}`);
  if (problems.length) throw validationError(problems);
  return { id: id as number, version: version as number };
}

/** Update with `version`: name, description, data and `closed` (closing or reopening); the form stays the template's. */
export async function updateMemorized(ctx: AppContext, call: TenantCall, body: unknown, lang: Lang) {
  const { id, version } = idAndVersion(body, lang);
  const input = parse(body, lang);
  return namedOne(ctx, await inTenant(ctx, call, async (tx) => {
    const current = await found(tx, call, id);
    await requireRight(tx, call, current.transtype, 'tambah', lang);
    if (input.transtype !== current.transtype) throw validationError([`transtype: ${translate(lang, 'MEMORIZED_FORM_FIXED')}`]);
    await requireFreeName(tx, call, current.transtype, input.name, id);
    const values = { name: input.name, description: input.description, data: templateOf(current.transtype, input.data), closed: input.closed };
    const row = await unique(input.name, () => repo.updateMemorized(tx, call.tenantId, id, version, values));
    if (!row) throw new AppError('STALE_VERSION');
    const before = present(current);
    const after = present(row);
    await audit(tx, call, id, 'update', before, after);
    return after;
  }));
}

/** `PUT memorized/{id}/close`: no longer offered for new documents ("Memorize Closed."). */
export async function closeMemorized(ctx: AppContext, call: TenantCall, id: number, lang: Lang) {
  return namedOne(ctx, await inTenant(ctx, call, async (tx) => {
    const current = await found(tx, call, id);
    await requireRight(tx, call, current.transtype, 'tambah', lang);
    if (current.closed) return present(current);
    const row = await repo.updateMemorized(tx, call.tenantId, id, current.version, { closed: true });
    if (!row) throw new AppError('STALE_VERSION');
    const after = present(row);
    await audit(tx, call, id, 'update', present(current), after);
    return after;
  }));
}

export async function deleteMemorized(ctx: AppContext, call: TenantCall, id: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    const current = await found(tx, call, id);
    await requireRight(tx, call, current.transtype, 'tambah', lang);
    await repo.deleteMemorized(tx, call.tenantId, id);
    await audit(tx, call, id, 'delete', present(current), undefined);
    return { id };
  });
}

export async function readMemorized(ctx: AppContext, call: TenantCall, id: number, lang: Lang) {
  const record = await inTenant(ctx, call, async (tx) => {
    const row = await found(tx, call, id);
    await requireRight(tx, call, row.transtype, 'akses', lang);
    return present(row);
  });
  return namedOne(ctx, record);
}

/** `getmemorized/{id}`: what a new document of the template's form starts with. */
export async function templateData(ctx: AppContext, call: TenantCall, id: number, lang: Lang) {
  const record = await readMemorized(ctx, call, id, lang);
  return { id: record.id, transtype: record.transtype, name: record.name, description: record.description, closed: record.closed, data: record.data };
}

/** The forms whose templates the caller may see: those whose screen they may open. */
async function readableForms(tx: Tx, call: TenantCall): Promise<readonly string[]> {
  if (call.roleId === ROLES.ADMINISTRATOR) return MEMORIZED_FORMS;
  const screens = new Set(await repo.openableScreens(tx, call.tenantId, call.userId));
  return MEMORIZED_FORMS.filter((form) => screens.has(screenOf(form)));
}

export interface MemorizedListQuery {
  page: number;
  size: number;
  search?: string;
  transtype?: string;
  closed?: boolean;
}

/** readall: templates of the forms the caller may open (of one form with `transtype`), by form and name. */
export async function listMemorized(ctx: AppContext, call: TenantCall, q: MemorizedListQuery, lang: Lang) {
  const { rows, total } = await inTenant(ctx, call, async (tx) => {
    let forms = await readableForms(tx, call);
    if (q.transtype) {
      await requireRight(tx, call, q.transtype, 'akses', lang);
      forms = [q.transtype];
    }
    return repo.listMemorized(tx, call.tenantId, { forms, search: q.search, closed: q.closed, page: q.page, size: q.size });
  });
  return { listdata: await named(ctx, rows), total, page: q.page, size: q.size };
}

/** `memorized-by-type?transtype=`: the open templates of a form, for the picker of a new document. */
export async function memorizedByType(ctx: AppContext, call: TenantCall, transtype: string, lang: Lang) {
  const { rows } = await inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, transtype, 'akses', lang);
    return repo.listMemorized(tx, call.tenantId, { forms: [transtype], closed: false, page: 1, size: 500 });
  });
  return (await named(ctx, rows)).map((r) => ({ id: r.id, name: r.name, description: r.description, username: r.username }));
}

/** getaudit/{id}: also of a deleted template (its form is read from its first audit row). */
export async function memorizedAudit(ctx: AppContext, call: TenantCall, id: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    const rows = await readAudit(tx, call.tenantId, FORM, id);
    const row = await repo.findMemorized(tx, call.tenantId, id);
    const first = rows[0]?.changes as Record<string, [unknown, unknown]> | undefined;
    const transtype = row?.transtype ?? (first?.transtype?.[1] as string | undefined);
    if (!transtype || !MEMORIZED_FORMS.includes(transtype)) throw new AppError('AUDIT_EMPTY', {}, { status: 404 });
    await requireRight(tx, call, transtype, 'akses', lang);
    return rows;
  });
}
