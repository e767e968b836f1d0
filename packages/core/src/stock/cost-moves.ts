import { bringIn, loadPool, savePool, share, storedQty, storedValue, takeOut } from './cost-pool.ts';
import { divHalfUp, formatScaled, money, parseExact, parseScaled, pow10, QTY_SCALE, quantity, VALUE_SCALE } from './fixed-point.ts';
import { StockMoveError, type CostMethod, type CostState, type InsufficientStock, type MoveCost, type StockMove } from './stock-move.ts';

export interface CostOptions {
  method: CostMethod;
  /** The company allows negative stock: a warehouse may go below zero, the shortfall trued up later. */
  allowNegative?: boolean;
  /**
   * Quantity and cost of an outgoing move before the starting state, for a `return-in` of this run that names it
   * (the stored result: moves before the starting state are not recomputed). Moves of this run are found here.
   */
  sourceCost?: (key: string) => { qty: string; cost: string } | undefined;
  /** Also answer the state after every n-th move of the run (snapshots to store). */
  snapshotEvery?: number;
}

export type CostRun =
  | { ok: true; results: MoveCost[]; state: CostState; snapshots: { key: string; state: CostState }[] }
  | { ok: false; refusal: InsufficientStock };

const ZERO_TEXT = /^0+(\.0+)?$/;
/** A receipt's value in hundredths is qty (millionths) × unit cost ÷ 10^(this + the unit cost's decimals). */
const UNIT_SCALE = QTY_SCALE - VALUE_SCALE;

/** The move's quantity, checking it goes the way its kind does (at most six decimals, as stock is stored). */
function moveQty(move: StockMove): { qty: bigint; incoming: boolean } {
  const incoming = move.kind !== 'issue' && move.kind !== 'transfer-out';
  const [text, other] = incoming ? [move.qtyin, move.qtyout] : [move.qtyout, move.qtyin];
  const qty = parseScaled(text, QTY_SCALE);
  if (qty === null || qty === 0n || !ZERO_TEXT.test(other)) throw new StockMoveError('INVALID_MOVE', move.key);
  return { qty, incoming };
}

const after = (move: StockMove, last: CostState['last']): boolean =>
  !last || move.date > last.date || (move.date === last.date && move.seq > last.seq);

/** cost ÷ qty to 6 decimals, half-up. */
const unitCostOf = (cost: bigint, qty: bigint): string => formatScaled(divHalfUp(cost * pow10(QTY_SCALE + 6 - VALUE_SCALE), qty), 6);

/**
 * Costs the moves of one item, in (date, seq) order, from `state` (the state just before the first of them;
 * `emptyState()` for a run from scratch), in one pass. Answers each move's cost and the running quantities and
 * value, the state after the last move (store it and later cost only the moves after it), or the first move that
 * would take a warehouse below zero when negative stock is not allowed. Rounding: see cost-pool.ts.
 */
