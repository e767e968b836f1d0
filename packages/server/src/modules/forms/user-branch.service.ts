import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { sqlState, type Tx } from '../../platform/tx.ts';
import { findMembership } from '../tenant/tenant.repo.ts';
import { branchesOf, replaceBranches } from './user-branch.repo.ts';

async function requireMember(ctx: AppContext, call: TenantCall, userId: number) {
  if (!(await findMembership(ctx.db, call.tenantId, userId))) throw new AppError('NOT_FOUND');
}

/** Someone else's branches are user administration, like their rights. */
async function requirePermissionsRight(tx: Tx, call: TenantCall) {
  if (!(await hasRight(tx, call, 'user-permissions', 'akses'))) throw accessDenied('NO_ACCESS_PERMISSIONS');
}

/** GET user-branch/{userId}: the branches a member works in (one's own need no right). */
export async function getUserBranches(ctx: AppContext, call: TenantCall, userId: number) {
  await requireMember(ctx, call, userId);
  return inTenant(ctx, call, async (tx) => {
    if (userId !== call.userId) await requirePermissionsRight(tx, call);
    return { userId, branches: await branchesOf(tx, call.tenantId, userId) };
  });
}

/** PUT user-branch/{userId}: replaces them; needs "change user permissions". */
export async function saveUserBranches(ctx: AppContext, call: TenantCall, userId: number, branchids: number[]) {
  await requireMember(ctx, call, userId);
  return inTenant(ctx, call, async (tx) => {
    await requirePermissionsRight(tx, call);
    try {
      await replaceBranches(tx, call.tenantId, userId, [...new Set(branchids)]);
    } catch (error) {
      if (sqlState(error) === '23503') throw new AppError('V_REF_NOT_FOUND', { field: 'branches' }, { status: 400 });
      throw error;
    }
    return { userId, branches: await branchesOf(tx, call.tenantId, userId) };
  });
}
