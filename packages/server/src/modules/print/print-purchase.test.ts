import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from '../documents/purchase-fixture.ts';
import { pdfText } from './pdf-text.ts';

/** Print of the purchasing documents (issue 12): the document as read, through the same template engine. */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Cetak Beli');
}, 180_000);
afterAll(() => t.close());

async function printed(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload).text;
}

describe('purchasing prints', () => {
  it('prints an order and an invoice with vendor, lines, totals, in the user language; another company gets 404', async () => {
    const po = (await c.req('POST', 'purchase-order', { podate: '2026-03-01', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '10', unitprice: '12500', itemdiscpc: '10', taxcodes: 'PPN' }] })).json().data;
    const inv = (await c.req('POST', 'purchase-invoice', { invoicedate: '2026-03-05', vendorid: c.vendor, taxinvoiceno: '04002500000000123', details: [{ itemno: 'KOPI', quantity: '10', unitprice: '12500', itemdiscpc: '10', taxcodes: 'PPN', poid: po.id, poseq: 1 }] })).json().data;
    const order = await printed(await c.req('GET', `purchase-order/print/${po.id}`));
    expect(order).toContain('Pesanan Pembelian');
    expect(order).toContain('PT Pemasok Kopi');
    expect(order).toContain('112.500');
    const invoice = await printed(await c.en('GET', `purchase-invoice/print/${inv.id}`));
    expect(invoice).toContain('Purchase Invoice');
    expect(invoice).toContain('04002500000000123');
    // 112,500 + PPN (112,500 × 11/12 = 103,125 × 12 % = 12,375) = 124,875.
    expect(invoice).toContain('Total 124.875,00');
    expect(invoice).toContain('Subtotal 112.500,00');
    const bank = Number((await c.query(sql`select glid from glaccount where glaccount = '1-10002'`))[0]!.glid);
    const pay = await c.req('POST', 'purchase-payment', { paymentdate: '2026-03-20', vendorid: c.vendor, bankaccnt: bank, details: [{ apinvoiceid: inv.id, pay: '124875', bupotno: 'BP-0001' }] });
    expect(pay.statusCode, pay.body).toBe(201);
    const payment = await printed(await c.req('GET', `purchase-payment/print/${pay.json().data.id}`));
    expect(payment).toContain('Pembayaran Pembelian');
    expect(payment).toContain('PI/00001');
    expect(payment).toContain('BP-0001');
    const b = await purchaseCompany(t, 'PT Tetangga Cetak');
    expect((await b.req('GET', `purchase-invoice/print/${inv.id}`)).statusCode).toBe(404);
  });
});
