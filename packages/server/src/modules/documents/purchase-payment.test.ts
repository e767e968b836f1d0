import { translate, type Lang, type MessageKey } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { addUsd, paymentCompany } from './payment-fixture.ts';

/** Purchase payments (AP CHQ, issue 12, API.md §7.5, §7.8): round trip, journal, invoice balances, refusals, tenants. */
let t: TestApp;
let c: Awaited<ReturnType<typeof paymentCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await paymentCompany(t, 'PT Bayar Tepat');
  // A vendor with an NPWP: its PPh 23 is withheld at the code's 2 % (without one it is 4 %, withholding.test.ts).
  const vendor = (await c.req('GET', `person-data/read/${c.vendor}`)).json().data;
  expect((await c.req('PUT', 'person-data', { ...vendor, tax1exemptionno: '01.234.567.8-901.000' })).statusCode).toBe(200);
}, 180_000);
afterAll(() => t.close());

type Body = Record<string, unknown>;
const payment = (details: Body[], extra: Body = {}): Body => ({ paymentdate: '2026-02-20', vendorid: c.vendor, bankaccnt: c.bank, description: 'Bayar pemasok', details, ...extra });

/** A refusal: its status, the message naming the field in the user's language, and nothing stored. */
async function refused(body: Body, status: number, field: string, key: MessageKey, params: Record<string, string> = {}, method: 'POST' | 'PUT' = 'POST') {
  const before = await c.count('purchase-payment');
  for (const [lang, call] of [['id', c.req], ['en', c.en]] as const) {
    const res = await call(method, 'purchase-payment', body);
    expect(res.statusCode, res.body).toBe(status);
    // V_REF_NOT_FOUND names its field itself.
    expect(res.json().message).toContain(key === 'V_REF_NOT_FOUND' ? translate(lang as Lang, key, { field }) : `${field}: ${translate(lang as Lang, key, params)}`);
  }
  expect(await c.count('purchase-payment')).toBe(before);
}

