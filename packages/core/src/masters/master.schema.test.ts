import { describe, expect, it } from 'vitest';
import { ZItemForm, ZProjectForm, ZTaxForm, ZTermPaymentForm } from './master.schema.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('decimal limits of the master forms, compared as decimals', () => {
  it.each([
    ['0', []],
    ['100', []],
    ['100.0000000001', ['percentcompleted: V_PERCENT']],
    ['-0.0000000001', ['percentcompleted: V_PERCENT']],
  ])('project percent %s', (percentcompleted, expected) => {
    expect(messages(ZProjectForm.safeParse({ projectno: 'P1', projectname: 'Gedung', percentcompleted }))).toEqual(expected);
  });

  it.each([
    ['99.9999999999', []],
    ['100.0000000001', ['discpc: V_PERCENT']],
  ])('payment term discount %s', (discpc, expected) => {
    expect(messages(ZTermPaymentForm.safeParse({ termname: 'N30', discpc }))).toEqual(expected);
  });

  it.each([
    ['0', []],
    ['0.9999999999', []],
    ['1', ['rate: V_TAX_RATE']],
    ['-0.01', ['rate: V_TAX_RATE']],
  ])('tax rate %s', (rate, expected) => {
    expect(messages(ZTaxForm.safeParse({ taxcode: 'PPN', taxname: 'PPN', rate }))).toEqual(expected);
  });

  it.each([
    ['11/12', []],
    ['1', []],
    [' 11 / 12 ', []],
    ['0.9166', []],
    ['12/11', ['dppfactor: V_TAX_DPP_FACTOR']],
    ['0', ['dppfactor: V_TAX_DPP_FACTOR']],
    ['11/0', ['dppfactor: V_TAX_DPP_FACTOR']],
    ['-1', ['dppfactor: V_TAX_DPP_FACTOR']],
    ['sebelas', ['dppfactor: V_TAX_DPP_FACTOR']],
  ])('tax DPP factor %s', (dppfactor, expected) => {
    expect(messages(ZTaxForm.safeParse({ taxcode: 'PPN', taxname: 'PPN', rate: '0.12', dppfactor }))).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, string[], unknown]>([
    ['a PPh 23 service code', { kind: 'withholding', taxobjectcode: '24-104-01' }, [], '24-104-01'],
    ['a code with spaces around it', { kind: 'withholding', taxobjectcode: ' 24-104-03 ' }, [], '24-104-03'],
    ['a final PPh 4(2) code', { kind: 'withholding', taxobjectcode: '28-403-02' }, [], '28-403-02'],
    ['no code', { kind: 'withholding' }, [], null],
    ['an empty code is none', { kind: 'withholding', taxobjectcode: '' }, [], null],
    ['null', { kind: 'vat', taxobjectcode: null }, [], null],
    ['a code not in the list', { kind: 'withholding', taxobjectcode: '24-104-99' }, ['taxobjectcode: V_TAX_OBJECT_CODE'], undefined],
    ['the tax code instead of the object code', { kind: 'withholding', taxobjectcode: 'PPH23' }, ['taxobjectcode: V_TAX_OBJECT_CODE'], undefined],
    ['a code on a VAT', { kind: 'vat', taxobjectcode: '24-104-01' }, ['taxobjectcode: V_TAX_OBJECT_CODE_KIND'], undefined],
    ['a code on a tax of the default kind (VAT)', { taxobjectcode: '24-104-01' }, ['taxobjectcode: V_TAX_OBJECT_CODE_KIND'], undefined],
  ])('tax object code: %s', (_name, fields, expected, stored) => {
    const result = ZTaxForm.safeParse({ taxcode: 'PPH23', taxname: 'PPh 23', rate: '0.02', ...fields });
    expect(messages(result)).toEqual(expected);
    if (result.success) expect(result.data.taxobjectcode).toBe(stored);
  });

  const item = { itemno: 'BRG-1', itemdescription: 'Semen', unit1: 'SAK' };
  it.each([
    [{ minsellprice: '100', maxsellprice: '0' }, []],
    [{ minsellprice: '100', maxsellprice: '99.999999' }, ['minsellprice: V_MIN_MAX']],
    // Above 2^53 both numbers read as 9007199254740992 in JavaScript; as decimals the minimum is the larger.
    [{ minsellprice: '9007199254740993', maxsellprice: '9007199254740992' }, ['minsellprice: V_MIN_MAX']],
    [{ minpurcprice: '999999999999999999.999999', maxpurcprice: '999999999999999999.999998' }, ['minpurcprice: V_MIN_MAX']],
    [{ unit2: 'PALET', ratio2: '0.0000000001' }, []],
    [{ unit2: 'PALET', ratio2: '0' }, ['ratio2: V_UNIT_RATIO']],
    [{ itemtype: 2, taxobjectcode: '24-104-36' }, []],
    [{ itemtype: 1, taxobjectcode: '24-100-02' }, []],
    [{ itemtype: 0, taxobjectcode: '' }, []],
    [{ itemtype: 0, taxobjectcode: '24-104-36' }, ['taxobjectcode: V_TAX_OBJECT_CODE_ITEM']],
    [{ itemtype: 2, taxobjectcode: '24-104-70' }, ['taxobjectcode: V_TAX_OBJECT_CODE']],
  ])('item limits %o', (fields, expected) => {
    expect(messages(ZItemForm.safeParse({ ...item, ...fields }))).toEqual(expected);
  });
});
