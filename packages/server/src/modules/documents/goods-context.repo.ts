import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { itemAt } from '../stock/stock-position.sql.ts';

/** What the goods documents read of items, warehouses, accounts and stock before they are checked and stored. */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const optionalId = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export interface GoodsItem {
  itemid: number;
  itemno: string;
  itemdescription: string;
  itemtype: number;
  suspended: boolean;
  units: { name: string; ratio: string }[];
  costmethod: string;
  defwhs: number | null;
  /** The item's account, else its category's (null: the company default applies). */
  inventoryglid: number | null;
  cogsglid: number | null;
  /** The item's sales account, else its category's (null: the company default `sales`). */
  salesglid: number | null;
  /** Where goods received but not invoiced post against (item, else category; null: the company default). */
  unbilledglid: number | null;
  /** What a purchase return of it posts against (item, else category; null: the company default). */
  purchasereturnglid: number | null;
  /** Item master cost: the unit cost of an increase when the item has no stock history. */
  cost: string;
}

const ITEM_COLUMNS = sql`
  i.itemid, i.itemno, i.itemdescription, i.itemtype, i.suspended, i.unit1, i.unit2, i.unit3, i.ratio2::text as ratio2, i.ratio3::text as ratio3,
  i.costmethod, i.defwhs, coalesce(i.inventoryglaccnt, c.inventoryglaccnt) as inventoryglid, coalesce(i.cogsglaccnt, c.cogsglaccnt) as cogsglid,
  coalesce(i.salesglaccnt, c.salesglaccnt) as salesglid,
  coalesce(i.unbilledglaccnt, c.unbilledglaccnt) as unbilledglid, coalesce(i.purchaseretglaccnt, c.purchaseretglaccnt) as purchasereturnglid, i.cost::text as cost`;

function toItem(r: Row): GoodsItem {
  const units = [{ name: String(r.unit1), ratio: '1' }];
  if (r.unit2) units.push({ name: String(r.unit2), ratio: String(r.ratio2) });
  if (r.unit3) units.push({ name: String(r.unit3), ratio: String(r.ratio3) });
  return {
    itemid: Number(r.itemid),
    itemno: String(r.itemno),
    itemdescription: String(r.itemdescription),
    itemtype: Number(r.itemtype),
    suspended: Boolean(r.suspended),
    units,
    costmethod: String(r.costmethod ?? ''),
    defwhs: optionalId(r.defwhs),
    inventoryglid: optionalId(r.inventoryglid),
    cogsglid: optionalId(r.cogsglid),
    salesglid: optionalId(r.salesglid),
    unbilledglid: optionalId(r.unbilledglid),
    purchasereturnglid: optionalId(r.purchasereturnglid),
    cost: String(r.cost ?? '0'),
  };
}

/**
 * Items by number as one JSON column of a lookup (`itemsOfColumn` reads it): a trade document's check reads them
 * with its party. `itemnos` is a jsonb array of numbers (a parameter or placeholder).
 */
export const itemsColumn = (tenant: SQL, itemnos: SQL) => sql`
  (select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) from (
     select ${ITEM_COLUMNS} from item i left join item_category c on c.tenant_id = i.tenant_id and c.categoryid = i.categoryid
     where i.tenant_id = ${tenant} and i.itemno in (select jsonb_array_elements_text(${itemnos}))) x)`;

/**
 * The warehouses a trade document's lines may name, as one JSON column (`warehousesOfColumn` reads it): those of
 * `ids` (a jsonb array: the lines' own and the company's default) and the default ones of the items of `itemnos`.
 */
export const warehousesColumn = (tenant: SQL, ids: SQL, itemnos: SQL) => sql`
  (select coalesce(jsonb_agg(jsonb_build_object('whid', w.whid, 'whname', w.whname, 'suspended', w.suspended)), '[]'::jsonb) from warehouse w
   where w.tenant_id = ${tenant}
     and (w.whid in (select jsonb_array_elements_text(${ids})::bigint)
          or w.whid in (select i.defwhs from item i where i.tenant_id = ${tenant} and i.itemno in (select jsonb_array_elements_text(${itemnos})))))`;

