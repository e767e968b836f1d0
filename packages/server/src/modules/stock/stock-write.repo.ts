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
 * items no longer stand in go, the others are written over. Each delete spares the rows its insert writes (a delete
 * and an insert of one key in one statement would collide).
 */
export const standingCtes = () => sql`
  stock_snaps as (
    select x.itemid, x.date, x.seq, x.movecount, x.state, x.balance::numeric as balance, x.value::numeric as value
    from jsonb_to_recordset(${P('snapshots')}::jsonb) as x(itemid bigint, date date, seq integer, movecount integer, state jsonb, balance text, value text)),
  stock_snaps_gone as (
    delete from stock_cost_state s
    using jsonb_to_recordset(${P('starts')}::jsonb) as x(itemid bigint, date date, seq integer, dropupto integer)
    where s.tenant_id = ${P('tenant')}::bigint and s.itemid = any(${P('items')}::bigint[]) and s.itemid = x.itemid
      and ((s.uptodate, s.uptoseq) >= (x.date, x.seq) or (s.movecount % ${P('every')}::integer <> 0 and s.movecount <= x.dropupto))
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

/** Per item, where its snapshot replacement starts: off-grid snapshots at or below `dropupto` moves fall out of the tail. */
const snapshotStarts = (spacing: SnapshotSpacing, items: readonly ItemWrite[]) =>
  JSON.stringify(items.map((i) => ({ itemid: i.itemid, date: i.from.date, seq: i.from.seq, dropupto: (i.snapshots.at(-1)?.movecount ?? 0) - spacing.tail })));

/** The values `standingCtes` takes. */
export function standingValues(tenantId: number, spacing: SnapshotSpacing, items: readonly ItemWrite[]): StockValues {
  const values: StockValues = {
    tenant: tenantId,
    every: spacing.every,
    items: `{${[...new Set(items.map((i) => Math.trunc(i.itemid)))].join(',')}}`,
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
    { ...standingValues(tenantId, spacing, items), stock_moveids: `{${results.map((x) => x.moveid).join(',')}}`, stock_costs: column((r) => r.cost), stock_adjustments: column((r) => r.adjustment) },
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
