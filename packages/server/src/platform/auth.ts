import { randomUUID } from 'node:crypto';
import { isLang } from '@lontar/core';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { administrators, users } from '../db/schema/index.ts';
import { findAdminSession, findUserSession, findUserSessionIn, insertSession, type SessionKind } from '../modules/auth/session.repo.ts';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import type { Queryable } from './tx.ts';

export type UserRow = typeof users.$inferSelect;
export type AdminRow = typeof administrators.$inferSelect;

const AUDIENCE: Record<SessionKind, string> = { user: 'lontar-user', admin: 'lontar-admin' };
const ISSUER = 'lontar';
const SHORT_TTL_S = 12 * 3600;
const REMEMBER_TTL_S = 30 * 24 * 3600;

export interface TokenKit {
  secret: Uint8Array;
}

export interface IssuedToken {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

/** Starts a session row and signs a JWT that names it (HS256, audience per kind). */
export async function issueToken(
  kit: TokenKit,
  db: Queryable,
  opts: { kind: SessionKind; subjectId: number; remember: boolean; userAgent: string },
): Promise<IssuedToken & { sessionId: string }> {
  const ttl = opts.remember ? REMEMBER_TTL_S : SHORT_TTL_S;
  const sessionId = randomUUID();
  await insertSession(db, {
    id: sessionId,
    kind: opts.kind,
    subjectId: opts.subjectId,
    expiresAt: new Date(Date.now() + ttl * 1000),
    userAgent: opts.userAgent.slice(0, 300),
  });
  const accessToken = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(opts.subjectId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE[opts.kind])
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(kit.secret);
  return { accessToken, tokenType: 'Bearer', expiresIn: ttl, sessionId };
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError('UNAUTHORIZED');
  return match[1];
}

/**
 * Tokens whose signature, issuer and audience were verified, until they expire: a client sends the same token on
 * every call, and verifying an HMAC through WebCrypto cost more than the rest of authentication. Only the
 * token's own claims are remembered — the session row is still read on every call, so signing out, a replaced
 * session or a changed password take effect at once. Bounded: cleared when it reaches MAX_VERIFIED entries.
 */
const verified = new WeakMap<TokenKit, Map<string, { sid: string; sub: number; expMs: number }>>();
const MAX_VERIFIED = 10_000;

/** Verifies signature, algorithm, issuer, audience and expiry; anything else is a 401. */
async function verifyToken(kit: TokenKit, token: string, kind: SessionKind): Promise<{ sid: string; sub: number }> {
  let cache = verified.get(kit);
  if (!cache) verified.set(kit, (cache = new Map()));
  const key = `${kind} ${token}`;
  const known = cache.get(key);
  if (known && known.expMs > Date.now()) return { sid: known.sid, sub: known.sub };
  try {
    const { payload } = await jwtVerify(token, kit.secret, { algorithms: ['HS256'], audience: AUDIENCE[kind], issuer: ISSUER });
    const sub = Number(payload.sub);
    if (typeof payload.sid !== 'string' || !Number.isSafeInteger(sub)) throw new AppError('UNAUTHORIZED');
    if (typeof payload.exp === 'number') {
      if (cache.size >= MAX_VERIFIED) cache.clear();
      cache.set(key, { sid: payload.sid, sub, expMs: payload.exp * 1000 });
    }
    return { sid: payload.sid, sub };
  } catch (error) {
    if (error instanceof AppError || error instanceof joseErrors.JOSEError || error instanceof TypeError) throw new AppError('UNAUTHORIZED');
    throw error;
  }
}

function checkOpen(s: { endedAt: Date | null; endReason: string | null; expiresAt: Date }, lostCode: 'UNAUTHORIZED' | 'SESSION_INVALID') {
  if (s.endReason === 'replaced') throw new AppError('SESSION_REPLACED');
  if (s.endedAt || s.expiresAt.getTime() <= Date.now()) throw new AppError(lostCode);
}

export interface UserAuth {
  user: UserRow;
  sessionId: string;
}

/**
 * Authenticates a user call. A replaced session answers 409 SESSION_REPLACED; an ended or expired one
 * 401 (or 403 SESSION_INVALID for `/user/me`, which the client treats as "session lost").
 */
export async function authenticateUser(kit: TokenKit, db: Db, request: FastifyRequest, lostCode: 'UNAUTHORIZED' | 'SESSION_INVALID' = 'UNAUTHORIZED'): Promise<UserAuth> {
  const { sid, sub } = await verifyToken(kit, bearer(request), 'user');
  return openUserSession(await findUserSession(db, sid), sid, sub, request, lostCode);
}

/** The stored session checked against the token: open, not replaced, and the token's user. */
function openUserSession<R extends { user: UserRow | null; endedAt: Date | null; endReason: string | null; expiresAt: Date }>(
  row: R | undefined,
  sid: string,
  sub: number,
  request: FastifyRequest,
  lostCode: 'UNAUTHORIZED' | 'SESSION_INVALID',
): UserAuth & { row: R } {
  if (!row) throw new AppError('UNAUTHORIZED');
  // The stored language applies to the answer even when the session turns out to be over.
  if (row.user && isLang(row.user.language)) request.lang = row.user.language;
  checkOpen(row, lostCode);
  if (!row.user || row.user.id !== sub) throw new AppError(lostCode);
  return { user: row.user, sessionId: sid, row };
}

/**
 * Authenticates a user call on a company route and reads the user's membership in it, in one round trip.
 * The membership is null for a non-member.
 */
export async function authenticateTenantUser(kit: TokenKit, db: Db, request: FastifyRequest, tenantId: number) {
  const { sid, sub } = await verifyToken(kit, bearer(request), 'user');
  const { row, ...auth } = openUserSession(await findUserSessionIn(db, sid, tenantId), sid, sub, request, 'UNAUTHORIZED');
  return { auth: auth as UserAuth, membership: row.membership && row.tenant ? { membership: row.membership, tenant: row.tenant } : null };
}

export async function authenticateAdmin(kit: TokenKit, db: Db, request: FastifyRequest): Promise<{ admin: AdminRow; sessionId: string }> {
  const { sid, sub } = await verifyToken(kit, bearer(request), 'admin');
  const row = await findAdminSession(db, sid);
  if (!row) throw new AppError('UNAUTHORIZED');
  checkOpen(row, 'UNAUTHORIZED');
  if (!row.admin || row.admin.id !== sub) throw new AppError('UNAUTHORIZED');
  return { admin: row.admin, sessionId: sid };
}
