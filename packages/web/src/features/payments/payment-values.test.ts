import { ZPurchasePayment } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../ui/document/record-api.ts';
import { PURCHASE_PAYMENT_DEF as def } from './payment-forms.ts';
import {
  defaultPph23Base,
  invoiceLine,
  invoicesInCurrency,
  isCredit,
  mergeInvoices,
  owingAfter,
  openInvoices,
  paymentFieldOf,
  paymentToBody,
  paymentToValues,
  paymentTotals,
  paysInFull,
  pph23AmountOf,
  withholdingRateFor,
  type PaymentLineValues,
  type PaymentParty,
  type WithholdingTax,
} from './payment-values.ts';
import { openInvoiceOf, PPH23 } from './payment-test-fixtures.ts';

/** A vendor with an NPWP: the code's own rate. */
const WITH_NPWP: PaymentParty = { npwp: '01.234.567.8-901.000', nik: '' };
const invoice = openInvoiceOf('PI');

describe('getListInvoiceCheque rows', () => {
  it('become the invoices offered, by the def’s invoice field, rows without an invoice left out', () => {
    const rows: Row[] = [
      { apinvoiceid: 3, invoiceno: 'PI/3', invoicedate: '2026-02-02', duedate: null, currencyid: null, totalamount: '1110000', paid: '0', owing: '1110000', pay: '0' },
      { invoiceno: 'no id' },
    ];
    expect(openInvoices(def, rows)).toEqual([{ invoiceid: 3, invoiceno: 'PI/3', invoicedate: '2026-02-02', duedate: null, currencyid: null, totalamount: '1110000', owing: '1110000' }]);
  });

  it('are offered in the payment’s currency only, the base currency by null or its id alike', () => {
    const list = [invoice(1, '10'), invoice(2, '20', { currencyid: 1 }), invoice(3, '30', { currencyid: 2 })];
    expect(invoicesInCurrency(list, null, 1).map((i) => i.invoiceid)).toEqual([1, 2]);
    expect(invoicesInCurrency(list, 1, 1).map((i) => i.invoiceid)).toEqual([1, 2]);
    expect(invoicesInCurrency(list, 2, 1).map((i) => i.invoiceid)).toEqual([3]);
  });

  it('merge into the grid: typed rows kept with their owing refreshed, the others after them, blank rows gone', () => {
    const typed: PaymentLineValues = { ...invoiceLine(invoice(2, '500')), pay: '200', bupotno: 'BP-1' };
    const merged = mergeInvoices([typed, { invoiceid: null, pay: null }], [invoice(1, '100'), invoice(2, '450')]);
    expect(merged.map((l) => [l.invoiceid, l.owing, l.pay, l.bupotno])).toEqual([
      [2, '450', '200', 'BP-1'],
      [1, '100', null, ''],
    ]);
  });
});

