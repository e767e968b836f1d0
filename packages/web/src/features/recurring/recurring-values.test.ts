import { describe, expect, it } from 'vitest';
import { templateOf } from './recurring-forms.ts';
import { estimatedOccurrences, recurringToBody, recurringToValues, scheduleStatus, shownOccurrences, templateAmount } from './recurring-values.ts';

describe('recurringToValues / recurringToBody', () => {
  it('a new schedule is monthly, twice, numbered by numbering', () => {
    const values = recurringToValues({});
    expect(values).toMatchObject({ perioda: 'Bulanan', recurringtotal: 2, isassigninvno: false, startinvno: '', recurringdata: null });
    expect(recurringToBody({ ...values, transtype: 'journal-voucher', recurringdate: '2026-01-31', recurringdata: { description: 'Sewa' } }, {})).toEqual({
      description: '',
      transtype: 'journal-voucher',
      perioda: 'Bulanan',
      recurringtotal: 2,
      recurringdate: '2026-01-31',
      isassigninvno: false,
      startinvno: '',
      recurringdata: { description: 'Sewa' },
    });
  });
  it('an update sends id and version; the start number only while numbers are assigned; the picked source stays on screen', () => {
    const record = { id: 5, version: 3, recurringno: 'RC-00005', transtype: 'sales-invoice', perioda: 'Triwulanan', recurringtotal: 4, recurringdate: '2026-03-31', isassigninvno: true, startinvno: 'INV-0099', recurringdata: { customerid: 7 }, status: 0 };
    const values = recurringToValues(record);
    expect(values).toMatchObject({ perioda: 'Triwulanan', recurringtotal: 4, startinvno: 'INV-0099', recurringdata: { customerid: 7 } });
    const body = recurringToBody({ ...values, sourceid: 9, sourceno: 'X', sourceamount: '1' }, record);
    expect(body).toMatchObject({ id: 5, version: 3, recurringno: 'RC-00005', isassigninvno: true, startinvno: 'INV-0099' });
    expect(body).not.toHaveProperty('sourceid');
    expect(recurringToBody({ ...values, isassigninvno: false }, record).startinvno).toBe('');
  });
});

describe('occurrences', () => {
  it('estimates dates from the start by the period, month ends clamped, and numbers from the start number', () => {
    const rows = estimatedOccurrences({ recurringdate: '2026-01-31', perioda: 'Bulanan', recurringtotal: 3, isassigninvno: true, startinvno: 'INV-0099', sourceamount: '1100000' });
    expect(rows.map((row) => [row.estimateddate, row.estinvoiceno, row.estimatedamount, row.status])).toEqual([
      ['2026-01-31', 'INV-0099', '1100000', 0],
      ['2026-02-28', 'INV-0100', '1100000', 0],
      ['2026-03-31', 'INV-0101', '1100000', 0],
    ]);
  });
  it('estimates nothing without a start date or with a total out of range', () => {
    expect(estimatedOccurrences({ recurringtotal: 2 })).toEqual([]);
    expect(estimatedOccurrences({ recurringdate: '2026-01-01', recurringtotal: 0 })).toEqual([]);
    expect(estimatedOccurrences({ recurringdate: '2026-01-01', recurringtotal: 121 })).toEqual([]);
  });
  const saved = {
    id: 1,
    recurringdate: '2026-01-15',
    perioda: 'Bulanan',
    recurringtotal: 2,
    isassigninvno: false,
    startinvno: '',
    details: [
      { seq: 1, estimateddate: '2026-01-15', estimatedamount: '500', estinvoiceno: '', invoiceid: 55, invoiceno: 'JV-0001', status: 1, error: null },
      { seq: 2, estimateddate: '2026-02-15', estimatedamount: '500', estinvoiceno: '', invoiceid: null, invoiceno: null, status: 2, error: 'Periode ditutup' },
    ],
  };
  it("shows the server's occurrences while their fields are as saved", () => {
    const shown = shownOccurrences(recurringToValues(saved), saved);
    expect(shown.estimate).toBe(false);
    expect(shown.rows.map((row) => [row.invoiceno, row.status, row.error])).toEqual([
      ['JV-0001', 1, null],
      [null, 2, 'Periode ditutup'],
    ]);
  });
  it('re-estimates after a change, keeping the created occurrences as they are', () => {
    const shown = shownOccurrences({ ...recurringToValues(saved), recurringtotal: 3 }, saved);
    expect(shown.estimate).toBe(true);
    expect(shown.rows.map((row) => [row.estimateddate, row.invoiceno, row.status])).toEqual([
      ['2026-01-15', 'JV-0001', 1],
      ['2026-02-15', null, 0],
      ['2026-03-15', null, 0],
    ]);
  });
  it('names the statuses', () => {
    expect([0, 1, 2, undefined].map(scheduleStatus)).toEqual(['active', 'finished', 'stopped', 'active']);
  });
});

