import { paymentPph23Amount, ZSalesPayment } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../ui/document/record-api.ts';
import { SALES_PAYMENT_DEF as def } from './payment-forms.ts';
import { invoiceLine, paymentFieldOf, paymentToBody, paymentToValues, paymentTotals, pph23AmountOf, withholdingRateFor, type PaymentCalc } from './payment-values.ts';
import { consolidatedLines, ofConsolidated } from './receipt-values.ts';
import { openInvoiceOf, PPH23 } from './payment-test-fixtures.ts';

/** The sales receipt's side of the payment values (issue 13): Tukar Faktur, overpayment kept as credit, credit used, PPh 23 withheld by the customer. */
/** A customer withholds at the tax's own rate, whatever its NPWP (the server's partyRates false). */
const CALC: PaymentCalc = { taxes: [PPH23], party: { ownRate: true } };
const invoice = openInvoiceOf('SI');
const header = { paymentno: '', paymentdate: '2026-02-20', customerid: 4, bankaccount: 12, currencyid: null, description: 'Terima' };

describe('a customer’s PPh 23', () => {
  it('is withheld at the tax’s rate even from a customer without NPWP or NIK (2 %, not the vendor’s 4 %)', () => {
    expect(withholdingRateFor(PPH23, { ownRate: true })).toBe('0.02');
    expect(withholdingRateFor(PPH23, { npwp: '', nik: '', ownRate: true })).toBe('0.02');
    expect(pph23AmountOf({ ...invoiceLine(invoice(1, '1110000')), pay: '1110000', pph23taxid: 7, pph23base: '1000000' }, CALC.taxes, CALC.party)).toBe('20000.00');
  });

  it('of a foreign-currency receipt is to the cent, as the server stores it (core paymentPph23Amount); rupiah to whole units', () => {
    const line = { ...invoiceLine(invoice(1, '1000')), pay: '1000', pph23taxid: 7, pph23base: '123.45' };
    expect(pph23AmountOf(line, CALC.taxes, { ownRate: true, foreign: true })).toBe('2.47');
    expect(pph23AmountOf(line, CALC.taxes, { ownRate: true, foreign: true })).toBe(paymentPph23Amount('123.45', '0.02', true));
    expect(pph23AmountOf(line, CALC.taxes, { ownRate: true })).toBe('2.00');
    expect(pph23AmountOf(line, CALC.taxes, { ownRate: true })).toBe(paymentPph23Amount('123.45', '0.02', false));
  });

  it('goes with its DPP and bukti potong number in the body, which core ZSalesPayment takes', () => {
    const values = { ...header, details: [{ ...invoiceLine(invoice(1, '1110000')), pay: '1110000', pph23taxid: 7, pph23base: '1000000', bupotno: ' BP-7001 ' }], datadisc: [] };
    const body = paymentToBody(def, values, {}, CALC);
    expect(body.details).toEqual([{ arinvoiceid: 1, pay: '1110000', bupotno: 'BP-7001', pph23taxid: 7, pph23base: '1000000' }]);
    expect(body).toMatchObject({ consid: null });
    expect(body).not.toHaveProperty('overpay');
    expect(body).not.toHaveProperty('applyfromcredit');
    expect(ZSalesPayment.safeParse(body).success).toBe(true);
  });
});

describe('a Tukar Faktur received', () => {
  it('fills the grid with its invoices in its order, each still owing paid in full; others and those owing nothing left out', () => {
    const listed = [invoice(1, '100000'), invoice(2, '250000'), invoice(3, '0'), invoice(4, '70000')];
    expect(consolidatedLines(listed, [4, 2, 3, 9]).map((l) => [l.invoiceid, l.owing, l.pay])).toEqual([
      [4, '70000', '70000'],
      [2, '250000', '250000'],
    ]);
    expect(ofConsolidated(listed, [2, 4]).map((i) => i.invoiceid)).toEqual([2, 4]);
    expect(ofConsolidated(listed, null)).toHaveLength(4);
  });

  it('is sent as consid with its lines, and read back with its number', () => {
    const values = { ...header, consid: 30, details: consolidatedLines([invoice(1, '100000'), invoice(2, '250000')], [1, 2]), datadisc: [] };
    const body = paymentToBody(def, values, {}, CALC);
    expect(body).toMatchObject({ consid: 30, details: [{ arinvoiceid: 1, pay: '100000' }, { arinvoiceid: 2, pay: '250000' }] });
    expect(ZSalesPayment.safeParse(body).success).toBe(true);
    const read: Row = { paymentid: 5, version: 1, ...header, paymentno: 'RCV/00001', consid: 30, consno: 'TF/00001', overpay: '0', applyfromcredit: '0', totalamount: '350000', details: [], datadisc: [] };
    expect(paymentToValues(def, read)).toMatchObject({ consid: 30, consno: 'TF/00001', received: null, applyfromcredit: null });
  });
});

