import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

export type Changes = Record<string, [unknown, unknown]>;

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
