import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { company, glaccount, glDocument, glDocumentLine, idempotencyKey, numbering, preference } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { IS_PARENT_ACCOUNT } from './account-sql.ts';

export type GlDocRow = typeof glDocument.$inferSelect;

export async function accountsByNumber(tx: Tx, tenantId: number, numbers: string[]) {
  return tx
    .select({
      glid: glaccount.glid,
      glaccount: glaccount.glaccount,
      suspended: glaccount.suspended,
      isParent: sql<boolean>`${IS_PARENT_ACCOUNT}`,
    })
    .from(glaccount)
    .where(and(eq(glaccount.tenantId, tenantId), inArray(glaccount.glaccount, numbers)));
}

/** Company start date and rounding account, read once per posting. */
export async function postingSettings(tx: Tx, tenantId: number) {
  const [row] = await tx
    .select({ startdate: company.startdate, pdefaccnt: preference.pdefaccnt })
    .from(company)
    .innerJoin(preference, eq(preference.tenantId, company.tenantId))
    .where(eq(company.tenantId, tenantId));
  return { startdate: row?.startdate ?? null, roundingGlid: (row?.pdefaccnt as { rounding?: number | null } | undefined)?.rounding ?? null };
}

/** Takes the next number of a transaction type; the row lock keeps numbers gap-free under concurrency. */
export async function takeNumber(tx: Tx, tenantId: number, transtype: string): Promise<string> {
  const [row] = await tx
    .update(numbering)
    .set({ nextnumber: sql`${numbering.nextnumber} + 1` })
    .where(and(eq(numbering.tenantId, tenantId), eq(numbering.transtype, transtype)))
    .returning({ prefix: numbering.prefix, number: sql<number>`${numbering.nextnumber} - 1`, digits: numbering.digits });
  if (!row) throw new Error(`no numbering for ${transtype}`);
  return `${row.prefix}${String(row.number).padStart(row.digits, '0')}`;
}

export async function peekNumber(tx: Tx, tenantId: number, transtype: string): Promise<string> {
  const [row] = await tx.select().from(numbering).where(and(eq(numbering.tenantId, tenantId), eq(numbering.transtype, transtype)));
  return row ? `${row.prefix}${String(row.nextnumber).padStart(row.digits, '0')}` : '';
}

export async function insertDocument(tx: Tx, values: typeof glDocument.$inferInsert) {
  const [row] = await tx.insert(glDocument).values(values).returning();
  return row!;
}

export async function updateDocument(tx: Tx, tenantId: number, jvid: number, version: number, values: Partial<typeof glDocument.$inferInsert>) {
  const [row] = await tx
    .update(glDocument)
    .set({ ...values, version: version + 1, updatedAt: sql`now()`, lockedBy: null, lockedTime: null })
    .where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.jvid, jvid), eq(glDocument.version, version)))
    .returning();
  return row;
}

/** Points the document at its current journal; not an edit, so the version stays. */
export async function setDocumentJournal(tx: Tx, tenantId: number, jvid: number, journalid: number) {
  await tx.update(glDocument).set({ journalid }).where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.jvid, jvid)));
}

export async function replaceLines(tx: Tx, tenantId: number, jvid: number, lines: Omit<typeof glDocumentLine.$inferInsert, 'tenantId' | 'jvid' | 'seq'>[]) {
  await tx.delete(glDocumentLine).where(and(eq(glDocumentLine.tenantId, tenantId), eq(glDocumentLine.jvid, jvid)));
  await tx.insert(glDocumentLine).values(lines.map((l, i) => ({ ...l, tenantId, jvid, seq: i + 1 })));
}

export async function findDocument(tx: Tx, tenantId: number, form: string, jvid: number) {
  const [row] = await tx.select().from(glDocument).where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.form, form), eq(glDocument.jvid, jvid)));
  return row;
}

export async function documentLines(tx: Tx, tenantId: number, jvid: number) {
  return tx
    .select({
      seq: glDocumentLine.seq,
      glid: glDocumentLine.glid,
      glaccount: glaccount.glaccount,
      accountname: glaccount.accountname,
      glamount: glDocumentLine.glamount,
      primeamount: glDocumentLine.primeamount,
      rate: glDocumentLine.rate,
      subsidiary: glDocumentLine.subsidiary,
      deptid: glDocumentLine.deptid,
      projectid: glDocumentLine.projectid,
      description: glDocumentLine.description,
    })
    .from(glDocumentLine)
    .innerJoin(glaccount, and(eq(glaccount.tenantId, glDocumentLine.tenantId), eq(glaccount.glid, glDocumentLine.glid)))
    .where(and(eq(glDocumentLine.tenantId, tenantId), eq(glDocumentLine.jvid, jvid)))
    .orderBy(asc(glDocumentLine.seq));
}

export async function deleteDocument(tx: Tx, tenantId: number, jvid: number) {
  await tx.delete(glDocument).where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.jvid, jvid)));
}

export async function documentNeighbours(tx: Tx, tenantId: number, form: string, jvid: number) {
  const base = and(eq(glDocument.tenantId, tenantId), eq(glDocument.form, form));
  const [next] = await tx.select({ id: glDocument.jvid }).from(glDocument).where(and(base, gt(glDocument.jvid, jvid))).orderBy(asc(glDocument.jvid)).limit(1);
  const [prev] = await tx.select({ id: glDocument.jvid }).from(glDocument).where(and(base, lt(glDocument.jvid, jvid))).orderBy(desc(glDocument.jvid)).limit(1);
  return { idnext: next?.id ?? null, idprev: prev?.id ?? null };
}

export async function listDocuments(tx: Tx, tenantId: number, form: string, q: { page: number; size: number; search?: string }) {
  const text = q.search?.trim();
  const where = and(
    eq(glDocument.tenantId, tenantId),
    eq(glDocument.form, form),
    text ? sql`(${glDocument.jvnumber} ilike ${`%${text}%`} or ${glDocument.description} ilike ${`%${text}%`})` : undefined,
  );
  const rows = await tx
    .select({
      jvid: glDocument.jvid,
      jvnumber: glDocument.jvnumber,
      transdate: glDocument.transdate,
      description: glDocument.description,
      version: glDocument.version,
      // The document's total, as the list shows it: the sum of its debit lines. Spelled out, because drizzle
      // leaves column names unqualified in a one-table select, which would tie the subquery to itself.
      amount: sql<string>`(select coalesce(sum(l.glamount), 0)::text from gl_document_line l where l.tenant_id = "gl_document"."tenant_id" and l.jvid = "gl_document"."jvid" and l.glamount > 0)`,
    })
    .from(glDocument)
    .where(where)
    .orderBy(desc(glDocument.transdate), desc(glDocument.jvid))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(glDocument).where(where)) as [{ n: number }];
  return { rows, total: n };
}

/** Claims an Idempotency-Key; a concurrent duplicate waits on the key's row until the first commits. */
export async function claimIdempotencyKey(tx: Tx, tenantId: number, key: string, requestHash: string) {
  const inserted = await tx.insert(idempotencyKey).values({ tenantId, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKey.key });
  if (inserted.length) return { fresh: true as const };
  const [row] = await tx.select().from(idempotencyKey).where(and(eq(idempotencyKey.tenantId, tenantId), eq(idempotencyKey.key, key)));
  return { fresh: false as const, requestHash: row?.requestHash ?? '', response: row?.response ?? null };
}

export async function storeIdempotentResponse(tx: Tx, tenantId: number, key: string, response: unknown) {
  await tx.update(idempotencyKey).set({ response }).where(and(eq(idempotencyKey.tenantId, tenantId), eq(idempotencyKey.key, key)));
}
