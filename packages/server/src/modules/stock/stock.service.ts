import { costMoves, diffCosts, emptyState, moveKey, type CostChange, type CostMethod, type MoveCost, type StockMove } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import type { ItemStanding } from './stock-balance.repo.ts';
import { writeRecosted } from './stock-write.repo.ts';
import { appendValues, deferAppend, lockItemHeads, writeAppended, type AppendedItem, type AppendedMove, type ItemHead } from './stock-append.repo.ts';
import {
  deleteDocumentMoves,
  insertMoves,
  loadFromMany,
  lockItems,
  outgoingCosts,
  reviseMoves,
  type MoveAccounts,
  type MoveRevision,
  type NewMove,
  type Position,
  type Snapshot,
  type SnapshotSpacing,
  type StoredMove,
} from './stock.repo.ts';

/** A cost state is stored after every this many moves of an item (and after each of its last `SNAPSHOT_TAIL`). */
export const SNAPSHOT_EVERY = 1000;
/**
 * ... and after each of the item's last this many moves: a purchase invoice revises the cost of a receipt that is
 * usually among them (its own, a few moves back at most), and the engine then recosts from the snapshot just before
 * it instead of from the last grid snapshot, up to 1,000 moves back.
 */
export const SNAPSHOT_TAIL = 16;

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
  /** Snapshot spacing; tests use small ones to go through stored snapshots. */
  snapshotEvery?: number;
  snapshotTail?: number;
}

