import { and, asc, eq, sql } from 'drizzle-orm';
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

export async function readAudit(tx: Tx, tenantId: number, form: string, recordid: number) {
  return tx
    .select({ at: auditLog.at, userid: auditLog.userid, username: auditLog.username, action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.form, form), eq(auditLog.recordid, recordid)))
    .orderBy(asc(auditLog.id));
}
