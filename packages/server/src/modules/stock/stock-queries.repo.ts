import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { END_OF_DAY, positionsAt, signedValue } from './stock-position.sql.ts';
import { anyId } from '../../platform/sql-ids.ts';

/** Read-side queries of the stock (API.md §7.7): quantities and values at a date, item history, stock balance. */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const text = (v: unknown) => (v === null || v === undefined ? '0' : String(v));

/** Quantity in unit1 now: company-wide, or in one warehouse (where the stock engine left the item). */
export async function quantityOf(tx: Tx, tenantId: number, itemid: number, warehouseid?: number): Promise<string> {
  const [r] = rowsOf(
    await tx.execute(sql`
      select coalesce((select ${warehouseid ? sql`qty` : sql`itembalance`} from stock_balance
                       where tenant_id = ${tenantId} and itemid = ${itemid} ${warehouseid ? sql`and warehouseid = ${warehouseid}` : sql``} limit 1), 0)::text as qty`),
  );
  return text(r?.qty);
}

/**
 * Quantity, unit cost and value of an item at the end of a date (after the move at `seq`, when given). Company-wide
 * they are the running figures then; in one warehouse the quantity is that warehouse's and the value is it at the
 * company's unit cost.
 */
export async function balanceAt(tx: Tx, tenantId: number, itemid: number, date: string, warehouseid?: number, seq = END_OF_DAY) {
  const [r] = rowsOf(
    await tx.execute(sql`
      select u.balance::text as balance, u.value::text as value,
             ${warehouseid ? sql`stock_wh_upto(${tenantId}, ${itemid}, ${warehouseid}, ${date}::date, ${seq})::text` : sql`null::text`} as whqty
      from stock_item_upto(${tenantId}, ${itemid}, ${date}::date, ${seq}) u`),
  );
  return { balance: text(r?.balance), value: text(r?.value), whqty: r?.whqty === null || r?.whqty === undefined ? null : String(r.whqty) };
}

/** Every warehouse of the company with the item's quantity in it at the end of a date. */
export async function itemWarehouses(tx: Tx, tenantId: number, itemid: number, date: string) {
  return rowsOf(
    await tx.execute(sql`
      select w.whid as warehouseid, w.whname as name,
             stock_wh_upto(${tenantId}, ${itemid}, w.whid, ${date}::date, ${END_OF_DAY})::text as qty
      from warehouse w where w.tenant_id = ${tenantId} order by w.whno, w.whid`),
  ).map((r) => ({ warehouseid: Number(r.warehouseid), name: String(r.name), qty: text(r.qty) }));
}

/**
 * The item's moves between two dates, after an opening row (where it stood at the end of the day before), with
 * the running quantity and value: company-wide, or in one warehouse (its running quantity, valued at the company's
 * unit cost after each move). Paged: the opening row belongs to the first page.
 */
