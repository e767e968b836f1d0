import { ITEM_ACCOUNT_KEYS, ITEM_OLD_PRICE_KEYS, ITEM_PRICE_FIELDS, ZItemForm } from '@lontar/core';
import { and, eq } from 'drizzle-orm';
import { item, itemCategory, itemGroup, itemPersonPrice } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { lockItemNumber } from '../../grouping/grouping.repo.ts';
import type { FormDef, Row } from '../form-def.ts';
import { packLinks, trimDecimals, unpackLinks } from './row-mapping.ts';

const MONEY = [...ITEM_PRICE_FIELDS, 'ratio2', 'ratio3', 'minsellprice', 'maxsellprice', 'minpurcprice', 'maxpurcprice', 'stdsellprice', 'itemdiscpc', 'salesdiscount', 'cost', 'minimumqty'];

/** The old prices kept in one jsonb column travel as oldprice1 … oldmaxpurcprice ('0' when never adjusted). */
function unpackOldPrices(row: Row): Row {
  const { oldprices, ...rest } = row;
  const kept = (oldprices ?? {}) as Record<string, string>;
  return { ...rest, ...Object.fromEntries(ITEM_OLD_PRICE_KEYS.map((key) => [key, kept[key] ?? '0'])) };
}

/** Items (spec 002 §3.1). Accounts left empty are taken from the item category. */
export const ITEM_FORM: FormDef = {
  name: 'item',
  screen: () => 'item',
  table: item,
  idField: 'itemid',
  noField: 'itemno',
  searchFields: ['itemno', 'itemdescription'],
  searchColumn: 'search',
  sortFields: ['itemno', 'itemdescription', 'itemtype', 'itemid'],
  baseFields: ['itemno', 'itemdescription', 'itemtype', 'unit1', 'unit2', 'unit3', 'ratio2', 'ratio3', 'suspended'],
  typeField: 'itemtype',
  limited: true,
  purchase: { fields: ['itemno', 'itemdescription', 'itemtype', 'unit1', 'unit2', 'unit3', 'ratio2', 'ratio3', 'minpurcprice', 'maxpurcprice', 'cost', 'taxcodes', 'taxobjectcode', 'preferedvendor', 'usesn', 'useexp', 'sntype'] },
  schema: ZItemForm as unknown as FormDef['schema'],
  toApi: (row: Row) => trimDecimals(unpackOldPrices(unpackLinks(row)), [...MONEY, ...ITEM_OLD_PRICE_KEYS]),
  // The old prices are written by a price adjustment only: what a client sends back of them is dropped.
  toRow: (data: Row) => packLinks(Object.fromEntries(Object.entries(data).filter(([key]) => !ITEM_OLD_PRICE_KEYS.includes(key)))),
  nextNumber: { field: 'itemno', prefix: () => 'BRG-', digits: 5 },
  async validate(tx, call, data) {
    if (data.parentitem != null && data.parentitem === data.itemid) throw new AppError('PARENT_LOOP', {}, { status: 400 });
    // An item group is sold by its number like an item (grouping.def.ts refuses a group numbered like an item).
    const itemno = String(data.itemno ?? '');
    // Race-free against a group saved with this number at the same moment (grouping.repo.ts lockItemNumber).
    await lockItemNumber(tx, call.tenantId, itemno);
    const [group] = await tx.select({ groupid: itemGroup.groupid }).from(itemGroup).where(and(eq(itemGroup.tenantId, call.tenantId), eq(itemGroup.itemno, itemno))).limit(1);
    if (group) throw new AppError('ITEM_NUMBER_IS_GROUP', { itemno }, { status: 409 });
    const categoryId = data.categoryid as number | null;
    if (categoryId == null) return;
    const [category] = await tx.select().from(itemCategory).where(and(eq(itemCategory.tenantId, call.tenantId), eq(itemCategory.categoryid, categoryId)));
    if (!category) throw new AppError('V_REF_NOT_FOUND', { field: 'categoryid' }, { status: 400 });
    for (const key of ITEM_ACCOUNT_KEYS) if (data[key] == null) data[key] = category[key];
  },
  details: {
    async read(tx, tenantId, id) {
      const rows = await tx
        .select({ personid: itemPersonPrice.personid, persontype: itemPersonPrice.persontype, price1: itemPersonPrice.price1 })
        .from(itemPersonPrice)
        .where(and(eq(itemPersonPrice.tenantId, tenantId), eq(itemPersonPrice.itemid, id)));
      return rows.map((r) => trimDecimals(r, ['price1']));
    },
    async write(tx, tenantId, id, data) {
      await tx.delete(itemPersonPrice).where(and(eq(itemPersonPrice.tenantId, tenantId), eq(itemPersonPrice.itemid, id)));
      const details = (data.details as { personid: number; persontype: number; price1: string }[] | undefined) ?? [];
      if (details.length) await tx.insert(itemPersonPrice).values(details.map((d) => ({ tenantId, itemid: id, ...d })));
    },
  },
  async defaults() {
    return { itemtype: 0, unit1: 'PCS', costmethod: '', allusers: true };
  },
};
