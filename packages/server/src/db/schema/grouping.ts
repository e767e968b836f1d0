import { bigint, bigserial, boolean, foreignKey, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { glaccount } from './company.ts';
import { item } from './masters.ts';
import { tenants } from './tenancy.ts';
import { masterColumns, tenantIdColumn } from './tenant-helpers.ts';

const money = (name: string) => numeric(name, { precision: 24, scale: 6 }).notNull().default('0');

/**
 * Item Grouping (issue 11, spec 002 §3.1 "Item group"): a group sold as one line, with its own number, unit,
 * five sell price levels, taxes and sales accounts; its components in item_group_line. RLS in migration 0037.
 */
export const itemGroup = pgTable(
  'item_group',
  {
    tenantId: tenantIdColumn(),
    groupid: bigserial('groupid', { mode: 'number' }).notNull(),
    itemno: text('itemno').notNull(),
    itemdescription: text('itemdescription').notNull(),
    unit1: text('unit1').notNull(),
    unitprice: money('unitprice'),
    unitprice2: money('unitprice2'),
    unitprice3: money('unitprice3'),
    unitprice4: money('unitprice4'),
    unitprice5: money('unitprice5'),
    taxcodes: text('taxcodes').notNull().default(''),
    salesglaccnt: bigint('salesglaccnt', { mode: 'number' }),
    salesretglaccnt: bigint('salesretglaccnt', { mode: 'number' }),
    salesdiscount: money('salesdiscount'),
    suspended: boolean('suspended').notNull().default(false),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.salesglaccnt], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
    foreignKey({ columns: [t.tenantId, t.salesretglaccnt], foreignColumns: [glaccount.tenantId, glaccount.glid] }),
    uniqueIndex('item_group_no_key').on(t.tenantId, t.itemno),
  ],
);

/** One component of a group: `quantity` of `itemunit` of an item per one group unit. */
export const itemGroupLine = pgTable(
  'item_group_line',
  {
    tenantId: tenantIdColumn(),
    groupid: bigint('groupid', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    itemid: bigint('itemid', { mode: 'number' }).notNull(),
    itemunit: text('itemunit').notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 6 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupid, t.seq] }),
    foreignKey({ columns: [t.tenantId, t.groupid], foreignColumns: [itemGroup.tenantId, itemGroup.groupid] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.itemid], foreignColumns: [item.tenantId, item.itemid] }),
    uniqueIndex('item_group_line_item_key').on(t.tenantId, t.groupid, t.itemid),
    index('item_group_line_itemid_idx').on(t.tenantId, t.itemid),
  ],
);
