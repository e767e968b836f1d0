import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, foreignKey, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { masterColumns, tenantIdColumn } from './tenant-helpers.ts';

/** Memorized and recurring transactions (issue 14). RLS in migration 0050. */

const tenantFk = (t: { tenantId: AnyPgColumn }) => foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade');

/** A document saved as a named template (`memorized`): its form and the body a new document starts from. */
export const memorized = pgTable(
  'memorized',
  {
    tenantId: tenantIdColumn(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The document's form (journal-voucher, sales-invoice, …). */
    transtype: text('transtype').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The document as a create request would send it, without number, date or anything pulled. */
    data: jsonb('data').notNull(),
    /** "Memorize Closed.": kept, no longer offered. */
    closed: boolean('closed').notNull().default(false),
    userid: bigint('userid', { mode: 'number' }).notNull(),
    ...masterColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantFk(t), uniqueIndex('memorized_name_key').on(t.tenantId, t.transtype, sql`lower(${t.name})`)],
);

/**
 * A recurring schedule (`recurring`): a document (`recurringdata`, as a create request) created every period
 * (`perioda`: Mingguan, Bulanan, Triwulanan, Tahunan) from `recurringdate`, `recurringtotal` times.
 * status: 0 active, 1 finished, 2 stopped.
 */
export const recurring = pgTable(
  'recurring',
  {
    tenantId: tenantIdColumn(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    recurringno: text('recurringno').notNull(),
    description: text('description').notNull().default(''),
    transtype: text('transtype').notNull(),
    perioda: text('perioda').notNull().default('Bulanan'),
    recurringtotal: integer('recurringtotal').notNull().default(2),
    recurringdate: date('recurringdate', { mode: 'string' }).notNull(),
    /** Each occurrence takes `startinvno` and the numbers after it instead of the form's next number. */
    isassigninvno: boolean('isassigninvno').notNull().default(false),
    startinvno: text('startinvno').notNull().default(''),
    status: integer('status').notNull().default(0),
    recurringdata: jsonb('recurringdata').notNull(),
    personid: bigint('personid', { mode: 'number' }),
    glaccount: bigint('glaccount', { mode: 'number' }),
    userid: bigint('userid', { mode: 'number' }).notNull(),
    ...masterColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantFk(t), uniqueIndex('recurring_no_key').on(t.tenantId, sql`lower(${t.recurringno})`)],
);

/**
 * The occurrences of a schedule: estimated when it is saved, created (the document's id in `invoiceid`) when due.
 * One row per schedule × date, so a due occurrence is created once whoever triggers it and however often.
 * status: 0 estimated, 1 created, 2 failed (`error` says why; tried again by the next trigger).
 */
export const recurringDetail = pgTable(
  'recurring_detail',
  {
    tenantId: tenantIdColumn(),
    recurringid: bigint('recurringid', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    estimateddate: date('estimateddate', { mode: 'string' }).notNull(),
    estimatedamount: numeric('estimatedamount', { precision: 24, scale: 6 }).notNull().default('0'),
    estdescription: text('estdescription').notNull().default(''),
    estinvoiceno: text('estinvoiceno').notNull().default(''),
    invoiceid: bigint('invoiceid', { mode: 'number' }),
    invoiceno: text('invoiceno'),
    status: integer('status').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.recurringid, t.seq] }),
    foreignKey({ columns: [t.tenantId, t.recurringid], foreignColumns: [recurring.tenantId, recurring.id] }).onDelete('cascade'),
    uniqueIndex('recurring_detail_date_key').on(t.tenantId, t.recurringid, t.estimateddate),
  ],
);
