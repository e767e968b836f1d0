import { PARTY_PERSONTYPE, purchasePriceOnEntry, translate, trimZeros, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import { purchasePriceSources } from './purchase-price.repo.ts';
import { personType } from './trade-context.repo.ts';

/** The purchasing screens whose clerks may ask for a price on entry. */
const SCREENS = ['purchase-order', 'goods-receipt', 'purchase-invoice', 'requisition'] as const;

/**
 * `GET purchase-price?itemno=&vendorid=&itemunit=` (issue 12 "Pricing on entry"; the spec names no call for it): the
 * price a purchase line starts with, in the unit chosen, and where it came from (`vendor`: the vendor's price in the
 * item master, `last`: the vendor's last purchase invoice, with its date and number, `item`: the item's purchase
 * price).
 */
async function purchasePrice(ctx: AppContext, call: TenantCall, q: { itemno: string; vendorid?: number; itemunit?: string }, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    let allowed = false;
    for (const screen of SCREENS) allowed ||= await hasRight(tx, call, screen, 'akses');
    if (!allowed) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    const problems: string[] = [];
    if (q.vendorid && (await personType(tx, call.tenantId, q.vendorid)) !== PARTY_PERSONTYPE.vendorid) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: 'vendorid' }));
    const sources = await purchasePriceSources(tx, call.tenantId, q.itemno, q.vendorid ?? null);
    if (!sources) problems.push(`itemno: ${translate(lang, 'ITEM_NOT_FOUND', { item: q.itemno })}`);
    const unit = sources && (q.itemunit ? sources.units.find((u) => u.name.toLowerCase() === q.itemunit!.toLowerCase()) : sources.units[0]);
    if (sources && !unit) problems.push(`itemunit: ${translate(lang, 'UNIT_NOT_OF_ITEM', { item: q.itemno, unit: q.itemunit ?? '' })}`);
    if (problems.length) throw validationError(problems);
    const price = purchasePriceOnEntry({ vendorprice: sources!.vendorprice, lastprice: sources!.lastprice, itemprice: sources!.itemprice, ratio: unit!.ratio });
    return {
      data: {
        itemno: q.itemno,
        itemunit: unit!.name,
        unitprice: trimZeros(price.unitprice),
        source: price.source,
        ...(price.source === 'last' ? { lastdate: sources!.lastdate, lastinvoiceno: sources!.lastinvoiceno } : {}),
      },
    };
  });
}

export function purchasePriceRoutes(app: App, ctx: AppContext) {
  const querystring = z.strictObject({ itemno: z.string().trim().min(1).max(60), vendorid: z.coerce.number().int().positive().optional(), itemunit: z.string().trim().max(30).optional() });
  app.get(`/api/tenant/:tenantId/master/purchase-price`, { schema: { tags: ['pulling'], params: z.strictObject({ tenantId: ZTenantId }), querystring }, onRequest: [requireTenantMember(ctx)] }, async (request) =>
    purchasePrice(ctx, callOf(request), request.query, request.lang),
  );
}
