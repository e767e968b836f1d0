import type { CostState, MoveCost } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { anyId } from '../../platform/sql-ids.ts';
import type { ItemStanding } from './stock-balance.repo.ts';
import type { NewMove, Position, Snapshot } from './stock.repo.ts';

/**
 * The stock engine's short path (stock.service.ts): a document whose moves all come after their items' last moves
 * (today's sales invoice) is costed from each item's newest snapshot before anything is written, and its moves,
 * with their costs, the snapshots and the balances are one statement.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** An item's newest snapshot and its last move's position (both null when it never moved). */
export interface ItemHead {
  snapshot: Snapshot | null;
  last: Position | null;
}

/** Per item (locked by the caller), its newest snapshot and where its last move stands: index probes, no move read. */
export async function itemHeads(tx: Tx, tenantId: number, itemids: readonly number[]): Promise<Map<number, ItemHead>> {
  if (!itemids.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select x.itemid, s.uptodate::text as date, s.uptoseq as seq, s.movecount, s.state, s.balance::text as balance, s.value::text as value,
             m.transdate::text as lastdate, m.seq as lastseq
      from unnest(${`{${[...new Set(itemids.map((id) => Math.trunc(id)))].join(',')}}`}::bigint[]) as x(itemid)
      left join lateral (
        select * from stock_cost_state c where c.tenant_id = ${tenantId} and c.itemid = x.itemid
        order by c.uptodate desc, c.uptoseq desc limit 1) s on true
      left join lateral (
        select m.transdate, m.seq from stock_move m where m.tenant_id = ${tenantId} and m.itemid = x.itemid
        order by m.transdate desc, m.seq desc limit 1) m on true`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.itemid),
      {
        snapshot: r.date == null ? null : { at: { date: String(r.date), seq: Number(r.seq) }, movecount: Number(r.movecount), state: r.state as CostState, balance: String(r.balance), value: String(r.value) },
        last: r.lastdate == null ? null : { date: String(r.lastdate), seq: Number(r.lastseq) },
      },
    ]),
  );
}

/** A move to append at its position, with what it cost. */
export interface AppendedMove extends NewMove {
  itemid: number;
  seq: number;
  cost: MoveCost;
}

/** One item's appended moves: where the first stands, its snapshots from there, where it stands after the last. */
export interface AppendedItem {
  itemid: number;
  from: Position;
  snapshots: readonly Snapshot[];
  standing: ItemStanding;
}

/**
 * Writes appended moves with their costs, replaces the items' snapshots from their first appended move on (as
 * `replaceSnapshots`) and rewrites their balances (as `refreshBalances`), in one statement; answers the moves' ids by
 * item, date and seq. The items must be locked, and every move must come after its item's last.
 */
export async function writeAppended(tx: Tx, tenantId: number, every: number, moves: readonly AppendedMove[], items: readonly AppendedItem[]): Promise<Map<string, number>> {
  const input = JSON.stringify(
    moves.map((m) => ({
      itemid: m.itemid, warehouseid: m.warehouseid, transdate: m.transdate, seq: m.seq, kind: m.kind, form: m.form, docid: m.docid, lineseq: m.lineseq, qtyin: m.qtyin, qtyout: m.qtyout,
      unitcost: m.unitcost ?? null, stockglid: m.stockglid ?? null, counterglid: m.counterglid ?? null, deptid: m.deptid ?? null, projectid: m.projectid ?? null, cost: m.cost.cost, adjustment: m.cost.adjustment,
    })),
  );
  const starts = JSON.stringify(items.map((i) => ({ itemid: i.itemid, date: i.from.date, seq: i.from.seq })));
  const snapshots = JSON.stringify(items.flatMap((i) => i.snapshots.map((s) => ({ itemid: i.itemid, date: s.at.date, seq: s.at.seq, movecount: s.movecount, state: s.state, balance: s.balance, value: s.value }))));
  const balances = JSON.stringify(
    items.flatMap(({ itemid, standing }) => Object.entries(standing.warehouses).map(([warehouseid, qty]) => ({ itemid, warehouseid: Number(warehouseid), qty, balance: standing.balance, value: standing.value, lastdate: standing.lastdate }))),
  );
  const itemids = anyId(items.map((i) => i.itemid));
  // Every part touches rows of its own: the moves are new, the snapshot delete spares those the insert writes over,
  // and the balance delete the warehouses the insert writes.
  const rows = rowsOf(
    await tx.execute(sql`
      with moved as (
        insert into stock_move (tenant_id, itemid, warehouseid, transdate, seq, kind, form, docid, lineseq, qtyin, qtyout, unitcost, stockglid, counterglid, deptid, projectid, cost, adjustment)
        select ${tenantId}, x.itemid, x.warehouseid, x.transdate, x.seq, x.kind, x.form, x.docid, x.lineseq, x.qtyin::numeric(24, 6), x.qtyout::numeric(24, 6), x.unitcost::numeric,
               x.stockglid, x.counterglid, x.deptid, x.projectid, x.cost::numeric, x.adjustment::numeric
        from jsonb_to_recordset(${input}::jsonb) as x(itemid bigint, warehouseid bigint, transdate date, seq integer, kind text, form text, docid bigint, lineseq integer, qtyin text, qtyout text,
                                                     unitcost text, stockglid bigint, counterglid bigint, deptid bigint, projectid bigint, cost text, adjustment text)
        returning itemid, moveid, transdate, seq),
      snaps as (
        select x.itemid, x.date, x.seq, x.movecount, x.state, x.balance::numeric as balance, x.value::numeric as value
        from jsonb_to_recordset(${snapshots}::jsonb) as x(itemid bigint, date date, seq integer, movecount integer, state jsonb, balance text, value text)),
      snaps_gone as (
        delete from stock_cost_state s
        using jsonb_to_recordset(${starts}::jsonb) as x(itemid bigint, date date, seq integer)
        where s.tenant_id = ${tenantId} and s.itemid = ${itemids} and s.itemid = x.itemid
          and ((s.uptodate, s.uptoseq) >= (x.date, x.seq) or s.movecount % ${every}::integer <> 0)
          and not exists (select from snaps i where i.itemid = s.itemid and i.date = s.uptodate and i.seq = s.uptoseq)),
      snaps_put as (
        insert into stock_cost_state (tenant_id, itemid, uptodate, uptoseq, movecount, state, balance, value)
        select ${tenantId}, i.itemid, i.date, i.seq, i.movecount, i.state, i.balance, i.value from snaps i
        on conflict (tenant_id, itemid, uptodate, uptoseq) do update
          set movecount = excluded.movecount, state = excluded.state, balance = excluded.balance, value = excluded.value),
      bals as (
        select x.itemid, x.warehouseid, x.qty::numeric as qty, x.balance::numeric as balance, x.value::numeric as value, x.lastdate::date as lastdate
        from jsonb_to_recordset(${balances}::jsonb) as x(itemid bigint, warehouseid bigint, qty text, balance text, value text, lastdate text)),
      bals_gone as (
        delete from stock_balance b where b.tenant_id = ${tenantId} and b.itemid = ${itemids}
          and not exists (select from bals i where i.itemid = b.itemid and i.warehouseid = b.warehouseid)),
      bals_put as (
        insert into stock_balance (tenant_id, itemid, warehouseid, qty, itembalance, itemvalue, lastdate)
        select ${tenantId}, i.itemid, i.warehouseid, i.qty, i.balance, i.value, i.lastdate from bals i
        on conflict (tenant_id, itemid, warehouseid) do update
          set qty = excluded.qty, itembalance = excluded.itembalance, itemvalue = excluded.itemvalue, lastdate = excluded.lastdate)
      select itemid, moveid, transdate::text as date, seq from moved`),
  );
  return new Map(rows.map((r) => [`${Number(r.itemid)}:${String(r.date)}:${Number(r.seq)}`, Number(r.moveid)]));
}
