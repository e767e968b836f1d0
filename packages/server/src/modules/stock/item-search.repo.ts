import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

/** Item lookups with stock (spec 002 §7.2): quantities per item × warehouse, searches with the quantity on hand, cost layers. */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const text = (v: unknown) => (v === null || v === undefined ? '0' : String(v));
const likeOf = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The item's method: its own when set, else the company's (preference pcompany.reserved3). */
const methodSql = sql`case when i.costmethod in ('FIFO', 'AVG') then i.costmethod
  when (select p.pcompany->>'reserved3' from preference p where p.tenant_id = i.tenant_id) = 'AVG' then 'AVG' else 'FIFO' end`;

export interface ItemUnits {
  unit1: string;
  unit2: string;
  unit3: string;
  ratio2: string;
  ratio3: string;
}

export async function warehouseExists(tx: Tx, tenantId: number, whid: number): Promise<boolean> {
  return rowsOf(await tx.execute(sql`select 1 from warehouse where tenant_id = ${tenantId} and whid = ${whid}`)).length > 0;
}

/**
 * Inventory items × warehouses holding stock now (as the stock engine left them in `stock_balance`, not zero), matched on number,
 * name or barcode, by item number and warehouse; one page and the count of all.
 */
export async function itemsPerWarehouse(tx: Tx, tenantId: number, q: { search?: string; warehouseid?: number; page: number; size: number }) {
  const match = q.search ? sql`and (i.search like ${likeOf(q.search)} or i.itemupc = ${q.search} or i.itemplu = ${q.search})` : sql``;
  const rows = rowsOf(
    await tx.execute(sql`
      with pairs as (
        select i.itemid, i.itemno, i.itemdescription, i.unit1, i.unit2, i.unit3, i.ratio2, i.ratio3, w.whid, w.whname, w.whno, q.qty
        from item i
        join stock_balance q on q.tenant_id = ${tenantId} and q.itemid = i.itemid
        join warehouse w on w.tenant_id = ${tenantId} and w.whid = q.warehouseid
        where i.tenant_id = ${tenantId} and i.itemtype = 0 and q.qty <> 0
          ${q.warehouseid ? sql`and w.whid = ${q.warehouseid}` : sql``} ${match})
      select p.*, p.ratio2::text as ratio2, p.ratio3::text as ratio3, p.qty::text as qty, count(*) over () as total from pairs p
      order by p.itemno, p.whno, p.whid
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      itemid: Number(r.itemid),
      itemno: String(r.itemno),
      itemdescription: String(r.itemdescription),
      warehouseid: Number(r.whid),
      whname: String(r.whname),
      qty: text(r.qty),
      units: { unit1: String(r.unit1), unit2: String(r.unit2), unit3: String(r.unit3), ratio2: text(r.ratio2), ratio3: text(r.ratio3) } as ItemUnits,
    })),
  };
}

/** Company-wide quantity on hand (unit1) of the given items: inventory items only (others hold no stock). */
export async function quantitiesOnHand(tx: Tx, tenantId: number, itemids: readonly number[]): Promise<Map<number, string>> {
  if (itemids.length === 0) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select i.itemid, coalesce((select b.itembalance from stock_balance b where b.tenant_id = i.tenant_id and b.itemid = i.itemid limit 1), 0)::text as qty
      from item i where i.tenant_id = ${tenantId} and i.itemtype = 0 and i.itemid in (${sql.join(itemids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [Number(r.itemid), text(r.qty)]));
}

export interface Viewer {
  userId: number;
  all: boolean;
}

/** The items a viewer may see: the item form is limited by user and branch (allusers / detailuser / detailbranch). */
const visibleTo = (viewer: Viewer) =>
  viewer.all
    ? sql``
    : sql`and (i.allusers or i.detailuser @> ${JSON.stringify([viewer.userId])}::jsonb
              or exists (select 1 from user_branch b where b.tenant_id = i.tenant_id and b.user_id = ${viewer.userId} and i.detailbranch @> jsonb_build_array(b.branchid)))`;

/** Items whose barcode (UPC or PLU) is exactly the text, with their lookup columns: a scanned code finds its item first. */
export async function itemsByBarcode(tx: Tx, tenantId: number, code: string, viewer: Viewer, types?: number[]) {
  return rowsOf(
    await tx.execute(sql`
      select i.itemid, i.itemno, i.itemdescription, i.itemtype, i.unit1, i.unit2, i.unit3, i.ratio2::text as ratio2, i.ratio3::text as ratio3, i.suspended
      from item i where i.tenant_id = ${tenantId} and (i.itemupc = ${code} or i.itemplu = ${code}) ${types ? sql`and i.itemtype in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})` : sql``} ${visibleTo(viewer)}
      order by i.itemno limit 20`),
  ).map((r) => ({ ...r, itemid: Number(r.itemid), itemtype: Number(r.itemtype) }));
}

/**
 * Sub items (item grouping): the items of a group (`parentitem`), or without a group every item that is not one,
 * matched on number, name or barcode; only items the viewer may see (the item form is limited by user and branch).
 */
export async function subItems(tx: Tx, tenantId: number, q: { parentid?: number; search?: string; page: number; size: number; viewer: Viewer }) {
  const match = q.search ? sql`and (i.search like ${likeOf(q.search)} or i.itemupc = ${q.search} or i.itemplu = ${q.search})` : sql``;
  const visible = visibleTo(q.viewer);
  const rows = rowsOf(
    await tx.execute(sql`
      select i.itemid, i.itemno, i.itemdescription, i.itemtype, i.unit1, i.unit2, i.unit3, i.ratio2::text as ratio2, i.ratio3::text as ratio3, i.parentitem, i.suspended,
             count(*) over () as total
      from item i
      where i.tenant_id = ${tenantId} ${q.parentid ? sql`and i.parentitem = ${q.parentid}` : sql`and not i.iamparent`} ${match} ${visible}
      order by i.itemno limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map(({ total: _t, ...r }) => ({ ...r, itemid: Number(r.itemid), itemtype: Number(r.itemtype), ratio2: text(r.ratio2), ratio3: text(r.ratio3), parentitem: r.parentitem === null ? null : Number(r.parentitem) })),
  };
}

export async function itemForCost(tx: Tx, tenantId: number, itemno: string) {
  const [r] = rowsOf(await tx.execute(sql`select i.itemid, i.itemno, i.itemdescription, i.itemtype, i.unit1, ${methodSql} as method from item i where i.tenant_id = ${tenantId} and i.itemno = ${itemno}`));
  return r ? { itemid: Number(r.itemid), itemno: String(r.itemno), itemdescription: String(r.itemdescription), itemtype: Number(r.itemtype), unit1: String(r.unit1), method: String(r.method) as 'FIFO' | 'AVG' } : undefined;
}

/**
 * The inflows (openings, receipts, returns) that FIFO leaves open at the end of a date, newest first: walking back
 * from the newest, each inflow's units until they add up to the quantity on hand. The oldest of them may be partly
 * used: the caller gives it the rest of the stock value.
 */
export async function openInflows(tx: Tx, tenantId: number, itemid: number, date: string, onHand: string) {
  return rowsOf(
    await tx.execute(sql`
      with ins as (
        select m.transdate, m.seq, m.form, m.docid, coalesce(d.docno, '') as number, m.qtyin, m.cost,
               coalesce(sum(m.qtyin) over (order by m.transdate desc, m.seq desc rows between unbounded preceding and 1 preceding), 0) as before
        from stock_move m left join trans_document d on d.tenant_id = m.tenant_id and d.docid = m.docid
        where m.tenant_id = ${tenantId} and m.itemid = ${itemid} and m.transdate <= ${date}::date and m.kind in ('opening', 'receipt', 'return-in'))
      select transdate::text as date, form, docid, number, qtyin::text as qtyin, cost::text as cost,
             least(qtyin, ${onHand}::numeric - before)::text as qty
      from ins where before < ${onHand}::numeric
      order by transdate desc, seq desc`),
  ).map((r) => ({ date: String(r.date), form: String(r.form), id: Number(r.docid), number: String(r.number), qtyin: text(r.qtyin), cost: text(r.cost), qty: text(r.qty) }));
}

/**
 * Cost-of-goods status per item: when its moves were last written (a recompute writes them in the same
 * transaction as the change) and how many moves it has; items with moves only.
 */
export async function costStatus(tx: Tx, tenantId: number, q: { search?: string; page: number; size: number }) {
  const match = q.search ? sql`and (i.search like ${likeOf(q.search)})` : sql``;
  const rows = rowsOf(
    await tx.execute(sql`
      select i.itemid, i.itemno, i.itemdescription, s.moves, s.lastcosted, count(*) over () as total
      from item i
      cross join lateral (select count(*)::int as moves, max(m.created_at) as lastcosted from stock_move m where m.tenant_id = i.tenant_id and m.itemid = i.itemid) s
      where i.tenant_id = ${tenantId} and i.itemtype = 0 and s.moves > 0 ${match}
      order by i.itemno limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      itemid: Number(r.itemid),
      itemno: String(r.itemno),
      itemdescription: String(r.itemdescription),
      moves: Number(r.moves),
      lastcosted: r.lastcosted instanceof Date ? r.lastcosted.toISOString() : new Date(String(r.lastcosted)).toISOString(),
      pending: 0,
    })),
  };
}

/** When any move of the company was last written (the last recompute), null without moves. */
export async function lastCosted(tx: Tx, tenantId: number): Promise<string | null> {
  const [r] = rowsOf(await tx.execute(sql`select max(created_at) as at from stock_move where tenant_id = ${tenantId}`));
  return r?.at ? new Date(r.at instanceof Date ? r.at : String(r.at)).toISOString() : null;
}
