import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { withTx } from '../platform/tx.ts';
import { rebuildBalances } from '../modules/stock/stock-balance.repo.ts';

/**
 * Set-based seeding of stock moves for the stock benchmarks, as the owner with `session_replication_role =
 * replica` (no per-row foreign-key checks), like the ledger seed. The moves carry the cost the engine would store
 * for receipts at one unit cost per item; no cost snapshots are written, so running figures are summed from the
 * first move (the slowest case for the reports); the recompute benchmark recosts its item from scratch before it
 * is timed. Then `stock_balance` is rebuilt from the moves, as the engine would have kept it.
 */
export async function seedMoves(
  db: Db,
  p: { tenantId: number; items: number[]; warehouses: number[]; perItem: number; firstDate: string; days: number; alternate: boolean; stockglid: number; counterglid: number },
) {
  const warehouses = `{${p.warehouses.join(',')}}`;
  const batch = Math.max(1, Math.floor(200_000 / p.perItem));
  for (let start = 0; start < p.items.length; start += batch) {
    const chunk = `{${p.items.slice(start, start + batch).join(',')}}`;
    await withTx(db, async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.tenant_id', ${String(p.tenantId)}, true)`);
      await tx.execute(sql`
        with raw as (
          select it.itemid, g,
                 (${p.firstDate}::date + ((g - 1) * ${p.days} / ${p.perItem})::int) as d,
                 (${warehouses}::bigint[])[1 + (g % ${p.warehouses.length})] as wh,
                 case when ${p.alternate} and g % 2 = 0 then 'issue' else 'receipt' end as kind,
                 1000 + (it.itemid % 97) * 10 as unitcost
          from unnest(${chunk}::bigint[]) as it(itemid), generate_series(1, ${p.perItem}) as g),
        moves as (
          select r.*, row_number() over (partition by r.itemid, r.d order by r.g) as seq,
                 case when r.kind = 'receipt' then 10 else 0 end as qin, case when r.kind = 'issue' then 10 else 0 end as qout
          from raw r)
        insert into stock_move (tenant_id, itemid, warehouseid, transdate, seq, kind, form, docid, lineseq, qtyin, qtyout, unitcost, cost,
                                stockglid, counterglid)
        select ${p.tenantId}, m.itemid, m.wh, m.d, m.seq, m.kind, 'bench-stock', m.itemid * 10000000 + m.g, 1, m.qin, m.qout,
               case when m.kind = 'receipt' then m.unitcost end, 10 * m.unitcost,
               ${p.stockglid}, ${p.counterglid}
        from moves m`);
    });
  }
  await withTx(db, async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${String(p.tenantId)}, true)`);
    // Statistics first: without them the planner may scan every move once per item (hours at 1,000,000 moves).
    await tx.execute(sql`analyze stock_move`);
    await rebuildBalances(tx, p.tenantId);
    // As autovacuum would soon after such an import: the reports are timed on a company whose statistics are current.
    await tx.execute(sql`analyze stock_balance, item`);
  });
}
