import { describe, expect, it } from 'vitest';
import { PULL_SOURCES, PURCHASE_FORM_DEFS } from './purchasing-forms.ts';
import { addPulledLines } from './purchasing-pull.ts';
import { emptyPurchaseLine, purchaseToBody } from './purchasing-values.ts';

const order = PURCHASE_FORM_DEFS.purchaseOrder;
const invoice = PURCHASE_FORM_DEFS.purchaseInvoice;

describe('addPulledLines', () => {
  it('adds what remains after the typed lines, once per requisition line', () => {
    const typed = [{ ...emptyPurchaseLine(), itemno: 'GULA', quantity: '1' }, emptyPurchaseLine()];
    const pulled = [
      { itemno: 'KOPI', quantity: '10', reqid: 3, reqseq: 1, seq: 1 },
      { itemno: 'TEH', quantity: '24', unitprice: '2500', reqid: 3, reqseq: 2, seq: 2 },
    ];
    const once = addPulledLines(order, typed, pulled, PULL_SOURCES.requisition, 'PR/00001');
    expect(once.map((l) => [l.itemno, l.quantity, l.unitprice, l.srcform, l.srcseq, l.srcno, l.seq ?? null])).toEqual([
      ['GULA', '1', null, null, null, null, null],
      ['KOPI', '10', null, 'requisition', 1, 'PR/00001', null],
      ['TEH', '24', '2500', 'requisition', 2, 'PR/00001', null],
    ]);
    expect(addPulledLines(order, once, pulled, PULL_SOURCES.requisition, 'PR/00001')).toHaveLength(3);
  });

  it("a receipt's lines pulled into an invoice keep price, discount, taxes, unit and warehouse, and name the receipt only", () => {
    // pullDetTransaction of a receipt: its own order line (poid/poseq) and the receipt line it is (receiveid/receiveseq).
    const pulled = [{ seq: 1, itemno: 'KOPI', itemunit: 'DUS', quantity: '3', unitprice: '15000', itemdiscpc: '10', taxcodes: 'PPN', warehouseid: 4, deptid: 2, poid: 9, poseq: 1, receiveid: 12, receiveseq: 1 }];
    const lines = addPulledLines(invoice, [], pulled, PULL_SOURCES.goodsReceipt, 'RCV/00001');
    expect(lines).toEqual([
      {
        seq: null,
        itemno: 'KOPI',
        itemunit: 'DUS',
        quantity: '3',
        unitprice: '15000',
        itemdiscpc: '10',
        taxcodes: 'PPN',
        deptid: 2,
        projectid: null,
        itemovdesc: '',
        warehouseid: 4,
        srcform: 'goods-receipt',
        srcid: 12,
        srcseq: 1,
        srcno: 'RCV/00001',
      },
    ]);
    const body = purchaseToBody(invoice, { invoicedate: '2026-02-07', vendorid: 7, details: lines }, {});
    expect((body.details as Record<string, unknown>[])[0]).toMatchObject({ receiveid: 12, receiveseq: 1 });
    expect((body.details as Record<string, unknown>[])[0]).not.toHaveProperty('poid');
  });

  it('the same line of another source is another line; a row naming no source line is not taken', () => {
    const fromOrder = addPulledLines(invoice, [], [{ itemno: 'KOPI', quantity: '1', poid: 9, poseq: 1 }], PULL_SOURCES.purchaseOrder, 'PO/1');
    const both = addPulledLines(invoice, fromOrder, [{ itemno: 'KOPI', quantity: '1', receiveid: 9, receiveseq: 1 }, { itemno: 'TEH', quantity: '1' }], PULL_SOURCES.goodsReceipt, 'RCV/1');
    expect(both.map((l) => [l.srcform, l.srcid, l.srcseq])).toEqual([
      ['purchase-order', 9, 1],
      ['goods-receipt', 9, 1],
    ]);
  });
});