/** A move that existed before the change and whose cost or true-up changed: a correcting journal of its document. */
export interface StockCostChange extends CostChange {
  moveid: number;
  form: string;
  docid: number;
  docno: string;
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
const earliest = (positions: readonly (Position | null | undefined)[]): Position | null =>
  positions.reduce<Position | null>((min, p) => (p && (!min || before(p, min)) ? p : min), null);

/** One item's stock change: what it adds, removes and revises, costed from `from` on. */
interface ItemRun {
  change: StockChange;
  itemno: string;
  from: Position;
  inserted: { moveid: number; date: string; seq: number }[];
}

/** Costs one item's moves from its nearest snapshot; answers its results, snapshots and where it stands after its last move. */
async function costItem(sp: Tx, tenantId: number, run: ItemRun, loaded: { snapshot: Snapshot | null; moves: StoredMove[] }, { every, tail }: SnapshotSpacing) {
  const { change } = run;
  const { snapshot, moves } = loaded;
  const keys = new Set(moves.map((m) => m.move.key));
  const sources = [...new Set(moves.flatMap((m) => (m.move.kind === 'return-in' && !keys.has(m.move.sourcekey) ? [m.move.sourcekey] : [])))];
  const external = await outgoingCosts(sp, tenantId, change.itemid, sources);

  // Cost in runs that end on the every-n grid of the item's whole history, so snapshots land at fixed positions, and
  // move by move over its last `tail` moves, each of which gets one too.
  const issued = new Map<string, { qty: string; cost: string }>();
  const sourceCost = (key: string) => issued.get(key) ?? external.get(key);
  const results: MoveCost[] = [];
  const snapshots: Snapshot[] = [];
  let state = snapshot?.state ?? emptyState();
  let count = snapshot?.movecount ?? 0;
  let totals = { balance: snapshot?.balance ?? '0', value: snapshot?.value ?? '0' };
  const total = count + moves.length;
  for (let i = 0; i < moves.length; ) {
    const chunk = moves.slice(i, i + Math.min(every - (count % every), Math.max(1, total - tail + 1 - count))).map((m) => m.move);
    const costed = costMoves(state, chunk, { method: change.method, allowNegative: change.allowNegative, sourceCost });
    if (!costed.ok) throw new AppError('STOCK_INSUFFICIENT', { item: run.itemno }, { status: 409 });
    for (const r of costed.results) {
      results.push(r);
      if (r.kind === 'issue') issued.set(r.key, { qty: r.qtyout, cost: r.cost });
    }
    state = costed.state;
    const last = costed.results.at(-1);
    if (last) totals = { balance: last.balance, value: last.value };
    i += chunk.length;
    count += chunk.length;
    if (count % every === 0 || count > total - tail) snapshots.push({ at: state.last!, movecount: count, state, ...totals });
  }
  // No move after the snapshot (the later ones were taken back): it stands at the last move, and stays.
  if (state.last && !moves.length) snapshots.push({ at: state.last, movecount: count, state, ...totals });
  const standing: ItemStanding | null = state.last ? { warehouses: state.warehouses, ...totals, lastdate: state.last.date } : null;
  return { results, snapshots, standing };
}

/**
 * Applies one document's stock changes, of one or many items, inside the caller's transaction in a few set-based
 * statements whatever the number of items: locks the items (in itemid order: changes of one item run one after
 * another, and two documents never wait on each other in a circle), removes, revises and adds moves, recosts each
 * item from its nearest snapshot before its earliest change with `costMoves`, writes the results, snapshots and
 * balances, and answers per item the cost of the moves it added and the cost changes of moves that existed before
 * (for the correcting journals of their documents).
 *
 * A move that would take a warehouse below zero while negative stock is not allowed throws `STOCK_INSUFFICIENT`
 * (409, "Item inventory count {item} insufficient."); the changes run in a savepoint, so nothing of them stays
 * written even if the caller goes on. A document's save passes `savepoint: false`: an error ends its whole
 * transaction anyway, and the savepoint would cost two round trips. With `defer` (and no savepoint), the short path's
 * one write is left to the save's last statement (stock-append.repo.ts `deferAppend`), which must then take it.
 */
export async function applyStockChanges(tx: Tx, tenantId: number, changes: readonly StockChange[], opts: { savepoint?: boolean; defer?: boolean } = {}): Promise<Map<number, StockChangeResult>> {
  // Changes that only append are locked with their items' heads (the short path needs them); others only locked.
  const itemids = changes.map((c) => c.itemid);
  const heads = changes.every(appendable) ? await lockItemHeads(tx, tenantId, itemids) : null;
  const items: ReadonlyMap<number, { itemno: string }> = heads ?? (await lockItems(tx, tenantId, itemids));
  if (changes.some((c) => !items.has(c.itemid))) throw new AppError('NOT_FOUND');
  const spacing = { every: changes[0]?.snapshotEvery ?? SNAPSHOT_EVERY, tail: changes[0]?.snapshotTail ?? SNAPSHOT_TAIL };
  const apply = async (sp: Tx) => {
    const appended = heads ? await appendChanges(sp, tenantId, changes, heads, spacing, opts.defer === true && opts.savepoint === false) : null;
    if (appended) return appended;
    const byDoc = new Map<string, { doc: { form: string; docid: number }; itemids: number[] }>();
    for (const c of changes) {
      if (!c.removeDoc) continue;
      const key = `${c.removeDoc.form}:${c.removeDoc.docid}`;
      byDoc.set(key, { doc: c.removeDoc, itemids: [...(byDoc.get(key)?.itemids ?? []), c.itemid] });
    }
    const removed = new Map<number, Position>();
    for (const { doc, itemids } of byDoc.values()) for (const [itemid, p] of await deleteDocumentMoves(sp, tenantId, itemids, doc)) removed.set(itemid, p);
    const revised = await reviseMoves(sp, tenantId, changes.flatMap((c) => (c.revise ?? []).map((r) => ({ ...r, itemid: c.itemid }))));
    const inserted = await insertMoves(sp, tenantId, changes.flatMap((c) => (c.add ?? []).map((m) => ({ ...m, itemid: c.itemid }))));

    const runs: ItemRun[] = [];
    for (const change of changes) {
      const own = inserted.filter((m) => m.itemid === change.itemid);
      const from = earliest([removed.get(change.itemid), revised.get(change.itemid), ...own]);
      if (from) runs.push({ change, itemno: items.get(change.itemid)!.itemno, from, inserted: own });
    }
    const loaded = await loadFromMany(sp, tenantId, runs.map((r) => ({ itemid: r.change.itemid, from: r.from })));

    const costed = [];
    for (const run of runs) costed.push({ run, loaded: loaded.get(run.change.itemid)!, ...(await costItem(sp, tenantId, run, loaded.get(run.change.itemid)!, spacing)) });

    // Only what changed is written: the moves added and those whose cost or true-up moved. Running quantities and
    // values are not stored on moves (they are derived from the snapshots), so a back-dated move rewrites no others.
    const written: { moveid: number; cost: MoveCost }[] = [];
    const changedOf = new Map<number, ReturnType<typeof diffCosts>>();
    for (const { run, loaded: { moves }, results } of costed) {
      const added = new Set(run.inserted.map((m) => m.moveid));
      const diff = diffCosts(moves.filter((m) => !added.has(m.moveid)).map((m) => m.stored), results);
      changedOf.set(run.change.itemid, diff);
      const changedKeys = new Set(diff.map((c) => c.key));
      results.forEach((cost, i) => {
        if (added.has(moves[i]!.moveid) || changedKeys.has(cost.key)) written.push({ moveid: moves[i]!.moveid, cost });
      });
    }
    const details = await writeRecosted(sp, tenantId, spacing, written, costed.map((c) => ({ itemid: c.run.change.itemid, from: c.run.from, snapshots: c.snapshots, standing: c.standing })));

    const out = new Map<number, StockChangeResult>(changes.map((c) => [c.itemid, { ok: true as const, added: [], changes: [] }]));
    for (const { run, loaded: { moves }, results } of costed) {
      const idOf = new Map(moves.map((m) => [m.move.key, m.moveid]));
      const costOf = new Map(results.map((r, i) => [moves[i]!.moveid, r]));
      out.set(run.change.itemid, {
        ok: true as const,
        added: run.inserted.map((m) => {
          const { lineseq, accounts } = details.get(m.moveid)!;
          return { ...costOf.get(m.moveid)!, lineseq, accounts };
        }),
        changes: changedOf.get(run.change.itemid)!.map((c) => {
          const moveid = idOf.get(c.key)!;
          const { form, docid, docno, lineseq, accounts } = details.get(moveid)!;
          return { ...c, moveid, form, docid, docno, lineseq, accounts };
        }),
      });
    }
    return out;
  };
  return opts.savepoint === false ? apply(tx) : tx.transaction(apply);
}

/** A change that may take the short path: it only adds moves, none of which takes its cost from another move. */
const appendable = (c: StockChange) => !c.removeDoc && !c.revise?.length && (c.add ?? []).every((m) => m.kind !== 'transfer-in' && m.kind !== 'return-in' && !m.sourcekey);

/** A quantity as `stock_move` keeps it (numeric(24, 6)), so the short path costs what the long one reads back. */
const quantity = (q: string) => new Decimal(q).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);

