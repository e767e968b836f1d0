import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { department, glaccount, project } from './company.ts';
import { branch } from './masters.ts';
import { tenants } from './tenancy.ts';
import { masterColumns, tenantIdColumn } from './tenant-helpers.ts';

/** Fixed assets (issue 14): fiscal types, book types, assets and their monthly depreciation. RLS in migration 0050. */

const money = (name: string) => numeric(name, { precision: 24, scale: 6 }).notNull().default('0');
const tenantFk = (t: { tenantId: AnyPgColumn }) => foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade');
const account = (t: { tenantId: AnyPgColumn }, column: AnyPgColumn) => foreignKey({ columns: [t.tenantId, column], foreignColumns: [glaccount.tenantId, glaccount.glid] });

/**
 * Fiscal fixed asset type (tax): the groups of UU PPh Pasal 11 (core FISCAL_GROUPS) with their method, life and rate.
 * deprmethod: 0 none, 1 straight line, 2 declining balance (as the book types and assets).
 */
export const faFiscalType = pgTable(
  'fa_fiscal_type',
  {
    tenantId: tenantIdColumn(),
    assetfistype: bigserial('assetfistype', { mode: 'number' }).notNull(),
    fafisdesc: text('fafisdesc').notNull(),
    /** The FISCAL_GROUPS code (K1 … K4, BP, BTP), empty for a type of the company's own. */
    groupcode: text('groupcode').notNull().default(''),
    deprmethod: integer('deprmethod').notNull().default(1),
    /** Years. */
    fisestlife: integer('fisestlife').notNull(),
    /** Yearly rate in percent. */
    fisrate: numeric('fisrate', { precision: 12, scale: 6 }).notNull().default('0'),
    ...masterColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.assetfistype] }), tenantFk(t), uniqueIndex('fa_fiscal_type_name_key').on(t.tenantId, sql`lower(${t.fafisdesc})`)],
);

/** Fixed asset type (book): method, life, rate and the three accounts an asset of the type posts to. */
export const faType = pgTable(
  'fa_type',
  {
    tenantId: tenantIdColumn(),
    afistypeid: bigserial('afistypeid', { mode: 'number' }).notNull(),
    /** The type's code (unique). */
    assettype: text('assettype').notNull(),
    fatypedesc: text('fatypedesc').notNull().default(''),
    deprmethod: integer('deprmethod').notNull().default(1),
    /** Years. */
    estlife: integer('estlife').notNull().default(4),
    /** Yearly rate in percent (declining balance; straight line derives it from the life). */
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull().default('0'),
    assetfistype: bigint('assetfistype', { mode: 'number' }),
    assetglaccnt: bigint('assetglaccnt', { mode: 'number' }),
    accumglaccnt: bigint('accumglaccnt', { mode: 'number' }),
    expenseglaccnt: bigint('expenseglaccnt', { mode: 'number' }),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.afistypeid] }),
    tenantFk(t),
    foreignKey({ columns: [t.tenantId, t.assetfistype], foreignColumns: [faFiscalType.tenantId, faFiscalType.assetfistype] }),
    account(t, t.assetglaccnt),
    account(t, t.accumglaccnt),
    account(t, t.expenseglaccnt),
    uniqueIndex('fa_type_code_key').on(t.tenantId, sql`lower(${t.assettype})`),
  ],
);

/**
 * A fixed asset (FA AST): what it cost, from when it is used, how it depreciates (copied from its type, editable),
 * the acquisition journal (debit the asset account, credit `creditglaccnt`; none when recorded against a purchase
 * already posted, `purchaseref`), and its disposal (sale or write-off with the gain or loss journal).
 */
