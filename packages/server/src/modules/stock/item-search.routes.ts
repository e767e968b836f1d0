import { ROLES, trimZeros, ZIsoDate, ZTenantId } from '@lontar/core';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { listRecords } from '../forms/form.service.ts';
import { groupById, isItemId } from '../grouping/grouping.repo.ts';
import { groupComponents } from '../grouping/grouping.service.ts';
import { FORMS } from '../forms/registry.ts';
import { costStatus, itemForCost, itemsByBarcode, itemsPerWarehouse, lastCosted, openInflows, quantitiesOnHand, subItems, warehouseExists } from './item-search.repo.ts';
import { balanceAt } from './stock-queries.repo.ts';
import { money, readStock, unitCost } from './stock-read.ts';
import { unitBreakdown, unitText } from './unit-breakdown.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const id = z.coerce.number().int().positive();
const search = z.string().trim().max(200).optional();
const paging = (max: number, size: number) => ({ page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(max).default(size) });
const viewerOf = (call: TenantCall) => ({ userId: call.userId, all: call.roleId === ROLES.ADMINISTRATOR });
type Listed = Record<string, unknown> & { id?: unknown };

async function requireWarehouse(tx: Tx, tenantId: number, whid: number | undefined) {
  if (whid !== undefined && !(await warehouseExists(tx, tenantId, whid))) throw new AppError('V_REF_NOT_FOUND', { field: 'warehouseid' }, { status: 400 });
}

/** Lookup rows with their company-wide quantity on hand (unit1); null for items that hold no stock. */
async function withQty(tx: Tx, tenantId: number, rows: Listed[]) {
  const qty = await quantitiesOnHand(tx, tenantId, rows.map((r) => Number(r.id ?? r.itemid)));
  return rows.map((r) => ({ ...r, qty: qty.has(Number(r.id ?? r.itemid)) ? trimZeros(qty.get(Number(r.id ?? r.itemid))!) : null }));
}

/** A barcode's lookup row shaped like the item form's lookup rows (`id`, decimals without trailing zeros). */
const barcodeRow = (r: Record<string, unknown>): Listed => {
  const { itemid, ratio2, ratio3, ...rest } = r;
  return { id: itemid, ...rest, ratio2: trimZeros(String(ratio2)), ratio3: trimZeros(String(ratio3)) };
};

/**
 * search-sub-item (spec 002 §7.2; item hierarchy §3.1 parentitem/subitem/iamparent): `groupid` lists an item group's
 * components (with their unit and quantity per group unit); `itemid` lists an item's sub items (`parentitem`), and
 * an id that is no item of the company but a group's lists that group's components (ids of items and groups are
 * separate sequences, so a caller holding a group asks by `groupid`); neither lists every item that is not a parent.
 */
async function subItemsOf(tx: Tx, call: TenantCall, q: { itemid?: number; groupid?: number; search?: string; page: number; size: number }): Promise<{ rows: Listed[]; total: number }> {
  const groupid = q.groupid ?? (q.itemid !== undefined && !(await isItemId(tx, call.tenantId, q.itemid)) && (await groupById(tx, call.tenantId, q.itemid)) ? q.itemid : undefined);
  if (groupid === undefined) {
    const found = await subItems(tx, call.tenantId, { parentid: q.itemid, search: q.search, page: q.page, size: q.size, viewer: viewerOf(call) });
    return { total: found.total, rows: found.rows.map((r) => ({ ...r, id: r.itemid, ratio2: trimZeros(String(r.ratio2)), ratio3: trimZeros(String(r.ratio3)) })) };
  }
  const words = q.search?.toLowerCase();
  const components = (await groupComponents(tx, call.tenantId, groupid)).filter((m) => !words || `${m.itemno} ${m.itemdescription}`.toLowerCase().includes(words));
  const rows = components.slice((q.page - 1) * q.size, q.page * q.size).map(({ unitindex: _u, seq, ...m }) => ({
    id: m.itemid,
    ...m,
    seq,
    groupid,
    qtyunit1: trimZeros(new Decimal(m.quantity).times(m.unitratio).toFixed()),
  }));
  return { rows, total: components.length };
}

/**
 * Item lookups of the line grids and the item screens (spec 002 §7.2, §2.2): quantities per item × warehouse in the
 * item's units, item searches with the quantity on hand, the cost layers at a date and the cost-of-goods status.
 */
