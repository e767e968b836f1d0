import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { accountTokens, pushTokens, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/tx.ts';

export type NewUser = typeof users.$inferInsert;
export type TokenPurpose = 'verify' | 'reset';

export async function insertUser(db: Queryable, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function findUserById(db: Queryable, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Sign-in accepts the username or the e-mail address. */
export async function findUserByLogin(db: Queryable, login: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, login.toLowerCase()), eq(sql`lower(${users.email})`, login.toLowerCase())))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function usernameExists(db: Queryable, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username.toLowerCase())).limit(1);
  return Boolean(row);
}

export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  return Boolean(await findUserByEmail(db, email));
}

export async function updateUser(db: Queryable, id: number, patch: Partial<NewUser>) {
  const [row] = await db.update(users).set({ ...patch, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
  return row!;
}

export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function insertAccountToken(db: Queryable, t: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date }) {
  await db.insert(accountTokens).values(t);
}

/** Marks a live token used and returns its user id; a used, expired or unknown token returns undefined. */
export async function consumeAccountToken(db: Queryable, purpose: TokenPurpose, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Earlier tokens of the same purpose stop working when a new one is sent. */
export async function retireAccountTokens(db: Queryable, userId: number, purpose: TokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function upsertPushToken(db: Queryable, userId: number, token: string) {
  await db.insert(pushTokens).values({ userId, token }).onConflictDoNothing();
}

export async function deletePushToken(db: Queryable, userId: number, token: string) {
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, token)));
}
