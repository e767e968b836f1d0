import { and, eq } from 'drizzle-orm';
import { attachment } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

export type NewAttachment = Omit<typeof attachment.$inferInsert, 'id' | 'createdAt'>;

export async function insertAttachment(tx: Tx, a: NewAttachment) {
  const [row] = await tx
    .insert(attachment)
    .values(a)
    .returning({ id: attachment.id, filename: attachment.filename, mimetype: attachment.mimetype, size: attachment.size, form: attachment.form, recordid: attachment.recordid });
  return row!;
}

export async function findAttachment(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx.select().from(attachment).where(and(eq(attachment.tenantId, tenantId), eq(attachment.id, id)));
  return row;
}

export async function listAttachments(tx: Tx, tenantId: number, form: string, recordid: number) {
  return tx
    .select({ id: attachment.id, filename: attachment.filename, mimetype: attachment.mimetype, size: attachment.size, createdat: attachment.createdAt })
    .from(attachment)
    .where(and(eq(attachment.tenantId, tenantId), eq(attachment.form, form), eq(attachment.recordid, recordid)));
}

export async function deleteAttachment(tx: Tx, tenantId: number, id: number) {
  const rows = await tx.delete(attachment).where(and(eq(attachment.tenantId, tenantId), eq(attachment.id, id))).returning({ id: attachment.id });
  return rows.length > 0;
}
