import { translate, type Lang, type MessageKey } from '@lontar/core';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addUsd, dec, paymentCompany } from './payment-fixture.ts';

/**
 * A vendor credit (docs/decisions.md "Vendor credit"): goods returned after their invoice was paid leave it owing
 * below zero; a purchase payment sets it off against later invoices with a negative pay, or takes the vendor's
 * refund. The list of invoices to pay offers it, the journal posts only what is not zero, the invoices come back to
 * owing nothing, and the payable account stays the AP subledger and the AP aging.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof paymentCompany>>;
const [BANK, PAYABLE] = ['1-10003', '2-10000'];

beforeAll(async () => {
  t = await createTestApp();
  c = await paymentCompany(t, 'PT Kredit Pemasok');
}, 180_000);
afterAll(() => t.close());

type Body = Record<string, unknown>;
const payment = (details: Body[], extra: Body = {}): Body => ({ paymentdate: '2026-03-10', vendorid: c.vendor, bankaccnt: c.bank, details, ...extra });
const saved = async (body: Body, method: 'POST' | 'PUT' = 'POST') => {
  const res = await c.req(method, 'purchase-payment', body);
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json().data as Body & { id: number; journalid: number | null; details: Body[] };
};
/** Σ of an account's lines in the ledger (debit positive) as a Decimal. */
const balance = async (no: string) => new Decimal(await c.balance(no));
/** What getListInvoiceCheque of a new payment offers of an invoice (undefined: not offered). */
const offered = async (id: number) => ((await c.req('GET', `purchase-payment/getListInvoiceCheque/0/${c.vendor}`)).json().listdata as Body[]).find((l) => l.apinvoiceid === id);

/** An invoice of `quantity` TEH at 10,000 paid in full, then `returned` of them sent back: it owes −returned × 10,000. */
async function credit(quantity: string, returned: string) {
  const inv = await c.invoice({ quantity, unitprice: '10000' });
  const paid = await saved(payment([{ apinvoiceid: inv.id, pay: inv.totalamount }], { paymentdate: '2026-02-03' }));
  const ret = await c.req('POST', 'purchase-return', { returndate: '2026-02-04', vendorid: c.vendor, apinvoiceid: inv.id, details: [{ itemno: 'TEH', quantity: returned, unitprice: '10000', invseq: 1 }] });
  expect(ret.statusCode, ret.body).toBe(201);
  return Object.assign(inv, { payment: paid.id, returned: String(ret.json().data.totalamount) });
}

/** The payable account is what the AP subledger and today's AP aging say is owed. */
async function agrees() {
  const payable = await c.balance(PAYABLE);
  expect(payable).toBe(await c.payableBySubledger());
  const aging = (await c.req('GET', 'ap-aging')).json();
  expect(dec(aging.totals.total)).toBe(dec(aging.payablebalance));
  expect(dec(aging.payablebalance)).toBe(new Decimal(payable).negated().toFixed());
}

type Params = Record<string, string> | ((lang: Lang) => Record<string, string>);
/** A refusal in both languages: its status, each line's message, and nothing stored or changed. */
async function refused(body: Body, status: number, messages: [string, MessageKey, Params][]) {
  const before = [await c.count('purchase-payment'), await c.balance(PAYABLE), await c.balance(BANK)];
  for (const [lang, call] of [['id', c.req], ['en', c.en]] as const) {
    const res = await call('POST', 'purchase-payment', body);
    expect(res.statusCode, res.body).toBe(status);
    const said = ([] as string[]).concat(res.json().message);
    for (const [field, key, params] of messages) expect(said).toContain(`${field}: ${translate(lang as Lang, key, typeof params === 'function' ? params(lang) : params)}`);
  }
  expect([await c.count('purchase-payment'), await c.balance(PAYABLE), await c.balance(BANK)]).toEqual(before);
}

