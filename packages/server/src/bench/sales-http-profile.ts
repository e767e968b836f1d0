/**
 * Where a ten-line stocked sales invoice posted over HTTP spends its time (docs/performance.md): posts N invoices
 * one after another through the HTTP API (keep-alive, Idempotency-Key, as sales.bench.ts does) on a PostgreSQL
 * cluster started with `shared_preload_libraries=pg_stat_statements`, and prints the statements sent per invoice and
 * the server process's CPU (ANALYZE=1 analyses after the warm-up; CLIENTS=n posts from n clients). Run with `node --cpu-prof --import tsx` to see Node's part.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55500/postgres N=300 WARM=50 npx tsx packages/server/src/bench/sales-http-profile.ts
 */
import pg from 'pg';
import { createTestApp } from '../test/harness.ts';
import { driveHttp } from './bench-drive.ts';
import { analyze } from './trade-bench.ts';
import { salesCompany, salesInvoiceBody } from './sales.bench.ts';

const N = Number(process.env.N ?? 200);
const WARM = Number(process.env.WARM ?? 20);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a PostgreSQL cluster with pg_stat_statements');
const t = await createTestApp();
const co = await salesCompany(t, 'ProfHttp', 200);
await analyze(t);
const date = new Date().toISOString().slice(0, 10);
const invoices = Array.from({ length: WARM + N }, (_, i) => salesInvoiceBody(i, co, date));
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const document = `async (i, post, { tenantId, token, invoices }) => post('/api/tenant/' + tenantId + '/master/sales-invoice', token, invoices[i], 'prof-' + i)`;
// The warm-up runs first (statistics reset after it), then the measured invoices.
await driveHttp(t, { concurrency: 1, warmup: 0, count: WARM, data: { tenantId: co.tenantId, token: co.clerkToken, invoices }, document });
// ANALYZE=1: statistics taken again after the warm-up (as autovacuum keeps a company in use).
if (process.env.ANALYZE === '1') await analyze(t);
await admin.query('select pg_stat_statements_reset()');
const cpu0 = process.cpuUsage();
const rest = invoices.slice(WARM);
const run = await driveHttp(t, { concurrency: Number(process.env.CLIENTS ?? 1), warmup: 0, count: N, data: { tenantId: co.tenantId, token: co.clerkToken, invoices: rest }, document: document.replace("'prof-' + i", "'prof-m-' + i") });
const cpu = process.cpuUsage(cpu0);
console.log(`invoices ${N} wall ${run.wallMs.toFixed(0)} ms, ${(run.wallMs / N).toFixed(1)} ms/invoice, node cpu (server and client) ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms/invoice`);
const r = await admin.query(`select calls, round(total_exec_time::numeric,1) tot, round(total_plan_time::numeric,1) plan, left(regexp_replace(query,'\\s+',' ','g'), 160) q from pg_stat_statements where toplevel order by total_exec_time desc limit 30`);
for (const x of r.rows) console.log(`${x.tot}ms\t${x.plan}ms plan\t${x.calls}\t${x.q}`);
const s = await admin.query(`select sum(calls) c, round(sum(total_exec_time)::numeric) t, round(sum(total_plan_time)::numeric) p from pg_stat_statements where toplevel`);
console.log('statements sent per invoice', (Number(s.rows[0].c) / N).toFixed(1), 'exec', (Number(s.rows[0].t) / N).toFixed(2), 'ms, planning', (Number(s.rows[0].p) / N).toFixed(2), 'ms');
await admin.end();
await t.close();