describe('an overpayment kept as credit and credit used', () => {
  const lines = [{ ...invoiceLine(invoice(1, '300000')), pay: '300000' }];

  it('what is received beyond the invoices is the overpayment; the bank has all that was received', () => {
    const totals = paymentTotals({ details: lines, received: '350000' }, CALC.taxes, CALC.party);
    expect(totals).toEqual({ pay: '300000', discount: '0', pph23: '0', credit: '0', due: '300000', overpay: '50000', short: '0', cash: '350000' });
    const body = paymentToBody(def, { ...header, details: lines, datadisc: [], received: '350000' }, {}, CALC);
    expect(body).toMatchObject({ overpay: '50000' });
    expect(ZSalesPayment.safeParse(body).success).toBe(true);
  });

  it('counts the PPh 23 and discounts withheld before what is beyond them', () => {
    const withheld = [{ ...invoiceLine(invoice(1, '1110000')), pay: '1110000', pph23taxid: 7, pph23base: '1000000' }];
    const values = { details: withheld, datadisc: [{ glaccount: '4-10200', discount: '10000' }], received: '1100000' };
    expect(paymentTotals(values, CALC.taxes, CALC.party)).toMatchObject({ due: '1080000', overpay: '20000', cash: '1100000' });
  });

  it('an amount received short of the invoices is named, and nothing is kept as credit', () => {
    expect(paymentTotals({ details: lines, received: '250000' }, CALC.taxes, CALC.party)).toMatchObject({ overpay: '0', short: '50000', cash: '300000' });
    expect(paymentTotals({ details: lines, received: '' }, CALC.taxes, CALC.party)).toMatchObject({ overpay: '0', short: '0', cash: '300000' });
  });

  it('credit used comes off what reaches the bank and is sent as applyfromcredit', () => {
    expect(paymentTotals({ details: lines, applyfromcredit: '50000' }, CALC.taxes, CALC.party)).toMatchObject({ credit: '50000', due: '250000', cash: '250000' });
    const body = paymentToBody(def, { ...header, details: lines, datadisc: [], applyfromcredit: '50000' }, {}, CALC);
    expect(body).toMatchObject({ applyfromcredit: '50000' });
    expect(body).not.toHaveProperty('overpay');
    expect(ZSalesPayment.safeParse(body).success).toBe(true);
  });

  it('a receipt read with an overpayment shows what was received; its refusal on overpay lands on that field', () => {
    const read: Row = { paymentid: 5, version: 1, ...header, consid: null, overpay: '50000', applyfromcredit: '0', totalamount: '350000', details: [{ arinvoiceid: 1, pay: '300000', owing: '300000' }], datadisc: [] };
    const values = paymentToValues(def, read);
    expect(values).toMatchObject({ received: '350000', applyfromcredit: null });
    expect(paymentToBody(def, values, read, CALC)).toMatchObject({ paymentid: 5, version: 1, overpay: '50000' });
    expect(paymentFieldOf(values, ['overpay'])).toEqual(['received']);
    expect(paymentFieldOf(values, ['applyfromcredit'])).toEqual(['applyfromcredit']);
  });

  it('a purchase payment’s body has none of the receipt’s fields', async () => {
    const { PURCHASE_PAYMENT_DEF } = await import('./payment-forms.ts');
    const body = paymentToBody(PURCHASE_PAYMENT_DEF, { paymentdate: '2026-02-20', vendorid: 4, bankaccnt: 12, details: [], datadisc: [], received: '5', applyfromcredit: '5' }, {}, CALC);
    expect(body).not.toHaveProperty('consid');
    expect(body).not.toHaveProperty('overpay');
    expect(body).not.toHaveProperty('applyfromcredit');
  });
});
