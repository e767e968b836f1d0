import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { glDocument, numbering } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

export interface CounterRow {
  prefix: string;
  digits: number;
  nextnumber: number;
}

/** The counter row of a transaction type, locked when the caller will move it. */
export async function counterRow(tx: Tx, tenantId: number, transtype: string, lock = false): Promise<CounterRow | undefined> {
  const query = tx
    .select({ prefix: numbering.prefix, digits: numbering.digits, nextnumber: numbering.nextnumber })
    .from(numbering)
    .where(and(eq(numbering.tenantId, tenantId), eq(numbering.transtype, transtype)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setNextNumber(tx: Tx, tenantId: number, transtype: string, nextnumber: number) {
  await tx.update(numbering).set({ nextnumber }).where(and(eq(numbering.tenantId, tenantId), eq(numbering.transtype, transtype)));
}

/** Which of `numbers` a journal document already carries, leaving out document `exceptId`. Numbers are unique across the three forms. */
export async function usedGlNumbers(tx: Tx, tenantId: number, numbers: string[], exceptId?: number): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const rows = await tx
    .select({ no: glDocument.jvnumber })
    .from(glDocument)
    .where(and(eq(glDocument.tenantId, tenantId), inArray(glDocument.jvnumber, numbers), exceptId === undefined ? undefined : ne(glDocument.jvid, exceptId)));
  return new Set(rows.map((r) => r.no));
}

/** The highest counter among journal-document numbers made of `prefix` and digits only (typed or imported ones included). */
export async function highestGlCounter(tx: Tx, tenantId: number, prefix: string): Promise<number> {
  const pattern = `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[0-9]{1,15}$`;
  const [row] = await tx
    .select({ top: sql<string | null>`max(substr(${glDocument.jvnumber}, ${prefix.length + 1})::bigint)` })
    .from(glDocument)
    .where(and(eq(glDocument.tenantId, tenantId), sql`${glDocument.jvnumber} ~ ${pattern}`));
  return row?.top ? Number(row.top) : 0;
}

/** update-printed: one more print; the document's version is untouched (printing is not an edit). */
export async function markGlPrinted(tx: Tx, tenantId: number, form: string, jvid: number) {
  const [row] = await tx
    .update(glDocument)
    .set({ printcount: sql`${glDocument.printcount} + 1`, lastprinted: sql`now()` })
    .where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.form, form), eq(glDocument.jvid, jvid)))
    .returning({ printcount: glDocument.printcount, lastprinted: glDocument.lastprinted });
  return row;
}
