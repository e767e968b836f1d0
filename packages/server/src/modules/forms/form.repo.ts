import { and, asc, desc, eq, getTableColumns, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { userBranch } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import type { FormDef, Row } from './form-def.ts';
import { escapeLike, rankedSearch } from './search-sql.ts';

/** Generic SQL over a declared form's table. Every statement also filters on tenant_id (RLS does too). */

/** What the edit-lock statements need of a table: declared forms and the journal documents both give it. */
export type LockTable = Pick<FormDef, 'name' | 'table' | 'idField'>;

function col(def: LockTable, field: string): PgColumn {
  const c = (getTableColumns(def.table) as Record<string, PgColumn>)[field];
  if (!c) throw new Error(`${def.name}: no column ${field}`);
  return c;
}

const tenantOf = (def: LockTable, tenantId: number) => eq(col(def, 'tenantId'), tenantId);

/** Who is reading: an ADMINISTRATOR (`all`) sees every record, anyone else only the records open to them. */
export interface Viewer {
  userId: number;
  all: boolean;
}

/**
 * The records of a limited form (allusers / detailuser / detailbranch) a viewer may see: open to all users,
 * listing the viewer, or listing a branch the viewer works in (user_branch).
 */
function visibleTo(def: FormDef, tenantId: number, viewer: Viewer | undefined): SQL | undefined {
  if (!def.limited || !viewer || viewer.all) return undefined;
  return sql`(${col(def, 'allusers')}
    or ${col(def, 'detailuser')} @> ${JSON.stringify([viewer.userId])}::jsonb
    or exists (select 1 from ${userBranch} where ${userBranch.tenantId} = ${tenantId} and ${userBranch.userId} = ${viewer.userId}
               and ${col(def, 'detailbranch')} @> jsonb_build_array(${userBranch.branchid})))`;
}

export async function findById(tx: Tx, def: FormDef, tenantId: number, id: number, viewer?: Viewer): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(def.table)
    .where(and(tenantOf(def, tenantId), eq(col(def, def.idField), id), visibleTo(def, tenantId, viewer)));
  return row as Row | undefined;
}

export async function findByNo(tx: Tx, def: FormDef, tenantId: number, no: string, type: number | undefined, viewer: Viewer): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(def.table)
    .where(
      and(
        tenantOf(def, tenantId),
        eq(col(def, def.noField!), no),
        def.typeField && type !== undefined ? eq(col(def, def.typeField), type) : undefined,
        visibleTo(def, tenantId, viewer),
      ),
    );
  return row as Row | undefined;
}

/** The ids before and after a record in id order (within its type and what the viewer sees), for previous/next. */
export async function neighbours(tx: Tx, def: FormDef, tenantId: number, id: number, type: number | undefined, viewer: Viewer) {
  const idCol = col(def, def.idField);
  const typeCond = def.typeField && type !== undefined ? eq(col(def, def.typeField), type) : undefined;
  const scope = and(tenantOf(def, tenantId), typeCond, visibleTo(def, tenantId, viewer));
  const [next] = await tx.select({ id: idCol }).from(def.table).where(and(scope, gt(idCol, id))).orderBy(asc(idCol)).limit(1);
  const [prev] = await tx.select({ id: idCol }).from(def.table).where(and(scope, lt(idCol, id))).orderBy(desc(idCol)).limit(1);
  return { idnext: (next?.id as number | undefined) ?? null, idprev: (prev?.id as number | undefined) ?? null };
}

export interface ListQuery {
  page: number;
  size: number;
  search?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  type?: number;
  types?: number[];
  fields?: string[];
  /** Only records not suspended (lists a new document picks from). */
  activeOnly?: boolean;
  viewer?: Viewer;
}

function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/**
 * A form's search: the number column (when searched) ranks first, the other searched columns are its names; large
 * masters match on their trigram-indexed column.
 */
function formSearch(def: FormDef, search: string | undefined) {
  const code = def.noField && def.searchFields.includes(def.noField) ? def.noField : undefined;
  return rankedSearch(
    {
      code: code ? col(def, code) : undefined,
      names: def.searchFields.filter((f) => f !== code).map((f) => col(def, f)),
      indexed: def.searchColumn ? col(def, def.searchColumn) : undefined,
    },
    search,
  );
}

/**
 * One page of a list plus the exact total of all matches, in one statement; filter, search and sort run in the
 * database.
 *
 * Without a search the page walks the sort column's index and stops after `size` rows; the total is a count
 * computed once beside it. With a search the matches (found through the trigram index on large masters) are
 * collected once with just their id and sort key, counted by a window, and only the page's ids are sorted out
 * of them and joined back to their rows. Walking the sort index with the search as a filter would be quicker
 * for a common term but may read the whole company for a rare one or for one whose matches sit together late in
 * sort order (item numbers BRG-049…); the count has to visit every match anyway.
 */
