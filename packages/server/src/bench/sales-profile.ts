/**
 * Where a ten-line stocked sales invoice spends its database time (docs/performance.md): posts N invoices through
 * the service layer, one client, on a PostgreSQL cluster started with `shared_preload_libraries=pg_stat_statements`
 * (the extension created in its `postgres` database), and prints the statements by total time, with calls and rows.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55500/postgres N=400 WARM=50 npx tsx packages/server/src/bench/sales-profile.ts
 *
 * WARM invoices go first and are not counted, then the database is analysed; KEEP=1 keeps the database afterwards.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDocument } from '../modules/documents/document.service.ts';
import { kindOf } from '../modules/documents/document-registry.ts';
import { createTestApp } from '../test/harness.ts';
import { salesCompany, salesInvoiceBody } from './sales.bench.ts';

const N = Number(process.env.N ?? 200);
const WARM = Number(process.env.WARM ?? 0);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a PostgreSQL cluster with pg_stat_statements');
const t = await createTestApp();
const co = await salesCompany(t, 'Prof', 200);
const date = new Date().toISOString().slice(0, 10);
const kind = kindOf('sales-invoice');
const post = (i: number) => createDocument(t.ctx, co.clerk, kind, kind.decl.schema.parse(salesInvoiceBody(i, co, date)) as Record<string, unknown>, 'id');
for (let i = 0; i < WARM; i++) await post(100000 + i);
await t.ctx.db.execute(sql`vacuum analyze`);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query('select pg_stat_statements_reset()');
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < N; i++) await post(i);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
console.log(`invoices ${N} wall ${ms.toFixed(0)} ms, ${(ms / N).toFixed(1)} ms/invoice, node cpu ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms/invoice`);
const r = await admin.query(`select calls, round(total_exec_time::numeric,1) tot, round(total_plan_time::numeric,1) plan, round(mean_exec_time::numeric,3) mean, rows, left(regexp_replace(query,'\\s+',' ','g'), 230) q from pg_stat_statements where toplevel order by total_exec_time desc limit 40`);
for (const x of r.rows) console.log(`${x.tot}ms\t${x.calls}\t${x.mean}\t${x.rows}\t${x.q}`);
const s = await admin.query(`select sum(calls) filter (where toplevel) c, sum(calls) filter (where not toplevel) nested, round(sum(total_exec_time) filter (where toplevel)::numeric) t from pg_stat_statements`);
console.log('statements sent', s.rows[0].c, 'nested (foreign-key checks)', s.rows[0].nested, 'exec ms', s.rows[0].t, 'per invoice', (Number(s.rows[0].c) / N).toFixed(1), (Number(s.rows[0].t) / N).toFixed(2), 'ms');
await admin.end();
if (!process.env.KEEP) await t.close();
process.exit(0);
