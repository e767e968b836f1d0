import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { dec, paymentCompany } from '../documents/payment-fixture.ts';

/**
 * AP aging and vendor statement (issue 12 item 5) over documents made through the API: partial payments, a return,
 * a payment entered last but dated back, an invoice paid in full after the aging date. At every date the aging's
 * grand total is the payable account's balance then; today each invoice's owing is what its read answers.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof paymentCompany>>;
const PAYABLE = '2-10000';
type Body = Record<string, unknown>;
type Inv = { id: number; invoiceno: string; totalamount: string };
let a: Inv;
let b: Inv;
let v2: Inv;

const created = async (form: string, body: Body) => {
  const res = await c.req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Inv & Body;
};
const invoice = (invoicedate: string, duedate: string, vendorid: number, quantity: string, unitprice: string, taxcodes?: string) =>
  created('purchase-invoice', { invoicedate, duedate, vendorid, details: [{ itemno: 'TEH', quantity, unitprice, ...(taxcodes ? { taxcodes } : {}) }] });
const pay = (paymentdate: string, vendorid: number, details: Body[]) => created('purchase-payment', { paymentdate, vendorid, bankaccnt: c.bank, details });
const get = async (path: string, who = c.req) => {
  const res = await who('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The payable account's balance through a date, credit positive. */
const payableAt = async (date: string) =>
  dec(
    (await c.query(sql`select coalesce(-sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${PAYABLE} and l.transdate <= ${date}::date`))[0]!
      .b,
  );
type Aging = { listdata: { vendorid: number; invoices: { docid: number; owing: string; baseowing: string; bucket: string; days: number }[]; totals: Record<string, string> }[]; totals: Record<string, string>; payablebalance: string };
const aging = async (asof: string) => (await get(`ap-aging?asof=${asof}`)) as Aging;
const owings = (r: Aging) => Object.fromEntries(r.listdata.flatMap((v) => v.invoices.map((i) => [i.docid, [i.owing, i.bucket]])));

beforeAll(async () => {
  t = await createTestApp();
  c = await paymentCompany(t, 'PT Umur Hutang');
  a = await invoice('2026-01-05', '2026-01-15', c.vendor, '10', '1000');
  b = await invoice('2026-02-02', '2026-03-04', c.vendor, '5', '2000', 'PPN');
  v2 = await invoice('2026-03-01', '2026-03-31', c.vendor2, '1', '5000');
  await pay('2026-02-10', c.vendor, [{ apinvoiceid: a.id, pay: '4000' }]);
  await created('purchase-return', { returndate: '2026-03-05', vendorid: c.vendor, apinvoiceid: b.id, details: [{ itemno: 'TEH', quantity: '1', unitprice: '2000', taxcodes: 'PPN', invseq: 1 }] });
  // Entered last, dated back before the first payment.
  await pay('2026-01-20', c.vendor, [{ apinvoiceid: a.id, pay: '1000' }]);
}, 180_000);
afterAll(() => t.close());

