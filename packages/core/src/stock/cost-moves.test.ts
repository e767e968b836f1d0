import { describe, expect, it } from 'vitest';
import { costMoves, type CostOptions } from './cost-moves.ts';
import { buildMoves, dateOf, ITEM, type MoveRow } from './stock-fixtures.ts';
import { emptyState, StockMoveError, type MoveCost } from './stock-move.ts';

/** Expected per move: key, cost, adjustment, quantity in its warehouse, company quantity, company value. */
type Expected = [key: string, cost: string, adjustment: string, whbalance: string, balance: string, value: string];

const run = (rows: MoveRow[], options: CostOptions) => costMoves(emptyState(), buildMoves(rows), options);
const row = (r: MoveCost): Expected => [r.key, r.cost, r.adjustment, r.whbalance, r.balance, r.value];

describe('costMoves', () => {
  it.each<{ name: string; options: CostOptions; moves: MoveRow[]; out: Expected[] }>([
    {
      name: 'FIFO consumes layers oldest first, each piece rounded half-up, a layer emptied takes its remaining value',
      options: { method: 'FIFO' },
      moves: [
        ['ob', 1, 'opening', 1, '10', '100'],
        ['r1', 2, 'receipt', 1, '5', '110'],
        ['i1', 3, 'issue', 1, '12'],
        ['r2', 4, 'receipt', 1, '3', '33.335'],
        ['i2', 5, 'issue', 1, '4'],
        ['i3', 6, 'issue', 1, '2'],
      ],
      out: [
        ['ob', '1000.00', '0.00', '10', '10', '1000.00'],
        ['r1', '550.00', '0.00', '15', '15', '1550.00'],
        ['i1', '1220.00', '0.00', '3', '3', '330.00'],
        ['r2', '100.01', '0.00', '6', '6', '430.01'],
        ['i2', '363.34', '0.00', '2', '2', '66.67'],
        ['i3', '66.67', '0.00', '0', '0', '0.00'],
      ],
    },
    {
      name: 'moving average: qty × value ÷ stock rounded half-up, the issue that empties the stock takes the rest',
      options: { method: 'AVG' },
      moves: [
        ['r1', 1, 'receipt', 1, '10', '10.001'],
        ['i1', 2, 'issue', 1, '5'],
        ['r2', 3, 'receipt', 1, '15', '12'],
        ['i2', 4, 'issue', 1, '3'],
        ['r3', 5, 'receipt', 1, '1', '0.015'],
        ['i3', 6, 'issue', 1, '7'],
        ['i4', 7, 'issue', 1, '11'],
      ],
      out: [
        ['r1', '100.01', '0.00', '10', '10', '100.01'],
        ['i1', '50.01', '0.00', '5', '5', '50.00'],
        ['r2', '180.00', '0.00', '20', '20', '230.00'],
        ['i2', '34.50', '0.00', '17', '17', '195.50'],
        ['r3', '0.02', '0.00', '18', '18', '195.52'],
        ['i3', '76.04', '0.00', '11', '11', '119.48'],
        ['i4', '119.48', '0.00', '0', '0', '0.00'],
      ],
    },
    ...(['FIFO', 'AVG'] as const).map((method) => ({
      name: `${method}: three issues empty 3 units worth 100.00 with no residue`,
      options: { method },
      moves: [
        ['r1', 1, 'receipt', 1, '3', '33.3333333'],
        ['i1', 2, 'issue', 1, '1'],
        ['i2', 3, 'issue', 1, '1'],
        ['i3', 4, 'issue', 1, '1'],
      ] satisfies MoveRow[],
      out: [
        ['r1', '100.00', '0.00', '3', '3', '100.00'],
        ['i1', '33.33', '0.00', '2', '2', '66.67'],
        ['i2', '33.34', '0.00', '1', '1', '33.33'],
        ['i3', '33.33', '0.00', '0', '0', '0.00'],
      ] satisfies Expected[],
    })),
    {
      name: 'a transfer moves the cost of its goods and leaves the FIFO layers as they were',
      options: { method: 'FIFO' },
      moves: [
        ['r1', 1, 'receipt', 1, '10', '10'],
        ['r2', 1, 'receipt', 1, '10', '20'],
        ['t1', 2, 'transfer-out', 1, '15'],
        ['t1in', 2, 'transfer-in', 2, '15', 't1'],
        ['i1', 3, 'issue', 2, '12'],
        ['i2', 4, 'issue', 1, '5'],
      ],
      out: [
        ['r1', '100.00', '0.00', '10', '10', '100.00'],
        ['r2', '200.00', '0.00', '20', '20', '300.00'],
        ['t1', '200.00', '0.00', '5', '5', '100.00'],
        ['t1in', '200.00', '0.00', '15', '20', '300.00'],
        ['i1', '140.00', '0.00', '3', '8', '160.00'],
        ['i2', '100.00', '0.00', '0', '3', '60.00'],
      ],
    },
    {
      name: 'a transfer under average cost keeps the average',
      options: { method: 'AVG' },
      moves: [
        ['r1', 1, 'receipt', 1, '3', '33.3333333'],
        ['t1', 2, 'transfer-out', 1, '2'],
        ['t1in', 2, 'transfer-in', 3, '2', 't1'],
        ['i1', 3, 'issue', 3, '1'],
        ['i2', 3, 'issue', 1, '1'],
      ],
      out: [
        ['r1', '100.00', '0.00', '3', '3', '100.00'],
        ['t1', '66.67', '0.00', '1', '1', '33.33'],
        ['t1in', '66.67', '0.00', '2', '3', '100.00'],
        ['i1', '33.33', '0.00', '1', '2', '66.67'],
        ['i2', '33.34', '0.00', '0', '1', '33.33'],
      ],
    },
    {
      name: 'a return comes back at the cost it left with, not the current average',
      options: { method: 'AVG' },
      moves: [
        ['r1', 1, 'receipt', 1, '10', '10'],
        ['i1', 2, 'issue', 1, '4'],
        ['r2', 3, 'receipt', 1, '6', '20'],
        ['rt', 4, 'return-in', 2, '2', 'i1'],
        ['i2', 5, 'issue', 1, '7'],
      ],
      out: [
        ['r1', '100.00', '0.00', '10', '10', '100.00'],
        ['i1', '40.00', '0.00', '6', '6', '60.00'],
        ['r2', '120.00', '0.00', '12', '12', '180.00'],
        ['rt', '20.00', '0.00', '2', '14', '200.00'],
        ['i2', '100.00', '0.00', '5', '7', '100.00'],
      ],
    },
    {
      name: 'negative stock allowed: the shortfall goes out at the last cost and each receipt trues up what it covers',
      options: { method: 'FIFO', allowNegative: true },
      moves: [
        ['r1', 1, 'receipt', 1, '2', '100'],
        ['i1', 2, 'issue', 1, '5'],
        ['r2', 3, 'receipt', 1, '2', '120'],
        ['r3', 4, 'receipt', 2, '3', '130'],
        ['i2', 5, 'issue', 3, '1'],
      ],
      out: [
        ['r1', '200.00', '0.00', '2', '2', '200.00'],
        ['i1', '500.00', '0.00', '-3', '-3', '-300.00'],
        ['r2', '240.00', '40.00', '-1', '-1', '-100.00'],
        ['r3', '390.00', '30.00', '3', '2', '260.00'],
        ['i2', '130.00', '0.00', '-1', '1', '130.00'],
      ],
    },
    {
      name: 'negative stock allowed: the shortfall at the last unit cost rounds half-up',
      options: { method: 'FIFO', allowNegative: true },
      moves: [
        ['r1', 1, 'receipt', 1, '2', '0.125'],
        ['i1', 2, 'issue', 1, '3'],
        ['r2', 3, 'receipt', 1, '1', '0.2'],
      ],
      out: [
        ['r1', '0.25', '0.00', '2', '2', '0.25'],
        ['i1', '0.38', '0.00', '-1', '-1', '-0.13'],
        ['r2', '0.20', '0.07', '0', '0', '0.00'],
      ],
    },
    {
      name: 'negative stock allowed, nothing ever received: issued at zero, trued up in full',
      options: { method: 'AVG', allowNegative: true },
      moves: [
        ['i1', 1, 'issue', 1, '4'],
        ['r1', 2, 'receipt', 1, '1', '50'],
        ['r2', 3, 'receipt', 1, '5', '60'],
        ['i2', 4, 'issue', 1, '2'],
      ],
      out: [
        ['i1', '0.00', '0.00', '-4', '-4', '0.00'],
        ['r1', '50.00', '50.00', '-3', '-3', '0.00'],
        ['r2', '300.00', '180.00', '2', '2', '120.00'],
        ['i2', '120.00', '0.00', '0', '0', '0.00'],
      ],
    },
  ])('$name', ({ moves, options, out }) => {
    const result = run(moves, options);
    if (!result.ok) throw new Error(`refused ${result.refusal.key}`);
    expect(result.results.map(row)).toEqual(out);
  });

  it('answers the unit cost of each move: the given one for a receipt, cost ÷ qty for the rest', () => {
    const result = run([['r1', 1, 'receipt', 1, '3', '33.3333333'], ['i1', 2, 'issue', 1, '2']], { method: 'AVG' });
    expect(result.ok && result.results.map((r) => r.unitcost)).toEqual(['33.333333', '33.335000']);
  });

  it('refuses stock below zero in a warehouse while the company holds enough, naming item, warehouse and move', () => {
    const result = run([['r1', 1, 'receipt', 1, '10', '5'], ['i1', 2, 'issue', 2, '1']], { method: 'FIFO' });
    expect(result).toEqual({ ok: false, refusal: { code: 'INSUFFICIENT_STOCK', itemid: ITEM, warehouseid: 2, key: 'i1', date: dateOf(2), available: '0', required: '1' } });
  });

  it('allows a warehouse below zero while the company holds enough, costed from the company stock', () => {
    const result = run([['r1', 1, 'receipt', 1, '10', '5'], ['i1', 2, 'issue', 2, '3']], { method: 'FIFO', allowNegative: true });
    expect(result.ok && result.results.map(row)).toEqual([['r1', '50.00', '0.00', '10', '10', '50.00'], ['i1', '15.00', '0.00', '-3', '7', '35.00']]);
  });

  it('refuses a transfer-out beyond its warehouse', () => {
    const result = run([['r1', 1, 'receipt', 1, '2', '5'], ['t1', 2, 'transfer-out', 1, '3'], ['t1in', 2, 'transfer-in', 2, '3', 't1']], { method: 'AVG' });
    expect(!result.ok && [result.refusal.key, result.refusal.available, result.refusal.required]).toEqual(['t1', '2', '3']);
  });

  it('costs the later moves from a stored state exactly as a run from scratch, also across JSON', () => {
    const rows: MoveRow[] = [
      ['r1', 1, 'receipt', 1, '4', '10.5'],
      ['r2', 2, 'receipt', 2, '3', '11.25'],
      ['i1', 3, 'issue', 1, '3'],
      ['t1', 4, 'transfer-out', 2, '2'],
      ['t1in', 4, 'transfer-in', 1, '2', 't1'],
      ['rt', 5, 'return-in', 1, '1', 'i1'],
      ['i2', 6, 'issue', 1, '4'],
    ];
    const moves = buildMoves(rows);
    for (const method of ['FIFO', 'AVG'] as const) {
      const full = costMoves(emptyState(), moves, { method, snapshotEvery: 1 });
      if (!full.ok) throw new Error('refused');
      full.snapshots.forEach((snapshot, i) => {
        const stored = JSON.parse(JSON.stringify(snapshot.state));
        const sourceCost = (key: string) => {
          const earlier = full.results.slice(0, i + 1).find((r) => r.key === key);
          return earlier && { qty: earlier.qtyout, cost: earlier.cost };
        };
        const rest = costMoves(stored, moves.slice(i + 1), { method, sourceCost });
        expect(rest.ok && rest.results).toEqual(full.results.slice(i + 1));
        expect(rest.ok && rest.state).toEqual(full.state);
      });
    }
  });

  it.each<{ name: string; moves: MoveRow[]; code: StockMoveError['code']; key: string }>([
    { name: 'a move before the last one', moves: [['r1', 2, 'receipt', 1, '1', '1'], ['r2', 1, 'receipt', 1, '1', '1']], code: 'OUT_OF_ORDER', key: 'r2' },
    { name: 'a transfer-out not followed by its in', moves: [['r1', 1, 'receipt', 1, '5', '1'], ['t1', 2, 'transfer-out', 1, '2'], ['i1', 2, 'issue', 1, '1']], code: 'TRANSFER_UNPAIRED', key: 't1' },
    { name: 'a transfer-in of another quantity', moves: [['r1', 1, 'receipt', 1, '5', '1'], ['t1', 2, 'transfer-out', 1, '2'], ['t1in', 2, 'transfer-in', 2, '1', 't1']], code: 'TRANSFER_UNPAIRED', key: 't1' },
    { name: 'a transfer-in without an out', moves: [['t1in', 2, 'transfer-in', 2, '1', 't0']], code: 'TRANSFER_UNPAIRED', key: 't1in' },
    { name: 'a return of an unknown move', moves: [['rt', 1, 'return-in', 1, '1', 'i9']], code: 'UNKNOWN_SOURCE', key: 'rt' },
    { name: 'a return of more than left', moves: [['r1', 1, 'receipt', 1, '5', '1'], ['i1', 2, 'issue', 1, '2'], ['rt', 3, 'return-in', 1, '3', 'i1']], code: 'INVALID_MOVE', key: 'rt' },
    { name: 'a zero quantity', moves: [['r1', 1, 'receipt', 1, '0', '1']], code: 'INVALID_MOVE', key: 'r1' },
    { name: 'a quantity with more than six decimals', moves: [['r1', 1, 'receipt', 1, '1.0000001', '1']], code: 'INVALID_MOVE', key: 'r1' },
    { name: 'a negative unit cost', moves: [['r1', 1, 'receipt', 1, '1', '-1']], code: 'INVALID_MOVE', key: 'r1' },
  ])('throws on $name', ({ moves, code, key }) => {
    expect(() => run(moves, { method: 'FIFO' })).toThrowError(new StockMoveError(code, key));
  });

  it('throws on a move of another item or one inside the stored state', () => {
    const first = costMoves(emptyState(), buildMoves([['r1', 2, 'receipt', 1, '1', '1']]), { method: 'AVG' });
    if (!first.ok) throw new Error('refused');
    const [again] = buildMoves([['r0', 2, 'receipt', 1, '1', '1']]);
    expect(() => costMoves(first.state, [again!], { method: 'AVG' })).toThrowError(new StockMoveError('OUT_OF_ORDER', 'r0'));
    const [other] = buildMoves([['x1', 3, 'receipt', 1, '1', '1']]);
    expect(() => costMoves(first.state, [{ ...other!, itemid: ITEM + 1 }], { method: 'AVG' })).toThrowError(new StockMoveError('OTHER_ITEM', 'x1'));
  });
});
