import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../platform/db.ts';

/**
 * Migrating a fresh database costs each test file about 2.5 s of CPU on PGlite; the suite has dozens of them. So a
 * run migrates one template and every test database starts as a copy of it: a PGlite data-directory tarball loaded
 * into memory, or on PostgreSQL `create database … template …`. The names travel to the test workers in these
 * variables (workers inherit the environment the global setup leaves).
 */
export const PGLITE_TEMPLATE_ENV = 'LONTAR_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'LONTAR_TEST_PG_TEMPLATE';

export async function onCluster(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Makes the run's template (on DATABASE_URL's cluster when set, else for PGlite); the returned function removes it. */
export async function makeTestTemplate(): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `lontar_template_${randomBytes(6).toString('hex')}`;
    await onCluster(adminUrl, `create database ${name}`);
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: databaseUrl(adminUrl, name), poolSize: 1 });
    await database.close();
    process.env[PG_TEMPLATE_ENV] = name;
    return () => onCluster(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lontar-test-template-'));
  const file = path.join(dir, 'pglite.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
