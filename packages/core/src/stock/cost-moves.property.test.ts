import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffCosts } from './cost-diff.ts';
import { costMoves, type CostOptions } from './cost-moves.ts';
import { dateOf, ITEM } from './stock-fixtures.ts';
import { emptyState, type CostState, type MoveCost, type StockMove } from './stock-move.ts';

/** 100 in `npm test`; `STOCK_PROPERTY_RUNS=1000` for the longer run. */
const RUNS = Number(process.env.STOCK_PROPERTY_RUNS ?? 100);

/** A document of the model: one move, or two for a transfer. `order` is when it was entered. */
type Op =
  | { order: number; day: number; type: 'receipt'; wh: number; qty: string; unitcost: string }
  | { order: number; day: number; type: 'issue'; wh: number; qty: string }
  | { order: number; day: number; type: 'transfer'; wh: number; to: number; qty: string }
  | { order: number; day: number; type: 'return'; wh: number; qty: string; source: number };

type Command =
  | { do: 'receipt'; day: number; wh: number; qty: string; unitcost: string }
  | { do: 'issue'; day: number; wh: number; qty: string }
  | { do: 'transfer'; day: number; wh: number; shift: number; qty: string }
  | { do: 'return'; pick: number; later: number; half: boolean }
  | { do: 'delete'; pick: number };

