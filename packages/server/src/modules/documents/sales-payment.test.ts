import { translate, type Lang, type MessageKey } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { addUsd } from './payment-fixture.ts';
import { receiptCompany } from './sales-payment-fixture.ts';

/** Sales receipts (AR PMT, issue 13, API.md §7.5, §7.8): round trip, journal, invoice balances, customer credit, refusals. */
let t: TestApp;
let c: Awaited<ReturnType<typeof receiptCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await receiptCompany(t, 'PT Terima Tepat');
}, 180_000);
afterAll(() => t.close());

type Body = Record<string, unknown>;
const receipt = (details: Body[], extra: Body = {}): Body => ({ paymentdate: '2026-02-20', customerid: c.customer, bankaccount: c.bank, description: 'Terima pelanggan', details, ...extra });

/** A refusal: its status, the message naming the field in the user's language, and nothing stored. */
async function refused(body: Body, status: number, field: string, key: MessageKey, params: Record<string, string> | ((lang: Lang) => Record<string, string>) = {}, method: 'POST' | 'PUT' = 'POST') {
  const before = await c.count('sales-payment');
  for (const [lang, call] of [['id', c.req], ['en', c.en]] as const) {
    const res = await call(method, 'sales-payment', body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toContain(key === 'V_REF_NOT_FOUND' ? translate(lang as Lang, key, { field }) : `${field}: ${translate(lang as Lang, key, typeof params === 'function' ? params(lang) : params)}`);
  }
  expect(await c.count('sales-payment')).toBe(before);
}

describe('sales receipt', () => {
  it('receives two invoices with a discount line and PPh 23 withheld by the customer: read answers what update takes back, the journal and invoices follow', async () => {
    const a = await c.invoice({ unitprice: '1000000' });
    const b = await c.invoice({ unitprice: '500000' });
    const body = receipt(
      [
        { arinvoiceid: a.id, pay: '1000000', pph23taxid: c.pph23, pph23base: '1000000', bupotno: 'BP-7001' },
        { arinvoiceid: b.id, pay: '200000' },
      ],
      { datadisc: [{ glaccount: '4-10200', discount: '10000', description: 'Potongan tunai' }] },
    );
    const res = await c.req('POST', 'sales-payment', body);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    // 1,200,000 settled; 10,000 discount; the customer withheld PPh 23 2 % of 1,000,000 = 20,000; 1,170,000 reached the bank.
    expect(doc).toMatchObject({
      paymentno: 'RCV/00001',
      paymentdate: '2026-02-20',
      customerid: c.customer,
      customername: 'Toko Pelanggan',
      bankaccount: c.bank,
      consid: null,
      overpay: '0',
      applyfromcredit: '0',
      totalpay: '1200000',
      totaldiscount: '10000',
      totalpph23: '20000',
      totalamount: '1170000',
      status: 'posted',
      posted: true,
      version: 1,
    });
    expect(doc.details[0]).toMatchObject({ seq: 1, arinvoiceid: a.id, invoiceno: a.invoiceno, owing: '1000000', pay: '1000000', pph23taxid: c.pph23, pph23base: '1000000', pph23amount: '20000', pph23rate: '0.02', bupotno: 'BP-7001' });
    expect(doc.details[1]).toMatchObject({ seq: 2, arinvoiceid: b.id, owing: '500000', pay: '200000', pph23taxid: null, bupotno: '' });
    // Bank, discount and PPh 23 prepaid debited; the receivable credited with Σ pay.
    expect(await c.journal('sales-payment', doc.id, doc.journalid)).toEqual([
      ['1-10100', '0', '1200000', '-1200000', '1'],
      ['4-10200', '10000', '0', '10000', '1'],
      ['1-10800', '20000', '0', '20000', '1'],
      ['1-10003', '1170000', '0', '1170000', '1'],
    ]);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await c.invoiceState(b.id)).toEqual({ status: 'partial', owing: '300000' });
    expect(await c.balance('1-10100')).toBe(await c.receivableBySubledger());

    const read = (await c.req('GET', `sales-payment/read/${doc.id}`)).json().data;
    expect(read).toEqual(doc);
    const back = await c.req('PUT', 'sales-payment', read);
    expect(back.statusCode, back.body).toBe(200);
    const { version: v1, journalid: j1, ...before } = read;
    const { version: v2, journalid: j2, ...after } = back.json().data;
    expect(after).toEqual(before);
    expect([v1, v2, j2 === j1]).toEqual([1, 2, false]);

    const list = (await c.req('GET', 'sales-payment/readall?search=RCV/00001')).json();
    expect(list.listdata[0]).toMatchObject({ paymentid: doc.id, paymentno: 'RCV/00001', customerid: c.customer, customername: 'Toko Pelanggan', totalpay: '1200000', totalamount: '1170000' });
    const mine = (await c.req('GET', `sales-payment/getListInvoiceCheque/${doc.id}/${c.customer}`)).json().listdata;
    expect(mine.map((l: Body) => [l.arinvoiceid, l.owing, l.pay])).toEqual([
      [a.id, '1000000', '1000000'],
      [b.id, '500000', '200000'],
    ]);

    // An edit pays the rest of B and drops the discount; a delete gives both invoices back.
    const edited = await c.req('PUT', 'sales-payment', { ...back.json().data, datadisc: [], details: [read.details[0], { ...read.details[1], pay: '500000' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    const e = edited.json().data;
    expect(await c.journal('sales-payment', e.id, e.journalid)).toEqual([
      ['1-10100', '0', '1500000', '-1500000', '1'],
      ['1-10800', '20000', '0', '20000', '1'],
      ['1-10003', '1480000', '0', '1480000', '1'],
    ]);
    expect(await c.invoiceState(b.id)).toEqual({ status: 'paid', owing: '0' });
    expect((await c.req('DELETE', `sales-payment/delete/${doc.id}`)).statusCode).toBe(200);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'unpaid', owing: '1000000' });
    expect(await c.balance('1-10003')).toBe('0');
    expect(await c.balance('1-10800')).toBe('0');
    expect(await c.balance('1-10100')).toBe(await c.receivableBySubledger());
  });

  it('keeps an overpayment as customer credit and applies it to a later invoice; never beyond the credit, and the credit used keeps its receipt', async () => {
    const first = await c.invoice({ unitprice: '300000', customerid: c.customer2 });
    const over = await c.req('POST', 'sales-payment', receipt([{ arinvoiceid: first.id, pay: '300000' }], { customerid: c.customer2, overpay: '50000' }));
    expect(over.statusCode, over.body).toBe(201);
    const o = over.json().data;
    expect(o).toMatchObject({ overpay: '50000', applyfromcredit: '0', totalpay: '300000', totalamount: '350000' });
    expect(await c.journal('sales-payment', o.id, o.journalid)).toEqual([
      ['1-10100', '0', '300000', '-300000', '1'],
      ['2-10100', '0', '50000', '-50000', '1'],
      ['1-10003', '350000', '0', '350000', '1'],
    ]);

    const second = await c.invoice({ unitprice: '100000', customerid: c.customer2 });
    const body = receipt([{ arinvoiceid: second.id, pay: '100000' }], { customerid: c.customer2, applyfromcredit: '60000' });
    await refused(body, 400, 'applyfromcredit', 'CUSTOMER_CREDIT_EXCEEDED', (lang) => ({ credit: lang === 'id' ? '50.000,00' : '50,000.00' }));
    const used = await c.req('POST', 'sales-payment', { ...body, applyfromcredit: '50000' });
    expect(used.statusCode, used.body).toBe(201);
    const u = used.json().data;
    expect(u).toMatchObject({ applyfromcredit: '50000', totalpay: '100000', totalamount: '50000' });
    expect(await c.journal('sales-payment', u.id, u.journalid)).toEqual([
      ['1-10100', '0', '100000', '-100000', '1'],
      ['2-10100', '50000', '0', '50000', '1'],
      ['1-10003', '50000', '0', '50000', '1'],
    ]);
    expect(await c.balance('2-10100')).toBe('0');
    expect(await c.invoiceState(second.id, c.customer2)).toEqual({ status: 'paid', owing: '0' });

    // The credit is used up; the receipt that made it can be neither deleted nor cut while it is used.
    const third = await c.invoice({ unitprice: '10000', customerid: c.customer2 });
    await refused(receipt([{ arinvoiceid: third.id, pay: '10000' }], { customerid: c.customer2, applyfromcredit: '1' }), 400, 'applyfromcredit', 'CUSTOMER_CREDIT_EXCEEDED', (lang) => ({ credit: lang === 'id' ? '0,00' : '0.00' }));
    const del = await c.req('DELETE', `sales-payment/delete/${o.id}`);
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().message).toBe(translate('id', 'CUSTOMER_CREDIT_USED', { payments: u.paymentno }));
    const cut = await c.req('PUT', 'sales-payment', { ...o, overpay: '10000' });
    expect(cut.statusCode, cut.body).toBe(409);
    // More credit than the receipt is settled by, less discounts and tax withheld, would take money out of the bank.
    const more = await c.req('POST', 'sales-payment', receipt([{ arinvoiceid: third.id, pay: '10000' }], { customerid: c.customer2, overpay: '100000' }));
    expect(more.statusCode, more.body).toBe(201);
    const fourth = await c.invoice({ unitprice: '10000', customerid: c.customer2 });
    await refused(receipt([{ arinvoiceid: fourth.id, pay: '10000' }], { customerid: c.customer2, applyfromcredit: '20000' }), 400, 'applyfromcredit', 'CREDIT_EXCEEDS_RECEIPT');
    expect(await c.balance('1-10100')).toBe(await c.receivableBySubledger());
  });

  it('receives a USD invoice at another rate with an overpayment, then applies that credit at a third rate: each difference realised', async () => {
    const usd = await addUsd(c);
    const creditBefore = await c.balance('2-10100');
    const inv = await c.invoice({ unitprice: '100', currencyid: usd, rate: '16000' });
    const idr = await c.invoice({ unitprice: '100' });
    await refused(receipt([{ arinvoiceid: idr.id, pay: '100' }], { currencyid: usd, rate: '16500' }), 400, 'details.0.arinvoiceid', 'PAYMENT_CURRENCY_MISMATCH', { number: idr.invoiceno });
    // 100 USD booked at 16,000 received at 16,500 with 10 USD more kept as credit: 50,000 more rupiah, a realised gain.
    const res = await c.req('POST', 'sales-payment', receipt([{ arinvoiceid: inv.id, pay: '100' }], { currencyid: usd, rate: '16500', overpay: '10' }));
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().data;
    expect(r).toMatchObject({ currencyid: usd, rate: '16500', totalpay: '100', overpay: '10', totalamount: '110' });
    expect(await c.journal('sales-payment', r.id, r.journalid)).toEqual([
      ['1-10100', '0', '1600000', '-100', '16000'],
      ['2-10100', '0', '165000', '-10', '16500'],
      ['7-10200', '0', '50000', '-50000', '1'],
      ['1-10003', '1815000', '0', '110', '16500'],
    ]);
    // 20 USD more at 16,000, paid at 16,200 with the 10 USD of credit (165,000 rupiah when kept) and 10 USD from the bank.
    const later = await c.invoice({ unitprice: '20', currencyid: usd, rate: '16000' });
    const used = await c.req('POST', 'sales-payment', receipt([{ arinvoiceid: later.id, pay: '20' }], { currencyid: usd, rate: '16200', applyfromcredit: '10' }));
    expect(used.statusCode, used.body).toBe(201);
    const u = used.json().data;
    // The credit clears at the 165,000 it stood for; received 162,000 + 165,000 for 320,000 owed: a 7,000 gain.
    expect(await c.journal('sales-payment', u.id, u.journalid)).toEqual([
      ['1-10100', '0', '320000', '-20', '16000'],
      ['2-10100', '165000', '0', '10', '16200'],
      ['7-10200', '0', '7000', '-7000', '1'],
      ['1-10003', '162000', '0', '10', '16200'],
    ]);
    expect(await c.balance('2-10100')).toBe(creditBefore);
    expect(await c.invoiceState(later.id)).toEqual({ status: 'paid', owing: '0' });
  });

  it('refuses over-payment, a discount not below what is paid, another customer\'s or a temporary invoice, and a wrong customer, naming the field', async () => {
    const inv = await c.invoice({ unitprice: '100000' });
    await refused(receipt([{ arinvoiceid: inv.id, pay: '100001' }]), 409, 'details.0.pay', 'PAYMENT_EXCEEDS_DUE');
    await refused(receipt([{ arinvoiceid: inv.id, pay: '50000' }], { datadisc: [{ glaccount: '4-10200', discount: '50000' }] }), 400, 'datadisc', 'DISCOUNT_EXCEEDS_PAYABLE');
    const theirs = await c.invoice({ unitprice: '100000', customerid: c.customer2 });
    await refused(receipt([{ arinvoiceid: theirs.id, pay: '1000' }]), 400, 'details.0.arinvoiceid', 'INVOICE_NOT_OF_CUSTOMER', { number: theirs.invoiceno });
    const temporary = await c.invoice({ unitprice: '100000', posted: false });
    await refused(receipt([{ arinvoiceid: temporary.id, pay: '1000' }]), 400, 'details.0.arinvoiceid', 'INVOICE_TEMPORARY', { number: temporary.invoiceno });
    const listed = (await c.req('GET', `sales-payment/getListInvoiceCheque/0/${c.customer}`)).json().listdata.map((l: Body) => l.arinvoiceid);
    expect(listed).toContain(inv.id);
    expect(listed).not.toContain(temporary.id);
    // A vendor in the customer field, or a customer of another company: not found under the field.
    await refused(receipt([{ arinvoiceid: inv.id, pay: '1000' }], { customerid: c.vendor }), 400, 'customerid', 'V_REF_NOT_FOUND');
    const other = await companyFixture(t, 'PT Lain', { language: 'id' });
    const foreign = await other.req('POST', 'person-data', { persontype: 0, personno: 'C-1', name: 'Pelanggan Lain' });
    await refused(receipt([{ arinvoiceid: inv.id, pay: '1000' }], { customerid: foreign.json().data.id }), 400, 'customerid', 'V_REF_NOT_FOUND');
    // Neither a customer nor an invoice (spec 001 §5).
    await refused({ paymentdate: '2026-02-20', bankaccount: c.bank, details: [{ arinvoiceid: inv.id, pay: '1000' }] }, 400, 'customerid', 'CUSTOMER_OR_INVOICE_REQUIRED');
    await refused(receipt([]), 400, 'details', 'CUSTOMER_OR_INVOICE_REQUIRED');
    // Another company's listing of this customer's invoices is not found.
    expect((await other.req('GET', `sales-payment/getListInvoiceCheque/0/${c.customer}`)).statusCode).toBe(404);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'unpaid', owing: '100000' });
  });
});
