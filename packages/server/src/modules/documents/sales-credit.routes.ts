import { PARTY_PERSONTYPE, SALES_PAYMENT, translate, trimZeros, ZTenantId, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import { baseCurrencyId } from './payment.repo.ts';
import { customerCredit } from './sales-payment.repo.ts';
import { personType } from './trade-context.repo.ts';
import { findDocument } from './trans-document.repo.ts';

const id0 = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * `GET master/customer-credit/{customerid}?currencyid&paymentid` (API.md §7.8 "Customer credit"), under the Sales
 * Receipt's rights: the customer's unused credit in a currency (none or the base one: rupiah), the overpayments and
 * returns kept as credit less what receipts applied (`applyfromcredit`), as the receipt's save counts it
 * (`customerCredit`); `paymentid`: a receipt being edited, whose own use counts back. Never below zero.
 */
export async function creditOfCustomer(ctx: AppContext, call: TenantCall, customerid: number, q: { currencyid?: number; paymentid?: number }, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, SALES_PAYMENT.rights.screen, 'akses'))) {
      throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    }
    if ((await personType(tx, call.tenantId, customerid)) !== PARTY_PERSONTYPE.customerid) throw new AppError('NOT_FOUND');
    if (q.paymentid && !(await findDocument(tx, call.tenantId, SALES_PAYMENT.form, q.paymentid))) throw new AppError('NOT_FOUND');
    const base = await baseCurrencyId(tx, call.tenantId);
    const currencyid = !q.currencyid || q.currencyid === base ? null : q.currencyid;
    const credit = await customerCredit(tx, call.tenantId, customerid, currencyid, q.paymentid ?? 0);
    return { data: { customerid, currencyid, credit: trimZeros(Decimal.max(credit.prime, 0).toFixed(2)) } };
  });
}

export function salesCreditRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/tenant/:tenantId/master/customer-credit/:customerid',
    {
      schema: { tags: [`form: ${SALES_PAYMENT.form}`], params: z.strictObject({ tenantId: ZTenantId, customerid: ZTenantId }), querystring: z.strictObject({ currencyid: id0.optional(), paymentid: id0.optional() }) },
      onRequest: [requireTenantMember(ctx)],
    },
    async (request) => creditOfCustomer(ctx, callOf(request), request.params.customerid, request.query, request.lang),
  );
}
