import { describe, expect, it } from 'vitest';
import { ZSalesInvoice } from './sales-invoice.schema.ts';
import { ZDeliveryOrder } from './sales.schema.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));
const line = { itemno: 'KOPI', quantity: '2', unitprice: '1000' };

describe('sales invoice and delivery order schemas (API.md §7.1, §7.2, §7.8)', () => {
  it('an invoice is posted unless it says posted: false (a Temporary Invoice); it keeps resi, taxinvoiceno, duedate', () => {
    const ok = ZSalesInvoice.safeParse({ invoicedate: '2026-03-04', customerid: 1, resi: ' JNE1 ', taxinvoiceno: '04002600000000001', details: [line] });
    expect(ok.success && ok.data).toMatchObject({ posted: true, isdp: false, resi: 'JNE1', taxinvoiceno: '04002600000000001', downpayments: [] });
    const temp = ZSalesInvoice.safeParse({ invoicedate: '2026-03-04', customerid: 1, posted: false, details: [line] });
    expect(temp.success && temp.data.posted).toBe(false);
  });

  it('a pulled line names its source by both fields, and one source only', () => {
    expect(issues(ZSalesInvoice.safeParse({ invoicedate: '2026-03-04', customerid: 1, details: [{ ...line, doid: 3 }] }))).toEqual([['details.0.doseq', 'V_REQUIRED']]);
    expect(issues(ZSalesInvoice.safeParse({ invoicedate: '2026-03-04', customerid: 1, details: [{ ...line, proformaseq: 1 }] }))).toEqual([['details.0.proformaid', 'V_REQUIRED']]);
    expect(issues(ZSalesInvoice.safeParse({ invoicedate: '2026-03-04', customerid: 1, details: [{ ...line, soid: 1, soseq: 1, doid: 2, doseq: 1 }] }))).toEqual([['details.0.soid', 'V_INVALID_VALUE']]);
    expect(issues(ZDeliveryOrder.safeParse({ dodate: '2026-03-03', customerid: 1, details: [{ ...line, soid: 1 }] }))).toEqual([['details.0.soseq', 'V_REQUIRED']]);
  });

  it('a down-payment invoice has item-less lines with a description, may name its order, applies no down payment and no freight', () => {
    const ok = ZSalesInvoice.safeParse({ invoicedate: '2026-03-04', customerid: 1, isdp: true, details: [{ itemovdesc: 'Uang muka', unitprice: '100000', taxcodes: 'PPN', soid: 5 }] });
    expect(ok.success).toBe(true);
    const bad = ZSalesInvoice.safeParse({ invoicedate: '2026-03-04', customerid: 1, isdp: true, freight: '10', downpayments: [{ arinvoiceid: 2, amount: '5' }], details: [{ itemno: 'KOPI', itemovdesc: '', quantity: '2', soid: 5, soseq: 1 }] });
    expect(issues(bad)).toEqual([
      ['details.0.itemno', 'V_UNKNOWN_FIELD'],
      ['details.0.itemovdesc', 'V_REQUIRED'],
      ['details.0.quantity', 'V_INVALID_VALUE'],
      ['details.0.soseq', 'V_UNKNOWN_FIELD'],
      ['downpayments', 'V_UNKNOWN_FIELD'],
      ['freight', 'V_UNKNOWN_FIELD'],
    ]);
    const twice = ZSalesInvoice.safeParse({ invoicedate: '2026-03-04', customerid: 1, downpayments: [{ arinvoiceid: 2, amount: '5' }, { arinvoiceid: 2, amount: '6' }], details: [line] });
    expect(issues(twice)).toEqual([['downpayments.1.arinvoiceid', 'V_INVALID_VALUE']]);
  });
});
