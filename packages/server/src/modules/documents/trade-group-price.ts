import { checkPriceRange, groupLineDiscount, groupPriceLimits, translate, type Lang } from '@lontar/core';
import { validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { groupByNumber } from '../grouping/grouping.repo.ts';
import { groupPriceOf } from '../grouping/grouping.service.ts';
import { priceLimits } from './trade-context.repo.ts';
import type { SaleGroup } from './trade-group-prepare.ts';

/**
 * `sales-price` for a number that is an item group's (issue 13 §3): the group's own price at the customer's price
 * level when set, else the sum of its components' prices at that level (`groupPriceOf`, `source: group` or
 * `components`), in the group's one unit (another unit: 400 `itemunit`), with the customer's default discount else
 * the group's `salesdiscount` (core `groupLineDiscount`) and the group's tax codes (a group line is taxed as the
 * group). Undefined when the company has no group of that number.
 */
export async function groupSalesPrice(tx: Tx, tenantId: number, q: { itemno: string; itemunit?: string }, customer: { pricelevel: number; defaultdisc: string | null }, lang: Lang) {
  const group = await groupByNumber(tx, tenantId, q.itemno);
  if (!group) return undefined;
  if (q.itemunit && q.itemunit.toLowerCase() !== group.unit1.toLowerCase()) throw validationError([`itemunit: ${translate(lang, 'UNIT_NOT_OF_ITEM', { item: q.itemno, unit: q.itemunit })}`]);
  const level = Number.isInteger(customer.pricelevel) && customer.pricelevel >= 1 && customer.pricelevel <= 5 ? customer.pricelevel : 1;
  const price = await groupPriceOf(tx, tenantId, group, level);
  return {
    itemno: group.itemno,
    itemunit: group.unit1,
    unitprice: price.price,
    source: price.source,
    pricelevel: level,
    itemdiscpc: groupLineDiscount(customer.defaultdisc, group.salesdiscount),
    taxcodes: group.taxcodes,
  };
}

type LimitedGroup = { groupid: number; components: readonly { itemid: number; quantity: string; unitratio: string }[] };

/** The groups' min/max sell price per group unit (core `groupPriceLimits` over their components' items), by groupid. */
async function groupLimits(tx: Tx, tenantId: number, groups: readonly LimitedGroup[]) {
  const limits = await priceLimits(tx, tenantId, [...new Set(groups.flatMap((g) => g.components.map((c) => c.itemid)))], 'sell');
  return new Map(groups.map((g) => [g.groupid, groupPriceLimits(g.components.map((c) => ({ quantity: c.quantity, unitratio: c.unitratio, min: limits.get(c.itemid)?.min, max: limits.get(c.itemid)?.max })))]));
}

/**
 * With `useminmaxsellprice` on, a group line's price per group unit outside the group's range (`groupPriceLimits`) is
 * refused with the items' message naming the group: one "details.N.unitprice: …" problem per line.
 */
export async function groupPriceProblems(tx: Tx, tenantId: number, lines: readonly { at: number; group: SaleGroup; unitprice: string }[], lang: Lang, problem: (field: string, e: unknown) => string): Promise<string[]> {
  if (!lines.length) return [];
  const limits = await groupLimits(tx, tenantId, lines.map((l) => l.group));
  return lines.flatMap(({ at, group, unitprice }) => {
    const { min, max } = limits.get(group.groupid)!;
    try {
      checkPriceRange({ itemno: group.itemno, unitprice, minprice: min, maxprice: max }, 'SELL_PRICE_OUT_OF_RANGE');
      return [];
    } catch (e) {
      return [problem(`details.${at}.unitprice`, e)];
    }
  });
}
