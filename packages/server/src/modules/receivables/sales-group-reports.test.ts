import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACC, salesCompany, type Doc } from '../documents/sales-fixture.ts';

/**
 * Item groups in the sales reports (issue 13 §3 and item 8): a delivery order of 2 GRP-R (2 TEH at 2,000 + 1 GULA at
 * 500 each: 4,500 a group) moves 9,000 into goods in transit; two invoices of one group each take 4,500 off. The
 * delivered-not-invoiced report lists the group line and its total is the goods-in-transit balance at every date;
 * sales by item reports the group as sold, not its components.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
let dlv: Doc;
const GROUP = 'GRP-R';

const get = async (path: string) => {
  const res = await c.req('GET', path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};
const d = (v: unknown) => new Decimal(String(v)).toFixed();
/** The goods-in-transit account's balance through a date, from the journal lines themselves. */
const transitAt = async (date: string) =>
  new Decimal(
    String(
      (await c.query(sql`select coalesce(sum(l.amount), 0)::text as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${ACC.GIT} and l.transdate <= ${date}::date`))[0]!.b,
    ),
  ).toFixed(2);
const invoice = (invoicedate: string) => ({ invoicedate, customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '10000', doid: dlv.id, doseq: 1 }] });

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Paket Laporan');
  const res = await c.req('POST', 'item-grouping', { itemno: GROUP, itemdescription: 'Paket laporan', unit1: 'SET', unitprice: '10000', details: [{ itemno: 'TEH', quantity: '2' }, { itemno: 'GULA', quantity: '1' }] });
  expect(res.statusCode, res.body).toBe(201);
  dlv = await c.created('delivery-order', { dodate: '2026-03-03', customerid: c.customer, details: [{ itemno: GROUP, quantity: '2' }] });
  await c.created('sales-invoice', invoice('2026-03-05'));
  await c.created('sales-invoice', invoice('2026-03-07'));
}, 180_000);
afterAll(() => t.close());

describe('delivered not invoiced with a group line', () => {
  it('lists the group at its components’ cost, and its total is the goods-in-transit balance at every date', async () => {
    for (const asof of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-31']) {
      const r = await get(`delivered-not-invoiced?asof=${asof}`);
      expect(r.totals.value, asof).toBe(await transitAt(asof));
      expect(r.transitbalance, asof).toBe(r.totals.value);
    }
    const lines = async (asof: string) => ((await get(`delivered-not-invoiced?asof=${asof}`)).listdata as Record<string, unknown>[]).map((l) => [l.deliveryno, l.itemno, l.unit1, d(l.delivered), d(l.notinvoiced), l.value]);
    expect(await lines('2026-03-04')).toEqual([[dlv.dono, GROUP, 'SET', '2', '2', '9000.00']]);
    expect(await lines('2026-03-06')).toEqual([[dlv.dono, GROUP, 'SET', '2', '1', '4500.00']]);
    expect(await lines('2026-03-07')).toEqual([]);
    expect(await transitAt('2026-03-04')).toBe('9000.00');
    expect(await transitAt('2026-03-07')).toBe('0.00');
  });
});

describe('sales by item with a group line', () => {
  it('reports the group as sold (isgroup), its components not counted as sold items', async () => {
    const r = await get('sales-by-item?fromdate=2026-03-01&todate=2026-03-31');
    const rows = (r.listdata as Record<string, unknown>[]).map((l) => [l.itemno, l.unit1, l.isgroup, d(l.qty), d(l.value)]);
    expect(rows).toEqual([[GROUP, 'SET', true, '2', '20000']]);
    expect(d(r.totals.value)).toBe('20000');
  });
});

describe('the sales by item export with a group line', () => {
  it('has a Grup column: Ya for the group, blank for an item, Yes in English, in the CSV and the Excel file', async () => {
    await c.created('sales-invoice', { invoicedate: '2026-04-02', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '1', unitprice: '3000' }, { itemno: GROUP, quantity: '1', unitprice: '10000' }] });
    const range = 'fromdate=2026-04-01&todate=2026-04-30';
    const csv = await c.req('GET', `sales-by-item?${range}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'No. Barang,Nama Barang,Kuantitas,Satuan,Nilai,Grup',
      'GRP-R,Paket laporan,1,SET,10000,Ya',
      'TEH,Barang TEH,1,PCS,3000,',
      ',Total,,,13000,',
    ]);
    const english = (await c.en('GET', `sales-by-item?${range}&format=csv`)).body.replace('\uFEFF', '').trim().split('\r\n');
    expect([english[0], english[1]]).toEqual(['Item no.,Item description,Quantity,Unit,Value,Group', 'GRP-R,Paket laporan,1,SET,10000,Yes']);
    const xlsx = await c.req('GET', `sales-by-item?${range}&format=xlsx`);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="penjualan-per-barang-2026-04-01-2026-04-30.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push(Array.from({ length: 6 }, (_v, i) => row.getCell(i + 1).value)));
    expect(rows.map((r) => [r[0], r[5]])).toEqual([
      ['No. Barang', 'Grup'],
      ['GRP-R', 'Ya'],
      ['TEH', null],
      [null, null],
    ]);
  });
});

describe('the e-Faktur file with a group line', () => {
  it('has one GoodService for the group (what the customer is billed for), at its price, never its components', async () => {
    const items = (await get('item/readall?size=100')).listdata as { id: number; itemno: string }[];
    for (const itemno of ['TEH', 'GULA']) {
      const full = (await get(`item/read/${items.find((i) => i.itemno === itemno)!.id}`)).data;
      expect((await c.req('PUT', 'item', { ...full, efakturcode: '090200' })).statusCode).toBe(200);
    }
    await c.query(sql`update company set npwp = '0012345678609000'`);
    await c.query(sql`update person set tax1exemptionno = '01.234.567.8-901.000', addressline1 = 'Jl. Pelanggan 1', city = 'Surabaya' where personid = ${c.customer}`);
    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-10', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '10000', taxcodes: 'PPN' }] });
    const res = await c.req('POST', 'sales-invoice/efaktur', { ids: [inv.id] });
    expect(res.statusCode, res.body).toBe(200);
    const goods = res.body.split('<GoodService>').slice(1);
    expect(goods).toHaveLength(1);
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(goods[0]!)?.[1];
    expect([field('Opt'), field('Code'), field('Name'), field('Price'), field('Qty'), field('TaxBase')]).toEqual(['A', '090200', 'Paket laporan', '10000', '1', '10000']);
  });
});