export function itemSearchRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['stock'];
  const itemForm = FORMS.find((f) => f.name === 'item')!;

  app.get(
    `${base}/item-per-warehs`,
    { schema: { tags, params: P, querystring: z.strictObject({ search, warehouseid: id.optional(), ...paging(500, 50) }) }, onRequest: guard },
    async (request) => {
      const c = callOf(request);
      const q = request.query;
      const { rows, total } = await readStock(ctx, c, 'item', async (tx) => {
        await requireWarehouse(tx, c.tenantId, q.warehouseid);
        return itemsPerWarehouse(tx, c.tenantId, { search: q.search || undefined, warehouseid: q.warehouseid, page: q.page, size: q.size });
      });
      const listdata = rows.map(({ units, ...r }) => ({ ...r, qty: trimZeros(r.qty), unit1: units.unit1, units: unitBreakdown(r.qty, units), qtytext: unitText(r.qty, units) }));
      return { listdata, total, page: q.page, size: q.size };
    },
  );

  // Lookups of a line grid: number, name or barcode (a scanned code first), a small page.
  app.get(`${base}/filter-item`, { schema: { tags, params: P, querystring: z.strictObject({ search, ...paging(500, 20) }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const q = request.query;
    const listed = await listRecords(ctx, c, itemForm, { ...q, search: q.search || undefined, base: true });
    if (!q.search || q.page > 1) return listed;
    const scanned = await readStock(ctx, c, 'item', (tx) => itemsByBarcode(tx, c.tenantId, q.search!, viewerOf(c)));
    const first = scanned.map(barcodeRow);
    const ids = new Set(first.map((r) => r.id));
    const rest = (listed.listdata as Listed[]).filter((r) => !ids.has(r.id));
    return { ...listed, listdata: [...first, ...rest].slice(0, q.size), total: listed.total + (first.length - (listed.listdata.length - rest.length)) };
  });

  // Paged item searches with the quantity on hand; the purchase one leaves out services (itemtype 2).
  for (const [path, types] of [['search-item', undefined], ['search-item-on-purchase', [0, 1]]] as const) {
    app.get(`${base}/${path}`, { schema: { tags, params: P, querystring: z.strictObject({ search, ...paging(500, 20) }) }, onRequest: guard }, async (request) => {
      const c = callOf(request);
      const q = request.query;
      const listed = await listRecords(ctx, c, itemForm, { ...q, search: q.search || undefined, types: types ? [...types] : undefined, base: true });
      const listdata = await readStock(ctx, c, 'item', (tx) => withQty(tx, c.tenantId, listed.listdata as Listed[]));
      return { ...listed, listdata };
    });
  }

  // An item's sub items (parentitem) or a group's components; see subItemsOf.
  app.get(
    `${base}/search-sub-item`,
    { schema: { tags, params: P, querystring: z.strictObject({ itemid: id.optional(), groupid: id.optional(), search, ...paging(500, 20) }) }, onRequest: guard },
    async (request) => {
      const c = callOf(request);
      const q = request.query;
      return readStock(ctx, c, 'item', async (tx) => {
        const found = await subItemsOf(tx, c, { ...q, search: q.search || undefined });
        return { listdata: await withQty(tx, c.tenantId, found.rows), total: found.total, page: q.page, size: q.size };
      });
    },
  );

  app.post(
    `${base}/item-cost-detail`,
    { schema: { tags, params: P, body: z.strictObject({ itemno: z.string().trim().min(1).max(60), date: ZIsoDate, warehouseid: id.optional() }) }, onRequest: guard },
    async (request) => {
      const c = callOf(request);
      const { itemno, date, warehouseid } = request.body;
      return readStock(ctx, c, 'item', async (tx) => {
        await requireWarehouse(tx, c.tenantId, warehouseid);
        const item = await itemForCost(tx, c.tenantId, itemno);
        if (!item) throw new AppError('ITEM_NOT_FOUND', { item: itemno }, { status: 404 });
        const at = await balanceAt(tx, c.tenantId, item.itemid, date, warehouseid);
        const qty = trimZeros(at.balance);
        const common = { itemid: item.itemid, itemno: item.itemno, itemdescription: item.itemdescription, unit1: item.unit1, method: item.method, date, qty, unitcost: unitCost(at.value, at.balance), value: money(at.value) };
        const inWarehouse = at.whqty === null ? {} : { warehouseid, whqty: trimZeros(at.whqty) };
        if (item.method === 'AVG' || new Decimal(at.balance).lessThanOrEqualTo(0)) return { data: { ...common, ...inWarehouse, layers: [] } };
        return { data: { ...common, ...inWarehouse, layers: fifoLayers(await openInflows(tx, c.tenantId, item.itemid, date, at.balance), at.value) } };
      });
    },
  );

  app.get(`${base}/thread-hpp`, { schema: { tags, params: P }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const last = await readStock(ctx, c, 'item', (tx) => lastCosted(tx, c.tenantId));
    return { data: { running: false, pending: 0, lastcosted: last } };
  });

  app.get(`${base}/itemhist-temp`, { schema: { tags, params: P, querystring: z.strictObject({ search, ...paging(500, 50) }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const q = request.query;
    const { rows, total } = await readStock(ctx, c, 'item', (tx) => costStatus(tx, c.tenantId, { search: q.search?.toLowerCase() || undefined, page: q.page, size: q.size }));
    return { listdata: rows, total, page: q.page, size: q.size, pending: 0 };
  });
}

/**
 * FIFO layers left at a date, oldest first: each open inflow's units at its own cost (qty × its cost ÷ its units,
 * rounded half-up), the oldest (partly used) taking the rest of the stock value, so the layers add up to it.
 */
function fifoLayers(open: Awaited<ReturnType<typeof openInflows>>, stockValue: string) {
  const oldestFirst = [...open].reverse();
  const valued = oldestFirst.map((l) => ({ ...l, value: new Decimal(l.qty).eq(l.qtyin) ? new Decimal(l.cost) : new Decimal(l.qty).times(l.cost).dividedBy(l.qtyin).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) }));
  if (valued[0]) valued[0].value = new Decimal(stockValue).minus(Decimal.sum(0, ...valued.slice(1).map((l) => l.value)));
  return valued.map((l) => ({ date: l.date, form: l.form, id: l.id, number: l.number, qty: trimZeros(l.qty), unitcost: unitCost(l.value.toFixed(2), l.qty), value: money(l.value.toFixed(2)) }));
}
