import { describe, expect, it } from 'vitest';
import { ITEM_PRICE_FIELDS, ZItemForm } from '../masters/master.schema.ts';
import { PriceAdjustmentError } from './price-error.ts';
import { planPriceAdjustment, savablePriceUpdates, type PriceAdjustmentItem, type PriceAdjustmentPlan, type PriceAdjustmentRequest } from './price-plan.ts';
import { OLD_PRICE_FIELDS, oldPriceField, PRICE_SOURCES, PRICE_TARGETS } from './price-targets.ts';

const zeros = Object.fromEntries(ITEM_PRICE_FIELDS.map((f) => [f, '0.000000'])) as Record<(typeof ITEM_PRICE_FIELDS)[number], string>;

/** Gula Pasir: PCS, DUS of 20 (ratio2), a stray unit 3 without a ratio; DB text with six decimals. */
const GULA: PriceAdjustmentItem = {
  ...zeros,
  itemid: 1,
  itemno: 'BRG-00002',
  unit2: 'DUS',
  ratio2: '20.000000',
  unit3: 'PAK',
  ratio3: '0',
  unitprice: '17500.000000',
  unitprice2: '17000.000000',
  unitprice_l2: '340000.000000',
  unitprice2_l2: '330000.000000',
  minsellprice: '15000.000000',
  maxsellprice: '20000.000000',
  minpurcprice: '0.000000',
  maxpurcprice: '0.000000',
  stdsellprice: '18000.000000',
  itemdiscpc: '5.000000',
  cost: '15000.000000',
  lastcost: '15250.5',
};
/** Mi Instan: one unit, no purchase history. */
const MI: PriceAdjustmentItem = {
  ...zeros,
  itemid: 2,
  itemno: 'BRG-00006',
  unitprice: '3500',
  minsellprice: '0',
  maxsellprice: '0',
  minpurcprice: '2500',
  maxpurcprice: '3000',
  stdsellprice: '0',
  itemdiscpc: '0',
  cost: '2900',
};
const ITEMS = [GULA, MI];

const req = (penyesuaiantype: number, nilaiAsal: number, metode: number, masukan: string, pembulatan?: string): PriceAdjustmentRequest => ({ penyesuaiantype, nilaiAsal, metode, masukan, pembulatan });
/** The preview as [itemno, field, source, old, new, changed]. */
const preview = (plan: PriceAdjustmentPlan) => plan.rows.flatMap((r) => r.cells.map((c) => [r.itemno, c.field, c.source, c.old, c.new, c.changed]));

