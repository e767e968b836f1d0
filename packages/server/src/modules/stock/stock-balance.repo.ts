import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

/** Where an item stands after its last move: per warehouse it ever moved in, and company-wide. */
export interface ItemStanding {
  /** Quantity per warehouse id (the cost state's `warehouses`, zeros included). */
  warehouses: Record<string, string>;
  balance: string;
  value: string;
  lastdate: string;
}

/**
 * Where every item of the company stands after its last move, per warehouse it moved in, summed from the stored
 * moves alone (quantity in less out; cost in or out less true-ups): the stock check's independent account of it.
 */
const expectedBalances = (tenantId: number) => sql`
  select w.itemid, w.warehouseid, w.qty, i.balance as itembalance, i.value as itemvalue, i.lastdate
  from (select m.itemid, m.warehouseid, sum(m.qtyin - m.qtyout) as qty from stock_move m where m.tenant_id = ${tenantId} group by m.itemid, m.warehouseid) w
  join (select m.itemid, sum(m.qtyin - m.qtyout) as balance,
               sum(case when m.kind in ('issue', 'transfer-out') then -m.cost else m.cost end - m.adjustment) as value, max(m.transdate) as lastdate
        from stock_move m where m.tenant_id = ${tenantId} group by m.itemid) i on i.itemid = w.itemid`;

/** Rewrites the company's whole `stock_balance` from its moves (moves written outside the engine: the benchmark's seed). */
export async function rebuildBalances(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql`delete from stock_balance where tenant_id = ${tenantId}`);
  await tx.execute(sql`
    insert into stock_balance (tenant_id, itemid, warehouseid, qty, itembalance, itemvalue, lastdate)
    select ${tenantId}, e.itemid, e.warehouseid, e.qty, e.itembalance, e.itemvalue, e.lastdate from (${expectedBalances(tenantId)}) e`);
}

const among = (column: string, only?: readonly number[]) =>
  only ? sql`and ${sql.raw(column)} in (select jsonb_array_elements_text(${JSON.stringify(only)}::jsonb)::bigint)` : sql``;

/**
 * Rows of `stock_balance` that do not say what the moves say (missing, extra or different), for the stock check;
 * of the `only` items when given.
 */
export async function balanceDifferences(tx: Tx, tenantId: number, only?: readonly number[]) {
  const result = (await tx.execute(sql`
    select coalesce(e.itemid, b.itemid) as itemid, coalesce(e.warehouseid, b.warehouseid) as warehouseid,
           concat_ws('/', b.qty, b.itembalance, b.itemvalue, b.lastdate) as stored, concat_ws('/', e.qty, e.itembalance, e.itemvalue, e.lastdate) as expected
    from (${expectedBalances(tenantId)}) e
    full join (select * from stock_balance where tenant_id = ${tenantId}) b on b.itemid = e.itemid and b.warehouseid = e.warehouseid
    where (b.itemid is null or e.itemid is null or (b.qty, b.itembalance, b.itemvalue, b.lastdate) is distinct from (e.qty, e.itembalance, e.itemvalue, e.lastdate))
      ${among('coalesce(e.itemid, b.itemid)', only)}
    order by 1, 2`)) as unknown as { rows: { itemid: number; warehouseid: number; stored: string; expected: string }[] };
  return result.rows.map((r) => ({ itemid: Number(r.itemid), warehouseid: Number(r.warehouseid), stored: r.stored, expected: r.expected }));
}

/** Cost snapshots whose running totals do not say what the moves up to them add up to (of the `only` items when given). */
export async function snapshotDifferences(tx: Tx, tenantId: number, only?: readonly number[]) {
  const result = (await tx.execute(sql`
    select s.itemid, s.uptodate::text as date, s.uptoseq as seq, concat_ws('/', s.balance, s.value) as stored, concat_ws('/', t.balance, t.value) as expected
    from stock_cost_state s
    cross join lateral (
      select coalesce(sum(m.qtyin - m.qtyout), 0) as balance,
             coalesce(sum(case when m.kind in ('issue', 'transfer-out') then -m.cost else m.cost end - m.adjustment), 0) as value
      from stock_move m where m.tenant_id = s.tenant_id and m.itemid = s.itemid and (m.transdate, m.seq) <= (s.uptodate, s.uptoseq)) t
    where s.tenant_id = ${tenantId} and (s.balance, s.value) is distinct from (t.balance, t.value) ${among('s.itemid', only)}
    order by 1, 2, 3`)) as unknown as { rows: { itemid: number; date: string; seq: number; stored: string; expected: string }[] };
  return result.rows.map((r) => ({ itemid: Number(r.itemid), at: `${r.date}#${r.seq}`, stored: r.stored, expected: r.expected }));
}
