import { describe, expect, it } from 'vitest';
import { sourcesNow } from '../purchasing/purchasing-forms.ts';
import { purchaseToBody, purchaseToValues, settlementToBody, type PurchaseValues } from '../purchasing/purchasing-values.ts';
import { SALES_FORM_DEFS } from './sales-forms.ts';

const order = SALES_FORM_DEFS.salesOrder;
const delivery = SALES_FORM_DEFS.deliveryOrder;
const invoice = SALES_FORM_DEFS.salesInvoice;

describe('sales documents on the trade values', () => {
  it('an order names its customer, salesman, shipping and estimated date, and its quotation lines by quoteid/quoteseq', () => {
    const values: PurchaseValues = {
      sono: '',
      sodate: '2026-11-27',
      customerid: 12,
      salesmanid: 3,
      shipid: 2,
      shipto: ' Gudang Cikarang ',
      estshipdate: '2026-12-01',
      details: [{ itemno: 'A', quantity: '5', unitprice: '1000', srcform: 'quotation', srcid: 4, srcseq: 1 }],
    };
    const body = purchaseToBody(order, values, {});
    expect(body).toMatchObject({ sodate: '2026-11-27', customerid: 12, salesmanid: 3, shipid: 2, shipto: 'Gudang Cikarang', estshipdate: '2026-12-01' });
    expect(body).not.toHaveProperty('vendorid');
    expect((body.details as Record<string, unknown>[])[0]).toMatchObject({ itemno: 'A', quoteid: 4, quoteseq: 1 });
    expect(order.schema.safeParse(body).success).toBe(true);
  });

  it('a delivery order read back keeps its customer, resi and order lines (soid/soseq)', () => {
    const values = purchaseToValues(delivery, { doid: 9, dono: 'DO/00001', dodate: '2026-11-27', customerid: 12, resi: 'JNE123', shipid: 2, shipto: '', details: [{ seq: 1, itemno: 'A', quantity: '2', unitprice: '1000', soid: 7, soseq: 1 }] });
    expect(values).toMatchObject({ customerid: 12, resi: 'JNE123', shipid: 2 });
    expect(values.details?.[0]).toMatchObject({ srcform: 'sales-order', srcid: 7, srcseq: 1 });
    const body = purchaseToBody(delivery, values, { doid: 9, version: 3 });
    expect(body).toMatchObject({ doid: 9, version: 3, customerid: 12, resi: 'JNE123' });
    // A surat jalan carries no prices.
    expect((body.details as Record<string, unknown>[])[0]).toEqual({ seq: 1, itemno: 'A', quantity: '2', deptid: null, projectid: null, itemovdesc: '', soid: 7, soseq: 1 });
    expect(delivery.schema.safeParse(body).success).toBe(true);
  });

  it('an invoice: Faktur Sementara is posted false, down payments by arinvoiceid, lines from a delivery by doid/doseq', () => {
    const values: PurchaseValues = {
      invoicedate: '2026-11-27',
      customerid: 12,
      posted: false,
      taxinvoiceno: '04002500000000001',
      isdp: false,
      downpayments: [{ apinvoiceid: 21, amount: '111000' }],
      details: [{ itemno: 'A', quantity: '2', unitprice: '1000', srcform: 'delivery-order', srcid: 9, srcseq: 1 }],
    };
    const body = purchaseToBody(invoice, values, {});
    expect(body).toMatchObject({ posted: false, taxinvoiceno: '04002500000000001', isdp: false, downpayments: [{ arinvoiceid: 21, amount: '111000' }] });
    expect((body.details as Record<string, unknown>[])[0]).toMatchObject({ doid: 9, doseq: 1 });
    expect(invoice.schema.safeParse(body).success).toBe(true);
    // Read back: posted and the down payments keep their invoice.
    const read = purchaseToValues(invoice, { ...body, arinvoiceid: 30, downpayments: [{ arinvoiceid: 21, amount: '111000', invoiceno: 'INV/00002' }] });
    expect(read).toMatchObject({ posted: false, downpayments: [{ apinvoiceid: 21, amount: '111000', invoiceno: 'INV/00002' }] });
  });

  it("a down-payment invoice's line is for a sales order (soid), quantity 1 and no item", () => {
    const values: PurchaseValues = { invoicedate: '2026-11-27', customerid: 12, isdp: true, posted: true, details: [{ itemovdesc: 'Uang muka pesanan SO/00001', unitprice: '500000', taxcodes: 'PPN', poid: 7 }] };
    const body = purchaseToBody(invoice, values, {});
    expect((body.details as Record<string, unknown>[])[0]).toEqual({ itemovdesc: 'Uang muka pesanan SO/00001', unitprice: '500000', taxcodes: 'PPN', deptid: null, projectid: null, soid: 7 });
    expect(invoice.schema.safeParse(body).success).toBe(true);
  });
});

