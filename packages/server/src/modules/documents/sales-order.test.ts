import { translate } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/** Sales quotations and orders on the trade kind (issue 13, API.md §7.1–§7.4): round trips, refusals, credit control. */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;
let salesmanid: number;
let shipid: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Jual Rapi');
  const sm = await c.req('POST', 'salesman', { firstname: 'Budi', lastname: 'Santoso' });
  expect(sm.statusCode, sm.body).toBe(201);
  salesmanid = sm.json().data.id;
  const sh = await c.req('POST', 'shipment', { name: 'JNE' });
  expect(sh.statusCode, sh.body).toBe(201);
  shipid = sh.json().data.id;
}, 180_000);
afterAll(() => t.close());

const quotation = (extra: Record<string, unknown> = {}) => ({
  quotedate: '2026-02-03',
  customerid: c.customer,
  salesmanid,
  description: 'Penawaran kopi',
  discpc: '2',
  details: [
    { itemno: 'KOPI', itemunit: 'DUS', quantity: '2', unitprice: '120000', itemdiscpc: '10', taxcodes: 'PPN' },
    { itemno: 'JASA', quantity: '1', unitprice: '50000' },
  ],
  ...extra,
});
const order = (extra: Record<string, unknown> = {}) => ({
  sodate: '2026-02-05',
  customerid: c.customer,
  salesmanid,
  shipid,
  shipto: 'Gudang Toko, Jl. C 3',
  estshipdate: '2026-02-09',
  freight: '5000',
  details: [{ itemno: 'TEH', quantity: '10', unitprice: '2500', taxcodes: 'PPN' }],
  ...extra,
});

/** A round trip: the read gives the created document back, a PUT of it changes nothing but the version, a delete removes it. */
async function roundTrip(form: string, body: Record<string, unknown>, numberField: string) {
  const res = await c.req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  const doc = res.json().data;
  const read = (await c.req('GET', `${form}/read/${doc.id}`)).json().data;
  expect(read).toEqual(doc);
  const back = await c.req('PUT', form, read);
  expect(back.statusCode, back.body).toBe(200);
  const { version: v1, ...before } = read;
  const { version: v2, ...after } = back.json().data;
  expect(after).toEqual(before);
  expect([v1, v2]).toEqual([1, 2]);
  const list = (await c.req('GET', `${form}/readall?search=${encodeURIComponent(doc[numberField])}`)).json().listdata;
  expect(list[0]).toMatchObject({ [numberField]: doc[numberField], customerid: c.customer, customername: 'Toko Pelanggan', status: 'open' });
  return doc;
}

