import { ZGlDocument } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { createDocument } from '../modules/documents/document.service.ts';
import { JOURNAL_KINDS } from '../modules/ledger/gl-document.kind.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { drive } from './bench-drive.ts';
import { tenLineVoucher, type LedgerCompany } from './ledger-fixture.ts';
import { envSize, load, throughput } from './ledger-stats.ts';

/** What the trade benchmarks (purchase.bench.ts, sales.bench.ts) share: prices, the voucher figure and the databases loop. */

/** A whole number of cents as decimal text (random prices are drawn as integers). */
export const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Ten-line journal vouchers through the service layer with the same clients: the ledger's figure in the same run. */
export async function voucherFigure(t: TestApp, co: LedgerCompany, documents: number, concurrency: number) {
  const date = new Date().toISOString().slice(0, 10);
  const post = async (i: number) => {
    await createDocument(t.ctx, co.clerk, JOURNAL_KINDS['journal-voucher'], ZGlDocument.parse(tenLineVoucher(i, co.accounts, date)), 'id');
  };
  await drive(Math.max(10, Math.round(documents / 10)), concurrency, 900_000, post);
  const { samples, wallMs } = await drive(documents, concurrency, 0, post);
  return { ...throughput(samples, wallMs), concurrency };
}

/**
 * Runs a trade benchmark on PGlite and, with `pgUrl`, on PostgreSQL: a fresh app each, `documents` per run from
 * `${prefix}_DOCS` (PostgreSQL, 400) or `${prefix}_DOCS_PGLITE` (100). Answers `{ loadAtStart, pglite, postgres?, loadAtEnd }`.
 */
export async function onDatabases(pgUrl: string, prefix: string, run: (t: TestApp, documents: number) => Promise<Record<string, unknown>>) {
  const out: Record<string, unknown> = { loadAtStart: load() };
  for (const db of [{ name: 'pglite', url: undefined as string | undefined }, ...(pgUrl ? [{ name: 'postgres', url: pgUrl }] : [])]) {
    if (db.url) process.env.DATABASE_URL = db.url;
    else delete process.env.DATABASE_URL;
    const documents = envSize(db.url ? `${prefix}_DOCS` : `${prefix}_DOCS_PGLITE`, db.url ? 400 : 100);
    const t = await createTestApp();
    try {
      out[db.name] = { database: t.database.kind, documentsPerRun: documents, ...(await run(t, documents)) };
    } finally {
      await t.close();
      delete process.env.DATABASE_URL;
    }
  }
  out.loadAtEnd = load();
  return out;
}

/** Statistics for the planner once the company's masters are in (a fresh database believes every table empty). */
export const analyze = (t: TestApp) => t.ctx.db.execute(sql`vacuum analyze`);