describe('a row’s pay and PPh 23', () => {
  const row = (over: Partial<PaymentLineValues>): PaymentLineValues => ({ ...invoiceLine(invoice(1, '1110000')), ...over });

  it.each([
    [row({ pay: '1110000' }), true],
    [row({ pay: '1110000.00' }), true],
    [row({ pay: '1000' }), false],
    [row({ pay: null }), false],
    [row({ owing: '0', pay: '0' }), false],
    // a vendor credit set off in full: the pay is its (negative) owing
    [row({ owing: '-300000', pay: '-300000' }), true],
    [row({ owing: '-300000', pay: '-100000' }), false],
  ])('pays in full: %o → %s', (line, full) => expect(paysInFull(line)).toBe(full));

  it.each<[string, Partial<PaymentLineValues>, string | null]>([
    ['the invoice’s DPP when the whole invoice is paid', { pay: '1110000', invoicetaxbase: '1000000' }, '1000000'],
    ['the pay while the invoice’s DPP is not known', { pay: '1110000' }, '1110000'],
    ['the pay when only part is paid', { pay: '555000', invoicetaxbase: '1000000' }, '555000'],
    ['nothing without a pay', { pay: '' }, null],
  ])('DPP defaults to %s', (_name, over, base) => expect(defaultPph23Base(row(over))).toBe(base));

  it.each<[string, Partial<PaymentLineValues>, string | null]>([
    ['DPP × rate, whole rupiah', { pph23taxid: 7, pph23base: '1000000' }, '20000.00'],
    ['half a rupiah up', { pph23taxid: 7, pph23base: '1025' }, '21.00'],
    ['under half a rupiah down', { pph23taxid: 7, pph23base: '1024' }, '20.00'],
    ['the amount saved with it', { pph23taxid: 7, pph23base: '1000000', pph23amount: '19999' }, '19999'],
    ['none without a tax', { pph23base: '1000000' }, null],
    ['none for an unknown tax', { pph23taxid: 99, pph23base: '1000000' }, null],
    ['none while the DPP is not a number', { pph23taxid: 7, pph23base: '1.000,5x' }, null],
  ])('PPh 23 amount: %s', (_name, over, amount) => expect(pph23AmountOf(row(over), [PPH23], WITH_NPWP)).toBe(amount));

  it.each<[string, PaymentParty | null, WithholdingTax, string]>([
    ['an NPWP: the code’s rate', WITH_NPWP, PPH23, '0.02'],
    ['a resident individual’s NIK: the code’s rate', { npwp: '', nik: '3174011505900001' }, PPH23, '0.02'],
    ['neither NPWP nor NIK: 100 % higher', { npwp: '', nik: '' }, PPH23, '0.04'],
    ['a party not read yet: as the server sees one without numbers', null, PPH23, '0.04'],
    ['a tax without a code: its own rate', { npwp: '', nik: '' }, { ...PPH23, taxobjectcode: null, rate: '0.15' }, '0.15'],
  ])('withholds at the server’s rate for %s', (_name, party, tax, rate) => expect(withholdingRateFor(tax, party)).toBe(rate));

  it('a vendor without NPWP or NIK has 4 % withheld: 40.000 of 1.000.000', () => {
    expect(pph23AmountOf(row({ pph23taxid: 7, pph23base: '1000000' }), [PPH23], { npwp: null, nik: null })).toBe('40000.00');
  });

  it('totals: Σ pay, Σ discounts, Σ PPh 23 and what leaves the bank', () => {
    const values = {
      details: [row({ pay: '1110000', pph23taxid: 7, pph23base: '1000000' }), row({ invoiceid: 2, pay: '200000' }), row({ invoiceid: 3, pay: null })],
      datadisc: [{ glaccount: '5-10200', discount: '10000' }, { glaccount: null, discount: null }],
    };
    expect(paymentTotals(values, [PPH23], WITH_NPWP)).toEqual({ pay: '1310000', discount: '10000', pph23: '20000', credit: '0', due: '1280000', overpay: '0', short: '0', cash: '1280000' });
  });

  it('a vendor credit: marked, set off against an invoice (the bank pays the rest) or refunded (cash comes in), and sent with its negative pay', () => {
    const credit = row({ invoiceid: 5, owing: '-300000', totalamount: '1000000' });
    expect([isCredit(credit), isCredit(row({})), isCredit(row({ owing: '0' })), isCredit(undefined)]).toEqual([true, false, false, false]);
    const setOff = { details: [row({ pay: '1110000' }), { ...credit, pay: '-300000' }], datadisc: [] };
    expect(paymentTotals(setOff, [PPH23], WITH_NPWP)).toMatchObject({ pay: '810000', discount: '0', pph23: '0', cash: '810000' });
    const refund = { details: [row({ pay: null }), { ...credit, pay: '-300000' }], datadisc: [] };
    expect(paymentTotals(refund, [PPH23], WITH_NPWP).cash).toBe('-300000');
    const body = paymentToBody(def, { vendorid: 4, bankaccnt: 12, paymentdate: '2026-03-10', ...setOff }, {});
    expect((body.details as Row[]).map((l) => [l.apinvoiceid, l.pay])).toEqual([
      [1, '1110000'],
      [5, '-300000'],
    ]);
    expect(ZPurchasePayment.safeParse(body).success).toBe(true);
  });
});

