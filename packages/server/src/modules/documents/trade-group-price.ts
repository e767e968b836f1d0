import { translate, trimZeros, type Lang } from '@lontar/core';
import { validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { groupByNumber } from '../grouping/grouping.repo.ts';
import { groupPriceOf } from '../grouping/grouping.service.ts';

/**
 * `sales-price` for a number that is an item group's (issue 13 §3): the group's own price at the customer's price
 * level when set, else the sum of its components' prices at that level (`groupPriceOf`, `source: group` or
 * `components`), in the group's one unit (another unit: 400 `itemunit`), with the customer's default discount and the
 * group's tax codes (a group line is taxed as the group). Undefined when the company has no group of that number.
 */
export async function groupSalesPrice(tx: Tx, tenantId: number, q: { itemno: string; itemunit?: string }, customer: { pricelevel: number; defaultdisc: string | null }, lang: Lang) {
  const group = await groupByNumber(tx, tenantId, q.itemno);
  if (!group) return undefined;
  if (q.itemunit && q.itemunit.toLowerCase() !== group.unit1.toLowerCase()) throw validationError([`itemunit: ${translate(lang, 'UNIT_NOT_OF_ITEM', { item: q.itemno, unit: q.itemunit })}`]);
  const level = Number.isInteger(customer.pricelevel) && customer.pricelevel >= 1 && customer.pricelevel <= 5 ? customer.pricelevel : 1;
  const price = await groupPriceOf(tx, tenantId, group, level);
  const disc = customer.defaultdisc !== null && customer.defaultdisc !== '' ? trimZeros(customer.defaultdisc) : '';
  return { itemno: group.itemno, itemunit: group.unit1, unitprice: price.price, source: price.source, pricelevel: level, itemdiscpc: disc, taxcodes: group.taxcodes };
}
