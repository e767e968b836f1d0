import { describe, expect, it } from 'vitest';
import { taxConfig } from './tax.ts';

describe('tax form values', () => {
  it.each([
    [{ kind: 'withholding', rate: '2', taxobjectcode: '24-104-03' }, { kind: 'withholding', rate: '0.02', taxobjectcode: '24-104-03' }],
    [{ kind: 'withholding', rate: '2' }, { kind: 'withholding', rate: '0.02', taxobjectcode: null }],
    // A withholding tax turned into a VAT: the hidden code is not sent.
    [{ kind: 'vat', rate: '12', taxobjectcode: '24-104-03' }, { kind: 'vat', rate: '0.12', taxobjectcode: null }],
  ])('%j is sent as %j', (values, body) => {
    expect(taxConfig.toBody!(values)).toEqual(body);
  });

  it('shows the tax object code for a withholding tax only', () => {
    const field = taxConfig.sections[0]!.fields!.find((f) => f.name === 'taxobjectcode');
    expect(field).toMatchObject({ kind: 'taxObjectCode', shownWhen: { field: 'kind', values: ['withholding'] } });
  });
});
