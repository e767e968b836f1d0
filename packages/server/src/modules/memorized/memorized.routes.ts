import { translate, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { MEMORIZED_FORMS } from './memorized-template.ts';
import * as memorized from './memorized.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const idP = P.extend({ id: ZTenantId });
const ZForm = z.string().max(60).refine((form) => MEMORIZED_FORMS.includes(form), { message: 'MEMORIZED_FORM_UNKNOWN' });
const ZClosed = z.enum(['true', 'false']).transform((v) => v === 'true');
const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 500)),
  search: z.string().max(200).optional(),
  transtype: ZForm.optional(),
  closed: ZClosed.optional(),
});
const byTypeQuery = z.strictObject({ transtype: ZForm });

/**
 * Memorized transactions (issue 14): `master/memorized` (create, update with version, read, readall, delete,
 * getaudit, `{id}/close`), `master/memorized-by-type?transtype=` and `master/getmemorized/{id}`.
 */
export function memorizedRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const tags = ['form: memorized'];
  const base = '/api/tenant/:tenantId/master/memorized';

  app.post(base, { schema: { tags, params: P, body: z.unknown() }, onRequest: guard }, async (request, reply) => {
    const data = await memorized.createMemorized(ctx, callOf(request), request.body, request.lang);
    return reply.status(201).send({ data, message: translate(request.lang, 'SUCCESS') });
  });
  app.put(base, { schema: { tags, params: P, body: z.unknown() }, onRequest: guard }, async (request) => {
    const data = await memorized.updateMemorized(ctx, callOf(request), request.body, request.lang);
    return { data, message: translate(request.lang, data.closed ? 'MEMORIZE_CLOSED' : 'SUCCESS') };
  });
  app.put(`${base}/:id/close`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({
    data: await memorized.closeMemorized(ctx, callOf(request), request.params.id, request.lang),
    message: translate(request.lang, 'MEMORIZE_CLOSED'),
  }));
  app.get(`${base}/read/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({
    data: await memorized.readMemorized(ctx, callOf(request), request.params.id, request.lang),
  }));
  app.get(`${base}/readall`, { schema: { tags, params: P, querystring: listQuery }, onRequest: guard }, async (request) =>
    memorized.listMemorized(ctx, callOf(request), request.query, request.lang),
  );
  app.delete(`${base}/delete/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({
    data: await memorized.deleteMemorized(ctx, callOf(request), request.params.id, request.lang),
    message: translate(request.lang, 'SUCCESS'),
  }));
  app.get(`${base}/getaudit/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => {
    const listdata = await memorized.memorizedAudit(ctx, callOf(request), request.params.id, request.lang);
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
  app.get('/api/tenant/:tenantId/master/memorized-by-type', { schema: { tags, params: P, querystring: byTypeQuery }, onRequest: guard }, async (request) => ({
    data: await memorized.memorizedByType(ctx, callOf(request), request.query.transtype, request.lang),
  }));
  app.get('/api/tenant/:tenantId/master/getmemorized/:id', { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({
    data: await memorized.templateData(ctx, callOf(request), request.params.id, request.lang),
  }));
}
