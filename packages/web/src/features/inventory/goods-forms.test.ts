import { describe, expect, it } from 'vitest';
import { GOODS_FORM_DEFS, shownColumns } from './goods-forms.ts';

const { itemAdjustment, itemTransfer } = GOODS_FORM_DEFS;
const all = { multiWarehouse: true, multiUnit: true };

describe('goods line columns shown', () => {
  it.each([
    { what: 'an adjustment of changes', def: itemAdjustment, state: all, shown: ['itemno', 'itemunit', 'warehouseid', 'currentqty', 'adjtype', 'quantity', 'unitprice', 'amount', 'deptid', 'projectid', 'itemovdesc'] },
    { what: 'a counted adjustment (no value while typing)', def: itemAdjustment, state: { ...all, counted: true }, shown: ['itemno', 'itemunit', 'warehouseid', 'currentqty', 'adjtype', 'quantity', 'unitprice', 'deptid', 'projectid', 'itemovdesc'] },
    { what: 'serial numbers after the quantity', def: itemAdjustment, state: { ...all, usesSerials: true }, shown: ['itemno', 'itemunit', 'warehouseid', 'currentqty', 'adjtype', 'quantity', 'serials', 'unitprice', 'amount', 'deptid', 'projectid', 'itemovdesc'] },
    { what: 'a transfer with serial numbers, one unit', def: itemTransfer, state: { multiWarehouse: true, multiUnit: false, usesSerials: true }, shown: ['itemno', 'quantity', 'serials', 'itemovdesc'] },
  ])('$what', ({ def, state, shown }) => {
    expect(shownColumns(def, state)).toEqual(shown);
  });
});
