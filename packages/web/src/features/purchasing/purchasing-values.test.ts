import { describe, expect, it } from 'vitest';
import { PURCHASE_FORM_DEFS } from './purchasing-forms.ts';
import { addPulledLines, emptyPurchaseLine, purchaseToBody, typedLineAmount, typedTotals, type PurchaseValues, type TaxRow } from './purchasing-values.ts';

const PPN: TaxRow = { taxcode: 'PPN', kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const order = PURCHASE_FORM_DEFS.purchaseOrder;
const requisition = PURCHASE_FORM_DEFS.requisition;

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
      { pono: '', podate: '2026-02-05', vendorid: 7, description: ' x ', discpc: '', cashdiscount: '0', details: [{ ...emptyPurchaseLine(), itemno: 'KOPI', quantity: '4', reqid: 3, reqseq: 1, reqno: 'PR/1' }, emptyPurchaseLine()] },
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
      details: [{ itemno: 'KOPI', quantity: '4', unitprice: '0', itemdiscpc: '', taxcodes: '', deptid: null, projectid: null, itemovdesc: '', reqid: 3, reqseq: 1 }],
    });
  });

  it('a requisition sends no vendor and a price only when typed; an edit keeps its id, version and line seq', () => {
    const body = purchaseToBody(requisition, { reqno: 'PR/9', reqdate: '2026-02-01', details: [{ ...emptyPurchaseLine(), seq: 2, itemno: 'TEH', quantity: '24' }] }, { reqid: 5, version: 3 });
    expect(body).toEqual({ reqid: 5, version: 3, reqno: 'PR/9', reqdate: '2026-02-01', description: '', details: [{ seq: 2, itemno: 'TEH', quantity: '24', deptid: null, projectid: null, itemovdesc: '' }] });
  });
});

describe('addPulledLines', () => {
  it('adds what remains after the typed lines, once per requisition line', () => {
    const typed = [{ ...emptyPurchaseLine(), itemno: 'GULA', quantity: '1' }, emptyPurchaseLine()];
    const pulled = [
      { itemno: 'KOPI', quantity: '10', reqid: 3, reqseq: 1, seq: 1 },
      { itemno: 'TEH', quantity: '24', unitprice: '2500', reqid: 3, reqseq: 2, seq: 2 },
    ];
    const once = addPulledLines(typed, pulled, 'PR/00001');
    expect(once.map((l) => [l.itemno, l.quantity, l.reqseq, l.reqno, l.seq ?? null])).toEqual([
      ['GULA', '1', null, null, null],
      ['KOPI', '10', 1, 'PR/00001', null],
      ['TEH', '24', 2, 'PR/00001', null],
    ]);
    expect(addPulledLines(once, pulled, 'PR/00001')).toHaveLength(3);
  });
});
