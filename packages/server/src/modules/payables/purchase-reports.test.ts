import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dec } from '../documents/payment-fixture.ts';
import { purchaseCompany } from '../documents/purchase-fixture.ts';

/**
 * Purchase reports (issue 12 item 5) over an order received in part, invoiced from the receipt at another price and
 * directly from the order, a return without invoice and a direct invoice in another unit: purchases by vendor and
 * by item, open order lines, and goods received not invoiced, whose total is the unbilled account's balance at
 * every date.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;
const UNBILLED = '2-10700';
type Body = Record<string, unknown>;
type Doc = { id: number; totalamount: string; tax1amount: string; details: Body[] } & Body;
const docs: Record<string, Doc> = {};

const created = async (form: string, body: Body) => {
  const res = await c.req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Doc;
};
const get = async (path: string) => {
  const res = await c.req('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const unbilledAt = async (date: string) =>
  dec(
    (await c.query(sql`select coalesce(-sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${UNBILLED} and l.transdate <= ${date}::date`))[0]!
      .b,
  );
const march = 'fromdate=2026-03-01&todate=2026-03-31';

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Laporan Beli');
  const po = await created('purchase-order', {
    podate: '2026-03-02',
    vendorid: c.vendor,
    details: [
      { itemno: 'KOPI', quantity: '10', unitprice: '1000', taxcodes: 'PPN' },
      { itemno: 'TEH', quantity: '5', unitprice: '2000', taxcodes: 'PPN' },
    ],
  });
  const rcv = await created('goods-receipt', {
    receivedate: '2026-03-05',
    vendorid: c.vendor,
    details: [
      { itemno: 'KOPI', quantity: '6', unitprice: '1000', taxcodes: 'PPN', poid: po.id, poseq: 1 },
      { itemno: 'TEH', quantity: '5', unitprice: '2000', taxcodes: 'PPN', poid: po.id, poseq: 2 },
    ],
  });
  docs.inv1 = await created('purchase-invoice', {
    invoicedate: '2026-03-10',
    vendorid: c.vendor,
    details: [
      { itemno: 'KOPI', quantity: '4', unitprice: '1100', taxcodes: 'PPN', receiveid: rcv.id, receiveseq: 1 },
      { itemno: 'TEH', quantity: '5', unitprice: '2000', taxcodes: 'PPN', receiveid: rcv.id, receiveseq: 2 },
    ],
  });
  await created('purchase-return', { returndate: '2026-03-15', vendorid: c.vendor, withoutpi: true, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '1000', receiveid: rcv.id, receiveseq: 1 }] });
  docs.inv2 = await created('purchase-invoice', { invoicedate: '2026-03-20', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '2', unitprice: '1000', taxcodes: 'PPN', poid: po.id, poseq: 1 }] });
  docs.inv3 = await created('purchase-invoice', { invoicedate: '2026-03-25', vendorid: c.vendor2, details: [{ itemno: 'KOPI', itemunit: 'DUS', quantity: '1', unitprice: '12000' }] });
  // April: outside the March range, inside the aging of April.
  docs.inv4 = await created('purchase-invoice', { invoicedate: '2026-04-02', vendorid: c.vendor2, details: [{ itemno: 'GULA', quantity: '3', unitprice: '500' }] });
}, 180_000);
afterAll(() => t.close());

describe('purchases by vendor and by item', () => {
  it('totals the invoices of the range per vendor before VAT, VAT and total', async () => {
    const r = await get(`purchases-by-vendor?${march}`);
    const vat = new Decimal(docs.inv1!.tax1amount).plus(docs.inv2!.tax1amount).toFixed(2);
    const total = new Decimal(docs.inv1!.totalamount).plus(docs.inv2!.totalamount).toFixed(2);
    expect(r.listdata.map((v: Body) => [v.vendorid, v.invoices, dec(v.beforevat), dec(v.vat), dec(v.total)])).toEqual([
      [c.vendor2, 1, '12000', '0', '12000'],
      [c.vendor, 2, '16400', dec(vat), dec(total)],
    ]);
    expect(dec(r.totals.total)).toBe(new Decimal(total).plus(12000).toFixed());
    expect(r.totals.invoices).toBe(3);
  });

  it('totals the quantity in unit1 and the value per item', async () => {
    const r = await get(`purchases-by-item?${march}`);
    // KOPI: 4 + 2 PCS and 1 DUS of 12; 4,400 + 2,000 + 12,000.
    expect(r.listdata.map((i: Body) => [i.itemno, dec(i.qty), i.unit1, dec(i.value)])).toEqual([
      ['KOPI', '18', 'PCS', '18400'],
      ['TEH', '5', 'PCS', '10000'],
    ]);
    expect(r.totals.value).toBe('28400.00');
    expect((await get('purchases-by-item?fromdate=2026-04-01&todate=2026-04-30')).listdata.map((i: Body) => i.itemno)).toEqual(['GULA']);
  });
});

describe('open purchase orders', () => {
  it('lists the order lines with something left at the end of the range: ordered, received, invoiced, remaining', async () => {
    const at = async (todate: string) => (await get(`open-purchase-orders?fromdate=2026-03-01&todate=${todate}`)).listdata.map((l: Body) => [l.itemno, dec(l.ordered), dec(l.received), dec(l.invoiced), dec(l.remaining), dec(l.remainingvalue)]);
    expect(await at('2026-03-02')).toEqual([
      ['KOPI', '10', '0', '0', '10', '10000'],
      ['TEH', '5', '0', '0', '5', '10000'],
    ]);
    expect(await at('2026-03-12')).toEqual([['KOPI', '10', '6', '4', '4', '4000']]);
    expect(await at('2026-03-31')).toEqual([['KOPI', '10', '6', '6', '2', '2000']]);
    const closed = await c.req('PUT', `purchase-order/close/${(await get('purchase-order/readall')).listdata[0].id}`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await at('2026-03-31')).toEqual([]);
  });
});

describe('goods received not invoiced', () => {
  it('values what was not invoiced at each date, and its total is the unbilled account then', async () => {
    const at = async (asof: string) => get(`goods-received-not-invoiced?asof=${asof}`);
    const lines = (r: { listdata: Body[] }) => r.listdata.map((l) => [l.itemno, dec(l.received), dec(l.notinvoiced), dec(l.value)]);
    const before = await at('2026-03-07');
    // The receipt's KOPI now stands at 4 × 1,100 invoiced + 1 returned at 1,000 + 1 × 1,000: its revised cost is on unbilled from the receipt's date.
    expect(lines(before)).toEqual([
      ['KOPI', '6', '6', '6400'],
      ['TEH', '5', '5', '10000'],
    ]);
    expect(lines(await at('2026-03-12'))).toEqual([['KOPI', '6', '2', '2000']]);
    const end = await at('2026-03-31');
    expect(lines(end)).toEqual([['KOPI', '6', '1', '1000']]);
    for (const date of ['2026-03-04', '2026-03-07', '2026-03-12', '2026-03-16', '2026-03-31']) {
      const r = await at(date);
      expect(dec(r.totals.value), date).toBe(await unbilledAt(date));
      expect(dec(r.unbilledbalance), date).toBe(await unbilledAt(date));
    }
  });

  it('exports each report, and refuses a reversed range and a bad date with a 400 naming the field', async () => {
    for (const [path, file] of [
      [`purchases-by-vendor?${march}`, 'pembelian-per-pemasok-2026-03-01-2026-03-31.xlsx'],
      [`purchases-by-item?${march}`, 'pembelian-per-barang-2026-03-01-2026-03-31.xlsx'],
      [`open-purchase-orders?${march}`, 'pesanan-pembelian-terbuka-2026-03-01-2026-03-31.xlsx'],
      ['goods-received-not-invoiced?asof=2026-03-31', 'barang-diterima-belum-ditagih-2026-03-31.xlsx'],
    ] as const) {
      const res = await c.req('GET', `${path}&format=xlsx`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-disposition']).toContain(file);
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const csv = await c.en('GET', `purchases-by-item?${march}&format=csv`);
    expect(csv.body.split('\n')[0]).toContain('Item no.');
    expect(csv.body).toContain('18400');
    for (const [path, field] of [
      ['purchases-by-vendor?fromdate=2026-03-31&todate=2026-03-01', 'todate'],
      ['purchases-by-item?fromdate=2026-03-01', 'todate'],
      ['open-purchase-orders?fromdate=2026-13-01&todate=2026-03-01', 'fromdate'],
      ['goods-received-not-invoiced?asof=yesterday', 'asof'],
    ] as const) {
      const res = await c.en('GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(JSON.stringify(res.json().message), path).toContain(field);
    }
  });

  it('another company sees none of it', async () => {
    const other = await purchaseCompany(t, 'PT Lain Beli');
    for (const path of [`purchases-by-vendor?${march}`, `purchases-by-item?${march}`, `open-purchase-orders?${march}`, 'goods-received-not-invoiced?asof=2026-03-31']) {
      const res = await other.req('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.json().listdata, path).toEqual([]);
    }
  });
});
