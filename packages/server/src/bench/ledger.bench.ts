import { benchLedgerPosting } from './ledger-posting.bench.ts';
import { envSize, load } from './ledger-stats.ts';

/**
 * The ledger benchmarks of issue 5 (posting through the service layer and HTTP, reports over large
 * ledgers, a pgbench calibration) on PGlite and, when `pgUrl` is given, on PostgreSQL. Sizes come from the
 * environment; PGlite gets smaller defaults because it is a single in-process, in-memory backend.
 */
export async function benchLedger(pgUrl: string) {
  const concurrency = envSize('BENCH_LEDGER_CONCURRENCY', 16);
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
  out.pglite = {
    posting: await onDatabase(undefined, () => benchLedgerPosting({ documents: envSize('BENCH_LEDGER_DOCS_PGLITE', 1000), concurrency })),
  };
  if (pgUrl) {
    out.postgres = {
      posting: await onDatabase(pgUrl, () => benchLedgerPosting({ documents: envSize('BENCH_LEDGER_DOCS', 4000), concurrency })),
    };
  }
  out.loadAtEnd = load();
  return out;
}
