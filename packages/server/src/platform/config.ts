import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). Ignored when databaseUrl is set. */
  dataDir: string;
  /** A migrated PGlite data directory (a dumpDataDir tarball) an in-memory database starts from (tests). */
  dataTemplate?: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  jwtSecret?: string;
  /** Create the demo account on an empty database. */
  demoSeed: boolean;
  adminEmail?: string;
  adminPassword?: string;
  requireApiKey: boolean;
  logLevel: string;
  /** Built web app to serve at '/'; absent directory means API only. */
  webDist: string;
  /** Requests per window for the per-address limits (forgot password, resend, availability, sign-up). */
  rateLimitMax: number;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number.isInteger(port) && port > 0 ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Lontar <no-reply@lontar.local>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    // The demo account is for the embedded install; on PostgreSQL it must be asked for with DEMO_SEED=1.
    demoSeed: flag(env.DEMO_SEED, !databaseUrl),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    requireApiKey: flag(env.REQUIRE_API_KEY, false),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 10),
  };
}

/** A config for tests: in-memory PGlite, no mail server, no demo data. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: 'memory://', DEMO_SEED: '0', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-0123456789abcdef0123456789' }),
    dataDir: 'memory://',
    ...overrides,
  };
}
