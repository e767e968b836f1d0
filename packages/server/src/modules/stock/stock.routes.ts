import { trimZeros, ZIsoDate, ZTenantId } from '@lontar/core';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { money, readStock, unitCost } from './stock-read.ts';
import { itemSearchRoutes } from './item-search.routes.ts';
import { stockReportRoutes } from './stock-reports.routes.ts';
import { balanceAt, itemByNumber, itemHistory, itemWarehouses, lowStock, openingOf, quantityOf } from './stock-queries.repo.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const id = z.coerce.number().int().positive();
const page = { page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).default(100).transform((n) => Math.min(n, 1000)) };
const today = () => new Date().toISOString().slice(0, 10);

async function itemOf(tx: Tx, tenantId: number, itemno: string) {
  const item = await itemByNumber(tx, tenantId, itemno);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

/** Stock queries of API.md §7.7 and the low-stock list (issue 11 item 3); the stock reports are in stock-reports.routes.ts. */
export function stockRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['stock'];
  itemSearchRoutes(app, ctx);
  stockReportRoutes(app, ctx);

  app.get(`${base}/getQty`, { schema: { tags, params: P, querystring: z.strictObject({ itemid: id, warehouseid: id.optional() }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const qty = await readStock(ctx, c, 'item', (tx) => quantityOf(tx, c.tenantId, request.query.itemid, request.query.warehouseid));
    return { data: { qty: trimZeros(qty) } };
  });

  app.get(`${base}/getQtySaldo`, { schema: { tags, params: P, querystring: z.strictObject({ itemno: z.string().min(1).max(60), ldate: ZIsoDate, warehouseid: id.optional() }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const { itemno, ldate, warehouseid } = request.query;
    const at = await readStock(ctx, c, 'item', async (tx) => balanceAt(tx, c.tenantId, (await itemOf(tx, c.tenantId, itemno)).itemid, ldate, warehouseid));
    const unitcost = unitCost(at.value, at.balance);
    const qty = at.whqty ?? at.balance;
    const value = at.whqty === null ? at.value : new Decimal(qty).times(unitcost).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    return { data: { qty: trimZeros(qty), unitcost, value: money(value) } };
  });

  app.get(`${base}/item-warehs`, { schema: { tags, params: P, querystring: z.strictObject({ itemid: id, fdate: ZIsoDate.optional() }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const rows = await readStock(ctx, c, 'item', (tx) => itemWarehouses(tx, c.tenantId, request.query.itemid, request.query.fdate ?? today()));
    const listdata = rows.map((r) => ({ ...r, qty: trimZeros(r.qty) }));
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

  app.get(
    `${base}/item-itemhist`,
    { schema: { tags, params: P, querystring: z.strictObject({ itemno: z.string().min(1).max(60), fromdate: ZIsoDate, todate: ZIsoDate, warehouseid: id.optional(), ...page }) }, onRequest: guard },
    async (request) => {
      const c = callOf(request);
      const q = request.query;
      const result = await readStock(ctx, c, 'inventory-history', async (tx) => {
        const item = await itemOf(tx, c.tenantId, q.itemno);
        const history = await itemHistory(tx, c.tenantId, { itemid: item.itemid, from: q.fromdate, to: q.todate, warehouseid: q.warehouseid, page: q.page, size: q.size });
        const opening = q.page === 1 ? await openingOf(tx, c.tenantId, item.itemid, q.fromdate, q.warehouseid) : null;
        return { item, history, opening };
      });
      const { opening, history, item } = result;
      const openingQty = opening ? (opening.whqty ?? opening.balance) : null;
      const openingValue = opening ? (opening.whqty === null ? opening.value : new Decimal(opening.whqty).times(unitCost(opening.value, opening.balance)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)) : null;
      const listdata = [
        ...(opening ? [{ opening: true, date: q.fromdate, form: null, id: null, number: '', warehouseid: q.warehouseid ?? null, qtyin: '0', qtyout: '0', balance: trimZeros(openingQty!), unitcost: unitCost(openingValue!, openingQty!), value: money(openingValue!) }] : []),
        ...history.rows.map((r) => {
          const qty = new Decimal(String(r.qtyin)).plus(String(r.qtyout));
          return {
            opening: false,
            date: String(r.date),
            form: String(r.form),
            id: Number(r.docid),
            number: String(r.number),
            warehouseid: Number(r.warehouseid),
            whname: String(r.whname ?? ''),
            qtyin: trimZeros(String(r.qtyin)),
            qtyout: trimZeros(String(r.qtyout)),
            balance: trimZeros(String(r.balance)),
            unitcost: qty.isZero() ? '0' : unitCost(String(r.cost), qty.toFixed()),
            value: money(String(r.value)),
          };
        }),
      ];
      return { listdata, total: history.total, page: q.page, size: q.size, item };
    },
  );

  app.get(`${base}/low-stock`, { schema: { tags, params: P }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const rows = await readStock(ctx, c, 'item', (tx) => lowStock(tx, c.tenantId));
    const listdata = rows.map((r) => ({ ...r, qty: trimZeros(r.qty), minimumqty: trimZeros(r.minimumqty) }));
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}
