import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACC, salesCompany } from './sales-fixture.ts';

/** What remains to invoice of an order and of a delivery order holds under 16 concurrent invoices (issue 13: Concurrency). */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Serentak Jual');
}, 180_000);
afterAll(() => t.close());

describe('sales invoices under concurrency', () => {
  it('16 concurrent invoices of one order line of 10: exactly 10 succeed, the order is closed and the stock agrees', async () => {
    const so = await c.created('sales-order', { sodate: '2026-03-02', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '10', unitprice: '3000' }] });
    const invoice = () => c.req('POST', 'sales-invoice', { invoicedate: '2026-03-03', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '1', unitprice: '3000', soid: so.id, soseq: 1 }] });
    const invoices = await Promise.all(Array.from({ length: 16 }, invoice));
    expect(invoices.filter((r) => r.statusCode === 201)).toHaveLength(10);
    for (const r of invoices.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(translate('id', 'ORDER_PROCESSED'));
    }
    expect((await c.read('sales-order', so.id)).status).toBe('closed');
    expect(await c.balance(ACC.AR)).toBe('30000');
    expect(await c.balance(ACC.COGS)).toBe('20000');
    await c.agrees();
  });

  it('16 concurrent invoices of one delivery line of 5: exactly 5 succeed and goods in transit clears exactly', async () => {
    const dlv = await c.created('delivery-order', { dodate: '2026-03-04', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '5' }] });
    expect(await c.balance(ACC.GIT)).toBe('7142.86');
    const invoice = () => c.req('POST', 'sales-invoice', { invoicedate: '2026-03-05', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '2000', doid: dlv.id, doseq: 1 }] });
    const invoices = await Promise.all(Array.from({ length: 16 }, invoice));
    expect(invoices.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(invoices.filter((r) => r.statusCode === 409)).toHaveLength(11);
    expect(await c.balance(ACC.GIT)).toBe('0');
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
    await c.agrees();
  });
});
