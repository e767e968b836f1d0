import { describe, expect, it } from 'vitest';
import { SALES_FORM_DEFS } from '../sales/sales-forms.ts';
import { tradeCopy } from './purchasing-copy.ts';
import { PURCHASE_FORM_DEFS } from './purchasing-forms.ts';

describe('tradeCopy', () => {
  it('copies a sales invoice as a new one: own number, date and due date, no tax invoice number or down payments, lines unpulled', () => {
    const copy = tradeCopy(SALES_FORM_DEFS.salesInvoice)!;
    const saved = {
      invoiceno: 'INV/00009',
      invoicedate: '2026-10-01',
      duedate: '2026-10-31',
      customerid: 7,
      taxinvoiceno: '04002500000000123',
      downpayments: [{ arinvoiceid: 3, amount: '1000' }],
      posted: true,
      details: [{ seq: 1, itemno: 'KOPI', quantity: '2', unitprice: '50000', srcform: 'delivery-order', srcid: 4, srcseq: 1, srcno: 'DO/00004', poid: null }],
    };
    const fresh = { invoicedate: '2026-11-27', posted: true, downpayments: [], details: [] };
    expect(copy(saved, fresh)).toEqual({
      invoiceno: '',
      invoicedate: '2026-11-27',
      duedate: null,
      customerid: 7,
      taxinvoiceno: '',
      downpayments: [],
      posted: true,
      resi: '',
      details: [{ itemno: 'KOPI', quantity: '2', unitprice: '50000' }],
    });
  });
  it('a Temporary Invoice screen copies into a temporary invoice', () => {
    const copy = tradeCopy(SALES_FORM_DEFS.temporaryInvoice)!;
    expect(copy({ invoiceno: 'X', posted: true, details: [] }, { posted: false }).posted).toBe(false);
  });
  it('copies a return without the invoice lines it pulled (they cannot stand on their own); typed lines, party, kind and settlement stay', () => {
    const copy = tradeCopy(SALES_FORM_DEFS.salesReturn);
    const saved = {
      returnno: 'RTR/00003',
      returndate: '2026-10-05',
      customerid: 7,
      withoutsi: false,
      settlement: 'refund',
      bankaccount: 12,
      description: 'Barang rusak',
      details: [
        { seq: 1, itemno: 'KOPI', quantity: '1', srcform: 'sales-invoice', srcid: 9, srcseq: 1, srcno: 'INV/00009' },
        { seq: 2, itemno: 'JASA', quantity: '1', unitprice: '5000' },
      ],
    };
    expect(copy(saved, { returndate: '2026-11-27', details: [] })).toEqual({
      returnno: '',
      returndate: '2026-11-27',
      arinvoiceid: null,
      customerid: 7,
      withoutsi: false,
      settlement: 'refund',
      bankaccount: 12,
      description: 'Barang rusak',
      details: [{ itemno: 'JASA', quantity: '1', unitprice: '5000' }],
    });
    const purchase = tradeCopy(PURCHASE_FORM_DEFS.purchaseReturn)({ returnno: 'R', withoutpi: true, isnihil: true, details: [{ itemno: 'A', srcform: 'goods-receipt', srcid: 1, srcseq: 1 }] }, {});
    expect(purchase).toEqual({ returnno: '', returndate: null, apinvoiceid: null, withoutpi: true, isnihil: true, details: [] });
  });
  it('a return whose lines were all pulled ends with the new return\'s blank lines to type into', () => {
    const blank = { itemno: null, quantity: null, srcform: null };
    const saved = { returnno: 'R/1', returndate: '2026-10-05', vendorid: 3, details: [{ seq: 1, itemno: 'KOPI', quantity: '2', srcform: 'purchase-invoice', srcid: 4, srcseq: 1 }] };
    expect(tradeCopy(PURCHASE_FORM_DEFS.purchaseReturn)(saved, { returndate: '2026-11-27', details: [blank, blank] }).details).toEqual([blank, blank]);
  });
});