describe('purchase payment', () => {
  it('pays two invoices with a discount line and PPh 23: read answers what update takes back, the journal and the invoices follow', async () => {
    const a = await c.invoice({ quantity: '100', unitprice: '10000', taxcodes: 'PPN' });
    const b = await c.invoice({ quantity: '50', unitprice: '10000' });
    expect([a.totalamount, b.totalamount]).toEqual(['1110000', '500000']);
    const body = payment(
      [
        { apinvoiceid: a.id, pay: '1110000', pph23taxid: c.pph23, pph23base: '1000000', bupotno: 'BP-0001' },
        { apinvoiceid: b.id, pay: '200000' },
      ],
      { datadisc: [{ glaccount: '5-10200', discount: '10000', description: 'Diskon tunai' }], totalamount: '1' },
    );
    const res = await c.req('POST', 'purchase-payment', body);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    // 1,310,000 settled; 10,000 discount; PPh 23 2 % of 1,000,000 = 20,000 withheld; 1,280,000 left the bank.
    expect(doc).toMatchObject({
      chequeno: 'PAY/00001',
      paymentdate: '2026-02-20',
      vendorid: c.vendor,
      vendorname: 'PT Pemasok Kopi',
      bankaccnt: c.bank,
      currencyid: null,
      totalpay: '1310000',
      totaldiscount: '10000',
      totalpph23: '20000',
      totalamount: '1280000',
      status: 'posted',
      posted: true,
      version: 1,
    });
    expect(doc.datadisc).toEqual([{ seq: 1, glaccount: '5-10200', accountname: 'Diskon Pembelian', discount: '10000', deptid: null, projectid: null, description: 'Diskon tunai' }]);
    // A line's owing is what the invoice owes apart from this payment: what its pay may reach.
    expect(doc.details[0]).toMatchObject({ seq: 1, apinvoiceid: a.id, invoiceno: a.invoiceno, invoicedate: '2026-02-02', totalamount: '1110000', owing: '1110000', pay: '1110000', pph23taxid: c.pph23, pph23base: '1000000', pph23amount: '20000', pph23rate: '0.02', bupotno: 'BP-0001' });
    expect(doc.details[1]).toMatchObject({ seq: 2, apinvoiceid: b.id, owing: '500000', pay: '200000', pph23taxid: null, bupotno: '' });
    expect(doc.details[1].pph23base).toBeUndefined();

    expect(await c.journal('purchase-payment', doc.id, doc.journalid)).toEqual([
      ['2-10000', '1310000', '0', '1310000', '1'],
      ['5-10200', '0', '10000', '-10000', '1'],
      ['2-10400', '0', '20000', '-20000', '1'],
      ['1-10003', '0', '1280000', '-1280000', '1'],
    ]);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await c.invoiceState(b.id)).toEqual({ status: 'partial', owing: '300000' });
    // The AP subledger (Σ owing) is the payable account's balance.
    expect(await c.balance('2-10000')).toBe(await c.payableBySubledger());

    const read = (await c.req('GET', `purchase-payment/read/${doc.id}`)).json().data;
    expect(read).toEqual(doc);
    const back = await c.req('PUT', 'purchase-payment', read);
    expect(back.statusCode, back.body).toBe(200);
    const { version: v1, journalid: j1, ...before } = read;
    const { version: v2, journalid: j2, ...after } = back.json().data;
    expect(after).toEqual(before);
    expect([v1, v2]).toEqual([1, 2]);
    expect(j2).not.toBe(j1);
    const audit = (await c.req('GET', `purchase-payment/getaudit/${doc.id}`)).json().listdata;
    expect(audit.map((x: { action: string; changes: object }) => [x.action, x.action === 'update' ? x.changes : 'x'])).toEqual([
      ['create', 'x'],
      ['update', {}],
    ]);

    const list = (await c.req('GET', 'purchase-payment/readall?search=PAY/00001')).json();
    expect(list.listdata[0]).toMatchObject({ chequeid: doc.id, chequeno: 'PAY/00001', vendorid: c.vendor, vendorname: 'PT Pemasok Kopi', totalpay: '1310000', totalamount: '1280000' });
    const cheque = (await c.req('GET', `purchase-payment/getListInvoiceCheque/${doc.id}/${c.vendor}`)).json().listdata;
    expect(cheque.map((l: Body) => [l.apinvoiceid, l.owing, l.pay])).toEqual([
      [a.id, '1110000', '1110000'],
      [b.id, '500000', '200000'],
    ]);
    const fresh = (await c.req('GET', `purchase-payment/getListInvoiceCheque/0/${c.vendor}`)).json().listdata;
    expect(fresh.map((l: Body) => l.apinvoiceid)).not.toContain(a.id);
    expect(fresh.find((l: Body) => l.apinvoiceid === b.id)).toMatchObject({ invoiceno: b.invoiceno, invoicedate: '2026-02-02', totalamount: '500000', owing: '300000', pay: '0' });

    // An edit pays the rest of B and drops the discount: the old journal is reversed, both invoices refreshed.
    const edited = await c.req('PUT', 'purchase-payment', { ...back.json().data, datadisc: [], details: [read.details[0], { ...read.details[1], pay: '500000' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    const e = edited.json().data;
    expect(e).toMatchObject({ totalpay: '1610000', totaldiscount: '0', totalamount: '1590000' });
    expect(await c.journal('purchase-payment', e.id, e.journalid)).toEqual([
      ['2-10000', '1610000', '0', '1610000', '1'],
      ['2-10400', '0', '20000', '-20000', '1'],
      ['1-10003', '0', '1590000', '-1590000', '1'],
    ]);
    expect(await c.invoiceState(b.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await c.balance('1-10003')).toBe('-1590000');
    expect(await c.balance('5-10200')).toBe('0');

    // Deleting takes every payment back: both invoices owe all again, the bank and PPh 23 are back to nothing.
    expect((await c.req('DELETE', `purchase-payment/delete/${doc.id}`)).statusCode).toBe(200);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'unpaid', owing: '1110000' });
    expect(await c.invoiceState(b.id)).toEqual({ status: 'unpaid', owing: '500000' });
    expect([await c.balance('1-10003'), await c.balance('2-10400')]).toEqual(['0', '0']);
    expect(await c.balance('2-10000')).toBe(await c.payableBySubledger());
    expect((await c.req('GET', `purchase-payment/read/${doc.id}`)).statusCode).toBe(404);
    expect((await c.req('GET', `purchase-payment/getaudit/${doc.id}`)).json().listdata.map((x: Body) => x.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('pays an invoice in parts: unpaid → partial → paid, and beyond what is owed is refused', async () => {
    const inv = await c.invoice({ quantity: '10', unitprice: '10000' });
    const part = (pay: string) => payment([{ apinvoiceid: inv.id, pay }]);
    expect((await c.req('POST', 'purchase-payment', part('40000'))).statusCode).toBe(201);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'partial', owing: '60000' });
    await refused(part('60000.01'), 409, 'details.0.pay', 'PAYMENT_EXCEEDS_DUE');
    const second = await c.req('POST', 'purchase-payment', part('60000'));
    expect(second.statusCode).toBe(201);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'paid', owing: '0' });
    // A paid invoice keeps its payments: it is neither deleted nor edited, and its processed view lists them.
    const invoiceRead = (await c.req('GET', `purchase-invoice/read/${inv.id}`)).json().data;
    expect(invoiceRead).toMatchObject({ status: 'paid', owing: '0', paid: '100000' });
    expect((await c.req('DELETE', `purchase-invoice/delete/${inv.id}`)).statusCode).toBe(409);
    const edit = await c.req('PUT', 'purchase-invoice', invoiceRead);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(translate('id', 'INVOICE_PROCESSED'));
    const diproses = (await c.req('GET', `purchase-invoice/diproses/${inv.id}`)).json().listdata;
    expect(diproses.map((d: Body) => [d.form, d.totalamount])).toEqual([
      ['purchase-payment', '40000'],
      ['purchase-payment', '60000'],
    ]);
    await refused(part('1'), 409, 'details.0.pay', 'PAYMENT_EXCEEDS_DUE');
    // An edit counts its own pay back: the second payment may be lowered, not raised.
    const read = (await c.req('GET', `purchase-payment/read/${second.json().data.id}`)).json().data;
    await refused({ ...read, details: [{ ...read.details[0], pay: '60001' }] }, 409, 'details.0.pay', 'PAYMENT_EXCEEDS_DUE', {}, 'PUT');
    expect((await c.req('PUT', 'purchase-payment', { ...read, details: [{ ...read.details[0], pay: '59000' }] })).statusCode).toBe(200);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'partial', owing: '1000' });
  });

  it('refuses discounts of the payable or more, and discounts with the tax withheld that leave nothing from the bank', async () => {
    const inv = await c.invoice({ quantity: '10', unitprice: '10000' });
    const line = { apinvoiceid: inv.id, pay: '50000' };
    await refused(payment([line], { datadisc: [{ glaccount: '5-10200', discount: '50000' }] }), 400, 'datadisc', 'DISCOUNT_EXCEEDS_PAYABLE');
    await refused(payment([{ ...line, pph23taxid: c.pph23, pph23base: '50000', pph23amount: '10000' }], { datadisc: [{ glaccount: '5-10200', discount: '40000' }] }), 400, 'datadisc', 'DISCOUNT_EXCEEDS_PAYABLE');
    await refused(payment([{ ...line, pph23taxid: c.pph23, pph23base: '50000', pph23amount: '50001' }]), 400, 'details.0.pph23amount', 'V_TOO_BIG', { n: '50000' });
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'unpaid', owing: '100000' });
  });

  it('names every wrong reference at once: vendor, bank account, invoices, discount accounts, withholding tax', async () => {
    const inv = await c.invoice({ quantity: '10', unitprice: '10000' });
    const other = await c.invoice({ quantity: '10', unitprice: '10000', vendorid: c.vendor2 });
    await refused(payment([{ apinvoiceid: inv.id, pay: '1000' }], { vendorid: c.customer }), 400, 'vendorid', 'V_REF_NOT_FOUND', { field: 'vendorid' });
    await refused(payment([{ apinvoiceid: inv.id, pay: '1000' }], { vendorid: 99999999 }), 400, 'vendorid', 'V_REF_NOT_FOUND', { field: 'vendorid' });
    const res = await c.en(
      'POST',
      'purchase-payment',
      payment(
        [
          { apinvoiceid: other.id, pay: '1000' },
          { apinvoiceid: 99999999, pay: '1000' },
          { apinvoiceid: inv.id, pay: '1000', pph23taxid: c.ppn, pph23base: '1000' },
        ],
        { bankaccnt: c.cashParent, datadisc: [{ glaccount: '9-99999', discount: '1' }, { glaccount: '1-10000', discount: '1' }] },
      ),
    );
    expect(res.statusCode).toBe(400);
    const en = (key: MessageKey, params: Record<string, string> = {}) => translate('en', key, params);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        `bankaccnt: ${en('PARENT_ACCOUNT')}`,
        en('V_REF_NOT_FOUND', { field: 'datadisc.0.glaccount' }),
        `datadisc.1.glaccount: ${en('PARENT_ACCOUNT')}`,
        `details.0.apinvoiceid: ${en('INVOICE_NOT_OF_VENDOR', { number: other.invoiceno })}`,
        en('V_REF_NOT_FOUND', { field: 'details.1.apinvoiceid' }),
        `details.2.pph23taxid: ${en('TAX_NOT_WITHHOLDING', { code: 'PPN' })}`,
      ]),
    );
    await refused(payment([{ apinvoiceid: inv.id, pay: '1000' }], { paymentdate: '2026-02-01' }), 400, 'details.0.apinvoiceid', 'PAYMENT_BEFORE_INVOICE', { number: inv.invoiceno, date: '2026-02-02' });
    await refused(payment([{ apinvoiceid: inv.id, pay: '1000' }], { bankaccnt: 99999999 }), 400, 'bankaccnt', 'V_REF_NOT_FOUND', { field: 'bankaccnt' });
    await refused(payment([{ apinvoiceid: inv.id, pay: '1000' }], { bankaccnt: await c.glid('2-10000') }), 400, 'bankaccnt', 'NOT_CASH_ACCOUNT');
    // Schema: a tax without its base, the same invoice twice, unknown fields.
    expect((await c.req('POST', 'purchase-payment', payment([{ apinvoiceid: inv.id, pay: '1000', pph23taxid: c.pph23 }]))).statusCode).toBe(400);
    expect((await c.req('POST', 'purchase-payment', payment([{ apinvoiceid: inv.id, pay: '1000' }, { apinvoiceid: inv.id, pay: '1000' }]))).statusCode).toBe(400);
    expect((await c.req('POST', 'purchase-payment', payment([{ apinvoiceid: inv.id, pay: '1000' }], { owing: '5' }))).statusCode).toBe(400);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'unpaid', owing: '100000' });
  });
});

