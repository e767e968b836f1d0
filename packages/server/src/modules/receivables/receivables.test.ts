import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dec } from '../documents/payment-fixture.ts';
import { pdfText } from '../print/pdf-text.ts';
import { salesTaxCompany } from '../salestax/salestax-fixture.ts';

/**
 * AR aging, customer statement, sales reports and customer history (issue 13 item 8) over posted sales invoices
 * (salestax-fixture.ts) and sales receipts made through the API: partial receipts, one entered last but dated back.
 * At every date the aging's grand total is the receivable account's balance then.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesTaxCompany>>;
type Inv = Awaited<ReturnType<typeof c.salesInvoice>>;
let a: Inv;
let b: Inv;
let v2: Inv;
let other: number;
const RECEIVABLE = '1-10100';

const receive = async (paymentdate: string, customerid: number, details: Record<string, unknown>[]) => {
  const res = await c.req('POST', 'sales-payment', { paymentdate, customerid, bankaccount: c.bank, details });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; paymentno: string };
};
const get = async (path: string, who = c.req) => {
  const res = await who('GET', path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};
/** The receivable account's balance through a date, debit positive, from the journal lines themselves. */
const receivableAt = async (date: string) =>
  dec(
    (await c.query(sql`select coalesce(sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${RECEIVABLE} and l.transdate <= ${date}::date`))[0]!
      .b,
  );
type Aging = { listdata: { customerid: number; invoices: { docid: number; owing: string; baseowing: string; bucket: string; days: number }[]; totals: Record<string, string> }[]; totals: Record<string, string>; receivablebalance: string };
const aging = async (asof: string) => (await get(`ar-aging?asof=${asof}`)) as Aging;
const owings = (r: Aging) => Object.fromEntries(r.listdata.flatMap((v) => v.invoices.map((i) => [i.docid, [i.owing, i.bucket]])));

beforeAll(async () => {
  t = await createTestApp();
  c = await salesTaxCompany(t, 'PT Umur Piutang');
  other = await c.person('C-00002', 'Apotek Kedua', {});
  a = await c.salesInvoice({ invoicedate: '2026-01-05', duedate: '2026-01-15', quantity: '10', unitprice: '1000' });
  b = await c.salesInvoice({ invoicedate: '2026-02-02', duedate: '2026-03-04', quantity: '5', unitprice: '2000', taxcodes: 'PPN' });
  v2 = await c.salesInvoice({ customerid: other, invoicedate: '2026-03-01', duedate: '2026-03-31', unitprice: '5000', itemno: 'GULA' });
  await receive('2026-02-10', c.customer, [{ arinvoiceid: a.id, pay: '4000' }]);
  await receive('2026-03-20', c.customer, [{ arinvoiceid: b.id, pay: '2220' }]);
  // Entered last, dated back before the first receipt.
  await receive('2026-01-20', c.customer, [{ arinvoiceid: a.id, pay: '1000' }]);
}, 180_000);
afterAll(() => t.close());