describe('read and body', () => {
  const read: Row = {
    chequeid: 9,
    version: 2,
    chequeno: 'PAY/00001',
    paymentdate: '2026-02-20',
    vendorid: 4,
    vendorname: 'PT Pemasok Kopi',
    bankaccnt: 12,
    currencyid: null,
    description: 'Bayar pemasok',
    datadisc: [{ seq: 1, glaccount: '5-10200', accountname: 'Diskon Pembelian', discount: '10000', deptid: null, projectid: null, description: 'Diskon tunai' }],
    details: [
      { seq: 1, apinvoiceid: 3, invoiceno: 'PI/3', invoicedate: '2026-02-02', duedate: null, totalamount: '1110000', owing: '1110000', pay: '1110000', pph23taxid: 7, pph23base: '1000000', pph23amount: '20000', pph23rate: '0.02', bupotno: 'BP-0001' },
      { seq: 2, apinvoiceid: 5, invoiceno: 'PI/5', invoicedate: '2026-02-02', duedate: null, totalamount: '500000', owing: '500000', pay: '200000', pph23taxid: null, bupotno: '' },
    ],
  };

  it('a read goes back as the body it was saved from, and the schema takes it', () => {
    const body = paymentToBody(def, paymentToValues(def, read), read);
    expect(body).toEqual({
      chequeid: 9,
      version: 2,
      chequeno: 'PAY/00001',
      paymentdate: '2026-02-20',
      vendorid: 4,
      bankaccnt: 12,
      currencyid: null,
      description: 'Bayar pemasok',
      datadisc: [{ glaccount: '5-10200', discount: '10000', description: 'Diskon tunai' }],
      details: [
        { apinvoiceid: 3, pay: '1110000', bupotno: 'BP-0001', pph23taxid: 7, pph23base: '1000000', pph23amount: '20000' },
        { apinvoiceid: 5, pay: '200000', bupotno: '' },
      ],
    });
    expect(ZPurchasePayment.safeParse(body).success).toBe(true);
  });

  it('sends only the rows with a pay and the filled discounts; an empty number is left to the numbering; a rate only when foreign', () => {
    const values = {
      chequeno: ' ',
      paymentdate: '2026-02-20',
      vendorid: 4,
      bankaccnt: 12,
      currencyid: null,
      rate: '16000',
      description: '',
      details: [{ ...invoiceLine(invoice(1, '100')) }, { ...invoiceLine(invoice(2, '50')), pay: '50', pph23taxid: 7, pph23base: '50' }, { invoiceid: null, pay: '5' }],
      datadisc: [{ glaccount: null, discount: null, description: '' }],
    };
    const body = paymentToBody(def, values, {});
    expect(body).toEqual({ paymentdate: '2026-02-20', vendorid: 4, bankaccnt: 12, currencyid: null, description: '', datadisc: [], details: [{ apinvoiceid: 2, pay: '50', bupotno: '', pph23taxid: 7, pph23base: '50' }] });
    expect(paymentToBody(def, { ...values, currencyid: 2 }, {})).toMatchObject({ currencyid: 2, rate: '16000' });
  });

  it('an error the body names lands on the grid row it came from, on a cell that has an input', () => {
    const values = {
      details: [{ ...invoiceLine(invoice(1, '100')) }, { ...invoiceLine(invoice(2, '50')), pay: '60' }, { ...invoiceLine(invoice(3, '70')), pay: '70' }],
      datadisc: [{ glaccount: null, discount: null }, { glaccount: '5-10200', discount: '1' }],
    };
    expect(paymentFieldOf(values, ['details', 0, 'pay'])).toEqual(['details', 1, 'pay']);
    expect(paymentFieldOf(values, ['details', 1, 'apinvoiceid'])).toEqual(['details', 2, 'pay']);
    expect(paymentFieldOf(values, ['details', 1, 'pph23amount'])).toEqual(['details', 2, 'pph23base']);
    expect(paymentFieldOf(values, ['datadisc', 0, 'glaccount'])).toEqual(['datadisc', 1, 'glaccount']);
    expect(paymentFieldOf(values, ['datadisc'])).toEqual(['datadisc']);
    expect(paymentFieldOf(values, ['vendorid'])).toEqual(['vendorid']);
  });
});

describe('what an invoice owes after the payment (Sisa)', () => {
  it('is the owing answered (apart from this payment) less the pay, typed or saved; nothing typed takes nothing off', () => {
    expect(owingAfter({ owing: '1110000', pay: '1110000' })).toBe('0');
    expect(owingAfter({ owing: '1110000', pay: '110000' })).toBe('1000000');
    expect(owingAfter({ owing: '1110000', pay: null })).toBe('1110000');
    expect(owingAfter({ owing: '1110000', pay: ' ' })).toBe('1110000');
    expect(owingAfter({ owing: '1110000', pay: '12a' })).toBe('1110000');
    // A vendor credit set off in full: nothing left either way.
    expect(owingAfter({ owing: '-300000', pay: '-300000' })).toBe('0');
    expect(owingAfter({ owing: null, pay: '5' })).toBeNull();
  });
});
