import { SALES_DOCUMENTS, ZGroupPriceRequest, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { groupsOnSale } from './group-search.ts';
import { groupById, groupByNumber } from './grouping.repo.ts';
import { componentLines, groupPriceOf } from './grouping.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });

/**
 * Reads of a group's composition serve the grouping screen and the documents that sell groups: the caller may
 * open Item Grouping or the items.
 */
async function readGroups<T>(ctx: AppContext, call: TenantCall, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'item-grouping', 'akses')) && !(await hasRight(tx, call, 'item', 'akses'))) {
      throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'item-grouping' }, { status: 403, publicCode: 'ACCESS_DENIED' });
    }
    return fn(tx);
  });
}

const SALE_FORMS = SALES_DOCUMENTS.map((d) => d.form) as [string, ...string[]];
const saleSearch = z.strictObject({
  form: z.enum(SALE_FORMS),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(20),
});

/**
 * The groups a line of sales document `form` may sell are listed to whoever may open that document: a sales clerk
 * picks groups without any right on the Item Grouping master (docs/decisions.md "Item groups on sales lines").
 */
async function readForSale<T>(ctx: AppContext, call: TenantCall, form: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const screen = SALES_DOCUMENTS.find((d) => d.form === form)!.rights.screen;
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, screen, 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form }, { status: 403, publicCode: 'ACCESS_DENIED' });
    return fn(tx);
  });
}

/** Item Grouping's own calls (spec 002 §7.2): a group's price and its components; the groups a sales line may sell. */
export function groupingRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['item-grouping'];

  app.post(`${base}/item-grouping-price`, { schema: { tags, params: P, body: ZGroupPriceRequest }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const { itemid, itemno, pricelevel } = request.body;
    const data = await readGroups(ctx, c, async (tx) => {
      const group = itemid !== undefined ? await groupById(tx, c.tenantId, itemid) : await groupByNumber(tx, c.tenantId, itemno!);
      if (!group) throw new AppError('GROUP_NOT_FOUND', { item: String(itemid ?? itemno) }, { status: 404 });
      return groupPriceOf(tx, c.tenantId, group, pricelevel);
    });
    return { data };
  });

  const subQuery = z.strictObject({ itemid: z.coerce.number().int().positive(), itemtype: z.coerce.number().int().min(0).max(2).optional() });
  app.get(`${base}/readallsubitem`, { schema: { tags, params: P, querystring: subQuery }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const { itemid, itemtype } = request.query;
    const lines = await readGroups(ctx, c, async (tx) => {
      if (!(await groupById(tx, c.tenantId, itemid))) throw new AppError('GROUP_NOT_FOUND', { item: String(itemid) }, { status: 404 });
      return componentLines(tx, c.tenantId, itemid);
    });
    const listdata = itemtype === undefined ? lines : lines.filter((l) => l.itemtype === itemtype);
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

  // search-item-group?form=<sales document>: the sales line grid's group picker, each group with its components.
  app.get(`${base}/search-item-group`, { schema: { tags, params: P, querystring: saleSearch }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const { form, ...q } = request.query;
    const { listdata, total } = await readForSale(ctx, c, form, (tx) => groupsOnSale(tx, c.tenantId, { ...q, search: q.search || undefined }));
    return { listdata, total, page: q.page, size: q.size };
  });
}
