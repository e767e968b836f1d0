import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACC, salesCompany } from '../documents/sales-fixture.ts';

/**
 * What the receivables reports count of a sales return and a Temporary Invoice (payables/trade-side.ts): a return
 * off the receivable lowers what its invoice owes; one refunded from the bank or kept as customer credit does not
 * (the receivable account does not move either); a Temporary Invoice is not owed until posted. The aging's total
 * stays the receivable account's balance.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Piutang Retur');
}, 120_000);
afterAll(() => t.close());

describe('receivables and sales returns', () => {
  it('counts only returns off the receivable, and no Temporary Invoice, in the aging', async () => {
    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-03', customerid: c.customer, confirm: true, details: [{ itemno: 'TEH', quantity: '3', unitprice: '3000' }] });
    await c.created('sales-invoice', { invoicedate: '2026-03-03', customerid: c.customer, confirm: true, posted: false, details: [{ itemno: 'TEH', quantity: '1', unitprice: '3000' }] });
    const back = (settlement: string) => ({ returndate: '2026-03-05', customerid: c.customer, arinvoiceid: inv.id, settlement, details: [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }] });
    await c.created('sales-return', back('receivable'));
    await c.created('sales-return', back('credit'));
    const aging = (await c.req('GET', 'ar-aging?asof=2026-03-31')).json();
    const invoices = aging.listdata.flatMap((v: { invoices: { docid: number; owing: string }[] }) => v.invoices);
    expect(invoices.map((i: { docid: number; owing: string }) => [i.docid, new Decimal(i.owing).toFixed()])).toEqual([[inv.id, '6000']]);
    expect((await c.read('sales-invoice', inv.id)).owing).toBe('6000');
    expect(new Decimal(aging.totals.total).toFixed()).toBe(await c.balance(ACC.AR));
  });
});
