import { and, asc, eq } from 'drizzle-orm';
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

export async function writeAudit(tx: Tx, entry: { tenantId: number; form: string; recordid: number; action: 'create' | 'update' | 'delete'; userid: number; username: string; changes: Changes }) {
  await tx.insert(auditLog).values(entry);
}

export async function readAudit(tx: Tx, tenantId: number, form: string, recordid: number) {
  return tx
    .select({ at: auditLog.at, userid: auditLog.userid, username: auditLog.username, action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.form, form), eq(auditLog.recordid, recordid)))
    .orderBy(asc(auditLog.id));
}
