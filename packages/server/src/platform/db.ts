import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';

export type Schema = typeof schema;
/** The common surface of the PGlite and node-postgres drivers; services only use this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball another in-memory database can start from. */
  dump?(): Promise<Blob>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

export interface DatabaseOptions {
  dataDir: string;
  /** A migrated PGlite data directory (a dumpDataDir tarball) an in-memory database starts from. */
  dataTemplate?: string;
  databaseUrl?: string;
  poolSize?: number;
}

/** Opens PGlite (default) or PostgreSQL (DATABASE_URL) and applies the checked-in migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // JIT off: the planner's cost of a report over a big item's moves passes jit_above_cost while the query itself
    // takes milliseconds, and compiling it took 300 ms (docs/decisions.md "PostgreSQL JIT off").
    // Pipeline mode: a query is sent as soon as it is made, so a transaction's begin, and its commit, travel with
    // its statements (pg-transaction.ts).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: '-c jit=off', pipeline: true } as pg.PoolConfig);
    // A broken idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir !== 'memory://') fs.mkdirSync(options.dataDir, { recursive: true });
  const memory = options.dataDir === 'memory://';
  const loadDataDir = memory && options.dataTemplate ? new Blob([fs.readFileSync(options.dataTemplate)]) : undefined;
  const client = await PGlite.create({ dataDir: memory ? undefined : options.dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzleLite({ client, schema }) as unknown as Db;
  await migrateLite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none') };
}
