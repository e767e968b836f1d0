import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { envSize, load } from './ledger-stats.ts';

const run = promisify(execFile);

/** pgbench from BENCH_PGBENCH, the Debian PostgreSQL 15 location, or the PATH. */
function pgbenchBinary(): string {
  if (process.env.BENCH_PGBENCH) return process.env.BENCH_PGBENCH;
  const debian = '/usr/lib/postgresql/15/bin/pgbench';
  return fs.existsSync(debian) ? debian : 'pgbench';
}

/** The figures of pgbench's summary that readers compare machines by. */
function parse(output: string) {
  const num = (re: RegExp) => {
    const m = re.exec(output);
    return m ? Number(m[1]) : null;
  };
  return {
    tps: num(/tps = ([\d.]+) \(without initial connection time\)/),
    latencyAverageMs: num(/latency average = ([\d.]+) ms/),
    latencyStddevMs: num(/latency stddev = ([\d.]+) ms/),
    transactions: num(/number of transactions actually processed: (\d+)/),
    failed: num(/number of failed transactions: (\d+)/),
  };
}

/**
 * A TPC-B-like pgbench run (scale 10, 16 clients, 2 threads) on the same PostgreSQL as the ledger numbers,
 * in a database of its own that is dropped afterwards: it tells readers how fast this machine and its disk
 * are, so the ledger's documents per second can be compared with other machines.
 */
export async function benchPgbench(adminUrl: string) {
  const seconds = envSize('BENCH_PGBENCH_SECONDS', 25);
  const scale = envSize('BENCH_PGBENCH_SCALE', 10);
  const clients = envSize('BENCH_LEDGER_CONCURRENCY', 16);
  const name = `lontar_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const settings = Object.fromEntries(
      (await admin.query<{ name: string; setting: string }>(`select name, current_setting(name) as setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method', 'shared_buffers', 'server_version')`)).rows.map((r) => [r.name, r.setting]),
    );
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const bin = pgbenchBinary();
    await run(bin, ['-i', '-q', '-s', String(scale), url.toString()], { maxBuffer: 16 * 2 ** 20 });
    const loadBefore = load();
    const { stdout } = await run(bin, ['-c', String(clients), '-j', '2', '-T', String(seconds), '-M', 'prepared', url.toString()], { maxBuffer: 16 * 2 ** 20 });
    return { command: `pgbench -i -s ${scale}; pgbench -c ${clients} -j 2 -T ${seconds} -M prepared`, settings, ...parse(stdout), loadBefore, loadAfter: load() };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
