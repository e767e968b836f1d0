import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from './bootstrap.ts';

const run = promisify(execFile);
const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});
async function open(overrides: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(overrides);
  opened.push(t);
  return t;
}

// Each test opens a fresh embedded database and migrates it: seconds alone, tens of seconds on a loaded machine.
describe('first start', { timeout: 120_000 }, () => {
  it('creates a verified demo account on an empty database', async () => {
    const t = await open({ demoSeed: true });
    const token = await signIn(t, DEMO_USERNAME, DEMO_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.json().data.username).toBe('demo');
  });

  it('creates no demo account with DEMO_SEED=0', async () => {
    const t = await open({ demoSeed: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(401);
  });

  it('creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const t = await open({ adminEmail: 'root@lontar.test', adminPassword: 'admin-pass-123' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signinadm', payload: { username: 'root@lontar.test', password: 'admin-pass-123' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('npm run admin:create', () => {
  // Two CLI processes (npx, tsx, the embedded database) before the app: far over a unit test's time when loaded.
  it.skipIf(Boolean(process.env.DATABASE_URL))('creates an administrator in the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lontar-admin-'));
    const root = path.resolve(import.meta.dirname, '../../../..');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const bad = await run('npx', ['tsx', 'packages/server/src/cli/admin-create.ts', '--email', 'x'], { cwd: root, env }).catch((e: { code: number }) => e);
    expect((bad as { code: number }).code).toBe(2);
    const ok = await run('npx', ['tsx', 'packages/server/src/cli/admin-create.ts', '--email', 'ops@lontar.test', '--password', 'admin-pass-123'], { cwd: root, env });
    expect(ok.stdout).toContain('administrator ops@lontar.test ready');
    const t = await open({ dataDir });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signinadm', payload: { username: 'ops@lontar.test', password: 'admin-pass-123' } });
    expect(res.statusCode).toBe(200);
  }, 180_000);
});
