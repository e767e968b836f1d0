import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './control.ts';

/** Companies (tenants) and memberships: control plane, no RLS (DESIGN.md §3). */
export const tenants = pgTable(
  'tenants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    datasourcekey: text('datasourcekey').notNull(),
    status: text('status').notNull().default('active'),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    prepared: boolean('prepared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_name_key').on(sql`lower(${t.name})`), uniqueIndex('tenants_datasourcekey_key').on(t.datasourcekey)],
);

export const tenantUsers = pgTable(
  'tenant_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    owner: boolean('owner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenant_users_tenant_user_key').on(t.tenantId, t.userId), index('tenant_users_user_idx').on(t.userId)],
);

/** An invitation by e-mail for someone without an account; it becomes a membership on sign-up. */
export const tenantInvitations = pgTable(
  'tenant_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roleId: integer('role_id').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenant_invitations_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`)],
);