export async function list(tx: Tx, def: FormDef, tenantId: number, q: ListQuery) {
  const typeCond = def.typeField
    ? q.type !== undefined
      ? eq(col(def, def.typeField), q.type)
      : q.types
        ? sql`${col(def, def.typeField)} in (${sql.join(q.types.map((t) => sql`${t}`), sql`, `)})`
        : undefined
    : undefined;
  const activeCond = q.activeOnly ? eq(col(def, 'suspended'), false) : undefined;
  const search = formSearch(def, q.search);
  const where = and(tenantOf(def, tenantId), typeCond, activeCond, visibleTo(def, tenantId, q.viewer), search?.where)!;
  const chosenSort = q.sort && def.sortFields.includes(q.sort) ? q.sort : undefined;
  const sortCol = col(def, chosenSort ?? def.sortFields[0]!);
  const idCol = col(def, def.idField);
  const columns: Record<string, PgColumn> = q.fields ? Object.fromEntries(q.fields.map((f) => [f, col(def, f)])) : (getTableColumns(def.table) as Record<string, PgColumn>);
  const offset = (q.page - 1) * q.size;
  const dir = q.dir === 'desc' ? sql`desc` : sql`asc`;

  let found: (Row & { listTotal: number })[];
  if (!search) {
    // The scalar subquery is uncorrelated: counted once, beside the page (its "item" is its own scan).
    found = (await tx
      .select({ ...columns, listTotal: sql<number>`(select count(*)::int from ${def.table} where ${where})` })
      .from(def.table)
      .where(where)
      .orderBy(sql`${sortCol} ${dir}`, asc(idCol))
      .limit(q.size)
      .offset(offset)) as (Row & { listTotal: number })[];
  } else {
    // "materialized" keeps the planner from feeding the window through the sort column's index. The best matches
    // come first unless the caller chose a column to sort by (a list's column header says what orders it).
    const rank = chosenSort ? sql`0` : search.rank;
    const page = sql`(with matches as materialized (select ${idCol} as id, ${sortCol} as k, ${rank} as r from ${def.table} where ${where})
      select id, k, r, count(*) over () as total from matches order by r, k ${dir}, id asc limit ${q.size} offset ${offset}) as page`;
    found = (await tx
      .select({ ...columns, listTotal: sql<number>`page.total::int` })
      .from(def.table)
      .innerJoin(page, and(tenantOf(def, tenantId), sql`${idCol} = page.id`))
      .orderBy(sql`page.r`, sql`page.k ${dir}`, sql`page.id`)) as (Row & { listTotal: number })[];
  }
  const rows = found.map(({ listTotal: _total, ...row }) => row as Row);
  // Past the last row there is no row to carry the total.
  const total = found[0]
    ? Number(found[0].listTotal)
    : offset > 0
      ? ((await tx.select({ n: sql<number>`count(*)::int` }).from(def.table).where(where)) as [{ n: number }])[0].n
      : 0;
  return { rows, total };
}

export async function insertRow(tx: Tx, def: FormDef, tenantId: number, values: Row): Promise<Row> {
  const [row] = await tx
    .insert(def.table)
    .values({ ...values, tenantId } as never)
    .returning();
  return row as Row;
}

/** Updates only when the stored version is the one the caller read; returns undefined on a lost race. */
export async function updateRow(tx: Tx, def: FormDef, tenantId: number, id: number, version: number, values: Row): Promise<Row | undefined> {
  const [row] = await tx
    .update(def.table)
    .set({ ...values, version: version + 1, updatedAt: sql`now()`, lockedBy: null, lockedTime: null } as never)
    .where(and(tenantOf(def, tenantId), eq(col(def, def.idField), id), eq(col(def, 'version'), version)))
    .returning();
  return row as Row | undefined;
}

export async function deleteRow(tx: Tx, def: FormDef, tenantId: number, id: number) {
  await tx.delete(def.table).where(and(tenantOf(def, tenantId), eq(col(def, def.idField), id)));
}

export const LOCK_MINUTES = 15;

/**
 * Takes the edit lock in one statement: free, expired or already ours → ours. Returns the holder when
 * someone else has it.
 */
export async function takeLock(tx: Tx, def: LockTable, tenantId: number, id: number, userId: number): Promise<{ ok: true } | { ok: false; holder: number }> {
  const taken = await tx
    .update(def.table)
    .set({ lockedBy: userId, lockedTime: sql`now()` } as never)
    .where(
      and(
        tenantOf(def, tenantId),
        eq(col(def, def.idField), id),
        sql`(${col(def, 'lockedBy')} is null or ${col(def, 'lockedBy')} = ${userId} or ${col(def, 'lockedTime')} < now() - make_interval(mins => ${LOCK_MINUTES}))`,
      ),
    )
    .returning({ id: col(def, def.idField) });
  if (taken.length) return { ok: true };
  const [current] = await tx.select({ holder: col(def, 'lockedBy') }).from(def.table).where(and(tenantOf(def, tenantId), eq(col(def, def.idField), id)));
  return { ok: false, holder: Number(current?.holder ?? 0) };
}

export async function releaseLock(tx: Tx, def: LockTable, tenantId: number, id: number, userId: number) {
  await tx
    .update(def.table)
    .set({ lockedBy: null, lockedTime: null } as never)
    .where(and(tenantOf(def, tenantId), eq(col(def, def.idField), id), eq(col(def, 'lockedBy'), userId)));
}

/** Highest numeric suffix among codes that start with the prefix, for getnumber. */
export async function maxNumberWithPrefix(tx: Tx, def: FormDef, tenantId: number, field: string, prefix: string, type?: number): Promise<number> {
  const c = col(def, field);
  const typeCond = def.typeField && type !== undefined ? eq(col(def, def.typeField), type) : undefined;
  const [row] = (await tx
    .select({ n: sql<string | null>`max(nullif(regexp_replace(substr(${c}, ${prefix.length + 1}), '\\D', '', 'g'), '')::numeric)` })
    .from(def.table)
    .where(and(tenantOf(def, tenantId), typeCond, sql`${c} like ${likePattern(prefix).slice(1)}`))) as [{ n: string | null }];
  return row.n ? Number(row.n) : 0;
}

/**
 * Serialises the creates of one form in one company until the transaction ends, so a code taken from
 * maxNumberWithPrefix is still free at the insert: the next create waits here and then reads the committed code.
 */
export async function lockNumbering(tx: Tx, def: Pick<FormDef, 'name'>, tenantId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${def.name}:${tenantId}`}, 0))`);
}
