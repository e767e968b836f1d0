import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { withTenant } from '../platform/tx.ts';
import { bearer, createTestApp, type TestApp } from '../test/harness.ts';
import { ledgerCompany, type LedgerCompany } from './ledger-fixture.ts';
import { SEEDED, seedJournals, settle, verifySeed } from './ledger-seed.ts';
import { latency, load } from './ledger-stats.ts';

export interface ReportOptions {
  /** Ledger sizes in journal lines, measured in turn (each stage adds journals to the previous one). */
  sizes: number[];
  /** Lines of the account whose history is paged (all in the first stage). */
  historyLines: number;
  samples: number;
}

async function timed(t: TestApp, co: LedgerCompany, url: string, samples: number) {
  const get = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tenant/${co.tenantId}/master/${url}`, headers: bearer(co.clerkToken) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  for (let i = 0; i < 3; i++) await get();
  const times: number[] = [];
  let last = await get();
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    last = await get();
    times.push(performance.now() - start);
  }
  return { times: latency(times), body: last.json() as Record<string, unknown> };
}

async function balanceRows(t: TestApp, tenantId: number) {
  return withTenant(t.ctx.db, tenantId, async (tx) => {
    const r = (await tx.execute(sql`select count(*) as n from account_period_balance where tenant_id = ${tenantId}`)) as unknown as { rows: { n: string | number }[] };
    return Number(r.rows[0]!.n);
  });
}

/**
 * Trial balance and balance sheet over a ledger of each size, and the first page of an account's history,
 * through the HTTP stack (app.inject) as a clerk with the reports right. The ledger is seeded set-based
 * (ledger-seed.ts) and its invariants are checked before anything is measured.
 */
export async function benchLedgerReports(opts: ReportOptions) {
  const sizes = [...opts.sizes].sort((a, b) => a - b);
  if (opts.historyLines > sizes[0]! / 2) throw new Error(`the history account's ${opts.historyLines} lines must fit in half of the first stage (${sizes[0]} lines)`);
  const t = await createTestApp();
  try {
    const co = await ledgerCompany(t, 'PT Buku Besar Raksasa');
    const history = co.accounts[0]!;
    const plan = {
      tenantId: co.tenantId,
      userid: co.clerk.userId,
      glids: co.accounts.slice(1).map((a) => a.glid),
      departments: co.departments,
      projects: co.projects,
      historyGlid: history.glid,
      historyLines: opts.historyLines,
    };
    const year = SEEDED.lastYear;
    const stages = [];
    let journals = 0;
    for (const lines of sizes) {
      const target = Math.ceil(lines / SEEDED.linesPerJournal);
      const loadBefore = load();
      const seedStart = performance.now();
      await seedJournals(t.ctx.db, plan, journals, target);
      const seedMs = Math.round(performance.now() - seedStart);
      journals = target;
      const vacuumAnalyzeMs = await settle(t.ctx.db);
      const check = await verifySeed(t.ctx.db, co.tenantId);
      const trial = await timed(t, co, `trial-balance?from=${year}-01&to=${year}-12`, opts.samples);
      const sheet = await timed(t, co, `balance-sheet?at=${year}-12&compare=previous-year`, opts.samples);
      const hist = await timed(t, co, `glaccount-glhist?VGLACCOUNT=${encodeURIComponent(history.glaccount)}&DFROM=${SEEDED.firstYear}-01-01&DTO=${year}-12-31&size=100`, opts.samples);
      const histRows = (hist.body.listdata as unknown[]).length;
      if (histRows !== 100) throw new Error(`history first page has ${histRows} rows`);
      stages.push({
        journalLines: check.lines,
        balanceRows: await balanceRows(t, co.tenantId),
        seedMs,
        vacuumAnalyzeMs,
        invariantsCheckedMs: check.ms,
        trialBalanceMs: { ...trial.times, accounts: (trial.body.listdata as unknown[]).length },
        balanceSheetMs: { ...sheet.times, accounts: (sheet.body.listdata as unknown[]).length, columns: 2 },
        historyFirstPageMs: { ...hist.times, account: history.glaccount, accountLines: opts.historyLines, pageSize: 100 },
        loadBefore,
        loadAfter: load(),
      });
    }
    return { database: t.database.kind, stages };
  } finally {
    await t.close();
  }
}