describe('vendor credit on the purchase payment', () => {
  it('the payment made before the return is read back and saved again as it is, or paying less; never more', async () => {
    const a = await credit('5', '2');
    const read = (await c.req('GET', `purchase-payment/read/${a.payment}`)).json().data as Body & { details: Body[] };
    const again = await saved({ ...read, description: 'dibayar sebelum retur' }, 'PUT');
    expect(again.details[0]).toMatchObject({ apinvoiceid: a.id, pay: a.totalamount });
    // The invoice still owes minus the return: the vendor's credit stays as it was.
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: new Decimal(a.returned).negated().toFixed() });
    const more = await c.req('PUT', 'purchase-payment', { ...again, details: [{ ...again.details[0], pay: new Decimal(a.totalamount).plus(1).toFixed() }] });
    expect(more.statusCode).toBe(409);
    await agrees();
  });

  it('is offered with its negative owing and set off against a later invoice: the bank pays only the rest', async () => {
    const a = await credit('10', '3');
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '-30000' });
    expect(await offered(a.id)).toMatchObject({ invoiceno: a.invoiceno, totalamount: '100000', paid: '100000', owing: '-30000', pay: '0' });
    const b = await c.invoice({ quantity: '5', unitprice: '10000' });
    const bank = await balance(BANK);

    const doc = await saved(payment([{ apinvoiceid: b.id, pay: '50000' }, { apinvoiceid: a.id, pay: '-30000' }]));
    expect(doc).toMatchObject({ totalpay: '20000', totaldiscount: '0', totalpph23: '0', totalamount: '20000' });
    expect(doc.details.map((l) => [l.apinvoiceid, l.owing, l.pay])).toEqual([
      [b.id, '50000', '50000'],
      [a.id, '-30000', '-30000'],
    ]);
    // The payable nets to 20,000 (50,000 settled, 30,000 of credit used); 20,000 left the bank.
    expect(await c.journal('purchase-payment', doc.id, doc.journalid!)).toEqual([
      [PAYABLE, '20000', '0', '20000', '1'],
      [BANK, '0', '20000', '-20000', '1'],
    ]);
    expect(bank.minus(await balance(BANK)).toFixed()).toBe('20000');
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await c.invoiceState(b.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await offered(a.id)).toBeUndefined();
    await agrees();

    // Read back and saved back unchanged; the payment's own list counts its set-off back into the credit.
    const read = (await c.req('GET', `purchase-payment/read/${doc.id}`)).json().data;
    const back = await saved(read, 'PUT');
    expect(back.totalamount).toBe('20000');
    const mine = (await c.req('GET', `purchase-payment/getListInvoiceCheque/${doc.id}/${c.vendor}`)).json().listdata as Body[];
    expect(mine.find((l) => l.apinvoiceid === a.id)).toMatchObject({ owing: '-30000', pay: '-30000' });

    // An edit sets off less: the rest of the credit stays on the invoice; a delete gives it all back.
    const less = await saved({ ...back, details: [back.details[0], { ...back.details[1], pay: '-10000' }] }, 'PUT');
    expect(less.totalamount).toBe('40000');
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '-20000' });
    await agrees();
    expect((await c.req('DELETE', `purchase-payment/delete/${doc.id}`)).statusCode).toBe(200);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '-30000' });
    expect(await c.invoiceState(b.id)).toEqual({ status: 'unpaid', owing: '50000' });
    expect((await balance(BANK)).toFixed()).toBe(bank.toFixed());
    await agrees();
  });

  it('set off in full against an invoice of the same amount moves no bank and posts no journal', async () => {
    const a = await credit('4', '2');
    const b = await c.invoice({ quantity: '2', unitprice: '10000' });
    const bank = await c.balance(BANK);
    const doc = await saved(payment([{ apinvoiceid: a.id, pay: '-20000' }, { apinvoiceid: b.id, pay: '20000' }]));
    expect(doc).toMatchObject({ totalpay: '0', totalamount: '0', journalid: null });
    expect((await c.req('GET', `general-ledger-history/${doc.id}?form=purchase-payment`)).json().listdata).toEqual([]);
    expect(await c.balance(BANK)).toBe(bank);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await c.invoiceState(b.id)).toEqual({ status: 'paid', owing: '0' });
    await agrees();
    // Edited into a refund of the credit alone: now it posts (bank debited, payable credited).
    const read = (await c.req('GET', `purchase-payment/read/${doc.id}`)).json().data;
    const refund = await saved({ ...read, details: [read.details[0]] }, 'PUT');
    expect(refund.totalamount).toBe('-20000');
    expect(await c.journal('purchase-payment', refund.id, refund.journalid!)).toEqual([
      [PAYABLE, '0', '20000', '-20000', '1'],
      [BANK, '20000', '0', '20000', '1'],
    ]);
    expect(await c.invoiceState(b.id)).toEqual({ status: 'unpaid', owing: '20000' });
    await agrees();
  });

  it('a return whose credit was set off or refunded keeps it: deleting or reducing the return is refused until that payment goes', async () => {
    const a = await credit('4', '2');
    const b = await c.invoice({ quantity: '2', unitprice: '10000' });
    const doc = await saved(payment([{ apinvoiceid: b.id, pay: '20000' }, { apinvoiceid: a.id, pay: '-20000' }]));
    const ret = (await c.req('GET', `purchase-return/read/${String(((await c.req('GET', `purchase-invoice/diprosesRetur/${a.id}`)).json().listdata as Body[])[0]!.id)}`)).json().data as Body & { id: number; details: Body[] };
    const before = [await c.count('purchase-return'), await c.balance(PAYABLE), await c.balance(BANK), await c.invoiceState(a.id)];
    for (const [lang, call] of [['id', c.req], ['en', c.en]] as const) {
      const params = { number: a.invoiceno, payments: String(doc.chequeno) };
      const gone = await call('DELETE', `purchase-return/delete/${ret.id}`);
      expect(gone.statusCode, gone.body).toBe(409);
      expect(gone.json().message).toBe(translate(lang as Lang, 'RETURN_CREDIT_USED', params));
      // One of the two returned instead: the 10,000 left of the credit no longer covers the 20,000 set off.
      const less = await call('PUT', 'purchase-return', { ...ret, details: [{ ...ret.details[0], quantity: '1' }] });
      expect(less.statusCode, less.body).toBe(409);
      expect(less.json().message).toBe(translate(lang as Lang, 'RETURN_CREDIT_USED', params));
    }
    expect([await c.count('purchase-return'), await c.balance(PAYABLE), await c.balance(BANK), await c.invoiceState(a.id)]).toEqual(before);
    // Saved again as it is: accepted (the credit still covers the set-off).
    expect((await c.req('PUT', 'purchase-return', { ...ret, description: 'disimpan lagi' })).statusCode).toBe(200);
    // The set-off cut to 10,000: the return may now drop to one item; deleted, the return may go too.
    const read = (await c.req('GET', `purchase-payment/read/${doc.id}`)).json().data as Body & { details: Body[] };
    await saved({ ...read, details: [{ ...read.details[0], pay: '10000' }, { ...read.details[1], pay: '-10000' }] }, 'PUT');
    const again = (await c.req('GET', `purchase-return/read/${ret.id}`)).json().data as Body & { details: Body[] };
    expect((await c.req('PUT', 'purchase-return', { ...again, details: [{ ...again.details[0], quantity: '1' }] })).statusCode).toBe(200);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    expect((await c.req('DELETE', `purchase-payment/delete/${doc.id}`)).statusCode).toBe(200);
    expect((await c.req('DELETE', `purchase-return/delete/${ret.id}`)).statusCode).toBe(200);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    await agrees();
  });

  it('a refunded credit keeps its return, and the payment that overpaid the invoice', async () => {
    const a = await credit('5', '5');
    const refund = await saved(payment([{ apinvoiceid: a.id, pay: '-50000' }], { description: 'Refund pemasok' }));
    const ret = ((await c.req('GET', `purchase-invoice/diprosesRetur/${a.id}`)).json().listdata as Body[])[0]!;
    const gone = await c.en('DELETE', `purchase-return/delete/${String(ret.id)}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(translate('en', 'RETURN_CREDIT_USED', { number: a.invoiceno, payments: String(refund.chequeno) }));
    // The payment that paid the invoice before the return made the credit too: it stays while the refund does.
    expect((await c.req('DELETE', `purchase-payment/delete/${a.payment}`)).statusCode).toBe(409);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    expect((await c.req('DELETE', `purchase-payment/delete/${refund.id}`)).statusCode).toBe(200);
    expect((await c.req('DELETE', `purchase-return/delete/${String(ret.id)}`)).statusCode).toBe(200);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    await agrees();
  });

  it('takes the refund the vendor pays back: bank debited, payable credited, the credit back to nothing', async () => {
    const a = await credit('6', '6');
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '-60000' });
    const bank = await balance(BANK);
    const part = await saved(payment([{ apinvoiceid: a.id, pay: '-25000' }], { description: 'Refund pemasok' }));
    expect(part).toMatchObject({ totalpay: '-25000', totalamount: '-25000' });
    expect(await c.journal('purchase-payment', part.id, part.journalid!)).toEqual([
      [PAYABLE, '0', '25000', '-25000', '1'],
      [BANK, '25000', '0', '25000', '1'],
    ]);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '-35000' });
    const rest = await saved(payment([{ apinvoiceid: a.id, pay: '-35000' }]));
    expect(rest.totalamount).toBe('-35000');
    expect((await balance(BANK)).minus(bank).toFixed()).toBe('60000');
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    expect((await c.req('GET', 'purchase-payment/readall?search=' + String(rest.chequeno))).json().listdata[0]).toMatchObject({ totalpay: '-35000', totalamount: '-35000' });
    await agrees();
  });

  it('refuses a set-off beyond the credit, on an invoice without credit, with PPh 23 or a discount leaving nothing, and a positive pay on a credit', async () => {
    const a = await credit('3', '1');
    const b = await c.invoice({ quantity: '3', unitprice: '10000' });
    const [na, nb] = [a.invoiceno, b.invoiceno];
    await refused(payment([{ apinvoiceid: b.id, pay: '30000' }, { apinvoiceid: a.id, pay: '-10000.01' }]), 400, [['details.1.pay', 'PAYMENT_EXCEEDS_CREDIT', (lang) => ({ number: na, credit: lang === 'id' ? '10.000,00' : '10,000.00' })]]);
    await refused(payment([{ apinvoiceid: b.id, pay: '-1' }]), 400, [['details.0.pay', 'PAYMENT_NOT_CREDIT', { number: nb }]]);
    await refused(payment([{ apinvoiceid: a.id, pay: '1' }]), 409, [['details.0.pay', 'PAYMENT_EXCEEDS_DUE', {}]]);
    await refused(payment([{ apinvoiceid: a.id, pay: '-5000', pph23taxid: c.pph23, pph23base: '5000' }]), 400, [['details.0.pph23taxid', 'PAYMENT_CREDIT_PPH23', {}]]);
    await refused(payment([{ apinvoiceid: b.id, pay: '10000' }, { apinvoiceid: a.id, pay: '-10000' }], { datadisc: [{ glaccount: '5-10200', discount: '1' }] }), 400, [['datadisc', 'DISCOUNT_EXCEEDS_PAYABLE', {}]]);
    await refused(payment([{ apinvoiceid: b.id, pay: '10000', pph23taxid: c.pph23, pph23base: '10000' }, { apinvoiceid: a.id, pay: '-10000' }]), 400, [['details', 'DISCOUNT_EXCEEDS_PAYABLE', {}]]);
    const zero = await c.en('POST', 'purchase-payment', payment([{ apinvoiceid: b.id, pay: '0' }]));
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain(translate('en', 'V_NOT_ZERO'));
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '-10000' });
    expect(await c.invoiceState(b.id)).toEqual({ status: 'unpaid', owing: '30000' });
    // Within the credit, with a discount and PPh 23 on the invoice that leave something from the bank: accepted.
    const ok = await saved(payment([{ apinvoiceid: b.id, pay: '30000', pph23taxid: c.pph23, pph23base: '10000' }, { apinvoiceid: a.id, pay: '-10000' }], { datadisc: [{ glaccount: '5-10200', discount: '1000' }] }));
    // 30,000 − 10,000 of credit − 1,000 discount − 400 PPh 23 (4 %: this vendor has no NPWP) = 18,600.
    expect(ok).toMatchObject({ totalpay: '20000', totaldiscount: '1000', totalpph23: '400', totalamount: '18600' });
    await agrees();
  });

  it('a foreign credit refunded at another rate: the difference is a realised gain', async () => {
    const usd = await addUsd(c);
    const inv = await c.invoice({ quantity: '10', unitprice: '10', currencyid: usd, rate: '16000' });
    await saved(payment([{ apinvoiceid: inv.id, pay: '100' }], { paymentdate: '2026-02-03', currencyid: usd, rate: '16000' }));
    const ret = await c.req('POST', 'purchase-return', { returndate: '2026-02-04', vendorid: c.vendor, apinvoiceid: inv.id, currencyid: usd, rate: '16000', details: [{ itemno: 'TEH', quantity: '5', unitprice: '10', invseq: 1 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'paid', owing: '-50' });
    const refund = await saved(payment([{ apinvoiceid: inv.id, pay: '-50' }], { currencyid: usd, rate: '16250' }));
    // 50 USD booked at 16,000 come back at 16,250: 812,500 in for 800,000 booked, 12,500 realised gain.
    expect(await c.journal('purchase-payment', refund.id, refund.journalid!)).toEqual([
      [PAYABLE, '0', '800000', '-50', '16000'],
      ['7-10200', '0', '12500', '-12500', '1'],
      [BANK, '812500', '0', '50', '16250'],
    ]);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'paid', owing: '0' });
  });
});