describe('price targets and sources', () => {
  it('has the 11 targets and the 18 sources numbered as the request sends them', () => {
    expect(PRICE_TARGETS.map((t) => [t.type, t.key])).toEqual([
      [0, 'allprices'],
      [1, 'price1'],
      [2, 'price2'],
      [3, 'price3'],
      [4, 'price4'],
      [5, 'price5'],
      [6, 'itemdiscpc'],
      [7, 'minsellprice'],
      [8, 'maxsellprice'],
      [9, 'minpurcprice'],
      [10, 'maxpurcprice'],
    ]);
    expect(PRICE_SOURCES.map((s) => s.value)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(PRICE_SOURCES.map((s) => s.key)).toEqual(['current', 'price1', 'price2', 'price3', 'price4', 'price5', 'minsellprice', 'maxsellprice', 'minpurcprice', 'maxpurcprice', 'stdsellprice', 'cost', 'averagecost', 'lastcost', 'lastpurchaseprice', 'lastsellprice', 'itemdiscpc', 'zero']);
  });

  it('writes only item master API fields, and names their old values oldprice…', () => {
    const shape = Object.keys(ZItemForm.shape);
    for (const t of PRICE_TARGETS) if (t.field) expect(shape).toContain(t.field);
    for (const f of ITEM_PRICE_FIELDS) expect(shape).toContain(f);
    for (const s of PRICE_SOURCES) if (s.kind === 'unit1' || s.kind === 'percent') expect(shape).toContain(s.key);
    expect([oldPriceField('unitprice'), oldPriceField('unitprice3'), oldPriceField('unitprice_l2'), oldPriceField('unitprice5_l3'), oldPriceField('minsellprice'), oldPriceField('itemdiscpc')]).toEqual([
      'oldprice1',
      'oldprice3',
      'oldprice1_l2',
      'oldprice5_l3',
      'oldminsellprice',
      'olditemdiscpc',
    ]);
    expect(OLD_PRICE_FIELDS).toHaveLength(20);
    expect(new Set(OLD_PRICE_FIELDS).size).toBe(20);
  });
});

describe('planPriceAdjustment', () => {
  it('all sell prices +10% rounded up to 100, each from its own value, at every unit the item has', () => {
    const plan = planPriceAdjustment(ITEMS, req(0, 1, 1, '10', '100'));
    expect(plan.ok).toBe(true);
    expect(preview(plan)).toEqual([
      ['BRG-00002', 'unitprice', '17500', '17500', '19300', true],
      ['BRG-00002', 'unitprice2', '17000', '17000', '18700', true],
      ['BRG-00002', 'unitprice3', '0', '0', '0', false],
      ['BRG-00002', 'unitprice4', '0', '0', '0', false],
      ['BRG-00002', 'unitprice5', '0', '0', '0', false],
      ['BRG-00002', 'unitprice_l2', '340000', '340000', '374000', true],
      ['BRG-00002', 'unitprice2_l2', '330000', '330000', '363000', true],
      ['BRG-00002', 'unitprice3_l2', '0', '0', '0', false],
      ['BRG-00002', 'unitprice4_l2', '0', '0', '0', false],
      ['BRG-00002', 'unitprice5_l2', '0', '0', '0', false],
      ['BRG-00006', 'unitprice', '3500', '3500', '3900', true],
      ['BRG-00006', 'unitprice2', '0', '0', '0', false],
      ['BRG-00006', 'unitprice3', '0', '0', '0', false],
      ['BRG-00006', 'unitprice4', '0', '0', '0', false],
      ['BRG-00006', 'unitprice5', '0', '0', '0', false],
    ]);
    // Unchanged fields are not written, so their old value stays the one before the last real change.
    expect(savablePriceUpdates(plan)).toEqual([
      { itemid: 1, values: { unitprice: '19300', oldprice1: '17500', unitprice2: '18700', oldprice2: '17000', unitprice_l2: '374000', oldprice1_l2: '340000', unitprice2_l2: '363000', oldprice2_l2: '330000' } },
      { itemid: 2, values: { unitprice: '3900', oldprice1: '3500' } },
    ]);
  });

  it('price 2 = cost + 20%: the unit-1 cost times the ratio for the DUS price', () => {
    const plan = planPriceAdjustment(ITEMS, req(2, 12, 0, '20'));
    expect(preview(plan)).toEqual([
      ['BRG-00002', 'unitprice2', '15000', '17000', '18000', true],
      ['BRG-00002', 'unitprice2_l2', '300000', '330000', '360000', true],
      ['BRG-00006', 'unitprice2', '2900', '0', '3480', true],
    ]);
    expect(plan.updates.map((u) => u.values)).toEqual([{ unitprice2: '18000', oldprice2: '17000', unitprice2_l2: '360000', oldprice2_l2: '330000' }, { unitprice2: '3480', oldprice2: '0' }]);
  });

  it('price 3 = last cost + 1,000 up to 1,000; an item without a last cost is skipped, not zeroed', () => {
    const plan = planPriceAdjustment(ITEMS, req(3, 14, 4, '1000', '1000'));
    expect(plan.ok).toBe(true);
    expect(preview(plan)).toEqual([
      ['BRG-00002', 'unitprice3', '15250.5', '0', '17000', true],
      ['BRG-00002', 'unitprice3_l2', '305010', '0', '307000', true],
      ['BRG-00006', 'unitprice3', null, '0', null, false],
    ]);
    expect(plan.rows[1]!.cells[0]!.skipped).toBe('NO_SOURCE');
    expect(plan.updates.map((u) => u.itemid)).toEqual([1]);
  });

  it('price 4 from price 1 of the same unit, −5% down to 10', () => {
    const plan = planPriceAdjustment([GULA], req(4, 2, 2, '-5', '10'));
    expect(preview(plan)).toEqual([
      ['BRG-00002', 'unitprice4', '17500', '0', '16620', true],
      ['BRG-00002', 'unitprice4_l2', '340000', '0', '323000', true],
    ]);
  });

  it('price 5 set to an amount: zero plus the amount, the same at every unit', () => {
    const plan = planPriceAdjustment([MI], req(5, 18, 3, '25000'));
    expect(preview(plan)).toEqual([['BRG-00006', 'unitprice5', '0', '0', '25000', true]]);
  });

  it('min and max sell and purchase prices are single unit-1 fields', () => {
    expect(preview(planPriceAdjustment(ITEMS, req(7, 2, 6, '1000')))).toEqual([
      ['BRG-00002', 'minsellprice', '17500', '15000', '16500', true],
      ['BRG-00006', 'minsellprice', '3500', '0', '2500', true],
    ]);
    expect(preview(planPriceAdjustment(ITEMS, req(10, 10, 4, '0', '10')))).toEqual([
      ['BRG-00002', 'maxpurcprice', '0', '0', '0', false],
      ['BRG-00006', 'maxpurcprice', '3000', '3000', '3000', false],
    ]);
    const plan = planPriceAdjustment(ITEMS, req(9, 12, 8, '100', '100'));
    expect(preview(plan)).toEqual([
      ['BRG-00002', 'minpurcprice', '15000', '0', '14900', true],
      ['BRG-00006', 'minpurcprice', '2900', '2500', '2800', true],
    ]);
    expect(plan.updates).toEqual([
      { itemid: 1, values: { minpurcprice: '14900', oldminpurcprice: '0' } },
      { itemid: 2, values: { minpurcprice: '2800', oldminpurcprice: '2500' } },
    ]);
  });

  it('refuses a minimum above the item maximum, as the item form does', () => {
    const plan = planPriceAdjustment(ITEMS, req(8, 12, 6, '1000'));
    expect(preview(plan)).toEqual([
      ['BRG-00002', 'maxsellprice', '15000', '20000', '14000', true],
      ['BRG-00006', 'maxsellprice', '2900', '0', '1900', true],
    ]);
    expect(plan.ok).toBe(false);
    expect(plan.problems.map((p) => [p.field, p.code])).toEqual([['items.0.minsellprice', 'MIN_OVER_MAX']]);
    expect(plan.updates.map((u) => u.itemid)).toEqual([2]);
  });

  it('item discount: a result over 100 percent is refused; the save of the whole plan too', () => {
    const plan = planPriceAdjustment(ITEMS, req(6, 1, 3, '97'));
    expect(preview(plan)).toEqual([
      ['BRG-00002', 'itemdiscpc', '5', '5', '102', true],
      ['BRG-00006', 'itemdiscpc', '0', '0', '97', true],
    ]);
    expect(plan.rows[0]!.cells[0]!.problem).toBe('DISCOUNT_OVER_100');
    expect(() => savablePriceUpdates(plan)).toThrow(PriceAdjustmentError);
    try {
      savablePriceUpdates(plan);
    } catch (error) {
      expect((error as PriceAdjustmentError).messages('en')).toEqual(['items.0.itemdiscpc: must be between 0 and 100.']);
    }
    expect(planPriceAdjustment(ITEMS, req(6, 1, 3, '95')).ok).toBe(true);
  });

  it('a result below zero is shown in the preview and refuses the save, naming the item field', () => {
    const plan = planPriceAdjustment(ITEMS, req(1, 1, 6, '5000'));
    expect(preview(plan)).toEqual([
      ['BRG-00002', 'unitprice', '17500', '17500', '12500', true],
      ['BRG-00002', 'unitprice_l2', '340000', '340000', '335000', true],
      ['BRG-00006', 'unitprice', '3500', '3500', null, false],
    ]);
    expect(plan.rows[1]!.cells[0]!.problem).toBe('NEGATIVE_RESULT');
    expect(plan.ok).toBe(false);
    try {
      savablePriceUpdates(plan);
      throw new Error('saved');
    } catch (error) {
      expect((error as PriceAdjustmentError).messages('en')).toEqual(['items.1.unitprice: must be at least 0.']);
    }
  });

  it('a plan that changes nothing writes nothing', () => {
    const plan = planPriceAdjustment(ITEMS, req(0, 1, 0, '0'));
    expect(plan.ok).toBe(true);
    expect(plan.rows.flatMap((r) => r.cells).every((c) => !c.changed && c.new === c.old)).toBe(true);
    expect(plan.updates).toEqual([]);
    expect(planPriceAdjustment([], req(0, 1, 0, '10')).rows).toEqual([]);
  });

  it('refuses a bad request, every field at once', () => {
    try {
      planPriceAdjustment(ITEMS, { penyesuaiantype: 11, nilaiAsal: 0, metode: 9, masukan: 'x', pembulatan: '25' });
      throw new Error('planned');
    } catch (error) {
      expect(error).toBeInstanceOf(PriceAdjustmentError);
      expect((error as PriceAdjustmentError).issues.map((i) => [i.field, i.code])).toEqual([
        ['penyesuaiantype', 'INVALID_TARGET'],
        ['nilaiAsal', 'INVALID_SOURCE'],
        ['metode', 'INVALID_METHOD'],
        ['masukan', 'INVALID_VALUE'],
        ['pembulatan', 'INVALID_MULTIPLE'],
      ]);
    }
    expect(() => planPriceAdjustment(ITEMS, { penyesuaiantype: '0', nilaiAsal: '1', metode: '1', masukan: '10' })).toThrow(/pembulatan: MISSING_MULTIPLE/);
    expect(planPriceAdjustment(ITEMS, { penyesuaiantype: '0', nilaiAsal: '1', metode: '1', masukan: '10', pembulatan: '100' }).ok).toBe(true);
  });

  it('refuses item data that is not decimal text, naming the item field', () => {
    expect(() => planPriceAdjustment([MI, { ...GULA, unitprice: 'abc' }], req(1, 1, 0, '10'))).toThrow(/items\.1\.unitprice: INVALID_AMOUNT/);
    expect(() => planPriceAdjustment([{ ...MI, lastcost: '1.2.3' }], req(1, 14, 0, '10'))).toThrow(/items\.0\.lastcost: INVALID_AMOUNT/);
  });
});
