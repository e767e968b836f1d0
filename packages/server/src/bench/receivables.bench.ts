import { performance } from 'node:perf_hooks';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { explainAging } from '../modules/payables/aging.repo.ts';
import { SALES_SIDE } from '../modules/payables/trade-side.ts';
import { agingSummaryOf } from '../modules/payables/payables.service.ts';
import { withTenant, withTx } from '../platform/tx.ts';
import { bearer, type TestApp } from '../test/harness.ts';
import { ledgerCompany } from './ledger-fixture.ts';
import { envSize, latency, load } from './ledger-stats.ts';
import { analyze, onDatabases } from './trade-bench.ts';

/**
 * Issue 13's aging benchmark: the AR aging's per-customer summary (`ar-aging-summary`, through the service layer)
 * over BENCH_AGING_DOCS open sales invoices (PostgreSQL 300,000; PGlite BENCH_AGING_DOCS_PGLITE, 20,000) of
 * BENCH_AGING_CUSTOMERS customers (50) spread over 400 days, every fifth partly paid by a one-line receipt and every
 * fiftieth partly returned off the receivable. The invoices are written set-based (as `ledger-seed.ts` writes
 * journals: as the owner, triggers off) with no journals, so the receivable balance beside the summary is not
 * theirs; the check is that the summary's grand total equals Σ totals − Σ paid − Σ returned computed directly.
 *
 *   BENCH_AGING_RUNS   timed runs after two warm-up runs (7)
 */

process.env.BENCH_AGING_DOCS ??= '300000';
process.env.BENCH_AGING_DOCS_PGLITE ??= '20000';
const BATCH = 50_000;
const ASOF = '2026-06-30';

async function seedInvoices(t: TestApp, tenantId: number, userid: number, customers: number[], n: number) {
  const parties = `{${customers.join(',')}}`;
  for (let start = 0; start < n; start += BATCH) {
    const end = Math.min(n, start + BATCH);
    await withTx(t.ctx.db, async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
      // Invoice i: customer i mod k, dated 1 June 2025 + i mod 400 days, due 30 days later, 100,000.00 + (i mod 997) × 1,000.
      await tx.execute(sql`
        insert into trans_document (tenant_id, form, transtype, docno, transdate, description, header, totalamount, status, created_by)
        select ${tenantId}::bigint, 'sales-invoice', 'BENCH INV', 'BINV/' || i, d, 'Faktur bench ' || i,
               jsonb_build_object('customerid', (${parties}::bigint[])[1 + i % ${customers.length}], 'invoicedate', d::text,
                                  'duedate', (d + 30)::text, 'rate', '1', 'currencyid', null, 'description', 'Faktur bench ' || i),
               100000 + (i % 997) * 1000, '', ${userid}::bigint
        from generate_series(${start + 1}::int, ${end}::int) as i, lateral (select date '2025-06-01' + i % 400 as d) x`);
    });
  }
  await withTx(t.ctx.db, async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
    // Every fifth invoice: a receipt ten days after it paying a third of its total on one line.
    await tx.execute(sql`
      insert into trans_document (tenant_id, form, transtype, docno, transdate, description, header, totalamount, status, created_by)
      select d.tenant_id, 'sales-payment', 'BENCH PMT', 'BPMT/' || d.docno, d.transdate + 10, 'Penerimaan bench', jsonb_build_object('customerid', d.header -> 'customerid', 'srcdoc', d.docid),
             round(d.totalamount / 3, 2), '', d.created_by
      from trans_document d where d.tenant_id = ${tenantId} and d.form = 'sales-invoice' and d.docid % 5 = 0`);
    await tx.execute(sql`
      insert into trans_line (tenant_id, docid, seq, extra)
      select p.tenant_id, p.docid, 1, jsonb_build_object('srcid', (p.header ->> 'srcdoc')::bigint, 'pay', p.totalamount::text)
      from trans_document p where p.tenant_id = ${tenantId} and p.form = 'sales-payment'`);
    // Every fiftieth invoice: a return off the receivable of a tenth of it, five days after it.
    await tx.execute(sql`
      insert into trans_document (tenant_id, form, transtype, docno, transdate, description, header, totalamount, status, created_by)
      select d.tenant_id, 'sales-return', 'BENCH RTR', 'BRTR/' || d.docno, d.transdate + 5, 'Retur bench',
             jsonb_build_object('customerid', d.header -> 'customerid', 'arinvoiceid', d.docid, 'settlement', 'receivable'), round(d.totalamount / 10, 2), '', d.created_by
      from trans_document d where d.tenant_id = ${tenantId} and d.form = 'sales-invoice' and d.docid % 50 = 0`);
  });
}

