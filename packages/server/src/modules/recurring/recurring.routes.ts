import { RECURRING_FORMS, translate, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { listRecurring, runNow, setRunning, settleRecurring } from './recurring.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const idP = P.extend({ id: ZTenantId });
const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 500)),
  search: z.string().max(200).optional(),
  transtype: z.enum(RECURRING_FORMS).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
});
const runBody = z.strictObject({ id: ZTenantId.optional() }).default({});

/**
 * Recurring schedules beyond the generic master verbs of `master/recurring` (recurring.def.ts): the list screen's
 * `GET master/recurring?search&transtype&status`, stop and resume, and `POST master/recurring/run`.
 */
export function recurringRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const tags = ['form: recurring'];
  const base = '/api/tenant/:tenantId/master/recurring';

  app.get(base, { schema: { tags, params: P, querystring: listQuery }, onRequest: guard }, async (request) => listRecurring(ctx, callOf(request), request.query, request.lang));

  for (const [verb, resume] of [['stop', false], ['resume', true]] as const) {
    app.put(`${base}/:id/${verb}`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({
      data: await setRunning(ctx, callOf(request), request.params.id, resume, request.lang),
      message: translate(request.lang, 'SUCCESS'),
    }));
  }

  app.post(`${base}/run`, { schema: { tags, params: P, body: runBody }, onRequest: guard }, async (request) => ({
    data: await runNow(ctx, callOf(request), request.body?.id, request.lang),
    message: translate(request.lang, 'SUCCESS'),
  }));

  // Runs started by a company entry finish before the database closes.
  app.addHook('preClose', settleRecurring);
}
