import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { memorized, privilege, users } from '../../db/schema/index.ts';
import type { Queryable, Tx } from '../../platform/tx.ts';

/** SQL of memorized transactions (issue 14); every query runs in the tenant's transaction. */

export type MemorizedRow = typeof memorized.$inferSelect;
export type MemorizedInsert = Pick<MemorizedRow, 'transtype' | 'name' | 'description' | 'data' | 'closed'>;

export async function findMemorized(tx: Tx, tenantId: number, id: number): Promise<MemorizedRow | undefined> {
  const [row] = await tx.select().from(memorized).where(and(eq(memorized.tenantId, tenantId), eq(memorized.id, id)));
  return row;
}

/** The usernames of the creators: the control-plane users table, read outside the tenant transaction. */
export async function usernamesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function insertMemorized(tx: Tx, tenantId: number, userid: number, values: MemorizedInsert): Promise<MemorizedRow> {
  const [row] = await tx.insert(memorized).values({ tenantId, userid, ...values }).returning();
  return row!;
}

/** Writes the new values when `version` is still the stored one; nothing when someone saved first. */
export async function updateMemorized(tx: Tx, tenantId: number, id: number, version: number, values: Partial<MemorizedInsert>): Promise<MemorizedRow | undefined> {
  const [row] = await tx
    .update(memorized)
    .set({ ...values, version: sql`${memorized.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(memorized.tenantId, tenantId), eq(memorized.id, id), eq(memorized.version, version)))
    .returning();
  return row;
}

export async function deleteMemorized(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(memorized).where(and(eq(memorized.tenantId, tenantId), eq(memorized.id, id)));
}

/** Another template of the form already has this name (case-insensitive). */
export async function nameTaken(tx: Tx, tenantId: number, transtype: string, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: memorized.id })
    .from(memorized)
    .where(and(eq(memorized.tenantId, tenantId), eq(memorized.transtype, transtype), sql`lower(${memorized.name}) = lower(${name})`, exceptId ? sql`${memorized.id} <> ${exceptId}` : undefined));
  return Boolean(row);
}

/** The screens the user may open (akses), for a list limited to the forms they may read. */
export async function openableScreens(tx: Tx, tenantId: number, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ screen: privilege.screen })
    .from(privilege)
    .where(and(eq(privilege.tenantId, tenantId), eq(privilege.userId, userId), eq(privilege.akses, true)));
  return rows.map((r) => r.screen);
}

export interface MemorizedFilter {
  forms: readonly string[];
  search?: string;
  closed?: boolean;
  page: number;
  size: number;
}

/** A page of templates of `forms`, by form and name; `search` matches name, description or form. */
export async function listMemorized(tx: Tx, tenantId: number, f: MemorizedFilter) {
  if (f.forms.length === 0) return { rows: [], total: 0 };
  const where: (SQL | undefined)[] = [eq(memorized.tenantId, tenantId), sql`${memorized.transtype} in (${sql.join(f.forms.map((form) => sql`${form}`), sql`, `)})`];
  if (f.closed !== undefined) where.push(eq(memorized.closed, f.closed));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${memorized.name} ilike ${like} or ${memorized.description} ilike ${like} or ${memorized.transtype} ilike ${like})`);
  }
  const cond = and(...where);
  const rows = await tx
    .select({
      id: memorized.id,
      transtype: memorized.transtype,
      name: memorized.name,
      description: memorized.description,
      closed: memorized.closed,
      userid: memorized.userid,
      version: memorized.version,
      createdat: memorized.createdAt,
      updatedat: memorized.updatedAt,
    })
    .from(memorized)
    .where(cond)
    .orderBy(memorized.transtype, sql`lower(${memorized.name})`, memorized.id)
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(memorized).where(cond);
  return { rows, total: Number(count?.n ?? 0) };
}
