import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { owingByInvoice, receivedNotInvoiced } from '../documents/trade-property-checks.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { checkStock } from '../stock/stock-check.ts';
import { sampleCompanyAsOf } from './sample-fixture.ts';

/**
 * The sample company's purchasing (issue 12 item 7, sample-purchasing.ts), seeded as of 15 March: the documents are
 * there, the payable account is the opening payables plus Σ owing of the invoices, unbilled is the goods received
 * not invoiced, the stock value is the inventory account, and the ledger and the stock agree with a recomputation.
 */
let t: TestApp;
let fixture: Awaited<ReturnType<typeof sampleCompanyAsOf>>;
type Row = Record<string, unknown>;
const query = (q: ReturnType<typeof sql>) => fixture.query(q);

// Setting up a sample company with its documents: a generous limit for a busy machine (PGlite, two workers).
beforeAll(async () => {
  t = await createTestApp();
  fixture = await sampleCompanyAsOf(t, 'PT Contoh Beli', new Date(2026, 2, 15));
}, 240_000);
afterAll(() => t.close());

const balance = async (no: string) =>
  new Decimal(String((await query(sql`select coalesce(sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${no}`))[0]!.b)).toFixed();
const list = async (form: string) => (await fixture.req('GET', `${form}/readall?size=100`)).json().listdata as Row[];

describe('sample company purchasing', () => {
  it('orders, receives, invoices with PPN, pays with a discount and PPh 23, and returns in the first quarter', async () => {
    const counts = [];
    for (const form of ['purchase-order', 'goods-receipt', 'purchase-invoice', 'purchase-payment', 'purchase-return']) counts.push((await list(form)).length);
    expect(counts).toEqual([3, 4, 4, 4, 1]);
    // Coffee ordered in full and received in two parts: the order is closed; the noodles' order is partly received.
    const orders = await list('purchase-order');
    expect(orders.map((o) => o.status).sort()).toEqual(['closed', 'closed', 'partial']);

    const invoices = await list('purchase-invoice');
    const haul = invoices.find((i) => String(i.description).startsWith('Angkut'))!;
    // The haul: 4,500,000 + PPN (DPP Nilai Lain 11/12, 12 %) 495,000; its fee goes to transport expense.
    expect(haul.totalamount).toBe('4995000');
    expect(await balance('6-10400')).toBe('4500000');
    // Paid in March with PPh 23 of 2 % of the fee withheld: 90,000 owed to the tax office, 4,905,000 out of BCA.
    const payments = await list('purchase-payment');
    const haulPay = (await fixture.req('GET', `purchase-payment/read/${payments.find((p) => String(p.description).includes('PPh 23'))!.chequeid}`)).json().data;
    expect(haulPay).toMatchObject({ totalpay: '4995000', totalpph23: '90000', totalamount: '4905000' });
    expect(haulPay.details[0]).toMatchObject({ pph23base: '4500000', pph23amount: '90000', pph23rate: '0.02', bupotno: 'BP-2026-0001' });
    expect(await balance('2-10400')).toBe('-90000');
    // The early-payment discount on the first coffee invoice.
    expect(await balance('5-10200')).toBe('-70200');
  });

  it('agrees with its ledger: payables, unbilled, stock and every balance', async () => {
    // Σ owing: only the second coffee invoice (2,340,000 + PPN 257,400, 1,300,000 paid) is still open.
    const owing = await owingByInvoice(query);
    const open = Decimal.sum(0, ...owing.values());
    expect(open.toFixed()).toBe('1297400');
    expect([...owing.values()].every((o) => !o.isNegative())).toBe(true);
    // The payable account: the opening payables of 48 million (bills from before the books, with no invoices in
    // them) and what this year's invoices owe.
    expect(await balance('2-10000')).toBe(new Decimal(-48_000_000).minus(open).toFixed());
    for (const inv of await list('purchase-invoice')) {
      const read = (await fixture.req('GET', `purchase-invoice/read/${inv.apinvoiceid}`)).json().data;
      expect(read.owing).toBe(owing.get(read.id)!.toFixed());
    }
    // Unbilled: 40 cartons of noodles received at 116,000 and not invoiced.
    expect(await receivedNotInvoiced(query)).toBe('4640000');
    expect(await balance('2-10700')).toBe('-4640000');
    // The stock value is the inventory account; the stock and the balances agree with a recomputation.
    const stock = (await fixture.req('GET', 'stock-balance?date=2026-03-15')).json();
    expect(stock.totalvalue).toBe(await balance('1-10301'));
    expect((await withTenant(t.ctx.db, fixture.tenantId, (tx) => checkStock(tx, fixture.tenantId))).differences).toEqual([]);
    expect(await withTenant(t.ctx.db, fixture.tenantId, (tx) => balanceDifferences(tx, fixture.tenantId))).toEqual([]);
    const unbalanced = await query(sql`select journalid from journal_line group by journalid having sum(amount) <> 0`);
    expect(unbalanced).toEqual([]);
  });
});
