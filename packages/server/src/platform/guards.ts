import type { FastifyRequest } from 'fastify';
import { authenticateAdmin, authenticateUser, type UserAuth } from './auth.ts';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';

/** onRequest hooks: authentication runs before validation so errors come in the user's stored language. */
export function requireUser(ctx: AppContext, lostCode: 'UNAUTHORIZED' | 'SESSION_INVALID' = 'UNAUTHORIZED') {
  return async (request: FastifyRequest) => {
    request.userAuth = await authenticateUser(ctx.kit, ctx.db, request, lostCode);
  };
}

export function requireAdmin(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    request.adminAuth = await authenticateAdmin(ctx.kit, ctx.db, request);
  };
}

/** The authenticated user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): UserAuth {
  if (!request.userAuth) throw new AppError('UNAUTHORIZED');
  return request.userAuth;
}