describe('tenant isolation', () => {
  it("another company's invoice, vendor or payment is not found, and nothing of it changes", async () => {
    const other = await paymentCompany(t, 'PT Lain Bayar');
    const theirs = await other.invoice({ quantity: '10', unitprice: '10000' });
    const mine = await c.invoice({ quantity: '10', unitprice: '10000' });
    await refused(payment([{ apinvoiceid: theirs.id, pay: '1000' }]), 400, 'details.0.apinvoiceid', 'V_REF_NOT_FOUND', { field: 'details.0.apinvoiceid' });
    await refused(payment([{ apinvoiceid: mine.id, pay: '1000' }], { vendorid: other.vendor }), 400, 'vendorid', 'V_REF_NOT_FOUND', { field: 'vendorid' });
    await refused(payment([{ apinvoiceid: mine.id, pay: '1000' }], { bankaccnt: other.bank }), 400, 'bankaccnt', 'V_REF_NOT_FOUND', { field: 'bankaccnt' });
    await refused(payment([{ apinvoiceid: mine.id, pay: '1000', pph23taxid: other.pph23, pph23base: '1000' }]), 400, 'details.0.pph23taxid', 'V_REF_NOT_FOUND', { field: 'details.0.pph23taxid' });
    expect((await c.req('GET', `purchase-payment/getListInvoiceCheque/0/${other.vendor}`)).statusCode).toBe(404);
    const paid = await other.req('POST', 'purchase-payment', { paymentdate: '2026-02-20', vendorid: other.vendor, bankaccnt: other.bank, details: [{ apinvoiceid: theirs.id, pay: '1000' }] });
    expect(paid.statusCode, paid.body).toBe(201);
    const id = paid.json().data.id;
    expect((await c.req('GET', `purchase-payment/read/${id}`)).statusCode).toBe(404);
    expect((await c.req('DELETE', `purchase-payment/delete/${id}`)).statusCode).toBe(404);
    expect((await c.req('GET', `purchase-payment/getListInvoiceCheque/${id}/${c.vendor}`)).statusCode).toBe(404);
    expect(await other.invoiceState(theirs.id)).toEqual({ status: 'partial', owing: '99000' });
    expect(await c.invoiceState(mine.id)).toEqual({ status: 'unpaid', owing: '100000' });
  });
});

