import { formatIssues, READ_ONLY_KEYS, RIGHT_FLAGS, ROLES, translate, WIRE_NAMES, type Lang, type MessageKey, type Rights } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hasRight, inTenant, rightsOn, type TenantCall } from '../../platform/tenant-access.ts';
import { foreignKeyColumn, sqlState, type Tx } from '../../platform/tx.ts';
import { findUserById } from '../user/user.repo.ts';
import { auditChanges, readAudit, writeAudit, type Changes } from './audit.repo.ts';
import type { FormDef, Row } from './form-def.ts';
import * as repo from './form.repo.ts';
import { inTenantNamingLocks, LockedBy, lockExpired } from './edit-lock.ts';

/** Storage columns that never leave the server. */
const INTERNAL = new Set(['tenantId', 'search']);
/** Wire fields an edit does not change by itself, left out of the audit trail. */
const UNAUDITED = new Set(['version', 'locked_by', 'locked_time', 'createdat', 'updatedat']);
type Flag = 'akses' | 'tambah' | 'ubah' | 'hapus';
const ACTION: Record<Flag, MessageKey> = { akses: 'ACTION_OPEN', tambah: 'ACTION_CREATE', ubah: 'ACTION_EDIT', hapus: 'ACTION_DELETE' };

/** A stored row under its wire names (WIRE_NAMES), without the internal columns. */
export function wireRecord(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (!INTERNAL.has(k)) out[WIRE_NAMES[k] ?? k] = v;
  return out;
}

export function toApi(def: FormDef, row: Row): Row {
  const out = wireRecord(def.toApi ? def.toApi(row) : row);
  out.id = row[def.idField];
  return out;
}

function parse(def: FormDef, body: unknown, lang: Lang): Row {
  const result = def.schema.safeParse(body);
  if (!result.success) throw validationError(formatIssues(result.error.issues, lang));
  const data = { ...result.data };
  for (const k of READ_ONLY_KEYS) if (k !== def.idField) delete data[k]; // a form whose id field is `id` (recurring) keeps it for update
  return data;
}

/** Record limits apply to everyone but an ADMINISTRATOR. */
function viewerOf(call: TenantCall): repo.Viewer {
  return { userId: call.userId, all: call.roleId === ROLES.ADMINISTRATOR };
}

async function requireRight(tx: Tx, call: TenantCall, def: FormDef, record: Row, flag: Flag, lang: Lang) {
  if (!(await hasRight(tx, call, def.screen(record), flag))) {
    throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]) }, { status: 403, publicCode: 'ACCESS_DENIED' });
  }
}

/** Unique and foreign-key violations become the user's errors: 409 duplicate, 400 unknown reference, 409 in use. */
function mapDbError(error: unknown, action: 'write' | 'delete'): never {
  const state = sqlState(error);
  if (state === '23505') throw new AppError('DUPLICATE_RECORD', {}, { status: 409 });
  if (state === '23503') {
    if (action === 'delete') throw new AppError('IN_USE');
    const field = foreignKeyColumn(error);
    throw new AppError('V_REF_NOT_FOUND', { field }, { status: 400 });
  }
  throw error;
}

function diff(before: Row | undefined, after: Row | undefined): Changes {
  return auditChanges(before, after, UNAUDITED);
}

async function audit(tx: Tx, call: TenantCall, def: FormDef, id: number, action: 'create' | 'update' | 'delete', changes: Changes) {
  await writeAudit(tx, { tenantId: call.tenantId, form: def.name, recordid: id, action, userid: call.userId, username: call.username, changes });
}


async function withDetails(tx: Tx, def: FormDef, tenantId: number, row: Row): Promise<Row> {
  const api = toApi(def, row);
  if (def.details) api.details = await def.details.read(tx, tenantId, Number(row[def.idField]));
  return def.afterRead ? def.afterRead(tx, tenantId, api) : api;
}

export async function createRecord(ctx: AppContext, call: TenantCall, def: FormDef, body: unknown, lang: Lang) {
  const data = parse(def, body, lang);
  return inTenant(ctx, call, (tx) => createParsed(tx, call, def, data, lang));
}

