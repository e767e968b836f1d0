import type { MoveCost } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { executeStatement } from '../../platform/prepared-statement.ts';
import type { Tx } from '../../platform/tx.ts';
import type { ItemStanding } from './stock-balance.repo.ts';
import type { MoveDetails, Position, Snapshot, SnapshotSpacing } from './stock.repo.ts';

/**
 * What a stock change leaves for its items besides the moves: their cost snapshots from where it started and their
 * balances (`stock_balance`), written as common table expressions of one statement, whichever path the change took:
 * the append (stock-append.repo.ts) or the recompute (`writeRecosted`).
 */

/** The values of a stock write's statement, by placeholder name. */
export type StockValues = Record<string, unknown>;

/** One item after a change: where its recosting started, its snapshots from there, where it stands after its last move (null: it has none any more). */
export interface ItemWrite {
  itemid: number;
  from: Position;
  snapshots: readonly Snapshot[];
  standing: ItemStanding | null;
}

const P = (name: string) => sql.placeholder(`stock_${name}`);

/**
 * The snapshot and balance writes: the items' snapshots at or after their start go, and those off the grid that
 * fell out of the tail (`SnapshotSpacing`), then the given ones are written over; the balance rows of warehouses the
 * `shrinking` items no longer stand in go, the others are written over (an append only adds moves, and an item's
 * standing names every warehouse it ever moved in, so only a recompute can leave a warehouse behind; with none, the
 * delete is skipped before it reads a row). Each delete spares the rows its insert writes (a delete
 * and an insert of one key in one statement would collide). The deletes find each item's rows through the key (a
 * lateral scan that cannot be flattened, then the rows by their ctid): a generic plan made while the tables were small
 * had scanned every company's snapshots once an invoice (docs/performance.md).
 */
export const standingCtes = () => sql`
  stock_snaps as (
    select x.itemid, x.date, x.seq, x.movecount, x.state, x.balance::numeric as balance, x.value::numeric as value
    from jsonb_to_recordset(${P('snapshots')}::jsonb) as x(itemid bigint, date date, seq integer, movecount integer, state jsonb, balance text, value text)),
  stock_snaps_gone as (
    delete from stock_cost_state s
    where s.tenant_id = ${P('tenant')}::bigint and s.ctid = any(array(
      select c.ctid from jsonb_to_recordset(${P('starts')}::jsonb) as x(itemid bigint, date date, seq integer, dropupto integer)
      cross join lateral (
        select c.ctid from stock_cost_state c
        where c.tenant_id = ${P('tenant')}::bigint and c.itemid = x.itemid
          and ((c.uptodate, c.uptoseq) >= (x.date, x.seq) or (c.movecount % ${P('every')}::integer <> 0 and c.movecount <= x.dropupto))
          and not exists (select from stock_snaps i where i.itemid = c.itemid and i.date = c.uptodate and i.seq = c.uptoseq)
        offset 0) c))),
  stock_snaps_put as (
    insert into stock_cost_state (tenant_id, itemid, uptodate, uptoseq, movecount, state, balance, value)
    select ${P('tenant')}::bigint, i.itemid, i.date, i.seq, i.movecount, i.state, i.balance, i.value from stock_snaps i
    on conflict (tenant_id, itemid, uptodate, uptoseq) do update
      set movecount = excluded.movecount, state = excluded.state, balance = excluded.balance, value = excluded.value),
  stock_bals as (
    select x.itemid, x.warehouseid, x.qty::numeric as qty, x.balance::numeric as balance, x.value::numeric as value, x.lastdate::date as lastdate
    from jsonb_to_recordset(${P('balances')}::jsonb) as x(itemid bigint, warehouseid bigint, qty text, balance text, value text, lastdate text)),
  stock_bals_gone as (
    delete from stock_balance b
    where cardinality(${P('shrinking')}::bigint[]) > 0 and b.tenant_id = ${P('tenant')}::bigint and b.itemid = any(${P('shrinking')}::bigint[])
      and not exists (select from stock_bals i where i.itemid = b.itemid and i.warehouseid = b.warehouseid)),
  stock_bals_put as (
    insert into stock_balance (tenant_id, itemid, warehouseid, qty, itembalance, itemvalue, lastdate)
    select ${P('tenant')}::bigint, i.itemid, i.warehouseid, i.qty, i.balance, i.value, i.lastdate from stock_bals i
    on conflict (tenant_id, itemid, warehouseid) do update
      set qty = excluded.qty, itembalance = excluded.itembalance, itemvalue = excluded.itemvalue, lastdate = excluded.lastdate)`;

