import { describe, expect, it } from 'vitest';
import { purchaseToBody, purchaseToValues, type PurchaseValues } from '../purchasing/purchasing-values.ts';
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