/** A create inside the caller's transaction (spreadsheet imports write many records in one): the same checks and hooks. */
export async function createInTx(tx: Tx, call: TenantCall, def: FormDef, body: unknown, lang: Lang) {
  return createParsed(tx, call, def, parse(def, body, lang), lang);
}

async function createParsed(tx: Tx, call: TenantCall, def: FormDef, data: Row, lang: Lang) {
  await requireRight(tx, call, def, data, 'tambah', lang);
  await def.validate?.(tx, call, data);
  const { details, ...fields } = data;
  delete fields[def.idField];
  let row: Row;
  try {
    row = await repo.insertRow(tx, def, call.tenantId, def.toRow ? def.toRow(fields) : fields);
    if (def.details) await def.details.write(tx, call.tenantId, Number(row[def.idField]), { details });
  } catch (error) {
    mapDbError(error, 'write');
  }
  if (def.afterWrite) row = await def.afterWrite(tx, call, row);
  const api = await withDetails(tx, def, call.tenantId, row);
  await audit(tx, call, def, Number(row[def.idField]), 'create', diff(undefined, api));
  return api;
}

export async function updateRecord(ctx: AppContext, call: TenantCall, def: FormDef, body: unknown, lang: Lang) {
  const data = parse(def, body, lang);
  const version = (body as { version?: unknown }).version;
  const id = Number(data[def.idField]);
  if (!Number.isSafeInteger(id) || id <= 0) throw validationError([translate(lang, 'MISSING_ID', { field: def.idField })]);
  if (typeof version !== 'number') throw validationError([translate(lang, 'MISSING_ID', { field: 'version' })]);
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const current = await repo.findById(tx, def, call.tenantId, id, viewerOf(call));
    if (!current) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, def, current, 'ubah', lang);
    if (def.typeField && data[def.typeField] !== undefined && data[def.typeField] !== current[def.typeField]) await requireRight(tx, call, def, data, 'ubah', lang);
    if (current.lockedBy && Number(current.lockedBy) !== call.userId && !lockExpired(current)) throw new LockedBy(Number(current.lockedBy));
    if (version !== current.version) throw new AppError('STALE_VERSION');
    await def.validate?.(tx, call, data, current);
    const before = await withDetails(tx, def, call.tenantId, current);
    const { details, ...fields } = data;
    delete fields[def.idField];
    let row: Row | undefined;
    try {
      row = await repo.updateRow(tx, def, call.tenantId, id, version, def.toRow ? def.toRow(fields) : fields);
      if (row && def.details) await def.details.write(tx, call.tenantId, id, { details });
    } catch (error) {
      mapDbError(error, 'write');
    }
    if (!row) throw new AppError('STALE_VERSION');
    if (def.afterWrite) row = await def.afterWrite(tx, call, row, current);
    const after = await withDetails(tx, def, call.tenantId, row);
    await audit(tx, call, def, id, 'update', diff(before, after));
    return after;
  });
}



export async function deleteRecord(ctx: AppContext, call: TenantCall, def: FormDef, id: number, lang: Lang) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const current = await repo.findById(tx, def, call.tenantId, id, viewerOf(call));
    if (!current) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, def, current, 'hapus', lang);
    const keep = def.keep?.(current);
    if (keep) throw new AppError(keep, {}, { status: 409 });
    if (current.lockedBy && Number(current.lockedBy) !== call.userId && !lockExpired(current)) throw new LockedBy(Number(current.lockedBy));
    const before = await withDetails(tx, def, call.tenantId, current);
    await def.beforeDelete?.(tx, call, current);
    try {
      await repo.deleteRow(tx, def, call.tenantId, id);
    } catch (error) {
      mapDbError(error, 'delete');
    }
    await audit(tx, call, def, id, 'delete', diff(before, undefined));
    return { id };
  });
}

