/**
 * Where a ten-line stocked sales invoice's transaction spends its time at sixteen clients (docs/performance.md):
 * posts N invoices from CLIENTS clients through the service layer and times, per transaction, each statement from
 * the moment node-postgres hands it to the connection to the moment Node has read its answer, and the gap to the
 * next one (Node's turn). "HOLD" is the time from the item lock's answer to the commit's: how long an invoice keeps
 * its items and, from its last statement on, the numbering row.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55499/postgres N=800 CLIENTS=16 ITEMS=200 npx tsx packages/server/src/bench/sales-hold-profile.ts
 *
 * It wraps node-postgres' Query (submit and handleReadyForQuery) for the timing: a diagnostic, not a benchmark.
 */
// @ts-expect-error node-postgres ships no types for its internal module
import Query from 'pg/lib/query.js';
import { createDocument } from '../modules/documents/document.service.ts';
import { kindOf } from '../modules/documents/document-registry.ts';
import { createTestApp } from '../test/harness.ts';
import { analyze } from './trade-bench.ts';
import { salesCompany, salesInvoiceBody } from './sales.bench.ts';

const N = Number(process.env.N ?? 800);
const CLIENTS = Number(process.env.CLIENTS ?? 16);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL cluster');
const t = await createTestApp();
const co = await salesCompany(t, 'Hold', Number(process.env.ITEMS ?? 200));
const date = new Date().toISOString().slice(0, 10);
const kind = kindOf('sales-invoice');
const post = (i: number) => createDocument(t.ctx, co.clerk, kind, kind.decl.schema.parse(salesInvoiceBody(i, co, date)) as Record<string, unknown>, 'id');
for (let i = 0; i < 50; i++) await post(100000 + i);
await analyze(t);

interface Step { tag: string; sent: number; done: number }
const byConnection = new Map<unknown, Step[]>();
const transactions: Step[][] = [];
const tagOf = (q: { text?: string; name?: string }) => {
  const s = (q.text ?? q.name ?? '').replace(/\s+/g, ' ').trim();
  if (/^(begin|commit)$/.test(s)) return s;
  if (s.includes('lontar_lock_item_heads')) return 'item lock and heads';
  if (s.includes('with stock_moved')) return 'last statement';
  return s.slice(0, 32);
};
let timing = false;
const submit = Query.prototype.submit;
const ready = Query.prototype.handleReadyForQuery;
Query.prototype.submit = function (this: { _step?: Step; text?: string; name?: string }, connection: unknown) {
  if (timing) {
    const step = { tag: tagOf(this), sent: performance.now(), done: 0 };
    this._step = step;
    let steps = byConnection.get(connection);
    if (step.tag === 'begin' || !steps) {
      steps = [];
      byConnection.set(connection, steps);
      transactions.push(steps);
    }
    steps.push(step);
  }
  return submit.call(this, connection);
};
Query.prototype.handleReadyForQuery = function (this: { _step?: Step }, connection: unknown) {
  if (this._step) this._step.done = performance.now();
  return ready.call(this, connection);
};

timing = true;
let next = 0;
const t0 = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, async () => {
  while (next < N) await post(next++);
}));
const ms = performance.now() - t0;
timing = false;
console.log(`invoices ${N} clients ${CLIENTS} ${((N * 1000) / ms).toFixed(1)} invoices/s`);
const spans = new Map<string, number[]>();
const add = (k: string, v: number) => spans.set(k, [...(spans.get(k) ?? []), v]);
for (const steps of transactions) {
  const lock = steps.find((s) => s.tag === 'item lock and heads');
  if (!lock || !steps.find((s) => s.tag === 'last statement')) continue;
  steps.forEach((s, i) => {
    add(`${i} ${s.tag}: sent → answered`, s.done - s.sent);
    if (i + 1 < steps.length) add(`${i} ${s.tag}: answered → next sent`, steps[i + 1]!.sent - s.done);
  });
  add('HOLD item lock answered → commit answered', steps.at(-1)!.done - lock.done);
  add('TOTAL begin sent → commit answered', steps.at(-1)!.done - steps[0]!.sent);
}
for (const [k, a] of spans) {
  a.sort((x, y) => x - y);
  console.log(`${(a.reduce((s, x) => s + x, 0) / a.length).toFixed(2)} ms mean\t${a[Math.floor(a.length / 2)]!.toFixed(2)} p50\t${k}`);
}
await t.close();
process.exit(0);
