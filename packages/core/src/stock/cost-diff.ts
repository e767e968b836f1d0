import { money, parseScaled, VALUE_SCALE } from './fixed-point.ts';
import type { MoveCost, MoveKind } from './stock-move.ts';

export interface CostChange {
  key: string;
  date: string;
  seq: number;
  kind: MoveKind;
  warehouseid: number;
  /** The move's cost before and after, and after − before (positive: more value left the stock). */
  cost: { before: string; after: string; difference: string };
  /** The same for the true-up of a shortfall the move covered. */
  adjustment: { before: string; after: string; difference: string };
}

const cents = (text: string): bigint => parseScaled(text, VALUE_SCALE, { signed: true }) ?? 0n;
const change = (before: string, after: string) => ({ before, after, difference: money(cents(after) - cents(before)) });

/**
 * The moves whose cost or true-up differs between a previous run and the recomputed one, in the recomputed
 * order: what the correcting journals are written for, each dated at its move's date. Moves on one side only
 * (added or deleted) are left out: their documents post or reverse themselves. A move whose own document was edited
 * is answered when its cost changed; the server reposts that document as a whole and skips it here. Transfers are
 * answered too, though a transfer posts nothing.
 */
export function diffCosts(before: readonly Pick<MoveCost, 'key' | 'cost' | 'adjustment'>[], after: readonly MoveCost[]): CostChange[] {
  const previous = new Map(before.map((result) => [result.key, result]));
  const changes: CostChange[] = [];
  for (const now of after) {
    const then = previous.get(now.key);
    if (!then || (cents(then.cost) === cents(now.cost) && cents(then.adjustment) === cents(now.adjustment))) continue;
    changes.push({
      key: now.key,
      date: now.date,
      seq: now.seq,
      kind: now.kind,
      warehouseid: now.warehouseid,
      cost: change(then.cost, now.cost),
      adjustment: change(then.adjustment, now.adjustment),
    });
  }
  return changes;
}