export async function readRecord(ctx: AppContext, call: TenantCall, def: FormDef, id: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    const row = await repo.findById(tx, def, call.tenantId, id, viewerOf(call));
    if (!row) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, def, row, 'akses', lang);
    const type = def.typeField ? Number(row[def.typeField]) : undefined;
    return { ...(await withDetails(tx, def, call.tenantId, row)), ...(await repo.neighbours(tx, def, call.tenantId, id, type, viewerOf(call))) };
  });
}

/** Who holds the edit lock of a record now (an expired lock is nobody's). */
function lockOf(row: Row, userId: number) {
  if (!row.lockedBy || lockExpired(row)) return null;
  const since = row.lockedTime instanceof Date ? row.lockedTime : new Date(String(row.lockedTime));
  return {
    userId: Number(row.lockedBy),
    mine: Number(row.lockedBy) === userId,
    since: since.toISOString(),
    until: new Date(since.getTime() + repo.LOCK_MINUTES * 60_000).toISOString(),
  };
}

/**
 * getScreen/{id}: what a form screen needs to open record {id} (0: a new record) in one call — the rights
 * screen and the caller's rights on it, the record as read/{id} gives it, and who holds its edit lock.
 */
export async function screenOf(ctx: AppContext, call: TenantCall, def: FormDef, id: number, type: number | undefined, lang: Lang) {
  const screen = await inTenant(ctx, call, async (tx) => {
    const row = id > 0 ? await repo.findById(tx, def, call.tenantId, id, viewerOf(call)) : undefined;
    if (id > 0 && !row) throw new AppError('NOT_FOUND');
    const name = def.screen(row ?? { persontype: type ?? 0 });
    const stored = await rightsOn(tx, call, name);
    const rights = Object.fromEntries(RIGHT_FLAGS.map((f) => [f, stored[f]])) as Rights;
    if (!rights.akses) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION.akses) }, { status: 403, publicCode: 'ACCESS_DENIED' });
    if (!row) return { form: def.name, screen: name, rights, record: null, lock: null };
    const recordType = def.typeField ? Number(row[def.typeField]) : undefined;
    const record = { ...(await withDetails(tx, def, call.tenantId, row)), ...(await repo.neighbours(tx, def, call.tenantId, id, recordType, viewerOf(call))) };
    return { form: def.name, screen: name, rights, record, lock: lockOf(row, call.userId) };
  });
  if (!screen.lock) return screen;
  // The holder's name comes from the control plane, read after the tenant transaction (see inTenantNamingLocks).
  const holder = await findUserById(ctx.db, screen.lock.userId);
  return { ...screen, lock: { ...screen.lock, name: holder?.name ?? '?' } };
}

export async function readByNo(ctx: AppContext, call: TenantCall, def: FormDef, no: string, type: number | undefined, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    const row = def.noField ? await repo.findByNo(tx, def, call.tenantId, no, type, viewerOf(call)) : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, def, row, 'akses', lang);
    return withDetails(tx, def, call.tenantId, row);
  });
}

