import { bigint, bigserial, boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { masterColumns, tenantIdColumn } from './tenant-helpers.ts';

/** Transaction approvals (issue 14, spec 001 §3 "Approval note master/details", §4, §6). RLS in migration 0051. */

/** authorization-approval: which members may approve which transaction form (`form` is the API form name). */
export const approvalAuthorization = pgTable(
  'approval_authorization',
  {
    tenantId: tenantIdColumn(),
    form: text('form').notNull(),
    userid: bigint('userid', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.form, t.userid] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

/**
 * approval-rule: a document of `form` (in `branchid`, when set) whose total is at least `minamount` or whose
 * document discount is at least `mindiscount` percent needs `approvers` (one to four member ids, in order).
 */
export const approvalRule = pgTable(
  'approval_rule',
  {
    tenantId: tenantIdColumn(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    form: text('form').notNull(),
    description: text('description').notNull().default(''),
    branchid: bigint('branchid', { mode: 'number' }),
    minamount: numeric('minamount', { precision: 24, scale: 6 }),
    mindiscount: numeric('mindiscount', { precision: 9, scale: 4 }),
    approvers: jsonb('approvers').$type<number[]>().notNull(),
    allowself: boolean('allowself').notNull().default(false),
    ...masterColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'), index('approval_rule_form_idx').on(t.tenantId, t.form)],
);

/**
 * A document's approval state (the approval note master). `levels`: the member ids of each level in order, `null`
 * for a level any member authorized for the form may approve. `status`: 0 waiting, 1 approved, 2 rejected.
 * `nextlevel` is the level waiting (1-based); `round` counts the edits, each of which starts the approvals again.
 */
export const approvalNote = pgTable(
  'approval_note',
  {
    tenantId: tenantIdColumn(),
    form: text('form').notNull(),
    transid: bigint('transid', { mode: 'number' }).notNull(),
    transno: text('transno').notNull().default(''),
    transdate: date('transdate', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull().default('0'),
    creator: bigint('creator', { mode: 'number' }).notNull(),
    ruleid: bigint('ruleid', { mode: 'number' }),
    allowself: boolean('allowself').notNull().default(false),
    levels: jsonb('levels').$type<(number | null)[]>().notNull(),
    status: integer('status').notNull().default(0),
    nextlevel: integer('nextlevel').notNull().default(1),
    round: integer('round').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.form, t.transid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    index('approval_note_waiting_idx').on(t.tenantId, t.status, t.form),
  ],
);

/** Each approval or rejection of a level (the approval note details); one per document, round and level. */
export const approvalNoteDetail = pgTable(
  'approval_note_detail',
  {
    tenantId: tenantIdColumn(),
    form: text('form').notNull(),
    transid: bigint('transid', { mode: 'number' }).notNull(),
    round: integer('round').notNull(),
    level: integer('level').notNull(),
    userid: bigint('userid', { mode: 'number' }).notNull(),
    username: text('username').notNull().default(''),
    approved: boolean('approved').notNull(),
    note: text('note').notNull().default(''),
    approvedate: timestamp('approvedate', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.form, t.transid, t.round, t.level] }),
    foreignKey({ columns: [t.tenantId, t.form, t.transid], foreignColumns: [approvalNote.tenantId, approvalNote.form, approvalNote.transid] }).onDelete('cascade'),
  ],
);