describe('sales quotation and order', () => {
  it('a quotation: numbered AR QUO, totals by the server, services allowed, read/update/delete round trip', async () => {
    const doc = await roundTrip('quotation', { ...quotation(), totalamount: '1' }, 'quoteno');
    expect(doc).toMatchObject({ form: 'quotation', quoteno: 'SQ/00001', quotedate: '2026-02-03', customerid: c.customer, customername: 'Toko Pelanggan', salesmanid, status: 'open', posted: false });
    expect(doc).toMatchObject({ subtotal: '266000', discamount: '5320', tax1amount: '23285', totalamount: '283965' });
    expect(doc.details.map((l: Record<string, unknown>) => [l.itemno, l.amount, l.remaining])).toEqual([
      ['KOPI', '216000', '2'],
      ['JASA', '50000', '1'],
    ]);
    expect((await c.req('DELETE', `quotation/delete/${doc.id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `quotation/read/${doc.id}`)).statusCode).toBe(404);
  });

  it('an order: numbered AR ORD with ship-to, shipping service, estimated ship date and salesman; round trip and delete', async () => {
    const doc = await roundTrip('sales-order', order(), 'sono');
    expect(doc).toMatchObject({ form: 'sales-order', sono: 'SO/00001', sodate: '2026-02-05', shipid, shipto: 'Gudang Toko, Jl. C 3', estshipdate: '2026-02-09', salesmanid, freight: '5000', status: 'open' });
    expect(doc).toMatchObject({ subtotal: '25000', taxbase: '25000', tax1amount: '2750', totalamount: '32750' });
    expect((await c.req('GET', 'sales-order/getnumber')).json().data.number).toBe('SO/00002');
    expect((await c.req('DELETE', `sales-order/delete/${doc.id}`)).statusCode).toBe(200);
  });
});

describe('refusals name the field, in the user language, and change nothing', () => {
  const refused = async (form: string, body: Record<string, unknown>, field: string, key: Parameters<typeof translate>[1], params: Record<string, string> = {}) => {
    const before = await c.count(form);
    for (const [call, lang] of [[c.req, 'id'], [c.en, 'en']] as const) {
      const res = await call('POST', form, body);
      expect(res.statusCode, res.body).toBe(400);
      const text = translate(lang, key, { field, ...params });
      expect(res.json().message).toContain(key === 'V_REF_NOT_FOUND' ? text : `${field}: ${text}`);
    }
    expect(await c.count(form)).toBe(before);
  };

  it('a vendor, or another company\'s customer, in the customer field; another company\'s item, salesman or shipping service', async () => {
    await refused('quotation', quotation({ customerid: c.vendor }), 'customerid', 'V_REF_NOT_FOUND');
    await refused('sales-order', order({ customerid: c.vendor }), 'customerid', 'V_REF_NOT_FOUND');
    const other = await purchaseCompany(t, 'PT Jual Lain');
    expect((await other.req('POST', 'item', { itemno: 'MILIKLAIN', itemdescription: 'Barang lain', unit1: 'PCS' })).statusCode).toBe(201);
    const sm = (await other.req('POST', 'salesman', { firstname: 'Lain' })).json().data.id as number;
    await refused('sales-order', order({ customerid: other.customer }), 'customerid', 'V_REF_NOT_FOUND');
    await refused('sales-order', order({ details: [{ itemno: 'MILIKLAIN', quantity: '1', unitprice: '1' }] }), 'details.0.itemno', 'ITEM_NOT_FOUND', { item: 'MILIKLAIN' });
    await refused('sales-order', order({ salesmanid: sm }), 'salesmanid', 'V_REF_NOT_FOUND');
    await refused('sales-order', order({ shipid: 999999 }), 'shipid', 'V_REF_NOT_FOUND');
    await refused('quotation', quotation({ salesmanid: 999999 }), 'salesmanid', 'V_REF_NOT_FOUND');
  });

  it('a price outside the min/max selling price when the company uses it (per unit1)', async () => {
    const item = (await c.req('GET', 'item/readall?search=KOPI')).json().listdata.find((i: { itemno: string }) => i.itemno === 'KOPI');
    const full = (await c.req('GET', `item/read/${item.id}`)).json().data;
    expect((await c.req('PUT', 'item', { ...full, minsellprice: '9000', maxsellprice: '11000' })).statusCode).toBe(200);
    const line = (unitprice: string, itemunit = 'PCS') => order({ details: [{ itemno: 'KOPI', itemunit, quantity: '1', unitprice }] });
    expect((await c.req('POST', 'sales-order', line('50000'))).statusCode).toBe(201);
    const p = (await c.req('GET', 'preference')).json().data;
    const features = JSON.parse(p.pcompany.features);
    const saved = await c.req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, features: JSON.stringify({ ...features, penjualan: { useminmaxsellprice: true } }) } });
    expect(saved.statusCode, saved.body).toBe(200);
    await refused('sales-order', line('50000'), 'details.0.unitprice', 'SELL_PRICE_OUT_OF_RANGE', { item: 'KOPI', min: '9000', max: '11000' });
    await refused('quotation', quotation({ details: [{ itemno: 'KOPI', quantity: '1', unitprice: '8999.99' }] }), 'details.0.unitprice', 'SELL_PRICE_OUT_OF_RANGE', { item: 'KOPI', min: '9000', max: '11000' });
    // A DUS of 12 at 120000 is 10000 a PCS: inside. The purchase price limits do not apply to a sale.
    expect((await c.req('POST', 'sales-order', line('120000', 'DUS'))).statusCode).toBe(201);
    expect((await c.req('POST', 'purchase-order', { podate: '2026-02-05', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '50000' }] })).statusCode).toBe(201);
    await c.req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, features: JSON.stringify(features) } });
  });
});

describe('credit control on the sales order', () => {
  it('past the credit limit: 409 CREDIT_LIMIT in the user language, nothing saved; confirm: true saves; an edit asks again', async () => {
    const person = (await c.req('GET', `person-data/read/${c.customer}`)).json().data;
    const limited = await c.req('PUT', 'person-data', { ...person, creditlimit: '30000' });
    expect(limited.statusCode, limited.body).toBe(200);
    // 25,000 + PPN 2,750 = 27,750: within the limit.
    const small = order({ freight: '0' });
    const ok = await c.req('POST', 'sales-order', small);
    expect(ok.statusCode, ok.body).toBe(201);
    // 32,750 with freight: past it.
    const before = await c.count('sales-order');
    for (const [call, lang] of [[c.req, 'id'], [c.en, 'en']] as const) {
      const res = await call('POST', 'sales-order', order());
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CREDIT_LIMIT', message: translate(lang, 'CREDIT_LIMIT') });
    }
    expect(await c.count('sales-order')).toBe(before);
    const confirmed = await c.req('POST', 'sales-order', { ...order(), confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data).not.toHaveProperty('confirm');
    // Raising the order past the limit on an edit asks again.
    const doc = ok.json().data;
    const raised = { ...doc, details: [{ ...doc.details[0], quantity: '20' }] };
    expect((await c.req('PUT', 'sales-order', raised)).statusCode).toBe(409);
    expect((await c.req('PUT', 'sales-order', { ...raised, confirm: true })).statusCode).toBe(200);
    // A quotation is not checked; without a limit nothing is asked.
    expect((await c.req('POST', 'quotation', quotation())).statusCode).toBe(201);
    expect((await c.req('PUT', 'person-data', { ...(await c.req('GET', `person-data/read/${c.customer}`)).json().data, creditlimit: '0' })).statusCode).toBe(200);
    expect((await c.req('POST', 'sales-order', order())).statusCode).toBe(201);
  });

  it('what the customer owes on unpaid sales invoices counts, and an invoice overdue past creditlimitday refuses even a small order', async () => {
    const person = (await c.req('GET', `person-data/read/${c.customer}`)).json().data;
    expect((await c.req('PUT', 'person-data', { ...person, creditlimit: '50000', creditlimitday: 0 })).statusCode).toBe(200);
    const small = order({ freight: '0' }); // 27,750
    expect((await c.req('POST', 'sales-order', small)).statusCode).toBe(201);
    // No sales invoice form yet: one is written as the invoicing slice will store it (header customerid, duedate; status).
    await c.query(sql`
      insert into trans_document (tenant_id, form, transtype, docno, transdate, header, totalamount, status, created_by)
      select tenant_id, 'sales-invoice', 'AR INV', 'INV/TEST1', '2026-01-10', ${JSON.stringify({ customerid: c.customer, duedate: '2026-01-20' })}::jsonb, 25000, 'unpaid', created_by
      from trans_document limit 1`);
    // 25,000 owed + 27,750 is past 50,000.
    const over = await c.en('POST', 'sales-order', small);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toBe(translate('en', 'CREDIT_LIMIT'));
    // Without a limit amount but with 10 days: on 5 Feb the invoice due 20 Jan is 16 days overdue.
    const again = (await c.req('GET', `person-data/read/${c.customer}`)).json().data;
    expect((await c.req('PUT', 'person-data', { ...again, creditlimit: '0', creditlimitday: 10 })).statusCode).toBe(200);
    expect((await c.req('POST', 'sales-order', order({ freight: '0', details: [{ itemno: 'TEH', quantity: '1', unitprice: '1' }] }))).statusCode).toBe(409);
    // Dated within the days it passes; once paid it would no longer count.
    expect((await c.req('POST', 'sales-order', order({ sodate: '2026-01-25', freight: '0', details: [{ itemno: 'TEH', quantity: '1', unitprice: '1' }] }))).statusCode).toBe(201);
    await c.query(sql`update trans_document set status = 'paid', totalamount = 0 where form = 'sales-invoice'`);
    expect((await c.req('POST', 'sales-order', order({ freight: '0' }))).statusCode).toBe(201);
    const last = (await c.req('GET', `person-data/read/${c.customer}`)).json().data;
    expect((await c.req('PUT', 'person-data', { ...last, creditlimit: '0', creditlimitday: 0 })).statusCode).toBe(200);
  });
});
