import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { masterColumns, recordColumns, tenantIdColumn } from './tenant-helpers.ts';

/** Tenant-owned tables of the company setup. Each: tenant_id first in every key, RLS forced (migration 0003). */

export const company = pgTable(
  'company',
  {
    tenantId: tenantIdColumn(),
    companyname: text('companyname').notNull(),
    businesstype: text('businesstype').notNull().default(''),
    addressline1: text('addressline1').notNull().default(''),
    addressline2: text('addressline2').notNull().default(''),
    addressline3: text('addressline3').notNull().default(''),
    addressline4: text('addressline4').notNull().default(''),
    provinceid: text('provinceid').notNull().default(''),
    cityid: text('cityid').notNull().default(''),
    postalcode: text('postalcode').notNull().default(''),
    notelp: text('notelp').notNull().default(''),
    faxno: text('faxno').notNull().default(''),
    email: text('email').notNull().default(''),
    npwp: text('npwp').notNull().default(''),
    startdate: date('startdate', { mode: 'string' }),
    fiscalyear: integer('fiscalyear'),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

export const preference = pgTable(
  'preference',
  {
    tenantId: tenantIdColumn(),
    pcompany: jsonb('pcompany').notNull(),
    addons: jsonb('addons').notNull(),
    pdefaccnt: jsonb('pdefaccnt').notNull(),
    ptemplatetypeviews: jsonb('ptemplatetypeviews').notNull(),
    settingreminders: jsonb('settingreminders').notNull(),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

export const currency = pgTable(
  'currency',
  {
    tenantId: tenantIdColumn(),
    currencyid: bigserial('currencyid', { mode: 'number' }).notNull(),
    currencyname: text('currencyname').notNull(),
    exchangerate: numeric('exchangerate', { precision: 24, scale: 10 }).notNull().default('1'),
    fiscalrate: numeric('fiscalrate', { precision: 24, scale: 10 }).notNull().default('1'),
    autodefaccnt: boolean('autodefaccnt').notNull().default(true),
    isbase: boolean('isbase').notNull().default(false),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.currencyid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    // Names are stored as typed and unique whatever their case ("Dolar Singapura" and "DOLAR SINGAPURA" are one).
    uniqueIndex('currency_name_key').on(t.tenantId, sql`lower(${t.currencyname})`),
  ],
);

export const glaccountType = pgTable(
  'glaccount_type',
  {
    tenantId: tenantIdColumn(),
    typeid: integer('typeid').notNull(),
    typename: text('typename').notNull(),
    typenameEn: text('typename_en').notNull(),
    normal: text('normal').notNull(),
    statement: text('statement').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.typeid] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

export const glaccount = pgTable(
  'glaccount',
  {
    tenantId: tenantIdColumn(),
    glid: bigserial('glid', { mode: 'number' }).notNull(),
    glaccount: text('glaccount').notNull(),
    accountname: text('accountname').notNull(),
    accountnameEn: text('accountname_en').notNull().default(''),
    accounttype: integer('accounttype').notNull(),
    parentaccount: bigint('parentaccount', { mode: 'number' }),
    subaccount: boolean('subaccount').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    currencyid: bigint('currencyid', { mode: 'number' }),
    memo: text('memo').notNull().default(''),
    isalloctoprod: boolean('isalloctoprod').notNull().default(false),
    allusers: boolean('allusers').notNull().default(true),
    detailuser: jsonb('detailuser').notNull().default([]),
    detailbranch: jsonb('detailbranch').notNull().default([]),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.glid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.accounttype], foreignColumns: [glaccountType.tenantId, glaccountType.typeid] }),
    foreignKey({ columns: [t.tenantId, t.parentaccount], foreignColumns: [t.tenantId, t.glid] }),
    foreignKey({ columns: [t.tenantId, t.currencyid], foreignColumns: [currency.tenantId, currency.currencyid] }),
    uniqueIndex('glaccount_number_key').on(t.tenantId, t.glaccount),
    // "Is this a parent account?" is asked for every account a posting touches.
    index('glaccount_parent_idx').on(t.tenantId, t.parentaccount),
  ],
);

const keyed = (name: string, t: { tenantId: AnyPgColumn }, id: AnyPgColumn, unique?: AnyPgColumn) => [
  primaryKey({ columns: [t.tenantId, id] }),
  foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ...(unique ? [uniqueIndex(`${name}_unique_key`).on(t.tenantId, unique)] : []),
];

export const department = pgTable(
  'department',
  {
    tenantId: tenantIdColumn(),
    deptid: bigserial('deptid', { mode: 'number' }).notNull(),
    deptno: text('deptno').notNull(),
    deptname: text('deptname').notNull(),
    contact_name: text('contact_name').notNull().default(''),
    description: text('description').notNull().default(''),
    tipe: integer('tipe').notNull().default(0),
    suspended: boolean('suspended').notNull().default(false),
    ...masterColumns(),
  },
  (t) => keyed('department', t, t.deptid, t.deptno),
);

export const project = pgTable(
  'project',
  {
    tenantId: tenantIdColumn(),
    projectid: bigserial('projectid', { mode: 'number' }).notNull(),
    projectno: text('projectno').notNull(),
    projectname: text('projectname').notNull(),
    contactname: text('contactname').notNull().default(''),
    tanggal: date('tanggal', { mode: 'string' }),
    percentcompleted: numeric('percentcompleted', { precision: 24, scale: 6 }).notNull().default('0'),
    description: text('description').notNull().default(''),
    suspended: boolean('suspended').notNull().default(false),
    ...masterColumns(),
  },
  (t) => keyed('project', t, t.projectid, t.projectno),
);

export const warehouse = pgTable(
  'warehouse',
  {
    tenantId: tenantIdColumn(),
    whid: bigserial('whid', { mode: 'number' }).notNull(),
    whno: text('whno').notNull(),
    name: text('whname').notNull(),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    address3: text('address3').notNull().default(''),
    pic: text('pic').notNull().default(''),
    description: text('description').notNull().default(''),
    suspended: boolean('suspended').notNull().default(false),
    ...masterColumns(),
  },
  (t) => keyed('warehouse', t, t.whid, t.whno),
);

export const unit = pgTable(
  'unit',
  {
    tenantId: tenantIdColumn(),
    unitid: bigserial('unitid', { mode: 'number' }).notNull(),
    unitname: text('unitname').notNull(),
    /** Coretax unit code of the e-Faktur (`UM.0001` … `UM.0039`, core EFAKTUR_UNITS); empty: UM.0018 Unit. */
    efakturunit: text('efakturunit').notNull().default(''),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.unitid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('unit_name_key').on(t.tenantId, sql`lower(${t.unitname})`),
  ],
);

export const termPayment = pgTable(
  'term_payment',
  {
    tenantId: tenantIdColumn(),
    termid: bigserial('termid', { mode: 'number' }).notNull(),
    termname: text('termname').notNull(),
    netdays: integer('netdays').notNull().default(0),
    cod: boolean('cod').notNull().default(false),
    discpc: numeric('discpercent', { precision: 24, scale: 6 }).notNull().default('0'),
    discdays: integer('discdays').notNull().default(0),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.termid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('term_payment_name_key').on(t.tenantId, sql`lower(${t.termname})`),
  ],
);

export const tax = pgTable(
  'tax',
  {
    tenantId: tenantIdColumn(),
    taxid: bigserial('taxid', { mode: 'number' }).notNull(),
    taxcode: text('taxcode').notNull(),
    taxname: text('taxname').notNull(),
    /** VAT (added to the document) or withholding (deducted at payment). */
    kind: text('kind').notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    /** DPP Nilai Lain factor, exact: a fraction ("11/12") or a decimal ("1"); API.md §7.3. */
    dppfactor: text('dppfactor').notNull().default('1'),
    /** e-Faktur transaction code of a VAT (`01` … `10`, TAX.md; `04` for DPP Nilai Lain); empty for a withholding tax. */
    trxcode: text('trxcode').notNull().default(''),
    /** Tax object code of a withholding tax (core TAX_OBJECT_CODES, e.g. 24-104-01); null for VAT. */
    taxobjectcode: text('taxobjectcode'),
    salesglid: bigint('salesglid', { mode: 'number' }),
    purchaseglid: bigint('purchaseglid', { mode: 'number' }),
    taxdescription: text('taxdescription').notNull().default(''),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.taxid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.salesglid], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
    foreignKey({ columns: [t.tenantId, t.purchaseglid], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
    uniqueIndex('tax_code_key').on(t.tenantId, t.taxcode),
  ],
);

export const dateFormat = pgTable(
  'date_format',
  {
    tenantId: tenantIdColumn(),
    fdateid: integer('fdateid').notNull(),
    formatdate: text('formatdate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.fdateid] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

/** Document numbering per transaction type: row-locked counter, prefix and digits. */
export const numbering = pgTable(
  'numbering',
  {
    tenantId: tenantIdColumn(),
    transtype: text('transtype').notNull(),
    prefix: text('prefix').notNull(),
    nextnumber: bigint('nextnumber', { mode: 'number' }).notNull().default(1),
    digits: integer('digits').notNull().default(5),
    resetmode: text('resetmode').notNull().default('never'),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.transtype] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);

/** A user's rights on one screen of one company. */
export const privilege = pgTable(
  'privilege',
  {
    tenantId: tenantIdColumn(),
    // No foreign key to users: a tenant table's keys stay inside the tenant (removed with the membership).
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    screen: text('screen').notNull(),
    akses: boolean('akses').notNull(),
    tambah: boolean('tambah').notNull(),
    ubah: boolean('ubah').notNull(),
    hapus: boolean('hapus').notNull(),
    preview: boolean('preview').notNull(),
    export: boolean('export').notNull(),
    jurnal: boolean('jurnal').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.screen] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);
