/**
 * Where a receipt + invoice pair spends its database time (docs/performance.md): posts N pairs through the service
 * layer, one client, on a PostgreSQL cluster started with `shared_preload_libraries=pg_stat_statements` (the
 * extension created in its `postgres` database), and prints the statements by total time, with calls and rows.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55500/postgres N=400 WARM=50 npx tsx packages/server/src/bench/purchase-profile.ts
 *
 * WARM pairs go first and are not counted, then the database is analysed; KEEP=1 keeps the database to EXPLAIN its statements afterwards.
 */
import { ZGoodsReceipt, ZPurchaseInvoice } from '@lontar/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDocument } from '../modules/documents/document.service.ts';
import { kindOf } from '../modules/documents/document-registry.ts';
import { createTestApp } from '../test/harness.ts';
import { invoiceBody, purchaseCompany, receiptBody } from './purchase.bench.ts';

const N = Number(process.env.N ?? 200);
const WARM = Number(process.env.WARM ?? 0);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a PostgreSQL cluster with pg_stat_statements');
const t = await createTestApp();
const co = await purchaseCompany(t, 'Prof', 200);
const date = new Date().toISOString().slice(0, 10);
const post = async (i: number) => {
  const receipt = (await createDocument(t.ctx, co.clerk, kindOf('goods-receipt'), ZGoodsReceipt.parse(receiptBody(i, co, date)), 'id')) as unknown as Parameters<typeof invoiceBody>[0];
  await createDocument(t.ctx, co.clerk, kindOf('purchase-invoice'), ZPurchaseInvoice.parse(invoiceBody(receipt, co, date)), 'id');
};
for (let i = 0; i < WARM; i++) await post(100000 + i);
// Statistics as autovacuum keeps them for a company in use (a fresh database's say its tables are empty, and the
// planner then reads a tenant's whole range where an index lookup would do).
await t.ctx.db.execute(sql`vacuum analyze`);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query('select pg_stat_statements_reset()');
const t0 = performance.now();
for (let i = 0; i < N; i++) await post(i);
const ms = performance.now() - t0;
console.log(`pairs ${N} wall ${ms.toFixed(0)} ms, ${(ms / N).toFixed(1)} ms/pair`);
const r = await admin.query(`select calls, round(total_exec_time::numeric,1) tot, round(mean_exec_time::numeric,3) mean, rows, left(regexp_replace(query,'\\s+',' ','g'), 230) q from pg_stat_statements order by total_exec_time desc limit 40`);
for (const x of r.rows) console.log(`${x.tot}ms\t${x.calls}\t${x.mean}\t${x.rows}\t${x.q}`);
const s = await admin.query(`select sum(calls) c, round(sum(total_exec_time)::numeric) t from pg_stat_statements`);
console.log('statements (foreign-key checks included)', s.rows[0].c, 'exec ms', s.rows[0].t, 'per pair', (Number(s.rows[0].c) / N).toFixed(1));
await admin.end();
if (!process.env.KEEP) await t.close();
process.exit(0);
