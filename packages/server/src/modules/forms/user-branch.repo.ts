import { and, asc, eq } from 'drizzle-orm';
import { branch, userBranch } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/** The branches a member works in, by name. */
export async function branchesOf(tx: Tx, tenantId: number, userId: number) {
  return tx
    .select({ branchid: branch.branchid, branchname: branch.branchname })
    .from(userBranch)
    .innerJoin(branch, and(eq(branch.tenantId, userBranch.tenantId), eq(branch.branchid, userBranch.branchid)))
    .where(and(eq(userBranch.tenantId, tenantId), eq(userBranch.userId, userId)))
    .orderBy(asc(branch.branchname));
}

/** Replaces a member's branches; an unknown branch fails on the foreign key. */
export async function replaceBranches(tx: Tx, tenantId: number, userId: number, branchids: number[]) {
  await tx.delete(userBranch).where(and(eq(userBranch.tenantId, tenantId), eq(userBranch.userId, userId)));
  if (branchids.length) await tx.insert(userBranch).values(branchids.map((branchid) => ({ tenantId, userId, branchid })));
}
