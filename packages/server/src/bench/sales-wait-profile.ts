/**
 * What sixteen clients posting ten-line stocked sales invoices through the service layer wait for (docs/performance.md):
 * posts N invoices from CLIENTS clients on a PostgreSQL cluster and samples `pg_stat_activity` of the test database
 * every few milliseconds, then prints how often a backend was seen running, idle in its transaction (Node's turn) or
 * waiting, by wait event, and for lock waits the statement that waited.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55499/postgres N=800 CLIENTS=16 ITEMS=200 npx tsx packages/server/src/bench/sales-wait-profile.ts
 */
import pg from 'pg';
import { createDocument } from '../modules/documents/document.service.ts';
import { kindOf } from '../modules/documents/document-registry.ts';
import { createTestApp } from '../test/harness.ts';
import { analyze } from './trade-bench.ts';
import { salesCompany, salesInvoiceBody } from './sales.bench.ts';

const N = Number(process.env.N ?? 800);
const CLIENTS = Number(process.env.CLIENTS ?? 16);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a PostgreSQL cluster');
const t = await createTestApp();
const co = await salesCompany(t, 'Wait', Number(process.env.ITEMS ?? 200));
const date = new Date().toISOString().slice(0, 10);
const kind = kindOf('sales-invoice');
const post = (i: number) => createDocument(t.ctx, co.clerk, kind, kind.decl.schema.parse(salesInvoiceBody(i, co, date)) as Record<string, unknown>, 'id');
for (let i = 0; i < 50; i++) await post(100000 + i);
await analyze(t);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const dbname = ((await t.ctx.db.execute('select current_database() as d')) as unknown as { rows: { d: string }[] }).rows[0]!.d;
const seen = new Map<string, number>();
let samples = 0;
let running = true;
const sampler = (async () => {
  while (running) {
    const r = await admin.query(
      `select state, coalesce(wait_event_type, '-') as wt, coalesce(wait_event, '-') as we, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as q
       from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [dbname],
    );
    samples++;
    for (const x of r.rows) {
      const key = x.state !== 'active' ? x.state : x.wt === 'Lock' ? `waiting ${x.we}: ${x.q}` : x.wt === '-' ? 'running' : `${x.wt} ${x.we}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    await new Promise((r) => setTimeout(r, 2));
  }
})();
let next = 0;
const t0 = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, async () => {
  while (next < N) await post(next++);
}));
const ms = performance.now() - t0;
running = false;
await sampler;
console.log(`invoices ${N} clients ${CLIENTS} wall ${ms.toFixed(0)} ms, ${((N * 1000) / ms).toFixed(1)} invoices/s, ${samples} samples`);
for (const [k, n] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(n / samples).toFixed(2)} backends\t${k}`);
await admin.end();
await t.close();
process.exit(0);
