import { describe, expect, it } from 'vitest';
import { GOODS_FORM_DEFS } from './goods-forms.ts';
import { goodsToBody, goodsToValues, serialsToBody, serialsToValues } from './goods-values.ts';

const warehouses = { multiWarehouse: true, defaultWarehouse: 1 };

describe('serial rows of goods lines', () => {
  it('reads the rows of a line and sends back those with a number, trimmed, expiry only when there is one', () => {
    expect(serialsToValues([{ seq: 1, serialno: 'SN-1', quantity: '1', expdate: null }])).toEqual([{ serialno: 'SN-1', quantity: '1', expdate: null }]);
    expect(serialsToValues(undefined)).toEqual([]);
    expect(
      serialsToBody([
        { serialno: ' B-1 ', quantity: '6', expdate: '2027-01-31' },
        { serialno: '', quantity: '1' },
        { serialno: 'B-2', quantity: '4', expdate: null },
      ]),
    ).toEqual([
      { serialno: 'B-1', quantity: '6', expdate: '2027-01-31' },
      { serialno: 'B-2', quantity: '4' },
    ]);
  });

  it('a read decrease with serial numbers goes back with them; a line without rows sends none', () => {
    const def = GOODS_FORM_DEFS.itemAdjustment;
    const record = {
      adjid: 7,
      version: 2,
      adjno: 'ADJ/00007',
      adjdate: '2026-03-01',
      adjaccnt: 61,
      details: [
        { itemno: 'HP', itemunit: 'UNIT', warehouseid: 1, adjtype: 2, quantity: '2', serials: [{ seq: 1, serialno: 'SN-1', quantity: '1', expdate: null }, { seq: 2, serialno: 'SN-2', quantity: '1', expdate: null }] },
        { itemno: 'GULA', itemunit: 'KG', warehouseid: 1, adjtype: 1, quantity: '5', unitprice: '14000' },
      ],
    };
    const values = goodsToValues(def, record);
    expect(values.details![0]!.serials).toHaveLength(2);
    const body = goodsToBody(def, values, record, warehouses) as { details: Record<string, unknown>[] };
    expect(body.details[0]!.serials).toEqual([
      { serialno: 'SN-1', quantity: '1' },
      { serialno: 'SN-2', quantity: '1' },
    ]);
    expect(body.details[1]).not.toHaveProperty('serials');
  });
});
