import { ZTenantId } from '@lontar/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { FORMS } from '../forms/registry.ts';
import { GL_FORMS, type GlForm } from '../ledger/gl-document.kind.ts';
import { GOODS_PRINT_FORMS, printGoodsDocument } from './print-goods.service.ts';
import { printMailRoutes } from './print-mail.routes.ts';
import { printGlDocument, printMasterRecord, type PrintedPdf } from './print.service.ts';

const idParams = z.strictObject({ tenantId: ZTenantId, id: ZTenantId });
/** Spec 001 §7: print/{id} takes an optional withDP: the invoice's down payments are listed (`?withDP`, `=true`, `=1`). */
const printQuery = z.strictObject({ withDP: z.string().max(10).optional() });
const withDP = (value: string | undefined) => value !== undefined && !['false', '0', 'no'].includes(value.toLowerCase());

function sendPdf(reply: FastifyReply, printed: PrintedPdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${printed.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(printed.pdf);
}

/** `GET {form}/print/{id}` → the record as a PDF (API.md §4), for every master form, the journal and the goods documents. */
export function printRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const schema = (form: string) => ({ tags: [`form: ${form}`], params: idParams, querystring: printQuery, produces: ['application/pdf'] });

  for (const def of FORMS) {
    app.get(`${base}/${def.name}/print/:id`, { schema: schema(def.name), onRequest: guard }, async (request, reply) =>
      sendPdf(reply, await printMasterRecord(ctx, callOf(request), def, request.params.id, request.lang)),
    );
  }
  for (const form of Object.keys(GL_FORMS) as GlForm[]) {
    app.get(`${base}/${form}/print/:id`, { schema: schema(form), onRequest: guard }, async (request, reply) =>
      sendPdf(reply, await printGlDocument(ctx, callOf(request), form, request.params.id, request.lang)),
    );
  }
  for (const form of GOODS_PRINT_FORMS) {
    app.get(`${base}/${form}/print/:id`, { schema: schema(form), onRequest: guard }, async (request, reply) =>
      sendPdf(reply, await printGoodsDocument(ctx, callOf(request), form, request.params.id, request.lang, { withDP: withDP(request.query.withDP) })),
    );
  }
  printMailRoutes(app, ctx);
}
