import { divHalfUp, money, parseScaled, QTY_SCALE, quantity, VALUE_SCALE } from './fixed-point.ts';
import { StockMoveError, type CostMethod, type CostState } from './stock-move.ts';

/**
 * Stock cost arithmetic (issue 11; docs/decisions.md "Stock cost arithmetic").
 *
 * - Exact decimal arithmetic, never a JS number: quantities in millionths, values in hundredths, as BigInt
 *   (fixed-point.ts). Every division is rounded once, half-up.
 * - A value is rounded to 2 decimals, half-up, once per move (per layer piece for FIFO).
 * - Taking `part` units out of a lot of `whole` units worth `value` costs `part × value ÷ whole` rounded half-up,
 *   except that the units that empty a lot take its remaining value exactly. A lot never keeps a residue, so no
 *   units means no value.
 * - FIFO: the lots are the layers, consumed oldest first; an issue's cost is the sum of its pieces.
 * - AVG: one lot, the whole stock; its value and quantity are kept exactly (the average is never stored rounded),
 *   so an issue costs qty × value ÷ stock qty rounded half-up, and the issue that empties the stock takes what is
 *   left.
 * - An inflow's value is qty × unit cost rounded half-up; a return's is its share of the outgoing move's cost.
 * - Negative stock (allowed by the company): units issued beyond the stock go out at the last known unit cost
 *   (qty × value ÷ qty of the lot it is kept as, rounded once for the move) into a shortfall lot. The next inflow
 *   covers it first: the covered units' true cost is their share of the inflow's value, their issued cost their
 *   share of the shortfall lot (same rule), and the difference is the inflow's `adjustment`, posted to cost of
 *   goods sold; the inflow's remaining units and value open a layer. So stock value = Σ values in − Σ values out
 *   − Σ adjustments, exactly, after every move.
 * - A transfer-out is costed as an issue of the same quantity would be, without touching the lots; its
 *   transfer-in takes that cost: company-wide value and layers are unchanged by a transfer.
 */
export function share(value: bigint, part: bigint, whole: bigint): bigint {
  return part === whole ? value : divHalfUp(part * value, whole);
}

/**
 * The open layers of one item, oldest first, plus the shortfall lot. Layers are kept as pushed, with running
 * sums of their quantities and values, and a head that advances as FIFO consumes them: an issue touches only the
 * layers it consumes, and costing a transfer (which consumes nothing) finds its last layer by binary search.
 */
export interface CostPool {
  method: CostMethod;
  qty: bigint[];
  value: bigint[];
  /** sumQty[i] = qty[0] + … + qty[i]; only differences are used, so dropping consumed layers keeps them valid. */
  sumQty: bigint[];
  sumValue: bigint[];
  head: number;
  /** What is left of the head layer. */
  headQty: bigint;
  headValue: bigint;
  /** Units and value of all open layers. */
  totalQty: bigint;
  totalValue: bigint;
  shortQty: bigint;
  shortValue: bigint;
  lastValue: bigint;
  lastQty: bigint;
}

function stored(text: string, scale: number, what: string): bigint {
  const n = parseScaled(text, scale, { signed: true });
  if (n === null) throw new StockMoveError('INVALID_MOVE', what);
  return n;
}
export const storedQty = (text: string, what = 'state'): bigint => stored(text, QTY_SCALE, what);
export const storedValue = (text: string, what = 'state'): bigint => stored(text, VALUE_SCALE, what);

export function loadPool(state: CostState, method: CostMethod): CostPool {
  const pool: CostPool = {
    method,
    qty: [],
    value: [],
    sumQty: [],
    sumValue: [],
    head: 0,
    headQty: 0n,
    headValue: 0n,
    totalQty: 0n,
    totalValue: 0n,
    shortQty: storedQty(state.shortfall.qty),
    shortValue: storedValue(state.shortfall.value),
    lastValue: storedValue(state.lastcost.value),
    lastQty: storedQty(state.lastcost.qty),
  };
  // A state written under FIFO read under AVG: the layers merge into one lot (a method change applies from here).
  for (const layer of state.layers) pushLayer(pool, storedQty(layer.qty), storedValue(layer.value));
  return pool;
}

export function savePool(pool: CostPool): Pick<CostState, 'layers' | 'shortfall' | 'lastcost'> {
  const layers: CostState['layers'] = [];
  if (pool.head < pool.qty.length) layers.push({ qty: quantity(pool.headQty), value: money(pool.headValue) });
  for (let i = pool.head + 1; i < pool.qty.length; i++) layers.push({ qty: quantity(pool.qty[i]!), value: money(pool.value[i]!) });
  return {
    layers,
    shortfall: { qty: quantity(pool.shortQty), value: money(pool.shortValue) },
    lastcost: { value: money(pool.lastValue), qty: quantity(pool.lastQty) },
  };
}

