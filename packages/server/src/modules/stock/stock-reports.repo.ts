import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { itemAt, positionsAt, signedValue } from './stock-position.sql.ts';

/** The stock card (kartu stok) and the inventory valuation report (issue 11; spec 002 §2.7 Inventory reports). */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const text = (v: unknown) => (v === null || v === undefined ? '0' : String(v));

export interface CardFilter {
  from: string;
  to: string;
  itemid?: number;
  warehouseid?: number;
}

/** Running value in one warehouse: its running quantity at the item's company-wide unit cost after the move. */
const whValue = (whqty: string, qty: string, value: string) => sql`case when ${sql.raw(qty)} = 0 then 0 else round(${sql.raw(whqty)} * ${sql.raw(value)} / ${sql.raw(qty)}, 2) end`;

/**
 * Where each inventory item stood in each warehouse before a date (`before`, exclusive): the warehouse's running
 * quantity and its share of the item's value at the company's unit cost then; only item × warehouse pairs with stock.
 */
export async function cardPositions(tx: Tx, tenantId: number, f: CardFilter, before: string) {
  const itemFilter = (itemid: SQL) => (f.itemid ? sql`${itemid} = ${f.itemid}` : sql`true`);
  return rowsOf(
    await tx.execute(sql`
      select p.itemid, p.warehouseid, p.qty::text as qty, (${whValue('p.qty', 'p.balance', 'p.value')})::text as value
      from (${positionsAt(tenantId, sql`(${before}::date - 1)`, itemFilter)}) p
      join item i on i.tenant_id = ${tenantId} and i.itemid = p.itemid and i.itemtype = 0
      join warehouse w on w.tenant_id = ${tenantId} and w.whid = p.warehouseid
      where p.qty <> 0 ${f.warehouseid ? sql`and p.warehouseid = ${f.warehouseid}` : sql``}`),
  ).map((r) => ({ itemid: Number(r.itemid), warehouseid: Number(r.warehouseid), qty: text(r.qty), value: text(r.value) }));
}

/**
 * The moves between two dates (at most `limit`), by item, warehouse, date and order, with the warehouse's running
 * figures: where each item stood before `from` plus its moves since, company-wide for the unit cost and per
 * warehouse for the quantity.
 */
export async function cardMoves(tx: Tx, tenantId: number, f: CardFilter, limit: number) {
  return rowsOf(
    await tx.execute(sql`
      with moves as (
        select m.*,
               sum(m.qtyin - m.qtyout) over (partition by m.itemid order by m.transdate, m.seq) as dbalance,
               sum(${signedValue('m')}) over (partition by m.itemid order by m.transdate, m.seq) as dvalue,
               sum(m.qtyin - m.qtyout) over (partition by m.itemid, m.warehouseid order by m.transdate, m.seq) as dwh
        from stock_move m
        where m.tenant_id = ${tenantId} and m.transdate between ${f.from}::date and ${f.to}::date ${f.itemid ? sql`and m.itemid = ${f.itemid}` : sql``}),
      item_base as (
        select i.itemid, coalesce(u.balance, 0) as balance, coalesce(u.value, 0) as value
        from (select distinct itemid from moves) i
        left join lateral stock_item_upto(${tenantId}, i.itemid, ${f.from}::date, 0) u on true),
      wh_base as (
        select p.itemid, p.warehouseid, stock_wh_upto(${tenantId}, p.itemid, p.warehouseid, ${f.from}::date, 0) as qty
        from (select distinct itemid, warehouseid from moves) p),
      running as (
        select m.*, ib.balance + m.dbalance as balance, ib.value + m.dvalue as value, wb.qty + m.dwh as whbalance
        from moves m
        join item_base ib on ib.itemid = m.itemid
        join wh_base wb on wb.itemid = m.itemid and wb.warehouseid = m.warehouseid
        ${f.warehouseid ? sql`where m.warehouseid = ${f.warehouseid}` : sql``})
      select m.itemid, m.warehouseid, m.transdate::text as date, m.form, m.docid, coalesce(d.docno, '') as number, m.qtyin::text as qtyin, m.qtyout::text as qtyout,
             m.cost::text as cost, m.whbalance::text as balance, (${whValue('m.whbalance', 'm.balance', 'm.value')})::text as value
      from running m
      left join trans_document d on d.tenant_id = m.tenant_id and d.docid = m.docid
      order by m.itemid, m.warehouseid, m.transdate, m.seq
      limit ${limit}`),
  ).map((r) => ({
    itemid: Number(r.itemid),
    warehouseid: Number(r.warehouseid),
    date: String(r.date),
    form: String(r.form),
    id: Number(r.docid),
    number: String(r.number),
    qtyin: text(r.qtyin),
    qtyout: text(r.qtyout),
    cost: text(r.cost),
    balance: text(r.balance),
    value: text(r.value),
  }));
}

/** Names of the items and warehouses a card shows. */
export async function cardNames(tx: Tx, tenantId: number, itemids: number[], whids: number[]) {
  const list = (ids: number[]) => sql.join((ids.length ? ids : [0]).map((id) => sql`${id}`), sql`, `);
  const items = rowsOf(await tx.execute(sql`select itemid, itemno, itemdescription, unit1 from item where tenant_id = ${tenantId} and itemid in (${list(itemids)})`));
  const whs = rowsOf(await tx.execute(sql`select whid, whno, whname from warehouse where tenant_id = ${tenantId} and whid in (${list(whids)})`));
  return {
    items: new Map(items.map((r) => [Number(r.itemid), { itemno: String(r.itemno), itemdescription: String(r.itemdescription), unit1: String(r.unit1) }])),
    warehouses: new Map(whs.map((r) => [Number(r.whid), { whno: String(r.whno), whname: String(r.whname) }])),
  };
}

/**
 * Inventory valuation at the end of a date: each inventory item's company-wide quantity and value (its running
 * figures then, so the total is what the inventory accounts hold), with its category (null: none), by category
 * name and item number.
 */
export async function valuation(tx: Tx, tenantId: number, date: string, categoryid?: number) {
  return rowsOf(
    await tx.execute(sql`
      select i.itemid, i.itemno, i.itemdescription, i.unit1, i.categoryid, c.name as category, l.balance::text as qty, l.value::text as value
      from item i
      cross join lateral (${itemAt(tenantId, sql`i.itemid`, sql`${date}::date`)}) l
      left join item_category c on c.tenant_id = i.tenant_id and c.categoryid = i.categoryid
      where i.tenant_id = ${tenantId} and i.itemtype = 0 and (l.balance <> 0 or l.value <> 0) ${categoryid ? sql`and i.categoryid = ${categoryid}` : sql``}
      order by c.name nulls last, i.categoryid, i.itemno`),
  ).map((r) => ({
    itemid: Number(r.itemid),
    itemno: String(r.itemno),
    itemdescription: String(r.itemdescription),
    unit1: String(r.unit1),
    categoryid: r.categoryid === null ? null : Number(r.categoryid),
    category: r.category === null ? null : String(r.category),
    qty: text(r.qty),
    value: text(r.value),
  }));
}

export async function categoryExists(tx: Tx, tenantId: number, categoryid: number): Promise<boolean> {
  return rowsOf(await tx.execute(sql`select 1 from item_category where tenant_id = ${tenantId} and categoryid = ${categoryid}`)).length > 0;
}