/** Types the caller may open, for forms whose screen depends on the record type (customers / vendors). */
async function allowedTypes(tx: Tx, call: TenantCall, def: FormDef, requested: number | undefined): Promise<{ type?: number; types?: number[] }> {
  if (!def.typeField || def.screen({ persontype: 0 }) === def.screen({ persontype: 1 })) {
    if (!(await hasRight(tx, call, def.screen({}), 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: def.name }, { status: 403, publicCode: 'ACCESS_DENIED' });
    return { type: requested };
  }
  const candidates = requested !== undefined ? [requested] : [0, 1];
  const types: number[] = [];
  for (const t of candidates) if (await hasRight(tx, call, def.screen({ persontype: t }), 'akses')) types.push(t);
  if (types.length === 0) throw new AppError('NO_ACCESS_OPEN_FORM', { form: def.name }, { status: 403, publicCode: 'ACCESS_DENIED' });
  return { types };
}

/** Which list: whole records (readall), lookup columns (readallBase, readByType) or the purchase pick list. */
export type ListKind = 'full' | 'base' | 'purchase';

function pick(row: Row, keys: readonly string[]): Row {
  const out: Row = {};
  for (const k of keys) if (k in row) out[k] = row[k];
  return out;
}

/** `base: true` in the query is the lookups' way of asking for kind 'base'. */
export async function listRecords(ctx: AppContext, call: TenantCall, def: FormDef, q: repo.ListQuery & { base?: boolean }, kind: ListKind = q.base ? 'base' : 'full') {
  const purchase = kind === 'purchase' ? def.purchase : undefined;
  if (kind === 'purchase' && !purchase) throw new AppError('ROUTE_NOT_FOUND');
  return inTenant(ctx, call, async (tx) => {
    const filter = await allowedTypes(tx, call, def, purchase?.type ?? q.type);
    await def.prepare?.(tx, call.tenantId);
    const fields = kind === 'full' ? undefined : [def.idField, ...(purchase ? purchase.fields : def.baseFields)];
    const { rows, total } = await repo.list(tx, def, call.tenantId, { ...q, ...filter, fields, activeOnly: kind === 'purchase', viewer: viewerOf(call) });
    // Lookup rows go through the same mapping as whole records (decimals without trailing zeros), cut to their columns.
    const listdata = rows.map((r) => (fields ? pick(toApi(def, r), ['id', ...fields]) : toApi(def, r)));
    return { listdata, total, page: q.page, size: q.size };
  });
}

export async function auditOf(ctx: AppContext, call: TenantCall, def: FormDef, id: number) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, def.screen({}), 'akses')) && !(await hasRight(tx, call, def.screen({ persontype: 1 }), 'akses'))) {
      throw new AppError('NO_ACCESS_OPEN_FORM', { form: def.name }, { status: 403, publicCode: 'ACCESS_DENIED' });
    }
    // A record still there but limited to other users or branches has no history for this viewer either.
    if (def.limited && (await repo.findById(tx, def, call.tenantId, id)) && !(await repo.findById(tx, def, call.tenantId, id, viewerOf(call)))) {
      throw new AppError('NOT_FOUND');
    }
    const rows = await readAudit(tx, call.tenantId, def.name, id);
    if (rows.length === 0) throw new AppError('AUDIT_EMPTY', {}, { status: 404 });
    return rows;
  });
}

export async function lockRecord(ctx: AppContext, call: TenantCall, def: FormDef, id: number, lang: Lang) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const row = await repo.findById(tx, def, call.tenantId, id, viewerOf(call));
    if (!row) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, def, row, 'ubah', lang);
    const result = await repo.takeLock(tx, def, call.tenantId, id, call.userId);
    if (!result.ok) throw new LockedBy(result.holder);
    return { locked: true, minutes: repo.LOCK_MINUTES };
  });
}

/**
 * Releases the caller's edit lock (closing the record, loading another, leaving the page). Only the holder
 * can: while someone else holds it the answer is 409 naming them; a free or expired lock is already released.
 */
export async function unlockRecord(ctx: AppContext, call: TenantCall, def: FormDef, id: number) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const row = await repo.findById(tx, def, call.tenantId, id, viewerOf(call));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.lockedBy && Number(row.lockedBy) !== call.userId && !lockExpired(row)) throw new LockedBy(Number(row.lockedBy));
    await repo.releaseLock(tx, def, call.tenantId, id, call.userId);
    return { locked: false };
  });
}

export async function nextNumber(ctx: AppContext, call: TenantCall, def: FormDef, param: string) {
  if (!def.nextNumber) throw new AppError('ROUTE_NOT_FOUND');
  const { field, prefix, digits } = def.nextNumber;
  return inTenant(ctx, call, async (tx) => {
    const p = prefix(param);
    const type = def.typeField && /^\d+$/.test(param) ? Number(param) : undefined;
    const max = await repo.maxNumberWithPrefix(tx, def, call.tenantId, field, p, type);
    return { number: `${p}${String(max + 1).padStart(digits, '0')}` };
  });
}

export async function defaultsOf(ctx: AppContext, call: TenantCall, def: FormDef, param: string) {
  return inTenant(ctx, call, async (tx) => (def.defaults ? def.defaults(tx, call, param) : {}));
}
