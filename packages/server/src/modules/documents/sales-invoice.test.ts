import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addUsd } from './payment-fixture.ts';
import { ACC, salesCompany, type Doc } from './sales-fixture.ts';

/**
 * Delivery order and sales invoice on the trade kind (issue 13, API.md §7.5, §7.7): the delivery order takes goods out
 * at cost into goods in transit, the invoice of delivered goods moves that cost to COGS, an invoice of goods not
 * delivered takes them out of inventory against COGS; receivable, sales, output VAT (PPN 12 % on 11/12), inclusive
 * prices; statuses, over-delivery and over-invoicing, edits and deletes re-post. Inventory equals the stock value
 * after every step.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
const { AR, SALES, COGS, GIT, INVENTORY, OUTPUT_VAT } = ACC;

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Kirim Tagih');
}, 180_000);
afterAll(() => t.close());

const order = () =>
  c.created('sales-order', {
    sodate: '2026-03-02',
    customerid: c.customer,
    details: [
      { itemno: 'KOPI', quantity: '7', unitprice: '2000', taxcodes: 'PPN' },
      { itemno: 'TEH', quantity: '4', unitprice: '3000', taxcodes: 'PPN' },
    ],
  });
const fromDo = (dlv: Doc, doseq: number, quantity: string, unitprice = '2000') => ({ itemno: String(dlv.details[doseq - 1]!.itemno), quantity, unitprice, taxcodes: 'PPN', doid: dlv.id, doseq });

describe('delivery order and invoice of delivered goods', () => {
  let so: Doc;
  let dlv: Doc;
  let first: Doc;

  it('a delivery order pulls the order and moves the goods into goods in transit at cost', async () => {
    so = await order();
    dlv = await c.created('delivery-order', { dodate: '2026-03-03', customerid: c.customer, resi: 'JNE123', shipto: 'Gudang Toko', details: [{ itemno: 'KOPI', quantity: '5', soid: so.id, soseq: 1 }] });
    expect(dlv).toMatchObject({ form: 'delivery-order', dono: 'DO/00001', status: 'open', posted: true, resi: 'JNE123', shipto: 'Gudang Toko', customername: 'Toko Pelanggan' });
    expect(dlv.details[0]).toMatchObject({ soid: so.id, soseq: 1, remaining: '5' });
    // 5 of 7 costing 10,000.
    expect(await c.journal(dlv.journalid)).toEqual({ [GIT]: '7142.86', [INVENTORY]: '-7142.86' });
    expect((await c.read('sales-order', so.id)).status).toBe('partial');
    await c.agrees();
  });

  it('delivering more than remains of the order is refused with the sales message', async () => {
    const over = await c.req('POST', 'delivery-order', { dodate: '2026-03-03', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '3', soid: so.id, soseq: 1 }] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(translate('id', 'ORDER_PROCESSED'));
    expect(translate('en', 'ORDER_PROCESSED')).toBe('This order has already been processed.');
  });

  it('an invoice of part of the delivery moves its share of the cost from goods in transit to COGS', async () => {
    // 2 × 2,000 = 4,000; DPP Nilai Lain 3,667; PPN 440; COGS 7,142.86 × 2/5 = 2,857.14.
    first = await c.created('sales-invoice', { invoicedate: '2026-03-04', customerid: c.customer, resi: 'JNE123', taxinvoiceno: '04002600000000001', details: [fromDo(dlv, 1, '2')] });
    expect(first).toMatchObject({ form: 'sales-invoice', invoiceno: 'INV/00001', status: 'unpaid', posted: true, totalamount: '4440', owing: '4440', paid: '0', tax1amount: '440', duedate: '2026-03-04', taxinvoiceno: '04002600000000001' });
    expect(first.details[0]).toMatchObject({ doid: dlv.id, doseq: 1 });
    expect(await c.journal(first.journalid)).toEqual({ [AR]: '4440', [GIT]: '-2857.14', [OUTPUT_VAT]: '-440', [SALES]: '-4000', [COGS]: '2857.14' });
    expect((await c.read('delivery-order', dlv.id)).status).toBe('open');
    // What remains to invoice of the delivery (spec `delivery-order-detail/{id}`, the pull's own answer): 3 of 5.
    const detail = (await c.req('GET', `delivery-order-detail/${dlv.id}`)).json().listdata;
    expect(detail.map((l: Record<string, unknown>) => [l.doid, l.doseq, l.quantity])).toEqual([[dlv.id, 1, '3']]);
    expect(detail).toEqual((await c.req('GET', `pullDetTransaction/${dlv.id}?form=delivery-order`)).json().listdata);
    expect(await c.moves('sales-invoice', first.id)).toBe(0);
    await c.agrees();
  });

  it('invoicing more than remains of the delivery is refused; the rest takes the rest of the cost and the delivery is invoiced', async () => {
    const over = await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-05', customerid: c.customer, details: [fromDo(dlv, 1, '4')] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(translate('id', 'ORDER_PROCESSED'));
    const rest = await c.created('sales-invoice', { invoicedate: '2026-03-05', customerid: c.customer, details: [fromDo(dlv, 1, '3')] });
    // 6,000; DPP Nilai Lain 5,500; PPN 660; COGS 7,142.86 − 2,857.14 = 4,285.72.
    expect(await c.journal(rest.journalid)).toEqual({ [AR]: '6660', [GIT]: '-4285.72', [OUTPUT_VAT]: '-660', [SALES]: '-6000', [COGS]: '4285.72' });
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
    expect(await c.balance(GIT)).toBe('0');
    expect((await c.req('GET', `delivery-order/diproses/${dlv.id}`)).json().listdata.map((d: { form: string; number: string }) => [d.form, d.number])).toEqual([
      ['sales-invoice', 'INV/00001'],
      ['sales-invoice', 'INV/00002'],
    ]);
    // The delivery order cannot be deleted or reduced below what was invoiced.
    const del = await c.req('DELETE', `delivery-order/delete/${dlv.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(translate('id', 'ORDER_PROCESSED'));

    // Deleting the last invoice puts its cost back into goods in transit and reopens the delivery.
    expect((await c.req('DELETE', `sales-invoice/delete/${rest.id}`)).statusCode).toBe(200);
    expect(await c.balance(GIT)).toBe('4285.72');
    expect((await c.read('delivery-order', dlv.id)).status).toBe('open');
  });

  it('an edit of an invoice re-posts it: the old journal reversed, the new share of the cost', async () => {
    const edited = await c.req('PUT', 'sales-invoice', { ...first, details: [{ ...first.details[0], quantity: '5', unitprice: '2100' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    const doc = edited.json().data as Doc;
    // 10,500; DPP Nilai Lain 9,625; PPN 1,155; the whole delivery's cost.
    expect(doc).toMatchObject({ totalamount: '11655', version: 2 });
    expect(await c.journal(doc.journalid)).toEqual({ [AR]: '11655', [GIT]: '-7142.86', [OUTPUT_VAT]: '-1155', [SALES]: '-10500', [COGS]: '7142.86' });
    expect(await c.balance(GIT)).toBe('0');
    expect(await c.balance(AR)).toBe('11655');
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
    // Deleting the delivery's invoice, then the delivery: the goods come back to inventory.
    expect((await c.req('DELETE', `sales-invoice/delete/${doc.id}`)).statusCode).toBe(200);
    expect((await c.req('DELETE', `delivery-order/delete/${dlv.id}`)).statusCode).toBe(200);
    expect(await c.balance(GIT)).toBe('0');
    expect(await c.balance(AR)).toBe('0');
    expect(await c.balance(COGS)).toBe('0');
    expect((await c.read('sales-order', so.id)).status).toBe('open');
    await c.agrees();
  });
});

describe('one delivery line invoiced on several lines of one invoice', () => {
  it('the last line takes the rest of the cost, and goods in transit clears to the cent', async () => {
    const dlv = await c.created('delivery-order', { dodate: '2026-03-06', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '7' }] });
    expect(await c.journal(dlv.journalid)).toEqual({ [GIT]: '10000', [INVENTORY]: '-10000' });
    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-06', customerid: c.customer, details: [fromDo(dlv, 1, '2'), fromDo(dlv, 1, '2'), fromDo(dlv, 1, '3')] });
    // 2,857.14 + 2,857.14 and the rest, 4,285.72 (not 4,285.71).
    expect(await c.journal(inv.journalid)).toMatchObject({ [GIT]: '-10000', [COGS]: '10000' });
    expect(await c.balance(GIT)).toBe('0');
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
    expect((await c.req('DELETE', `sales-invoice/delete/${inv.id}`)).statusCode).toBe(200);
    expect((await c.req('DELETE', `delivery-order/delete/${dlv.id}`)).statusCode).toBe(200);
    await c.agrees();
  });
});

describe('invoice of goods not delivered before', () => {
  it('pulled from the order, the goods leave inventory against COGS', async () => {
    const so = await order();
    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-06', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '4', unitprice: '3000', taxcodes: 'PPN', soid: so.id, soseq: 2 }] });
    // 12,000; DPP Nilai Lain 11,000; PPN 1,320; 4 TEH at 2,000 out of inventory.
    expect(await c.journal(inv.journalid)).toEqual({ [AR]: '13320', [INVENTORY]: '-8000', [OUTPUT_VAT]: '-1320', [SALES]: '-12000', [COGS]: '8000' });
    expect((await c.read('sales-order', so.id)).status).toBe('partial');
    expect(await c.moves('sales-invoice', inv.id)).toBe(1);
    await c.agrees();
    expect((await c.req('DELETE', `sales-invoice/delete/${inv.id}`)).statusCode).toBe(200);
    expect(await c.moves('sales-invoice', inv.id)).toBe(0);
    expect((await c.read('sales-order', so.id)).status).toBe('open');
    await c.agrees();
  });

  it('direct, prices including PPN 12 % on 11/12: DPP = net / 1.11, revenue the net less the tax', async () => {
    // 3 × 3,330 = 9,990 including tax: DPP 9,000, DPP Nilai Lain 8,250, PPN 990, sales 9,000.
    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-07', customerid: c.customer, inclusivetax: true, details: [{ itemno: 'TEH', quantity: '3', unitprice: '3330', taxcodes: 'PPN' }] });
    expect(inv).toMatchObject({ totalamount: '9990', taxbase: '9000', otherbase: '8250', tax1amount: '990' });
    expect(inv.details[0]).toMatchObject({ taxableamount1: '9000', otherbase: '8250', tax1amount: '990' });
    expect(await c.journal(inv.journalid)).toEqual({ [AR]: '9990', [INVENTORY]: '-6000', [OUTPUT_VAT]: '-990', [SALES]: '-9000', [COGS]: '6000' });
    await c.agrees();
    // A service sells without stock; a document discount posts to the sales discount account.
    const svc = await c.created('sales-invoice', { invoicedate: '2026-03-07', customerid: c.customer, discpc: '10', details: [{ itemno: 'JASA', quantity: '1', unitprice: '100000' }] });
    expect(await c.journal(svc.journalid)).toEqual({ [AR]: '90000', [ACC.SALES_DISC]: '10000', [SALES]: '-100000' });
  });

  it('selling more than the warehouse holds is refused and nothing is kept', async () => {
    const before = await c.count('sales-invoice');
    const res = await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-08', customerid: c.customer, details: [{ itemno: 'GULA', quantity: '6', unitprice: '700' }] });
    expect(res.statusCode).toBe(409);
    expect(await c.count('sales-invoice')).toBe(before);
  });
});

describe('foreign currency', () => {
  it('a USD invoice posts at its rate: the receivable in dollars and rupiah, sales and VAT in rupiah', async () => {
    const usd = await addUsd(c);
    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-08', customerid: c.customer, currencyid: usd, rate: '16000', details: [{ itemno: 'TEH', quantity: '1', unitprice: '10', taxcodes: 'PPN' }] });
    // USD 10; DPP Nilai Lain 9.17; PPN 1.10; total 11.10 = Rp 177,600.
    expect(inv).toMatchObject({ totalamount: '11.1', tax1amount: '1.1' });
    expect(await c.journal(inv.journalid)).toEqual({ [AR]: '177600', [SALES]: '-160000', [OUTPUT_VAT]: '-17600', [COGS]: '2000', [INVENTORY]: '-2000' });
    const ar = await c.query(sql`select l.primeamount::text as prime, l.currencyid from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where l.journalid = ${inv.journalid} and g.glaccount = ${AR}`);
    expect(ar.map((r) => [new Decimal(String(r.prime)).toFixed(), Number(r.currencyid)])).toEqual([['11.1', usd]]);
    expect((await c.req('DELETE', `sales-invoice/delete/${inv.id}`)).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('a vendor or another company’s customer in customerid is refused with 400 naming the field', async () => {
    const body = (customerid: number) => ({ invoicedate: '2026-03-09', customerid, details: [{ itemno: 'TEH', quantity: '1', unitprice: '3000' }] });
    const vendor = await c.req('POST', 'sales-invoice', body(c.vendor));
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'customerid' }));
    const b = await salesCompany(t, 'PT Tetangga Jual');
    const foreign = await c.req('POST', 'delivery-order', { dodate: '2026-03-09', customerid: b.customer, details: [{ itemno: 'TEH', quantity: '1' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'customerid' }));
  });

  it('an invoice past the customer’s credit limit asks for confirmation (409 CREDIT_LIMIT), saved with confirm: true', async () => {
    await c.query(sql`update person set creditlimit = 1000 where personid = ${c.customer}`);
    const body = { invoicedate: '2026-03-09', customerid: c.customer, details: [{ itemno: 'JASA', quantity: '1', unitprice: '500000' }] };
    const asked = await c.req('POST', 'sales-invoice', body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'CREDIT_LIMIT', message: translate('id', 'CREDIT_LIMIT') });
    const confirmed = await c.req('POST', 'sales-invoice', { ...body, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await c.req('DELETE', `sales-invoice/delete/${confirmed.json().data.id}`)).statusCode).toBe(200);
    await c.query(sql`update person set creditlimit = 0 where personid = ${c.customer}`);
  });

  it('a delivery order without a goods-in-transit account is refused with 409 naming it', async () => {
    const pref = (await c.req('GET', 'preference')).json().data;
    const put = await c.req('PUT', 'preference', { ...pref, pdefAccnt: { ...pref.pdefAccnt, goodsintransit: null } });
    expect(put.statusCode, put.body).toBe(200);
    const res = await c.req('POST', 'delivery-order', { dodate: '2026-03-09', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '1' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DEFAULT_ACCOUNT_MISSING' });
    const back = (await c.req('GET', 'preference')).json().data;
    expect((await c.req('PUT', 'preference', { ...back, pdefAccnt: pref.pdefAccnt })).statusCode).toBe(200);
  });
});
