import { describe, expect, it } from 'vitest';
import { PURCHASE_PAYMENT_DEF, SALES_PAYMENT_DEF } from '../payments/payment-forms.ts';
import { consolidatedCopy, paymentCopy } from './document-copy.ts';

describe('payment and Tukar Faktur copies', () => {
  it('a purchase payment keeps vendor, bank account, currency, notes and discount lines, not the invoices it paid', () => {
    const saved = {
      chequeno: 'PMT/00004',
      paymentdate: '2026-10-01',
      vendorid: 5,
      bankaccnt: 21,
      currencyid: null,
      rate: '1',
      description: 'Bayar sewa',
      details: [{ invoiceid: 8, invoiceno: 'PI/8', pay: '1000', pph23taxid: 3, pph23base: '1000', bupotno: 'BP-1' }],
      datadisc: [{ glaccount: '7-10100', discount: '10', description: 'Biaya bank' }],
    };
    expect(paymentCopy(PURCHASE_PAYMENT_DEF)(saved, { paymentdate: '2026-11-27', details: [], datadisc: [{ glaccount: null }] })).toEqual({
      chequeno: '',
      paymentdate: '2026-11-27',
      vendorid: 5,
      bankaccnt: 21,
      currencyid: null,
      rate: '1',
      description: 'Bayar sewa',
      details: [],
      datadisc: [{ glaccount: '7-10100', discount: '10', description: 'Biaya bank' }],
    });
  });
  it('a sales receipt also leaves its Tukar Faktur, the amount received and the credit used', () => {
    const saved = { paymentno: 'RCV/1', paymentdate: '2026-10-01', customerid: 4, bankaccount: 9, consid: 2, consno: 'TF/2', received: '5000', applyfromcredit: '100', details: [{ invoiceid: 1, pay: '5100' }], datadisc: [] };
    expect(paymentCopy(SALES_PAYMENT_DEF)(saved, { paymentdate: '2026-11-27', details: [] })).toEqual({
      paymentno: '',
      paymentdate: '2026-11-27',
      customerid: 4,
      bankaccount: 9,
      consid: null,
      consno: null,
      overpay: null,
      received: null,
      applyfromcredit: null,
      details: [],
      datadisc: [],
    });
  });
  it('a payment without discount lines ends with the new payment\'s blank discount row, as does one started from a template', () => {
    const blank = { glaccount: null, discount: null, description: '' };
    const saved = { chequeno: 'PMT/5', paymentdate: '2026-10-01', vendorid: 5, bankaccnt: 21, description: '', details: [{ invoiceid: 8, pay: '1000' }], datadisc: [] };
    const copy = paymentCopy(PURCHASE_PAYMENT_DEF)(saved, { paymentdate: '2026-11-27', details: [], datadisc: [blank] });
    expect(copy.datadisc).toEqual([blank]);
    expect(copy.details).toEqual([]);
  });
  it('a Tukar Faktur keeps the customer and notes; its invoices and due date are the new one\'s', () => {
    const saved = { consno: 'TF/3', consdate: '2026-10-01', duedate: '2026-10-31', customerid: 4, description: 'Tagihan Oktober', details: [{ arinvoiceid: 7 }] };
    const blank = { arinvoiceid: null, invoiceno: '' };
    expect(consolidatedCopy(saved, { consdate: '2026-11-27', duedate: null, details: [blank] })).toEqual({ consno: '', consdate: '2026-11-27', duedate: null, customerid: 4, description: 'Tagihan Oktober', details: [blank] });
  });
});