describe('AR aging', () => {
  it('owes at each date what was received up to it, in its column by days past due; the grand total is the receivable then', async () => {
    expect(b.totalamount).toBe('11100');
    const jan = await aging('2026-01-31');
    expect(owings(jan)).toEqual({ [a.id]: ['9000.00', 'days1to30'] });
    const feb = await aging('2026-02-28');
    expect(owings(feb)).toEqual({ [a.id]: ['5000.00', 'days31to60'], [b.id]: ['11100.00', 'current'] });
    const mar = await aging('2026-03-31');
    expect(owings(mar)).toEqual({ [a.id]: ['5000.00', 'days61to90'], [b.id]: ['8880.00', 'days1to30'], [v2.id]: ['5000.00', 'current'] });
    expect(mar.listdata.map((v) => [v.customerid, v.totals.total])).toEqual([
      [other, '5000.00'],
      [c.customer, '13880.00'],
    ]);
    expect(mar.totals).toEqual({ current: '5000.00', days1to30: '8880.00', days31to60: '0.00', days61to90: '5000.00', over90: '0.00', total: '18880.00' });
    for (const [date, r] of [['2026-01-31', jan], ['2026-02-28', feb], ['2026-03-31', mar]] as const) {
      expect(dec(r.totals.total)).toBe(await receivableAt(date));
      expect(dec(r.receivablebalance)).toBe(await receivableAt(date));
    }
    expect((await aging('2025-12-31')).listdata).toEqual([]);
    expect(dec((await aging('2025-12-31')).receivablebalance)).toBe('0');
  });

  it('equals the receivable account at every date from the first document to the last', async () => {
    for (let d = new Date('2026-01-01T00:00:00Z'); d <= new Date('2026-04-05T00:00:00Z'); d = new Date(d.getTime() + 5 * 86_400_000)) {
      const date = d.toISOString().slice(0, 10);
      const r = await aging(date);
      expect([date, dec(r.totals.total)]).toEqual([date, await receivableAt(date)]);
      expect(dec(r.receivablebalance)).toBe(dec(r.totals.total));
    }
  });

  it('answers one customer\'s invoices without the account balance, and the summary per customer', async () => {
    const one = await get(`ar-aging?asof=2026-03-31&customerid=${other}`);
    expect([one.listdata.length, one.receivablebalance]).toEqual([1, null]);
    const summary = await get('ar-aging-summary?asof=2026-03-31');
    expect(summary.listdata.map((x: { customername: string; invoicecount: number; totals: { total: string } }) => [x.customername, x.invoicecount, x.totals.total])).toEqual([
      ['Apotek Kedua', 1, '5000.00'],
      ['Toko Pelanggan', 2, '13880.00'],
    ]);
    expect([summary.totals.total, dec(summary.receivablebalance)]).toEqual(['18880.00', '18880']);
    expect((await c.req('GET', `ar-aging?customerid=${c.vendor}`)).statusCode).toBe(400);
  });

  it('exports the aging to Excel and CSV with the receivable balance row', async () => {
    const xlsx = await c.req('GET', 'ar-aging?asof=2026-03-31&format=xlsx');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('umur-piutang-2026-03-31.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await c.en('GET', 'ar-aging?asof=2026-03-31&format=csv');
    expect(csv.body).toContain('Receivable accounts balance');
    expect(csv.body).toContain(b.invoiceno);
    expect((await c.en('GET', 'ar-aging-summary?asof=2026-03-31&format=csv')).body).toContain('Apotek Kedua');
  });
});

describe('customer statement', () => {
  it('runs the balance from the opening: invoices debit, receipts credit; the closing is what the aging owes', async () => {
    const s = (await get(`customer-statement?customerid=${c.customer}&fromdate=2026-02-01&todate=2026-03-31`)).data;
    expect([s.customerno, s.customername]).toEqual(['C-00001', 'Toko Pelanggan']);
    expect(s.sections).toHaveLength(1);
    const sec = s.sections[0];
    expect(sec.opening).toBe('9000.00');
    expect(sec.lines.map((l: Record<string, string>) => [l.date, l.form, l.debit, l.credit, l.balance])).toEqual([
      ['2026-02-02', 'sales-invoice', '11100.00', '0.00', '20100.00'],
      ['2026-02-10', 'sales-payment', '0.00', '4000.00', '16100.00'],
      ['2026-03-20', 'sales-payment', '0.00', '2220.00', '13880.00'],
    ]);
    expect([sec.debit, sec.credit, sec.closing]).toEqual(['11100.00', '6220.00', '13880.00']);
    const xlsx = await c.req('GET', `customer-statement?customerid=${c.customer}&fromdate=2026-02-01&todate=2026-03-31&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('kartu-piutang-C-00001-2026-02-01-2026-03-31.xlsx');
    expect((await c.req('GET', `customer-statement?customerid=${c.customer}&fromdate=2026-03-01&todate=2026-02-01`)).statusCode).toBe(400);
    expect((await c.req('GET', `customer-statement?customerid=${c.vendor}&fromdate=2026-01-01&todate=2026-02-01`)).statusCode).toBe(400);
  });

  it('prints as PDF (format=pdf): letterhead, customer, period, each document with its running balance, the closing', async () => {
    const res = await c.req('GET', `customer-statement?customerid=${c.customer}&fromdate=2026-02-01&todate=2026-03-31&format=pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('kartu-piutang-C-00001-2026-02-01-2026-03-31.pdf');
    const { pages, text } = pdfText(res.rawPayload);
    expect(pages).toBe(1);
    // Amounts in the company's number style (1.250.000,00), the balance running 9.000 → 20.100 → 16.100 → 13.880.
    for (const shown of ['Kartu Piutang', 'Pelanggan: C-00001 — Toko Pelanggan', 'Saldo Awal', '9.000,00', '11.100,00', '20.100,00', '4.000,00', '16.100,00', '2.220,00', 'Saldo Akhir', '6.220,00', '13.880,00', 'Faktur Penjualan']) {
      expect(text, shown).toContain(shown);
    }
    // Reports without a PDF refuse the format, naming it.
    const aging = await c.req('GET', `ar-aging?asof=2026-03-31&format=pdf`);
    expect(aging.statusCode).toBe(400);
    expect(aging.json().details?.fields?.[0]?.field ?? aging.body).toContain('format');
  });
});

describe('sales reports and customer history', () => {
  it('sums sales by customer, by salesman and by item between two dates', async () => {
    const byCustomer = await get('sales-by-customer?fromdate=2026-01-01&todate=2026-03-31');
    expect(byCustomer.listdata.map((r: Record<string, unknown>) => [r.customername, r.invoices, dec(r.beforevat), dec(r.vat), dec(r.total)])).toEqual([
      ['Apotek Kedua', 1, '5000', '0', '5000'],
      ['Toko Pelanggan', 2, '20000', '1100', '21100'],
    ]);
    expect(byCustomer.totals).toMatchObject({ invoices: 3, total: '26100.00' });
    const bySalesman = await get('sales-by-salesman?fromdate=2026-01-01&todate=2026-03-31');
    expect(bySalesman.listdata.map((r: Record<string, unknown>) => [r.salesmanid, r.invoices, dec(r.total)])).toEqual([[null, 3, '26100']]);
    expect((await c.en('GET', 'sales-by-salesman?fromdate=2026-01-01&todate=2026-03-31&format=csv')).body).toContain('No salesman');
    const byItem = await get('sales-by-item?fromdate=2026-01-01&todate=2026-03-31');
    expect(byItem.listdata.map((r: Record<string, unknown>) => [r.itemno, dec(r.qty)])).toEqual([
      ['GULA', '1'],
      ['TEH', '15'],
    ]);
    expect((await c.req('GET', 'sales-by-item?fromdate=2026-03-01&todate=2026-01-01')).statusCode).toBe(400);
  });

  it('lists a customer\'s invoices with what they owe now, and what the customer owes today', async () => {
    const list = await get(`sales-invoice/readallByTipe/0?idtype=${c.customer}`);
    expect(list.listdata.map((r: Record<string, string>) => [r.number, r.owing])).toEqual([
      [b.invoiceno, '8880'],
      [a.invoiceno, '5000'],
    ]);
    const owing = (await get(`sales-invoice/owingByTipe/0?idtype=${c.customer}`)).data;
    expect([owing.owing, owing.invoices]).toEqual(['13880.00', 2]);
    expect((await get(`sales-payment/readallByTipe/0?idtype=${c.customer}`)).total).toBe(3);
    expect((await c.req('GET', `sales-invoice/readallByTipe/1?idtype=${c.customer}`)).statusCode).toBe(400);
    expect((await c.req('GET', `sales-invoice/readallByTipe/0?idtype=${c.vendor}`)).statusCode).toBe(400);
  });

  it('ages every invoice at what its settlement read owes today (the subledger), in total the receivable account', async () => {
    const r = await aging('2026-12-31');
    const owingNow = new Map<number, string>();
    for (const customer of [c.customer, other]) {
      for (const row of (await get(`sales-invoice/readallByTipe/0?idtype=${customer}&size=100`)).listdata as { id: number; owing: string }[]) owingNow.set(row.id, row.owing);
    }
    for (const party of r.listdata) for (const i of party.invoices) expect([i.docid, dec(i.owing)]).toEqual([i.docid, dec(owingNow.get(i.docid) ?? '0')]);
    const subledger = Decimal.sum(0, ...owingNow.values()).toFixed();
    expect(dec(r.totals.total ?? '0')).toBe(subledger);
    expect(subledger).toBe(await receivableAt('2026-12-31'));
  });
});

describe('over invoices entered on the sales invoice form', () => {
  it('ages them with what receipts paid, equal to the receivable account, and lists them on the customer statement', async () => {
    const res = await c.req('POST', 'sales-invoice', { invoicedate: '2026-05-04', duedate: '2026-05-10', customerid: other, details: [{ itemno: 'JASA', quantity: '2', unitprice: '250000', taxcodes: 'PPN' }] });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json().data as { id: number; invoiceno: string; totalamount: string };
    expect(inv.totalamount).toBe('555000');
    await receive('2026-05-20', other, [{ arinvoiceid: inv.id, pay: '155000' }]);
    const may = await aging('2026-05-31');
    expect(owings(may)[inv.id]).toEqual(['400000.00', 'days1to30']);
    expect(dec(may.totals.total)).toBe(await receivableAt('2026-05-31'));
    expect(dec(may.receivablebalance)).toBe(await receivableAt('2026-05-31'));
    const s = (await get(`customer-statement?customerid=${other}&fromdate=2026-05-01&todate=2026-05-31`)).data;
    expect(s.sections[0].opening).toBe('5000.00');
    expect(s.sections[0].lines.map((l: Record<string, string>) => [l.number, l.debit, l.credit])).toEqual([
      [inv.invoiceno, '555000.00', '0.00'],
      [expect.any(String), '0.00', '155000.00'],
    ]);
    expect(s.sections[0].closing).toBe('405000.00');
  });
});
