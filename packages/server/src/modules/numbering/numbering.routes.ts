import { translate, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { GL_FORMS, type GlForm } from '../ledger/gl-document.kind.ts';
import { checkNumber, generateNumbers, markPrinted, recalculateCounter } from './numbering.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const ZDocNumber = z.string().trim().min(1).max(40);

/** The numbering calls of spec 001 §7 for every numbered transaction form (the journal documents so far). */
export function numberingRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  for (const form of Object.keys(GL_FORMS) as GlForm[]) {
    const base = `/api/tenant/:tenantId/master/${form}`;
    const tags = [`form: ${form}`];
    app.get(
      `${base}/generate-number`,
      { schema: { tags, params: P, querystring: z.strictObject({ sourceno: ZDocNumber, multiply: z.coerce.number().int().min(1).max(100).default(1) }) }, onRequest: guard },
      async (request) => ({ data: await generateNumbers(ctx, callOf(request), form, request.query.sourceno, request.query.multiply, request.lang) }),
    );
    app.get(
      `${base}/generate-number-trans`,
      { schema: { tags, params: P, querystring: z.strictObject({ number: ZDocNumber, id: z.coerce.number().int().positive().optional(), type: z.string().trim().min(1).max(20).optional() }) }, onRequest: guard },
      async (request) => ({ data: await checkNumber(ctx, callOf(request), form, request.query, request.lang) }),
    );
    app.post(`${base}/calc-number`, { schema: { tags, params: P, body: z.strictObject({}).optional() }, onRequest: guard }, async (request) => ({
      data: await recalculateCounter(ctx, callOf(request), form, request.lang),
      message: translate(request.lang, 'SUCCESS'),
    }));
    app.put(`${base}/update-printed`, { schema: { tags, params: P, body: z.strictObject({ id: z.number().int().positive() }) }, onRequest: guard }, async (request) => ({
      data: await markPrinted(ctx, callOf(request), form, request.body.id, request.lang),
      message: translate(request.lang, 'SUCCESS'),
    }));
  }
}
