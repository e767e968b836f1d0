import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { adjustmentMoves, openingMoves, transferMoves, type ResolvedGoodsDoc } from './stock-effect.ts';
import { postStockMoves, type CostedMove } from './stock-posting.ts';

const INV = 11;
const ADJ = 61;
const COGS = 51;
const EQUITY = 31;

const line = (seq: number, over: Partial<ResolvedGoodsDoc['lines'][number]> = {}) => ({ seq, itemid: 7, warehouseid: 1, qty: '5', unitcost: '1000', direction: 'in' as const, stockglid: INV, deptid: null, projectid: null, ...over });
const doc = (form: string, lines: ResolvedGoodsDoc['lines'], counterglid: number | null): ResolvedGoodsDoc => ({ form, docid: 9, date: '2026-03-05', counterglid, lines });

describe('stock effects of the inventory documents', () => {
  it.each([
    ['adjustment increase', adjustmentMoves(doc('item-adjustment', [line(1)], ADJ)), [{ kind: 'receipt', qtyin: '5', qtyout: '0', unitcost: '1000', counterglid: ADJ, warehouseid: 1 }]],
    ['adjustment decrease', adjustmentMoves(doc('item-adjustment', [line(1, { direction: 'out', unitcost: null })], ADJ)), [{ kind: 'issue', qtyin: '0', qtyout: '5', unitcost: null, counterglid: ADJ }]],
    ['opening', openingMoves(doc('item-opening-balance', [line(1, { unitcost: '12.5' })], EQUITY)), [{ kind: 'opening', qtyin: '5', unitcost: '12.5', counterglid: EQUITY }]],
    [
      'transfer',
      transferMoves(doc('whtrans', [line(2, { towarehouseid: 3, unitcost: null })], null)),
      [
        { kind: 'transfer-out', warehouseid: 1, qtyout: '5', counterglid: null, sourcekey: null },
        { kind: 'transfer-in', warehouseid: 3, qtyin: '5', counterglid: null, sourcekey: 'whtrans:9:2:transfer-out' },
      ],
    ],
  ])('%s', (_name, moves, expected) => {
    expect(moves).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(moves[i]).toMatchObject({ ...e, transdate: '2026-03-05', docid: 9 }));
  });
});

const costed = (over: Partial<CostedMove>): CostedMove => ({ kind: 'receipt', stockglid: INV, counterglid: ADJ, trueupglid: COGS, cost: '0.00', adjustment: '0.00', deptid: null, projectid: null, ...over });
const signed = (lines: ReturnType<typeof postStockMoves>) => Object.fromEntries(lines.map((l) => [l.glid, l.amount]));

describe('postStockMoves', () => {
  it.each([
    ['goods in: inventory against the counter account', [costed({ cost: '5000.00' })], { [INV]: '5000.00', [ADJ]: '-5000.00' }],
    ['goods out: the counter account against inventory', [costed({ kind: 'issue', cost: '4200.50' })], { [INV]: '-4200.50', [ADJ]: '4200.50' }],
    ['an opening against equity', [costed({ kind: 'opening', counterglid: EQUITY, cost: '750000.00' })], { [INV]: '750000.00', [EQUITY]: '-750000.00' }],
    ['a transfer posts nothing', [costed({ kind: 'transfer-out', counterglid: null, cost: '10.00' }), costed({ kind: 'transfer-in', counterglid: null, cost: '10.00' })], {}],
    ['a true-up moves cost of goods sold', [costed({ cost: '1000.00', adjustment: '30.00' })], { [INV]: '970.00', [ADJ]: '-1000.00', [COGS]: '30.00' }],
    ['a negative true-up the other way', [costed({ cost: '1000.00', adjustment: '-30.00' })], { [INV]: '1030.00', [ADJ]: '-1000.00', [COGS]: '-30.00' }],
    ['a correction: an issue that costs more', [costed({ kind: 'issue', cost: '12.34' })], { [INV]: '-12.34', [ADJ]: '12.34' }],
    ['a correction: an issue that costs less', [costed({ kind: 'issue', cost: '-12.34' })], { [INV]: '12.34', [ADJ]: '-12.34' }],
    ['lines of one account are added up', [costed({ cost: '1.00' }), costed({ kind: 'issue', cost: '0.40' })], { [INV]: '0.60', [ADJ]: '-0.60' }],
    ['in and out of the same value post nothing', [costed({ cost: '1.00' }), costed({ kind: 'issue', cost: '1.00' })], {}],
  ])('%s', (_name, moves, expected) => {
    const lines = postStockMoves(moves, 'x');
    expect(signed(lines)).toEqual(expected);
    expect(Decimal.sum(0, ...lines.map((l) => l.amount)).isZero()).toBe(true);
  });

  it('keeps departments and projects apart', () => {
    const lines = postStockMoves([costed({ cost: '1.00', deptid: 2 }), costed({ cost: '2.00', deptid: 3 })], 'x');
    expect(lines.map((l) => [l.glid, l.deptid, l.amount])).toEqual([
      [INV, 2, '1.00'],
      [ADJ, 2, '-1.00'],
      [INV, 3, '2.00'],
      [ADJ, 3, '-2.00'],
    ]);
  });
});
