import { and, inArray, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { idempotencyKey, transDocument, transLine } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { rankedSearch } from '../forms/search-sql.ts';
import { passTypedNumber, takeNumberSql } from '../numbering/numbering.repo.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';

/** Storage of every declared transaction document but the journal documents (db/schema/documents.ts). */

export type TransDocRow = typeof transDocument.$inferSelect;
export type TransLineInput = Omit<typeof transLine.$inferInsert, 'tenantId' | 'docid' | 'seq'>;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Takes the next automatic number of `transtype` (moving its counter past numbers in use), or passes a typed one. */
export async function documentNumber(tx: Tx, tenantId: number, transtype: string, typed: string | undefined): Promise<string | undefined> {
  if (typed) {
    await passTypedNumber(tx, tenantId, transtype, typed);
    return typed;
  }
  const rows = rowsOf(await tx.execute(takeNumberSql(sql`${tenantId}::bigint`, sql`${transtype}::text`)));
  return rows[0] ? String(rows[0].jvnumber) : undefined;
}

export async function insertDocument(
  tx: Tx,
  values: { tenantId: number; form: string; transtype: string | null; docno: string | null; transdate: string; description: string; header: unknown; createdBy: number },
): Promise<TransDocRow> {
  const [row] = await tx.insert(transDocument).values(values).returning();
  return row!;
}

export async function insertLines(tx: Tx, tenantId: number, docid: number, lines: readonly TransLineInput[]) {
  if (lines.length) await tx.insert(transLine).values(lines.map((l, i) => ({ ...l, tenantId, docid, seq: i + 1 })));
}

export async function replaceLines(tx: Tx, tenantId: number, docid: number, lines: readonly TransLineInput[]) {
  await tx.delete(transLine).where(and(eq(transLine.tenantId, tenantId), eq(transLine.docid, docid)));
  await insertLines(tx, tenantId, docid, lines);
}

/** Writes a new version of the header; undefined when someone else saved first (the version moved). Releases the edit lock. */
export async function updateDocument(tx: Tx, tenantId: number, docid: number, version: number, values: Partial<typeof transDocument.$inferInsert>) {
  const [row] = await tx
    .update(transDocument)
    .set({ ...values, version: version + 1, updatedAt: sql`now()`, lockedBy: null, lockedTime: null })
    .where(and(eq(transDocument.tenantId, tenantId), eq(transDocument.docid, docid), eq(transDocument.version, version)))
    .returning();
  return row;
}

/** What posting decided after the stock engine ran: the journal carrying the posting and the document's total. */
export async function setPosting(tx: Tx, tenantId: number, docid: number, journalid: number | null, totalamount: string) {
  const [row] = await tx.update(transDocument).set({ journalid, totalamount }).where(and(eq(transDocument.tenantId, tenantId), eq(transDocument.docid, docid))).returning();
  return row!;
}

export async function findDocument(tx: Tx, tenantId: number, form: string, docid: number) {
  const [row] = await tx.select().from(transDocument).where(and(eq(transDocument.tenantId, tenantId), eq(transDocument.form, form), eq(transDocument.docid, docid)));
  return row;
}

export async function deleteDocument(tx: Tx, tenantId: number, docid: number) {
  await tx.delete(transDocument).where(and(eq(transDocument.tenantId, tenantId), eq(transDocument.docid, docid)));
}

/** A stored line with its item and warehouse, and the cost its stock move carries now (after any recompute). */
export interface StoredLine {
  seq: number;
  itemid: number | null;
  itemno: string;
  itemdescription: string;
  warehouseid: number | null;
  whname: string;
  itemunit: string;
  unitratio: string;
  quantity: string;
  unitprice: string;
  deptid: number | null;
  projectid: number | null;
  description: string;
  extra: Record<string, unknown>;
  /** Value of the line's stock move (the out of a transfer), null when it moves no stock. */
  cost: string | null;
}

/**
 * A document's lines with their item (or item group), warehouse and the cost their stock move carries now, in seq
 * order: the read of `documentLines`, and a column (`linesJson`) of a document's last write, which answers them
 * without a read of its own. The columns are text, ids and `extra`, so a row reads the same from either.
 */
const storedLinesSql = (tenant: SQL, form: SQL, docid: SQL, moves: MoveSource = 'stock_move') => sql`
  select l.seq, l.itemid, coalesce(i.itemno, g.itemno, '') as itemno, coalesce(i.itemdescription, g.itemdescription, '') as itemdescription, l.warehouseid, coalesce(w.whname, '') as whname,
         l.itemunit, l.unitratio::text as unitratio, l.quantity::text as quantity, l.unitprice::text as unitprice, l.deptid, l.projectid, l.description, l.extra,
         ${
           moves === 'stock_move'
             ? sql`(select m.cost::text from stock_move m
                     where m.tenant_id = l.tenant_id and m.itemid = l.itemid and m.form = ${form} and m.docid = l.docid and m.lineseq = l.seq and m.kind <> 'transfer-in'
                     limit 1)`
             : sql`(select m.cost::text from stock_moved m where m.itemid = l.itemid and m.lineseq = l.seq and m.kind <> 'transfer-in' limit 1)`
         } as cost
  from trans_line l
  left join item i on i.tenant_id = l.tenant_id and i.itemid = l.itemid
  left join item_group g on l.itemid is null and g.tenant_id = l.tenant_id and g.groupid = (l.extra ->> 'groupid')::bigint
  left join warehouse w on w.tenant_id = l.tenant_id and w.whid = l.warehouseid
  where l.tenant_id = ${tenant} and l.docid = ${docid}`;

/**
 * Where a line's stock move is read: `stock_move`, or `stock_moved`, the moves a statement writes for this document
 * in an earlier part of itself (stock-append.repo.ts `appendCtes`; the statement's own table read would not see them).
 */
type MoveSource = 'stock_move' | 'stock_moved';

/** The lines of `storedLinesSql` as one JSON array column (seq order). */
export const storedLinesJson = (tenant: SQL, form: SQL, docid: SQL, moves: MoveSource = 'stock_move') =>
  sql`(select coalesce(jsonb_agg(to_jsonb(x) order by x.seq), '[]'::jsonb) from (${storedLinesSql(tenant, form, docid, moves)}) x)`;

export async function documentLines(tx: Tx, tenantId: number, form: string, docid: number): Promise<StoredLine[]> {
  return storedLinesOf(rowsOf(await tx.execute(sql`${storedLinesSql(sql`${tenantId}`, sql`${form}`, sql`${docid}`)} order by l.seq`)));
}

/** Stored lines from the rows of `storedLinesSql` (a read's rows, or the elements of `storedLinesJson`). */
export function storedLinesOf(rows: readonly Row[]): StoredLine[] {
  const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    seq: Number(r.seq),
    itemid: id(r.itemid),
    itemno: String(r.itemno),
    itemdescription: String(r.itemdescription),
    warehouseid: id(r.warehouseid),
    whname: String(r.whname),
    itemunit: String(r.itemunit),
    unitratio: String(r.unitratio),
    quantity: String(r.quantity),
    unitprice: String(r.unitprice),
    deptid: id(r.deptid),
    projectid: id(r.projectid),
    description: String(r.description),
    extra: (r.extra ?? {}) as Record<string, unknown>,
    cost: r.cost === null || r.cost === undefined ? null : String(r.cost),
  }));
}

