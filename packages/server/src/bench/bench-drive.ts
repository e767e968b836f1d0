import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../test/harness.ts';
import { cpuMeter, load } from './ledger-stats.ts';

/** Runs `total` calls of `post(i)` from `concurrency` loops; returns each call's latency and the wall time. */
export async function drive(total: number, concurrency: number, offset: number, post: (i: number) => Promise<void>) {
  const samples: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t0 = performance.now();
        await post(offset + i);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return { samples, wallMs: performance.now() - start };
}

/**
 * Warms up with `warmup` calls of `post` (numbered from `warmOffset`), then measures `documents` calls (from
 * `offset`) from `concurrency` loops: their latencies, the wall time, the load before and the CPU they cost.
 */
export async function driveMeasured(t: TestApp, opts: { warmup: number; warmOffset: number; documents: number; offset: number; concurrency: number }, post: (i: number) => Promise<void>) {
  await drive(opts.warmup, opts.concurrency, opts.warmOffset, post);
  const loadBefore = load();
  const meter = await cpuMeter(() => serverPids(t));
  const { samples, wallMs } = await drive(opts.documents, opts.concurrency, opts.offset, post);
  return { samples, wallMs, cpu: await meter(), loadBefore };
}

/** The processes of a PostgreSQL server (backends and auxiliary processes); none for PGlite, which runs in this process. */
export async function serverPids(t: TestApp): Promise<number[]> {
  if (t.database.kind !== 'postgres') return [];
  const rows = (await t.ctx.db.execute(sql`select pid from pg_stat_activity`)) as unknown as { rows: { pid: number | string }[] };
  return rows.rows.map((r) => Number(r.pid));
}

/**
 * The HTTP load generator, in a worker thread with its own event loop so that building requests and reading
 * responses does not sit in the server's loop. Plain node:http with a keep-alive agent of `concurrency` sockets;
 * `post(path, token, payload, key)` sends JSON (a string as it is) with an Idempotency-Key as a retrying client
 * would. The bench's `document(i, post, data)` posts document i: one request, or several that take what the one
 * before answered; its last answer is the document's. Documents 0 to warmup-1 warm up, the rest are measured.
 */
const CLIENT = (document: string) => `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { port, concurrency, warmup, count, data } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function post(path, token, payload, key) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: {
      'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: 'Bearer ' + token,
      'idempotency-key': key, 'accept-language': 'id' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const document = ${document};
async function drive(from, to) {
  const samples = [];
  const failures = [];
  let next = from;
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < to; i = next++) {
      const t0 = performance.now();
      const res = await document(i, post, data);
      samples.push(performance.now() - t0);
      if (res.status !== 201) failures.push(res.status + ' ' + res.body.slice(0, 200));
    }
  }));
  return { samples, failures, wallMs: performance.now() - start };
}
(async () => {
  await drive(0, warmup);
  const run = await drive(warmup, count);
  agent.destroy();
  parentPort.postMessage(run);
})().catch((e) => parentPort.postMessage({ error: String(e && e.stack || e) }));
`;

export interface HttpRun {
  concurrency: number;
  /** Documents that warm up before the measured ones; `count` is both together. */
  warmup: number;
  count: number;
  /** JavaScript source of `async (i, post, data) => answer`, run in the worker (no closure over this module). */
  document: string;
  /** What `document` reads (structured-cloned into the worker). */
  data: unknown;
}

/**
 * Runs `run` against the app on a listening port from the worker and answers the measured documents' latencies,
 * the wall time and the server's CPU over warm-up and run together (the client's own CPU is in the Node figure).
 * Throws when the worker failed or any posting was not created.
 */
export async function driveHttp(t: TestApp, run: HttpRun) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const meter = await cpuMeter(() => serverPids(t));
  const result = await new Promise<{ samples: number[]; failures: string[]; wallMs: number; error?: string }>((resolve, reject) => {
    const worker = new Worker(CLIENT(run.document), { eval: true, workerData: { port, concurrency: run.concurrency, warmup: run.warmup, count: run.count, data: run.data } });
    worker.once('message', (m) => {
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', reject);
  });
  const cpu = await meter();
  if (result.error) throw new Error(result.error);
  if (result.failures.length) throw new Error(`${result.failures.length} HTTP postings failed, first: ${result.failures[0]}`);
  return { samples: result.samples, wallMs: result.wallMs, cpu };
}
