import { salesPriceOnEntry, translate, trimZeros, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import { customerPricing, salesPriceSources } from './sales-price.repo.ts';
import { groupSalesPrice } from './trade-group-price.ts';

/** The sales screens whose clerks may ask for a price on entry. */
const SCREENS = ['quotation', 'sales-order', 'delivery-order', 'sales-invoice'] as const;

/**
 * `GET sales-price?itemno=&customerid=&itemunit=` (issue 13 "Pricing on entry"; the spec names no call for it, so the
 * name follows purchasing's `purchase-price`): the price and line discount a sales line starts with in the unit chosen
 * (core `salesPriceOnEntry`): the customer's own price of the item (`source: customer`), else the item's price at the
 * customer's price level (`source: level`); the customer's default discount, else the item's, as `itemdiscpc`.
 */
async function salesPrice(ctx: AppContext, call: TenantCall, q: { itemno: string; customerid?: number; itemunit?: string }, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    let allowed = false;
    for (const screen of SCREENS) allowed ||= await hasRight(tx, call, screen, 'akses');
    if (!allowed) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    const problems: string[] = [];
    const customer = q.customerid ? await customerPricing(tx, call.tenantId, q.customerid) : { pricelevel: 1, defaultdisc: null };
    if (!customer) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: 'customerid' }));
    const sources = await salesPriceSources(tx, call.tenantId, q.itemno, q.customerid ?? null);
    // A number that is no item may be an item group's, priced as the group (trade-group-price.ts).
    const group = !sources && customer ? await groupSalesPrice(tx, call.tenantId, q, customer, lang) : undefined;
    if (group) return { data: group };
    if (!sources) problems.push(`itemno: ${translate(lang, 'ITEM_NOT_FOUND', { item: q.itemno })}`);
    const unit = sources && (q.itemunit ? sources.units.find((u) => u.name.toLowerCase() === q.itemunit!.toLowerCase()) : sources.units[0]);
    if (sources && !unit) problems.push(`itemunit: ${translate(lang, 'UNIT_NOT_OF_ITEM', { item: q.itemno, unit: q.itemunit ?? '' })}`);
    if (problems.length) throw validationError(problems);
    const price = salesPriceOnEntry({
      customerprice: sources!.customerprice,
      unitLevels: unit!.levels,
      unit1Levels: sources!.units[0]!.levels,
      pricelevel: customer!.pricelevel,
      ratio: unit!.ratio,
      customerdisc: customer!.defaultdisc,
      itemdisc: sources!.itemdisc,
    });
    return { data: { itemno: q.itemno, itemunit: unit!.name, unitprice: trimZeros(price.unitprice), source: price.source, pricelevel: price.pricelevel, itemdiscpc: price.itemdiscpc } };
  });
}

export function salesPriceRoutes(app: App, ctx: AppContext) {
  const querystring = z.strictObject({ itemno: z.string().trim().min(1).max(60), customerid: z.coerce.number().int().positive().optional(), itemunit: z.string().trim().max(30).optional() });
  app.get(`/api/tenant/:tenantId/master/sales-price`, { schema: { tags: ['pulling'], params: z.strictObject({ tenantId: ZTenantId }), querystring }, onRequest: [requireTenantMember(ctx)] }, async (request) =>
    salesPrice(ctx, callOf(request), request.query, request.lang),
  );
}