/** Σ owing at ASOF computed directly (no index, no aging code): what the summary's grand total must be. */
async function expectedOwing(t: TestApp, tenantId: number) {
  const rows = (await withTenant(t.ctx.db, tenantId, (tx) =>
    tx.execute(sql`
      select (select coalesce(sum(totalamount), 0) from trans_document where tenant_id = ${tenantId} and form = 'sales-invoice' and transdate <= ${ASOF}::date)
           - (select coalesce(sum((l.extra ->> 'pay')::numeric), 0) from trans_document p join trans_line l on l.tenant_id = p.tenant_id and l.docid = p.docid
              where p.tenant_id = ${tenantId} and p.form = 'sales-payment' and p.transdate <= ${ASOF}::date)
           - (select coalesce(sum(totalamount), 0) from trans_document where tenant_id = ${tenantId} and form = 'sales-return' and transdate <= ${ASOF}::date) as owing`),
  )) as unknown as { rows: { owing: string }[] };
  return new Decimal(rows.rows[0]!.owing).toFixed(2);
}

async function run(t: TestApp, invoices: number) {
  const co = await ledgerCompany(t, 'PT Bench Piutang');
  const customers: number[] = [];
  for (let i = 1; i <= envSize('BENCH_AGING_CUSTOMERS', 50); i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/${co.tenantId}/master/person-data`,
      headers: bearer(co.ownerToken),
      payload: { persontype: 0, personno: `C-${String(i).padStart(3, '0')}`, name: `PT Pelanggan ${i}` },
    });
    if (res.statusCode !== 201) throw new Error(`customer not created: ${res.body}`);
    customers.push(res.json().data.id as number);
  }
  const seedStart = performance.now();
  await seedInvoices(t, co.tenantId, co.clerk.userId, customers, invoices);
  await analyze(t);
  const seedMs = Math.round(performance.now() - seedStart);
  const summary = () => withTenant(t.ctx.db, co.tenantId, (tx) => agingSummaryOf(tx, co.tenantId, SALES_SIDE, ASOF));
  const first = performance.now();
  const r = await summary();
  const firstMs = Math.round(performance.now() - first);
  await summary();
  const samples: number[] = [];
  for (let i = 0; i < envSize('BENCH_AGING_RUNS', 7); i++) {
    const s = performance.now();
    await summary();
    samples.push(performance.now() - s);
  }
  const expected = await expectedOwing(t, co.tenantId);
  if (r.totals.total !== expected) throw new Error(`aging total ${r.totals.total} is not the owing ${expected}`);
  const plan = await withTenant(t.ctx.db, co.tenantId, (tx) => explainAging(tx, co.tenantId, SALES_SIDE, ASOF));
  return {
    invoices,
    customers: r.parties.length,
    openInvoices: r.parties.reduce((n, c) => n + c.invoicecount, 0),
    total: r.totals.total,
    seedMs,
    firstRunMs: firstMs,
    summaryMs: latency(samples),
    loadAfter: load(),
    plan: plan.split('\n'),
  };
}

/** The AR aging summary over the seeded invoices on PGlite and, with `pgUrl`, PostgreSQL. */
export const benchReceivables = (pgUrl: string) => onDatabases(pgUrl, 'BENCH_AGING', run);
