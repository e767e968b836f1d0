import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { paymentCompany } from '../documents/payment-fixture.ts';

/**
 * Memorized transactions (issue 14): a document kept as a named template of its form without its number, date or
 * anything pulled; the picker's open templates, a new document's data, closing ("Memorize Closed."), the refusals,
 * the rights of the template's form and isolation between companies.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof companyFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await companyFixture(t, 'PT Memori');
}, 180_000);
afterAll(() => t.close());

type Memorized = { id: number; version: number; transtype: string; name: string; description: string; closed: boolean; data: Record<string, unknown>; username: string };

const voucher = (amount = '1500000') => ({
  id: 77,
  version: 3,
  jvnumber: 'JV-00012',
  transdate: '2026-03-31',
  description: 'Sewa kantor',
  details: [
    { seq: 1, glaccount: '6-10200', glamount: amount, description: 'Sewa' },
    { seq: 2, glaccount: '1-10002', glamount: `-${amount}` },
  ],
});

async function memorize(body: Record<string, unknown>) {
  const res = await c.req('POST', 'memorized', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Memorized;
}

describe('memorized: keep and start from', () => {
  it('keeps a journal voucher without its id, number, date, version or line sequence', async () => {
    const m = await memorize({ transtype: 'journal-voucher', name: 'Sewa bulanan', description: 'Sewa kantor tiap bulan', data: voucher() });
    expect(m).toMatchObject({ transtype: 'journal-voucher', name: 'Sewa bulanan', closed: false, username: c.owner.username });
    expect(m.data).toEqual({ description: 'Sewa kantor', details: [{ glaccount: '6-10200', glamount: '1500000', description: 'Sewa' }, { glaccount: '1-10002', glamount: '-1500000' }] });
    const start = await c.req('GET', `getmemorized/${m.id}`);
    expect(start.statusCode).toBe(200);
    expect(start.json().data).toEqual({ id: m.id, transtype: 'journal-voucher', name: 'Sewa bulanan', description: 'Sewa kantor tiap bulan', closed: false, data: m.data });
    const audit = await c.req('GET', `memorized/getaudit/${m.id}`);
    expect(audit.json().listdata.map((r: { action: string }) => r.action)).toEqual(['create']);
  });

  it('keeps a pulled trade document with its lines standing on their own', async () => {
    const m = await memorize({
      transtype: 'purchase-invoice',
      name: 'Bahan dari PO',
      data: { apinvoiceid: 5, invoiceno: 'PI-1', invoicedate: '2026-01-01', duedate: '2026-02-01', taxinvoiceno: '010.000-26.00000001', vendorid: 9, downpayments: [{ id: 1 }], details: [{ seq: 1, itemno: 'BHN', quantity: '2', poid: 3, poseq: 1, receiveid: 4, receiveseq: 2 }] },
    });
    expect(m.data).toEqual({ vendorid: 9, details: [{ itemno: 'BHN', quantity: '2' }] });
  });

  it('lists by form and name, searches, filters by form and by closed; the picker offers open ones only', async () => {
    const a = await memorize({ transtype: 'other-payment', name: 'Listrik', description: 'PLN', data: { glaccount: '1-10002', details: [] } });
    const b = await memorize({ transtype: 'other-payment', name: 'Air', data: { glaccount: '1-10002', details: [] } });
    const list = (await c.req('GET', 'memorized/readall?transtype=other-payment')).json();
    expect(list.listdata.map((r: Memorized) => r.name)).toEqual(['Air', 'Listrik']);
    expect(list.listdata[0]).not.toHaveProperty('data');
    expect(list.listdata[0]).toMatchObject({ transtype: 'other-payment', closed: false, username: c.owner.username });
    expect((await c.req('GET', 'memorized/readall?search=pln')).json().listdata.map((r: Memorized) => r.id)).toEqual([a.id]);

    const closed = await c.req('PUT', `memorized/${b.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ data: { closed: true, version: 2 }, message: translate('id', 'MEMORIZE_CLOSED') });
    const picker = (await c.req('GET', 'memorized-by-type?transtype=other-payment')).json().data;
    expect(picker).toEqual([{ id: a.id, name: 'Listrik', description: 'PLN', username: c.owner.username }]);
    expect((await c.req('GET', 'memorized/readall?transtype=other-payment&closed=true')).json().listdata.map((r: Memorized) => r.id)).toEqual([b.id]);
    // In English the spec's words; closing a closed one again answers the same.
    const e = await companyFixture(t, 'PT English', { language: 'en' });
    const kept = await e.req('POST', 'memorized', { transtype: 'other-payment', name: 'Water', data: {} });
    for (let i = 0; i < 2; i++) expect((await e.req('PUT', `memorized/${kept.json().data.id}/close`)).json()).toMatchObject({ data: { closed: true, version: 2 }, message: 'Memorize Closed.' });
  });

  it('updates with version, reopens, refuses a stale version, deletes with an audit trail', async () => {
    const m = await memorize({ transtype: 'journal-voucher', name: 'Gaji', data: voucher('100') });
    const res = await c.req('PUT', 'memorized', { ...m, name: 'Gaji pokok', data: voucher('200'), closed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { name: 'Gaji pokok', closed: true, version: 2 }, message: 'Transaksi memorisasi ditutup.' });
    expect(res.json().data.data.details[0]).toEqual({ glaccount: '6-10200', glamount: '200', description: 'Sewa' });
    expect((await c.req('PUT', 'memorized', { ...m, name: 'Gaji lama' })).statusCode).toBe(409);
    const reopened = await c.req('PUT', 'memorized', { ...res.json().data, closed: false });
    expect(reopened.json()).toMatchObject({ data: { closed: false, version: 3 }, message: translate('id', 'SUCCESS') });
    expect((await c.req('DELETE', `memorized/delete/${m.id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `memorized/read/${m.id}`)).statusCode).toBe(404);
    const audit = (await c.req('GET', `memorized/getaudit/${m.id}`)).json().listdata;
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(audit[1].changes.name).toEqual(['Gaji', 'Gaji pokok']);
  });
});

describe('memorized: payments, receipts, returns and Tukar Faktur keep what "Salin" keeps', () => {
  it('keeps a purchase payment without the invoice it paid; a payment started from it has the vendor, bank account and discount line and no invoice', async () => {
    const p = await paymentCompany(t, 'PT Memori Bayar');
    const invoice = await p.invoice({ unitprice: '1000000' });
    const body = { paymentdate: '2026-02-20', vendorid: p.vendor, bankaccnt: p.bank, currencyid: null, description: 'Bayar sewa bulanan', datadisc: [{ glaccount: '5-10200', discount: '10000', description: 'Diskon tunai' }] };
    const paid = await p.req('POST', 'purchase-payment', { ...body, details: [{ apinvoiceid: invoice.id, pay: '1000000', bupotno: '' }] });
    expect(paid.statusCode, paid.body).toBe(201);
    const saved = paid.json().data;
    // What the form's "Memorisasi" sends: the saved payment as its update request would send it.
    const kept = await p.req('POST', 'memorized', {
      transtype: 'purchase-payment',
      name: 'Sewa bulanan',
      data: { chequeid: saved.id, version: saved.version, chequeno: saved.chequeno, ...body, details: [{ seq: 1, apinvoiceid: invoice.id, invoiceno: invoice.invoiceno, pay: '1000000', bupotno: '' }] },
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const template = { vendorid: p.vendor, bankaccnt: p.bank, currencyid: null, description: 'Bayar sewa bulanan', datadisc: [{ glaccount: '5-10200', discount: '10000', description: 'Diskon tunai' }], details: [] };
    expect(kept.json().data.data).toEqual(template);
    const start = await p.req('GET', `getmemorized/${kept.json().data.id}`);
    expect(start.json().data.data).toEqual(template);

    // The new payment pays what the clerk fetches again (a later invoice), nothing of the one the template's payment paid.
    const later = await p.invoice({ unitprice: '500000', invoicedate: '2026-03-02' });
    const fresh = await p.req('POST', 'purchase-payment', { ...start.json().data.data, paymentdate: '2026-03-20', details: [{ apinvoiceid: later.id, pay: '500000' }] });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const doc = fresh.json().data;
    expect(doc).toMatchObject({ vendorid: p.vendor, bankaccnt: p.bank, description: 'Bayar sewa bulanan', totalpay: '500000', totaldiscount: '10000' });
    expect(doc.chequeno).not.toBe(saved.chequeno);
    expect(doc.details.map((l: { apinvoiceid: number }) => l.apinvoiceid)).toEqual([later.id]);
  });

  it('keeps a receipt without its invoices, Tukar Faktur, overpayment or credit used; a Tukar Faktur without its invoices; a return without its pulled lines', async () => {
    const receipt = await memorize({
      transtype: 'sales-payment',
      name: 'Terima Tukar Faktur',
      data: { paymentid: 4, paymentno: 'RCV-1', paymentdate: '2026-02-05', customerid: 3, bankaccount: 8, description: 'Tagihan toko', consid: 2, consno: 'TF-2', overpay: '5000', applyfromcredit: '1000', datadisc: [{ seq: 1, glaccount: '6-10100', discount: '500', description: 'Biaya transfer' }], details: [{ seq: 1, arinvoiceid: 7, pay: '100000' }] },
    });
    expect(receipt.data).toEqual({ customerid: 3, bankaccount: 8, description: 'Tagihan toko', datadisc: [{ glaccount: '6-10100', discount: '500', description: 'Biaya transfer' }], details: [] });
    const gathered = await memorize({ transtype: 'sales-consolidated', name: 'Tukar bulanan', data: { consid: 2, consno: 'TF-2', consdate: '2026-02-01', duedate: '2026-03-01', customerid: 3, description: 'Tagihan Februari', details: [{ arinvoiceid: 7 }, { arinvoiceid: 9 }] } });
    expect(gathered.data).toEqual({ customerid: 3, description: 'Tagihan Februari', details: [] });
    const returned = await memorize({
      transtype: 'purchase-return',
      name: 'Retur kopi',
      data: { returnno: 'RTR-1', returndate: '2026-02-10', vendorid: 9, apinvoiceid: 5, withoutpi: false, isnihil: true, description: 'Kopi rusak', details: [{ seq: 1, itemno: 'KOPI', quantity: '2', invseq: 1 }, { seq: 2, itemno: 'KOPI', quantity: '1', apinvoiceid: 5, invseq: 2 }, { seq: 3, itemno: 'JASA', quantity: '1' }] },
    });
    expect(returned.data).toEqual({ vendorid: 9, withoutpi: false, isnihil: true, description: 'Kopi rusak', details: [{ itemno: 'JASA', quantity: '1' }] });
  });
});

describe('memorized: bad input', () => {
  const refuse = async (body: unknown, status: number, field: string, who = c) => {
    const res = await who.req('POST', 'memorized', body as object);
    expect(res.statusCode, res.body).toBe(status);
    const messages = [res.json().message].flat() as string[];
    expect(messages.some((m) => m.startsWith(`${field}:`)), messages.join(' | ')).toBe(true);
    return messages;
  };

  it('refuses a missing name, an unknown form, data that is not an object or too large, unknown fields', async () => {
    await refuse({ transtype: 'journal-voucher', data: {} }, 400, 'name');
    await refuse({ transtype: 'journal-voucher', name: '   ', data: {} }, 400, 'name');
    expect(await refuse({ transtype: 'customer', name: 'X', data: {} }, 400, 'transtype')).toContain(`transtype: ${translate('id', 'MEMORIZED_FORM_UNKNOWN')}`);
    const e = await companyFixture(t, 'PT Inggris', { language: 'en' });
    expect(await refuse({ transtype: 'nope', name: 'X', data: {} }, 400, 'transtype', e)).toContain('transtype: is not a known transaction form.');
    expect(await refuse({ transtype: 'journal-voucher', data: {} }, 400, 'name', e)).toContain('name: is required.');
    await refuse({ transtype: 'journal-voucher', name: 'X', data: [1, 2] }, 400, 'data');
    await refuse({ transtype: 'journal-voucher', name: 'X', data: 'teks' }, 400, 'data');
    await refuse({ transtype: 'journal-voucher', name: 'X', data: { description: 'x'.repeat(300_000) } }, 400, 'data');
    await refuse({ transtype: 'journal-voucher', name: 'X', data: {}, secret: 1 }, 400, 'secret');
    expect((await c.req('GET', 'memorized-by-type?transtype=nope')).statusCode).toBe(400);
    expect((await c.req('GET', 'memorized-by-type')).statusCode).toBe(400);
    expect((await c.req('GET', 'memorized/readall?closed=maybe')).statusCode).toBe(400);
  });

  it('refuses a name already used by the form (any case) with 409, not by another form', async () => {
    await memorize({ transtype: 'journal-voucher', name: 'Penyusutan', data: {} });
    const res = await c.req('POST', 'memorized', { transtype: 'journal-voucher', name: 'PENYUSUTAN', data: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(translate('id', 'MEMORIZED_DUPLICATE', { name: 'PENYUSUTAN' }));
    await memorize({ transtype: 'other-receipt', name: 'Penyusutan', data: {} });
  });

  it('refuses an update without id or version, and a change of form', async () => {
    const m = await memorize({ transtype: 'journal-voucher', name: 'Tetap', data: {} });
    const missing = await c.req('PUT', 'memorized', { transtype: 'journal-voucher', name: 'Tetap', data: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(expect.arrayContaining([expect.stringMatching(/^id:/), expect.stringMatching(/^version:/)]));
    const moved = await c.req('PUT', 'memorized', { ...m, transtype: 'other-payment' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toEqual([`transtype: ${translate('id', 'MEMORIZED_FORM_FIXED')}`]);
    expect((await c.req('PUT', 'memorized', { ...m, id: 99_999_999 })).statusCode).toBe(404);
  });
});

describe('memorized: rights and isolation', () => {
  it('follows the rights of the template form: akses reads, tambah keeps; the list shows only readable forms', async () => {
    const jv = await memorize({ transtype: 'journal-voucher', name: 'Hak akses', data: {} });
    const op = await memorize({ transtype: 'other-payment', name: 'Hak akses', data: {} });
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(c.token), payload: { tenantId: c.tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const off = { tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false };
    const saved = await c.req('PUT', 'privileges', {
      userId: clerk.id,
      hakAksesList: [
        { module: 'Buku Besar', form: 'journal-voucher', screen: 'journal-voucher', ...off, akses: true },
        { module: 'Buku Besar', form: 'other-payment', screen: 'other-payment', ...off, akses: false },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const call = c.as(await signIn(t, clerk.username, clerk.password));
    expect((await call('GET', `getmemorized/${jv.id}`)).statusCode).toBe(200);
    expect((await call('GET', `getmemorized/${op.id}`)).statusCode).toBe(403);
    expect((await call('GET', 'memorized-by-type?transtype=other-payment')).statusCode).toBe(403);
    const forms = new Set((await call('GET', 'memorized/readall?size=500')).json().listdata.map((r: Memorized) => r.transtype));
    expect(forms.has('journal-voucher')).toBe(true);
    expect(forms.has('other-payment')).toBe(false);
    const denied = await call('POST', 'memorized', { transtype: 'journal-voucher', name: 'Baru', data: {} });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('ACCESS_DENIED');
    expect((await call('PUT', `memorized/${jv.id}/close`)).statusCode).toBe(403);
    expect((await call('DELETE', `memorized/delete/${jv.id}`)).statusCode).toBe(403);
    expect((await c.req('GET', `memorized/read/${jv.id}`)).json().data.closed).toBe(false);
  });

  it('another company sees nothing and gets 404 for every call on a template', async () => {
    const m = await memorize({ transtype: 'journal-voucher', name: 'Rahasia', data: voucher() });
    const other = await companyFixture(t, 'PT Lain');
    for (const [method, path] of [
      ['GET', `memorized/read/${m.id}`],
      ['GET', `getmemorized/${m.id}`],
      ['PUT', `memorized/${m.id}/close`],
      ['DELETE', `memorized/delete/${m.id}`],
      ['GET', `memorized/getaudit/${m.id}`],
    ] as const) {
      expect((await other.req(method, path)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await other.req('PUT', 'memorized', { ...m })).statusCode).toBe(404);
    expect((await other.req('GET', 'memorized/readall')).json().total).toBe(0);
    expect((await other.req('GET', 'memorized-by-type?transtype=journal-voucher')).json().data).toEqual([]);
    // The same name is free in another company.
    expect((await other.req('POST', 'memorized', { transtype: 'journal-voucher', name: 'Rahasia', data: {} })).statusCode).toBe(201);
    // Each template names its own creator (from its own audit row).
    expect((await other.req('GET', 'memorized/readall')).json().listdata).toMatchObject([{ name: 'Rahasia', username: other.owner.username }]);
    // A company the caller is not a member of is refused as such.
    expect((await t.app.inject({ method: 'GET', url: `/api/tenant/${c.tenantId}/master/getmemorized/${m.id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await c.req('GET', `memorized/read/${m.id}`)).json().data.closed).toBe(false);
  });
});
