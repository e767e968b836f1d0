import { PARTY_PERSONTYPE, translate, trimZeros, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import { availableOf, openDownPayments, PURCHASE_DOWNPAYMENT, SALES_DOWNPAYMENT, type DownPaymentSide } from './downpayment.repo.ts';
import { personType } from './trade-context.repo.ts';

/**
 * `GET purchase-invoice/downpayments?vendorid=&currencyid=&except=` (issue 12; the spec names no call for it): the
 * vendor's down-payment invoices in that currency with something paid and not yet applied, what an invoice may apply
 * (`downpayments`; docs/decisions.md "Down payments are applied from what was paid"). `except` is the invoice being
 * edited: what it applies itself stays available to it. Each row: its total (gross) and net, what its payments
 * settled (`paid`), what other invoices applied of it (gross and net) and what may still be applied (`remaining`:
 * paid, at most the total, less applied). `GET sales-invoice/downpayments?customerid=&currencyid=&except=` is the
 * same for a customer's down-payment sales invoices (issue 13), each named by `arinvoiceid`.
 */
async function downPayments(ctx: AppContext, call: TenantCall, side: DownPaymentSide, q: { partyid: number; currencyid?: number; except?: number }, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, side.form, 'akses'))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    if ((await personType(tx, call.tenantId, q.partyid)) !== PARTY_PERSONTYPE[side.party]) throw validationError([translate(lang, 'V_REF_NOT_FOUND', { field: side.party })]);
    const rows = await openDownPayments(tx, call.tenantId, q.partyid, q.currencyid ?? null, q.except ?? 0, side);
    return {
      listdata: rows.map((r) => ({
        [side.idField]: Number(r.docid),
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
  const params = z.strictObject({ tenantId: ZTenantId });
  const purchase = z.strictObject({ vendorid: id, currencyid: id.optional(), except: id.optional() });
  app.get(`/api/tenant/:tenantId/master/purchase-invoice/downpayments`, { schema: { tags: ['pulling'], params, querystring: purchase }, onRequest: [requireTenantMember(ctx)] }, async (request) =>
    downPayments(ctx, callOf(request), PURCHASE_DOWNPAYMENT, { ...request.query, partyid: request.query.vendorid }, request.lang),
  );
  const sales = z.strictObject({ customerid: id, currencyid: id.optional(), except: id.optional() });
  app.get(`/api/tenant/:tenantId/master/sales-invoice/downpayments`, { schema: { tags: ['pulling'], params, querystring: sales }, onRequest: [requireTenantMember(ctx)] }, async (request) =>
    downPayments(ctx, callOf(request), SALES_DOWNPAYMENT, { ...request.query, partyid: request.query.customerid }, request.lang),
  );
}
