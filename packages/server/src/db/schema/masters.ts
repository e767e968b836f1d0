import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { currency, department, glaccount, project, tax, termPayment, warehouse } from './company.ts';
import { masterColumns, tenantIdColumn } from './tenant-helpers.ts';

/** Master-data tables of the workspace (issue 4). Field names are the spec's; RLS in migration 0005. */

const money = (name: string) => numeric(name, { precision: 24, scale: 6 }).notNull().default('0');
/** A reference to another master of the same company: (tenant_id, column) → (tenant_id, key). */
const ref = (t: { tenantId: AnyPgColumn }, column: AnyPgColumn, target: { tenantId: AnyPgColumn }, key: AnyPgColumn) =>
  foreignKey({ columns: [t.tenantId, column], foreignColumns: [target.tenantId, key] });
const accountRefs = (t: Record<string, AnyPgColumn> & { tenantId: AnyPgColumn }) =>
  ['inventoryglaccnt', 'salesglaccnt', 'salesretglaccnt', 'purchaseretglaccnt', 'cogsglaccnt', 'unbilledglaccnt', 'goodsintransglaccnt'].map((c) => ref(t, t[c]!, glaccount, glaccount.glid));
const tenantFk = (t: { tenantId: AnyPgColumn }) => foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade');

