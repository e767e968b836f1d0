import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { receiptCompany } from './sales-payment-fixture.ts';

/** A sales invoice's `taxinvoiceno` (issue 13): one sales invoice per number in a company; an edit omitting it keeps it. */
let t: TestApp;
let c: Awaited<ReturnType<typeof receiptCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await receiptCompany(t, 'PT Nomor Pajak');
}, 180_000);
afterAll(() => t.close());

const body = (taxinvoiceno?: string) => ({ invoicedate: '2026-02-02', customerid: c.customer, ...(taxinvoiceno === undefined ? {} : { taxinvoiceno }), details: [{ itemno: 'JASA', quantity: '1', unitprice: '1000' }], confirm: true });
const read = async (id: number) => (await c.req('GET', `sales-invoice/read/${id}`)).json().data;

describe('the tax invoice number on a sales invoice', () => {
  it('is refused (409 naming taxinvoiceno, id/en) when another invoice holds it; kept when an edit omits it, cleared by an empty one', async () => {
    const first = await c.req('POST', 'sales-invoice', body('04002600000000001'));
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json().data;
    expect(a.taxinvoiceno).toBe('04002600000000001');
    const before = await c.count('sales-invoice');
    for (const lang of ['id', 'en'] as const) {
      const dup = await (lang === 'id' ? c.req : c.en)('POST', 'sales-invoice', body('04002600000000001'));
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ code: 'TAXNO_DUPLICATE', message: [`taxinvoiceno: ${translate(lang, 'TAXNO_DUPLICATE', { taxno: '04002600000000001', other: a.invoiceno })}`] });
    }
    expect(await c.count('sales-invoice')).toBe(before);
    const second = await c.req('POST', 'sales-invoice', body());
    expect(second.statusCode, second.body).toBe(201);
    const b = second.json().data;
    const taken = await c.req('PUT', 'sales-invoice', { ...b, taxinvoiceno: '04002600000000001' });
    expect(taken.statusCode).toBe(409);
    // An edit without the field keeps it; saving it unchanged is no duplicate of itself.
    const { taxinvoiceno: _omitted, ...withoutNo } = await read(a.id);
    const kept = await c.req('PUT', 'sales-invoice', { ...withoutNo, description: 'diubah', confirm: true });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await read(a.id)).taxinvoiceno).toBe('04002600000000001');
    expect((await c.req('PUT', 'sales-invoice', { ...(await read(a.id)), confirm: true })).statusCode).toBe(200);
    const cleared = await c.req('PUT', 'sales-invoice', { ...(await read(a.id)), taxinvoiceno: '', confirm: true });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await read(a.id)).taxinvoiceno).toBe('');
    // Let go, the number may go to another invoice.
    expect((await c.req('PUT', 'sales-invoice', { ...(await read(b.id)), taxinvoiceno: '04002600000000001', confirm: true })).statusCode).toBe(200);
    // Another company's numbers are its own.
    const other = await receiptCompany(t, 'PT Nomor Lain');
    const theirs = await other.req('POST', 'sales-invoice', { ...body('04002600000000001'), customerid: other.customer });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });

  it('typed with dots and dashes, 17 digits are stored as digits and meet the same number recorded elsewhere', async () => {
    const dotted = await c.req('POST', 'sales-invoice', body('040.026-00.000000777'));
    expect(dotted.statusCode, dotted.body).toBe(201);
    expect(dotted.json().data.taxinvoiceno).toBe('04002600000000777');
    const before = await c.count('sales-invoice');
    const plain = await c.req('POST', 'sales-invoice', body('04002600000000777'));
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe('TAXNO_DUPLICATE');
    expect(await c.count('sales-invoice')).toBe(before);
    // Not 17 digits: kept as typed (the form allows other numbering, up to 40 characters).
    const other = await c.req('POST', 'sales-invoice', body('FP-LAMA/7'));
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data.taxinvoiceno).toBe('FP-LAMA/7');
  });

  it('16 concurrent invoices with the same number: exactly one keeps it', async () => {
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'sales-invoice', body('04002600000000999'))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'TAXNO_DUPLICATE')).toBe(true);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
  });
});
