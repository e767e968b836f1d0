import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { receiptCompany } from './sales-payment-fixture.ts';

/** `GET master/customer-credit/{customerid}` (issue 13, API.md §7.8): the customer's unused credit, as the receipt counts it. */
let t: TestApp;
let c: Awaited<ReturnType<typeof receiptCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await receiptCompany(t, 'PT Kredit Pelanggan');
}, 180_000);
afterAll(() => t.close());

const creditOf = async (customerid: number, query = '') => {
  const res = await c.req('GET', `customer-credit/${customerid}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { customerid: number; currencyid: number | null; credit: string };
};
const receipt = (invoiceid: number, pay: string, extra: Record<string, unknown> = {}) => ({ paymentdate: '2026-02-20', customerid: c.customer, bankaccount: c.bank, details: [{ arinvoiceid: invoiceid, pay }], ...extra });

describe('customer credit', () => {
  it('is overpayments and returns kept as credit less what receipts applied; an edited receipt counts its own use back', async () => {
    expect(await creditOf(c.customer)).toEqual({ customerid: c.customer, currencyid: null, credit: '0' });
    const a = await c.invoice({ unitprice: '100000' });
    const over = await c.req('POST', 'sales-payment', receipt(a.id, '100000', { overpay: '25000' }));
    expect(over.statusCode, over.body).toBe(201);
    expect((await creditOf(c.customer)).credit).toBe('25000');
    const b = await c.invoice({ unitprice: '40000' });
    const ret = await c.req('POST', 'sales-return', { returndate: '2026-02-21', customerid: c.customer, arinvoiceid: b.id, settlement: 'credit', details: [{ itemno: 'JASA', quantity: '1', unitprice: '40000', invseq: 1 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect((await creditOf(c.customer)).credit).toBe('65000');
    const d = await c.invoice({ unitprice: '50000' });
    const used = await c.req('POST', 'sales-payment', receipt(d.id, '50000', { applyfromcredit: '45000' }));
    expect(used.statusCode, used.body).toBe(201);
    expect((await creditOf(c.customer)).credit).toBe('20000');
    expect((await creditOf(c.customer, `?paymentid=${used.json().data.id}`)).credit).toBe('65000');
    // The credit answered is what the save accepts: one cent more is refused.
    const e = await c.invoice({ unitprice: '30000' });
    expect((await c.req('POST', 'sales-payment', receipt(e.id, '30000', { applyfromcredit: '20000.01' }))).statusCode).toBe(400);
    expect((await c.req('POST', 'sales-payment', receipt(e.id, '30000', { applyfromcredit: '20000' }))).statusCode).toBe(201);
    expect((await creditOf(c.customer)).credit).toBe('0');
    // Another customer's credit, and another currency's, are their own.
    expect((await creditOf(c.customer2)).credit).toBe('0');
    expect((await creditOf(c.customer, '?currencyid=999')).credit).toBe('0');
  });

  it('refuses a vendor, an unknown receipt, bad input and a clerk without the receipt screen; another company sees nothing', async () => {
    expect((await c.req('GET', `customer-credit/${c.vendor}`)).statusCode).toBe(404);
    expect((await c.req('GET', `customer-credit/${c.customer}?paymentid=999999`)).statusCode).toBe(404);
    for (const bad of ['customer-credit/x', `customer-credit/${c.customer}?currencyid=-1`, `customer-credit/${c.customer}?other=1`]) expect((await c.req('GET', bad)).statusCode).toBe(400);
    const other = await receiptCompany(t, 'PT Kredit Lain');
    const theirs = await other.invoice({ unitprice: '10000' });
    const paid = await other.req('POST', 'sales-payment', { paymentdate: '2026-02-20', customerid: other.customer, bankaccount: other.bank, details: [{ arinvoiceid: theirs.id, pay: '10000' }], overpay: '7000' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await other.req('GET', `customer-credit/${other.customer}`)).json().data.credit).toBe('7000');
    expect((await c.req('GET', `customer-credit/${other.customer}`)).statusCode).toBe(404);
    expect((await c.req('GET', `customer-credit/${c.customer}?paymentid=${paid.json().data.id}`)).statusCode).toBe(404);

    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(c.token), payload: { tenantId: c.tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const call = c.as(await signIn(t, clerk.username, clerk.password));
    const flags = { akses: false, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false };
    expect((await c.req('PUT', 'privileges', { userId: clerk.id, hakAksesList: [{ module: 'Penjualan', form: 'sales-payment', screen: 'sales-payment', ...flags }] })).statusCode).toBe(200);
    const denied = await call('GET', `customer-credit/${c.customer}`);
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'ACCESS_DENIED']);
  });
});
