import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchProvision } from './provision.bench.ts';
import { benchReadall } from './readall.bench.ts';
import { benchLedger } from './ledger.bench.ts';
import { benchStock } from './stock.bench.ts';
import { benchPurchase } from './purchase.bench.ts';
import { benchSales } from './sales.bench.ts';
import { benchReceivables } from './receivables.bench.ts';

/**
 * npm run bench: runs each benchmark on PGlite and, when BENCH_DATABASE_URL (or DATABASE_URL) points at a
 * PostgreSQL server whose user may create databases, on PostgreSQL too. Writes JSON to bench-results/.
 */
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const runs = Number(process.env.BENCH_RUNS ?? 30);
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
/** BENCH_ONLY=ledger (comma-separated: provision, readall, ledger, stock, purchase, sales, receivables) runs a part; unset runs everything. */
const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const wanted = (name: string) => only.length === 0 || only.includes(name);

async function onBoth<T>(fn: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  delete process.env.DATABASE_URL;
  results.push(await fn());
  if (pgUrl) {
    process.env.DATABASE_URL = pgUrl;
    results.push(await fn());
    delete process.env.DATABASE_URL;
  }
  return results;
}

const result = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  provisionCompanyMs: wanted('provision') ? await onBoth(() => benchProvision(runs)) : undefined,
  readallMs: wanted('readall') ? await onBoth(() => benchReadall(rows, Math.max(runs, 40))) : undefined,
  ledger: wanted('ledger') ? await benchLedger(pgUrl) : undefined,
  stock: wanted('stock') ? await benchStock(pgUrl) : undefined,
  purchase: wanted('purchase') ? await benchPurchase(pgUrl) : undefined,
  sales: wanted('sales') ? await benchSales(pgUrl) : undefined,
  receivables: wanted('receivables') ? await benchReceivables(pgUrl) : undefined,
};
const dir = path.resolve(import.meta.dirname, '../../../../bench-results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `bench-${result.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(result, null, 2));
console.log(JSON.stringify(result, null, 2));
console.log(`written to ${path.relative(process.cwd(), file)}`);
