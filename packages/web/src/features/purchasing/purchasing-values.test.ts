import { describe, expect, it } from 'vitest';
import { PURCHASE_FORM_DEFS } from './purchasing-forms.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { dueDateOf, emptyCostLine, emptyPurchaseLine, purchaseToBody, purchaseToValues, typedLineAmount, typedTotals, type PurchaseValues, type TaxRow } from './purchasing-values.ts';

const PPN: TaxRow = { taxcode: 'PPN', kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const order = PURCHASE_FORM_DEFS.purchaseOrder;
const requisition = PURCHASE_FORM_DEFS.requisition;
const receipt = PURCHASE_FORM_DEFS.goodsReceipt;
const invoice = PURCHASE_FORM_DEFS.purchaseInvoice;

describe('typedTotals', () => {
  it.each<{ name: string; values: PurchaseValues; out: Record<string, string> | null }>([
    {
      // 10 × 100,000 less 10 % = 900,000 (DPP); DPP Nilai Lain 11/12 = 825,000; PPN 12 % of it = 99,000
      name: 'a line with a discount and PPN on 11/12',
      values: { details: [{ itemno: 'A', quantity: '10', unitprice: '100000', itemdiscpc: '10', taxcodes: 'PPN' }] },
      out: { subtotal: '900000.00', discamount: '0.00', taxbase: '900000.00', otherbase: '825000.00', tax1amount: '99000.00', totalamount: '999000.00' },
    },
    {
      name: 'a document discount of 10 % over two lines without tax',
      values: { discpc: '10', details: [{ itemno: 'A', quantity: '2', unitprice: '500' }, { itemno: 'B', quantity: '1', unitprice: '1000' }, emptyPurchaseLine()] },
      out: { subtotal: '2000.00', discamount: '200.00', taxbase: '0.00', tax1amount: '0.00', totalamount: '1800.00' },
    },
    {
      // 2 × 15,000 with PPN: DPP 30,000, DPP Nilai Lain 27,500, PPN 3,300; freight 5,000 and costs 7,500 + 2,500 owed too.
      name: 'an invoice with freight and extra costs (a blank cost row counts nothing)',
      values: { freight: '5000', costs: [{ glaccount: '6105', amount: '7500' }, emptyCostLine(), { glaccount: '6106', amount: '2500' }], details: [{ itemno: 'A', quantity: '2', unitprice: '15000', taxcodes: 'PPN' }] },
      out: { subtotal: '30000.00', taxbase: '30000.00', tax1amount: '3300.00', freight: '5000.00', costamount: '10000.00', totalamount: '48300.00' },
    },
    { name: 'a cost amount that is not a number yet', values: { costs: [{ glaccount: '6105', amount: '7,5,' }], details: [{ itemno: 'A', quantity: '1', unitprice: '1' }] }, out: null },
    { name: 'an unknown tax code: not known yet', values: { details: [{ itemno: 'A', quantity: '1', unitprice: '1', taxcodes: 'XYZ' }] }, out: null },
    { name: 'a quantity that is not a number yet', values: { details: [{ itemno: 'A', quantity: '1,', unitprice: '1' }] }, out: null },
    { name: 'a discount over the subtotal', values: { cashdiscount: '5000', details: [{ itemno: 'A', quantity: '1', unitprice: '10' }] }, out: null },
  ])('$name', ({ values, out }) => {
    const totals = typedTotals(values, [PPN]);
    if (out === null) expect(totals).toBeNull();
    else expect(totals).toMatchObject(out);
  });

  it('a line amount as typed', () => {
    expect(typedLineAmount({ quantity: '3', unitprice: '2500', itemdiscpc: '10+5' })).toBe('6412.50');
    expect(typedLineAmount(emptyPurchaseLine())).toBeNull();
  });
});

describe('purchaseToBody', () => {
  it('an order keeps pulled lines naming their requisition line and drops the empty last row', () => {
    const body = purchaseToBody(
      order,
      {
        pono: '',
        podate: '2026-02-05',
        vendorid: 7,
        description: ' x ',
        discpc: '',
        cashdiscount: '0',
        details: [{ ...emptyPurchaseLine(), itemno: 'KOPI', quantity: '4', srcform: 'requisition', srcid: 3, srcseq: 1, srcno: 'PR/1' }, emptyPurchaseLine()],
      },
      {},
    );
    expect(body).toEqual({
      podate: '2026-02-05',
      description: 'x',
      vendorid: 7,
      expected: null,
      currencyid: null,
      inclusivetax: false,
      discpc: '0',
      cashdiscount: '0',
      freight: '0',
      freightaccnt: null,
      details: [{ itemno: 'KOPI', quantity: '4', unitprice: '0', itemdiscpc: '', taxcodes: '', deptid: null, projectid: null, itemovdesc: '', reqid: 3, reqseq: 1 }],
    });
  });

  it('a requisition sends no vendor and a price only when typed; an edit keeps its id, version and line seq', () => {
    const body = purchaseToBody(requisition, { reqno: 'PR/9', reqdate: '2026-02-01', details: [{ ...emptyPurchaseLine(), seq: 2, itemno: 'TEH', quantity: '24', warehouseid: 4 }] }, { reqid: 5, version: 3 });
    expect(body).toEqual({ reqid: 5, version: 3, reqno: 'PR/9', reqdate: '2026-02-01', description: '', details: [{ seq: 2, itemno: 'TEH', quantity: '24', deptid: null, projectid: null, itemovdesc: '' }] });
  });

  it('a receipt sends its lines\' warehouse and order line, and no freight, terms or costs', () => {
    const body = purchaseToBody(receipt, { receivedate: '2026-02-06', vendorid: 7, details: [{ ...emptyPurchaseLine(), itemno: 'KOPI', quantity: '2', unitprice: '15000', taxcodes: 'PPN', warehouseid: 4, srcform: 'purchase-order', srcid: 9, srcseq: 1 }] }, {});
    expect(body).toEqual({
      receivedate: '2026-02-06',
      description: '',
      vendorid: 7,
      currencyid: null,
      inclusivetax: false,
      discpc: '0',
      cashdiscount: '0',
      details: [{ itemno: 'KOPI', quantity: '2', unitprice: '15000', itemdiscpc: '', taxcodes: 'PPN', warehouseid: 4, deptid: null, projectid: null, itemovdesc: '', poid: 9, poseq: 1 }],
    });
  });

  it('an invoice sends terms, due date, tax invoice number, freight and the costs typed (blank rows at the end left out)', () => {
    const values: PurchaseValues = {
      invoiceno: 'INV-77',
      invoicedate: '2026-02-07',
      vendorid: 7,
      termid: 2,
      duedate: '2026-03-09',
      taxinvoiceno: ' 010.000-26.00000001 ',
      freight: '5000',
      freightaccnt: 31,
      details: [
        { ...emptyPurchaseLine(), itemno: 'KOPI', quantity: '2', unitprice: '15000', srcform: 'goods-receipt', srcid: 12, srcseq: 1 },
        { ...emptyPurchaseLine(), itemno: 'TEH', quantity: '1', unitprice: '2500', srcform: 'purchase-order', srcid: 9, srcseq: 2 },
      ],
      costs: [{ glaccount: '6105', amount: '7500', description: ' Bongkar muat ' }, emptyCostLine(), emptyCostLine()],
    };
    const body = purchaseToBody(invoice, values, { apinvoiceid: 40, version: 1 });
    expect(body).toMatchObject({
      apinvoiceid: 40,
      version: 1,
      invoiceno: 'INV-77',
      termid: 2,
      duedate: '2026-03-09',
      taxinvoiceno: '010.000-26.00000001',
      freight: '5000',
      freightaccnt: 31,
      costs: [{ glaccount: '6105', amount: '7500', description: 'Bongkar muat' }],
    });
    // A blank row between costs stays, so the server's error lands on the row it names.
    const gap = purchaseToBody(invoice, { ...values, costs: [emptyCostLine(), { glaccount: '6105', amount: '1' }] }, {});
    expect(gap.costs).toEqual([{ glaccount: '', amount: undefined, description: '' }, { glaccount: '6105', amount: '1', description: '' }]);
    expect((body.details as Row[]).map((l) => [l.receiveid, l.receiveseq, l.poid, l.poseq])).toEqual([
      [12, 1, undefined, undefined],
      [undefined, undefined, 9, 2],
    ]);
  });
});

describe('purchaseToValues', () => {
  it('an invoice read names each line\'s source by its own fields, keeps its costs and header extras', () => {
    const values = purchaseToValues(invoice, {
      apinvoiceid: 40,
      invoiceno: 'INV-77',
      invoicedate: '2026-02-07',
      vendorid: 7,
      termid: 2,
      duedate: '2026-03-09',
      taxinvoiceno: '010',
      freight: '5000',
      freightaccnt: 31,
      owing: '1000',
      details: [
        { seq: 1, itemno: 'KOPI', quantity: '2', unitprice: '15000', receiveid: 12, receiveseq: 1 },
        { seq: 2, itemno: 'TEH', quantity: '1', unitprice: '2500', poid: 9, poseq: 2 },
        { seq: 3, itemno: 'GULA', quantity: '1', unitprice: '900' },
      ],
      costs: [{ seq: 1, glaccount: '6105', amount: '7500', description: 'Bongkar muat', accountname: 'Beban Angkut' }],
    });
    expect(values).toMatchObject({ termid: 2, duedate: '2026-03-09', taxinvoiceno: '010', freight: '5000', freightaccnt: 31, costs: [{ glaccount: '6105', amount: '7500', description: 'Bongkar muat' }] });
    expect(values.expected).toBeUndefined();
    expect(values.details!.map((l) => [l.srcform, l.srcid, l.srcseq])).toEqual([
      ['goods-receipt', 12, 1],
      ['purchase-order', 9, 2],
      [null, null, null],
    ]);
  });
});

describe('dueDateOf', () => {
  it.each([
    ['2026-02-07', 30, '2026-03-09'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-02-07', 0, '2026-02-07'],
    ['', 30, null],
    ['2026-02-07', null, null],
    ['2026-02-07', -1, null],
  ])('%s net %s → %s', (date, netdays, due) => {
    expect(dueDateOf(date, netdays)).toBe(due);
  });
});
