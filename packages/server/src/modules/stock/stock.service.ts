import { costMoves, diffCosts, emptyState, type CostChange, type CostMethod, type MoveCost } from '@lontar/core';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { refreshBalance } from './stock-balance.repo.ts';
import {
  deleteDocumentMoves,
  insertMoves,
  loadFrom,
  lockItem,
  moveDetails,
  outgoingCosts,
  replaceSnapshots,
  reviseMoves,
  writeResults,
  type MoveAccounts,
  type MoveRevision,
  type NewMove,
  type Position,
  type Snapshot,
} from './stock.repo.ts';

/** A cost state is stored after every this many moves of an item (and after its last move). */
export const SNAPSHOT_EVERY = 1000;

export interface StockChange {
  itemid: number;
  method: CostMethod;
  allowNegative: boolean;
  /** Moves to add (all of this item). */
  add?: readonly NewMove[];
  /** A document whose moves of this item are removed first (an edit removes and adds in one change). */
  removeDoc?: { form: string; docid: number };
  /**
   * Receipt moves of this item (of other documents) whose unit cost is revised in place: their cost change comes back
   * among `changes`, like any later move's, and is journaled for their document.
   */
  revise?: readonly MoveRevision[];
  /** Snapshot spacing; tests use a small one to go through stored snapshots. */
  snapshotEvery?: number;
}

/** A move that existed before the change and whose cost or true-up changed: a correcting journal of its document. */
export interface StockCostChange extends CostChange {
  moveid: number;
  form: string;
  docid: number;
  lineseq: number;
  accounts: MoveAccounts;
}

/** What one of the change's own added moves cost. */
export interface AddedMoveCost extends MoveCost {
  lineseq: number;
  accounts: MoveAccounts;
}

export interface StockChangeResult {
  ok: true;
  /** The cost of every move the change added, in the order given. */
  added: AddedMoveCost[];
  /** Moves that existed before and whose cost or true-up changed. */
  changes: StockCostChange[];
}

const before = (a: Position, b: Position): boolean => a.date < b.date || (a.date === b.date && a.seq < b.seq);
const earliest = (positions: readonly (Position | null)[]): Position | null =>
  positions.reduce<Position | null>((min, p) => (p && (!min || before(p, min)) ? p : min), null);

/**
 * Applies one change to an item's stock inside the caller's transaction: locks the item (changes of one item run one
 * after another), removes and adds moves, recosts the moves from the nearest snapshot before the earliest change
 * with `costMoves`, writes their results and snapshots in a few set-based statements, and answers the cost changes
 * of moves that existed before (for the correcting journals of their documents).
 *
 * A move that would take a warehouse below zero while negative stock is not allowed throws
 * `STOCK_INSUFFICIENT` (409, "Item inventory count {item} insufficient."); the change runs in a savepoint, so
 * nothing of it stays written even if the caller goes on.
 */
export async function applyStockChange(tx: Tx, tenantId: number, change: StockChange): Promise<StockChangeResult> {
  const item = await lockItem(tx, tenantId, change.itemid);
  if (!item) throw new AppError('NOT_FOUND');
  const every = change.snapshotEvery ?? SNAPSHOT_EVERY;
  return tx.transaction(async (sp) => {
    const removed = change.removeDoc ? await deleteDocumentMoves(sp, tenantId, change.itemid, change.removeDoc) : null;
    const revised = await reviseMoves(sp, tenantId, change.itemid, change.revise ?? []);
    const inserted = await insertMoves(sp, tenantId, change.itemid, change.add ?? []);
    const from = earliest([removed, revised, ...inserted]);
    if (!from) return { ok: true as const, added: [], changes: [] };

    const { snapshot, moves } = await loadFrom(sp, tenantId, change.itemid, from);
    const added = new Set(inserted.map((m) => m.moveid));
    const keys = new Set(moves.map((m) => m.move.key));
    const external = await outgoingCosts(
      sp,
      tenantId,
      change.itemid,
      [...new Set(moves.flatMap((m) => (m.move.kind === 'return-in' && !keys.has(m.move.sourcekey) ? [m.move.sourcekey] : [])))],
    );

    // Cost in runs that end on the every-n grid of the item's whole history, so snapshots land at fixed positions.
    const issued = new Map<string, { qty: string; cost: string }>();
    const sourceCost = (key: string) => issued.get(key) ?? external.get(key);
    const results: MoveCost[] = [];
    const snapshots: Snapshot[] = [];
    let state = snapshot?.state ?? emptyState();
    let count = snapshot?.movecount ?? 0;
    let totals = { balance: snapshot?.balance ?? '0', value: snapshot?.value ?? '0' };
    for (let i = 0; i < moves.length; ) {
      const chunk = moves.slice(i, i + every - (count % every)).map((m) => m.move);
      const run = costMoves(state, chunk, { method: change.method, allowNegative: change.allowNegative, sourceCost });
      if (!run.ok) throw new AppError('STOCK_INSUFFICIENT', { item: item.itemno }, { status: 409 });
      for (const r of run.results) {
        results.push(r);
        if (r.kind === 'issue') issued.set(r.key, { qty: r.qtyout, cost: r.cost });
      }
      state = run.state;
      const last = run.results.at(-1);
      if (last) totals = { balance: last.balance, value: last.value };
      i += chunk.length;
      count += chunk.length;
      if (count % every === 0) snapshots.push({ at: state.last!, movecount: count, state, ...totals });
    }
    if (state.last && count % every !== 0) snapshots.push({ at: state.last, movecount: count, state, ...totals });

    // Only what changed is written: the moves added and those whose cost or true-up moved. Running quantities and
    // values are not stored on moves (they are derived from the snapshots), so a back-dated move rewrites no others.
    const previous = moves.filter((m) => !added.has(m.moveid)).map((m) => m.stored);
    const changes = diffCosts(previous, results);
    const changedKeys = new Set(changes.map((c) => c.key));
    const written = results.flatMap((cost, i) => (added.has(moves[i]!.moveid) || changedKeys.has(cost.key) ? [{ moveid: moves[i]!.moveid, cost }] : []));
    await writeResults(sp, tenantId, written);
    await replaceSnapshots(sp, tenantId, change.itemid, from, every, snapshots);
    await refreshBalance(sp, tenantId, change.itemid, state.last ? { warehouses: state.warehouses, ...totals, lastdate: state.last.date } : null);

    const details = await moveDetails(sp, tenantId, written.map((w) => w.moveid));
    const idOf = new Map(moves.map((m) => [m.move.key, m.moveid]));
    const costOf = new Map(results.map((r, i) => [moves[i]!.moveid, r]));
    const own = inserted.map((m) => {
      const { lineseq, accounts } = details.get(m.moveid)!;
      return { ...costOf.get(m.moveid)!, lineseq, accounts };
    });
    return {
      ok: true as const,
      added: own,
      changes: changes.map((c) => {
        const moveid = idOf.get(c.key)!;
        const { form, docid, lineseq, accounts } = details.get(moveid)!;
        return { ...c, moveid, form, docid, lineseq, accounts };
      }),
    };
  });
}
