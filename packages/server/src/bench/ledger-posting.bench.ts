import { ZGlDocument } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { JOURNAL_KINDS } from '../modules/ledger/gl-document.kind.ts';
import { createDocument } from '../modules/documents/document.service.ts';
import { balanceDifferences } from '../modules/ledger/journal.repo.ts';
import { withTenant } from '../platform/tx.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { driveHttp, driveMeasured } from './bench-drive.ts';
import { ledgerCompany, tenLineVoucher, type LedgerCompany } from './ledger-fixture.ts';
import { load, perDocument, throughput } from './ledger-stats.ts';

export interface PostingOptions {
  /** Documents measured per path (after a warm-up of a tenth of that). */
  documents: number;
  /** Concurrent callers (service) and keep-alive connections (HTTP). */
  concurrency: number;
  /** Companies the callers post into (call i goes to company i mod companies). */
  companies: number;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Ten-line vouchers through the document service, as the route calls it (parsed document, clerk's rights). */
async function serviceLayer(t: TestApp, cos: LedgerCompany[], opts: PostingOptions) {
  const date = today();
  const post = async (i: number) => {
    const co = cos[i % cos.length]!;
    await createDocument(t.ctx, co.clerk, JOURNAL_KINDS['journal-voucher'], ZGlDocument.parse(tenLineVoucher(i, co.accounts, date)), 'id');
  };
  const { samples, wallMs, cpu, loadBefore } = await driveMeasured(t, { warmup: Math.max(50, Math.round(opts.documents / 10)), warmOffset: 1_000_000, documents: opts.documents, offset: 0, concurrency: opts.concurrency }, post);
  const cpuMsPerDocument = perDocument(cpu, opts.documents);
  return { ...throughput(samples, wallMs), cpuMsPerDocument, concurrency: opts.concurrency, companies: cos.length, loadBefore, loadAfter: load() };
}

/** The same vouchers through a listening server: routing, auth, membership, validation, JSON both ways. */
async function overHttp(t: TestApp, cos: LedgerCompany[], opts: PostingOptions) {
  const warmup = Math.max(50, Math.round(opts.documents / 10));
  const date = today();
  const targets = cos.map((co) => ({ path: `/api/tenant/${co.tenantId}/master/journal-voucher`, token: co.clerkToken }));
  const bodies = Array.from({ length: warmup + opts.documents }, (_, i) => JSON.stringify(tenLineVoucher(2_000_000 + i, cos[i % cos.length]!.accounts, date)));
  const loadBefore = load();
  const run = await driveHttp(t, {
    concurrency: opts.concurrency,
    warmup,
    count: bodies.length,
    data: { targets, bodies },
    document: `(i, post, { targets, bodies }) => {
      const { path, token } = targets[i % targets.length];
      return post(path, token, bodies[i], 'bench-' + i);
    }`,
  });
  const cpuMsPerDocument = perDocument(run.cpu, bodies.length);
  return { ...throughput(run.samples, run.wallMs), cpuMsPerDocument, concurrency: opts.concurrency, companies: cos.length, idempotencyKey: true, loadBefore, loadAfter: load() };
}

/** What a run left behind must be a consistent ledger: one journal of ten lines per document, balances equal to the lines. */
async function verify(t: TestApp, tenantId: number) {
  return withTenant(t.ctx.db, tenantId, async (tx) => {
    const counts = (await tx.execute(sql`select (select count(*) from gl_document) as docs, (select count(*) from journal) as journals, (select count(*) from journal_line) as lines`)) as unknown as {
      rows: { docs: string | number; journals: string | number; lines: string | number }[];
    };
    const c = counts.rows[0]!;
    if (Number(c.journals) !== Number(c.docs) || Number(c.lines) !== Number(c.docs) * 10) throw new Error(`documents and journals differ: ${JSON.stringify(c)}`);
    const differences = await balanceDifferences(tx, tenantId);
    if (differences.length) throw new Error(`balance table differs from the lines: ${JSON.stringify(differences.slice(0, 3))}`);
    return Number(c.docs);
  });
}

async function companies(t: TestApp, prefix: string, n: number) {
  const out: LedgerCompany[] = [];
  for (let k = 0; k < n; k++) out.push(await ledgerCompany(t, `${prefix} ${k + 1}`));
  return out;
}
/**
 * Ten-line journal vouchers from 16 concurrent callers, through the service layer and through HTTP, into one
 * company (every posting waits for the company's numbering row and shares its balance rows) and spread over
 * `opts.companies` companies (a multi-tenant server's load). Each run ends with a consistency check.
 */
export async function benchLedgerPosting(opts: PostingOptions) {
  const t = await createTestApp();
  try {
    const settings = await settingsOf(t);
    const warm = Math.max(50, Math.round(opts.documents / 10));
    const result: Record<string, unknown> = { database: t.database.kind, ...settings };
    const runs = [
      ['serviceOneCompany', 1, serviceLayer],
      ['serviceManyCompanies', opts.companies, serviceLayer],
      ['httpOneCompany', 1, overHttp],
      ['httpManyCompanies', opts.companies, overHttp],
    ] as const;
    // BENCH_LEDGER_RUNS=httpManyCompanies,… runs only those (for profiling one of them).
    const only = (process.env.BENCH_LEDGER_RUNS ?? '').split(',').filter(Boolean);
    for (const [name, n, run] of runs) {
      if (only.length && !only.includes(name)) continue;
      const cos = await companies(t, `PT ${name}`, n);
      // Provisioning the companies leaves work for autovacuum; done now, it stays out of the measured CPU.
      await t.ctx.db.execute(sql`vacuum analyze`);
      const measured = await run(t, cos, { ...opts, companies: n });
      let documents = 0;
      for (const co of cos) documents += await verify(t, co.tenantId);
      if (documents !== warm + opts.documents) throw new Error(`${name}: expected ${warm + opts.documents} documents, found ${documents}`);
      result[name] = { ...measured, check: { documents, balancesConsistent: true } };
    }
    return result;
  } finally {
    await t.close();
  }
}

/** The durability settings the numbers were taken with. */
async function settingsOf(t: TestApp) {
  const rows = (await t.ctx.db.execute(sql`select name, current_setting(name) as setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method', 'shared_buffers', 'max_connections', 'server_version')`)) as unknown as {
    rows: { name: string; setting: string }[];
  };
  return { settings: Object.fromEntries(rows.rows.map((r) => [r.name, r.setting])) };
}
