import { groupPrice, itemPriceField, trimZeros, type GroupComponent, type TItemGroupingLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { componentRows, itemsByNumbers, type ComponentItem, type ComponentRow, type GroupRow } from './grouping.repo.ts';

/** Item Grouping beyond the generic form: components resolved against the items, the group's price. */

/** Which of an item's units a name is (case-insensitive), with its ratio to unit1. */
export function unitOf(item: Pick<ComponentItem, 'unit1' | 'unit2' | 'unit3' | 'ratio2' | 'ratio3'>, name: string): { name: string; index: 1 | 2 | 3; ratio: string } | undefined {
  const wanted = name.trim().toUpperCase();
  const units = [
    { name: item.unit1, index: 1 as const, ratio: '1' },
    { name: item.unit2, index: 2 as const, ratio: item.ratio2 },
    { name: item.unit3, index: 3 as const, ratio: item.ratio3 },
  ];
  return units.find((u) => u.name && u.name.toUpperCase() === wanted && new Decimal(u.ratio || '0').greaterThan(0));
}

/** A stored component line as a core GroupComponent (the unit's ratio read from its item). */
function asComponent(row: ComponentRow): GroupComponent & { seq: number; itemdescription: string; unitindex: 1 | 2 | 3 } {
  const unit = unitOf(row, row.itemunit);
  return {
    seq: row.seq,
    itemid: row.itemid,
    itemno: row.itemno,
    itemdescription: row.itemdescription,
    itemtype: row.itemtype,
    itemunit: row.itemunit,
    unitindex: unit?.index ?? 1,
    unitratio: trimZeros(unit?.ratio ?? '1'),
    quantity: trimZeros(row.quantity),
  };
}

/**
 * The components of group `itemid` (the group's `groupid`), in order: item, unit, ratio to unit1, quantity per
 * one group unit. Empty when there is no such group in the company. For the sales documents and stock searches.
 */
export async function groupComponents(tx: Tx, tenantId: number, itemid: number) {
  return (await componentRows(tx, tenantId, itemid)).map(asComponent);
}

/** Component lines as the API answers them (read, getdetail, readallsubitem), with the quantity in unit1. */
export async function componentLines(tx: Tx, tenantId: number, groupid: number) {
  return (await groupComponents(tx, tenantId, groupid)).map(({ unitindex: _u, ...c }) => ({ ...c, qtyunit1: times(c.quantity, c.unitratio) }));
}

const times = (a: string, b: string) => trimZeros(new Decimal(a).times(b).toFixed());

/**
 * The parsed component lines → the rows to store: each item found in this company, not a service, its unit one
 * of the item's (default unit1). Refuses with 400 naming the line's field.
 */
export async function resolveComponents(tx: Tx, tenantId: number, details: readonly TItemGroupingLine[]) {
  const items = await itemsByNumbers(tx, tenantId, details.map((d) => d.itemno));
  const byNo = new Map(items.map((i) => [i.itemno, i]));
  return details.map((line, i) => {
    const at = `details.${i}`;
    const found = byNo.get(line.itemno);
    if (!found) throw new AppError('V_REF_NOT_FOUND', { field: `${at}.itemno` }, { status: 400 });
    if (found.itemtype === 2) throw new AppError('GROUP_COMPONENT_SERVICE', { field: `${at}.itemno`, item: found.itemno }, { status: 400 });
    const unit = unitOf(found, line.itemunit || found.unit1);
    if (!unit) throw new AppError('GROUP_COMPONENT_UNIT', { field: `${at}.itemunit`, item: found.itemno, unit: line.itemunit }, { status: 400 });
    return { itemid: found.itemid, itemunit: unit.name, quantity: line.quantity };
  });
}

/**
 * POST item-grouping-price: the group's own price at the level when set (more than zero), else the sum of its
 * components' prices at that level, each in the component's unit (docs/decisions.md "Item Grouping").
 */
export async function groupPriceOf(tx: Tx, tenantId: number, group: GroupRow, level: number) {
  const rows = await componentRows(tx, tenantId, group.groupid);
  const components = rows.map(asComponent);
  const prices = rows.map((row, i) => row.prices[itemPriceField(components[i]!.unitindex, level)] ?? '0');
  const own = (group as Record<string, unknown>)[level > 1 ? `unitprice${level}` : 'unitprice'] as string;
  const { price, source } = groupPrice(own, components, prices);
  return {
    itemid: group.groupid,
    itemno: group.itemno,
    pricelevel: level,
    unit: group.unit1,
    price: trimZeros(price),
    source,
    details: components.map((c, i) => ({
      itemno: c.itemno,
      itemunit: c.itemunit,
      quantity: c.quantity,
      unitprice: trimZeros(prices[i]!),
      amount: times(c.quantity, prices[i]!),
    })),
  };
}
