import { SALES_CONSOLIDATED, SALES_PAYMENT, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { invoicesOfConsolidated, invoicesToGather, pullConsolidates } from './sales-consolidated.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });

/**
 * The Tukar Faktur pulls (sales-consolidated.service.ts): at the spec's paths under `master/` (as `getInvoiceRetur`)
 * for the receipt's screen, and under `sales-payment/` and `sales-consolidated/`, each under that form's rights; and
 * the invoices a Tukar Faktur may gather, under its own rights.
 */
export function salesConsolidatedRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['pulling'];
  for (const [prefix, screen] of [['', SALES_PAYMENT.rights.screen], [`${SALES_PAYMENT.form}/`, SALES_PAYMENT.rights.screen], [`${SALES_CONSOLIDATED.form}/`, SALES_CONSOLIDATED.rights.screen]] as const) {
    app.get(`${base}/${prefix}pullConsolidates`, { schema: { tags, params: P, querystring: z.object({ customerid: ZTenantId }) }, onRequest: guard }, async (request) =>
      pullConsolidates(ctx, callOf(request), screen, request.query.customerid, request.lang),
    );
    app.get(`${base}/${prefix}getAllInvoiceConsolidate/:id`, { schema: { tags, params: P.extend({ id: ZTenantId }) }, onRequest: guard }, async (request) =>
      invoicesOfConsolidated(ctx, callOf(request), screen, request.params.id, request.lang),
    );
  }
  app.get(
    `${base}/${SALES_CONSOLIDATED.form}/getListInvoice/:consid/:customerid`,
    { schema: { tags, params: P.extend({ consid: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER), customerid: ZTenantId }) }, onRequest: guard },
    async (request) => invoicesToGather(ctx, callOf(request), request.params.consid, request.params.customerid, request.lang),
  );
}