const day = fc.integer({ min: 1, max: 28 });
const wh = fc.integer({ min: 1, max: 3 });
const qty = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.constantFrom('', '.5', '.25')).map(([n, f]) => `${n}${f}`);
const unitcost = fc.integer({ min: 0, max: 2_000_000 }).map((n) => `${Math.floor(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ do: fc.constant('receipt' as const), day, wh, qty, unitcost }) },
  { weight: 4, arbitrary: fc.record({ do: fc.constant('issue' as const), day, wh, qty }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('transfer' as const), day, wh, shift: fc.integer({ min: 1, max: 2 }), qty }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('return' as const), pick: fc.nat(), later: fc.integer({ min: 0, max: 5 }), half: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('delete' as const), pick: fc.nat() }) },
);

function movesOf(op: Op): StockMove[] {
  const base = { date: dateOf(op.day), seq: op.order * 2, itemid: ITEM, warehouseid: op.wh };
  const key = `${op.type}-${op.order}`;
  switch (op.type) {
    case 'receipt':
      return [{ ...base, key, kind: 'receipt', qtyin: op.qty, qtyout: '0', unitcost: op.unitcost }];
    case 'issue':
      return [{ ...base, key, kind: 'issue', qtyin: '0', qtyout: op.qty }];
    case 'transfer':
      return [
        { ...base, key, kind: 'transfer-out', qtyin: '0', qtyout: op.qty },
        { ...base, key: `${key}-in`, seq: base.seq + 1, warehouseid: op.to, kind: 'transfer-in', qtyin: op.qty, qtyout: '0', sourcekey: key },
      ];
    case 'return':
      return [{ ...base, key, kind: 'return-in', qtyin: op.qty, qtyout: '0', sourcekey: `issue-${op.source}` }];
  }
}

const position = (m: { date: string; seq: number }) => `${m.date}#${String(m.seq).padStart(6, '0')}`;
const allMoves = (ops: readonly Op[]) => ops.flatMap(movesOf).sort((a, b) => (position(a) < position(b) ? -1 : 1));

/** The first move that takes a warehouse below zero, counted plainly from the moves. */
function firstShortfall(moves: readonly StockMove[]): string | null {
  const held = new Map<number, Decimal>();
  for (const m of moves) {
    const next = (held.get(m.warehouseid) ?? new Decimal(0)).plus(m.qtyin).minus(m.qtyout);
    if (next.lt(0)) return m.key;
    held.set(m.warehouseid, next);
  }
  return null;
}

function checkInvariants(results: readonly MoveCost[], state: CostState, allowNegative: boolean): void {
  let value = new Decimal(0);
  let balance = new Decimal(0);
  for (const r of results) {
    expect(r.cost).toMatch(/^\d+\.\d{2}$/);
    // Stock value = Σ values in − Σ values out − Σ true-ups, exactly, after every move.
    value = value.plus(r.qtyin !== '0' ? r.cost : new Decimal(r.cost).negated()).minus(r.adjustment);
    balance = balance.plus(r.qtyin).minus(r.qtyout);
    expect(r.value).toBe(value.toFixed(2));
    expect(r.balance).toBe(balance.isZero() ? '0' : balance.toFixed());
    if (!allowNegative) expect(new Decimal(r.whbalance).lt(0)).toBe(false);
    // No units, no value; and value never has the other sign than the quantity.
    if (balance.isZero()) expect(r.value).toBe('0.00');
    expect(new Decimal(r.value).times(balance).lt(0)).toBe(false);
  }
  const held = Object.values(state.warehouses).reduce((sum, q) => sum.plus(q), new Decimal(0));
  expect(held.toFixed()).toBe(balance.toFixed());
  if (!allowNegative) expect(Object.values(state.warehouses).every((q) => new Decimal(q).gte(0))).toBe(true);
}

function sourceCostFrom(results: readonly MoveCost[]) {
  const out = new Map(results.filter((r) => r.qtyout !== '0').map((r) => [r.key, { qty: r.qtyout, cost: r.cost }]));
  return (key: string) => out.get(key);
}

describe('costMoves (property)', () => {
  it(`back-dated inserts and deletes across 3 warehouses: incremental = full, stock and value consistent (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CostOptions['method']>('FIFO', 'AVG'),
        fc.boolean(),
        fc.array(fc.tuple(command, fc.nat()), { minLength: 1, maxLength: 40, size: 'max' }),
        (method, allowNegative, commands) => {
          const options = { method, allowNegative, snapshotEvery: 1 };
          let ops: Op[] = [];
          let order = 0;
          let previous: { results: MoveCost[]; snapshots: { state: CostState }[] } = { results: [], snapshots: [] };
          for (const [c, probe] of commands) {
            order += 1;
            let changed: Op[] = [];
            let next: Op[];
            if (c.do === 'delete') {
              if (ops.length === 0) continue;
              const gone = ops[c.pick % ops.length]!;
              changed = ops.filter((op) => op === gone || (gone.type === 'issue' && op.type === 'return' && op.source === gone.order));
              next = ops.filter((op) => !changed.includes(op));
            } else if (c.do === 'return') {
              const open = ops.filter((op) => op.type === 'issue' && !ops.some((r) => r.type === 'return' && r.source === op.order));
              if (open.length === 0) continue;
              const issue = open[c.pick % open.length]!;
              const back = c.half ? new Decimal(issue.qty).div(2).toFixed() : issue.qty;
              changed = [{ order, day: Math.min(28, issue.day + c.later), type: 'return', wh: issue.wh, qty: back, source: issue.order }];
              next = [...ops, ...changed];
            } else {
              const op: Op =
                c.do === 'transfer'
                  ? { order, day: c.day, type: 'transfer', wh: c.wh, to: ((c.wh - 1 + c.shift) % 3) + 1, qty: c.qty }
                  : c.do === 'receipt'
                    ? { order, day: c.day, type: 'receipt', wh: c.wh, qty: c.qty, unitcost: c.unitcost }
                    : { order, day: c.day, type: 'issue', wh: c.wh, qty: c.qty };
              changed = [op];
              next = [...ops, op];
            }

            const moves = allMoves(next);
            const full = costMoves(emptyState(), moves, options);
            const short = firstShortfall(moves);
            if (!full.ok) {
              // Refused exactly at the first move that takes a warehouse below zero; the command is not applied.
              expect(allowNegative).toBe(false);
              expect(full.refusal.key).toBe(short);
              continue;
            }
            if (!allowNegative) expect(short).toBeNull();
            checkInvariants(full.results, full.state, allowNegative);

            // The server's path: from the stored state just before the change, cost only the moves after it.
            const from = changed.flatMap(movesOf).map(position).sort()[0]!;
            const keep = previous.results.filter((r) => position(r) < from).length;
            const stored: CostState = keep === 0 ? emptyState() : JSON.parse(JSON.stringify(previous.snapshots[keep - 1]!.state));
            const later = moves.filter((m) => position(m) >= from);
            const incremental = costMoves(stored, later, { method, allowNegative, sourceCost: sourceCostFrom(previous.results.slice(0, keep)) });
            expect(incremental.ok && incremental.results).toEqual(full.results.slice(moves.length - later.length));
            expect(incremental.ok && incremental.state).toEqual(full.state);
            // Only moves after the change can change cost.
            for (const change of diffCosts(previous.results, full.results)) expect(position(change) > from).toBe(true);

            // And from any stored intermediate state (here one picked at random, possibly between a transfer's out and in).
            if (full.results.length > 0) {
              const at = probe % full.results.length;
              const resumed = costMoves(full.snapshots[at]!.state, moves.slice(at + 1), { method, allowNegative, sourceCost: sourceCostFrom(full.results.slice(0, at + 1)) });
              expect(resumed.ok && resumed.results).toEqual(full.results.slice(at + 1));
              expect(resumed.ok && resumed.state).toEqual(full.state);
            }

            ops = next;
            previous = full;
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
