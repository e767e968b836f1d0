import type { Lang, TSignin, TSignup } from '@lontar/core';
import { joinInvitedCompanies } from '../tenant/members.service.ts';
import { findAdministratorByEmail } from './admin.repo.ts';
import { issueToken, type IssuedToken, type UserRow } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { linkMail } from '../../platform/mail.ts';
import { dummyPasswordHash, hashPassword, newOpaqueToken, sha256, verifyPassword } from '../../platform/secrets.ts';
import { sqlState, withTx } from '../../platform/tx.ts';
import {
  consumeAccountToken,
  emailExists,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertAccountToken,
  insertUser,
  retireAccountTokens,
  updateUser,
  usernameExists,
  type TokenPurpose,
} from '../user/user.repo.ts';
import { countSigninAttempt, endSession, endSessions, forgiveSigninAttempt } from './session.repo.ts';

const VERIFY_TTL_MS = 24 * 3600_000;
const RESET_TTL_MS = 3600_000;
export const SIGNIN_FAILURE_LIMIT = 10;
export const SIGNIN_FAILURE_WINDOW_MIN = 15;

function userLang(user: { language: string }): Lang {
  return user.language === 'en' ? 'en' : 'id';
}

async function sendLinkMail(ctx: AppContext, user: UserRow, purpose: TokenPurpose) {
  const token = newOpaqueToken();
  await withTx(ctx.db, async (tx) => {
    await retireAccountTokens(tx, user.id, purpose);
    await insertAccountToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + (purpose === 'verify' ? VERIFY_TTL_MS : RESET_TTL_MS)),
    });
  });
  const path = purpose === 'verify' ? 'verifikasi' : 'create-new-password';
  const link = `${ctx.config.appUrl}/${path}/accesstoken=${token}`;
  const keys =
    purpose === 'verify'
      ? ({ subjectKey: 'MAIL_VERIFY_SUBJECT', bodyKey: 'MAIL_VERIFY_BODY', buttonKey: 'MAIL_BUTTON_VERIFY' } as const)
      : ({ subjectKey: 'MAIL_RESET_SUBJECT', bodyKey: 'MAIL_RESET_BODY', buttonKey: 'MAIL_BUTTON_RESET' } as const);
  await ctx.mailer.send(linkMail({ lang: userLang(user), to: user.email, ...keys, params: { name: user.name, link } }));
}

export async function signup(ctx: AppContext, input: TSignup, lang: Lang) {
  if (await usernameExists(ctx.db, input.username)) throw new AppError('USERNAME_TAKEN');
  if (await emailExists(ctx.db, input.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await insertUser(ctx.db, {
      name: input.name,
      username: input.username,
      email: input.email,
      phone: input.phone ?? '',
      passwordHash,
      language: input.language ?? lang,
    });
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (sqlState(error) !== '23505') throw error;
    throw new AppError((await usernameExists(ctx.db, input.username)) ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN');
  }
  await joinInvitedCompanies(ctx, user);
  await sendLinkMail(ctx, user, 'verify');
  return { id: user.id, username: user.username, email: user.email };
}

export async function signin(ctx: AppContext, input: TSignin, userAgent: string): Promise<IssuedToken> {
  const login = input.username.trim();
  // Counted before the password check, not after it: parallel attempts would otherwise all pass a count taken
  // while none of them had failed yet. Past the limit no password is checked, not even a right one.
  const attempt = await countSigninAttempt(ctx.db, login, SIGNIN_FAILURE_WINDOW_MIN);
  if (attempt.attempts > SIGNIN_FAILURE_LIMIT) throw new AppError('TOO_MANY_REQUESTS', { minutes: SIGNIN_FAILURE_WINDOW_MIN });
  const user = await findUserByLogin(ctx.db, login);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw new AppError('BAD_CREDENTIALS');
  await forgiveSigninAttempt(ctx.db, attempt);
  if (!user.verifiedAt) throw new AppError('NOT_VERIFIED');
  // One active session per user: this sign-in replaces every other one.
  const issued = await withTx(ctx.db, async (tx) => {
    await endSessions(tx, 'user', user.id, 'replaced');
    return issueToken(ctx.kit, tx, { kind: 'user', subjectId: user.id, remember: input.remember ?? false, userAgent });
  });
  return { accessToken: issued.accessToken, tokenType: issued.tokenType, expiresIn: issued.expiresIn };
}

export async function signinAdmin(ctx: AppContext, input: { username: string; password: string }, userAgent: string): Promise<IssuedToken> {
  const admin = await findAdministratorByEmail(ctx.db, input.username);
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!admin || !ok) throw new AppError('BAD_CREDENTIALS');
  const issued = await withTx(ctx.db, (tx) => issueToken(ctx.kit, tx, { kind: 'admin', subjectId: admin.id, remember: false, userAgent }));
  return { accessToken: issued.accessToken, tokenType: issued.tokenType, expiresIn: issued.expiresIn };
}

export async function logout(ctx: AppContext, sessionId: string) {
  await endSession(ctx.db, sessionId, 'logout');
}

export async function verifyAccount(ctx: AppContext, token: string) {
  const verified = await withTx(ctx.db, async (tx) => {
    const userId = await consumeAccountToken(tx, 'verify', sha256(token));
    if (userId === undefined) return false;
    const user = await findUserById(tx, userId);
    if (user && !user.verifiedAt) await updateUser(tx, userId, { verifiedAt: new Date() });
    return true;
  });
  if (!verified) throw new AppError('TOKEN_INVALID');
}

/** Same answer whether or not the address exists (no account enumeration). */
export async function resendVerification(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.verifiedAt) await sendLinkMail(ctx, user, 'verify');
}

export async function forgotPassword(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user) await sendLinkMail(ctx, user, 'reset');
}

/** Sets the password from a reset link; every session of the user ends. Receiving the mail proves the address. */
export async function createNewPassword(ctx: AppContext, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const done = await withTx(ctx.db, async (tx) => {
    const userId = await consumeAccountToken(tx, 'reset', sha256(token));
    if (userId === undefined) return false;
    const user = await findUserById(tx, userId);
    await updateUser(tx, userId, { passwordHash, verifiedAt: user?.verifiedAt ?? new Date() });
    await endSessions(tx, 'user', userId, 'password');
    return true;
  });
  if (!done) throw new AppError('TOKEN_INVALID');
}

/** Changes the password of the signed-in user; the user's other sessions end, this one stays. */
export async function changePassword(ctx: AppContext, user: UserRow, sessionId: string, oldPassword: string, newPassword: string) {
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new AppError('INCORRECT_PASSWORD');
  const passwordHash = await hashPassword(newPassword);
  await withTx(ctx.db, async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endSessions(tx, 'user', user.id, 'password', sessionId);
  });
}
