import { ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { invoicesToPay } from './payment-invoices.service.ts';
import { PURCHASE_SIDE, type PaymentSide } from './payment-side.ts';
import { SALES_SIDE } from './sales-payment-side.ts';

const params = z.strictObject({
  tenantId: ZTenantId,
  /** 0 for a payment not saved yet. */
  chequeId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  partyId: ZTenantId,
});

/**
 * The payments' route beyond the generic verbs: the invoices a purchase payment (of a vendor) or a sales receipt
 * (of a customer) may pay (payment-invoices.service.ts), under the spec's one name for both.
 */
export function paymentInvoiceRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  for (const side of [PURCHASE_SIDE, SALES_SIDE] as PaymentSide[]) {
    const name = side.decl.form;
    app.get(`/api/tenant/:tenantId/master/${name}/getListInvoiceCheque/:chequeId/:partyId`, { schema: { tags: [`form: ${name}`], params }, onRequest: guard }, async (request) =>
      invoicesToPay(ctx, callOf(request), side, request.params.chequeId, request.params.partyId, request.lang),
    );
  }
}
