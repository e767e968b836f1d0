import { ZItemAdjustment, ZItemOpening, ZWhTrans } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import { GOODS_FORM_DEFS, shownColumns } from './goods-forms.ts';
import { adjTypeForCount, emptyGoodsLine, matchesTyped, filledGoodsLines, goodsToBody, goodsToValues, itemUnits, lineValue, linesValue } from './goods-values.ts';

const { itemAdjustment, itemTransfer, openingStock } = GOODS_FORM_DEFS;
const oneWarehouse = { multiWarehouse: false, defaultWarehouse: 7 };
const manyWarehouses = { multiWarehouse: true, defaultWarehouse: 7 };

describe('goods document values', () => {
  it('reads an adjustment as the form edits it and sends it back with its id and version', () => {
    const read = {
      form: 'item-adjustment',
      id: 4,
      adjid: 4,
      adjno: 'ADJ-0004',
      adjdate: '2026-03-01',
      description: 'Stock opname',
      adjaccnt: 61,
      status: 'posted',
      totalamount: '150000',
      version: 3,
      idnext: null,
      idprev: 2,
      details: [
        { seq: 1, itemno: 'BRG-1', itemid: 9, itemunit: 'PCS', unitratio: '1', quantity: '10', qtyunit1: '10', warehouseid: 2, whname: 'Utama', deptid: null, projectid: null, itemovdesc: 'rusak', cost: '150000', unitcost: '15000', adjtype: 2, unitprice: '0' },
      ],
    };
    const values = goodsToValues(itemAdjustment, read);
    expect(values).toEqual({
      adjno: 'ADJ-0004',
      adjdate: '2026-03-01',
      description: 'Stock opname',
      adjaccnt: 61,
      counted: false,
      details: [{ itemno: 'BRG-1', itemunit: 'PCS', warehouseid: 2, adjtype: 2, quantity: '10', unitprice: null, deptid: null, projectid: null, itemovdesc: 'rusak' }],
    });
    const body = goodsToBody(itemAdjustment, values, read, manyWarehouses);
    expect(body).toEqual({
      adjid: 4,
      version: 3,
      adjno: 'ADJ-0004',
      adjdate: '2026-03-01',
      description: 'Stock opname',
      adjaccnt: 61,
      details: [{ itemno: 'BRG-1', itemunit: 'PCS', itemovdesc: 'rusak', warehouseid: 2, adjtype: 2, quantity: '10', deptid: null, projectid: null }],
    });
    expect(ZItemAdjustment.safeParse(body).success).toBe(true);
  });

  it('sends counted quantities as newqty, drops the trailing empty rows, and the default warehouse when there is one', () => {
    const values = {
      adjno: '',
      adjdate: '2026-03-02',
      description: ' Hitung fisik ',
      adjaccnt: 61,
      counted: true,
      details: [{ ...emptyGoodsLine(), itemno: 'BRG-1', itemunit: 'PCS', quantity: '12', unitprice: '15000' }, emptyGoodsLine(), emptyGoodsLine()],
    };
    const body = goodsToBody(itemAdjustment, values, {}, oneWarehouse);
    expect(body).toEqual({
      adjdate: '2026-03-02',
      description: 'Hitung fisik',
      adjaccnt: 61,
      details: [{ itemno: 'BRG-1', itemunit: 'PCS', itemovdesc: '', warehouseid: 7, adjtype: 1, newqty: '12', unitprice: '15000', deptid: null, projectid: null }],
    });
    expect(ZItemAdjustment.safeParse(body).success).toBe(true);
    // Read back, a counted document opens in counting mode with the counted quantities.
    const again = goodsToValues(itemAdjustment, { ...body, adjid: 5, details: [{ ...(body.details as object[])[0], quantity: '2', newqty: '12' }] });
    expect(again.counted).toBe(true);
    expect(again.details?.[0]?.quantity).toBe('12');
    // Counted and changed lines mixed (the API allows it): edited as changes, each line's change as the server answers it.
    const mixed = goodsToValues(itemAdjustment, { adjid: 6, details: [{ itemno: 'A', adjtype: 2, quantity: '5', newqty: '95' }, { itemno: 'B', adjtype: 1, quantity: '5', unitprice: '8200' }] });
    expect(mixed.counted).toBe(false);
    expect(mixed.details?.map((line) => [line.quantity, line.unitprice])).toEqual([
      ['5', null],
      ['5', '8200'],
    ]);
  });

  it('leaves a decrease without a price and lets the schema name a missing quantity or account', () => {
    const values = { adjdate: '2026-03-02', adjaccnt: null, details: [{ ...emptyGoodsLine(), itemno: 'BRG-1', adjtype: 2 as const, quantity: '', unitprice: '99' }] };
    const body = goodsToBody(itemAdjustment, values, {}, manyWarehouses);
    expect((body.details as Record<string, unknown>[])[0]).not.toHaveProperty('unitprice');
    const checked = ZItemAdjustment.safeParse(body);
    expect(checked.success).toBe(false);
    const paths = checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['adjaccnt', 'details.0.quantity']));
  });

  it('builds a transfer from its header warehouses, its lines without one', () => {
    const body = goodsToBody(itemTransfer, { transferno: 'TR-1', transferdate: '2026-03-03', description: '', fromwhid: 2, towhid: 3, details: [{ ...emptyGoodsLine(), itemno: 'BRG-1', itemunit: 'DUS', quantity: '2', warehouseid: 2 }] }, {}, manyWarehouses);
    expect(body).toEqual({ transferno: 'TR-1', transferdate: '2026-03-03', description: '', fromwhid: 2, towhid: 3, details: [{ itemno: 'BRG-1', itemunit: 'DUS', itemovdesc: '', quantity: '2' }] });
    expect(ZWhTrans.safeParse(body).success).toBe(true);
    const same = ZWhTrans.safeParse({ ...body, towhid: 2 });
    expect(same.success ? [] : same.error.issues.map((issue) => issue.path.join('.'))).toEqual(['towhid']);
  });

  it('builds opening stock with a warehouse on every line (the default one when the company keeps one)', () => {
    const body = goodsToBody(openingStock, { obdate: '2026-01-01', description: 'Saldo awal', details: [{ ...emptyGoodsLine(), itemno: 'BRG-1', quantity: '100', unitprice: '12500.5' }] }, {}, oneWarehouse);
    expect(body).toEqual({ obdate: '2026-01-01', description: 'Saldo awal', details: [{ itemno: 'BRG-1', itemovdesc: '', warehouseid: 7, quantity: '100', unitprice: '12500.5' }] });
    expect(ZItemOpening.safeParse(body).success).toBe(true);
  });

  it('keeps the lines up to the last one with something typed', () => {
    expect(filledGoodsLines([emptyGoodsLine(), { ...emptyGoodsLine(), itemovdesc: 'x' }, emptyGoodsLine()])).toHaveLength(2);
    expect(filledGoodsLines(undefined)).toEqual([]);
  });
});

