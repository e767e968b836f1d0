import { describe, expect, it } from 'vitest';
import { keepLinesOfSources, PULL_SOURCES, PURCHASE_FORM_DEFS, sourcesNow } from './purchasing-forms.ts';
import { addPulledLines, pulledHeader } from './purchasing-pull.ts';
import { emptyPurchaseLine, purchaseToBody, purchaseToValues } from './purchasing-values.ts';

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
        poid: null,
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

describe('pulledHeader', () => {
  const usdOrder = { poid: 9, currencyid: 2, rate: '15800', inclusivetax: true, details: [] };
  const fresh = { currencyid: null, inclusivetax: false, details: [emptyPurchaseLine(), emptyPurchaseLine()] };

  it("a USD order pulled into an empty invoice gives its currency, rate and tax-inclusive prices", () => {
    expect(pulledHeader(fresh, usdOrder)).toEqual({ currencyid: 2, rate: '15800', inclusivetax: true });
  });

  it('never over a currency chosen or lines already typed; a source without them (a requisition) gives nothing', () => {
    expect(pulledHeader({ ...fresh, currencyid: 3 }, usdOrder)).toEqual({ inclusivetax: true });
    expect(pulledHeader({ ...fresh, details: [{ ...emptyPurchaseLine(), itemno: 'KOPI', quantity: '1' }] }, usdOrder)).toEqual({ currencyid: 2, rate: '15800' });
    expect(pulledHeader({ ...fresh, currencyid: 2, inclusivetax: true }, usdOrder)).toEqual({});
    expect(pulledHeader(fresh, { reqid: 1, details: [] })).toEqual({});
    expect(pulledHeader(fresh, { currencyid: null, inclusivetax: false })).toEqual({});
  });
});

describe('a return with or without invoice', () => {
  const ret = PURCHASE_FORM_DEFS.purchaseReturn;

  it("offers the vendor's invoices, or without invoice the receipts not invoiced; a down-payment invoice pulls nothing", () => {
    expect(sourcesNow(ret, { withoutpi: false }).map((s) => s.form)).toEqual(['purchase-invoice']);
    expect(sourcesNow(ret, { withoutpi: true }).map((s) => s.form)).toEqual(['goods-receipt']);
    expect(sourcesNow(invoice, { isdp: true })).toEqual([]);
    expect(sourcesNow(invoice, { isdp: false }).map((s) => s.form)).toEqual(['goods-receipt', 'purchase-order']);
  });

  it("receipt lines pulled without invoice are sent as receipt lines with withoutpi, and read back the same", () => {
    const pulled = [{ seq: 1, itemno: 'KOPI', quantity: '4', unitprice: '15000', poid: 9, poseq: 1, receiveid: 12, receiveseq: 1 }];
    const lines = addPulledLines(ret, [], pulled, PULL_SOURCES.goodsReceipt, 'RCV/00001');
    const body = purchaseToBody(ret, { returndate: '2026-03-15', vendorid: 7, withoutpi: true, isnihil: false, details: lines }, {});
    expect(body).toMatchObject({ withoutpi: true, isnihil: false });
    expect(body).not.toHaveProperty('apinvoiceid');
    expect(body.details).toEqual([expect.objectContaining({ itemno: 'KOPI', quantity: '4', receiveid: 12, receiveseq: 1 })]);
    expect((body.details as Record<string, unknown>[])[0]).not.toHaveProperty('poid');
    const read = { apreturnid: 5, version: 1, returndate: '2026-03-15', vendorid: 7, withoutpi: true, isnihil: false, details: [{ seq: 1, itemno: 'KOPI', quantity: '4', unitprice: '15000', receiveid: 12, receiveseq: 1 }] };
    const values = purchaseToValues(ret, read);
    expect(values).toMatchObject({ withoutpi: true });
    expect(values.details?.[0]).toMatchObject({ srcform: 'goods-receipt', srcid: 12, srcseq: 1 });
    expect(purchaseToBody(ret, values, read).details).toEqual([expect.objectContaining({ seq: 1, receiveid: 12, receiveseq: 1 })]);
  });

  it('changing between with and without invoice drops the lines pulled from the other kind of source only', () => {
    const lines = [
      { itemno: 'KOPI', srcform: 'purchase-invoice', srcid: 3, srcseq: 1 },
      { itemno: 'TEH', srcform: 'goods-receipt', srcid: 12, srcseq: 2 },
      { itemno: 'GULA', srcform: null },
    ];
    expect(keepLinesOfSources(lines, sourcesNow(ret, { withoutpi: true })).map((l) => l.itemno)).toEqual(['TEH', 'GULA']);
    expect(keepLinesOfSources(lines, sourcesNow(ret, { withoutpi: false })).map((l) => l.itemno)).toEqual(['KOPI', 'GULA']);
  });
});
