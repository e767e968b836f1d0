import type { MoveKind, StockMove } from './stock-move.ts';

/** A move as tests write it: key, day of the month, kind, warehouse, quantity, unit cost or source key. */
export type MoveRow = [key: string, day: number, kind: MoveKind, warehouseid: number, qty: string, extra?: string];

export const ITEM = 7;

export const dateOf = (day: number): string => `2026-03-${String(day).padStart(2, '0')}`;

/** Moves from rows, numbered in order within each date. */
export function buildMoves(rows: readonly MoveRow[]): StockMove[] {
  const seqs = new Map<number, number>();
  return rows.map(([key, day, kind, warehouseid, qty, extra]) => {
    const seq = (seqs.get(day) ?? 0) + 1;
    seqs.set(day, seq);
    const incoming = kind !== 'issue' && kind !== 'transfer-out';
    const base = { key, date: dateOf(day), seq, itemid: ITEM, warehouseid, qtyin: incoming ? qty : '0', qtyout: incoming ? '0' : qty };
    if (kind === 'opening' || kind === 'receipt') return { ...base, kind, unitcost: extra ?? '0' };
    if (kind === 'transfer-in' || kind === 'return-in') return { ...base, kind, sourcekey: extra ?? '' };
    return { ...base, kind };
  });
}