describe('goods line figures', () => {
  it('lists an item’s units with their ratios, leaving out empty ones', () => {
    expect(itemUnits({ unit1: 'PCS', unit2: 'DUS', ratio2: '12', unit3: '', ratio3: '0' })).toEqual([
      { name: 'PCS', ratio: '1' },
      { name: 'DUS', ratio: '12' },
    ]);
    expect(itemUnits(undefined)).toEqual([]);
  });

  it('says from a counted quantity whether goods come in or go out, in any unit, exactly', () => {
    expect(adjTypeForCount('12', '10')).toBe(1);
    expect(adjTypeForCount('8', '10')).toBe(2);
    expect(adjTypeForCount('10', '10')).toBeNull();
    // 1 box of 12 against 12.000001 pieces: fewer, however small the difference.
    expect(adjTypeForCount('1', '12.000001', '12')).toBe(2);
    expect(adjTypeForCount('abc', '10')).toBeNull();
    expect(adjTypeForCount('5', undefined)).toBeNull();
  });

  it('values increases typed with a price, never decreases or counted lines', () => {
    const line = { ...emptyGoodsLine(), quantity: '3', unitprice: '0.333333' };
    expect(lineValue(line)).toBe('1');
    expect(lineValue({ ...line, adjtype: 2 })).toBeNull();
    expect(lineValue(line, true)).toBeNull();
    expect(lineValue({ ...line, unitprice: '0' })).toBe('0');
    expect(linesValue([line, { ...line, quantity: '10', unitprice: '15000' }, emptyGoodsLine()])).toBe('150001');
  });

  it('narrows the item list by every word typed, case aside', () => {
    expect(matchesTyped('KOPI · Kopi Bubuk 250 g', 'bubuk kop')).toBe(true);
    expect(matchesTyped('KOPI · Kopi Bubuk 250 g', '')).toBe(true);
    expect(matchesTyped('TEH · Teh Celup isi 25', 'KOPI')).toBe(false);
  });

  it('hides the warehouse and unit columns a company does not use', () => {
    expect(shownColumns(openingStock, { multiWarehouse: false, multiUnit: false })).toEqual(['itemno', 'quantity', 'unitprice', 'amount', 'itemovdesc']);
    expect(shownColumns(itemTransfer, { multiWarehouse: true, multiUnit: true })).toEqual(['itemno', 'itemunit', 'quantity', 'itemovdesc']);
  });
});
