import { sql } from 'drizzle-orm';
import type { Db } from './db.ts';
import { isPgPool, pgTransaction } from './pg-transaction.ts';

/** A transaction handle; repositories accept it wherever they accept the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

/**
 * The tenant of the current transaction as every RLS policy reads it. An unset or reset setting reads as
 * '' (not NULL) once it has been used in the session, hence the nullif: no tenant matches no row.
 */
export const TENANT_POLICY_EXPR = "nullif(current_setting('app.tenant_id', true), '')::bigint";

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, looking through driver wrappers. */
export { sqlState };

/** A text field of a database error (`detail`, `constraint`, `table`), looking through driver wrappers. */
export function sqlErrorField(error: unknown, name: 'detail' | 'constraint' | 'table'): string {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const value = (e as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
    e = (e as { cause?: unknown }).cause;
  }
  return '';
}

/**
 * The column of a failed composite foreign key. Under RLS PostgreSQL leaves the key out of `detail`, so it
 * is read from the constraint name drizzle-kit gives: <table>_tenant_id_<column>_<target>_tenant_id_<key>_fk.
 */
export function foreignKeyColumn(error: unknown): string {
  const table = sqlErrorField(error, 'table');
  const target = /in table "(\w+)"/.exec(sqlErrorField(error, 'detail'))?.[1] ?? '';
  const constraint = sqlErrorField(error, 'constraint');
  const prefix = `${table}_tenant_id_`;
  const rest = constraint.startsWith(prefix) ? constraint.slice(prefix.length) : '';
  const end = rest.indexOf(`_${target}_tenant_id_`);
  return end > 0 ? rest.slice(0, end) : 'reference';
}

/** Runs fn in a transaction, retrying serialization failures and deadlocks transparently. */
export async function withTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (isPgPool(db) ? pgTransaction(db, fn) : db.transaction(fn));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt * Math.random()));
    }
  }
}

/**
 * The request transaction for tenant calls: the statements run as `lontar_app` (not the owner, no
 * BYPASSRLS) with `app.tenant_id` set for this transaction only, so forced row-level security limits
 * every query to the tenant. Both settings end with the transaction.
 */
export async function withTenant<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  return withTx(db, async (tx) => {
    await enterTenant(tx, tenantId);
    return fn(tx);
  });
}

/**
 * Switches the current transaction into the tenant context. Control-plane writes that belong to the same
 * unit of work (a new company, the prepared flag) are done before this call, while still the owner role.
 */
export async function enterTenant(tx: Tx, tenantId: number): Promise<void> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('role', 'lontar_app', true)`);
}
