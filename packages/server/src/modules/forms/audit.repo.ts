import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

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

export async function writeAudit(tx: Tx, entry: AuditEntry) {
  await tx.insert(auditLog).values(entry);
}

/**
 * Writes the audit row of a created record and stores the answer of its Idempotency-Key (claimed earlier in the
 * transaction), in one statement: the last two writes of a document's save.
 */
export async function writeAuditAndAnswer(tx: Tx, entry: AuditEntry, idempotency: { key: string; response: unknown }) {
  await tx.execute(sql`
    with audit as (
      insert into audit_log (tenant_id, form, recordid, action, userid, username, changes)
      values (${entry.tenantId}, ${entry.form}, ${entry.recordid}, ${entry.action}, ${entry.userid}, ${entry.username}, ${JSON.stringify(entry.changes)}::jsonb))
    update idempotency_key set response = ${JSON.stringify(idempotency.response)}::jsonb
    where tenant_id = ${entry.tenantId} and key = ${idempotency.key}`);
}

export async function readAudit(tx: Tx, tenantId: number, form: string, recordid: number) {
  return tx
    .select({ at: auditLog.at, userid: auditLog.userid, username: auditLog.username, action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.form, form), eq(auditLog.recordid, recordid)))
    .orderBy(asc(auditLog.id));
}