/** Names of the masters below are stored as typed and unique whatever their case (the lower(...) indexes). */
export const customerStatus = pgTable(
  'customer_status',
  { tenantId: tenantIdColumn(), statid: bigserial('statid', { mode: 'number' }).notNull(), name: text('name').notNull(), ...masterColumns() },
  (t) => [primaryKey({ columns: [t.tenantId, t.statid] }), tenantFk(t), uniqueIndex('customer_status_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

export const customerType = pgTable(
  'customer_type',
  { tenantId: tenantIdColumn(), typeid: bigserial('typeid', { mode: 'number' }).notNull(), typename: text('typename').notNull(), ...masterColumns() },
  (t) => [primaryKey({ columns: [t.tenantId, t.typeid] }), tenantFk(t), uniqueIndex('customer_type_name_key').on(t.tenantId, sql`lower(${t.typename})`)],
);

export const salesman = pgTable(
  'salesman',
  {
    tenantId: tenantIdColumn(),
    salesmanid: bigserial('salesmanid', { mode: 'number' }).notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    jobtitle: text('jobtitle').notNull().default(''),
    businessphone: text('businessphone').notNull().default(''),
    businessphoneext: text('businessphoneext').notNull().default(''),
    cellular: text('cellular').notNull().default(''),
    homephone: text('homephone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    pager: text('pager').notNull().default(''),
    email: text('email').notNull().default(''),
    suspended: boolean('suspended').notNull().default(false),
    ...masterColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.salesmanid] }), tenantFk(t)],
);

export const shipment = pgTable(
  'shipment',
  { tenantId: tenantIdColumn(), shipid: bigserial('shipid', { mode: 'number' }).notNull(), name: text('name').notNull(), ...masterColumns() },
  (t) => [primaryKey({ columns: [t.tenantId, t.shipid] }), tenantFk(t), uniqueIndex('shipment_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

export const branch = pgTable(
  'branch',
  {
    tenantId: tenantIdColumn(),
    branchid: bigserial('branchid', { mode: 'number' }).notNull(),
    branchname: text('branchname').notNull(),
    addressline1: text('addressline1').notNull().default(''),
    addressline2: text('addressline2').notNull().default(''),
    ...masterColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.branchid] }), tenantFk(t), uniqueIndex('branch_name_key').on(t.tenantId, sql`lower(${t.branchname})`)],
);

/** Account links shared by item categories and items. */
const itemAccounts = () => ({
  inventoryglaccnt: bigint('inventoryglaccnt', { mode: 'number' }),
  salesglaccnt: bigint('salesglaccnt', { mode: 'number' }),
  salesretglaccnt: bigint('salesretglaccnt', { mode: 'number' }),
  purchaseretglaccnt: bigint('purchaseretglaccnt', { mode: 'number' }),
  cogsglaccnt: bigint('cogsglaccnt', { mode: 'number' }),
  unbilledglaccnt: bigint('unbilledglaccnt', { mode: 'number' }),
  goodsintransglaccnt: bigint('goodsintransglaccnt', { mode: 'number' }),
});

export const itemCategory = pgTable(
  'item_category',
  { tenantId: tenantIdColumn(), categoryid: bigserial('categoryid', { mode: 'number' }).notNull(), name: text('name').notNull(), ...itemAccounts(), ...masterColumns() },
  (t) => [primaryKey({ columns: [t.tenantId, t.categoryid] }), tenantFk(t), uniqueIndex('item_category_name_key').on(t.tenantId, sql`lower(${t.name})`), ...accountRefs(t)],
);

/** Customers (persontype 0) and vendors (persontype 1): every field of spec 002 §3.2. */
export const person = pgTable(
  'person',
  {
    tenantId: tenantIdColumn(),
    personid: bigserial('personid', { mode: 'number' }).notNull(),
    persontype: integer('persontype').notNull(),
    personno: text('personno').notNull(),
    name: text('name').notNull(),
    addressline1: text('addressline1').notNull().default(''),
    addressline2: text('addressline2').notNull().default(''),
    city: text('city').notNull().default(''),
    stateprov: text('stateprov').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    country: text('country').notNull().default('Indonesia'),
    phone: text('phone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    email: text('email').notNull().default(''),
    webpage: text('webpage').notNull().default(''),
    contact: text('contact').notNull().default(''),
    nik: text('nik').notNull().default(''),
    notes: text('notes').notNull().default(''),
    personmessage: text('personmessage').notNull().default(''),
    creditlimit: money('creditlimit'),
    creditlimitday: integer('creditlimitday').notNull().default(0),
    currencyid: bigint('currencyid', { mode: 'number' }),
    customertypeid: bigint('customertypeid', { mode: 'number' }),
    salesmanid: bigint('salesmanid', { mode: 'number' }),
    pricelevel: integer('pricelevel').notNull().default(1),
    termsid: bigint('termsid', { mode: 'number' }),
    tax1id: bigint('tax1id', { mode: 'number' }),
    tax2id: bigint('tax2id', { mode: 'number' }),
    tax1exemptionno: text('tax1exemptionno').notNull().default(''),
    tax2exemptionno: text('tax2exemptionno').notNull().default(''),
    taxaddress1: text('taxaddress1').notNull().default(''),
    taxaddress2: text('taxaddress2').notNull().default(''),
    /** e-Faktur buyer ID type (`TIN`, `National ID`, `Passport`, `Other ID`); empty: TIN when there is an NPWP or NIK. */
    buyerdocument: text('buyerdocument').notNull().default(''),
    /** The passport or other ID number of a buyer so identified. */
    buyerdocumentnumber: text('buyerdocumentnumber').notNull().default(''),
    /** Place of business (IDTKU/NITKU, 22 digits); empty: the head office of the NPWP/NIK (core `idtkuOf`). */
    idtku: text('idtku').notNull().default(''),
    defaultdisc: money('defaultdisc'),
    defaultinvdescription: text('defaultinvdescription').notNull().default(''),
    barcodecust: text('barcodecust').notNull().default(''),
    billtono: text('billtono').notNull().default(''),
    billtoonly: boolean('billtoonly').notNull().default(false),
    allowbackorders: boolean('allowbackorders').notNull().default(false),
    printstatement: boolean('printstatement').notNull().default(true),
    suspended: boolean('suspended').notNull().default(false),
    statid: bigint('statid', { mode: 'number' }),
    activefrom: date('activefrom', { mode: 'string' }),
    links: jsonb('links').notNull().default({}),
    allusers: boolean('allusers').notNull().default(true),
    detailuser: jsonb('detailuser').notNull().default([]),
    detailbranch: jsonb('detailbranch').notNull().default([]),
    /** Lower-cased number and name for list search (trigram index, migration 0008). */
    search: text('search').generatedAlwaysAs(sql`lower(personno || ' ' || name)`),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.personid] }),
    tenantFk(t),
    uniqueIndex('person_no_key').on(t.tenantId, t.persontype, t.personno),
    ref(t, t.currencyid, currency, currency.currencyid),
    ref(t, t.customertypeid, customerType, customerType.typeid),
    ref(t, t.salesmanid, salesman, salesman.salesmanid),
    ref(t, t.termsid, termPayment, termPayment.termid),
    ref(t, t.tax1id, tax, tax.taxid),
    ref(t, t.tax2id, tax, tax.taxid),
    ref(t, t.statid, customerStatus, customerStatus.statid),
    index('person_name_idx').on(t.tenantId, t.persontype, t.name),
  ],
);

