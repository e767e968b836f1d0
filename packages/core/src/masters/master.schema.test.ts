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

  const item = { itemno: 'BRG-1', itemdescription: 'Semen', unit1: 'SAK' };
  it.each([
    [{ minsellprice: '100', maxsellprice: '0' }, []],
    [{ minsellprice: '100', maxsellprice: '99.999999' }, ['minsellprice: V_MIN_MAX']],
    // Above 2^53 both numbers read as 9007199254740992 in JavaScript; as decimals the minimum is the larger.
    [{ minsellprice: '9007199254740993', maxsellprice: '9007199254740992' }, ['minsellprice: V_MIN_MAX']],
    [{ minpurcprice: '999999999999999999.999999', maxpurcprice: '999999999999999999.999998' }, ['minpurcprice: V_MIN_MAX']],
    [{ unit2: 'PALET', ratio2: '0.0000000001' }, []],
    [{ unit2: 'PALET', ratio2: '0' }, ['ratio2: V_UNIT_RATIO']],
  ])('item limits %o', (fields, expected) => {
    expect(messages(ZItemForm.safeParse({ ...item, ...fields }))).toEqual(expected);
  });
});