describe('templateOf', () => {
  it("a journal voucher's template is its body without id, number or date, lines signed", () => {
    const record = {
      jvid: 9,
      version: 2,
      jvnumber: 'JV/0009',
      transdate: '2026-09-30',
      description: 'Sewa kantor',
      currencyid: null,
      rate: '1',
      details: [
        { seq: 1, glaccount: '6-1000', glamount: '1500000', description: 'Sewa', subsidiary: null, deptid: 2, projectid: null },
        { seq: 2, glaccount: '1-1100', glamount: '-1500000', description: '', subsidiary: null, deptid: null, projectid: null },
      ],
    };
    const template = templateOf('journal-voucher', record);
    expect(template).toEqual({
      description: 'Sewa kantor',
      currencyid: null,
      rate: '1',
      personid: null,
      payee: '',
      details: [
        { glaccount: '6-1000', glamount: '1500000', description: 'Sewa', subsidiary: null, deptid: 2, projectid: null },
        { glaccount: '1-1100', glamount: '-1500000', description: '', subsidiary: null, deptid: null, projectid: null },
      ],
    });
    expect(templateAmount('journal-voucher', template, undefined)).toBe('1500000');
  });
  it("an other payment keeps its cash account; its amount is the lines'", () => {
    const record = { jvid: 3, jvnumber: 'PMT/1', transdate: '2026-09-30', glaccount: '1-1100', payee: 'PLN', details: [{ glaccount: '6-2000', glamount: '300000' }, { glaccount: '6-2100', glamount: '200000' }] };
    const template = templateOf('other-payment', record);
    expect(template).toMatchObject({ glaccount: '1-1100', payee: 'PLN' });
    expect(templateAmount('other-payment', template, undefined)).toBe('500000');
  });
  it('a sales invoice is copied as its own "Salin" would: no number, date, due date, tax invoice number, down payments or pulled lines', () => {
    const record = {
      arinvoiceid: 12,
      version: 1,
      invoiceno: 'SI.2026.09.00012',
      invoicedate: '2026-09-30',
      duedate: '2026-10-30',
      customerid: 7,
      termid: 2,
      taxinvoiceno: '04002500000000123',
      currencyid: null,
      inclusivetax: false,
      discpc: '0',
      cashdiscount: '0',
      isdp: false,
      downpayments: [{ arinvoiceid: 3, amount: '1000' }],
      posted: true,
      totalamount: '1110000',
      details: [{ seq: 1, itemno: 'JASA', quantity: '1', unitprice: '1000000', itemdiscpc: '', taxcodes: 'PPN', srcform: 'delivery-order', srcid: 4, srcseq: 1, srcno: 'DO/4', deptid: null, projectid: null }],
    };
    const template = templateOf('sales-invoice', record);
    expect(template).not.toHaveProperty('invoiceno');
    expect(template).not.toHaveProperty('invoicedate');
    expect(template).not.toHaveProperty('arinvoiceid');
    expect(template).toMatchObject({ customerid: 7, termid: 2, duedate: null, taxinvoiceno: '', downpayments: [], posted: true });
    expect(template.details).toEqual([{ itemno: 'JASA', quantity: '1', unitprice: '1000000', itemdiscpc: '', taxcodes: 'PPN', itemovdesc: '', deptid: null, projectid: null }]);
    expect(templateAmount('sales-invoice', template, record.totalamount)).toBe('1110000');
  });
});