export const fixedAsset = pgTable(
  'fixed_asset',
  {
    tenantId: tenantIdColumn(),
    assetid: bigserial('assetid', { mode: 'number' }).notNull(),
    assetcode: text('assetcode').notNull(),
    assetname: text('assetname').notNull(),
    afistypeid: bigint('afistypeid', { mode: 'number' }).notNull(),
    assetfistype: bigint('assetfistype', { mode: 'number' }),
    depmethod: integer('depmethod').notNull().default(1),
    /** Years. */
    estimatedlife: integer('estimatedlife').notNull(),
    /** Yearly rate in percent. */
    depreciationrate: numeric('depreciationrate', { precision: 12, scale: 6 }).notNull().default('0'),
    quantity: numeric('quantity', { precision: 24, scale: 6 }).notNull().default('1'),
    cost: money('cost'),
    residu: money('residu'),
    /** Depreciation accumulated before the asset came into the books (an asset registered mid-life). */
    accumopening: money('accumopening'),
    purchasedate: date('purchasedate', { mode: 'string' }).notNull(),
    usagedate: date('usagedate', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    deptid: bigint('deptid', { mode: 'number' }),
    projectid: bigint('projectid', { mode: 'number' }),
    branchid: bigint('branchid', { mode: 'number' }),
    assetglaccnt: bigint('assetglaccnt', { mode: 'number' }).notNull(),
    accumglaccnt: bigint('accumglaccnt', { mode: 'number' }).notNull(),
    expenseglaccnt: bigint('expenseglaccnt', { mode: 'number' }).notNull(),
    /** Account credited by the acquisition (bank, payable, opening equity); null: recorded against `purchaseref`. */
    creditglaccnt: bigint('creditglaccnt', { mode: 'number' }),
    purchaseref: text('purchaseref').notNull().default(''),
    acquisitionjournalid: bigint('acquisitionjournalid', { mode: 'number' }),
    disposed: boolean('disposed').notNull().default(false),
    disposaldate: date('disposaldate', { mode: 'string' }),
    /** 0 sold, 1 written off. */
    disposaltype: integer('disposaltype'),
    proceeds: money('proceeds'),
    proceedsglaccnt: bigint('proceedsglaccnt', { mode: 'number' }),
    gainlossglaccnt: bigint('gainlossglaccnt', { mode: 'number' }),
    disposalnote: text('disposalnote').notNull().default(''),
    disposaljournalid: bigint('disposaljournalid', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.assetid] }),
    tenantFk(t),
    foreignKey({ columns: [t.tenantId, t.afistypeid], foreignColumns: [faType.tenantId, faType.afistypeid] }),
    foreignKey({ columns: [t.tenantId, t.assetfistype], foreignColumns: [faFiscalType.tenantId, faFiscalType.assetfistype] }),
    foreignKey({ columns: [t.tenantId, t.deptid], foreignColumns: [department.tenantId, department.deptid] }),
    foreignKey({ columns: [t.tenantId, t.projectid], foreignColumns: [project.tenantId, project.projectid] }),
    foreignKey({ columns: [t.tenantId, t.branchid], foreignColumns: [branch.tenantId, branch.branchid] }),
    account(t, t.assetglaccnt),
    account(t, t.accumglaccnt),
    account(t, t.expenseglaccnt),
    account(t, t.creditglaccnt),
    account(t, t.proceedsglaccnt),
    account(t, t.gainlossglaccnt),
    uniqueIndex('fixed_asset_code_key').on(t.tenantId, sql`lower(${t.assetcode})`),
  ],
);

/**
 * One asset's depreciation of one month (period yyyymm), posted by the period end in that month's depreciation
 * journal (one journal per month for every asset: form `fa-depreciation`, docid = period). Removed when the month is
 * reopened (the journal reversed), so a month is never depreciated twice.
 */
export const faDepreciation = pgTable(
  'fa_depreciation',
  {
    tenantId: tenantIdColumn(),
    assetid: bigint('assetid', { mode: 'number' }).notNull(),
    period: integer('period').notNull(),
    amount: money('amount'),
    journalid: bigint('journalid', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.assetid, t.period] }),
    foreignKey({ columns: [t.tenantId, t.assetid], foreignColumns: [fixedAsset.tenantId, fixedAsset.assetid] }).onDelete('cascade'),
    index('fa_depreciation_period_idx').on(t.tenantId, t.period),
  ],
);
