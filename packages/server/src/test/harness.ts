import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../app.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { testConfig, type Config } from '../platform/config.ts';
import { hashPassword } from '../platform/secrets.ts';
import { insertUser } from '../modules/user/user.repo.ts';
import { databaseUrl, onCluster, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './db-template.ts';

export interface TestApp extends BuiltApp {
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new database
 * on that PostgreSQL cluster that is dropped afterwards. The same suite runs on both.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (adminUrl) {
    const name = `lontar_test_${randomBytes(6).toString('hex')}`;
    // A copy of the run's migrated template when there is one (db-template.ts); the migrations then find nothing to do.
    const template = process.env[PG_TEMPLATE_ENV];
    await onCluster(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
    url = databaseUrl(adminUrl, name);
    dropDatabase = () => onCluster(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const built = await buildApp(testConfig({ databaseUrl: url, dataTemplate: process.env[PGLITE_TEMPLATE_ENV], ...overrides }));
  await built.app.ready();
  return {
    ...built,
    async close() {
      await built.app.close();
      await dropDatabase();
    },
  };
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

let counter = 0;
/** A verified user created directly in the database (sign-up itself is tested through the API). */
export async function createVerifiedUser(t: TestApp, patch: Partial<{ username: string; email: string; language: string; name: string }> = {}): Promise<TestUser> {
  counter += 1;
  const username = patch.username ?? `user${counter}_${randomBytes(3).toString('hex')}`;
  const email = patch.email ?? `${username}@contoh.co.id`;
  const password = 'rahasia-123';
  const row = await insertUser(t.ctx.db, {
    name: patch.name ?? `Pengguna ${counter}`,
    username,
    email,
    passwordHash: await hashPassword(password),
    language: patch.language ?? 'id',
    verifiedAt: new Date(),
  });
  return { id: row.id, username, email, password };
}

export async function signIn(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().accessToken as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The newest mail written to the outbox for an address, and the first link in it. */
export async function lastMail(t: TestApp, to: string) {
  const rows = await t.ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id));
  const mail = rows.find((r) => r.recipient === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(mail.textBody)?.[0] ?? '';
  return { ...mail, link, token: link.split('accesstoken=')[1] ?? '' };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A signed-in owner with one new company, and a caller for `/api/tenant/{tenantId}/master/<path>` —
 * the starting point of most tenant API tests.
 */
export async function companyFixture(t: TestApp, name: string, user: Partial<{ language: string; name: string }> = {}) {
  const owner = await createVerifiedUser(t, user);
  const token = await signIn(t, owner.username, owner.password);
  const res = await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(token), payload: { name } });
  if (res.statusCode !== 201) throw new Error(`company not created: ${res.body}`);
  const tenantId = res.json().data.tenantId as number;
  const master = (tok: string) => (method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/tenant/${tenantId}/master/${path}`, headers: { ...bearer(tok), ...headers }, payload });
  return { owner, token, tenantId, req: master(token), as: master };
}
