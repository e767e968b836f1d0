import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACC, salesCompany, type Doc } from '../documents/sales-fixture.ts';

/**
 * Open sales orders and delivered-not-invoiced (issue 13 item 8): the purchase side's open orders and goods received
 * not invoiced over the sales side. An order of two lines, part of one delivered, part of the delivery invoiced
 * (posted) and one more unit on a Temporary Invoice (which moves nothing off goods in transit). At every date the
 * delivered-not-invoiced total is the goods-in-transit account's balance from its journal lines.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
let so: Doc;
let dlv: Doc;

const get = async (path: string) => {
  const res = await c.req('GET', path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};
const d = (v: unknown) => new Decimal(String(v)).toFixed();
/** The goods-in-transit account's balance through a date, debit positive, from the journal lines themselves. */
const transitAt = async (date: string) =>
  new Decimal(
    String(
      (await c.query(sql`select coalesce(sum(l.amount), 0)::text as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${ACC.GIT} and l.transdate <= ${date}::date`))[0]!.b,
    ),
  ).toFixed(2);
const fromDo = (quantity: string, extra: Record<string, unknown> = {}) => ({
  invoicedate: '2026-03-04',
  customerid: c.customer,
  details: [{ itemno: 'KOPI', quantity, unitprice: '2000', taxcodes: 'PPN', doid: dlv.id, doseq: 1 }],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Pesanan Terbuka');
  so = await c.created('sales-order', {
    sodate: '2026-03-02',
    customerid: c.customer,
    details: [
      { itemno: 'KOPI', quantity: '7', unitprice: '2000', taxcodes: 'PPN' },
      { itemno: 'TEH', quantity: '4', unitprice: '3000', taxcodes: 'PPN' },
    ],
  });
  dlv = await c.created('delivery-order', { dodate: '2026-03-03', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '5', soid: so.id, soseq: 1 }] });
  await c.created('sales-invoice', fromDo('2'));
  await c.created('sales-invoice', fromDo('1', { invoicedate: '2026-03-05', posted: false }));
}, 180_000);
afterAll(() => t.close());

describe('open sales orders', () => {
  it('lists each order line with ordered, delivered, invoiced and what remains, at the order price without VAT', async () => {
    const r = await get('open-sales-orders?fromdate=2026-03-01&todate=2026-03-31');
    const lines = (r.listdata as Record<string, unknown>[]).map((l) => [l.orderno, l.itemno, d(l.ordered), d(l.delivered), d(l.invoiced), d(l.remaining), l.remainingvalue, l.customername]);
    // KOPI: 7 ordered, 5 delivered, 2 + 1 invoiced from the delivery, 2 left at 2,000; TEH untouched: 4 at 3,000.
    expect(lines).toEqual([
      [so.sono, 'KOPI', '7', '5', '3', '2', '4000.00', 'Toko Pelanggan'],
      [so.sono, 'TEH', '4', '0', '0', '4', '12000.00', 'Toko Pelanggan'],
    ]);
    expect(r.totals).toEqual({ remainingvalue: '16000.00' });
    // Before the delivery was dated the whole order is open; an order dated outside the range is not listed.
    const before = await get('open-sales-orders?fromdate=2026-03-01&todate=2026-03-02');
    expect((before.listdata as Record<string, unknown>[]).map((l) => d(l.remaining))).toEqual(['7', '4']);
    expect((await get('open-sales-orders?fromdate=2026-04-01&todate=2026-04-30')).listdata).toEqual([]);
  });
});

describe('delivered not invoiced', () => {
  it('answers what remains to invoice of each delivery at cost, and its total is the goods-in-transit balance at every date', async () => {
    for (const asof of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-31']) {
      const r = await get(`delivered-not-invoiced?asof=${asof}`);
      expect(r.totals.value, asof).toBe(await transitAt(asof));
      expect(r.transitbalance, asof).toBe(r.totals.value);
    }
    const march = await get('delivered-not-invoiced?asof=2026-03-31');
    // 5 KOPI cost 7,142.86; the posted invoice of 2 took 2,857.14 off; the Temporary Invoice of 1 takes nothing yet.
    expect((march.listdata as Record<string, unknown>[]).map((l) => [l.deliveryno, l.itemno, d(l.delivered), d(l.notinvoiced), l.value])).toEqual([[dlv.dono, 'KOPI', '5', '3', '4285.72']]);
    const delivered = await get('delivered-not-invoiced?asof=2026-03-03');
    expect((delivered.listdata as Record<string, unknown>[]).map((l) => [d(l.notinvoiced), l.value])).toEqual([['5', '7142.86']]);
    expect((await get('delivered-not-invoiced?asof=2026-03-02')).listdata).toEqual([]);
  });

  it('exports both reports as CSV and Excel named in the user language, and refuses a range out of order', async () => {
    for (const path of ['delivered-not-invoiced?asof=2026-03-31', 'open-sales-orders?fromdate=2026-03-01&todate=2026-03-31']) {
      const csv = await c.req('GET', `${path}&format=csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/pesanan-penjualan-terbuka|barang-dikirim-belum-ditagih/);
      expect(csv.body).toContain('KOPI');
      const xlsx = await c.req('GET', `${path}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
    }
    expect((await c.req('GET', 'delivered-not-invoiced?asof=2026-03-31&format=csv')).body).toContain('4285.72');
    const bad = await c.req('GET', 'open-sales-orders?fromdate=2026-03-31&todate=2026-03-01');
    expect(bad.statusCode).toBe(400);
  });
});
