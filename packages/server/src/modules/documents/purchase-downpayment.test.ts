import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addUsd, paymentCompany } from './payment-fixture.ts';

/**
 * Purchase down payments (issue 12 item 1, API.md §7.3, §7.5, §7.8): a down-payment invoice (`isdp`) posts to the
 * purchase down payment account; once paid, later invoices apply it in parts, never beyond what was paid of it and
 * not yet applied (docs/decisions.md "Down payments are applied from what was paid"), its net spread off their
 * lines before VAT; an applied down payment keeps its invoice.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof paymentCompany>>;
const [INVENTORY, PAYABLE, INPUT_VAT, DOWNPAYMENT] = ['1-10301', '2-10000', '1-10700', '1-10600'];

beforeAll(async () => {
  t = await createTestApp();
  c = await paymentCompany(t, 'PT Uang Muka Beli');
}, 180_000);
afterAll(() => t.close());

type Doc = { id: number; journalid: number; totalamount: string; owing: string; dpamount: string; tax1amount: string; details: Record<string, unknown>[] } & Record<string, unknown>;
const created = async (body: Record<string, unknown>) => {
  const res = await c.req('POST', 'purchase-invoice', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Doc;
};
const journal = async (id: number) =>
  Object.fromEntries(
    (await c.query(sql`select g.glaccount, sum(l.amount)::text as amount from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where l.journalid = ${id} group by g.glaccount order by g.glaccount`)).map((r) => [
      String(r.glaccount),
      new Decimal(String(r.amount)).toFixed(),
    ]),
  );
/** The down payment paid to the vendor (in its currency at `rate` when one is given). */
const paid = async (dp: { id: number; vendorid?: unknown }, pay: string, paymentdate: string, currency?: { currencyid: number; rate: string }) => {
  const res = await c.req('POST', 'purchase-payment', { paymentdate, vendorid: dp.vendorid ?? c.vendor, bankaccnt: c.bank, ...(currency ?? {}), details: [{ apinvoiceid: dp.id, pay }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
};
/** The rows the trigger keeps of what invoices apply of a down payment: [invoice, amount]. */
const applications = async (dpid: number) =>
  (await c.query(sql`select docid, amount::text as amount from trans_downpayment where dpid = ${dpid} order by docid, seq`)).map((r) => [Number(r.docid), new Decimal(String(r.amount)).toFixed()]);
const goods = (price: string, downpayments: { apinvoiceid: number; amount: string }[], invoicedate = '2026-03-10') =>
  ({ invoicedate, vendorid: c.vendor, downpayments, details: [{ itemno: 'GULA', quantity: '2', unitprice: price, taxcodes: 'PPN' }] });

describe('purchase down payments', () => {
  it('a down-payment invoice posts to the down payment account; invoices apply it in parts up to what remains', async () => {
    const po = (await c.req('POST', 'purchase-order', { podate: '2026-03-01', vendorid: c.vendor, details: [{ itemno: 'GULA', quantity: '4', unitprice: '1000000' }] })).json().data;
    // 1,000,000 + PPN (1,000,000 × 11/12 = 916,667 × 12 % = 110,000) = 1,110,000.
    const dp = await created({ invoicedate: '2026-03-02', vendorid: c.vendor, isdp: true, details: [{ itemovdesc: 'Uang muka pesanan gula', unitprice: '1000000', taxcodes: 'PPN', poid: po.id }] });
    expect(dp).toMatchObject({ isdp: true, totalamount: '1110000', tax1amount: '110000', owing: '1110000' });
    expect(dp.details[0]).toMatchObject({ itemovdesc: 'Uang muka pesanan gula', quantity: '1', unitprice: '1000000', poid: po.id });
    expect(dp.details[0]).not.toHaveProperty('itemno');
    // The order a down-payment line names is a purchase order of the same vendor: not another document, not a missing one.
    for (const poid of [dp.id, po.id + 1_000_000]) {
      const refused = await c.req('POST', 'purchase-invoice', { invoicedate: '2026-03-02', vendorid: c.vendor, isdp: true, details: [{ itemovdesc: 'Uang muka', unitprice: '1000', poid }] });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain('details.0.poid');
    }
    expect(await journal(dp.journalid)).toEqual({ [DOWNPAYMENT]: '1000000', [INPUT_VAT]: '110000', [PAYABLE]: '-1110000' });
    // Read back, accepted back.
    expect((await c.req('PUT', 'purchase-invoice', dp)).statusCode).toBe(200);
    await paid(dp, '1110000', '2026-03-02');

    // Half of it (555,000 gross = 500,000 net) on an invoice of 2 × 1,000,000: DPP 1,500,000 → 1,375,000 → PPN 165,000.
    const first = await created(goods('1000000', [{ apinvoiceid: dp.id, amount: '555000' }]));
    expect(first).toMatchObject({ dpamount: '555000', tax1amount: '165000', totalamount: '1665000', downpayments: [{ apinvoiceid: dp.id, amount: '555000' }] });
    expect(await journal(first.journalid)).toEqual({ [INVENTORY]: '2000000', [INPUT_VAT]: '165000', [DOWNPAYMENT]: '-500000', [PAYABLE]: '-1665000' });

    // What a later invoice is offered: the down payment with what remains (555,000), all of it for the invoice applying the rest.
    const offered = async (q: string) => (await c.req('GET', `purchase-invoice/downpayments?${q}`)).json().listdata as Record<string, unknown>[];
    expect(await offered(`vendorid=${c.vendor}`)).toEqual([
      { apinvoiceid: dp.id, invoiceno: dp.invoiceno, invoicedate: '2026-03-02', description: '', totalamount: '1110000', net: '1000000', paid: '1110000', appliedgross: '555000', appliednet: '500000', remaining: '555000' },
    ]);
    expect((await offered(`vendorid=${c.vendor}&except=${first.id}`))[0]).toMatchObject({ appliedgross: '0', remaining: '1110000' });
    expect(await offered(`vendorid=${c.vendor2}`)).toEqual([]);
    expect((await c.req('GET', `purchase-invoice/downpayments?vendorid=abc`)).statusCode).toBe(400);
    const customer = await c.req('GET', `purchase-invoice/downpayments?vendorid=${c.customer}`);
    expect(customer.statusCode).toBe(400);
    expect(customer.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'vendorid' }));

    // More than remains (555,000) is refused, and nothing changes.
    const before = await c.count('purchase-invoice');
    const over = await c.req('POST', 'purchase-invoice', goods('1000000', [{ apinvoiceid: dp.id, amount: '555000.01' }]));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(translate('id', 'DOWNPAYMENT_EXCEEDS_PAID', { number: String(dp.invoiceno), paid: '1.110.000,00', available: '555.000,00' }));
    expect(await c.count('purchase-invoice')).toBe(before);
    expect(await applications(dp.id)).toEqual([[first.id, '555000']]);

    // The rest takes exactly what remains of the net: the down payment account clears.
    const rest = await created(goods('1000000', [{ apinvoiceid: dp.id, amount: '555000' }], '2026-03-11'));
    expect(rest.dpamount).toBe('555000');
    expect(await offered(`vendorid=${c.vendor}`)).toEqual([]);
    expect(await c.balance(DOWNPAYMENT)).toBe('0');
    expect(await applications(dp.id)).toEqual([[first.id, '555000'], [rest.id, '555000']]);

    // An applied down payment keeps its invoice; other parties' and non-down-payment invoices cannot be applied.
    expect((await c.req('DELETE', `purchase-invoice/delete/${dp.id}`)).statusCode).toBe(409);
    const wrong = await c.req('POST', 'purchase-invoice', { ...goods('10', [{ apinvoiceid: first.id, amount: '1' }]), vendorid: c.vendor2 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('downpayments.0.apinvoiceid');
    // Deleting an applying invoice gives the down payment back.
    expect((await c.req('DELETE', `purchase-invoice/delete/${rest.id}`)).statusCode).toBe(200);
    expect(await c.balance(DOWNPAYMENT)).toBe('500000');
    expect(await applications(dp.id)).toEqual([[first.id, '555000']]);
    expect(await c.balance(INVENTORY)).toBe(await c.stockValue());
  });

  it('is offered and applied only from what was paid of it: unpaid, nothing; paid in part, that part', async () => {
    const dp = await created({ invoicedate: '2026-06-01', vendorid: c.vendor2, isdp: true, details: [{ itemovdesc: 'Uang muka belum dibayar', unitprice: '1000000' }] });
    const offered = async () => (await c.req('GET', `purchase-invoice/downpayments?vendorid=${c.vendor2}`)).json().listdata as Record<string, unknown>[];
    expect(await offered()).toEqual([]);
    const on = (amount: string, invoicedate = '2026-06-10') => ({ ...goods('1000000', [{ apinvoiceid: dp.id, amount }], invoicedate), vendorid: c.vendor2 });
    // Before any payment: refused in the user's language, naming what was paid and what is left; nothing stored.
    const before = [await c.count('purchase-invoice'), await c.balance(DOWNPAYMENT)];
    for (const [call, lang, paidText, left] of [[c.req, 'id', '0,00', '0,00'], [c.en, 'en', '0.00', '0.00']] as const) {
      const res = await call('POST', 'purchase-invoice', on('1'));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(translate(lang, 'DOWNPAYMENT_EXCEEDS_PAID', { number: String(dp.invoiceno), paid: paidText, available: left }));
    }
    expect([await c.count('purchase-invoice'), await c.balance(DOWNPAYMENT)]).toEqual(before);

    // 400,000 paid: offered with that much to apply; a cent more is refused, all of it taken.
    const payment = await paid(dp, '400000', '2026-06-02');
    expect(await offered()).toMatchObject([{ apinvoiceid: dp.id, totalamount: '1000000', paid: '400000', appliedgross: '0', remaining: '400000' }]);
    const over = await c.en('POST', 'purchase-invoice', on('400000.01'));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(translate('en', 'DOWNPAYMENT_EXCEEDS_PAID', { number: String(dp.invoiceno), paid: '400,000.00', available: '400,000.00' }));
    const first = await created(on('400000'));
    expect(await offered()).toEqual([]);
    // The rest paid: the rest offered. The applying invoice edited keeps what it applies (its own share counts back).
    await paid(dp, '600000', '2026-06-03');
    expect(await offered()).toMatchObject([{ paid: '1000000', appliedgross: '400000', remaining: '600000' }]);
    const edited = await c.req('PUT', 'purchase-invoice', { ...(await c.req('GET', `purchase-invoice/read/${first.id}`)).json().data, downpayments: [{ apinvoiceid: dp.id, amount: '1000000' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await applications(dp.id)).toEqual([[first.id, '1000000']]);
    expect(await offered()).toEqual([]);
    // All of its 1,000,000 net applied: the down payment account gives it all back.
    expect(await c.balance(DOWNPAYMENT)).toBe(new Decimal(before[1]!).minus(1000000).toFixed());
    // What was paid of it cannot fall below what invoices apply: its first payment deleted is refused, nothing changes.
    const bank = await c.balance('1-10003');
    const gone = await c.en('DELETE', `purchase-payment/delete/${payment.id}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(translate('en', 'DOWNPAYMENT_APPLIED_UNPAID', { number: String(dp.invoiceno), invoices: String(first.invoiceno) }));
    expect(await c.balance('1-10003')).toBe(bank);
    // Applying less first, the payment may go: what is left paid (600,000) still covers what is applied.
    const less = await c.req('PUT', 'purchase-invoice', { ...(await c.req('GET', `purchase-invoice/read/${first.id}`)).json().data, downpayments: [{ apinvoiceid: dp.id, amount: '600000' }] });
    expect(less.statusCode, less.body).toBe(200);
    expect((await c.req('DELETE', `purchase-payment/delete/${payment.id}`)).statusCode).toBe(200);
    expect(await offered()).toEqual([]);
  });

  it('16 concurrent invoices applying one down payment never take more than it holds', async () => {
    const held = new Decimal(await c.balance(DOWNPAYMENT));
    const dp = await created({ invoicedate: '2026-04-01', vendorid: c.vendor, isdp: true, details: [{ itemovdesc: 'Uang muka', unitprice: '1000' }] });
    await paid(dp, '1000', '2026-04-01');
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'purchase-invoice', goods('1000', [{ apinvoiceid: dp.id, amount: '100' }], '2026-04-02'))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6);
    expect(await c.balance(DOWNPAYMENT)).toBe(held.toFixed());
  });
  it('a USD down payment is credited back at the rupiah it was made at; the difference against the invoice rate is realised', async () => {
    const usd = await addUsd(c);
    const [GAIN, LOSS] = ['7-10200', '8-10200'];
    // 10 USD paid in advance at 15,000: 150,000 in the USD down payment account.
    const dp = await created({ invoicedate: '2026-05-01', vendorid: c.vendor, isdp: true, currencyid: usd, rate: '15000', details: [{ itemovdesc: 'Uang muka USD', unitprice: '10' }] });
    await paid(dp, '10', '2026-05-01', { currencyid: usd, rate: '15000' });
    const dpJournal = await journal(dp.journalid);
    const dpAccount = Object.keys(dpJournal).find((k) => dpJournal[k] === '150000')!;
    expect(dpAccount).toBeDefined();
    // What the account held before (earlier tests' down payments, when it is the rupiah account too).
    const before = new Decimal(await c.balance(dpAccount)).minus(150000).toFixed();
    const usdGoods = (amount: string, rate: string, invoicedate: string) => ({ ...goods('100', [{ apinvoiceid: dp.id, amount }], invoicedate), currencyid: usd, rate });
    // 4 USD of it on an invoice at 16,000: the account gives back 4/10 of 150,000 = 60,000, not 64,000; 4,000 gained.
    const first = await created(usdGoods('4', '16000', '2026-05-10'));
    expect(await journal(first.journalid)).toMatchObject({ [dpAccount]: '-60000', [GAIN]: '-4000' });
    // The other 6 USD at 16,500: exactly the 90,000 left (99,000 at this rate), 9,000 gained; the account clears.
    const rest = await created(usdGoods('6', '16500', '2026-05-11'));
    expect(await journal(rest.journalid)).toMatchObject({ [dpAccount]: '-90000', [GAIN]: '-9000' });
    expect(await c.balance(dpAccount)).toBe(before);
    // One made at 16,500 applied at 16,000: a loss of 10 × 500.
    const dear = await created({ invoicedate: '2026-05-12', vendorid: c.vendor, isdp: true, currencyid: usd, rate: '16500', details: [{ itemovdesc: 'Uang muka USD', unitprice: '10' }] });
    await paid(dear, '10', '2026-05-12', { currencyid: usd, rate: '16500' });
    const loss = await created({ ...goods('100', [{ apinvoiceid: dear.id, amount: '10' }], '2026-05-13'), currencyid: usd, rate: '16000' });
    expect(await journal(loss.journalid)).toMatchObject({ [dpAccount]: '-165000', [LOSS]: '5000' });
    expect(await c.balance(dpAccount)).toBe(before);
    expect(await c.balance(INVENTORY)).toBe(await c.stockValue());
  });
});
