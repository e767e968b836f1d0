import { ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { getUserBranches, saveUserBranches } from './user-branch.service.ts';

const params = z.strictObject({ tenantId: ZTenantId, userId: ZTenantId });
const body = z.strictObject({ branches: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(500) });

/** user-branch/{userId} (spec 002 §7.10): the branches a member works in, which record limits by branch use. */
export function userBranchRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const path = '/api/tenant/:tenantId/master/user-branch/:userId';
  const tags = ['record limits'];
  app.get(path, { schema: { tags, params }, onRequest: guard }, async (request) => ({ data: await getUserBranches(ctx, callOf(request), request.params.userId) }));
  app.put(path, { schema: { tags, params, body }, onRequest: guard }, async (request) => ({
    data: await saveUserBranches(ctx, callOf(request), request.params.userId, request.body.branches),
  }));
}