describe('AP aging', () => {
  it('owes at each date what was settled up to it, in its column by days past due; the grand total is the payable then', async () => {
    expect(b.totalamount).toBe('11100');
    const jan = await aging('2026-01-31');
    expect(owings(jan)).toEqual({ [a.id]: ['9000.00', 'days1to30'] });
    const feb = await aging('2026-02-28');
    expect(owings(feb)).toEqual({ [a.id]: ['5000.00', 'days31to60'], [b.id]: ['11100.00', 'current'] });
    const mar = await aging('2026-03-31');
    // The return gave back 2,000 + 220 VAT.
    expect(owings(mar)).toEqual({ [a.id]: ['5000.00', 'days61to90'], [b.id]: ['8880.00', 'days1to30'], [v2.id]: ['5000.00', 'current'] });
    expect(mar.listdata.map((v) => [v.vendorid, v.totals.total])).toEqual([
      [c.vendor2, '5000.00'],
      [c.vendor, '13880.00'],
    ]);
    expect(mar.totals).toEqual({ current: '5000.00', days1to30: '8880.00', days31to60: '0.00', days61to90: '5000.00', over90: '0.00', total: '18880.00' });
    for (const [date, r] of [['2026-01-31', jan], ['2026-02-28', feb], ['2026-03-31', mar]] as const) {
      expect(dec(r.totals.total)).toBe(await payableAt(date));
      expect(dec(r.payablebalance)).toBe(await payableAt(date));
    }
    expect((await aging('2025-12-31')).listdata).toEqual([]);
  });

  it('keeps an invoice paid after the date as owing at the date, and today answers what each invoice read answers', async () => {
    await pay('2026-04-10', c.vendor, [{ apinvoiceid: b.id, pay: '8880' }]);
    expect((await c.invoiceState(b.id)).status).toBe('paid');
    expect(owings(await aging('2026-03-31'))[b.id]).toEqual(['8880.00', 'days1to30']);
    const now = await get('ap-aging');
    const listed = owings(now as Aging);
    expect(listed[b.id]).toBeUndefined();
    for (const id of [a.id, v2.id]) expect(dec(listed[id]![0])).toBe((await c.invoiceState(id, id === v2.id ? c.vendor2 : c.vendor)).owing);
    expect(dec(now.totals.total)).toBe(dec(now.payablebalance));
    expect(dec(now.payablebalance)).toBe(dec((await c.payableBySubledger()).replace(/^-/, '')));
  });

  it('narrows to one vendor, and refuses a customer or an unknown vendor, a bad date and an unknown field with a clear 400', async () => {
    const one = await get(`ap-aging?asof=2026-03-31&vendorid=${c.vendor2}`);
    expect(one.listdata.map((v: { vendorid: number }) => v.vendorid)).toEqual([c.vendor2]);
    expect(one.payablebalance).toBeNull();
    for (const [query, field] of [[`vendorid=${c.customer}`, 'vendorid'], ['vendorid=999999', 'vendorid'], ['asof=2026-02-30', 'asof'], ['vendorid=abc', 'vendorid'], ['when=1', '']] as const) {
      const res = await c.en('GET', `ap-aging?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().message), query).toContain(field);
    }
    const res = await c.en('GET', `ap-aging?vendorid=${c.customer}`);
    expect(res.json().message).toBe(translate('en', 'V_REF_NOT_FOUND', { field: 'vendorid' }));
  });
});

describe('AP aging with a credit', () => {
  it('keeps an invoice returned after it was paid as a credit, so the total stays the payable account', async () => {
    const d = await paymentCompany(t, 'PT Retur Lunas');
    const made = async (form: string, body: Body) => {
      const res = await d.req('POST', form, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Inv & Body;
    };
    const inv = await made('purchase-invoice', { invoicedate: '2026-05-01', duedate: '2026-05-31', vendorid: d.vendor, details: [{ itemno: 'TEH', quantity: '2', unitprice: '1000' }] });
    await made('purchase-payment', { paymentdate: '2026-05-02', vendorid: d.vendor, bankaccnt: d.bank, details: [{ apinvoiceid: inv.id, pay: '2000' }] });
    await made('purchase-return', { returndate: '2026-05-03', vendorid: d.vendor, apinvoiceid: inv.id, details: [{ itemno: 'TEH', quantity: '1', unitprice: '1000', invseq: 1 }] });
    const may = (await d.req('GET', 'ap-aging?asof=2026-05-31')).json() as Aging;
    expect(owings(may)[inv.id]).toEqual(['-1000.00', 'current']);
    expect(may.totals.total).toBe('-1000.00');
    expect(dec(may.payablebalance)).toBe('-1000');
  });
});

describe('vendor statement', () => {
  it('opens with what was owed, lists invoices as credit and payments and returns as debit in date order with a running balance', async () => {
    const s = (await get(`vendor-statement?vendorid=${c.vendor}&fromdate=2026-02-01&todate=2026-03-31`)).data;
    expect(s).toMatchObject({ vendorid: c.vendor, vendorno: 'V-00001', fromdate: '2026-02-01', todate: '2026-03-31' });
    expect(s.sections).toHaveLength(1);
    const sec = s.sections[0];
    expect(sec.opening).toBe('9000.00');
    expect(sec.lines.map((l: Body) => [l.date, l.form, l.debit, l.credit, l.balance])).toEqual([
      ['2026-02-02', 'purchase-invoice', '0.00', '11100.00', '20100.00'],
      ['2026-02-10', 'purchase-payment', '4000.00', '0.00', '16100.00'],
      ['2026-03-05', 'purchase-return', '2220.00', '0.00', '13880.00'],
    ]);
    expect([sec.debit, sec.credit, sec.closing]).toEqual(['6220.00', '11100.00', '13880.00']);
    // The closing is what the aging owes the vendor at the end date.
    const mar = await aging('2026-03-31');
    expect(mar.listdata.find((v) => v.vendorid === c.vendor)!.totals.total).toBe(sec.closing);
  });

  it('refuses an end before the start, a customer, a missing vendor', async () => {
    for (const [query, field] of [
      [`vendorid=${c.vendor}&fromdate=2026-03-01&todate=2026-02-01`, 'todate'],
      [`vendorid=${c.customer}&fromdate=2026-01-01&todate=2026-02-01`, 'vendorid'],
      ['fromdate=2026-01-01&todate=2026-02-01', 'vendorid'],
    ] as const) {
      const res = await c.en('GET', `vendor-statement?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().message), query).toContain(field);
    }
  });
});

