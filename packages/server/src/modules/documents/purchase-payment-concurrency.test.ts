import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dec, paymentCompany } from './payment-fixture.ts';

/** Payments of one invoice at once never pay beyond what it owes, nor set off beyond a vendor's credit (issue 12: Concurrency). */
let t: TestApp;
let c: Awaited<ReturnType<typeof paymentCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await paymentCompany(t, 'PT Bayar Serentak');
}, 180_000);
afterAll(() => t.close());

const pay = (details: { apinvoiceid: number; pay: string }[]) => ({ paymentdate: '2026-02-25', vendorid: c.vendor, bankaccnt: c.bank, details });
const paidOf = async (id: number) =>
  dec((await c.query(sql`select coalesce(sum((extra ->> 'pay')::numeric), 0) as p from trans_line where extra ? 'pay' and (extra ->> 'srcid')::bigint = ${id}`))[0]!.p);

describe('purchase payments under concurrency', () => {
  it('16 concurrent payments of 100,000 on an invoice of 1,000,000: exactly 10 pay it, the rest are refused', async () => {
    const inv = await c.invoice({ quantity: '100', unitprice: '10000' });
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'purchase-payment', pay([{ apinvoiceid: inv.id, pay: '100000' }]))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(10);
    expect(codes.filter((s) => s === 409)).toHaveLength(6);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toEqual([`details.0.pay: ${translate('id', 'PAYMENT_EXCEEDS_DUE')}`]);
    expect(await paidOf(inv.id)).toBe('1000000');
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await c.balance('1-10003')).toBe('-1000000');
    expect(await c.balance('2-10000')).toBe(await c.payableBySubledger());
  });

  it('16 concurrent payments of two invoices named in either order neither deadlock nor overpay', async () => {
    const a = await c.invoice({ quantity: '10', unitprice: '10000' });
    const b = await c.invoice({ quantity: '10', unitprice: '10000' });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        c.req(
          'POST',
          'purchase-payment',
          pay(
            i % 2
              ? [
                  { apinvoiceid: a.id, pay: '15000' },
                  { apinvoiceid: b.id, pay: '15000' },
                ]
              : [
                  { apinvoiceid: b.id, pay: '15000' },
                  { apinvoiceid: a.id, pay: '15000' },
                ],
          ),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    // 100,000 each: six payments of 15,000 fit (90,000), the seventh would pass it.
    expect(codes.filter((s) => s === 201)).toHaveLength(6);
    expect(codes.filter((s) => s === 409)).toHaveLength(10);
    expect([await paidOf(a.id), await paidOf(b.id)]).toEqual(['90000', '90000']);
    expect(await c.invoiceState(a.id)).toEqual({ status: 'partial', owing: '10000' });
    expect(await c.balance('2-10000')).toBe(await c.payableBySubledger());
  });

  it('16 concurrent set-offs of 25,000 of one vendor credit of 100,000: exactly 4 take it, never more than the credit', async () => {
    // An invoice of 100,000 paid in full, then all of it returned: the vendor owes 100,000 back.
    const credit = await c.invoice({ quantity: '10', unitprice: '10000' });
    expect((await c.req('POST', 'purchase-payment', pay([{ apinvoiceid: credit.id, pay: '100000' }]))).statusCode).toBe(201);
    const ret = await c.req('POST', 'purchase-return', { returndate: '2026-02-25', vendorid: c.vendor, apinvoiceid: credit.id, details: [{ itemno: 'TEH', quantity: '10', unitprice: '10000', invseq: 1 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(await c.invoiceState(credit.id)).toEqual({ status: 'paid', owing: '-100000' });
    const later = await c.invoice({ quantity: '100', unitprice: '10000' });
    const bank = await c.balance('1-10003');
    // Each sets 25,000 of the credit off against the later invoice (nothing from the bank), naming them in either order.
    const lines = [
      { apinvoiceid: later.id, pay: '25000' },
      { apinvoiceid: credit.id, pay: '-25000' },
    ];
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => c.req('POST', 'purchase-payment', pay(i % 2 ? lines : [...lines].reverse()))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(4);
    expect(codes.filter((s) => s === 400)).toHaveLength(12);
    for (const [i, r] of results.entries()) {
      if (r.statusCode !== 400) continue;
      expect(r.json().message).toEqual([`details.${i % 2 ? 1 : 0}.pay: ${translate('id', 'PAYMENT_EXCEEDS_CREDIT', { number: credit.invoiceno, credit: '0,00' })}`]);
    }
    expect(await paidOf(credit.id)).toBe('0');
    expect(await c.invoiceState(credit.id)).toEqual({ status: 'paid', owing: '0' });
    expect(await c.invoiceState(later.id)).toEqual({ status: 'partial', owing: '900000' });
    expect(await c.balance('1-10003')).toBe(bank);
    expect(await c.balance('2-10000')).toBe(await c.payableBySubledger());
  });

  it('concurrent edits and a delete of payments of one invoice keep its status and balance right', async () => {
    const inv = await c.invoice({ quantity: '10', unitprice: '10000' });
    const made = await Promise.all(Array.from({ length: 4 }, () => c.req('POST', 'purchase-payment', pay([{ apinvoiceid: inv.id, pay: '25000' }]))));
    const docs = made.map((r) => r.json().data);
    expect(await c.invoiceState(inv.id)).toEqual({ status: 'paid', owing: '0' });
    // Three raise their pay to 30,000 while the fourth is deleted: at most 100,000 is ever paid.
    const results = await Promise.all([
      ...docs.slice(0, 3).map((d) => c.req('PUT', 'purchase-payment', { ...d, details: [{ ...d.details[0], pay: '30000' }] })),
      c.req('DELETE', `purchase-payment/delete/${docs[3].id}`),
    ]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(results[3]!.statusCode).toBe(200);
    const paid = await paidOf(inv.id);
    expect(new Decimal(paid).lte(100000)).toBe(true);
    expect((await c.invoiceState(inv.id)).owing).toBe(new Decimal(100000).minus(paid).toFixed());
    expect(await c.balance('2-10000')).toBe(await c.payableBySubledger());
  });
});
