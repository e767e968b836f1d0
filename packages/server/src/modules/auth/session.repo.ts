import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { administrators, sessions, signinAttempts, tenants, tenantUsers, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/tx.ts';

export type SessionKind = 'user' | 'admin';
export type EndReason = 'logout' | 'replaced' | 'password';

export async function insertSession(db: Queryable, s: { id: string; kind: SessionKind; subjectId: number; expiresAt: Date; userAgent: string }) {
  await db.insert(sessions).values(s);
}

/** Ends the subject's open sessions (optionally keeping one) and returns how many ended. */
export async function endSessions(db: Queryable, kind: SessionKind, subjectId: number, reason: EndReason, keepId?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.endedAt), keepId ? ne(sessions.id, keepId) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function endSession(db: Queryable, id: string, reason: EndReason) {
  await db.update(sessions).set({ endedAt: sql`now()`, endReason: reason }).where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

const userSessionColumns = { kind: sessions.kind, endedAt: sessions.endedAt, endReason: sessions.endReason, expiresAt: sessions.expiresAt, user: users };

/** The session with its user, in one round trip (every authenticated user call runs this). */
export async function findUserSession(db: Queryable, id: string) {
  const rows = await db
    .select(userSessionColumns)
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.subjectId))
    .where(and(eq(sessions.id, id), eq(sessions.kind, 'user')));
  return rows[0];
}

/**
 * The session with its user and the user's membership in one company (null when not a member), in one round
 * trip: what every /api/tenant/{tenantId}/… call needs before its service starts.
 */
export async function findUserSessionIn(db: Queryable, id: string, tenantId: number) {
  const rows = await userSessionInQuery(db).execute({ id, tenantId });
  return rows[0];
}

/**
 * The statement of `findUserSessionIn`, built once per database handle and run as a named prepared statement: it
 * runs before every company call, and building and planning it had cost ≈ 0.3 ms of Node and 0.3 ms of planning.
 */
const userSessionInQueries = new WeakMap<Queryable, ReturnType<typeof buildUserSessionInQuery>>();
const userSessionInQuery = (db: Queryable) => {
  let query = userSessionInQueries.get(db);
  if (!query) userSessionInQueries.set(db, (query = buildUserSessionInQuery(db)));
  return query;
};
const buildUserSessionInQuery = (db: Queryable) =>
  db
    .select({ ...userSessionColumns, membership: tenantUsers, tenant: tenants })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.subjectId))
    .leftJoin(tenantUsers, and(eq(tenantUsers.userId, sessions.subjectId), eq(tenantUsers.tenantId, sql.placeholder('tenantId'))))
    .leftJoin(tenants, eq(tenants.id, tenantUsers.tenantId))
    .where(and(eq(sessions.id, sql.placeholder('id')), eq(sessions.kind, 'user')))
    .prepare('findUserSessionIn');

export async function findAdminSession(db: Queryable, id: string) {
  const rows = await db
    .select({ endedAt: sessions.endedAt, endReason: sessions.endReason, expiresAt: sessions.expiresAt, admin: administrators })
    .from(sessions)
    .leftJoin(administrators, eq(administrators.id, sessions.subjectId))
    .where(and(eq(sessions.id, id), eq(sessions.kind, 'admin')));
  return rows[0];
}

export interface SigninAttempt {
  login: string;
  /** Attempts in the window including this one: above the limit means refuse without checking the password. */
  attempts: number;
  windowStart: Date;
}

/**
 * Counts a sign-in attempt for the login before its password is checked; a window older than windowMinutes
 * starts again at 1. One statement on one row per login: ON CONFLICT DO UPDATE locks the row and, under READ
 * COMMITTED, works on its latest committed version, so concurrent attempts count one after another. A count
 * read first and written after the (slow) password check let every parallel attempt through.
 */
export async function countSigninAttempt(db: Queryable, login: string, windowMinutes: number): Promise<SigninAttempt> {
  const key = login.toLowerCase();
  const expired = sql`${signinAttempts.windowStart} <= now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .insert(signinAttempts)
    .values({ login: key, windowStart: sql`now()`, attempts: 1 })
    .onConflictDoUpdate({
      target: signinAttempts.login,
      set: {
        windowStart: sql`case when ${expired} then now() else ${signinAttempts.windowStart} end`,
        attempts: sql`case when ${expired} then 1 else ${signinAttempts.attempts} + 1 end`,
      },
    })
    .returning({ attempts: signinAttempts.attempts, windowStart: signinAttempts.windowStart });
  return { login: key, attempts: row!.attempts, windowStart: row!.windowStart };
}

/**
 * A right password takes its attempt back, so only failures use up the limit. Only within the same window:
 * if the window started again meanwhile, the attempts counted there are others'.
 */
export async function forgiveSigninAttempt(db: Queryable, attempt: SigninAttempt) {
  await db
    .update(signinAttempts)
    .set({ attempts: sql`${signinAttempts.attempts} - 1` })
    .where(and(eq(signinAttempts.login, attempt.login), eq(signinAttempts.windowStart, attempt.windowStart), sql`${signinAttempts.attempts} > 0`));
}
