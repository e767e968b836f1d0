import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACC, salesCompany } from './sales-fixture.ts';

/** Item groups under concurrency (issue 13 §3): the stock engine locks the components, so no component goes below zero. */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Paket Serentak');
  // TEH 10 in stock (the fixture); GULA bought up to 105, so TEH alone limits the group to 10.
  await c.created('purchase-invoice', { invoicedate: '2026-03-01', vendorid: c.vendor, details: [{ itemno: 'GULA', quantity: '100', unitprice: '500' }] });
  const res = await c.req('POST', 'item-grouping', { itemno: 'GRP-00001', itemdescription: 'Paket teh', unit1: 'SET', details: [{ itemno: 'TEH', quantity: '1' }, { itemno: 'GULA', quantity: '1' }] });
  expect(res.statusCode, res.body).toBe(201);
}, 180_000);
afterAll(() => t.close());

describe('item group invoices under concurrency', () => {
  it('16 concurrent invoices of one group on a component with stock for 10 groups: exactly 10 are accepted', async () => {
    const invoice = () => c.req('POST', 'sales-invoice', { invoicedate: '2026-03-03', customerid: c.customer, details: [{ itemno: 'GRP-00001', quantity: '1', unitprice: '4000' }] });
    const invoices = await Promise.all(Array.from({ length: 16 }, invoice));
    expect(invoices.filter((r) => r.statusCode === 201)).toHaveLength(10);
    for (const r of invoices.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toBe(translate('id', 'STOCK_INSUFFICIENT', { item: 'TEH' }));
    }
    expect(await c.count('sales-invoice')).toBe(10);
    expect(await c.balance(ACC.AR)).toBe('40000');
    // 10 × (TEH 2,000 + GULA 500).
    expect(await c.balance(ACC.COGS)).toBe('25000');
    await c.agrees();
  });
});