/** The documents of the form before and after this one (`idprev`, `idnext`): two columns of a statement. */
export const neighbourColumns = (tenant: SQL, form: SQL, docid: SQL) => sql`
  (select min(docid) from trans_document where tenant_id = ${tenant} and form = ${form} and docid > ${docid}) as idnext,
  (select max(docid) from trans_document where tenant_id = ${tenant} and form = ${form} and docid < ${docid}) as idprev`;

/** `idprev` and `idnext` of a row that has the `neighbourColumns`. */
export const neighboursOf = (row: Row | undefined) => {
  const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return { idnext: id(row?.idnext), idprev: id(row?.idprev) };
};

/** The documents of the form before and after this one (`idprev`, `idnext`), in one statement. */
export async function documentNeighbours(tx: Tx, tenantId: number, form: string, docid: number) {
  // A prepared statement: its generic plan is the custom one (the primary key's range), and every read and save of
  // a document runs it, so its planning is saved.
  const P = (name: string) => sql.placeholder(name);
  const { rows } = await executeStatement<Row>(
    tx,
    'documentNeighbours',
    () => sql`select ${neighbourColumns(sql`${P('tenant')}::bigint`, sql`${P('form')}::text`, sql`${P('docid')}::bigint`)}`,
    { tenant: tenantId, form, docid },
  );
  return neighboursOf(rows[0]);
}

export async function listDocuments(tx: Tx, tenantId: number, form: string, q: { page: number; size: number; search?: string; status?: string[]; posted?: boolean }) {
  const search = rankedSearch({ code: transDocument.docno, names: [transDocument.description] }, q.search);
  // Unposted: a header saying `posted: false` (the Temporary Invoice); every other document counts as posted.
  const unposted = sql`coalesce(${transDocument.header} ->> 'posted', 'true') = 'false'`;
  const posted = q.posted === undefined ? undefined : q.posted ? sql`not (${unposted})` : unposted;
  const where = and(eq(transDocument.tenantId, tenantId), eq(transDocument.form, form), search?.where, q.status?.length ? inArray(transDocument.status, q.status) : undefined, posted);
  const rows = await tx
    .select({
      docid: transDocument.docid,
      docno: transDocument.docno,
      transdate: transDocument.transdate,
      description: transDocument.description,
      header: transDocument.header,
      totalamount: transDocument.totalamount,
      status: transDocument.status,
      version: transDocument.version,
    })
    .from(transDocument)
    .where(where)
    .orderBy(...(search ? [asc(search.rank)] : []), desc(transDocument.transdate), desc(transDocument.docid))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(transDocument).where(where)) as [{ n: number }];
  return { rows, total: n };
}

/** Claims an Idempotency-Key for this transaction: true when it was free (a concurrent duplicate waits on the row). */
export async function claimIdempotencyKey(tx: Tx, tenantId: number, key: string, requestHash: string): Promise<boolean> {
  const rows = await tx.insert(idempotencyKey).values({ tenantId, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKey.key });
  return rows.length > 0;
}

/** The journals of a document that still count: neither reversed nor reversals (its posting and its corrections). */
export async function liveJournals(tx: Tx, tenantId: number, form: string, docid: number): Promise<{ journalid: number; transdate: string }[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select j.journalid, j.transdate::text as transdate from journal j
      where j.tenant_id = ${tenantId} and j.form = ${form} and j.docid = ${docid} and j.reversal_of is null
        and not exists (select 1 from journal r where r.tenant_id = j.tenant_id and r.reversal_of = j.journalid)
      order by j.journalid`),
  );
  return rows.map((r) => ({ journalid: Number(r.journalid), transdate: String(r.transdate) }));
}
