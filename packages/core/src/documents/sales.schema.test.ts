import { describe, expect, it } from 'vitest';
import { SALES_DOCUMENTS } from './sales.docs.ts';
import { ZQuotation, ZSalesOrder } from './sales.schema.ts';

const line = { itemno: 'KOPI', quantity: '2', unitprice: '1000' };

describe('sales quotation and order schemas (API.md §7.1, §7.2)', () => {
  it('declares the forms, types, fields, party and the quotation → order pull', () => {
    expect(SALES_DOCUMENTS.map((d) => [d.form, d.transtype, d.fields.id, d.fields.number, d.fields.date, d.party, d.sources.join(','), d.statusKind])).toEqual([
      ['quotation', 'AR QUO', 'quoteid', 'quoteno', 'quotedate', 'customerid', '', 'order'],
      ['sales-order', 'AR ORD', 'soid', 'sono', 'sodate', 'customerid', 'quotation', 'order'],
      ['delivery-order', 'AR DLV', 'doid', 'dono', 'dodate', 'customerid', 'sales-order', 'delivery'],
      ['proforma-invoice', 'AR PRF', 'arinvoiceid', 'invoiceno', 'invoicedate', 'customerid', 'sales-order', 'order'],
      ['sales-invoice', 'AR INV', 'arinvoiceid', 'invoiceno', 'invoicedate', 'customerid', 'sales-order,delivery-order,proforma-invoice', 'invoice'],
      ['sales-return', 'AR RTR', 'arrefundid', 'returnno', 'returndate', 'customerid', 'sales-invoice,delivery-order', undefined],
    ]);
    expect(SALES_DOCUMENTS[1].sourceFields).toEqual({ quotation: { id: 'quoteid', seq: 'quoteseq' } });
  });

  it('an order takes ship-to, shipping service, estimated ship date, salesman and confirm; a pulled line names both quoteid and quoteseq', () => {
    const ok = ZSalesOrder.safeParse({ sodate: '2026-02-05', customerid: 1, salesmanid: 2, shipid: 3, shipto: ' Gudang ', estshipdate: '2026-02-09', confirm: true, details: [{ ...line, quoteid: 4, quoteseq: 1 }] });
    expect(ok.success && ok.data).toMatchObject({ shipto: 'Gudang', shipid: 3, confirm: true, discpc: '0', freight: '0' });
    const half = ZSalesOrder.safeParse({ sodate: '2026-02-05', customerid: 1, details: [{ ...line, quoteid: 4 }] });
    expect(half.success ? [] : half.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['details.0.quoteseq', 'V_REQUIRED']]);
  });

  it('refuses a quotation without a customer, with unknown fields, or with both document discounts', () => {
    expect(ZQuotation.safeParse({ quotedate: '2026-02-03', details: [line] }).success).toBe(false);
    expect(ZQuotation.safeParse({ quotedate: '2026-02-03', customerid: 1, shipid: 1, details: [line] }).success).toBe(false);
    expect(ZQuotation.safeParse({ quotedate: '2026-02-03', customerid: 1, details: [{ ...line, quoteid: 1, quoteseq: 1 }] }).success).toBe(false);
    expect(ZQuotation.safeParse({ quotedate: '2026-02-03', customerid: 1, discpc: '5', cashdiscount: '100', details: [line] }).success).toBe(false);
    expect(ZQuotation.safeParse({ quotedate: '2026-02-03', customerid: 1, details: [] }).success).toBe(false);
  });
});
