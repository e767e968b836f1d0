import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { checkStock } from '../stock/stock-check.ts';
import { sampleCompanyAsOf } from './sample-fixture.ts';

/**
 * The sample company's sales (issue 13 item 9, sample-sales.ts), seeded as of 31 March: the documents are there
 * with the statuses of their flows, the Tukar Faktur is paid, the receivable account is what the sample ledger's
 * own journals left plus Σ owing of the invoices, goods in transit hold the delivered-not-invoiced noodles, PPh 23
 * prepaid holds what the shop withheld, and the stock, ledger and balances agree with a recomputation.
 */
let t: TestApp;
let fixture: Awaited<ReturnType<typeof sampleCompanyAsOf>>;
type Row = Record<string, unknown>;
const query = (q: ReturnType<typeof sql>) => fixture.query(q);

// Setting up a sample company with its documents: a generous limit for a busy machine (PGlite, two workers).
beforeAll(async () => {
  t = await createTestApp();
  fixture = await sampleCompanyAsOf(t, 'PT Contoh Jual', new Date(2026, 2, 31));
}, 300_000);
afterAll(() => t.close());

/** The balance of an account from journals of the given forms (all when none). */
const balance = async (no: string, forms?: string[]) =>
  new Decimal(
    String(
      (
        await query(sql`select coalesce(sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid
                        join journal j on j.tenant_id = l.tenant_id and j.journalid = l.journalid
                        where g.glaccount = ${no} and (${forms ? `{${forms.join(',')}}` : null}::text[] is null or j.form = any(${forms ? `{${forms.join(',')}}` : null}::text[]))`)
      )[0]!.b,
    ),
  ).toFixed();
const list = async (form: string) => (await fixture.req('GET', `${form}/readall?size=100`)).json().listdata as Row[];
const SALES_FORMS = ['sales-invoice', 'sales-payment', 'sales-return', 'delivery-order'];

describe('sample company sales', () => {
  it('quotes, orders, delivers, invoices with PPN, gathers a Tukar Faktur, takes a down payment and receipts in the first quarter', async () => {
    const counts = [];
    for (const form of ['quotation', 'sales-order', 'delivery-order', 'sales-invoice', 'sales-consolidated', 'sales-payment', 'sales-return']) counts.push((await list(form)).length);
    expect(counts).toEqual([1, 2, 3, 5, 1, 3, 1]);
    expect((await list('sales-order')).map((o) => o.status).sort()).toEqual(['closed', 'partial']);
    expect((await list('delivery-order')).map((d) => d.status).sort()).toEqual(['invoiced', 'invoiced', 'open']);
    const tukar = (await list('sales-consolidated'))[0]!;
    expect(tukar.status).toBe('paid');
    // The Mitra invoices: 25 cartons of sugar at 340,000 and 30 of oil at 210,000, then 15 of sugar; PPN 12 % on 11/12.
    const invoices = await list('sales-invoice');
    const mitra = invoices.filter((i) => String(i.description).startsWith('Faktur'));
    expect(mitra.map((i) => i.totalamount).sort()).toEqual(['16428000', '5661000']);
    expect(mitra.every((i) => i.status === 'paid')).toBe(true);
    // The coffee: 20 cartons at 560,000 less the down payment's 5,000,000 (DPP 6,200,000, PPN 682,000), and two
    // dented cartons returned (1,120,000 + PPN 123,200) off what it owes.
    const coffee = invoices.find((i) => String(i.description).startsWith('Kopi'))!;
    expect(coffee).toMatchObject({ totalamount: '6882000', owing: '5638800', status: 'partial' });
    // The shelves: 1,500,000 + PPN 165,000, paid with PPh 23 of 2 % of the fee withheld (prepaid tax, an asset).
    const shelves = invoices.find((i) => String(i.description).startsWith('Pemasangan'))!;
    expect(shelves).toMatchObject({ totalamount: '1665000', status: 'paid' });
    const pay = (await list('sales-payment')).find((p) => String(p.description).includes('PPh 23'))!;
    const read = (await fixture.req('GET', `sales-payment/read/${pay.paymentid}`)).json().data;
    expect(read.details[0]).toMatchObject({ pph23base: '1500000', pph23amount: '30000', bupotno: 'BP-2026-C0001' });
  });

  it('agrees with its ledger: receivables, goods in transit, stock and every balance', async () => {
    const invoices = await list('sales-invoice');
    const owing = Decimal.sum(0, ...invoices.map((i) => new Decimal(String(i.owing))));
    // The receivable from the sales documents is exactly what their invoices still owe.
    expect(await balance('1-10100', SALES_FORMS)).toBe(owing.toFixed());
    // Goods in transit: 20 cartons of noodles (40 packs each) delivered in March and not invoiced, at their cost.
    const git = new Decimal(await balance('1-10500'));
    expect(git.isPositive()).toBe(true);
    const noodleCost = (await query(sql`select coalesce(sum(m.cost), 0) as c from stock_move m where m.form = 'delivery-order' and m.docid = (select max(docid) from trans_document where form = 'delivery-order')`))[0]!.c;
    expect(git.toFixed()).toBe(new Decimal(String(noodleCost)).toFixed());
    // The stock value is inventory (goods in transit are out of the warehouses); stock and balances recompute the same.
    const stock = (await fixture.req('GET', 'stock-balance?date=2026-03-31')).json();
    expect(stock.totalvalue).toBe(await balance('1-10301'));
    expect((await withTenant(t.ctx.db, fixture.tenantId, (tx) => checkStock(tx, fixture.tenantId))).differences).toEqual([]);
    expect(await withTenant(t.ctx.db, fixture.tenantId, (tx) => balanceDifferences(tx, fixture.tenantId))).toEqual([]);
    expect(await query(sql`select journalid from journal_line group by journalid having sum(amount) <> 0`)).toEqual([]);
  });
});