/** Per item, where its snapshot replacement starts: off-grid snapshots at or below `dropupto` moves fall out of the tail. */
const snapshotStarts = (spacing: SnapshotSpacing, items: readonly ItemWrite[]) =>
  JSON.stringify(items.map((i) => ({ itemid: i.itemid, date: i.from.date, seq: i.from.seq, dropupto: (i.snapshots.at(-1)?.movecount ?? 0) - spacing.tail })));

/** The values `standingCtes` takes; `shrinking`: moves may have gone, so an item may have left a warehouse. */
export function standingValues(tenantId: number, spacing: SnapshotSpacing, items: readonly ItemWrite[], shrinking: boolean): StockValues {
  const ids = `{${[...new Set(items.map((i) => Math.trunc(i.itemid)))].join(',')}}`;
  const values: StockValues = {
    tenant: tenantId,
    every: spacing.every,
    shrinking: shrinking ? ids : '{}',
    starts: snapshotStarts(spacing, items),
    snapshots: JSON.stringify(items.flatMap((i) => i.snapshots.map((s) => ({ itemid: i.itemid, date: s.at.date, seq: s.at.seq, movecount: s.movecount, state: s.state, balance: s.balance, value: s.value })))),
    balances: JSON.stringify(
      items.flatMap(({ itemid, standing }) =>
        standing ? Object.entries(standing.warehouses).map(([warehouseid, qty]) => ({ itemid, warehouseid: Number(warehouseid), qty, balance: standing.balance, value: standing.value, lastdate: standing.lastdate })) : [],
      ),
    ),
  };
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [`stock_${k}`, v]));
}

type Row = Record<string, unknown>;
const optionalNum = (value: unknown): number | null => (value === null || value === undefined ? null : Number(String(value)));

/**
 * The recompute's write (the items locked): the cost and true-up of the moves added or whose cost changed (parallel
 * arrays: no per-row JSON to parse), the items' snapshots and their balances, in one statement. Answers the moves'
 * document lines (with their documents' numbers, for the correcting journals) and accounts, by move id.
 */
export async function writeRecosted(tx: Tx, tenantId: number, spacing: SnapshotSpacing, results: readonly { moveid: number; cost: Pick<MoveCost, 'cost' | 'adjustment'> }[], items: readonly ItemWrite[]): Promise<Map<number, MoveDetails>> {
  if (!results.length && !items.length) return new Map();
  const column = (pick: (r: Pick<MoveCost, 'cost' | 'adjustment'>) => string) => `{${results.map((x) => pick(x.cost)).join(',')}}`;
  const { rows } = await executeStatement<Row>(
    tx,
    'writeRecosted',
    () => sql`
      with stock_costs as (
        update stock_move m set cost = x.cost, adjustment = x.adjustment
        from unnest(${P('moveids')}::bigint[], ${P('costs')}::numeric[], ${P('adjustments')}::numeric[]) as x(moveid, cost, adjustment)
        where m.tenant_id = ${P('tenant')}::bigint and m.moveid = any(${P('moveids')}::bigint[]) and m.moveid = x.moveid
        returning m.moveid, m.form, m.docid, m.lineseq, m.stockglid, m.counterglid, m.deptid, m.projectid,
                  coalesce((select d.docno from trans_document d where d.tenant_id = m.tenant_id and d.docid = m.docid), '') as docno),
      ${standingCtes()}
      select * from stock_costs`,
    { ...standingValues(tenantId, spacing, items, true), stock_moveids: `{${results.map((x) => x.moveid).join(',')}}`, stock_costs: column((r) => r.cost), stock_adjustments: column((r) => r.adjustment) },
  );
  return new Map(
    rows.map((r) => [
      Number(r.moveid),
      {
        form: String(r.form),
        docid: Number(r.docid),
        docno: String(r.docno),
        lineseq: Number(r.lineseq),
        accounts: { stockglid: optionalNum(r.stockglid), counterglid: optionalNum(r.counterglid), deptid: optionalNum(r.deptid), projectid: optionalNum(r.projectid) },
      },
    ]),
  );
}
