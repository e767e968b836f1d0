import { sql, type SQL } from 'drizzle-orm';

/**
 * Where items stand at the end of a date, as SQL fragments the stock queries share. Running figures are not stored
 * on the moves (migration 0039): an item whose last move is on or before the date stands as `stock_balance` says;
 * any other is its nearest cost snapshot up to the date plus the moves since (at most one snapshot interval).
 */

/** The end of a date as a move position: after every move on it. */
export const END_OF_DAY = 2147483647;

/** A move's effect on the running stock value: its cost in or out, less its true-up (core cost-pool.ts). */
export const signedValue = (m: string) => sql.raw(`(case when ${m}.kind in ('issue', 'transfer-out') then -${m}.cost else ${m}.cost end - ${m}.adjustment)`);

/**
 * A lateral subquery answering one row (`balance`, `value`) for the item `itemid` (an SQL expression) at the end
 * of `date`, and no row when the item never moved.
 */
export function itemAt(tenantId: number, itemid: SQL, date: SQL): SQL {
  return sql`(
    select b.itembalance as balance, b.itemvalue as value from stock_balance b
    where b.tenant_id = ${tenantId} and b.itemid = ${itemid} and b.lastdate <= ${date} limit 1)
    union all (
    select u.balance, u.value from stock_item_upto(${tenantId}, ${itemid}, ${date}, ${END_OF_DAY}) u
    where exists (select 1 from stock_balance b where b.tenant_id = ${tenantId} and b.itemid = ${itemid} and b.lastdate > ${date}))`;
}

/**
 * Every item × warehouse at the end of `date` (the items `itemFilter` keeps: a condition on the item id it is given):
 * `itemid`, `warehouseid`, `qty` (the warehouse's), `balance` and `value` (the item's, company-wide). Rows with a
 * zero quantity are included; every warehouse the item ever moved in up to then has one.
 */
export function positionsAt(tenantId: number, date: SQL, itemFilter: (itemid: SQL) => SQL = () => sql`true`): SQL {
  return sql`
    select b.itemid, b.warehouseid, b.qty, b.itembalance as balance, b.itemvalue as value from stock_balance b
    where b.tenant_id = ${tenantId} and b.lastdate <= ${date} and ${itemFilter(sql`b.itemid`)}
    union all
    select l.itemid, w.warehouseid, w.qty, l.balance, l.value
    from (
      select i.itemid, s.uptodate, s.uptoseq, s.state, u.balance, u.value
      from (select distinct b.itemid from stock_balance b where b.tenant_id = ${tenantId} and b.lastdate > ${date}) i
      left join lateral (
        select c.uptodate, c.uptoseq, c.state from stock_cost_state c
        where c.tenant_id = ${tenantId} and c.itemid = i.itemid and (c.uptodate, c.uptoseq) <= (${date}, ${END_OF_DAY})
        order by c.uptodate desc, c.uptoseq desc limit 1) s on true
      cross join lateral stock_item_upto(${tenantId}, i.itemid, ${date}, ${END_OF_DAY}) u
      where ${itemFilter(sql`i.itemid`)}) l
    cross join lateral (
      select x.warehouseid, sum(x.qty) as qty from (
        select e.key::bigint as warehouseid, e.value::numeric as qty from jsonb_each_text(coalesce(l.state -> 'warehouses', '{}'::jsonb)) e
        union all
        select m.warehouseid, m.qtyin - m.qtyout from stock_move m
        where m.tenant_id = ${tenantId} and m.itemid = l.itemid
          and (m.transdate, m.seq) > (coalesce(l.uptodate, '-infinity'::date), coalesce(l.uptoseq, 0)) and m.transdate <= ${date}) x
      group by x.warehouseid) w`;
}
