import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_FORM, fieldCaption, missingChoices, priceRequest } from './price-options.ts';
import { previewLines, type PricePreview } from './pricing-api.ts';

describe('sales prices request', () => {
  it('turns the choices into the spec’s parameters: method from operation and rounding, multiple only when rounding', () => {
    expect(priceRequest({ ...DEFAULT_PRICE_FORM, categoryid: 7, value: '10' })).toEqual({ penyesuaiantype: 1, nilaiAsal: 1, metode: 1, masukan: '10', pembulatan: '1000', categoryid: 7 });
    expect(priceRequest({ ...DEFAULT_PRICE_FORM, scope: 'items', itemids: [3, 4], target: 0, source: 12, operation: 'subtract', rounding: 'down', multiple: '100', value: '500' })).toEqual({
      penyesuaiantype: 0,
      nilaiAsal: 12,
      metode: 8,
      masukan: '500',
      pembulatan: '100',
      itemids: [3, 4],
    });
    expect(priceRequest({ ...DEFAULT_PRICE_FORM, scope: 'all', operation: 'add', rounding: 'none', value: '250' })).toEqual({ penyesuaiantype: 1, nilaiAsal: 1, metode: 3, masukan: '250', pembulatan: null });
  });

  it('names what is missing before a preview', () => {
    expect(missingChoices(DEFAULT_PRICE_FORM)).toEqual(['category', 'value']);
    expect(missingChoices({ ...DEFAULT_PRICE_FORM, scope: 'items', value: '5' })).toEqual(['items']);
    expect(missingChoices({ ...DEFAULT_PRICE_FORM, scope: 'all', value: '5' })).toEqual([]);
  });

  it('reads a price field as level and unit, other targets by their key', () => {
    expect(fieldCaption('unitprice')).toEqual({ level: 1, unit: 1 });
    expect(fieldCaption('unitprice2_l3')).toEqual({ level: 2, unit: 3 });
    expect(fieldCaption('unitprice_l2')).toEqual({ level: 1, unit: 2 });
    expect(fieldCaption('minsellprice')).toEqual({ key: 'minsellprice' });
    expect(fieldCaption('itemdiscpc')).toEqual({ key: 'itemdiscpc' });
  });

  it('lays the preview out as lines, each refused result with its own message', () => {
    const preview: PricePreview = {
      ok: false,
      rows: [
        { itemid: 1, itemno: 'KOPI', itemdescription: 'Kopi Bubuk', cells: [{ field: 'unitprice', unit: 1, unitname: 'PCS', source: '24000', old: '24000', new: '27000', changed: true }, { field: 'unitprice_l2', unit: 2, unitname: 'DUS', source: '560000', old: '560000', new: null, changed: false, problem: 'NEGATIVE_RESULT' }] },
        { itemid: 2, itemno: 'TEH', cells: [{ field: 'maxsellprice', unit: 1, source: '1', old: '1', new: '0.5', changed: true, problem: 'MIN_OVER_MAX' }] },
      ],
      problems: ['items.0.unitprice_l2: Hasil tidak boleh di bawah nol.', 'items.1.minsellprice: Harga minimum melebihi maksimum.'],
    };
    expect(previewLines(preview).map((l) => [l.key, l.itemno, l.itemdescription, l.cell.unitname, l.span, l.problem])).toEqual([
      ['1-unitprice', 'KOPI', 'Kopi Bubuk', 'PCS', 2, null],
      ['1-unitprice_l2', 'KOPI', 'Kopi Bubuk', 'DUS', 0, 'Hasil tidak boleh di bawah nol.'],
      ['2-maxsellprice', 'TEH', '', undefined, 1, 'Harga minimum melebihi maksimum.'],
    ]);
  });
});
