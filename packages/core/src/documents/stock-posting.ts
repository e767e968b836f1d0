import Decimal from 'decimal.js';
import type { PostingLine } from '../ledger/journal.ts';
import type { MoveKind } from '../stock/stock-move.ts';

/** A move with the cost the engine gave it (or the change of that cost, for a correcting journal). */
export interface CostedMove {
  kind: MoveKind;
  stockglid: number;
  /** What the cost posts against; null for a transfer, which posts nothing. */
  counterglid: number | null;
  /** The account a negative-stock true-up goes to (the item's cost of goods sold). */
  trueupglid: number | null;
  /** Value in or out with the move, 2 decimals (signed when it is a change). */
  cost: string;
  /** True-up of a shortfall this inflow covered: positive is more cost of goods sold. */
  adjustment: string;
  deptid: number | null;
  projectid: number | null;
}

const INFLOWS: ReadonlySet<MoveKind> = new Set(['opening', 'receipt', 'transfer-in', 'return-in']);

/**
 * The journal lines of stock moves (API.md §7.5): goods in debit the inventory account and credit the counter
 * account, goods out the other way; a true-up moves its amount between cost of goods sold and inventory. Lines
 * of one account and dimensions are added up, zero sums left out. Pure; balanced by construction.
 */
export function postStockMoves(moves: readonly CostedMove[], description: string): PostingLine[] {
  const sums = new Map<string, { glid: number; deptid: number | null; projectid: number | null; amount: Decimal }>();
  const add = (glid: number, m: CostedMove, amount: Decimal) => {
    if (amount.isZero()) return;
    const key = `${glid}:${m.deptid ?? ''}:${m.projectid ?? ''}`;
    const sum = sums.get(key) ?? { glid, deptid: m.deptid, projectid: m.projectid, amount: new Decimal(0) };
    sum.amount = sum.amount.plus(amount);
    sums.set(key, sum);
  };
  for (const m of moves) {
    if (m.counterglid !== null) {
      const value = new Decimal(m.cost).times(INFLOWS.has(m.kind) ? 1 : -1);
      add(m.stockglid, m, value);
      add(m.counterglid, m, value.negated());
    }
    const trueup = new Decimal(m.adjustment);
    if (!trueup.isZero() && m.trueupglid !== null) {
      add(m.trueupglid, m, trueup);
      add(m.stockglid, m, trueup.negated());
    }
  }
  return [...sums.values()]
    .filter((s) => !s.amount.isZero())
    .map((s) => {
      const amount = s.amount.toFixed(2);
      return { glid: s.glid, amount, primeamount: amount, rate: '1', currencyid: null, deptid: s.deptid, projectid: s.projectid, branchid: null, subsidiary: null, description };
    });
}
