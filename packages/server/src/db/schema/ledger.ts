import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { glaccount } from './company.ts';
import { tenants } from './tenancy.ts';
import { masterColumns, tenantIdColumn } from './tenant-helpers.ts';

const amount = (name: string) => numeric(name, { precision: 24, scale: 6 }).notNull();
const rate = (name: string) => numeric(name, { precision: 24, scale: 10 }).notNull().default('1');

/** Journal voucher, other payment and other receipt (one table, `form` tells them apart). */
export const glDocument = pgTable(
  'gl_document',
  {
    tenantId: tenantIdColumn(),
    jvid: bigserial('jvid', { mode: 'number' }).notNull(),
    form: text('form').notNull(),
    jvnumber: text('jvnumber').notNull(),
    transdate: date('transdate', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    currencyid: bigint('currencyid', { mode: 'number' }),
    rate: rate('rate'),
    /** Other payment and other receipt entered with a header account: the cash or bank account (the lines are its counter accounts). */
    cashglid: bigint('cashglid', { mode: 'number' }),
    /** Who was paid or who paid: a customer or vendor, or a name typed. */
    personid: bigint('personid', { mode: 'number' }),
    payee: text('payee').notNull().default(''),
    /** The journal that currently carries this document's posting. */
    journalid: bigint('journalid', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    /** update-printed: how often the document was printed, and when last. */
    printcount: integer('printcount').notNull().default(0),
    lastprinted: timestamp('lastprinted', { withTimezone: true, mode: 'string' }),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.jvid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('gl_document_number_key').on(t.tenantId, t.jvnumber),
    index('gl_document_form_date_idx').on(t.tenantId, t.form, t.transdate),
    foreignKey({ columns: [t.tenantId, t.cashglid], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
  ],
);

export const glDocumentLine = pgTable(
  'gl_document_line',
  {
    tenantId: tenantIdColumn(),
    jvid: bigint('jvid', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    glid: bigint('glid', { mode: 'number' }).notNull(),
    glamount: amount('glamount'),
    primeamount: amount('primeamount'),
    rate: rate('rate'),
    subsidiary: bigint('subsidiary', { mode: 'number' }),
    deptid: bigint('deptid', { mode: 'number' }),
    projectid: bigint('projectid', { mode: 'number' }),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.jvid, t.seq] }),
    foreignKey({ columns: [t.tenantId, t.jvid], foreignColumns: [glDocument.tenantId, glDocument.jvid] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.glid], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
  ],
);

/** One posting. Append-only: the request role may insert and read, never update or delete (migration 0012). */
export const journal = pgTable(
  'journal',
  {
    tenantId: tenantIdColumn(),
    journalid: bigserial('journalid', { mode: 'number' }).notNull(),
    form: text('form').notNull(),
    docid: bigint('docid', { mode: 'number' }).notNull(),
    docno: text('docno').notNull(),
    transdate: date('transdate', { mode: 'string' }).notNull(),
    period: integer('period').notNull(),
    description: text('description').notNull().default(''),
    reversalOf: bigint('reversal_of', { mode: 'number' }),
    /** A correcting journal of a stock cost recompute (API.md §7.8): written for a document other than the one entered. */
    correction: boolean('correction').notNull().default(false),
    userid: bigint('userid', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.journalid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    index('journal_doc_idx').on(t.tenantId, t.form, t.docid),
    // Reports leave a reversed journal out by default: finding the reversal of a journal is one probe here.
    index('journal_reversal_idx').on(t.tenantId, t.reversalOf).where(sql`${t.reversalOf} is not null`),
  ],
);

export const journalLine = pgTable(
  'journal_line',
  {
    tenantId: tenantIdColumn(),
    journalid: bigint('journalid', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    /** The journal's date, copied so an account's history is read from one index in date order (checked at commit). */
    transdate: date('transdate', { mode: 'string' }).notNull(),
    glid: bigint('glid', { mode: 'number' }).notNull(),
    /** Signed base-currency amount: debit positive, credit negative. */
    amount: amount('amount'),
    primeamount: amount('primeamount'),
    rate: rate('rate'),
    currencyid: bigint('currencyid', { mode: 'number' }),
    deptid: bigint('deptid', { mode: 'number' }),
    projectid: bigint('projectid', { mode: 'number' }),
    branchid: bigint('branchid', { mode: 'number' }),
    subsidiary: bigint('subsidiary', { mode: 'number' }),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.journalid, t.seq] }),
    foreignKey({ columns: [t.tenantId, t.journalid], foreignColumns: [journal.tenantId, journal.journalid] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.glid], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
    // Account history and bank book: an account's lines in date order, amounts read from the index.
    index('journal_line_history_idx').on(t.tenantId, t.glid, t.transdate, t.journalid, t.seq),
  ],
);

/**
 * Account × month × branch × department × project × currency totals, kept in the same transaction as the
 * journal so reports never scan the history (0 stands for "none" in the dimension columns).
 */
export const accountPeriodBalance = pgTable(
  'account_period_balance',
  {
    tenantId: tenantIdColumn(),
    glid: bigint('glid', { mode: 'number' }).notNull(),
    period: integer('period').notNull(),
    branchid: bigint('branchid', { mode: 'number' }).notNull(),
    deptid: bigint('deptid', { mode: 'number' }).notNull(),
    projectid: bigint('projectid', { mode: 'number' }).notNull(),
    currencyid: bigint('currencyid', { mode: 'number' }).notNull(),
    debit: amount('debit'),
    credit: amount('credit'),
    /**
     * Corrections in debit and credit: the lines of reversals and of the journals they reverse. A reversal is
     * dated at its journal's date and negates its lines, so a pair adds the same |amount| to both columns of the
     * same row; reports leave it out of movements by default (debit − corrected, credit − corrected).
     */
    corrected: numeric('corrected', { precision: 24, scale: 6 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.glid, t.period, t.branchid, t.deptid, t.projectid, t.currencyid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.glid], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
  ],
);

/** Idempotency-Key on document creation: same key and body → the first answer; another body → 409. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    tenantId: tenantIdColumn(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

/** Closed months: no document dated in one may be created, edited or deleted. */
export const closedPeriod = pgTable(
  'closed_period',
  {
    tenantId: tenantIdColumn(),
    period: integer('period').notNull(),
    closedBy: bigint('closed_by', { mode: 'number' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.period] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

/** Budget per account and fiscal year: twelve monthly amounts. */
export const budgetAccount = pgTable(
  'budget_account',
  {
    tenantId: tenantIdColumn(),
    glid: bigint('glid', { mode: 'number' }).notNull(),
    fyear: integer('fyear').notNull(),
    periods: jsonb('periods').notNull(),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.glid, t.fyear] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.glid], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
  ],
);

/** A bank reconciliation of one cash/bank account up to a statement date. */
export const bankReconciliation = pgTable(
  'bank_reconciliation',
  {
    tenantId: tenantIdColumn(),
    recid: bigserial('recid', { mode: 'number' }).notNull(),
    glid: bigint('glid', { mode: 'number' }).notNull(),
    enddate: date('enddate', { mode: 'string' }).notNull(),
    statementbalance: amount('statementbalance'),
    clearedbalance: amount('clearedbalance'),
    userid: bigint('userid', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.recid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.glid], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
    index('bank_reconciliation_account_idx').on(t.tenantId, t.glid, t.enddate),
  ],
);

/** Journal lines ticked as cleared; a line clears once. */
export const bankReconciliationLine = pgTable(
  'bank_reconciliation_line',
  {
    tenantId: tenantIdColumn(),
    journalid: bigint('journalid', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    recid: bigint('recid', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.journalid, t.seq] }),
    foreignKey({ columns: [t.tenantId, t.recid], foreignColumns: [bankReconciliation.tenantId, bankReconciliation.recid] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.journalid, t.seq], foreignColumns: [journalLine.tenantId, journalLine.journalid, journalLine.seq] }),
  ],
);
