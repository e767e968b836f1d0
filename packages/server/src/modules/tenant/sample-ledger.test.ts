import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { checkStock } from '../stock/stock-check.ts';
import { sampleCompanyAsOf } from './sample-fixture.ts';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof sampleCompanyAsOf>>;

// Setting up a company with its goods and documents: a generous limit for a busy machine (PGlite, two workers).
beforeAll(async () => {
  t = await createTestApp();
  fixture = await sampleCompanyAsOf(t, 'PT Contoh Buku', new Date(2026, 2, 15));
}, 180_000);
afterAll(() => t.close());
const query = (q: ReturnType<typeof sql>) => fixture.query(q);

describe('sample company ledger', () => {
  it('posts opening balances, this year\'s monthly documents up to today, and budgets, all balanced', async () => {
    const docs = async (form: string) => (await fixture.req('GET', `${form}/readall?size=100`)).json().listdata as { transdate: string }[];
    const [jv, pmt, odt] = [await docs('journal-voucher'), await docs('other-payment'), await docs('other-receipt')];
    // January (9 documents) and February (11: the PPN payment and the collection start) in full; March up to the 15th;
    // and the internet subscription of January and February, created by the schedule when February closed.
    expect([jv.length, pmt.length, odt.length]).toEqual([7, 18, 5]);
    expect([...jv, ...pmt, ...odt].every((d) => d.transdate >= '2026-01-01' && d.transdate <= '2026-03-15')).toBe(true);

    const tb = (await fixture.req('GET', 'trial-balance?from=2026-01&to=2026-03')).json().listdata as { glaccount: string; opening: string; ending: string }[];
    expect(Decimal.sum(0, ...tb.map((r) => r.ending)).isZero()).toBe(true);
    const row = (no: string) => tb.find((r) => r.glaccount === no)!;
    expect(row('1-10004').opening).toBe('350000000');
    // Opening equity takes the difference: 25 + 350 + 120 + 185 + 60 − 15 − 48 − 500 = 177 million.
    expect(row('3-30000').opening).toBe('-177000000');
    expect(row('6-10200').ending).toBe('37500000');
    // Cash and banks stay positive: petty cash is topped up by 3 million a month and pays the utilities.
    expect(row('1-10002').ending).toBe('26875000');
    for (const bank of ['1-10004', '1-10005']) expect(new Decimal(row(bank).ending).isPositive()).toBe(true);
    // Credit sales: one month's receivable and one month's output VAT (DPP 60 million × 11/12 × 12 %) outstanding
    // from the ledger's own journals, and what the sales documents (sample-sales.ts) left: their invoices' owing and
    // the output VAT they charged (sample-sales.test.ts checks those figures).
    const ofSales = async (no: string) => new Decimal(String((await query(sql`
      select coalesce(sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid
      join journal j on j.tenant_id = l.tenant_id and j.journalid = l.journalid where g.glaccount = ${no} and j.form like 'sales-%'`))[0]!.b));
    const invoices = (await fixture.req('GET', 'sales-invoice/readall?size=100')).json().listdata as { owing: string }[];
    const owing = Decimal.sum(0, ...invoices.map((i) => i.owing));
    expect(row('1-10100').ending).toBe(new Decimal('66600000').plus(owing).toFixed());
    expect((await ofSales('1-10100')).toFixed()).toBe(owing.toFixed());
    expect(row('2-10200').ending).toBe(new Decimal('-6600000').plus(await ofSales('2-10200')).toFixed());
    // Goods bought go to purchases, and the quarter ends in profit (income accounts net to a credit).
    expect(new Decimal(row('5-10300').ending).isPositive()).toBe(true);
    const result = Decimal.sum(0, ...tb.filter((r) => /^[4-8]-/.test(r.glaccount)).map((r) => r.ending));
    expect(result.isNegative()).toBe(true);

    // Stock: opening stock of Rp 185 million, February's count (3 sacks of rice written off, 12 tissues found), a
    // transfer of coffee; its value is the inventory account's balance, and nothing differs from a recomputation.
    expect(row('1-10301').opening).toBe('185000000');
    const stock = (await fixture.req('GET', 'stock-balance?date=2026-03-15')).json();
    expect(stock.totalvalue).toBe(row('1-10301').ending);
    // Purchasing (sample-purchasing.ts) adds 20 cartons of coffee at 468,000, 30 of sugar at 306,000 and 40 of
    // noodles at 116,000. The 2 cartons of sugar returned, and the sales (sample-sales.ts), take their goods out at
    // the FIFO cost the stock engine computed for their moves (the return's sugar is of the purchased lot at 15,300 a
    // pack: the sales of January and February used up the opening stock).
    const purchased = 20 * 468_000 + 30 * 306_000 + 40 * 116_000;
    const returned = (await query(sql`select cost::text as c from stock_move where form = 'purchase-return'`))[0]!.c;
    expect(new Decimal(String(returned)).toFixed()).toBe(new Decimal(40 * 15_300).toFixed());
    const sold = new Decimal(String((await query(sql`select coalesce(sum(case when qtyout > 0 then -cost else cost end), 0) as c from stock_move where form in ('delivery-order', 'sales-invoice', 'sales-return', 'purchase-return')`))[0]!.c));
    expect(row('1-10301').ending).toBe(new Decimal(185_000_000 - 3 * 68_000 + 12 * 11_000 + purchased).plus(sold).toFixed());
    expect(stock.listdata.find((r: { itemno: string; whname: string }) => r.itemno === 'BRG-00004' && r.whname === 'Gudang Surabaya').qty).toBe(String(540 - 378 + 120));
    expect((await withTenant(t.ctx.db, fixture.tenantId, (tx) => checkStock(tx, fixture.tenantId))).differences).toEqual([]);

    const budgets = (await fixture.req('GET', 'budgetaccount?fyear=2026')).json().listdata as { glaccount: string }[];
    expect(budgets.map((b) => b.glaccount).sort()).toEqual(['6-10200', '6-10300']);
    expect(await withTenant(t.ctx.db, fixture.tenantId, (tx) => balanceDifferences(tx, fixture.tenantId))).toEqual([]);
  });

  it('closes the months before today, depreciating the fixed assets into their accumulated depreciation accounts', async () => {
    const closed = (await fixture.req('GET', 'closed-periods')).json().listdata as { period: number }[];
    expect(closed.map((p) => p.period).sort()).toEqual([202601, 202602]);
    const assets = (await fixture.req('GET', 'fixed-asset/readall?size=100')).json().listdata as { assetid: number; assetname: string }[];
    expect(assets.map((a) => a.assetname).sort()).toEqual(['Gudang transit Rungkut', 'Komputer kantor (3 unit)', 'Mobil boks pengiriman L300']);
    const read = await Promise.all(assets.map(async (a) => (await fixture.req('GET', `fixed-asset/read/${a.assetid}`)).json().data as { assetname: string; accumulated: string; accumglaccnt: number; details: { period: number }[] }));
    // The computers (January) and the van (February) are depreciated for the closed months, the warehouse (March) not yet.
    const months = Object.fromEntries(read.map((a) => [a.assetname, a.details.map((d) => d.period)]));
    expect(months).toEqual({ 'Komputer kantor (3 unit)': [202601, 202602], 'Mobil boks pengiriman L300': [202602], 'Gudang transit Rungkut': [] });
    // Each accumulated depreciation account holds exactly what its assets have accumulated (a credit balance).
    const tb = (await fixture.req('GET', 'trial-balance?from=2026-01&to=2026-03')).json().listdata as { glaccount: string; ending: string }[];
    let total = new Decimal(0);
    for (const no of ['1-30200', '1-30300', '1-30600']) {
      const glid = (await fixture.req('GET', `glaccount/readNo/${no}`)).json().data.glid as number;
      const ofAssets = Decimal.sum(0, ...read.filter((a) => a.accumglaccnt === glid).map((a) => a.accumulated));
      expect(new Decimal(tb.find((r) => r.glaccount === no)?.ending ?? 0).negated().toFixed(), no).toBe(ofAssets.toFixed());
      total = total.plus(ofAssets);
    }
    expect(total.isPositive()).toBe(true);

    // The monthly schedule: January and February created (at the period end), the rest estimated.
    const schedules = (await fixture.req('GET', 'recurring')).json().listdata as { id: number; created: number; nextdate: string }[];
    expect(schedules).toEqual([expect.objectContaining({ created: 2, nextdate: '2026-03-20' })]);
    expect(await withTenant(t.ctx.db, fixture.tenantId, (tx) => balanceDifferences(tx, fixture.tenantId))).toEqual([]);
  });
});
