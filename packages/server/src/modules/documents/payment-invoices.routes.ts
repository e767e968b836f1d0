import { PURCHASE_PAYMENT, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { invoicesToPay } from './payment-invoices.service.ts';

const params = z.strictObject({
  tenantId: ZTenantId,
  /** 0 for a payment not saved yet. */
  chequeId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  vendorId: ZTenantId,
});

/** The purchase payment's route beyond the generic verbs: the invoices it may pay (payment-invoices.service.ts). */
export function paymentInvoiceRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const name = PURCHASE_PAYMENT.form;
  app.get(`/api/tenant/:tenantId/master/${name}/getListInvoiceCheque/:chequeId/:vendorId`, { schema: { tags: [`form: ${name}`], params }, onRequest: guard }, async (request) =>
    invoicesToPay(ctx, callOf(request), request.params.chequeId, request.params.vendorId, request.lang),
  );
}