export const itemsOfColumn = (value: unknown): Map<string, GoodsItem> => new Map(((value ?? []) as Row[]).map((r) => [String(r.itemno), toItem(r)]));

export const warehousesOfColumn = (value: unknown) => warehouseMap((value ?? []) as Row[]);

const warehouseMap = (rows: readonly Row[]): Map<number, { name: string; suspended: boolean }> => new Map(rows.map((r) => [Number(r.whid), { name: String(r.whname), suspended: Boolean(r.suspended) }]));

/** Items by number (the company's only: RLS and the tenant condition). */
export async function itemsByNumber(tx: Tx, tenantId: number, itemnos: readonly string[]): Promise<Map<string, GoodsItem>> {
  if (!itemnos.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select ${ITEM_COLUMNS} from item i left join item_category c on c.tenant_id = i.tenant_id and c.categoryid = i.categoryid
      where i.tenant_id = ${tenantId} and i.itemno in (select jsonb_array_elements_text(${JSON.stringify([...new Set(itemnos)])}::jsonb))`),
  );
  return new Map(rows.map((r) => [String(r.itemno), toItem(r)]));
}

export async function itemsById(tx: Tx, tenantId: number, itemids: readonly number[]): Promise<Map<number, GoodsItem>> {
  if (!itemids.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select ${ITEM_COLUMNS} from item i left join item_category c on c.tenant_id = i.tenant_id and c.categoryid = i.categoryid
      where i.tenant_id = ${tenantId} and i.itemid in (select jsonb_array_elements_text(${JSON.stringify([...new Set(itemids)])}::jsonb)::bigint)`),
  );
  return new Map(rows.map((r) => [Number(r.itemid), toItem(r)]));
}

