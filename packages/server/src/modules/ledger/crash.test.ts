import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../..');
const adminUrl = process.env.DATABASE_URL;

/** Waits until the server answers /api/time (tsx compiles the server first: slow on a loaded CI machine). */
async function waitFor(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/time`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function startServer(databaseUrl: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DEMO_SEED: '1', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000', JWT_SECRET: 'crash-test-secret-0123456789abcdef' },
    stdio: 'ignore',
  });
}

/**
 * Kills the server with SIGKILL while 500 journal vouchers are being posted concurrently, restarts it, and
 * checks that every acknowledged voucher is there, no document is half-written and the ledger balances.
 * PostgreSQL only: the embedded database is a single process by design.
 */
describe.skipIf(!adminUrl)('crash during concurrent postings (PostgreSQL)', () => {
  const name = `lontar_crash_${randomBytes(4).toString('hex')}`;
  let server: ChildProcess | undefined;
  afterAll(async () => {
    server?.kill('SIGKILL');
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  // Two server starts and 500 concurrent postings: minutes, not seconds, on a loaded 2-core machine.
  it('keeps every acknowledged document and a balanced ledger after SIGKILL', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(adminUrl!);
    dbUrl.pathname = `/${name}`;
    const port = 21_000 + Math.floor(Math.random() * 20_000);
    const url = `http://127.0.0.1:${port}`;
    server = startServer(dbUrl.toString(), port);
    await waitFor(url);

    const signin = await (await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo12345' }) })).json();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${signin.accessToken}` };
    const company = await (await fetch(`${url}/api/tenant`, { method: 'POST', headers, body: JSON.stringify({ name: 'PT Uji Mati Mendadak' }) })).json();
    const tenantId = company.data.tenantId as number;

    const acknowledged: { id: number; jvnumber: string; key: string }[] = [];
    const post = (i: number) => {
      const key = `crash-${i}`;
      return fetch(`${url}/api/tenant/${tenantId}/master/journal-voucher`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify({ transdate: '2026-11-02', description: `crash ${i}`, details: [{ glaccount: '6-10200', glamount: String(1000 + i) }, { glaccount: '1-10002', glamount: String(-(1000 + i)) }] }),
      })
        .then(async (r) => {
          if (r.status === 201) acknowledged.push({ ...(await r.json()).data, key });
        })
        .catch(() => undefined);
    };
    const all = Array.from({ length: 500 }, (_, i) => post(i));
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 5));
    server.kill('SIGKILL');
    await Promise.all(all);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(acknowledged.length).toBeLessThan(500);

    server = startServer(dbUrl.toString(), port);
    await waitFor(url);
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    try {
      const docs = await db.query('select jvid, jvnumber, journalid from gl_document where tenant_id = $1', [tenantId]);
      const ids = new Set(docs.rows.map((r) => Number(r.jvid)));
      for (const a of acknowledged) expect(ids.has(a.id)).toBe(true);
      const halfWritten = await db.query(
        `select d.jvid from gl_document d
         where d.tenant_id = $1 and (d.journalid is null
           or (select count(*) from gl_document_line l where l.tenant_id = d.tenant_id and l.jvid = d.jvid) <> 2
           or (select count(*) from journal j where j.tenant_id = d.tenant_id and j.docid = d.jvid and j.form = 'journal-voucher') <> 1)`,
        [tenantId],
      );
      expect(halfWritten.rows).toEqual([]);
      const unbalanced = await db.query('select journalid from journal_line where tenant_id = $1 group by journalid having sum(amount) <> 0', [tenantId]);
      expect(unbalanced.rows).toEqual([]);
      const orphans = await db.query('select j.journalid from journal j where j.tenant_id = $1 and not exists (select 1 from journal_line l where l.tenant_id = j.tenant_id and l.journalid = j.journalid)', [tenantId]);
      expect(orphans.rows).toEqual([]);
      const balances = await db.query('select coalesce(sum(debit - credit), 0)::text as net, (select coalesce(sum(amount), 0)::text from journal_line where tenant_id = $1) as lines from account_period_balance where tenant_id = $1', [tenantId]);
      expect(Number(balances.rows[0].net)).toBe(0);
      const numbers = docs.rows.map((r) => r.jvnumber as string);
      expect(new Set(numbers).size).toBe(numbers.length);
    } finally {
      await db.end();
    }

    // Retrying an acknowledged request with its key replays it instead of posting twice.
    const again = await fetch(`${url}/api/tenant/${tenantId}/master/journal-voucher`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${(await (await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo12345' }) })).json()).accessToken}`, 'idempotency-key': acknowledged[0]!.key },
      body: JSON.stringify({ transdate: '2026-11-02', description: `crash ${acknowledged[0]!.key.slice(6)}`, details: [{ glaccount: '6-10200', glamount: String(1000 + Number(acknowledged[0]!.key.slice(6))) }, { glaccount: '1-10002', glamount: String(-(1000 + Number(acknowledged[0]!.key.slice(6)))) }] }),
    });
    expect(again.status).toBe(201);
    expect((await again.json()).data.id).toBe(acknowledged[0]!.id);
  }, 360_000);
});
