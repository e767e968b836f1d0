import { benchPgbench } from './ledger-pgbench.ts';
import { benchLedgerPosting } from './ledger-posting.bench.ts';
import { benchLedgerReports } from './ledger-reports.bench.ts';
import { envSize, envSizes, load } from './ledger-stats.ts';

/**
 * The ledger benchmarks of issue 5 (posting through the service layer and HTTP, reports over large
 * ledgers, a pgbench calibration) on PGlite and, when `pgUrl` is given, on PostgreSQL. Sizes come from the
 * environment; PGlite gets smaller defaults because it is a single in-process, in-memory WASM backend.
 *
 *   BENCH_LEDGER_DOCS / _PGLITE          vouchers measured per posting run (4000 / 1000)
 *   BENCH_LEDGER_CONCURRENCY             concurrent callers and HTTP connections (16)
 *   BENCH_LEDGER_COMPANIES               companies of the multi-company runs (16)
 *   BENCH_LEDGER_LINES / _PGLITE         ledger sizes in journal lines (1000000,5000000 / 100000,500000)
 *   BENCH_HISTORY_LINES / _PGLITE        lines of the account whose history is paged (200000 / 50000)
 *   BENCH_LEDGER_SAMPLES                 timed requests per report (30)
 *   BENCH_LEDGER_PARTS                   posting,reports,pgbench (all)
 *   BENCH_PGBENCH_SECONDS / _SCALE        the calibration run (25 s, scale 10); BENCH_PGBENCH the binary
 */
export async function benchLedger(pgUrl: string) {
  const concurrency = envSize('BENCH_LEDGER_CONCURRENCY', 16);
  const companies = envSize('BENCH_LEDGER_COMPANIES', 16);
  const samples = envSize('BENCH_LEDGER_SAMPLES', 30);
  const parts = (process.env.BENCH_LEDGER_PARTS ?? 'posting,reports,pgbench').split(',').map((s) => s.trim());
  const out: Record<string, unknown> = { loadAtStart: load() };
  const onDatabase = async <T>(url: string | undefined, fn: () => Promise<T>): Promise<T> => {
    if (url) process.env.DATABASE_URL = url;
    else delete process.env.DATABASE_URL;
    try {
      return await fn();
    } finally {
      delete process.env.DATABASE_URL;
    }
  };
  const both = [{ name: 'pglite', url: undefined, suffix: '_PGLITE' }, ...(pgUrl ? [{ name: 'postgres', url: pgUrl, suffix: '' }] : [])];
  for (const db of both) {
    const pglite = db.name === 'pglite';
    const result: Record<string, unknown> = {};
    if (parts.includes('posting')) {
      result.posting = await onDatabase(db.url, () => benchLedgerPosting({ documents: envSize(`BENCH_LEDGER_DOCS${db.suffix}`, pglite ? 1000 : 4000), concurrency, companies }));
    }
    if (parts.includes('reports')) {
      result.reports = await onDatabase(db.url, () =>
        benchLedgerReports({
          sizes: envSizes(`BENCH_LEDGER_LINES${db.suffix}`, pglite ? [100_000, 500_000] : [1_000_000, 5_000_000]),
          historyLines: envSize(`BENCH_HISTORY_LINES${db.suffix}`, pglite ? 50_000 : 200_000),
          samples,
        }),
      );
    }
    if (parts.includes('pgbench') && db.url) result.pgbench = await benchPgbench(db.url);
    out[db.name] = result;
  }
  out.loadAtEnd = load();
  return out;
}