export function costMoves(state: CostState, moves: readonly StockMove[], options: CostOptions): CostRun {
  const pool = loadPool(state, options.method);
  const warehouses = new Map<number, bigint>(Object.entries(state.warehouses).map(([id, qty]) => [Number(id), storedQty(qty)]));
  let itemid = state.itemid;
  let last = state.last;
  let transit = state.transit && { key: state.transit.key, date: state.transit.date, qty: storedQty(state.transit.qty), cost: storedValue(state.transit.cost) };
  let balance = [...warehouses.values()].reduce((sum, qty) => sum + qty, 0n);
  const outgoing = new Map<string, { qty: bigint; cost: bigint }>();
  const results: MoveCost[] = [];
  const snapshots: { key: string; state: CostState }[] = [];

  const snapshot = (): CostState => ({
    itemid,
    last,
    warehouses: Object.fromEntries([...warehouses].map(([id, qty]) => [String(id), quantity(qty)])),
    ...savePool(pool),
    transit: transit && { key: transit.key, date: transit.date, qty: quantity(transit.qty), cost: money(transit.cost) },
  });

  for (const move of moves) {
    if (itemid !== null && move.itemid !== itemid) throw new StockMoveError('OTHER_ITEM', move.key);
    if (!after(move, last)) throw new StockMoveError('OUT_OF_ORDER', move.key);
    const { qty, incoming } = moveQty(move);
    if (transit && (move.kind !== 'transfer-in' || move.sourcekey !== transit.key || move.date !== transit.date || qty !== transit.qty)) {
      throw new StockMoveError('TRANSFER_UNPAIRED', transit.key);
    }
    const whqty = warehouses.get(move.warehouseid) ?? 0n;
    if (!incoming && whqty < qty && !options.allowNegative) {
      return {
        ok: false,
        refusal: { code: 'INSUFFICIENT_STOCK', itemid: move.itemid, warehouseid: move.warehouseid, key: move.key, date: move.date, available: quantity(whqty), required: quantity(qty) },
      };
    }

    let cost: bigint;
    let adjustment = 0n;
    let unitcost: string | null = null;
    switch (move.kind) {
      case 'opening':
      case 'receipt': {
        const given = parseExact(move.unitcost);
        if (!given) throw new StockMoveError('INVALID_MOVE', move.key);
        cost = divHalfUp(qty * given.num, pow10(UNIT_SCALE + given.scale));
        unitcost = formatScaled(given.scale <= 6 ? given.num * pow10(6 - given.scale) : divHalfUp(given.num, pow10(given.scale - 6)), 6);
        adjustment = bringIn(pool, qty, cost);
        break;
      }
      case 'issue':
        cost = takeOut(pool, qty, { keep: false });
        outgoing.set(move.key, { qty, cost });
        break;
      case 'transfer-out':
        cost = takeOut(pool, qty, { keep: true });
        transit = { key: move.key, date: move.date, qty, cost };
        break;
      case 'transfer-in':
        if (!transit) throw new StockMoveError('TRANSFER_UNPAIRED', move.key);
        cost = transit.cost;
        transit = null;
        break;
      case 'return-in': {
        const source = outgoing.get(move.sourcekey) ?? storedSource(options.sourceCost?.(move.sourcekey), move.key);
        if (!source) throw new StockMoveError('UNKNOWN_SOURCE', move.key);
        if (qty > source.qty) throw new StockMoveError('INVALID_MOVE', move.key);
        cost = share(source.cost, qty, source.qty);
        adjustment = bringIn(pool, qty, cost);
        break;
      }
    }

    const nextWh = incoming ? whqty + qty : whqty - qty;
    warehouses.set(move.warehouseid, nextWh);
    balance = incoming ? balance + qty : balance - qty;
    itemid = move.itemid;
    last = { date: move.date, seq: move.seq };
    results.push({
      key: move.key,
      date: move.date,
      seq: move.seq,
      kind: move.kind,
      warehouseid: move.warehouseid,
      qtyin: incoming ? move.qtyin : '0',
      qtyout: incoming ? '0' : move.qtyout,
      cost: money(cost),
      unitcost: unitcost ?? unitCostOf(cost, qty),
      adjustment: money(adjustment),
      whbalance: quantity(nextWh),
      balance: quantity(balance),
      value: money(pool.totalValue - pool.shortValue - (transit ? transit.cost : 0n)),
    });
    if (options.snapshotEvery && results.length % options.snapshotEvery === 0) snapshots.push({ key: move.key, state: snapshot() });
  }
  return { ok: true, results, state: snapshot(), snapshots };
}

function storedSource(stored: { qty: string; cost: string } | undefined, key: string): { qty: bigint; cost: bigint } | undefined {
  if (!stored) return undefined;
  const qty = parseScaled(stored.qty, QTY_SCALE);
  const cost = parseScaled(stored.cost, VALUE_SCALE);
  if (qty === null || cost === null || qty === 0n) throw new StockMoveError('INVALID_MOVE', key);
  return { qty, cost };
}
