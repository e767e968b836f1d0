import {
  ROLES,
  translate,
  ZCheckPasswordQuery,
  ZEmailAvailabilityQuery,
  ZFcmToken,
  ZThemeParams,
  ZUpdateUser,
  ZUsernameAvailabilityQuery,
  type TMe,
} from '@lontar/core';
import { z } from 'zod';
import type { UserRow } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { requireUser, userOf } from '../../platform/guards.ts';
import { perClientLimit } from '../../platform/rate-limits.ts';
import { verifyPassword } from '../../platform/secrets.ts';
import { deletePushToken, emailExists, updateUser, upsertPushToken, usernameExists } from './user.repo.ts';

const tags = ['user'];

/** The /user/me shape (API.md §2). roleId is the account-level role: 1 for an account that may create companies. */
export function toMe(user: UserRow): TMe {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    language: user.language === 'en' ? 'en' : 'id',
    theme: user.theme as TMe['theme'],
    colormode: user.colormode as TMe['colormode'],
    creator: user.creator,
    roleId: user.creator ? ROLES.ADMINISTRATOR : ROLES.USER,
    session: true,
  };
}

export function userRoutes(app: App, ctx: AppContext) {
  const signedIn = requireUser(ctx);

  app.get('/api/user/me', { schema: { tags }, onRequest: requireUser(ctx, 'SESSION_INVALID') }, async (request) => ({ data: toMe(userOf(request).user) }));

  app.get(
    '/api/user/checkUsernameAvailability',
    { schema: { tags, querystring: ZUsernameAvailabilityQuery }, config: { rateLimit: perClientLimit(ctx, 20) } },
    async (request) => {
      const { username, email } = request.query;
      const taken = (await usernameExists(ctx.db, username)) || (email ? await emailExists(ctx.db, email) : false);
      return { data: { available: !taken } };
    },
  );

  app.get(
    '/api/user/checkEmailAvailability',
    { schema: { tags, querystring: ZEmailAvailabilityQuery }, config: { rateLimit: perClientLimit(ctx, 20) } },
    async (request) => ({ data: { available: !(await emailExists(ctx.db, request.query.email)) } }),
  );

  app.get('/api/user/checkCurrentPassword', { schema: { tags, querystring: ZCheckPasswordQuery }, onRequest: signedIn }, async (request) => {
    const { user } = userOf(request);
    const sameUser = request.query.email.trim().toLowerCase() === user.email.toLowerCase();
    return { data: { valid: sameUser && (await verifyPassword(user.passwordHash, request.query.password)) } };
  });

  app.put('/api/theme-user/:theme/:colormode', { schema: { tags, params: ZThemeParams }, onRequest: signedIn }, async (request) => {
    const updated = await updateUser(ctx.db, userOf(request).user.id, request.params);
    return { data: { theme: updated.theme, colormode: updated.colormode } };
  });

  app.put('/api/user/update-user', { schema: { tags, body: ZUpdateUser }, onRequest: signedIn }, async (request) => {
    const updated = await updateUser(ctx.db, userOf(request).user.id, request.body);
    if (updated.language === 'en' || updated.language === 'id') request.lang = updated.language;
    return { data: toMe(updated), message: translate(request.lang, 'SUCCESS') };
  });

  app.post('/api/user/update-token-fcm', { schema: { tags, body: ZFcmToken }, onRequest: signedIn }, async (request) => {
    await upsertPushToken(ctx.db, userOf(request).user.id, request.body.token);
    return { data: { saved: true } };
  });

  app.delete('/api/user/revoke-token-fcm/:token', { schema: { tags, params: z.strictObject({ token: z.string().min(1).max(4096) }) }, onRequest: signedIn }, async (request) => {
    await deletePushToken(ctx.db, userOf(request).user.id, request.params.token);
    return { data: { revoked: true } };
  });
}
