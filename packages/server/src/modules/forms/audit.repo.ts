import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';

export type Changes = Record<string, [unknown, unknown]>;

/** The fields whose value differs between two states of a record, each as [before, after]; `skip` are never audited. */
export function auditChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, skip: ReadonlySet<string> = new Set()): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (skip.has(key)) continue;
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = [a, b];
  }
  return changes;
}

export interface AuditEntry {
  tenantId: number;
  form: string;
  recordid: number;
  action: 'create' | 'update' | 'delete';
  userid: number;
  username: string;
  changes: Changes;
}

const P = (name: string) => sql.placeholder(name);
const AUDIT_VALUES = sql`(${P('tenant')}::bigint, ${P('form')}::text, ${P('recordid')}::bigint, ${P('action')}::text, ${P('userid')}::bigint, ${P('username')}::text, ${P('changes')}::jsonb)`;
const auditValues = (entry: AuditEntry) => ({
  tenant: entry.tenantId,
  form: entry.form,
  recordid: entry.recordid,
  action: entry.action,
  userid: entry.userid,
  username: entry.username,
  changes: JSON.stringify(entry.changes),
});

/** Writes one audit row (a prepared statement: every save writes one). */
export async function writeAudit(tx: Tx, entry: AuditEntry) {
  await executeStatement(tx, 'writeAudit', () => sql`insert into audit_log (tenant_id, form, recordid, action, userid, username, changes) values ${AUDIT_VALUES}`, auditValues(entry));
}

/**
 * Writes the audit row of a created record and stores the answer of its Idempotency-Key (claimed earlier in the
 * transaction), in one statement: the last two writes of a document's save.
 */
export async function writeAuditAndAnswer(tx: Tx, entry: AuditEntry, idempotency: { key: string; response: unknown }) {
  await executeStatement(
    tx,
    'writeAuditAndAnswer',
    () => sql`
      with audit as (insert into audit_log (tenant_id, form, recordid, action, userid, username, changes) values ${AUDIT_VALUES})
      update idempotency_key set response = ${P('response')}::jsonb where tenant_id = ${P('tenant')}::bigint and key = ${P('key')}::text`,
    { ...auditValues(entry), key: idempotency.key, response: JSON.stringify(idempotency.response) },
  );
}

/**
 * A created record's audit row and its Idempotency-Key's answer as parts (common table expressions) of the
 * statement that writes the record, for a save that builds both before that statement: `fill` turns the texts
 * (`audit_changes`, `audit_response`) into what is stored, filling in what only that statement knows (a document's
 * number). Values: `createdAuditValues`.
 */
export const createdAuditCtes = (fill: (text: SQL) => SQL, answer: boolean) => sql`
  audit_row as (
    insert into audit_log (tenant_id, form, recordid, action, userid, username, changes)
    values (${P('audit_tenant')}::bigint, ${P('audit_form')}::text, ${P('audit_recordid')}::bigint, 'create', ${P('audit_userid')}::bigint, ${P('audit_username')}::text,
            ${fill(sql`${P('audit_changes')}::text`)}::jsonb))
  ${answer ? sql`, answer_row as (update idempotency_key set response = ${fill(sql`${P('audit_response')}::text`)}::jsonb where tenant_id = ${P('audit_tenant')}::bigint and key = ${P('audit_key')}::text)` : sql``}`;

/** The values of `createdAuditCtes`: the entry (its changes as JSON text) and, with a key, the answer's JSON text. */
export const createdAuditValues = (entry: Omit<AuditEntry, 'action'>, answer?: { key: string; response: string }) => ({
  audit_tenant: entry.tenantId,
  audit_form: entry.form,
  audit_recordid: entry.recordid,
  audit_userid: entry.userid,
  audit_username: entry.username,
  audit_changes: JSON.stringify(entry.changes),
  ...(answer ? { audit_key: answer.key, audit_response: answer.response } : {}),
});

export async function readAudit(tx: Tx, tenantId: number, form: string, recordid: number) {
  return tx
    .select({ at: auditLog.at, userid: auditLog.userid, username: auditLog.username, action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.form, form), eq(auditLog.recordid, recordid)))
    .orderBy(asc(auditLog.id));
}
