import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { receiptCompany } from './sales-payment-fixture.ts';

/**
 * Tukar Faktur loose ends (issue 13): the invoices it may gather (`sales-consolidated/getListInvoice/{consid}/{customerid}`,
 * under its own rights) and its stored status following a sales return that settles an invoice of it.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof receiptCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await receiptCompany(t, 'PT Tukar Kumpul');
}, 180_000);
afterAll(() => t.close());

type Body = Record<string, unknown>;
const cons = (ids: number[]): Body => ({ consdate: '2026-02-10', customerid: c.customer, details: ids.map((arinvoiceid) => ({ arinvoiceid })) });
const offered = async (consid: number, customerid = c.customer) => {
  const res = await c.req('GET', `sales-consolidated/getListInvoice/${consid}/${customerid}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().listdata as Body[]).map((l) => [l.arinvoiceid, l.owing]);
};

describe('the invoices a Tukar Faktur may gather', () => {
  it('offers the customer\'s posted invoices owing above zero in no other Tukar Faktur; the one edited keeps its own', async () => {
    const a = await c.invoice({ unitprice: '100000' });
    const b = await c.invoice({ unitprice: '200000' });
    const paid = await c.invoice({ unitprice: '50000' });
    await c.invoice({ unitprice: '70000', posted: false });
    await c.invoice({ unitprice: '90000', customerid: c.customer2 });
    expect((await c.req('POST', 'sales-payment', { paymentdate: '2026-02-05', customerid: c.customer, bankaccount: c.bank, details: [{ arinvoiceid: paid.id, pay: '50000' }, { arinvoiceid: b.id, pay: '20000' }] })).statusCode).toBe(201);
    expect(await offered(0)).toEqual([
      [a.id, '100000'],
      [b.id, '180000'],
    ]);
    const first = await c.req('POST', 'sales-consolidated', cons([a.id]));
    expect(first.statusCode, first.body).toBe(201);
    const consid = first.json().data.id as number;
    // A new one is not offered A (its save would refuse it, 409); the one holding A is offered it again.
    expect(await offered(0)).toEqual([[b.id, '180000']]);
    expect(await offered(consid)).toEqual([
      [a.id, '100000'],
      [b.id, '180000'],
    ]);
    // Every invoice offered is accepted by the save.
    const second = await c.req('POST', 'sales-consolidated', cons((await offered(0)).map(([id]) => Number(id))));
    expect(second.statusCode, second.body).toBe(201);
    expect(await offered(0)).toEqual([]);
    expect(await offered(0, c.customer2)).toHaveLength(1);
    for (const id of [second.json().data.id, consid]) expect((await c.req('DELETE', `sales-consolidated/delete/${id}`)).statusCode).toBe(200);
  });

  it('refuses a vendor, an unknown Tukar Faktur, and a clerk without the Tukar Faktur screen; another company sees nothing', async () => {
    expect((await c.req('GET', `sales-consolidated/getListInvoice/0/${c.vendor}`)).statusCode).toBe(404);
    expect((await c.req('GET', `sales-consolidated/getListInvoice/999999/${c.customer}`)).statusCode).toBe(404);
    expect((await c.req('GET', `sales-consolidated/getListInvoice/x/${c.customer}`)).statusCode).toBe(400);
    const other = await receiptCompany(t, 'PT Lain Kumpul');
    const theirs = await other.invoice({ unitprice: '10000' });
    const theirCons = await other.req('POST', 'sales-consolidated', { consdate: '2026-02-10', customerid: other.customer, details: [{ arinvoiceid: theirs.id }] });
    expect(theirCons.statusCode, theirCons.body).toBe(201);
    expect((await c.req('GET', `sales-consolidated/getListInvoice/0/${other.customer}`)).statusCode).toBe(404);
    expect((await c.req('GET', `sales-consolidated/getListInvoice/${theirCons.json().data.id}/${c.customer}`)).statusCode).toBe(404);
    expect((await other.req('GET', `sales-consolidated/getListInvoice/${theirCons.json().data.id}/${other.customer}`)).json().listdata).toEqual([
      expect.objectContaining({ arinvoiceid: theirs.id, owing: '10000' }),
    ]);

    // The receipt's screen right is not needed; the Tukar Faktur's is.
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(c.token), payload: { tenantId: c.tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const call = c.as(await signIn(t, clerk.username, clerk.password));
    const flags = { akses: false, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false };
    const privileges = (form: string, akses: boolean) => ({ module: 'Penjualan', form, screen: form, ...flags, akses });
    expect((await c.req('PUT', 'privileges', { userId: clerk.id, hakAksesList: [privileges('sales-payment', false), privileges('sales-consolidated', true)] })).statusCode).toBe(200);
    expect((await call('GET', `sales-consolidated/getListInvoice/0/${c.customer}`)).statusCode).toBe(200);
    expect((await call('GET', `sales-payment/getListInvoiceCheque/0/${c.customer}`)).statusCode).toBe(403);
    expect((await c.req('PUT', 'privileges', { userId: clerk.id, hakAksesList: [privileges('sales-payment', true), privileges('sales-consolidated', false)] })).statusCode).toBe(200);
    const denied = await call('GET', `sales-consolidated/getListInvoice/0/${c.customer}`);
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'ACCESS_DENIED']);
  });
});

describe('a sales return settling a Tukar Faktur\'s invoice', () => {
  it('stores the Tukar Faktur paid when it settles the last owing invoice, and open again when deleted', async () => {
    const a = await c.invoice({ unitprice: '30000' });
    const b = await c.invoice({ unitprice: '40000' });
    const made = await c.req('POST', 'sales-consolidated', cons([a.id, b.id]));
    expect(made.statusCode, made.body).toBe(201);
    const doc = made.json().data as { id: number; consno: string };
    expect((await c.req('POST', 'sales-payment', { paymentdate: '2026-02-12', customerid: c.customer, bankaccount: c.bank, consid: doc.id, details: [{ arinvoiceid: a.id, pay: '30000' }] })).statusCode).toBe(201);
    const listed = async () => (await c.req('GET', `sales-consolidated/readall?search=${doc.consno}`)).json().listdata.find((r: Body) => r.consid === doc.id)?.status;
    const pulled = async () => ((await c.req('GET', `sales-consolidated/pullConsolidates?customerid=${c.customer}`)).json().listdata as Body[]).filter((r) => r.consid === doc.id);
    expect(await listed()).toBe('open');

    const ret = await c.req('POST', 'sales-return', { returndate: '2026-02-15', customerid: c.customer, arinvoiceid: b.id, details: [{ itemno: 'JASA', quantity: '1', unitprice: '40000', invseq: 1 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(await c.invoiceState(b.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await listed()).toBe('paid');
    expect(await pulled()).toEqual([]);
    expect((await c.query(sql`select status from trans_document where docid = ${doc.id}`))[0]).toEqual({ status: 'paid' });

    expect((await c.req('DELETE', `sales-return/delete/${ret.json().data.id}`)).statusCode).toBe(200);
    expect(await listed()).toBe('open');
    expect(await pulled()).toEqual([expect.objectContaining({ consid: doc.id, owing: '40000' })]);
    expect((await c.req('GET', `sales-consolidated/read/${doc.id}`)).json().data).toMatchObject({ status: 'open', owing: '40000' });
  });
});
