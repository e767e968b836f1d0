import { describe, expect, it } from 'vitest';
import { diffCosts } from './cost-diff.ts';
import { costMoves } from './cost-moves.ts';
import { buildMoves, dateOf, type MoveRow } from './stock-fixtures.ts';
import { emptyState, type CostState, type MoveCost } from './stock-move.ts';

const later: MoveRow[] = [
  ['r1', 1, 'receipt', 1, '10', '100'],
  ['i1', 3, 'issue', 1, '5'],
  ['r2', 4, 'receipt', 1, '10', '120'],
  ['i2', 5, 'issue', 1, '8'],
  ['i3', 7, 'issue', 1, '2'],
];

function results(state: CostState, rows: MoveRow[], method: 'FIFO' | 'AVG'): { results: MoveCost[]; state: CostState } {
  const run = costMoves(state, buildMoves(rows), { method });
  if (!run.ok) throw new Error(`refused ${run.refusal.key}`);
  return run;
}

describe('diffCosts', () => {
  it('a back-dated FIFO receipt changes exactly the later issues that reach its layer', () => {
    const before = results(emptyState(), later, 'FIFO').results;
    const withBackdated: MoveRow[] = [later[0]!, ['r0', 2, 'receipt', 1, '10', '90'], ...later.slice(1)];
    const after = results(emptyState(), withBackdated, 'FIFO').results;
    expect(diffCosts(before, after)).toEqual([
      { key: 'i2', date: dateOf(5), seq: 1, kind: 'issue', warehouseid: 1, cost: { before: '860.00', after: '770.00', difference: '-90.00' }, adjustment: { before: '0.00', after: '0.00', difference: '0.00' } },
      { key: 'i3', date: dateOf(7), seq: 1, kind: 'issue', warehouseid: 1, cost: { before: '240.00', after: '180.00', difference: '-60.00' }, adjustment: { before: '0.00', after: '0.00', difference: '0.00' } },
    ]);
  });

  it('a back-dated average receipt changes every later issue; the recompute from the state before it agrees', () => {
    const before = results(emptyState(), later, 'AVG').results;
    const head = results(emptyState(), later.slice(0, 1), 'AVG');
    const tail = results(head.state, [['r0', 2, 'receipt', 1, '10', '130'], ...later.slice(1)], 'AVG');
    const full = results(emptyState(), [later[0]!, ['r0', 2, 'receipt', 1, '10', '130'], ...later.slice(1)], 'AVG');
    expect([...head.results, ...tail.results]).toEqual(full.results);
    expect(diffCosts(before, tail.results).map((c) => [c.key, c.cost.before, c.cost.after, c.cost.difference])).toEqual([
      ['i1', '500.00', '575.00', '75.00'],
      ['i2', '906.67', '936.00', '29.33'],
      ['i3', '226.67', '234.00', '7.33'],
    ]);
  });

  it('names a changed true-up, and leaves out moves added or deleted', () => {
    const negative = { method: 'FIFO' as const, allowNegative: true };
    const run = (rows: MoveRow[]) => {
      const r = costMoves(emptyState(), buildMoves(rows), negative);
      if (!r.ok) throw new Error('refused');
      return r.results;
    };
    const before = run([['i1', 2, 'issue', 1, '2'], ['x', 3, 'issue', 1, '1'], ['r1', 4, 'receipt', 1, '5', '10']]);
    const after = run([['r0', 1, 'receipt', 1, '1', '8'], ['i1', 2, 'issue', 1, '2'], ['r1', 4, 'receipt', 1, '5', '10']]);
    expect(diffCosts(before, after).map((c) => [c.key, c.cost.difference, c.adjustment.before, c.adjustment.after])).toEqual([
      ['i1', '16.00', '0.00', '0.00'],
      ['r1', '0.00', '30.00', '2.00'],
    ]);
  });
});
