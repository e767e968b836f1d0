import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { glaccount, glDocument, recurring, recurringDetail, transDocument } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/** SQL of recurring schedules and their occurrences (issue 14). Every statement filters on the tenant too (RLS does also). */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export type Occurrence = typeof recurringDetail.$inferSelect;
export type NewOccurrence = Pick<Occurrence, 'seq' | 'estimateddate' | 'estimatedamount' | 'estdescription' | 'estinvoiceno'>;

export async function glidOfAccount(tx: Tx, tenantId: number, number: string): Promise<number | null> {
  const [row] = await tx.select({ glid: glaccount.glid }).from(glaccount).where(and(eq(glaccount.tenantId, tenantId), eq(glaccount.glaccount, number)));
  return row?.glid ?? null;
}

export async function occurrencesOf(tx: Tx, tenantId: number, recurringid: number): Promise<Occurrence[]> {
  return tx.select().from(recurringDetail).where(and(eq(recurringDetail.tenantId, tenantId), eq(recurringDetail.recurringid, recurringid))).orderBy(asc(recurringDetail.seq));
}

/** An edit rewrites the occurrences not yet created; created ones stay as they are. */
export async function rewriteOccurrences(tx: Tx, tenantId: number, recurringid: number, rows: readonly NewOccurrence[]) {
  await tx.delete(recurringDetail).where(and(eq(recurringDetail.tenantId, tenantId), eq(recurringDetail.recurringid, recurringid), ne(recurringDetail.status, 1)));
  if (rows.length) await tx.insert(recurringDetail).values(rows.map((r) => ({ ...r, tenantId, recurringid })));
}

/** Which of these numbers a document of the form already carries (case-insensitive). */
export async function numbersInUse(tx: Tx, tenantId: number, form: string, journal: boolean, numbers: readonly string[]): Promise<string[]> {
  if (!numbers.length) return [];
  const lower = numbers.map((n) => n.toLowerCase());
  const rows = journal
    ? await tx.select({ no: glDocument.jvnumber }).from(glDocument).where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.form, form), inArray(sql`lower(${glDocument.jvnumber})`, lower)))
    : await tx.select({ no: transDocument.docno }).from(transDocument).where(and(eq(transDocument.tenantId, tenantId), eq(transDocument.form, form), inArray(sql`lower(${transDocument.docno})`, lower)));
  return rows.map((r) => String(r.no));
}

export async function setStatus(tx: Tx, tenantId: number, id: number, status: number) {
  const [row] = await tx
    .update(recurring)
    .set({ status, version: sql`${recurring.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(recurring.tenantId, tenantId), eq(recurring.id, id)))
    .returning();
  return row;
}

export interface ScheduleListQuery {
  page: number;
  size: number;
  search?: string;
  transtype?: string;
  status?: number;
}

/** The list screen's rows: each schedule with its next occurrence not yet created and how many were created or failed. */
export async function listSchedules(tx: Tx, tenantId: number, q: ScheduleListQuery) {
  const like = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = rowsOf(
    await tx.execute(sql`
      select r.id, r.recurringno, r.description, r.transtype, r.perioda, r.recurringtotal, r.recurringdate::text as recurringdate,
             r.status, r.personid, r.glaccount, r.isassigninvno, r.startinvno,
             (select min(d.estimateddate)::text from recurring_detail d where d.tenant_id = r.tenant_id and d.recurringid = r.id and d.status <> 1) as nextdate,
             (select count(*)::int from recurring_detail d where d.tenant_id = r.tenant_id and d.recurringid = r.id and d.status = 1) as created,
             (select count(*)::int from recurring_detail d where d.tenant_id = r.tenant_id and d.recurringid = r.id and d.status = 2) as failed,
             count(*) over ()::int as total_rows
      from recurring r
      where r.tenant_id = ${tenantId}
        ${q.transtype ? sql`and r.transtype = ${q.transtype}` : sql``}
        ${q.status !== undefined ? sql`and r.status = ${q.status}` : sql``}
        ${like ? sql`and (lower(r.recurringno) like ${like} or lower(r.description) like ${like} or r.transtype like ${like})` : sql``}
      order by r.recurringno, r.id
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
  const total = rows.length ? Number(rows[0]!.total_rows) : 0;
  return { rows: rows.map(({ total_rows: _t, ...r }) => ({ ...r, id: Number(r.id), personid: r.personid === null ? null : Number(r.personid), glaccount: r.glaccount === null ? null : Number(r.glaccount) })), total };
}

/** The occurrences due by `until` of the active schedules (not yet created, or failed before), oldest first. */
export async function dueOccurrences(tx: Tx, tenantId: number, until: string, id?: number) {
  return tx
    .select({ recurringid: recurringDetail.recurringid, seq: recurringDetail.seq })
    .from(recurringDetail)
    .innerJoin(recurring, and(eq(recurring.tenantId, recurringDetail.tenantId), eq(recurring.id, recurringDetail.recurringid)))
    .where(
      and(
        eq(recurringDetail.tenantId, tenantId),
        eq(recurring.status, 0),
        ne(recurringDetail.status, 1),
        sql`${recurringDetail.estimateddate} <= ${until}`,
        id !== undefined ? eq(recurring.id, id) : undefined,
      ),
    )
    .orderBy(asc(recurringDetail.estimateddate), asc(recurringDetail.recurringid), asc(recurringDetail.seq));
}

/**
 * Claims one due occurrence for this transaction: its row locked, skipped when another trigger holds it, and
 * nothing when it has been created meanwhile or its schedule is no longer active. Answers it with its schedule.
 */
export async function claimOccurrence(tx: Tx, tenantId: number, recurringid: number, seq: number) {
  const [row] = await tx
    .select({ detail: recurringDetail, schedule: recurring })
    .from(recurringDetail)
    .innerJoin(recurring, and(eq(recurring.tenantId, recurringDetail.tenantId), eq(recurring.id, recurringDetail.recurringid)))
    .where(and(eq(recurringDetail.tenantId, tenantId), eq(recurringDetail.recurringid, recurringid), eq(recurringDetail.seq, seq), ne(recurringDetail.status, 1), eq(recurring.status, 0)))
    .for('update', { of: recurringDetail, skipLocked: true });
  return row;
}

export async function markCreated(tx: Tx, tenantId: number, recurringid: number, seq: number, invoiceid: number, invoiceno: string | null) {
  await tx
    .update(recurringDetail)
    .set({ status: 1, invoiceid, invoiceno, error: null, createdAt: sql`now()` })
    .where(and(eq(recurringDetail.tenantId, tenantId), eq(recurringDetail.recurringid, recurringid), eq(recurringDetail.seq, seq)));
  // The schedule is finished when its last occurrence is created.
  await tx.execute(sql`
    update recurring set status = 1, updated_at = now() where tenant_id = ${tenantId} and id = ${recurringid} and status = 0
      and not exists (select 1 from recurring_detail d where d.tenant_id = ${tenantId} and d.recurringid = ${recurringid} and d.status <> 1)`);
}

export async function markFailed(tx: Tx, tenantId: number, recurringid: number, seq: number, error: string) {
  await tx.update(recurringDetail).set({ status: 2, error }).where(and(eq(recurringDetail.tenantId, tenantId), eq(recurringDetail.recurringid, recurringid), eq(recurringDetail.seq, seq)));
}
