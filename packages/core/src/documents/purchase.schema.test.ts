import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatIssues } from '../validation.ts';
import { PURCHASE_DOCUMENTS } from './purchase.docs.ts';
import { ZPurchaseInvoice } from './purchase-invoice.schema.ts';
import { ZPurchasePayment } from './purchase-payment.schema.ts';
import { ZGoodsReceipt, ZPurchaseOrder, ZPurchaseReturn, ZRequisition } from './purchase.schema.ts';

const issues = (schema: z.ZodType, body: unknown): string[] => {
  const r = schema.safeParse(body);
  return r.success ? [] : formatIssues(r.error.issues, 'en');
};
const item = { itemno: 'A-100', quantity: '2', unitprice: '150000' };

describe('purchasing schemas accept what API.md §7 describes', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['requisition', ZRequisition, { reqdate: '2026-03-01', details: [{ itemno: 'A-100', quantity: '5' }] }],
    [
      'purchase order pulled from a requisition',
      ZPurchaseOrder,
      { podate: '2026-03-02', expected: '2026-03-10', vendorid: 7, discpc: '5', freight: '50000', freightaccnt: 90, dp: '1000000', details: [{ ...item, itemdiscpc: '10+5', taxcodes: 'PPN', reqid: 3, reqseq: 1 }] },
    ],
    ['goods receipt pulled from an order', ZGoodsReceipt, { receivedate: '2026-03-05', vendorid: 7, details: [{ ...item, poid: 4, poseq: 1, warehouseid: 2 }] }],
    [
      'purchase invoice from a receipt with costs and a down payment applied',
      ZPurchaseInvoice,
      {
        invoicedate: '2026-03-06',
        vendorid: 7,
        termid: 1,
        inclusivetax: true,
        cashdiscount: '1000',
        downpayments: [{ apinvoiceid: 11, amount: '1110000' }],
        costs: [{ glaccount: '6-10200', amount: '25000', description: 'Bongkar muat' }],
        details: [{ ...item, taxcodes: 'PPN;PPH23', receiveid: 5, receiveseq: 1 }],
      },
    ],
    ['down-payment invoice', ZPurchaseInvoice, { invoicedate: '2026-03-01', vendorid: 7, isdp: true, details: [{ itemovdesc: 'Uang muka PO/00004', unitprice: '1000000', taxcodes: 'PPN', poid: 4 }] }],
    [
      'payment with a discount line and PPh 23',
      ZPurchasePayment,
      {
        paymentdate: '2026-03-20',
        vendorid: 7,
        bankaccnt: 12,
        datadisc: [{ glaccount: '5-10200', discount: '10000' }],
        details: [{ apinvoiceid: 9, pay: '1110000', pph23taxid: 3, pph23base: '1000000', bupotno: '2603ABC' }],
      },
    ],
    ['return from an invoice', ZPurchaseReturn, { returndate: '2026-03-21', vendorid: 7, apinvoiceid: 9, details: [{ ...item, quantity: '1', invseq: 1 }] }],
    ['return without invoice, nothing owed back', ZPurchaseReturn, { returndate: '2026-03-21', vendorid: 7, withoutpi: true, isnihil: true, details: [{ ...item, receiveid: 5, receiveseq: 1 }] }],
    [
      'a read sent back (read-only fields ignored)',
      ZPurchaseOrder,
      { id: 4, poid: 4, pono: 'PO/00004', version: 2, status: 'partial', subtotal: '300000.00', tax1: '33000', podate: '2026-03-02', vendorid: 7, vendorname: 'PT Sumber', details: [{ ...item, seq: 1, amount: '300000.00', taxableamount1: '300000', remaining: '1' }] },
    ],
  ])('%s', (_name, schema, body) => {
    expect(issues(schema, body)).toEqual([]);
  });
});