describe('in a foreign currency', () => {
  it('pays a USD invoice at another rate: the payable at the invoice rate, the bank at the payment rate, the difference realised', async () => {
    const usd = await addUsd(c);
    const inv = await c.invoice({ quantity: '10', unitprice: '10', currencyid: usd, rate: '16000' });
    const inv2 = await c.invoice({ quantity: '10', unitprice: '10', currencyid: usd, rate: '16000' });
    expect(inv.totalamount).toBe('100');
    const body = payment([{ apinvoiceid: inv.id, pay: '100' }], { currencyid: usd, rate: '16250' });
    await refused({ ...body, rate: undefined }, 400, 'rate', 'V_REQUIRED');
    await refused({ ...body, currencyid: null, rate: undefined }, 400, 'details.0.apinvoiceid', 'PAYMENT_CURRENCY_MISMATCH', { number: inv.invoiceno });
    const idr = await c.invoice({ quantity: '1', unitprice: '10000' });
    await refused(payment([{ apinvoiceid: idr.id, pay: '100' }], { currencyid: usd, rate: '16250' }), 400, 'details.0.apinvoiceid', 'PAYMENT_CURRENCY_MISMATCH', { number: idr.invoiceno });

    // 100 USD booked at 16,000 paid at 16,250: 25,000 more rupiah left the bank, a realised loss (second realisedprofit account).
    const loss = (await c.req('POST', 'purchase-payment', body)).json().data;
    expect(loss).toMatchObject({ currencyid: usd, rate: '16250', totalamount: '100' });
    expect(await c.journal('purchase-payment', loss.id, loss.journalid)).toEqual([
      ['2-10000', '1600000', '0', '100', '16000'],
      ['8-10200', '25000', '0', '25000', '1'],
      ['1-10003', '0', '1625000', '-100', '16250'],
    ]);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'paid', owing: '0' });

    // 40 USD of the second at 15,800 with a 1 USD discount: gain 40 × 200 = 8,000 (first realisedprofit account).
    const gain = await c.req('POST', 'purchase-payment', payment([{ apinvoiceid: inv2.id, pay: '40' }], { currencyid: usd, rate: '15800', datadisc: [{ glaccount: '5-10200', discount: '1' }] }));
    expect(gain.statusCode, gain.body).toBe(201);
    const g = gain.json().data;
    expect(await c.journal('purchase-payment', g.id, g.journalid)).toEqual([
      ['2-10000', '640000', '0', '40', '16000'],
      ['5-10200', '0', '15800', '-1', '15800'],
      ['7-10200', '0', '8000', '-8000', '1'],
      ['1-10003', '0', '616200', '-39', '15800'],
    ]);
    expect(await c.invoiceState(inv2.id)).toEqual({ status: 'partial', owing: '60' });
  });
});

