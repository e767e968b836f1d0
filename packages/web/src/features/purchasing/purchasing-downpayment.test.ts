import { describe, expect, it } from 'vitest';
import type { Row } from '../../ui/document/record-api.ts';
import { downPaymentInputs, downPaymentsToBody, downPaymentsToValues, pickDownPayment, switchDownPaymentLines, toOpenDownPayments } from './purchasing-downpayment.ts';
import { PURCHASE_FORM_DEFS } from './purchasing-forms.ts';
import { emptyPurchaseLine, purchaseToBody, purchaseToValues, typedLineAmount, typedTotals, type TaxRow } from './purchasing-values.ts';

const PPN: TaxRow = { taxcode: 'PPN', kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const invoice = PURCHASE_FORM_DEFS.purchaseInvoice;

// purchase-invoice/downpayments rows: a down payment of 1,000,000 + PPN 110,000 of which other invoices applied
// 655,000 (net 590,090.09), and a row without an id.
const ROWS: Row[] = [
  { apinvoiceid: 10, invoiceno: 'PI/00010', invoicedate: '2026-03-02', description: 'Uang muka gula', totalamount: '1110000', net: '1000000', appliedgross: '655000', appliednet: '590090.09', remaining: '455000' },
  { invoiceno: 'PI/00011' },
];
const DP_ROW: Row = { apinvoiceid: 10, invoiceno: 'PI/00010', invoicedate: '2026-03-02', description: '', totalamount: '1110000', net: '1000000', appliedgross: '0', appliednet: '0', remaining: '1110000' };

describe('open down payments (purchase-invoice/downpayments)', () => {
  it('reads the offers the server answers', () => {
    expect(toOpenDownPayments(ROWS)).toEqual([
      { apinvoiceid: 10, invoiceno: 'PI/00010', invoicedate: '2026-03-02', description: 'Uang muka gula', total: '1110000', net: '1000000', applied: '655000', appliednet: '590090.09', remaining: '455000' },
    ]);
    expect(toOpenDownPayments([])).toEqual([]);
  });

  it('a pick takes what remains once; the body sends the invoice and the gross typed; a read comes back as values', () => {
    const [open] = toOpenDownPayments(ROWS);
    const picked = pickDownPayment([], open!);
    expect(picked).toEqual([{ apinvoiceid: 10, amount: '455000', invoiceno: 'PI/00010' }]);
    expect(pickDownPayment(picked, open!)).toHaveLength(1);
    expect(downPaymentsToBody([{ ...picked[0]!, amount: ' 400000 ' }])).toEqual([{ apinvoiceid: 10, amount: '400000' }]);
    expect(downPaymentsToBody([{ apinvoiceid: 10, amount: '' }])).toEqual([{ apinvoiceid: 10, amount: undefined }]);
    expect(downPaymentsToValues([{ apinvoiceid: 10, amount: '555000' }, { amount: '1' }])).toEqual([{ apinvoiceid: 10, amount: '555000', invoiceno: null }]);
    expect(downPaymentsToValues(undefined)).toEqual([]);
  });
});

describe('down payments in the totals typed', () => {
  it("half of a down payment on 2 × 1,000,000 with PPN: its net spread off before VAT (the server's own figures)", () => {
    // decisions.md "Down payments" / purchase-downpayment.test.ts: 555,000 gross stands for 500,000 net;
    // DPP 1,500,000 → PPN 12 % of 11/12 = 165,000; total 1,665,000.
    const open = toOpenDownPayments([DP_ROW]);
    const applied = [{ apinvoiceid: 10, amount: '555000' }];
    const inputs = downPaymentInputs(applied, open);
    expect(inputs).toEqual([{ gross: '555000', net: '500000.00' }]);
    const totals = typedTotals({ vendorid: 7, downpayments: applied, details: [{ itemno: 'GULA', quantity: '2', unitprice: '1000000', taxcodes: 'PPN' }] }, [PPN], inputs!);
    expect(totals).toMatchObject({ subtotal: '2000000.00', dpamount: '555000.00', taxbase: '1500000.00', tax1amount: '165000.00', totalamount: '1665000.00' });
  });

  it('the rest of a down payment takes exactly what remains of its net; unknown or untyped amounts give no totals yet', () => {
    // 1,000 gross (net 909.09) with 100 applied before (net 90.91): the remaining 900 takes 909.09 − 90.91 = 818.18.
    const open = toOpenDownPayments([{ ...DP_ROW, totalamount: '1000', net: '909.09', appliedgross: '100', appliednet: '90.91', remaining: '900' }]);
    expect(downPaymentInputs([{ apinvoiceid: 10, amount: '900' }], open)).toEqual([{ gross: '900', net: '818.18' }]);
    expect(downPaymentInputs([{ apinvoiceid: 10, amount: '9,,' }], open)).toBeNull();
    expect(downPaymentInputs([{ apinvoiceid: 99, amount: '1' }], open)).toBeNull();
    expect(downPaymentInputs([], open)).toEqual([]);
  });
});

describe('a down-payment invoice (isdp)', () => {
  const values = {
    invoicedate: '2026-03-02',
    vendorid: 7,
    isdp: true,
    freight: '5000',
    costs: [{ glaccount: '6105', amount: '100' }],
    downpayments: [{ apinvoiceid: 3, amount: '1' }],
    details: [{ ...emptyPurchaseLine(), itemovdesc: ' Uang muka pesanan gula ', unitprice: '1000000', taxcodes: 'PPN', poid: 4 }, emptyPurchaseLine()],
  };

  it('sends item-less lines (what, amount, taxes, the order) and no freight, costs or down payments of its own', () => {
    const body = purchaseToBody(invoice, values, {});
    expect(body).toMatchObject({ isdp: true, freight: '0', freightaccnt: null, costs: [], downpayments: [] });
    expect(body.details).toEqual([{ itemovdesc: 'Uang muka pesanan gula', unitprice: '1000000', taxcodes: 'PPN', deptid: null, projectid: null, poid: 4 }]);
    // Its totals: one of the amount, PPN 110,000.
    expect(typedTotals(values, [PPN])).toMatchObject({ subtotal: '1000000.00', tax1amount: '110000.00', freight: '0.00', costamount: '0.00', totalamount: '1110000.00' });
    expect(typedLineAmount(values.details[0], true)).toBe('1000000.00');
  });

  it('reads back what update accepts: the switch, the lines with their order, the down payments applied', () => {
    const read = {
      apinvoiceid: 9,
      version: 2,
      invoiceno: 'PI/00009',
      invoicedate: '2026-03-02',
      vendorid: 7,
      isdp: true,
      downpayments: [],
      details: [{ seq: 1, itemovdesc: 'Uang muka', quantity: '1', unitprice: '1000000', taxcodes: 'PPN', poid: 4, amount: '1000000' }],
    };
    const again = purchaseToValues(invoice, read);
    expect(again).toMatchObject({ isdp: true, downpayments: [] });
    expect(again.details?.[0]).toMatchObject({ seq: 1, itemovdesc: 'Uang muka', poid: 4, srcform: null });
    expect(purchaseToBody(invoice, again, read).details).toEqual([{ seq: 1, itemovdesc: 'Uang muka', unitprice: '1000000', taxcodes: 'PPN', deptid: null, projectid: null, poid: 4 }]);
    const applying = purchaseToValues(invoice, { ...read, isdp: false, downpayments: [{ apinvoiceid: 3, amount: '555000' }], details: [] });
    expect(purchaseToBody(invoice, applying, read)).toMatchObject({ isdp: false, downpayments: [{ apinvoiceid: 3, amount: '555000' }] });
  });

  it('switching drops items, quantities, discounts, warehouses and sources, and keeps what the line says and costs', () => {
    const lines = [{ ...emptyPurchaseLine(), seq: 2, itemno: 'GULA', itemunit: 'KG', quantity: '3', unitprice: '100', itemdiscpc: '5', taxcodes: 'PPN', itemovdesc: 'Gula', deptid: 1, warehouseid: 2, srcform: 'purchase-order' as const, srcid: 4, srcseq: 1 }];
    expect(switchDownPaymentLines(lines)).toEqual([
      { ...emptyPurchaseLine(), seq: 2, unitprice: '100', taxcodes: 'PPN', itemovdesc: 'Gula', deptid: 1, poid: null, priceorigin: null },
    ]);
  });
});
