import { translate, ZChangePassword, ZEmailBody, ZNewPassword, ZSignin, ZSignup, ZTokenBody, ZVerifyQuery } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { requireAdmin, requireUser, userOf } from '../../platform/guards.ts';
import { perAddressLimit, perClientLimit } from '../../platform/rate-limits.ts';
import * as auth from './auth.service.ts';

const tags = ['auth'];

export function authRoutes(app: App, ctx: AppContext) {
  app.post('/api/auth/signup', { schema: { tags, body: ZSignup }, config: { rateLimit: perClientLimit(ctx) } }, async (request, reply) => {
    const data = await auth.signup(ctx, request.body, request.lang);
    return reply.status(201).send({ data, message: translate(request.lang, 'SIGNUP_DONE') });
  });

  app.post('/api/auth/signin', { schema: { tags, body: ZSignin } }, async (request) => {
    return auth.signin(ctx, request.body, request.headers['user-agent'] ?? '');
  });

  app.post('/api/auth/signinadm', { schema: { tags, body: z.strictObject({ username: z.string().min(1).max(254), password: z.string().min(1).max(128) }) } }, async (request) => {
    return auth.signinAdmin(ctx, request.body, request.headers['user-agent'] ?? '');
  });

  app.post('/api/auth/logout', { schema: { tags }, onRequest: requireUser(ctx) }, async (request) => {
    await auth.logout(ctx, userOf(request).sessionId);
    return { data: { loggedOut: true }, message: translate(request.lang, 'LOGOUT_SUCCESS') };
  });

  app.post('/api/auth/users/verify', { schema: { tags, body: ZTokenBody } }, async (request) => {
    await auth.verifyAccount(ctx, request.body.token);
    return { data: { verified: true }, message: translate(request.lang, 'VERIFIED') };
  });

  app.get('/api/auth/users/verify', { schema: { tags, querystring: ZVerifyQuery } }, async (request) => {
    await auth.verifyAccount(ctx, request.query.code);
    return { data: { verified: true }, message: translate(request.lang, 'VERIFIED') };
  });

  app.post('/api/auth/users/resendverify', { schema: { tags, body: ZEmailBody }, config: { rateLimit: perAddressLimit(ctx) } }, async (request) => {
    await auth.resendVerification(ctx, request.body.email);
    return { data: { sent: true }, message: translate(request.lang, 'VERIFY_SENT') };
  });

  app.post('/api/auth/forgetpassword', { schema: { tags, body: ZEmailBody }, config: { rateLimit: perAddressLimit(ctx) } }, async (request) => {
    await auth.forgotPassword(ctx, request.body.email);
    return { data: { sent: true }, message: translate(request.lang, 'RESET_SENT') };
  });

  app.post('/api/auth/users/creatednewpassord', { schema: { tags, body: ZNewPassword } }, async (request) => {
    await auth.createNewPassword(ctx, request.body.token, request.body.password);
    return { data: { changed: true }, message: translate(request.lang, 'PASSWORD_CHANGED') };
  });

  app.post('/api/users/changenewpassord', { schema: { tags, body: ZChangePassword }, onRequest: requireUser(ctx) }, async (request) => {
    const { user, sessionId } = userOf(request);
    await auth.changePassword(ctx, user, sessionId, request.body.oldPassword, request.body.newPassword);
    return { data: { changed: true }, message: translate(request.lang, 'PASSWORD_CHANGED') };
  });

  app.post('/api/auth/logoutadm', { schema: { tags: ['admin'] }, onRequest: requireAdmin(ctx) }, async (request) => {
    await auth.logout(ctx, request.adminAuth!.sessionId);
    return { data: { loggedOut: true }, message: translate(request.lang, 'LOGOUT_SUCCESS') };
  });

  app.get('/api/admin/me', { schema: { tags: ['admin'] }, onRequest: requireAdmin(ctx) }, async (request) => {
    const admin = request.adminAuth!.admin;
    return { data: { id: admin.id, email: admin.email } };
  });
}
