import { translate, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { createDocument, deleteDocument, documentAudit, listDocuments, lockDocument, nextNumber, readDocument, updateDocument } from './document.service.ts';
import { DOCUMENT_KINDS } from './document-registry.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const idP = P.extend({ id: ZTenantId });
const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 500)),
  search: z.string().max(200).optional(),
  /** Documents with a status (orders, receipts, invoices): only those in these statuses, comma-separated (`open,partial`). */
  status: z
    .string()
    .max(100)
    .regex(/^[a-z]+(,[a-z]+)*$/, { message: 'V_INVALID_VALUE' })
    .transform((v) => v.split(','))
    .optional(),
  /** Documents that may be saved unposted (the sales invoice's Faktur Sementara): only posted (`true`) or unposted (`false`) ones. */
  posted: z
    .enum(['true', 'false'], { message: 'V_INVALID_VALUE' })
    .transform((v) => v === 'true')
    .optional(),
});

/** The generic verbs (API.md §4, §7) of every declared transaction document, from its declaration alone. */
export function documentRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  for (const form of DOCUMENT_KINDS) {
    const name = form.decl.form;
    const tags = [`form: ${name}`];
    const body = form.decl.schema as z.ZodType<Record<string, unknown>>;
    app.post(`${base}/${name}`, { schema: { tags, params: P, body }, onRequest: guard }, async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || key.length < 1 || key.length > 200)) throw new AppError('V_INVALID_VALUE', {}, { status: 400 });
      // A replay answers exactly what the first request answered (API.md §1, Idempotency).
      const data = await createDocument(ctx, callOf(request), form, request.body, request.lang, key ? { key, body: request.body } : undefined);
      return reply.status(201).send({ data, message: translate(request.lang, 'SUCCESS') });
    });
    app.put(`${base}/${name}`, { schema: { tags, params: P, body }, onRequest: guard }, async (request) => ({
      data: await updateDocument(ctx, callOf(request), form, request.body, request.lang),
      message: translate(request.lang, 'SUCCESS'),
    }));
    app.get(`${base}/${name}/read/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({ data: await readDocument(ctx, callOf(request), form, request.params.id, request.lang) }));
    app.get(`${base}/${name}/readall`, { schema: { tags, params: P, querystring: listQuery }, onRequest: guard }, async (request) => listDocuments(ctx, callOf(request), form, request.query, request.lang));
    app.delete(`${base}/${name}/delete/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({
      data: await deleteDocument(ctx, callOf(request), form, request.params.id, request.lang),
      message: translate(request.lang, 'SUCCESS'),
    }));
    app.get(`${base}/${name}/getnumber`, { schema: { tags, params: P }, onRequest: guard }, async (request) => ({ data: await nextNumber(ctx, callOf(request), form) }));
    app.get(`${base}/${name}/getaudit/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => documentAudit(ctx, callOf(request), form, request.params.id, request.lang));
    for (const [method, take] of [['post', true], ['delete', false]] as const) {
      app[method](`${base}/${name}/lock/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({
        data: await lockDocument(ctx, callOf(request), form, request.params.id, request.lang, take),
        message: translate(request.lang, 'SUCCESS'),
      }));
    }
  }
}
