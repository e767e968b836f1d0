import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { receiptCompany } from './sales-payment-fixture.ts';

/** Tukar Faktur (AR CON, issue 13, API.md §7.8) and the receipt that pays one (`consid`). */
let t: TestApp;
let c: Awaited<ReturnType<typeof receiptCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await receiptCompany(t, 'PT Tukar Faktur');
  // The customer pays 30 days net: a Tukar Faktur without a due date falls due 30 days after its date.
  const term = await c.req('POST', 'term-payment', { termname: 'Net 30 Tukar Faktur', netdays: 30 });
  expect(term.statusCode, term.body).toBe(201);
  const customer = (await c.req('GET', `person-data/read/${c.customer}`)).json().data;
  expect((await c.req('PUT', 'person-data', { ...customer, termsid: term.json().data.id })).statusCode).toBe(200);
}, 180_000);
afterAll(() => t.close());

type Body = Record<string, unknown>;
const cons = (ids: number[], extra: Body = {}): Body => ({ consdate: '2026-02-10', customerid: c.customer, description: 'Tanda terima', details: ids.map((arinvoiceid) => ({ arinvoiceid })), ...extra });

describe('Tukar Faktur', () => {
  it('gathers two invoices under one due date, is pulled by a receipt that pays them in full, and is paid then', async () => {
    const a = await c.invoice({ unitprice: '400000' });
    const b = await c.invoice({ unitprice: '600000' });
    // B is partly paid before it is gathered: the Tukar Faktur counts what it owes.
    expect((await c.req('POST', 'sales-payment', { paymentdate: '2026-02-05', customerid: c.customer, bankaccount: c.bank, details: [{ arinvoiceid: b.id, pay: '100000' }] })).statusCode).toBe(201);
    const res = await c.req('POST', 'sales-consolidated', cons([a.id, b.id]));
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({ consno: 'TF/00001', consdate: '2026-02-10', duedate: '2026-03-12', customerid: c.customer, customername: 'Toko Pelanggan', consamount: '900000', owing: '900000', totalamount: '900000', status: 'open', posted: false, version: 1 });
    expect(doc.journalid).toBeUndefined();
    expect(doc.details.map((d: Body) => [d.arinvoiceid, d.invoiceno, d.amount, d.owing])).toEqual([
      [a.id, a.invoiceno, '400000', '400000'],
      [b.id, b.invoiceno, '500000', '500000'],
    ]);
    const read = (await c.req('GET', `sales-consolidated/read/${doc.id}`)).json().data;
    expect(read).toEqual(doc);
    const back = await c.req('PUT', 'sales-consolidated', { ...read, duedate: '2026-03-01' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ duedate: '2026-03-01', consamount: '900000', version: 2 });
    expect((await c.req('GET', `sales-consolidated/readall?search=TF/00001`)).json().listdata[0]).toMatchObject({ consid: doc.id, customerid: c.customer, consamount: '900000', status: 'open' });

    // The receipt's screen: the customer's open Tukar Fakturs, then one's invoices with what each owes.
    for (const path of ['pullConsolidates', 'sales-payment/pullConsolidates']) {
      const pulled = (await c.req('GET', `${path}?customerid=${c.customer}`)).json().listdata;
      expect(pulled).toEqual([{ consid: doc.id, consno: 'TF/00001', consdate: '2026-02-10', duedate: '2026-03-01', description: 'Tanda terima', consamount: '900000', owing: '900000' }]);
    }
    const invoices = (await c.req('GET', `getAllInvoiceConsolidate/${doc.id}`)).json();
    expect(invoices.listdata.map((l: Body) => [l.arinvoiceid, l.totalamount, l.paid, l.owing, l.pay])).toEqual([
      [a.id, '400000', '0', '400000', '400000'],
      [b.id, '600000', '100000', '500000', '500000'],
    ]);

    // A receipt of the Tukar Faktur without details pays every invoice of it in full.
    const paid = await c.req('POST', 'sales-payment', { paymentdate: '2026-02-28', customerid: c.customer, bankaccount: c.bank, consid: doc.id });
    expect(paid.statusCode, paid.body).toBe(201);
    const p = paid.json().data;
    expect(p).toMatchObject({ consid: doc.id, consno: 'TF/00001', totalpay: '900000', totalamount: '900000' });
    expect(p.details.map((d: Body) => [d.arinvoiceid, d.pay])).toEqual([
      [a.id, '400000'],
      [b.id, '500000'],
    ]);
    expect(await c.journal('sales-payment', p.id, p.journalid)).toEqual([
      ['1-10100', '0', '900000', '-900000', '1'],
      ['1-10003', '900000', '0', '900000', '1'],
    ]);
    expect((await c.req('GET', `sales-consolidated/read/${doc.id}`)).json().data).toMatchObject({ status: 'paid', owing: '0', consamount: '900000' });
    expect((await c.req('GET', `pullConsolidates?customerid=${c.customer}`)).json().listdata).toEqual([]);
    // Nothing is left to pay of it, and the receipt keeps it.
    const again = await c.req('POST', 'sales-payment', { paymentdate: '2026-02-28', customerid: c.customer, bankaccount: c.bank, consid: doc.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual([`consid: ${translate('id', 'CONSOLIDATED_NOTHING_OWING', { number: 'TF/00001' })}`]);
    const del = await c.req('DELETE', `sales-consolidated/delete/${doc.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(translate('id', 'CONSOLIDATED_USED', { number: 'TF/00001', payments: p.paymentno }));
    // Deleting the receipt opens it again.
    expect((await c.req('DELETE', `sales-payment/delete/${p.id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `sales-consolidated/read/${doc.id}`)).json().data).toMatchObject({ status: 'open', owing: '900000' });
    expect((await c.req('DELETE', `sales-consolidated/delete/${doc.id}`)).statusCode).toBe(200);
    expect(await c.balance('1-10100')).toBe(await c.receivableBySubledger());
  });

  it('an invoice is in one Tukar Faktur at most; another customer\'s, a paid or a temporary invoice is refused; a receipt of it pays only its invoices', async () => {
    const a = await c.invoice({ unitprice: '100000' });
    const b = await c.invoice({ unitprice: '200000' });
    const first = await c.req('POST', 'sales-consolidated', cons([a.id]));
    expect(first.statusCode, first.body).toBe(201);
    const before = await c.count('sales-consolidated');
    for (const lang of ['id', 'en'] as const) {
      const res = await (lang === 'id' ? c.req : c.en)('POST', 'sales-consolidated', cons([b.id, a.id]));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toEqual([`details.1.arinvoiceid: ${translate(lang, 'ALREADY_CONSOLIDATED', { number: a.invoiceno, cons: first.json().data.consno })}`]);
    }
    const theirs = await c.invoice({ unitprice: '100000', customerid: c.customer2 });
    const temporary = await c.invoice({ unitprice: '100000', posted: false });
    const settled = await c.invoice({ unitprice: '50000' });
    expect((await c.req('POST', 'sales-payment', { paymentdate: '2026-02-05', customerid: c.customer, bankaccount: c.bank, details: [{ arinvoiceid: settled.id, pay: '50000' }] })).statusCode).toBe(201);
    const bad = await c.req('POST', 'sales-consolidated', cons([theirs.id, temporary.id, settled.id]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      `details.0.arinvoiceid: ${translate('id', 'INVOICE_NOT_OF_CUSTOMER', { number: theirs.invoiceno })}`,
      `details.1.arinvoiceid: ${translate('id', 'INVOICE_TEMPORARY', { number: temporary.invoiceno })}`,
      `details.2.arinvoiceid: ${translate('id', 'INVOICE_NOTHING_OWING', { number: settled.invoiceno })}`,
    ]);
    const vendor = await c.req('POST', 'sales-consolidated', cons([b.id], { customerid: c.vendor }));
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'customerid' }));
    expect(await c.count('sales-consolidated')).toBe(before);

    // A receipt naming the Tukar Faktur pays its invoices only, and is the customer's own.
    const consid = first.json().data.id;
    const outside = await c.req('POST', 'sales-payment', { paymentdate: '2026-02-20', customerid: c.customer, bankaccount: c.bank, consid, details: [{ arinvoiceid: b.id, pay: '1000' }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toEqual([`details.0.arinvoiceid: ${translate('id', 'INVOICE_NOT_IN_CONSOLIDATED', { number: b.invoiceno, cons: first.json().data.consno })}`]);
    const stranger = await c.req('POST', 'sales-payment', { paymentdate: '2026-02-20', customerid: c.customer2, bankaccount: c.bank, consid });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toEqual([`consid: ${translate('id', 'CONSOLIDATED_NOT_OF_CUSTOMER', { number: first.json().data.consno })}`]);
    const part = await c.req('POST', 'sales-payment', { paymentdate: '2026-02-20', customerid: c.customer, bankaccount: c.bank, consid, details: [{ arinvoiceid: a.id, pay: '40000' }] });
    expect(part.statusCode, part.body).toBe(201);
    expect((await c.req('GET', `getAllInvoiceConsolidate/${consid}`)).json().listdata[0]).toMatchObject({ arinvoiceid: a.id, paid: '40000', owing: '60000', pay: '60000' });
    expect((await c.req('GET', `sales-consolidated/read/${consid}`)).json().data).toMatchObject({ status: 'open', owing: '60000' });

    // Edits: B held by a second one refuses the first taking it; let go there, the first takes it and keeps what A owed then.
    const second = await c.req('POST', 'sales-consolidated', cons([b.id]));
    expect(second.statusCode, second.body).toBe(201);
    const d = second.json().data;
    const firstDoc = (await c.req('GET', `sales-consolidated/read/${consid}`)).json().data;
    const taken = await c.req('PUT', 'sales-consolidated', { ...firstDoc, details: [{ arinvoiceid: a.id }, { arinvoiceid: b.id }] });
    expect(taken.statusCode).toBe(409);
    const e = await c.invoice({ unitprice: '70000' });
    const swapped = await c.req('PUT', 'sales-consolidated', { ...d, details: [{ arinvoiceid: e.id }] });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data).toMatchObject({ consamount: '70000', owing: '70000' });
    const edited = await c.req('PUT', 'sales-consolidated', { ...firstDoc, details: [{ arinvoiceid: a.id }, { arinvoiceid: b.id }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ consamount: '300000', owing: '260000', status: 'open' });
    // A gathered invoice is kept by its Tukar Faktur: it cannot be deleted until the Tukar Faktur lets it go.
    expect((await c.req('DELETE', `sales-invoice/delete/${e.id}`)).statusCode).toBe(409);
    expect((await c.req('DELETE', `sales-consolidated/delete/${d.id}`)).statusCode).toBe(200);
    expect((await c.req('DELETE', `sales-invoice/delete/${e.id}`)).statusCode).toBe(200);
  });

  it('a clerk without the Sales Receipt and Tukar Faktur screens may neither pull Tukar Fakturs, list invoices to pay, nor save or list either', async () => {
    const { tenantId, token, req, as } = await companyFixture(t, 'PT Hak Terima');
    const customer = (await req('POST', 'person-data', { persontype: 0, personno: 'C-1', name: 'Toko A' })).json().data.id as number;
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(token), payload: { tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const call = as(await signIn(t, clerk.username, clerk.password));
    expect((await call('GET', `pullConsolidates?customerid=${customer}`)).statusCode).toBe(200);
    const flags = { akses: false, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false };
    const hakAksesList = ['sales-payment', 'sales-consolidated'].map((form) => ({ module: 'Penjualan', form, screen: form, ...flags }));
    expect((await req('PUT', 'privileges', { userId: clerk.id, hakAksesList })).statusCode).toBe(200);
    for (const path of [`sales-payment/getListInvoiceCheque/0/${customer}`, `pullConsolidates?customerid=${customer}`, `sales-consolidated/pullConsolidates?customerid=${customer}`, 'getAllInvoiceConsolidate/1', 'sales-payment/readall', 'sales-consolidated/readall']) {
      const res = await call('GET', path);
      expect({ path, status: res.statusCode, code: res.json().code }).toEqual({ path, status: 403, code: 'ACCESS_DENIED' });
    }
    const saved = await call('POST', 'sales-consolidated', { consdate: '2026-02-10', customerid: customer, details: [{ arinvoiceid: 1 }] });
    expect([saved.statusCode, saved.json().code]).toEqual([403, 'ACCESS_DENIED']);
  });
});
