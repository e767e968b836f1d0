import { describe, expect, it } from 'vitest';
import { taxConfig } from './tax.ts';

describe('tax form values', () => {
  it.each([
    [{ kind: 'withholding', rate: '2', taxobjectcode: '24-104-03' }, { kind: 'withholding', rate: '0.02', taxobjectcode: '24-104-03', trxcode: '' }],
    [{ kind: 'withholding', rate: '2' }, { kind: 'withholding', rate: '0.02', taxobjectcode: null, trxcode: '' }],
    // A withholding tax turned into a VAT: the hidden code is not sent.
    [{ kind: 'vat', rate: '12', taxobjectcode: '24-104-03', trxcode: '04' }, { kind: 'vat', rate: '0.12', taxobjectcode: null, trxcode: '04' }],
    // A VAT turned into a withholding tax: its transaction code is not sent either.
    [{ kind: 'withholding', rate: '2', trxcode: '04' }, { kind: 'withholding', rate: '0.02', taxobjectcode: null, trxcode: '' }],
  ])('%j is sent as %j', (values, body) => {
    expect(taxConfig.toBody!(values)).toEqual(body);
  });

  it('shows the tax object code for a withholding tax only', () => {
    const field = taxConfig.sections[0]!.fields!.find((f) => f.name === 'taxobjectcode');
    expect(field).toMatchObject({ kind: 'taxObjectCode', shownWhen: { field: 'kind', values: ['withholding'] } });
  });

  it('offers the e-Faktur transaction codes 01–10 (and none) for a VAT only', () => {
    const field = taxConfig.sections[0]!.fields!.find((f) => f.name === 'trxcode');
    expect(field).toMatchObject({ kind: 'options', shownWhen: { field: 'kind', values: ['vat'] } });
    expect(field!.options!.map((o) => o.value)).toEqual(['', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });
});
