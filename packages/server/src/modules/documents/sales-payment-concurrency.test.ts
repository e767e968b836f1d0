import { translate } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { receiptCompany } from './sales-payment-fixture.ts';

/** Receipts of one invoice, Tukar Fakturs gathering one invoice and receipts using one customer credit, at once (issue 13: Concurrency). */
let t: TestApp;
let c: Awaited<ReturnType<typeof receiptCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await receiptCompany(t, 'PT Terima Serentak');
}, 180_000);
afterAll(() => t.close());

const receipt = (details: { arinvoiceid: number; pay: string }[], extra: Record<string, unknown> = {}) => ({ paymentdate: '2026-02-25', customerid: c.customer, bankaccount: c.bank, details, ...extra });

describe('sales receipts and Tukar Fakturs under concurrency', () => {
  it('16 concurrent receipts of 100,000 on an invoice of 1,000,000: exactly 10 pay it, the rest are refused', async () => {
    const inv = await c.invoice({ unitprice: '1000000' });
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'sales-payment', receipt([{ arinvoiceid: inv.id, pay: '100000' }]))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(10);
    expect(codes.filter((s) => s === 409)).toHaveLength(6);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toEqual([`details.0.pay: ${translate('id', 'PAYMENT_EXCEEDS_DUE')}`]);
    expect(await c.paidOf(inv.id)).toBe('1000000');
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await c.balance('1-10003')).toBe('1000000');
    expect(await c.balance('1-10100')).toBe(await c.receivableBySubledger());
  });

  it('16 concurrent Tukar Fakturs gathering one invoice: exactly one wins, the others are refused with 409 ALREADY_CONSOLIDATED', async () => {
    const inv = await c.invoice({ unitprice: '250000' });
    const others = await Promise.all(Array.from({ length: 16 }, () => c.invoice({ unitprice: '1000' })));
    const results = await Promise.all(
      others.map((o, i) => c.req('POST', 'sales-consolidated', { consdate: '2026-02-25', customerid: c.customer, details: i % 2 ? [{ arinvoiceid: inv.id }, { arinvoiceid: o.id }] : [{ arinvoiceid: o.id }, { arinvoiceid: inv.id }] })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(15);
    const winner = results.find((r) => r.statusCode === 201)!.json().data;
    for (const [i, r] of results.entries()) {
      if (r.statusCode !== 409) continue;
      expect(r.json().code).toBe('ALREADY_CONSOLIDATED');
      expect(r.json().message).toEqual([`details.${i % 2 ? 0 : 1}.arinvoiceid: ${translate('id', 'ALREADY_CONSOLIDATED', { number: inv.invoiceno, cons: winner.consno })}`]);
    }
    const held = await c.query(sqlHeld(inv.id));
    expect(held.map((r) => Number(r.docid))).toEqual([winner.id]);
  });

  it('16 concurrent receipts applying 30,000 of one customer credit of 100,000: exactly 3 use it, never more than the credit', async () => {
    const first = await c.invoice({ unitprice: '10000', customerid: c.customer2 });
    const made = await c.req('POST', 'sales-payment', receipt([{ arinvoiceid: first.id, pay: '10000' }], { customerid: c.customer2, overpay: '100000' }));
    expect(made.statusCode, made.body).toBe(201);
    const inv = await c.invoice({ unitprice: '1000000', customerid: c.customer2 });
    const results = await Promise.all(
      Array.from({ length: 16 }, () => c.req('POST', 'sales-payment', receipt([{ arinvoiceid: inv.id, pay: '40000' }], { customerid: c.customer2, applyfromcredit: '30000' }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(3);
    expect(codes.filter((s) => s === 400)).toHaveLength(13);
    expect(await c.balance('2-10100')).toBe('-10000');
    expect(await c.balance('1-10100')).toBe(await c.receivableBySubledger());
  });
});

/** The Tukar Fakturs holding an invoice. */
const sqlHeld = (id: number) => sql`select distinct l.docid from trans_line l join trans_document d on d.tenant_id = l.tenant_id and d.docid = l.docid where d.form = 'sales-consolidated' and l.srcid = ${id}`;
