import { bigint, foreignKey, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { branch } from './masters.ts';
import { tenantIdColumn } from './tenant-helpers.ts';

/**
 * The branches a member works in (spec 002 §7.10 user-branch/{id}). A record limited to branches
 * (detailbranch) is seen by the members of one of them. No foreign key to users: a tenant table's keys stay
 * inside the tenant.
 */
export const userBranch = pgTable(
  'user_branch',
  {
    tenantId: tenantIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    branchid: bigint('branchid', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.branchid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.branchid], foreignColumns: [branch.tenantId, branch.branchid] }).onDelete('cascade'),
  ],
);
