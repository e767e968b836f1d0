import type { CostState, MoveCost } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';
import type { ItemStanding } from './stock-balance.repo.ts';
import type { NewMove, Position, Snapshot, SnapshotSpacing } from './stock.repo.ts';
import { standingCtes, standingValues, type ItemWrite, type StockValues } from './stock-write.repo.ts';

/**
 * The stock engine's short path (stock.service.ts): a document whose moves all come after their items' last moves
 * (today's sales invoice) is costed from each item's newest snapshot before anything is written, and its moves,
 * with their costs, the snapshots and the balances are one statement.
 */

type Row = Record<string, unknown>;
const P = (name: string) => sql.placeholder(`stock_${name}`);

/** An item's newest snapshot and its last move's position (both null when it never moved). */
export interface ItemHead {
  snapshot: Snapshot | null;
  last: Position | null;
}

/**
 * Locks the items, in itemid order (as `lockItems`), and answers per item its number, its newest snapshot and where
 * its last move stands, read once the locks are held: one round trip (the function of migration 0052, whose second
 * query takes a new snapshot, so it sees what the transactions it waited for committed). Items of another company or
 * that do not exist are not answered.
 */
export async function lockItemHeads(tx: Tx, tenantId: number, itemids: readonly number[]): Promise<Map<number, ItemHead & { itemno: string }>> {
  if (!itemids.length) return new Map();
  const { rows } = await executeStatement<Row>(tx, 'lockItemHeads', () => sql`select * from lontar_lock_item_heads(${P('tenant')}::bigint, ${P('items')}::bigint[])`, {
    stock_tenant: tenantId,
    stock_items: `{${[...new Set(itemids.map((id) => Math.trunc(id)))].join(',')}}`,
  });
  return new Map(
    rows.map((r) => [
      Number(r.itemid),
      {
        itemno: String(r.itemno),
        snapshot: r.snapdate == null ? null : { at: { date: String(r.snapdate), seq: Number(r.snapseq) }, movecount: Number(r.movecount), state: r.state as CostState, balance: String(r.balance), value: String(r.value) },
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
export interface AppendedItem extends ItemWrite {
  standing: ItemStanding;
}

/** The values of one append's statement (`appendCtes`), by placeholder name. */
export type AppendValues = StockValues;

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
  ${standingCtes()}`;

/** The values `appendCtes` takes for appended moves with their costs and their items' snapshots and balances. */
export function appendValues(tenantId: number, spacing: SnapshotSpacing, moves: readonly AppendedMove[], items: readonly AppendedItem[]): AppendValues {
  return {
    ...standingValues(tenantId, spacing, items, false),
    stock_moves: JSON.stringify(
      moves.map((m) => ({
        itemid: m.itemid, warehouseid: m.warehouseid, transdate: m.transdate, seq: m.seq, kind: m.kind, form: m.form, docid: m.docid, lineseq: m.lineseq, qtyin: m.qtyin, qtyout: m.qtyout,
        unitcost: m.unitcost ?? null, stockglid: m.stockglid ?? null, counterglid: m.counterglid ?? null, deptid: m.deptid ?? null, projectid: m.projectid ?? null, cost: m.cost.cost, adjustment: m.cost.adjustment,
      })),
    ),
  };
}

/**
 * Writes appended moves with their costs, replaces the items' snapshots from their first appended move on and
 * rewrites their balances (stock-write.repo.ts `standingCtes`), in one statement. The items must be
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