describe('rights', () => {
  it('a clerk without the Purchase Payment screen may neither list the invoices to pay nor save, read or list payments', async () => {
    const { tenantId, token, req, as } = await companyFixture(t, 'PT Hak Bayar');
    const vendor = (await req('POST', 'person-data', { persontype: 1, personno: 'V-1', name: 'PT Pemasok' })).json().data.id as number;
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(token), payload: { tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const call = as(await signIn(t, clerk.username, clerk.password));
    expect((await call('GET', `purchase-payment/getListInvoiceCheque/0/${vendor}`)).statusCode).toBe(200);
    const flags = { akses: false, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false };
    expect((await req('PUT', 'privileges', { userId: clerk.id, hakAksesList: [{ module: 'Pembelian', form: 'purchase-payment', screen: 'purchase-payment', ...flags }] })).statusCode).toBe(200);
    for (const [method, path] of [
      ['GET', `purchase-payment/getListInvoiceCheque/0/${vendor}`],
      ['GET', 'purchase-payment/readall'],
    ] as const) {
      const res = await call(method, path);
      expect({ path, status: res.statusCode, code: res.json().code }).toEqual({ path, status: 403, code: 'ACCESS_DENIED' });
    }
    const bank = Number((await req('GET', 'glaccount/readall?search=1-10003')).json().listdata.find((g: Body) => g.glaccount === '1-10003').glid);
    const saved = await call('POST', 'purchase-payment', { paymentdate: '2026-02-20', vendorid: vendor, bankaccnt: bank, details: [{ apinvoiceid: 1, pay: '1' }] });
    expect([saved.statusCode, saved.json().code]).toEqual([403, 'ACCESS_DENIED']);
  });
});
