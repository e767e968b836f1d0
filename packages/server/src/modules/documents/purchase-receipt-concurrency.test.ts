import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/**
 * What remains to receive and to invoice holds under 16 concurrent requests, and another company sees none of it
 * (issue 12: Concurrency; isolation of the receipt and invoice routes).
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Serentak Terima');
}, 180_000);
afterAll(() => t.close());

const created = async (form: string, body: Record<string, unknown>) => {
  const res = await c.req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string; details: { seq: number }[] };
};

describe('receipts and invoices under concurrency', () => {
  it('16 concurrent receipts of one order line of 10: exactly 10 succeed; 16 invoices of that receipt: exactly 10', async () => {
    const po = await created('purchase-order', { podate: '2026-03-01', vendorid: c.vendor, details: [{ itemno: 'GULA', quantity: '10', unitprice: '1000' }] });
    const receive = () => c.req('POST', 'goods-receipt', { receivedate: '2026-03-02', vendorid: c.vendor, details: [{ itemno: 'GULA', quantity: '1', unitprice: '1000', poid: po.id, poseq: 1 }] });
    const receipts = await Promise.all(Array.from({ length: 16 }, receive));
    expect(receipts.filter((r) => r.statusCode === 201)).toHaveLength(10);
    for (const r of receipts.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(translate('id', 'ITEM_FULLY_RECEIVED', { item: 'GULA' }));
    }
    expect(await c.balance('2-10700')).toBe('-10000');

    // One receipt of 10, invoiced one unit at a time by 16 clients.
    const rcv = await created('goods-receipt', { receivedate: '2026-03-03', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '10', unitprice: '500' }] });
    const invoice = () => c.req('POST', 'purchase-invoice', { invoicedate: '2026-03-04', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '1', unitprice: '600', receiveid: rcv.id, receiveseq: 1 }] });
    const invoices = await Promise.all(Array.from({ length: 16 }, invoice));
    expect(invoices.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(invoices.filter((r) => r.statusCode === 409)).toHaveLength(6);
    // Received 10 at 500, all invoiced at 600: unbilled clears exactly, the goods stand at 6,000.
    expect(await c.balance('2-10700')).toBe('-10000');
    expect(await c.balance('2-10000')).toBe('-6000');
    expect(await c.balance('1-10301')).toBe(await c.stockValue());
    expect(await c.stockValue()).toBe('16000');
    expect((await c.req('GET', `goods-receipt/read/${rcv.id}`)).json().data.status).toBe('invoiced');
  });
});

describe('tenant isolation of receipts and invoices', () => {
  it('another company reads, pulls, edits and deletes none of them', async () => {
    const rcv = await created('goods-receipt', { receivedate: '2026-04-01', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '2', unitprice: '700' }] });
    const inv = await created('purchase-invoice', { invoicedate: '2026-04-02', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '700', receiveid: rcv.id, receiveseq: 1 }] });
    const b = await purchaseCompany(t, 'PT Tetangga Gudang');
    for (const url of [`goods-receipt/read/${rcv.id}`, `purchase-invoice/read/${inv.id}`, `goods-receipt/diproses/${rcv.id}`, `pullDetTransaction/${rcv.id}?form=goods-receipt`, `purchase-invoice/getaudit/${inv.id}`]) {
      expect({ url, status: (await b.req('GET', url)).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await b.req('DELETE', `purchase-invoice/delete/${inv.id}`)).statusCode).toBe(404);
    expect((await b.req('GET', `pullTransaction?form=goods-receipt&vendorid=${c.vendor}`)).json().listdata).toEqual([]);
    const steal = await b.req('POST', 'purchase-invoice', { invoicedate: '2026-04-03', vendorid: b.vendor, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '1', receiveid: rcv.id, receiveseq: 1 }] });
    expect(steal.statusCode).toBe(400);
    expect(steal.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'details.0.receiveid' }));
    const other = await b.req('POST', 'goods-receipt', { receivedate: '2026-04-03', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '1' }] });
    expect(other.statusCode).toBe(400);
    expect((await c.req('GET', `goods-receipt/read/${rcv.id}`)).json().data.details[0].remaining).toBe('1');
  });
});
