/** How an item's outgoing moves are costed: first in first out, or moving average (API.md §7.7). */
export type CostMethod = 'FIFO' | 'AVG';

interface MoveBase {
  /** Stable id of the move (document and line), the same in every run. */
  key: string;
  /** Business date, `YYYY-MM-DD`. */
  date: string;
  /** Order within the date. */
  seq: number;
  itemid: number;
  warehouseid: number;
  /** Decimal strings in the item's `unit1`; exactly one of the two is more than zero. */
  qtyin: string;
  qtyout: string;
}

/**
 * One stock change, the kinds the cost engine tells apart:
 * - `opening` and `receipt` (goods receipt, direct purchase, adjustment increase) come in at `unitcost`;
 * - `issue` (delivery, sale, adjustment decrease) goes out at the computed cost;
 * - `transfer-out` and `transfer-in` are a pair: the in is the very next move of the item, on the same date, with
 *   the same quantity, and takes exactly the cost of its out (`sourcekey`);
 * - `return-in` comes back at the cost its outgoing move (`sourcekey`, an issue) left with.
 */
export type StockMove =
  | (MoveBase & { kind: 'opening' | 'receipt'; unitcost: string })
  | (MoveBase & { kind: 'issue' | 'transfer-out' })
  | (MoveBase & { kind: 'transfer-in' | 'return-in'; sourcekey: string });

export type MoveKind = StockMove['kind'];

/** What one move cost, and where the item stands after it. */
export interface MoveCost {
  key: string;
  date: string;
  seq: number;
  kind: MoveKind;
  warehouseid: number;
  qtyin: string;
  qtyout: string;
  /** Value that came in or went out with the move, 2 decimals. */
  cost: string;
  /** cost ÷ quantity, 6 decimals (the given unit cost for an opening or a receipt). */
  unitcost: string;
  /**
   * True-up of a shortfall (negative stock) this inflow covered: the covered units' cost at this move's unit cost
   * less what they were issued at, 2 decimals. Positive: more cost of goods sold (debit COGS, credit inventory);
   * negative: the other way; `0.00` for every other move.
   */
  adjustment: string;
  /** Running quantity in the move's warehouse. */
  whbalance: string;
  /** Running quantity, company-wide. */
  balance: string;
  /** Running stock value, company-wide, 2 decimals. */
  value: string;
}

/**
 * Where one item's costing stands after a move: plain JSON, to be stored as a snapshot and handed back to
 * `costMoves` to cost the later moves only.
 */
export interface CostState {
  itemid: number | null;
  /** The last move folded in; a run from this state takes only moves after it. */
  last: { date: string; seq: number } | null;
  /** Quantity per warehouse id. */
  warehouses: Record<string, string>;
  /** Open cost layers, oldest first, each with units left and their value (AVG keeps at most one). */
  layers: { qty: string; value: string }[];
  /** Units issued beyond the company's stock (negative stock allowed) and the value they went out at. */
  shortfall: { qty: string; value: string };
  /**
   * The last known unit cost, a shortfall's cost, kept exactly as value ÷ qty: the newest inflow's (FIFO), the
   * whole stock's after the newest inflow (AVG).
   */
  lastcost: { value: string; qty: string };
  /** A transfer-out whose transfer-in is the next move. */
  transit: { key: string; date: string; qty: string; cost: string } | null;
}

export function emptyState(): CostState {
  return { itemid: null, last: null, warehouses: {}, layers: [], shortfall: { qty: '0', value: '0.00' }, lastcost: { value: '0.00', qty: '0' }, transit: null };
}

/**
 * An outgoing move would take a warehouse below zero while negative stock is not allowed. The server answers it
 * as "Item inventory count {item} insufficient.".
 */
export interface InsufficientStock {
  code: 'INSUFFICIENT_STOCK';
  itemid: number;
  warehouseid: number;
  key: string;
  date: string;
  /** Quantity in the warehouse before the move. */
  available: string;
  required: string;
}

/** Moves the engine cannot cost: a caller's mistake, not a user's (the server checks documents before). */
export class StockMoveError extends Error {
  constructor(
    readonly code: 'OUT_OF_ORDER' | 'OTHER_ITEM' | 'INVALID_MOVE' | 'UNKNOWN_SOURCE' | 'TRANSFER_UNPAIRED',
    readonly key: string,
  ) {
    super(`${code}: ${key}`);
  }
}
