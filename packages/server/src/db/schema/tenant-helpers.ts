import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

/** The first column of every tenant table's primary key and of each of its foreign keys. */
export const tenantIdColumn = () => bigint('tenant_id', { mode: 'number' }).notNull();

/** Optimistic concurrency and timestamps shared by tenant records. */
export const recordColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Master records also carry the edit lock: who opened it for editing, and since when. */
export const masterColumns = () => ({
  ...recordColumns(),
  lockedBy: bigint('locked_by', { mode: 'number' }),
  lockedTime: timestamp('locked_time', { withTimezone: true }),
});