describe('purchasing schemas refuse bad input with the field named', () => {
  it.each<[string, z.ZodType, unknown, string[]]>([
    ['a quantity of zero', ZPurchaseOrder, { podate: '2026-03-02', vendorid: 7, details: [{ ...item, quantity: '0' }] }, ['details.0.quantity: Quantity must be more than 0.']],
    ['a malformed cascade discount', ZPurchaseOrder, { podate: '2026-03-02', vendorid: 7, details: [{ ...item, itemdiscpc: '10+' }] }, ['details.0.itemdiscpc: must be a percent or a cascade such as 10+5, each from 0 to 100.']],
    ['three tax codes', ZPurchaseOrder, { podate: '2026-03-02', vendorid: 7, details: [{ ...item, taxcodes: 'PPN;PPH23;X' }] }, ['details.0.taxcodes: at most two tax codes, separated by ";".']],
    ['no vendor', ZGoodsReceipt, { receivedate: '2026-03-05', details: [item] }, ['vendorid: is required.']],
    ['a source id without its seq', ZGoodsReceipt, { receivedate: '2026-03-05', vendorid: 7, details: [{ ...item, poid: 4 }] }, ['details.0.poseq: is required.']],
    ['both discounts', ZPurchaseOrder, { podate: '2026-03-02', vendorid: 7, discpc: '5', cashdiscount: '100', details: [item] }, ['cashdiscount: Fill in either the discount percent or the discount amount, not both.']],
    ['a discount percent over 100', ZPurchaseOrder, { podate: '2026-03-02', vendorid: 7, discpc: '101', details: [item] }, ['discpc: must be between 0 and 100.']],
    ['an unknown field', ZRequisition, { reqdate: '2026-03-01', vendorid: 7, details: [item] }, ['vendorid: is not an allowed field.']],
    ['a goods line without its item on an invoice', ZPurchaseInvoice, { invoicedate: '2026-03-06', vendorid: 7, details: [{ quantity: '1', unitprice: '5' }] }, ['details.0.itemno: is required.']],
    [
      'a down-payment invoice with an item, costs and down payments',
      ZPurchaseInvoice,
      { invoicedate: '2026-03-06', vendorid: 7, isdp: true, downpayments: [{ apinvoiceid: 1, amount: '1' }], costs: [{ glaccount: '6', amount: '1' }], details: [{ itemno: 'A', unitprice: '5' }] },
      ['details.0.itemno: is not an allowed field.', 'details.0.itemovdesc: is required.', 'downpayments: is not an allowed field.', 'costs: is not an allowed field.'],
    ],
    ['a down payment of zero', ZPurchaseInvoice, { invoicedate: '2026-03-06', vendorid: 7, downpayments: [{ apinvoiceid: 1, amount: '0' }], details: [item] }, ['downpayments.0.amount: must be more than 0.']],
    [
      'discounts as large as the payment',
      ZPurchasePayment,
      { paymentdate: '2026-03-20', vendorid: 7, bankaccnt: 12, datadisc: [{ glaccount: '5-10200', discount: '1000' }], details: [{ apinvoiceid: 9, pay: '1000' }] },
      ['datadisc: Total discount amount must be less than payable!'],
    ],
    ['PPh 23 without its base', ZPurchasePayment, { paymentdate: '2026-03-20', vendorid: 7, bankaccnt: 12, details: [{ apinvoiceid: 9, pay: '1000', pph23taxid: 3 }] }, ['details.0.pph23base: is required.']],
    ['a PPh 23 amount without its tax', ZPurchasePayment, { paymentdate: '2026-03-20', vendorid: 7, bankaccnt: 12, details: [{ apinvoiceid: 9, pay: '1000', pph23amount: '20' }] }, ['details.0.pph23taxid: is required.']],
    [
      'one invoice twice in a payment',
      ZPurchasePayment,
      { paymentdate: '2026-03-20', vendorid: 7, bankaccnt: 12, details: [{ apinvoiceid: 9, pay: '1' }, { apinvoiceid: 9, pay: '2' }] },
      ['details.1.apinvoiceid: is not a valid value.'],
    ],
    ['a return line without its invoice line', ZPurchaseReturn, { returndate: '2026-03-21', vendorid: 7, details: [item] }, ['details.0.invseq: is required.', 'details.0.apinvoiceid: is required.']],
    [
      'a return without invoice naming an invoice',
      ZPurchaseReturn,
      { returndate: '2026-03-21', vendorid: 7, withoutpi: true, apinvoiceid: 9, details: [{ ...item, apinvoiceid: 9, invseq: 1 }] },
      ['details.0.receiveid: is required.', 'details.0.apinvoiceid: is not an allowed field.', 'apinvoiceid: is not an allowed field.'],
    ],
  ])('%s', (_name, schema, body, expected) => {
    expect(issues(schema, body)).toEqual(expected);
  });
});

describe('purchasing declarations', () => {
  it('name the forms, numbering types, fields, party and sources of API.md §7.1', () => {
    expect(PURCHASE_DOCUMENTS.map((d) => [d.form, d.transtype, d.fields.id, d.fields.number, d.fields.date, d.party ?? null, d.sources.join(',')])).toEqual([
      ['requisition', 'AP REQ', 'reqid', 'reqno', 'reqdate', null, ''],
      ['purchase-order', 'AP ORD', 'poid', 'pono', 'podate', 'vendorid', 'requisition'],
      ['goods-receipt', 'AP RCV', 'receiveid', 'receiveno', 'receivedate', 'vendorid', 'purchase-order'],
      ['purchase-invoice', 'AP INV', 'apinvoiceid', 'invoiceno', 'invoicedate', 'vendorid', 'purchase-order,goods-receipt'],
      ['purchase-payment', 'AP CHQ', 'chequeid', 'chequeno', 'paymentdate', 'vendorid', 'purchase-invoice'],
      ['purchase-return', 'AP RTR', 'apreturnid', 'returnno', 'returndate', 'vendorid', 'purchase-invoice,goods-receipt'],
    ]);
    for (const d of PURCHASE_DOCUMENTS) for (const s of d.sources) expect(d.sourceFields?.[s]).toBeDefined();
  });
});
