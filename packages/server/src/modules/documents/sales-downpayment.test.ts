import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACC, salesCompany, type Doc } from './sales-fixture.ts';

/**
 * Sales down payments, the Temporary Invoice and the proforma invoice (issue 13, API.md §7.3, §7.5, §7.8): a
 * down-payment invoice posts to sales down payment; once received, later invoices apply it (never beyond what was
 * received: the purchase rule, the same code); a Temporary Invoice posts nothing and is not payable until saved with
 * `posted: true`; a proforma pulls an order, posts nothing and is pulled into an invoice. A closed month is refused.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
let bank: number;
const { AR, SALES, COGS, INVENTORY, OUTPUT_VAT, SALES_DP } = ACC;

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Uang Muka Jual');
  bank = await c.glid('1-10003');
}, 180_000);
afterAll(() => t.close());

const receive = (arinvoiceid: number, pay: string, paymentdate = '2026-03-05') => c.req('POST', 'sales-payment', { paymentdate, customerid: c.customer, bankaccount: bank, details: [{ arinvoiceid, pay }] });
const applications = async (dpid: number) =>
  (await c.query(sql`select docid, amount::text as amount from trans_downpayment where dpid = ${dpid} order by docid, seq`)).map((r) => [Number(r.docid), new Decimal(String(r.amount)).toFixed()]);
const goods = (downpayments: { arinvoiceid: number; amount: string }[]) => ({ invoicedate: '2026-03-10', customerid: c.customer, downpayments, details: [{ itemno: 'TEH', quantity: '2', unitprice: '100000', taxcodes: 'PPN' }] });

describe('sales down payments', () => {
  it('a down-payment invoice credits sales down payment; it is applied only from what was received, its net spread off before VAT', async () => {
    const so = await c.created('sales-order', { sodate: '2026-03-02', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '2', unitprice: '100000', taxcodes: 'PPN' }] });
    // 100,000 + PPN (100,000 × 11/12 = 91,667 × 12 % = 11,000) = 111,000.
    const dp = await c.created('sales-invoice', { invoicedate: '2026-03-03', customerid: c.customer, isdp: true, details: [{ itemovdesc: 'Uang muka pesanan teh', unitprice: '100000', taxcodes: 'PPN', soid: so.id }] });
    expect(dp).toMatchObject({ isdp: true, totalamount: '111000', tax1amount: '11000', owing: '111000' });
    expect(dp.details[0]).toMatchObject({ itemovdesc: 'Uang muka pesanan teh', quantity: '1', soid: so.id });
    expect(dp.details[0]).not.toHaveProperty('itemno');
    expect(await c.journal(dp.journalid)).toEqual({ [AR]: '111000', [SALES_DP]: '-100000', [OUTPUT_VAT]: '-11000' });
    // The order a down-payment line names is a sales order of the same customer.
    const wrong = await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-03', customerid: c.customer, isdp: true, details: [{ itemovdesc: 'Uang muka', unitprice: '1000', soid: dp.id }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'details.0.soid' }));

    // Not received yet: nothing to apply, and applying it is refused.
    expect((await c.req('GET', `sales-invoice/downpayments?customerid=${c.customer}`)).json().listdata).toEqual([]);
    const early = await c.req('POST', 'sales-invoice', goods([{ arinvoiceid: dp.id, amount: '55500' }]));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'DOWNPAYMENT_EXCEEDS_PAID' });

    const paid = await receive(dp.id, '111000');
    expect(paid.statusCode, paid.body).toBe(201);
    const open = (await c.req('GET', `sales-invoice/downpayments?customerid=${c.customer}`)).json().listdata;
    expect(open).toEqual([expect.objectContaining({ arinvoiceid: dp.id, invoiceno: dp.invoiceno, totalamount: '111000', net: '100000', paid: '111000', remaining: '111000' })]);

    // Half applied: its net 50,000 comes off the lines before VAT: DPP 150,000 → 137,500 → PPN 16,500.
    const inv = await c.created('sales-invoice', goods([{ arinvoiceid: dp.id, amount: '55500' }]));
    expect(inv).toMatchObject({ dpamount: '55500', tax1amount: '16500', totalamount: '166500', downpayments: [{ arinvoiceid: dp.id, amount: '55500' }] });
    expect(await c.journal(inv.journalid)).toEqual({ [AR]: '166500', [SALES_DP]: '50000', [OUTPUT_VAT]: '-16500', [SALES]: '-200000', [COGS]: '4000', [INVENTORY]: '-4000' });
    expect(await applications(dp.id)).toEqual([[inv.id, '55500']]);
    expect((await c.req('GET', `sales-invoice/downpayments?customerid=${c.customer}&except=${inv.id}`)).json().listdata[0]).toMatchObject({ remaining: '111000' });
    expect((await c.req('GET', `sales-invoice/downpayments?customerid=${c.customer}`)).json().listdata[0]).toMatchObject({ remaining: '55500' });

    // Beyond what remains is refused; an applied down payment keeps its invoice.
    const over = await c.req('POST', 'sales-invoice', goods([{ arinvoiceid: dp.id, amount: '55501' }]));
    expect(over.statusCode).toBe(409);
    const del = await c.req('DELETE', `sales-invoice/delete/${dp.id}`);
    expect(del.statusCode).toBe(409);
    // The rest: the down payment account clears.
    const rest = await c.created('sales-invoice', goods([{ arinvoiceid: dp.id, amount: '55500' }]));
    expect(await c.journal(rest.journalid)).toMatchObject({ [SALES_DP]: '50000' });
    expect(await c.balance(SALES_DP)).toBe('0');
    expect((await c.req('GET', `sales-invoice/downpayments?customerid=${c.customer}`)).json().listdata).toEqual([]);
    // Editing the invoice that applies it re-posts; deleting it gives the down payment back.
    expect((await c.req('DELETE', `sales-invoice/delete/${rest.id}`)).statusCode).toBe(200);
    expect(await applications(dp.id)).toEqual([[inv.id, '55500']]);
    expect(await c.balance(SALES_DP)).toBe('-50000');
    // A vendor is no customer here either.
    expect((await c.req('GET', `sales-invoice/downpayments?customerid=${c.vendor}`)).statusCode).toBe(400);
    await c.agrees();
  });
});

describe('Temporary Invoice', () => {
  it('posted: false keeps no journal and no stock and is not payable, until it is saved with posted: true', async () => {
    const value = await c.stockValue();
    const receivable = await c.balance(AR);
    const temp = await c.created('sales-invoice', { invoicedate: '2026-03-11', customerid: c.customer, posted: false, details: [{ itemno: 'GULA', quantity: '2', unitprice: '800' }] });
    expect(temp).toMatchObject({ posted: false, totalamount: '1600', status: 'unpaid' });
    expect(temp.journalid ?? null).toBeNull();
    expect(await c.balance(AR)).toBe(receivable);
    expect(await c.moves('sales-invoice', temp.id)).toBe(0);
    expect(await c.stockValue()).toBe(value);
    const refused = await receive(temp.id, '1600', '2026-03-12');
    expect(refused.statusCode).toBe(400);

    const posted = await c.req('PUT', 'sales-invoice', { ...temp, posted: true });
    expect(posted.statusCode, posted.body).toBe(200);
    const doc = posted.json().data as Doc;
    expect(doc).toMatchObject({ posted: true, version: 2 });
    expect(await c.journal(doc.journalid)).toEqual({ [AR]: '1600', [SALES]: '-1600', [COGS]: '1000', [INVENTORY]: '-1000' });
    expect(await c.moves('sales-invoice', temp.id)).toBe(1);
    // Back to temporary: its moves and journal are taken back; posted again.
    const back = await c.req('PUT', 'sales-invoice', { ...doc, posted: false });
    expect(back.statusCode, back.body).toBe(200);
    expect(await c.moves('sales-invoice', temp.id)).toBe(0);
    expect(await c.balance(AR)).toBe(receivable);
    expect(await c.stockValue()).toBe(value);
    const again = await c.req('PUT', 'sales-invoice', { ...back.json().data, posted: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(await c.balance(AR)).toBe(new Decimal(receivable).plus(1600).toFixed());
    expect((await receive(temp.id, '1600', '2026-03-12')).statusCode).toBe(201);
    const paid = await c.read('sales-invoice', temp.id);
    expect(paid.status).toBe('paid');
    // Received: it stays posted.
    const unpost = await c.req('PUT', 'sales-invoice', { ...paid, posted: false });
    expect(unpost.statusCode).toBe(409);
    expect(unpost.json().message).toBe(translate('id', 'INVOICE_PROCESSED'));
    await c.agrees();
  });
});

describe('proforma invoice', () => {
  it('pulls an order, posts nothing, and is pulled into an invoice; pullTransaction, pullDetTransaction and diproses list it', async () => {
    const so = await c.created('sales-order', { sodate: '2026-03-12', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '2', unitprice: '3000', taxcodes: 'PPN' }] });
    const prf = await c.created('proforma-invoice', { invoicedate: '2026-03-12', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '2', unitprice: '3000', taxcodes: 'PPN', soid: so.id, soseq: 1 }] });
    expect(prf).toMatchObject({ form: 'proforma-invoice', invoiceno: 'PRF/00001', status: 'open', posted: false, totalamount: '6660' });
    expect(prf.journalid ?? null).toBeNull();
    expect((await c.read('sales-order', so.id)).status).toBe('closed');
    expect((await c.req('GET', `pullTransaction?form=proforma-invoice&customerid=${c.customer}`)).json().listdata.map((d: { id: number }) => d.id)).toEqual([prf.id]);
    const lines = (await c.req('GET', `pullDetTransaction/${prf.id}?form=proforma-invoice`)).json().listdata;
    expect(lines.map((l: Record<string, unknown>) => [l.itemno, l.quantity, l.proformaid, l.proformaseq])).toEqual([['TEH', '2', prf.id, 1]]);

    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-13', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '2', unitprice: '3000', taxcodes: 'PPN', proformaid: prf.id, proformaseq: 1 }] });
    expect(inv.details[0]).toMatchObject({ proformaid: prf.id, proformaseq: 1 });
    expect(await c.journal(inv.journalid)).toEqual({ [AR]: '6660', [SALES]: '-6000', [OUTPUT_VAT]: '-660', [COGS]: '4000', [INVENTORY]: '-4000' });
    expect((await c.read('proforma-invoice', prf.id)).status).toBe('closed');
    expect((await c.req('GET', `proforma-invoice/diproses/${prf.id}`)).json().listdata).toEqual([expect.objectContaining({ form: 'sales-invoice', id: inv.id, number: inv.invoiceno, totalamount: '6660' })]);
    expect((await c.req('GET', `sales-order/diproses/${so.id}`)).json().listdata).toEqual([expect.objectContaining({ form: 'proforma-invoice', id: prf.id })]);
    const again = await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-13', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '1', unitprice: '3000', proformaid: prf.id, proformaseq: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('id', 'ORDER_PROCESSED'));
    expect((await c.req('DELETE', `proforma-invoice/delete/${prf.id}`)).statusCode).toBe(409);
  });

  it('delivery orders are listed for pulling until invoiced', async () => {
    const dlv = await c.created('delivery-order', { dodate: '2026-03-14', customerid: c.customer, details: [{ itemno: 'GULA', quantity: '1' }] });
    expect((await c.req('GET', `pullTransaction?form=delivery-order&customerid=${c.customer}`)).json().listdata.map((d: { id: number }) => d.id)).toContain(dlv.id);
    const lines = (await c.req('GET', `pullDetTransaction/${dlv.id}?form=delivery-order`)).json().listdata;
    expect(lines.map((l: Record<string, unknown>) => [l.itemno, l.quantity, l.doid, l.doseq])).toEqual([['GULA', '1', dlv.id, 1]]);
    await c.created('sales-invoice', { invoicedate: '2026-03-14', customerid: c.customer, details: [{ itemno: 'GULA', quantity: '1', unitprice: '900', doid: dlv.id, doseq: 1 }] });
    expect((await c.req('GET', `pullTransaction?form=delivery-order&customerid=${c.customer}`)).json().listdata.map((d: { id: number }) => d.id)).not.toContain(dlv.id);
  });
});

describe('closed month', () => {
  it('a delivery order or invoice dated in a closed month is refused', async () => {
    const closed = await c.req('POST', 'periodeEnd', { month: 1, year: 2026 });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const [form, body] of [
      ['delivery-order', { dodate: '2026-01-20', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '1' }] }],
      ['sales-invoice', { invoicedate: '2026-01-20', customerid: c.customer, details: [{ itemno: 'JASA', quantity: '1', unitprice: '1000' }] }],
    ] as const) {
      const res = await c.req('POST', form, body);
      expect({ form, status: res.statusCode, code: res.json().code }).toEqual({ form, status: 409, code: 'PERIOD_CLOSED' });
    }
  });
});
