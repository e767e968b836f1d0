import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { salesCompany } from './sales-fixture.ts';

/**
 * A document with documents made from it is not re-dated after them (trade-pull-check.ts `checkNotAfterLater`):
 * a delivery order after its invoice, an invoice after its return or its receipt. The goods would come back, be
 * billed or be paid before they left; the stock engine could not cost such a return. 400 naming the date field and
 * the later document, nothing changed; on or before it is accepted.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Tanggal Ulang');
}, 120_000);
afterAll(() => t.close());

describe('re-dating a document after the documents made from it', () => {
  it('refuses a delivery order or an invoice dated after its invoice or return, and accepts one on their date', async () => {
    const dlv = await c.created('delivery-order', { dodate: '2026-03-02', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '4' }] });
    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-04', customerid: c.customer, confirm: true, details: [{ itemno: 'TEH', quantity: '4', unitprice: '3000', doid: dlv.id, doseq: 1 }] });
    const ret = await c.created('sales-return', { returndate: '2026-03-06', customerid: c.customer, arinvoiceid: inv.id, details: [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }] });

    const lateDelivery = await c.req('PUT', 'delivery-order', { ...dlv, dodate: '2026-03-05' });
    expect(lateDelivery.statusCode, lateDelivery.body).toBe(400);
    expect(lateDelivery.json().message).toEqual([`dodate: ${translate('id', 'DATED_AFTER_LATER', { number: String(inv.invoiceno), date: '2026-03-04' })}`]);
    const lateInvoice = await c.en('PUT', 'sales-invoice', { ...inv, invoicedate: '2026-03-07', confirm: true });
    expect(lateInvoice.statusCode, lateInvoice.body).toBe(400);
    expect(lateInvoice.json().message).toEqual([`invoicedate: ${translate('en', 'DATED_AFTER_LATER', { number: String(ret.returnno), date: '2026-03-06' })}`]);
    // Nothing changed; on the return's own date the invoice may move.
    expect((await c.read('sales-invoice', inv.id)).invoicedate).toBe('2026-03-04');
    const same = await c.req('PUT', 'sales-invoice', { ...inv, invoicedate: '2026-03-06', confirm: true });
    expect(same.statusCode, same.body).toBe(200);
    await c.agrees();
  });
});