/**
 * The short path of `applyStockChanges`: when every move added comes after its item's last move, the engine's run
 * from the item's newest snapshot (which stands at that last move) sees exactly these moves, so they are costed
 * before anything is written and stored with their costs, snapshots and balances in one statement (two statements
 * after the lock instead of five). Nothing that existed changes cost. Answers null, having written nothing, when a
 * move is back-dated or an item's newest snapshot is not at its last move: the long path runs then.
 */
async function appendChanges(sp: Tx, tenantId: number, changes: readonly StockChange[], items: ReadonlyMap<number, { itemno: string } & ItemHead>, spacing: SnapshotSpacing, defer: boolean): Promise<Map<number, StockChangeResult> | null> {
  const moving = changes.filter((c) => c.add?.length);
  const out = new Map<number, StockChangeResult>(changes.map((c) => [c.itemid, { ok: true as const, added: [], changes: [] }]));
  const written: AppendedMove[] = [];
  const standings: AppendedItem[] = [];
  for (const change of moving) {
    const { snapshot, last } = items.get(change.itemid)!;
    if (snapshot ? !last || last.date !== snapshot.at.date || last.seq !== snapshot.at.seq : last) return null;
    const nextSeq = new Map<string, number>();
    const placed: Omit<AppendedMove, 'cost'>[] = [];
    for (const m of change.add!) {
      if (last && m.transdate < last.date) return null;
      const seq = (nextSeq.get(m.transdate) ?? (last?.date === m.transdate ? last.seq : 0)) + 1;
      nextSeq.set(m.transdate, seq);
      placed.push({ ...m, itemid: change.itemid, seq, qtyin: quantity(m.qtyin), qtyout: quantity(m.qtyout) });
    }
    // Costed in (date, seq) order, as the long path loads them; answered in the order given.
    const ordered = [...placed].sort((a, b) => (a.transdate < b.transdate ? -1 : a.transdate > b.transdate ? 1 : a.seq - b.seq));
    const from = { date: ordered[0]!.transdate, seq: ordered[0]!.seq };
    const run: ItemRun = { change, itemno: items.get(change.itemid)!.itemno, from, inserted: [] };
    const moves = ordered.map((m) => ({ moveid: 0, move: stockMoveOf(m), stored: { key: '', cost: '0', adjustment: '0' } }));
    const { results, snapshots, standing } = await costItem(sp, tenantId, run, { snapshot, moves }, spacing);
    const costed = ordered.map((m, i) => ({ ...m, cost: results[i]! }));
    const costOf = new Map(costed.map((m) => [moveKey(m), m.cost]));
    written.push(...costed);
    standings.push({ itemid: change.itemid, from, snapshots, standing: standing! });
    out.set(change.itemid, {
      ok: true as const,
      added: placed.map((m) => ({ ...costOf.get(moveKey(m))!, lineseq: m.lineseq, accounts: { stockglid: m.stockglid ?? null, counterglid: m.counterglid ?? null, deptid: m.deptid ?? null, projectid: m.projectid ?? null } })),
      changes: [],
    });
  }
  if (written.length) {
    const values = appendValues(tenantId, spacing, written, standings);
    await (defer ? deferAppend(sp, values) : writeAppended(sp, values));
  }
  return out;
}

/** The engine's view of a move about to be appended. */
function stockMoveOf(m: Omit<AppendedMove, 'cost'>): StockMove {
  const base = { key: moveKey(m), date: m.transdate, seq: m.seq, itemid: m.itemid, warehouseid: m.warehouseid, qtyin: m.qtyin, qtyout: m.qtyout };
  return m.kind === 'opening' || m.kind === 'receipt' ? { ...base, kind: m.kind, unitcost: m.unitcost || '0' } : { ...base, kind: m.kind as 'issue' | 'transfer-out' };
}

/** One item's change (`applyStockChanges` for one item). */
export async function applyStockChange(tx: Tx, tenantId: number, change: StockChange): Promise<StockChangeResult> {
  return (await applyStockChanges(tx, tenantId, [change])).get(change.itemid)!;
}
