import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../validation.ts';
import { componentsPrice, componentWeights, expandGroupLine, groupLineCost, groupPrice, splitGroupAmount, splitGroupLine, type GroupComponent } from './grouping.ts';
import { ZItemGroupingForm } from './grouping.schema.ts';

const comp = (itemid: number, quantity: string, unitratio = '1', itemtype = 0, itemunit = 'PCS'): GroupComponent => ({ itemid, itemno: `BRG-${itemid}`, itemtype, itemunit, unitratio, quantity });

describe('expandGroupLine', () => {
  it.each([
    { name: 'one group of unit1 components', comps: [comp(1, '2'), comp(2, '1')], qty: '1', want: [['2', '2'], ['1', '1']] },
    { name: 'three groups', comps: [comp(1, '2'), comp(2, '1')], qty: '3', want: [['6', '6'], ['3', '3']] },
    { name: 'a component in a box of 12', comps: [comp(1, '1', '12', 0, 'BOX')], qty: '2', want: [['2', '24']] },
    { name: 'fractions round half-up to six decimals in unit1', comps: [comp(1, '0.333333', '3')], qty: '0.5', want: [['0.166667', '0.5']] },
  ])('$name', ({ comps, qty, want }) => {
    const lines = expandGroupLine(comps, { quantity: qty, warehouseid: 7 });
    expect(lines.map((l) => [l.quantity, l.qty])).toEqual(want);
    expect(lines.map((l) => l.subseq)).toEqual(comps.map((_, i) => i + 1));
    expect(lines.every((l) => l.warehouseid === 7)).toBe(true);
  });

  it('only inventory components move stock', () => {
    const lines = expandGroupLine([comp(1, '1'), comp(2, '1', '1', 1)], { quantity: '1', warehouseid: 1 });
    expect(lines.map((l) => l.movesStock)).toEqual([true, false]);
  });
});

describe('splitGroupAmount', () => {
  it.each([
    { name: 'by weights', amount: '100', weights: ['1', '1', '1'], want: ['33.33', '33.33', '33.34'] },
    { name: 'half-up on each share', amount: '10', weights: ['1', '2'], want: ['3.33', '6.67'] },
    { name: 'half-up at .5', amount: '0.05', weights: ['1', '1'], want: ['0.03', '0.02'] },
    { name: 'the last takes the remainder', amount: '1000', weights: ['150000', '50000', '25000'], want: ['666.67', '222.22', '111.11'] },
    { name: 'zero weights share equally', amount: '10', weights: ['0', '0', '0'], want: ['3.33', '3.33', '3.34'] },
    { name: 'whole rupiah', amount: '100', weights: ['1', '1', '1'], decimals: 0, want: ['33', '33', '34'] },
    { name: 'a negative amount (a return)', amount: '-100', weights: ['1', '1', '1'], want: ['-33.33', '-33.33', '-33.34'] },
    { name: 'one component takes all', amount: '12345.67', weights: ['5'], want: ['12345.67'] },
    { name: 'no components', amount: '5', weights: [], want: [] },
  ])('$name', ({ amount, weights, decimals, want }) => {
    const shares = splitGroupAmount(amount, weights, decimals);
    expect(shares).toEqual(want);
    if (want.length) expect(shares.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed()).toBe(new Decimal(amount).toFixed());
  });
});

describe('group price and weights', () => {
  const comps = [comp(1, '2'), comp(2, '1', '12', 0, 'BOX')];
  it.each([
    { name: 'its own price when set', own: '250000', prices: ['50000', '100000'], want: { price: '250000', source: 'group' } },
    { name: 'its components at the level when its own is zero', own: '0', prices: ['50000', '100000'], want: { price: '200000', source: 'components' } },
    { name: 'empty own price counts as zero', own: '', prices: ['1.5', '0.25'], want: { price: '3.25', source: 'components' } },
  ])('$name', ({ own, prices, want }) => {
    expect(groupPrice(own, comps, prices)).toEqual(want);
  });

  it('components price rounds to six decimals', () => {
    expect(componentsPrice([comp(1, '0.333333')], ['0.333333'])).toBe('0.111111');
  });

  it('weights are price amounts, else unit1 quantities', () => {
    expect(componentWeights(comps, ['50000', '100000'])).toEqual(['100000', '100000']);
    expect(componentWeights(comps, ['0', '0'])).toEqual(['2', '12']);
  });

  it('a group line cost is the sum of its components', () => {
    expect(groupLineCost(['1000.5', '250.25', '0'])).toBe('1250.75');
    expect(groupLineCost([])).toBe('0');
  });

  it('splitGroupLine gives every component its quantity and share', () => {
    const lines = splitGroupLine(comps, { quantity: '2', warehouseid: 3, amount: '399999.99' }, ['50000', '100000']);
    expect(lines.map((l) => [l.itemid, l.quantity, l.qty, l.amount])).toEqual([
      [1, '4', '4', '200000'],
      [2, '2', '24', '199999.99'],
    ]);
  });
});

describe('ZItemGroupingForm', () => {
  const base = { itemno: 'PKT-1', itemdescription: 'Paket', unit1: 'SET', details: [{ itemno: 'A', quantity: '1' }] };
  const issues = (body: unknown, lang: 'id' | 'en' = 'en') => {
    const r = ZItemGroupingForm.safeParse(body);
    return r.success ? [] : formatIssues(r.error.issues, lang);
  };
  it.each([
    { name: 'a valid group', body: base, want: [] },
    { name: 'no components', body: { ...base, details: [] }, want: ['details: a group needs at least one component.'] },
    { name: 'zero quantity', body: { ...base, details: [{ itemno: 'A', quantity: '0' }] }, want: ['details.0.quantity: Quantity must be more than 0.'] },
    { name: 'the group itself', body: { ...base, details: [{ itemno: 'pkt-1', quantity: '1' }] }, want: ['details.0.itemno: a group cannot be its own component.'] },
    { name: 'a duplicate component', body: { ...base, details: [{ itemno: 'A', quantity: '1' }, { itemno: 'a', quantity: '2' }] }, want: ['details.1.itemno: this item is already a component of the group.'] },
    { name: 'a negative price', body: { ...base, unitprice2: '-1' }, want: ['unitprice2: cannot be negative.'] },
  ])('$name', ({ body, want }) => {
    expect(issues(body)).toEqual(want);
  });
  it('speaks Indonesian', () => {
    expect(issues({ ...base, details: [{ itemno: 'A', quantity: '1' }, { itemno: 'A', quantity: '2' }] }, 'id')).toEqual(['details.1.itemno: barang ini sudah menjadi komponen kelompok.']);
  });
});