describe('the sales return and the Faktur Sementara entry on the trade declarations', () => {
  const ret = SALES_FORM_DEFS.salesReturn;

  it('a return pulls from the customer\'s invoices, or without invoice (withoutsi) from its delivery orders', () => {
    expect(sourcesNow(ret, { withoutsi: false }).map((s) => s.form)).toEqual(['sales-invoice']);
    expect(sourcesNow(ret, { withoutsi: true }).map((s) => s.form)).toEqual(['delivery-order']);
    // The purchase side reads its own flag.
    expect(sourcesNow(ret, { withoutpi: true }).map((s) => s.form)).toEqual(['sales-invoice']);
  });

  it('an invoice line kept as credit is sent by arinvoiceid/invseq with settlement credit and no bank account', () => {
    const values: PurchaseValues = {
      returndate: '2026-04-04',
      customerid: 12,
      withoutsi: false,
      settlement: 'credit',
      bankaccount: 55,
      details: [{ itemno: 'TEH', quantity: '1', unitprice: '3000', taxcodes: 'PPN', srcform: 'sales-invoice', srcid: 30, srcseq: 1 }],
    };
    const body = purchaseToBody(ret, values, {});
    expect(body).toMatchObject({ returndate: '2026-04-04', customerid: 12, withoutsi: false, settlement: 'credit', bankaccount: null });
    expect(body).not.toHaveProperty('withoutpi');
    expect(body).not.toHaveProperty('isnihil');
    expect((body.details as Record<string, unknown>[])[0]).toMatchObject({ itemno: 'TEH', arinvoiceid: 30, invseq: 1 });
    expect(ret.schema.safeParse(body).success).toBe(true);
  });

  it('a refund names its bank account; without invoice nothing is owed back (off the receivable, no bank)', () => {
    expect(settlementToBody({ settlement: 'refund', bankaccount: 55 }, false)).toEqual({ settlement: 'refund', bankaccount: 55 });
    expect(settlementToBody({ settlement: 'refund', bankaccount: 55 }, true)).toEqual({ settlement: 'receivable', bankaccount: null });
    expect(settlementToBody({}, false)).toEqual({ settlement: 'receivable', bankaccount: null });
    const body = purchaseToBody(ret, { returndate: '2026-05-03', customerid: 12, withoutsi: true, settlement: 'credit', details: [{ itemno: 'GULA', quantity: '1', unitprice: '700', srcform: 'delivery-order', srcid: 8, srcseq: 1 }] }, {});
    expect(body).toMatchObject({ withoutsi: true, settlement: 'receivable', bankaccount: null });
    expect((body.details as Record<string, unknown>[])[0]).toMatchObject({ doid: 8, doseq: 1 });
    expect(ret.schema.safeParse(body).success).toBe(true);
  });

  it('a return read back keeps its settlement, bank account and invoice lines', () => {
    const values = purchaseToValues(ret, { arrefundid: 4, returnno: 'RJ/00001', returndate: '2026-04-03', customerid: 12, arinvoiceid: 30, withoutsi: false, settlement: 'refund', bankaccount: 55, details: [{ seq: 1, itemno: 'TEH', quantity: '1', unitprice: '3000', arinvoiceid: 30, invseq: 1 }] });
    expect(values).toMatchObject({ returnno: 'RJ/00001', withoutsi: false, settlement: 'refund', bankaccount: 55 });
    expect(values.details?.[0]).toMatchObject({ srcform: 'sales-invoice', srcid: 30, srcseq: 1 });
  });

  it('the Faktur Sementara entry is the sales invoice starting temporary (posted: false)', () => {
    const temp = SALES_FORM_DEFS.temporaryInvoice;
    expect(temp).toMatchObject({ key: 'temporaryInvoice', form: 'sales-invoice', preset: { posted: false }, listFilter: { posted: 'false' } });
    expect(SALES_FORM_DEFS.salesInvoice.listFilter).toBeUndefined();
    expect(SALES_FORM_DEFS.salesInvoice.preset).toBeUndefined();
    const body = purchaseToBody(temp, { invoicedate: '2026-11-27', customerid: 12, ...temp.preset, details: [{ itemno: 'A', quantity: '1', unitprice: '1000' }] }, {});
    expect(body).toMatchObject({ posted: false });
  });
});