describe('vendor history (readallByTipe)', () => {
  type Listed = { listdata: { id: number; form: string; number: string; date: string; totalamount: string; owing?: string; paid?: string; status: string }[]; total: number };
  it('lists a vendor documents of one form, newest first, paged and searchable, invoices with what they owe', async () => {
    const invoices = (await get(`purchase-invoice/readallByTipe/1?idtype=${c.vendor}`)) as Listed;
    expect(invoices.total).toBe(2);
    expect(invoices.listdata.map((d) => [d.id, d.form, d.owing, d.status])).toEqual([
      [b.id, 'purchase-invoice', '0', 'paid'],
      [a.id, 'purchase-invoice', '5000', 'partial'],
    ]);
    expect(invoices.listdata[1]).toMatchObject({ number: a.invoiceno, date: '2026-01-05', totalamount: '10000', paid: '5000' });
    const page2 = (await get(`purchase-invoice/readallByTipe/1?idtype=${c.vendor}&size=1&page=2`)) as Listed;
    expect([page2.total, page2.listdata.map((d) => d.id)]).toEqual([2, [a.id]]);
    const found = (await get(`purchase-invoice/readallByTipe/1?idtype=${c.vendor}&search=${encodeURIComponent(b.invoiceno)}`)) as Listed;
    expect(found.listdata.map((d) => d.id)).toEqual([b.id]);
    const payments = (await get(`purchase-payment/readallByTipe/1?idtype=${c.vendor}`)) as Listed;
    expect(payments.listdata.map((d) => [d.date, d.totalamount])).toEqual([
      ['2026-04-10', '8880'],
      ['2026-02-10', '4000'],
      ['2026-01-20', '1000'],
    ]);
    expect(((await get(`purchase-return/readallByTipe/1?idtype=${c.vendor}`)) as Listed).total).toBe(1);
    expect(((await get(`purchase-invoice/readallByTipe/1?idtype=${c.vendor2}`)) as Listed).listdata.map((d) => d.id)).toEqual([v2.id]);
  });

  it('answers what is owed to the vendor today: the sum of its invoices owing, the aging total for the vendor', async () => {
    const owed = (await get(`purchase-invoice/owingByTipe/1?idtype=${c.vendor}`)).data;
    const listed = ((await get(`purchase-invoice/readallByTipe/1?idtype=${c.vendor}`)) as Listed).listdata;
    expect(dec(owed.owing)).toBe(Decimal.sum(0, ...listed.map((d) => d.owing!)).toFixed());
    const today = (await get(`ap-aging?vendorid=${c.vendor}`)) as Aging;
    expect(owed).toEqual({ idtype: c.vendor, owing: today.totals.total, invoices: 1 });
    for (const [path, field] of [
      [`purchase-invoice/owingByTipe/0?idtype=${c.vendor}`, 'type'],
      [`purchase-invoice/owingByTipe/1?idtype=${c.customer}`, 'idtype'],
      ['purchase-invoice/owingByTipe/1', 'idtype'],
    ] as const) {
      const res = await c.en('GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(JSON.stringify(res.json().message), path).toContain(field);
    }
  });

  it('refuses a customer type, a customer or unknown person, and a bad page with a 400 naming the field', async () => {
    for (const [path, field] of [
      [`purchase-invoice/readallByTipe/0?idtype=${c.customer}`, 'type'],
      [`purchase-invoice/readallByTipe/1?idtype=${c.customer}`, 'idtype'],
      ['purchase-order/readallByTipe/1?idtype=999999', 'idtype'],
      ['goods-receipt/readallByTipe/1', 'idtype'],
      [`purchase-invoice/readallByTipe/1?idtype=${c.vendor}&page=0`, 'page'],
    ] as const) {
      const res = await c.en('GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(JSON.stringify(res.json().message), path).toContain(field);
    }
  });
});

describe('export, rights and isolation', () => {
  it('exports the aging and the statement as Excel and CSV named in the user language', async () => {
    const x = await c.req('GET', 'ap-aging?asof=2026-03-31&format=xlsx');
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(x.headers['content-disposition']).toContain('umur-hutang-2026-03-31.xlsx');
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await c.en('GET', `vendor-statement?vendorid=${c.vendor}&fromdate=2026-02-01&todate=2026-03-31&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('vendor-statement-V-00001-2026-02-01-2026-03-31.csv');
    expect(csv.body).toContain('Opening balance');
    expect(csv.body).toContain('13880');
  });

  it('another company sees none of it; a member without the Reports screen is refused the reports but sees a vendor balance with the purchase invoice right', async () => {
    const other = await paymentCompany(t, 'PT Lain Hutang');
    const r = (await (await other.req('GET', 'ap-aging?asof=2026-12-31')).json()) as Aging;
    expect(r.listdata).toEqual([]);
    expect(r.totals.total).toBe('0.00');
    const theirs = await other.req('GET', `vendor-statement?vendorid=${c.vendor}&fromdate=2026-01-01&todate=2026-12-31`);
    expect(theirs.statusCode).toBe(400);
    expect((await other.req('GET', `purchase-invoice/readallByTipe/1?idtype=${c.vendor}`)).statusCode).toBe(400);
    const f = await companyFixture(t, 'PT Hak Laporan');
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(f.token), payload: { tenantId: f.tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const call = f.as(await signIn(t, clerk.username, clerk.password));
    expect((await call('GET', 'ap-aging?asof=2026-03-31')).statusCode).toBe(200);
    expect((await call('GET', 'ap-aging?asof=2026-03-31&format=xlsx')).statusCode).toBe(403);
    const none = { module: 'Laporan', form: 'reports', screen: 'reports', akses: false, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false };
    expect((await f.req('PUT', 'privileges', { userId: clerk.id, hakAksesList: [none, { ...none, module: 'Pembelian', form: 'purchase-invoice', screen: 'purchase-invoice' }] })).statusCode).toBe(200);
    const vendor = (await f.req('POST', 'person-data', { persontype: 1, personno: 'V-00001', name: 'PT Pemasok' })).json().data.id as number;
    const owing = `purchase-invoice/owingByTipe/1?idtype=${vendor}`;
    for (const path of ['ap-aging', 'vendor-statement?vendorid=1&fromdate=2026-01-01&todate=2026-01-31', 'purchases-by-vendor?fromdate=2026-01-01&todate=2026-01-31', 'goods-received-not-invoiced', 'purchase-invoice/readallByTipe/1?idtype=1', owing]) {
      const denied = await call('GET', path);
      expect(denied.statusCode, path).toBe(403);
      expect(denied.json().code).toBe('ACCESS_DENIED');
    }
    // A purchasing clerk who may open purchase invoices but not the reports sees the vendor history with its balance.
    expect((await f.req('PUT', 'privileges', { userId: clerk.id, hakAksesList: [{ ...none, module: 'Pembelian', form: 'purchase-invoice', screen: 'purchase-invoice', akses: true }] })).statusCode).toBe(200);
    expect((await call('GET', 'ap-aging')).statusCode).toBe(403);
    expect((await call('GET', `purchase-invoice/readallByTipe/1?idtype=${vendor}`)).statusCode).toBe(200);
    const balance = await call('GET', owing);
    expect([balance.statusCode, balance.json().data]).toEqual([200, { idtype: vendor, owing: '0.00', invoices: 0 }]);
  });
});
