import { describe, expect, it } from 'vitest';
import { copiedValues } from './copy-values.ts';

describe('copiedValues', () => {
  it('takes the number and date of the new record and drops what the lines were pulled from', () => {
    const saved = { invoiceno: 'INV/00007', invoicedate: '2026-10-01', customerid: 4, details: [{ itemno: 'A', quantity: '2', doid: 9, doseq: 1 }, { itemno: 'B', quantity: '1' }] };
    const fresh = { invoiceno: 'INV/00012', invoicedate: '2026-11-27', customerid: null, details: [] };
    expect(copiedValues(saved, fresh, { invoiceno: '', invoicedate: null }, ['doid', 'doseq'])).toEqual({
      invoiceno: 'INV/00012',
      invoicedate: '2026-11-27',
      customerid: 4,
      details: [{ itemno: 'A', quantity: '2' }, { itemno: 'B', quantity: '1' }],
    });
  });
  it('falls back when the new record has no value of its own (a number the server gives)', () => {
    expect(copiedValues({ jvnumber: 'JV/1', transdate: '2026-01-01', details: [] }, { transdate: '2026-11-27' }, { jvnumber: '', transdate: null })).toEqual({ jvnumber: '', transdate: '2026-11-27', details: [] });
  });
  it('gives a grid the copy leaves empty the new record\'s blank rows; a grid with lines keeps them', () => {
    const fresh = { details: [{ itemno: null }], costs: [{ glaccount: null }], notes: [] };
    expect(copiedValues({ details: [{ itemno: 'A', srcid: 1 }], costs: [], notes: [] }, fresh, {}, ['srcid'], 'details', (line) => !line.srcid)).toEqual({ details: [{ itemno: null }], costs: [{ glaccount: null }], notes: [] });
    expect(copiedValues({ details: [{ itemno: 'A' }], costs: [{ glaccount: '6-1' }] }, fresh, {})).toEqual({ details: [{ itemno: 'A' }], costs: [{ glaccount: '6-1' }] });
  });
  it('leaves a document without lines as it is apart from its own fields', () => {
    expect(copiedValues({ no: 'X', memo: 'm' }, {}, { no: '' })).toEqual({ no: '', memo: 'm' });
  });
});