export async function warehousesById(tx: Tx, tenantId: number, ids: readonly number[]): Promise<Map<number, { name: string; suspended: boolean }>> {
  if (!ids.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select whid, whname, suspended from warehouse
      where tenant_id = ${tenantId} and whid in (select jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb)::bigint)`),
  );
  return warehouseMap(rows);
}

export interface StockSettings {
  startdate: string | null;
  defaults: { inventory: number | null; cogs: number | null; openingbalance: number | null; rounding: number | null };
  costmethod: 'FIFO' | 'AVG';
  allowNegative: boolean;
  /** The preference's default warehouse, else the company's first (CENTER). */
  warehouseid: number | null;
  closedPeriods: number[];
}

export async function stockSettings(tx: Tx, tenantId: number): Promise<StockSettings> {
  const [r] = rowsOf(await tx.execute(sql`select ${STOCK_SETTINGS_COLUMNS} from company c join preference p on p.tenant_id = c.tenant_id where c.tenant_id = ${tenantId}`));
  return stockSettingsFrom(r);
}

/** The columns `stockSettingsFrom` reads, of `company c join preference p` (trade-context.repo.ts reads them with its own). */
export const STOCK_SETTINGS_COLUMNS = sql`
  c.startdate::text as startdate, p.pdefaccnt, p.pcompany,
  (select min(w.whid) from warehouse w where w.tenant_id = c.tenant_id) as firstwh,
  (select coalesce(jsonb_agg(cp.period), '[]'::jsonb) from closed_period cp where cp.tenant_id = c.tenant_id) as closed`;

/** The stock settings read with a goods document's posting context (`postingContext` settings). */
export const STOCK_CONTEXT_SETTINGS = { key: 'stock', columns: STOCK_SETTINGS_COLUMNS };

export function stockSettingsFrom(r: Record<string, unknown> | undefined): StockSettings {
  const acc = (r?.pdefaccnt ?? {}) as Record<string, unknown>;
  const pc = (r?.pcompany ?? {}) as Record<string, unknown>;
  return {
    startdate: (r?.startdate as string | null) ?? null,
    defaults: { inventory: optionalId(acc.inventory), cogs: optionalId(acc.cogs), openingbalance: optionalId(acc.openingbalance), rounding: optionalId(acc.rounding) },
    costmethod: pc.reserved3 === 'AVG' ? 'AVG' : 'FIFO',
    allowNegative: pc.allownegativestock === true,
    warehouseid: optionalId(pc.defaultwarehouseid) ?? optionalId(r?.firstwh),
    closedPeriods: ((r?.closed ?? []) as unknown[]).map(Number),
  };
}

/** A posting account by glid: missing, a parent (or suspended), or postable. */
export async function accountState(tx: Tx, tenantId: number, glid: number): Promise<'missing' | 'parent' | 'ok'> {
  const [r] = rowsOf(
    await tx.execute(sql`
      select g.suspended, exists (select 1 from glaccount c where c.tenant_id = g.tenant_id and c.parentaccount = g.glid) as parent
      from glaccount g where g.tenant_id = ${tenantId} and g.glid = ${glid}`),
  );
  if (!r) return 'missing';
  return r.parent || r.suspended ? 'parent' : 'ok';
}

/** Quantity (unit1) of items in warehouses at the end of `date`, leaving out one document's own moves. Keyed `itemid:warehouseid`. */
export async function quantitiesAt(tx: Tx, tenantId: number, pairs: readonly { itemid: number; warehouseid: number }[], date: string, exclude?: { form: string; docid: number }) {
  if (!pairs.length) return new Map<string, string>();
  const rows = rowsOf(
    await tx.execute(sql`
      with pair as (select * from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as x(itemid bigint, warehouseid bigint))
      select p.itemid, p.warehouseid,
             coalesce((select sum(m.qtyin - m.qtyout) from stock_move m
                       where m.tenant_id = ${tenantId} and m.itemid = p.itemid and m.warehouseid = p.warehouseid and m.transdate <= ${date}::date
                         and not (m.form = ${exclude?.form ?? ''} and m.docid = ${exclude?.docid ?? 0})), 0)::text as qty
      from pair p`),
  );
  return new Map(rows.map((r) => [`${r.itemid}:${r.warehouseid}`, String(r.qty)]));
}

/**
 * An item's unit cost at the end of `date`: its stock value ÷ quantity after its last move up to then (company-wide),
 * when it had stock; null otherwise (the caller falls back to the item's master cost).
 */
export async function unitCostsAt(tx: Tx, tenantId: number, itemids: readonly number[], date: string): Promise<Map<number, string>> {
  if (!itemids.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select x.itemid, case when l.balance > 0 then (l.value / l.balance)::text end as unitcost
      from (select jsonb_array_elements_text(${JSON.stringify([...new Set(itemids)])}::jsonb)::bigint as itemid) x
      cross join lateral (${itemAt(tenantId, sql`x.itemid`, sql`${date}::date`)}) l`),
  );
  return new Map(rows.filter((r) => r.unitcost !== null && r.unitcost !== undefined).map((r) => [Number(r.itemid), String(r.unitcost)]));
}

/** The items a document's stock moves are of (what an edit or a delete takes back). */
export async function documentMoveItems(tx: Tx, tenantId: number, form: string, docid: number): Promise<number[]> {
  const rows = rowsOf(await tx.execute(sql`select distinct itemid from stock_move where tenant_id = ${tenantId} and form = ${form} and docid = ${docid} order by itemid`));
  return rows.map((r) => Number(r.itemid));
}

/** Which of `ids` exist in the company's department or project master. */
export async function existingDimensions(tx: Tx, tenantId: number, kind: 'department' | 'project', ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb)::bigint)`;
  const query =
    kind === 'department'
      ? sql`select deptid as id from department where tenant_id = ${tenantId} and deptid in ${list}`
      : sql`select projectid as id from project where tenant_id = ${tenantId} and projectid in ${list}`;
  return new Set(rowsOf(await tx.execute(query)).map((r) => Number(r.id)));
}
