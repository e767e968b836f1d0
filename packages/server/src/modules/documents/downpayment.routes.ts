import { PARTY_PERSONTYPE, translate, trimZeros, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import { availableOf, openDownPayments } from './downpayment.repo.ts';
import { personType } from './trade-context.repo.ts';

/**
 * `GET purchase-invoice/downpayments?vendorid=&currencyid=&except=` (issue 12; the spec names no call for it): the
 * vendor's down-payment invoices in that currency with something paid and not yet applied, what an invoice may apply
 * (`downpayments`; docs/decisions.md "Down payments are applied from what was paid"). `except` is the invoice being
 * edited: what it applies itself stays available to it. Each row: its total (gross) and net, what its payments
 * settled (`paid`), what other invoices applied of it (gross and net) and what may still be applied (`remaining`:
 * paid, at most the total, less applied).
 */
async function downPayments(ctx: AppContext, call: TenantCall, q: { vendorid: number; currencyid?: number; except?: number }, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'purchase-invoice', 'akses'))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    if ((await personType(tx, call.tenantId, q.vendorid)) !== PARTY_PERSONTYPE.vendorid) throw validationError([translate(lang, 'V_REF_NOT_FOUND', { field: 'vendorid' })]);
    const rows = await openDownPayments(tx, call.tenantId, q.vendorid, q.currencyid ?? null, q.except ?? 0);
    return {
      listdata: rows.map((r) => ({
        apinvoiceid: Number(r.docid),
        invoiceno: String(r.docno),
        invoicedate: String(r.transdate),
        description: String(r.description ?? ''),
        totalamount: trimZeros(String(r.total)),
        net: trimZeros(String(r.net)),
        paid: trimZeros(String(r.paid)),
        appliedgross: trimZeros(String(r.appliedgross)),
        appliednet: trimZeros(String(r.appliednet)),
        remaining: trimZeros(availableOf(r).toFixed()),
      })),
    };
  });
}

export function downPaymentRoutes(app: App, ctx: AppContext) {
  const id = z.coerce.number().int().positive();
  const querystring = z.strictObject({ vendorid: id, currencyid: id.optional(), except: id.optional() });
  app.get(`/api/tenant/:tenantId/master/purchase-invoice/downpayments`, { schema: { tags: ['pulling'], params: z.strictObject({ tenantId: ZTenantId }), querystring }, onRequest: [requireTenantMember(ctx)] }, async (request) =>
    downPayments(ctx, callOf(request), request.query, request.lang),
  );
}
