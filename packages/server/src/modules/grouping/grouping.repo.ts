import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { item, itemGroup, itemGroupLine } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/** SQL of Item Grouping: the groups and their component lines (every statement filters on tenant_id; RLS does too). */

export type GroupRow = typeof itemGroup.$inferSelect;

/** What a component needs of its item. */
export interface ComponentItem {
  itemid: number;
  itemno: string;
  itemdescription: string;
  itemtype: number;
  unit1: string;
  unit2: string;
  unit3: string;
  ratio2: string;
  ratio3: string;
}

const ITEM_COLUMNS = {
  itemid: item.itemid,
  itemno: item.itemno,
  itemdescription: item.itemdescription,
  itemtype: item.itemtype,
  unit1: item.unit1,
  unit2: item.unit2,
  unit3: item.unit3,
  ratio2: item.ratio2,
  ratio3: item.ratio3,
};

export async function itemsByNumbers(tx: Tx, tenantId: number, itemnos: readonly string[]): Promise<ComponentItem[]> {
  if (itemnos.length === 0) return [];
  return tx.select(ITEM_COLUMNS).from(item).where(and(eq(item.tenantId, tenantId), inArray(item.itemno, [...itemnos])));
}

/**
 * Items and item groups share one number space, kept by two tables without a constraint between them: a create or
 * update of either takes this lock on (company, number) until its transaction ends, before checking the other
 * table, so of two saves of one number at the same moment the second waits and then sees the first (READ COMMITTED:
 * its check is a later statement, with a newer snapshot).
 */
export async function lockItemNumber(tx: Tx, tenantId: number, itemno: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`item-number:${tenantId}:${itemno}`}, 0))`);
}

/** Whether an item already has this number (a group's number may not be an item's: a sales line names either). */
export async function isItemNumber(tx: Tx, tenantId: number, itemno: string): Promise<boolean> {
  const [row] = await tx.select({ itemid: item.itemid }).from(item).where(and(eq(item.tenantId, tenantId), eq(item.itemno, itemno))).limit(1);
  return Boolean(row);
}

/** Whether the company has an item with this id (item and group ids are separate sequences and may coincide). */
export async function isItemId(tx: Tx, tenantId: number, itemid: number): Promise<boolean> {
  const [row] = await tx.select({ itemid: item.itemid }).from(item).where(and(eq(item.tenantId, tenantId), eq(item.itemid, itemid))).limit(1);
  return Boolean(row);
}

export async function groupById(tx: Tx, tenantId: number, groupid: number): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(itemGroup).where(and(eq(itemGroup.tenantId, tenantId), eq(itemGroup.groupid, groupid)));
  return row;
}

export async function groupByNumber(tx: Tx, tenantId: number, itemno: string): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(itemGroup).where(and(eq(itemGroup.tenantId, tenantId), eq(itemGroup.itemno, itemno)));
  return row;
}

/** A group's component lines in order, each with its item and the item's sell prices. */
export async function componentRows(tx: Tx, tenantId: number, groupid: number) {
  return tx
    .select({
      seq: itemGroupLine.seq,
      itemunit: itemGroupLine.itemunit,
      quantity: itemGroupLine.quantity,
      ...ITEM_COLUMNS,
      prices: sql<Record<string, string>>`jsonb_build_object(
        'unitprice', ${item.unitprice}::text, 'unitprice2', ${item.unitprice2}::text, 'unitprice3', ${item.unitprice3}::text, 'unitprice4', ${item.unitprice4}::text, 'unitprice5', ${item.unitprice5}::text,
        'unitprice_l2', ${item.unitprice_l2}::text, 'unitprice2_l2', ${item.unitprice2_l2}::text, 'unitprice3_l2', ${item.unitprice3_l2}::text, 'unitprice4_l2', ${item.unitprice4_l2}::text, 'unitprice5_l2', ${item.unitprice5_l2}::text,
        'unitprice_l3', ${item.unitprice_l3}::text, 'unitprice2_l3', ${item.unitprice2_l3}::text, 'unitprice3_l3', ${item.unitprice3_l3}::text, 'unitprice4_l3', ${item.unitprice4_l3}::text, 'unitprice5_l3', ${item.unitprice5_l3}::text)`,
    })
    .from(itemGroupLine)
    .innerJoin(item, and(eq(item.tenantId, itemGroupLine.tenantId), eq(item.itemid, itemGroupLine.itemid)))
    .where(and(eq(itemGroupLine.tenantId, tenantId), eq(itemGroupLine.groupid, groupid)))
    .orderBy(asc(itemGroupLine.seq));
}
export type ComponentRow = Awaited<ReturnType<typeof componentRows>>[number];

/** The component lines of several groups (a page of the group search), in each group's order, with their items' names. */
export async function componentsOfGroups(tx: Tx, tenantId: number, groupids: readonly number[]) {
  if (groupids.length === 0) return [];
  return tx
    .select({ groupid: itemGroupLine.groupid, itemno: item.itemno, itemdescription: item.itemdescription, itemunit: itemGroupLine.itemunit, quantity: itemGroupLine.quantity })
    .from(itemGroupLine)
    .innerJoin(item, and(eq(item.tenantId, itemGroupLine.tenantId), eq(item.itemid, itemGroupLine.itemid)))
    .where(and(eq(itemGroupLine.tenantId, tenantId), inArray(itemGroupLine.groupid, [...groupids])))
    .orderBy(asc(itemGroupLine.groupid), asc(itemGroupLine.seq));
}

/** Replaces a group's component lines. */
export async function writeComponents(tx: Tx, tenantId: number, groupid: number, lines: readonly { itemid: number; itemunit: string; quantity: string }[]) {
  await tx.delete(itemGroupLine).where(and(eq(itemGroupLine.tenantId, tenantId), eq(itemGroupLine.groupid, groupid)));
  if (lines.length) await tx.insert(itemGroupLine).values(lines.map((l, i) => ({ tenantId, groupid, seq: i + 1, ...l })));
}
