import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Waits until the server answers /api/time (tsx compiles the server first: slow on a loaded CI machine). */
async function waitForServer(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(`${url}/api/time`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('graceful shutdown on SIGTERM', () => {
  // A server process started through tsx, twelve sign-ups and a shutdown: far over a unit test's time when loaded.
  it('finishes in-flight requests, exits 0 and leaves the embedded database consistent', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lontar-sigterm-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SEED: '0', DATABASE_URL: '', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    await waitForServer(url);

    // Each sign-up hashes a password (tens of ms); SIGTERM is sent once the server has received them all.
    const requests = Array.from({ length: 12 }, (_, i) =>
      fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Karyawan ${i}`, username: `karyawan${i}`, email: `k${i}@contoh.co.id`, password: 'rahasia-123' }),
      }).then((r) => r.status),
    );
    const received = () => (log.match(/"incoming request"/g) ?? []).length;
    const baseline = received();
    while (received() < baseline + requests.length) await new Promise((r) => setTimeout(r, 2));
    child.kill('SIGTERM');
    const statuses = await Promise.all(requests);
    expect(await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 60_000))])).toBe(0);
    expect(log).toContain('database closed');
    // Every request already received was completed before the process exited.
    expect(statuses).toEqual(requests.map(() => 201));

    const database = await openDatabase({ dataDir });
    const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(statuses.filter((s) => s === 201).length);
    await database.close();
  }, 240_000);
});
