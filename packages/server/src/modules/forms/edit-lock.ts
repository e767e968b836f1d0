import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { findUserById } from '../user/user.repo.ts';
import { LOCK_MINUTES } from './form.repo.ts';

/** Thrown inside a tenant transaction; turned into RECORD_LOCKED with the holder's name once it has ended. */
export class LockedBy extends Error {
  constructor(readonly holder: number) {
    super('locked');
  }
}

/**
 * Runs a tenant transaction and names the lock holder afterwards: the users table is read outside the
 * transaction (PGlite has one connection, and the request role may not read the control plane).
 */
export async function inTenantNamingLocks<T>(ctx: AppContext, call: TenantCall, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await inTenant(ctx, call, fn);
  } catch (error) {
    if (!(error instanceof LockedBy)) throw error;
    const user = await findUserById(ctx.db, error.holder);
    throw new AppError('RECORD_LOCKED', { user: user?.name ?? '?' }, { status: 409 });
  }
}

/** A lock older than LOCK_MINUTES is nobody's. */
export function lockExpired(row: { lockedTime?: unknown }): boolean {
  const at = row.lockedTime instanceof Date ? row.lockedTime.getTime() : Date.parse(String(row.lockedTime ?? ''));
  return !Number.isFinite(at) || Date.now() - at > LOCK_MINUTES * 60_000;
}

/** Someone other than the caller holds a live lock on the row. */
export function lockedByOther(row: { lockedBy?: unknown; lockedTime?: unknown }, userId: number): boolean {
  return Boolean(row.lockedBy) && Number(row.lockedBy) !== userId && !lockExpired(row);
}