function pushLayer(pool: CostPool, qty: bigint, value: bigint): void {
  pool.totalQty += qty;
  pool.totalValue += value;
  const empty = pool.head >= pool.qty.length;
  if (!empty && pool.method === 'AVG') {
    pool.headQty += qty;
    pool.headValue += value;
    return;
  }
  const n = pool.qty.length;
  pool.qty.push(qty);
  pool.value.push(value);
  pool.sumQty.push(n === 0 ? qty : pool.sumQty[n - 1]! + qty);
  pool.sumValue.push(n === 0 ? value : pool.sumValue[n - 1]! + value);
  if (empty) {
    pool.head = n;
    pool.headQty = qty;
    pool.headValue = value;
  }
}

function advanceHead(pool: CostPool): void {
  pool.head += 1;
  pool.headQty = pool.qty[pool.head] ?? 0n;
  pool.headValue = pool.value[pool.head] ?? 0n;
  // Drop consumed layers now and then, so memory follows the open layers, not the history.
  if (pool.head >= 1024 && pool.head * 2 >= pool.qty.length) {
    for (const list of [pool.qty, pool.value, pool.sumQty, pool.sumValue]) list.splice(0, pool.head);
    pool.head = 0;
  }
}

/** Value of the oldest `qty` units (at most the open quantity), taking them out of the layers. */
function consume(pool: CostPool, qty: bigint): bigint {
  let left = qty;
  let cost = 0n;
  while (left > 0n) {
    if (left >= pool.headQty) {
      cost += pool.headValue;
      left -= pool.headQty;
      advanceHead(pool);
    } else {
      const piece = share(pool.headValue, left, pool.headQty);
      cost += piece;
      pool.headQty -= left;
      pool.headValue -= piece;
      left = 0n;
    }
  }
  pool.totalQty -= qty;
  pool.totalValue -= cost;
  return cost;
}

/** What `consume(pool, qty)` would answer, leaving the layers as they are. */
function peek(pool: CostPool, qty: bigint): bigint {
  if (qty === 0n) return 0n;
  if (qty <= pool.headQty) return share(pool.headValue, qty, pool.headQty);
  const need = qty - pool.headQty;
  const h = pool.head;
  // The first layer k after the head where the layers h+1..k hold `need` units.
  let lo = h + 1;
  let hi = pool.qty.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool.sumQty[mid]! - pool.sumQty[h]! >= need) hi = mid;
    else lo = mid + 1;
  }
  const fullQty = pool.sumQty[lo - 1]! - pool.sumQty[h]!;
  const fullValue = pool.sumValue[lo - 1]! - pool.sumValue[h]!;
  return pool.headValue + fullValue + share(pool.value[lo]!, need - fullQty, pool.qty[lo]!);
}

/** Cost of `qty` units going out: the layers first, then (negative stock) the rest at the last known unit cost. */
export function takeOut(pool: CostPool, qty: bigint, options: { keep: boolean }): bigint {
  const fromLayers = qty < pool.totalQty ? qty : pool.totalQty;
  const short = qty - fromLayers;
  const cost = options.keep ? peek(pool, fromLayers) : consume(pool, fromLayers);
  if (short === 0n) return cost;
  const shortCost = pool.lastQty === 0n ? 0n : divHalfUp(short * pool.lastValue, pool.lastQty);
  if (!options.keep) {
    pool.shortQty += short;
    pool.shortValue += shortCost;
  }
  return cost + shortCost;
}

/** Units coming in worth `value`: they cover a shortfall first. Answers the true-up of the covered units. */
export function bringIn(pool: CostPool, qty: bigint, value: bigint): bigint {
  let adjustment = 0n;
  let restQty = qty;
  let restValue = value;
  if (pool.shortQty !== 0n) {
    const covered = qty < pool.shortQty ? qty : pool.shortQty;
    const trueCost = share(value, covered, qty);
    const issuedAt = share(pool.shortValue, covered, pool.shortQty);
    adjustment = trueCost - issuedAt;
    pool.shortQty -= covered;
    pool.shortValue -= issuedAt;
    restQty -= covered;
    restValue -= trueCost;
  }
  if (restQty !== 0n) pushLayer(pool, restQty, restValue);
  const average = pool.method === 'AVG' && pool.totalQty !== 0n;
  pool.lastValue = average ? pool.totalValue : value;
  pool.lastQty = average ? pool.totalQty : qty;
  return adjustment;
}
