import { translate, type GroupComponent, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { Tx } from '../../platform/tx.ts';
import { groupComponents } from '../grouping/grouping.service.ts';
import { itemsById, type GoodsItem } from './goods-context.repo.ts';
import { deliveredComponents, groupsByNumbers, type GroupHead } from './trade-group.repo.ts';
import type { PreparedTrade, TradeGoods } from './trade-prepare.ts';

/**
 * Item groups on sales lines (issue 13 §3, docs/decisions.md "Item groups on sales lines"): a line's number that is
 * no item of the company may be an Item Grouping's. The line stays one line (priced, taxed and printed as the group,
 * `itemid` null, `extra.groupid`); its components move stock (trade-group-stock.ts). Purchasing never resolves groups.
 */

/** A component as sold: the declared component and its item (accounts, cost method). */
export type SaleComponent = GroupComponent & { item: GoodsItem };
export type SaleGroup = GroupHead & { components: SaleComponent[] };

/**
 * The groups named by the lines' numbers that are no item (`missing`), each with its components and their items.
 * Empty without a query when every number is an item.
 */
export async function groupsForLines(tx: Tx, tenantId: number, missing: readonly string[]): Promise<Map<string, SaleGroup>> {
  const heads = await groupsByNumbers(tx, tenantId, missing);
  if (!heads.size) return new Map();
  const declared = new Map<number, GroupComponent[]>();
  for (const head of heads.values()) declared.set(head.groupid, await groupComponents(tx, tenantId, head.groupid));
  const items = await itemsById(tx, tenantId, [...declared.values()].flatMap((list) => list.map((c) => c.itemid)));
  return new Map(
    [...heads].map(([no, head]) => [no, { ...head, components: declared.get(head.groupid)!.flatMap((c) => (items.has(c.itemid) ? [{ ...c, item: items.get(c.itemid)! }] : [])) }]),
  );
}

/** The components' items of the groups (added to the document's items, so the stock engine reads none again). */
export const componentItems = (groups: ReadonlyMap<string, SaleGroup>): GoodsItem[] => [...groups.values()].flatMap((g) => g.components.map((c) => c.item));

/**
 * A group line resolved: no item, the group's one unit (ratio 1; another unit is refused naming the group), the
 * line's warehouse else the company's default (a group has no default warehouse of its own).
 */
export function groupLineResolved(group: SaleGroup, line: { itemunit?: string; warehouseid?: number | null }, at: string, lang: Lang, problems: string[], warehouseid: number | null) {
  if (line.itemunit && line.itemunit.toLowerCase() !== group.unit1.toLowerCase()) {
    problems.push(`${at}.itemunit: ${translate(lang, 'UNIT_NOT_OF_ITEM', { item: group.itemno, unit: line.itemunit })}`);
  }
  return { item: null, group, unit: { name: group.unit1, ratio: '1' }, warehouseid: line.warehouseid ?? warehouseid };
}

/**
 * What a group line means for posting: the code that moves items sees a non-inventory line (`itemtype` 1: no move of
 * its own, sold to the group's sales account, else the company's); its components move through trade-group-stock.ts.
 */
export const groupGoods = (group: SaleGroup): Pick<TradeGoods, 'itemno' | 'itemtype' | 'salesglid' | 'group'> => ({ itemno: group.itemno, itemtype: 1, salesglid: group.salesglid, group });

/**
 * An invoice's group lines pulled from a delivery order take the cost the delivery order's component moves left
 * inventory with, in proportion to the group quantity invoiced; the invoice that takes the rest of the line takes the
 * rest of each component's cost, so goods in transit clears exactly (as `withDeliveredCosts` does for an item). Kept
 * in the line's `extra.groupcosts` (`itemid`, `cost`, `gitglid`), where later invoices of the same line read what was
 * taken. `self`: the invoice being edited.
 */
export async function withGroupDeliveredCosts(tx: Tx, tenantId: number, prepared: PreparedTrade, self: number | undefined): Promise<PreparedTrade> {
  const refs = prepared.goods.flatMap((g) => (g.group && g.delivered ? [g.delivered] : []));
  if (!refs.length) return prepared;
  const rows = await deliveredComponents(tx, tenantId, refs, self);
  const taken = new Map<string, { qty: Decimal; cost: Map<number, Decimal> }>();
  const lines = prepared.lines.map((line, i) => {
    const goods = prepared.goods[i]!;
    if (!goods.group || !goods.delivered) return line;
    const { docid, seq } = goods.delivered;
    const parts = rows.filter((r) => r.docid === docid && r.seq === seq);
    if (!parts.length) return line;
    const key = `${docid}:${seq}`;
    const state = taken.get(key) ?? { qty: new Decimal(parts[0]!.takenqty), cost: new Map(parts.map((p) => [p.itemid, new Decimal(p.takencost)])) };
    const quantity = String(line.quantity ?? '0');
    const after = state.qty.plus(quantity);
    const rest = after.gte(parts[0]!.doqty);
    const groupcosts = parts.map((p) => {
      const before = state.cost.get(p.itemid) ?? new Decimal(0);
      const cost = rest ? new Decimal(p.cost).minus(before) : new Decimal(p.cost).times(quantity).dividedBy(p.doqty).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      state.cost.set(p.itemid, before.plus(cost));
      return { itemid: p.itemid, cost: cost.toFixed(2), gitglid: p.gitglid };
    });
    taken.set(key, { qty: after, cost: state.cost });
    return { ...line, extra: { ...(line.extra as Record<string, unknown>), groupcosts } };
  });
  return { ...prepared, lines };
}
