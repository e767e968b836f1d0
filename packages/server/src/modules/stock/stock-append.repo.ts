import type { CostState, MoveCost } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';
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

/** The values of one append's statement (`appendCtes`), by placeholder name. */
export type AppendValues = Record<string, unknown>;

const P = (name: string) => sql.placeholder(`stock_${name}`);

/**
 * The append's writes as common table expressions (`stock_moved`, which answers the moves written with their line
 * and cost, and the snapshot and balance writes), for a statement of their own (`writeAppended`) or to open a
 * document's last statement (trade-write.repo.ts `finishTradeDocument`). Every part touches rows of its own: the
 * moves are new, the snapshot delete spares those the insert writes over, and the balance delete the warehouses the
 * insert writes.
 */
export const appendCtes = () => sql`
  stock_moved as (
    insert into stock_move (tenant_id, itemid, warehouseid, transdate, seq, kind, form, docid, lineseq, qtyin, qtyout, unitcost, stockglid, counterglid, deptid, projectid, cost, adjustment)
    select ${P('tenant')}::bigint, x.itemid, x.warehouseid, x.transdate, x.seq, x.kind, x.form, x.docid, x.lineseq, x.qtyin::numeric(24, 6), x.qtyout::numeric(24, 6), x.unitcost::numeric,
           x.stockglid, x.counterglid, x.deptid, x.projectid, x.cost::numeric, x.adjustment::numeric
    from jsonb_to_recordset(${P('moves')}::jsonb) as x(itemid bigint, warehouseid bigint, transdate date, seq integer, kind text, form text, docid bigint, lineseq integer, qtyin text, qtyout text,
                                                   unitcost text, stockglid bigint, counterglid bigint, deptid bigint, projectid bigint, cost text, adjustment text)
    returning itemid, kind, lineseq, cost),
  stock_snaps as (
    select x.itemid, x.date, x.seq, x.movecount, x.state, x.balance::numeric as balance, x.value::numeric as value
    from jsonb_to_recordset(${P('snapshots')}::jsonb) as x(itemid bigint, date date, seq integer, movecount integer, state jsonb, balance text, value text)),
  stock_snaps_gone as (
    delete from stock_cost_state s
    using jsonb_to_recordset(${P('starts')}::jsonb) as x(itemid bigint, date date, seq integer)
    where s.tenant_id = ${P('tenant')}::bigint and s.itemid = any(${P('items')}::bigint[]) and s.itemid = x.itemid
      and ((s.uptodate, s.uptoseq) >= (x.date, x.seq) or s.movecount % ${P('every')}::integer <> 0)
      and not exists (select from stock_snaps i where i.itemid = s.itemid and i.date = s.uptodate and i.seq = s.uptoseq)),
  stock_snaps_put as (
    insert into stock_cost_state (tenant_id, itemid, uptodate, uptoseq, movecount, state, balance, value)
    select ${P('tenant')}::bigint, i.itemid, i.date, i.seq, i.movecount, i.state, i.balance, i.value from stock_snaps i
    on conflict (tenant_id, itemid, uptodate, uptoseq) do update
      set movecount = excluded.movecount, state = excluded.state, balance = excluded.balance, value = excluded.value),
  stock_bals as (
    select x.itemid, x.warehouseid, x.qty::numeric as qty, x.balance::numeric as balance, x.value::numeric as value, x.lastdate::date as lastdate
    from jsonb_to_recordset(${P('balances')}::jsonb) as x(itemid bigint, warehouseid bigint, qty text, balance text, value text, lastdate text)),
  stock_bals_gone as (
    delete from stock_balance b where b.tenant_id = ${P('tenant')}::bigint and b.itemid = any(${P('items')}::bigint[])
      and not exists (select from stock_bals i where i.itemid = b.itemid and i.warehouseid = b.warehouseid)),
  stock_bals_put as (
    insert into stock_balance (tenant_id, itemid, warehouseid, qty, itembalance, itemvalue, lastdate)
    select ${P('tenant')}::bigint, i.itemid, i.warehouseid, i.qty, i.balance, i.value, i.lastdate from stock_bals i
    on conflict (tenant_id, itemid, warehouseid) do update
      set qty = excluded.qty, itembalance = excluded.itembalance, itemvalue = excluded.itemvalue, lastdate = excluded.lastdate)`;

/** The values `appendCtes` takes for appended moves with their costs and their items' snapshots and balances. */
export function appendValues(tenantId: number, every: number, moves: readonly AppendedMove[], items: readonly AppendedItem[]): AppendValues {
  const values: AppendValues = {
    tenant: tenantId,
    every,
    items: `{${[...new Set(items.map((i) => Math.trunc(i.itemid)))].join(',')}}`,
    moves: JSON.stringify(
      moves.map((m) => ({
        itemid: m.itemid, warehouseid: m.warehouseid, transdate: m.transdate, seq: m.seq, kind: m.kind, form: m.form, docid: m.docid, lineseq: m.lineseq, qtyin: m.qtyin, qtyout: m.qtyout,
        unitcost: m.unitcost ?? null, stockglid: m.stockglid ?? null, counterglid: m.counterglid ?? null, deptid: m.deptid ?? null, projectid: m.projectid ?? null, cost: m.cost.cost, adjustment: m.cost.adjustment,
      })),
    ),
    starts: JSON.stringify(items.map((i) => ({ itemid: i.itemid, date: i.from.date, seq: i.from.seq }))),
    snapshots: JSON.stringify(items.flatMap((i) => i.snapshots.map((s) => ({ itemid: i.itemid, date: s.at.date, seq: s.at.seq, movecount: s.movecount, state: s.state, balance: s.balance, value: s.value })))),
    balances: JSON.stringify(
      items.flatMap(({ itemid, standing }) => Object.entries(standing.warehouses).map(([warehouseid, qty]) => ({ itemid, warehouseid: Number(warehouseid), qty, balance: standing.balance, value: standing.value, lastdate: standing.lastdate }))),
    ),
  };
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [`stock_${k}`, v]));
}

/**
 * Writes appended moves with their costs, replaces the items' snapshots from their first appended move on (as
 * `replaceSnapshots`) and rewrites their balances (as `refreshBalances`), in one statement. The items must be
 * locked, and every move must come after its item's last.
 */
export async function writeAppended(tx: Tx, values: AppendValues): Promise<void> {
  await executeStatement(tx, 'writeAppended', () => sql`with ${appendCtes()} select count(*)::int as moved from stock_moved`, values);
}

/**
 * Appends a document's save leaves to its last statement (`deferAppend`, taken by `takeDeferredAppend`), by
 * transaction: the moves are costed and the items locked when the append is deferred; until the last statement
 * writes them, nothing of the transaction may read these items' moves, snapshots or balances. A second append of the
 * same transaction writes the first at once.
 */
const deferred = new WeakMap<Tx, AppendValues>();

export async function deferAppend(tx: Tx, values: AppendValues): Promise<void> {
  const before = deferred.get(tx);
  if (before) {
    deferred.delete(tx);
    await writeAppended(tx, before);
  }
  deferred.set(tx, values);
}

/** The append deferred in this transaction, taken off it (its writer must now write it), or null. */
export function takeDeferredAppend(tx: Tx): AppendValues | null {
  const values = deferred.get(tx) ?? null;
  deferred.delete(tx);
  return values;
}
