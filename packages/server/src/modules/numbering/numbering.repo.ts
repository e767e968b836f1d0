import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
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

/** SQL: a number of counter row `c` (prefix and zero-padded counter, widened when the counter outgrows `digits`). */
const formatted = (n: SQL) => sql`c.prefix || lpad(${n}::text, greatest(c.digits, length(${n}::text)), '0')`;

/**
 * SQL: the first counter at or after the counter row `c`'s `nextnumber` whose number no document of its type carries
 * (a journal document, or a transaction document of the counter's type: numbers typed before counters followed
 * them, or under an earlier prefix). generate_series in the select list yields one counter at a time (in FROM it
 * would build all 10,001 first) and the scan stops at the first free one, so the usual case costs one index probe
 * per table; 10,000 taken in a row ends the search. The candidate number is a column of a subquery kept apart
 * (`offset 0`): compared as an expression, `||` and lpad (not leakproof) would keep row-level security from using
 * the number indexes, and every number of the type would be read.
 */
export const firstFreeCounter = sql`(select k.n from (
    select s.n, ${formatted(sql`s.n`)} as num from (select generate_series(c.nextnumber, c.nextnumber + 10000) as n) s offset 0) k
  where not exists (select 1 from gl_document d where d.tenant_id = c.tenant_id and d.jvnumber = k.num)
    and not exists (select 1 from trans_document t where t.tenant_id = c.tenant_id and t.transtype = c.transtype and t.docno = k.num) limit 1)`;

/** SQL: the counter of `number` when it is the prefix of counter row `c` followed by digits only, else null. */
export const typedCounter = (number: SQL) =>
  sql`(case when left(${number}, length(c.prefix)) = c.prefix and substr(${number}, length(c.prefix) + 1) ~ '^[0-9]{1,15}$'
            then substr(${number}, length(c.prefix) + 1)::bigint end)`;

/**
 * SQL statement part: takes the next free automatic number of `transtype` and moves the counter past it, answering
 * `jvnumber`. The row lock orders concurrent callers; a caller that waited re-reads the moved counter (READ COMMITTED
 * re-evaluates the update on the newest row), so two callers never take the same number.
 */
export const takeNumberSql = (tenant: SQL, transtype: SQL) => sql`update numbering c set nextnumber = ${firstFreeCounter} + 1
  where c.tenant_id = ${tenant} and c.transtype = ${transtype}
  returning ${formatted(sql`(c.nextnumber - 1)`)} as jvnumber`;

/** SQL statement part: a number chosen by the client that follows `transtype`'s format moves its counter past it. */
export const passTypedNumberSql = (tenant: SQL, transtype: SQL, number: SQL) => sql`update numbering c set nextnumber = ${typedCounter(number)} + 1
  where c.tenant_id = ${tenant} and c.transtype = ${transtype} and c.nextnumber <= ${typedCounter(number)}`;

/** A number typed on a document that is saved outside postDocument (edits) moves its counter past it. */
export async function passTypedNumber(tx: Tx, tenantId: number, transtype: string, number: string) {
  await tx.execute(passTypedNumberSql(sql`${tenantId}::bigint`, sql`${transtype}::text`, sql`${number}::text`));
}

/** The number the next automatic document of `transtype` would get (getnumber): the counter, past numbers in use. */
export async function proposeNumber(tx: Tx, tenantId: number, transtype: string): Promise<string | undefined> {
  const result = (await tx.execute(
    sql`select ${formatted(firstFreeCounter)} as number from numbering c where c.tenant_id = ${tenantId}::bigint and c.transtype = ${transtype}::text`,
  )) as unknown as { rows: { number: string }[] };
  return result.rows[0]?.number;
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