/** Items: every group of spec 002 §3.1 (identity, units, price levels, limits, accounts, flags, hierarchy). */
export const item = pgTable(
  'item',
  {
    tenantId: tenantIdColumn(),
    itemid: bigserial('itemid', { mode: 'number' }).notNull(),
    itemno: text('itemno').notNull(),
    itemdescription: text('itemdescription').notNull(),
    itemdescription2: text('itemdescription2').notNull().default(''),
    itemtype: integer('itemtype').notNull().default(0),
    itemupc: text('itemupc').notNull().default(''),
    itemplu: text('itemplu').notNull().default(''),
    categoryid: bigint('categoryid', { mode: 'number' }),
    deptid: bigint('deptid', { mode: 'number' }),
    projectid: bigint('projectid', { mode: 'number' }),
    defwhs: bigint('defwhs', { mode: 'number' }),
    unit1: text('unit1').notNull(),
    unit2: text('unit2').notNull().default(''),
    unit3: text('unit3').notNull().default(''),
    ratio2: numeric('ratio2', { precision: 24, scale: 6 }).notNull().default('0'),
    ratio3: numeric('ratio3', { precision: 24, scale: 6 }).notNull().default('0'),
    /** Sell prices, five levels for each of the three units (spec 002 §3.1 names). */
    unitprice: money('unitprice'),
    unitprice2: money('unitprice2'),
    unitprice3: money('unitprice3'),
    unitprice4: money('unitprice4'),
    unitprice5: money('unitprice5'),
    unitprice_l2: money('unitprice_l2'),
    unitprice2_l2: money('unitprice2_l2'),
    unitprice3_l2: money('unitprice3_l2'),
    unitprice4_l2: money('unitprice4_l2'),
    unitprice5_l2: money('unitprice5_l2'),
    unitprice_l3: money('unitprice_l3'),
    unitprice2_l3: money('unitprice2_l3'),
    unitprice3_l3: money('unitprice3_l3'),
    unitprice4_l3: money('unitprice4_l3'),
    unitprice5_l3: money('unitprice5_l3'),
    minsellprice: money('minsellprice'),
    maxsellprice: money('maxsellprice'),
    minpurcprice: money('minpurcprice'),
    maxpurcprice: money('maxpurcprice'),
    stdsellprice: money('stdsellprice'),
    itemdiscpc: money('itemdiscpc'),
    salesdiscount: money('salesdiscount'),
    taxcodes: text('taxcodes').notNull().default(''),
    /** PPh tax object code of a purchased service (core TAX_OBJECT_CODES); null when none. */
    taxobjectcode: text('taxobjectcode'),
    /** e-Faktur `Opt` (A goods, B services) and goods/services `Code` (6 digits); empty: by item type, and 000000. */
    efakturopt: text('efakturopt').notNull().default(''),
    efakturcode: text('efakturcode').notNull().default(''),
    cost: money('cost'),
    costmethod: text('costmethod').notNull().default(''),
    minimumqty: money('minimumqty'),
    preferedvendor: bigint('preferedvendor', { mode: 'number' }),
    parentitem: bigint('parentitem', { mode: 'number' }),
    iamparent: boolean('iamparent').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    usesn: boolean('usesn').notNull().default(false),
    forcesn: boolean('forcesn').notNull().default(false),
    useexp: boolean('useexp').notNull().default(false),
    sntype: integer('sntype').notNull().default(0),
    ...itemAccounts(),
    /** Values before the last price adjustment, by their API names (oldprice1 … oldmaxpurcprice, spec 002 §3.1). */
    oldprices: jsonb('oldprices').notNull().default({}),
    links: jsonb('links').notNull().default({}),
    allusers: boolean('allusers').notNull().default(true),
    detailuser: jsonb('detailuser').notNull().default([]),
    detailbranch: jsonb('detailbranch').notNull().default([]),
    /** Lower-cased number and description for list search (trigram index, migration 0008). */
    search: text('search').generatedAlwaysAs(sql`lower(itemno || ' ' || itemdescription)`),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itemid] }),
    tenantFk(t),
    uniqueIndex('item_no_key').on(t.tenantId, t.itemno),
    ref(t, t.categoryid, itemCategory, itemCategory.categoryid),
    ref(t, t.deptid, department, department.deptid),
    ref(t, t.projectid, project, project.projectid),
    ref(t, t.defwhs, warehouse, warehouse.whid),
    ref(t, t.preferedvendor, person, person.personid),
    ref(t, t.parentitem, t, t.itemid),
    ...accountRefs(t),
    index('item_description_idx').on(t.tenantId, t.itemdescription),
  ],
);

/** Per-customer and per-vendor item prices (item details). */
export const itemPersonPrice = pgTable(
  'item_person_price',
  {
    tenantId: tenantIdColumn(),
    itemid: bigint('itemid', { mode: 'number' }).notNull(),
    personid: bigint('personid', { mode: 'number' }).notNull(),
    persontype: integer('persontype').notNull(),
    price1: money('price1'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itemid, t.personid] }),
    tenantFk(t),
    foreignKey({ columns: [t.tenantId, t.itemid], foreignColumns: [item.tenantId, item.itemid] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.personid], foreignColumns: [person.tenantId, person.personid] }).onDelete('cascade'),
  ],
);

/** Audit trail of every master and document change; readable after the record is deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantIdColumn(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    form: text('form').notNull(),
    recordid: bigint('recordid', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    userid: bigint('userid', { mode: 'number' }).notNull(),
    username: text('username').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantFk(t), index('audit_log_record_idx').on(t.tenantId, t.form, t.recordid)],
);