export async function itemHistory(tx: Tx, tenantId: number, q: { itemid: number; from: string; to: string; warehouseid?: number; page: number; size: number }) {
  const wh = q.warehouseid;
  // The page's moves first; then the running figures from where the item stood just before the first of them,
  // summed over every move of the item from that one to the page's last (other warehouses' too, for the unit
  // cost). The bounds go in as values: a range taken from another CTE is not an index condition, and the item's
  // whole history would be read.
  const page = rowsOf(
    await tx.execute(sql`
      select m.moveid, m.transdate::text as date, m.seq from stock_move m
      where m.tenant_id = ${tenantId} and m.itemid = ${q.itemid} and m.transdate between ${q.from}::date and ${q.to}::date
        ${wh ? sql`and m.warehouseid = ${wh}` : sql``}
      order by m.transdate, m.seq
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
  const lo = page[0];
  const hi = page.at(-1);
  const rows =
    !lo || !hi
      ? []
      : rowsOf(
          await tx.execute(sql`
            with base as (
              select u.balance, u.value, ${wh ? sql`stock_wh_upto(${tenantId}, ${q.itemid}, ${wh}, ${String(lo.date)}::date, ${Number(lo.seq) - 1})` : sql`0`} as whqty
              from stock_item_upto(${tenantId}, ${q.itemid}, ${String(lo.date)}::date, ${Number(lo.seq) - 1}) u),
            span as (
              select m.moveid, m.transdate, m.seq, m.form, m.docid, m.warehouseid, m.qtyin, m.qtyout, m.cost,
                     base.balance + sum(m.qtyin - m.qtyout) over w as balance,
                     base.value + sum(${signedValue('m')}) over w as value,
                     base.whqty + sum(case when m.warehouseid = ${wh ?? 0} then m.qtyin - m.qtyout else 0 end) over w as whbalance
              from stock_move m, base
              where m.tenant_id = ${tenantId} and m.itemid = ${q.itemid}
                and (m.transdate, m.seq) >= (${String(lo.date)}::date, ${Number(lo.seq)}::integer) and (m.transdate, m.seq) <= (${String(hi.date)}::date, ${Number(hi.seq)}::integer)
              window w as (order by m.transdate, m.seq)),
            shown as (select * from span where moveid = ${anyId(page.map((r) => Number(r.moveid)))})
            select s.transdate::text as date, s.form, s.docid, coalesce(d.docno, '') as number, s.warehouseid, w.whname, s.qtyin::text as qtyin, s.qtyout::text as qtyout,
                   ${wh ? sql`s.whbalance` : sql`s.balance`}::text as balance, s.cost::text as cost,
                   ${wh ? sql`case when s.balance = 0 then 0 else round(s.whbalance * s.value / s.balance, 2) end` : sql`s.value`}::text as value
            from shown s
            left join trans_document d on d.tenant_id = ${tenantId} and d.docid = s.docid
            left join warehouse w on w.tenant_id = ${tenantId} and w.whid = s.warehouseid
            order by s.transdate, s.seq`),
        );
  const [count] = rowsOf(
    await tx.execute(sql`
      select count(*)::int as n from stock_move m
      where m.tenant_id = ${tenantId} and m.itemid = ${q.itemid} and m.transdate between ${q.from}::date and ${q.to}::date ${wh ? sql`and m.warehouseid = ${wh}` : sql``}`),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Where the item stood at the end of the day before `from` (the history's opening row). */
export async function openingOf(tx: Tx, tenantId: number, itemid: number, from: string, warehouseid?: number) {
  // After the move at (from, 0): before every move on `from` (a date's moves are numbered from 1).
  return balanceAt(tx, tenantId, itemid, from, warehouseid, 0);
}

/**
 * Stock balance at the end of a date: quantity and value per item × warehouse with stock. An item's value is its
 * company-wide stock value, spread over its warehouses by quantity (each share rounded, the last warehouse taking
 * the remainder), so the report's total is exactly the stock value the ledger holds.
 */
export async function stockBalance(tx: Tx, tenantId: number, date: string, warehouseid?: number) {
  return rowsOf(
    await tx.execute(sql`
      with per_wh as (select p.* from (${positionsAt(tenantId, sql`${date}::date`)}) p where p.qty <> 0),
      shares as (
        select p.itemid, p.warehouseid, p.qty, p.value as itemvalue,
               case when p.balance = 0 then 0 else round(p.qty * p.value / p.balance, 2) end as share,
               row_number() over (partition by p.itemid order by p.warehouseid desc) as fromlast
        from per_wh p),
      valued as (
        select s.*, case when s.fromlast = 1 then s.itemvalue - coalesce(sum(s.share) over (partition by s.itemid) - s.share, 0) else s.share end as value
        from shares s)
      -- Each row looks its item and warehouse up by key (lateral): the rows lead whatever the statistics say. Stale
      -- ones (items and balances just imported, not yet analysed) had the planner rescan all rows once per item.
      select v.itemid, i.itemno, i.itemdescription, i.unit1, v.warehouseid, w.whname, v.qty::text as qty, v.value::text as value
      from valued v
      cross join lateral (select i.itemno, i.itemdescription, i.unit1 from item i where i.tenant_id = ${tenantId} and i.itemid = v.itemid and i.itemtype = 0) i
      cross join lateral (select w.whname from warehouse w where w.tenant_id = ${tenantId} and w.whid = v.warehouseid) w
      ${warehouseid ? sql`where v.warehouseid = ${warehouseid}` : sql``}
      order by i.itemno, w.whname`),
  ).map((r) => ({ itemid: Number(r.itemid), itemno: String(r.itemno), itemdescription: String(r.itemdescription), unit1: String(r.unit1), warehouseid: Number(r.warehouseid), whname: String(r.whname), qty: text(r.qty), value: text(r.value) }));
}

/** Inventory items whose company-wide quantity is below their minimum quantity. */
export async function lowStock(tx: Tx, tenantId: number) {
  return rowsOf(
    await tx.execute(sql`
      select * from (
        select i.itemid, i.itemno, i.itemdescription, i.unit1, i.minimumqty::text as minimumqty,
               coalesce((select b.itembalance from stock_balance b where b.tenant_id = i.tenant_id and b.itemid = i.itemid limit 1), 0) as qty
        from item i
        where i.tenant_id = ${tenantId} and i.itemtype = 0 and not i.suspended and i.minimumqty > 0) x
      where x.qty < x.minimumqty::numeric
      order by x.itemno`),
  ).map((r) => ({ itemid: Number(r.itemid), itemno: String(r.itemno), itemdescription: String(r.itemdescription), unit1: String(r.unit1), minimumqty: text(r.minimumqty), qty: text(r.qty) }));
}

export async function itemByNumber(tx: Tx, tenantId: number, itemno: string): Promise<{ itemid: number; itemno: string; itemdescription: string; unit1: string } | undefined> {
  const [r] = rowsOf(await tx.execute(sql`select itemid, itemno, itemdescription, unit1 from item where tenant_id = ${tenantId} and itemno = ${itemno}`));
  return r ? { itemid: Number(r.itemid), itemno: String(r.itemno), itemdescription: String(r.itemdescription), unit1: String(r.unit1) } : undefined;
}
