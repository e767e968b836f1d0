import { trimZeros } from '@lontar/core';
import type { Tx } from '../../platform/tx.ts';
import { list } from '../forms/form.repo.ts';
import { ITEM_GROUPING_FORM } from './grouping.def.ts';
import { componentsOfGroups } from './grouping.repo.ts';

type GroupComponentRow = { itemno: string; itemdescription: string; itemunit: string; quantity: string };

/**
 * A page of the groups a sales line may sell (`search-item-group`): searched like Item Grouping's own list (number
 * first, then name), each with its components (item, unit, quantity per group unit) to show beneath the line.
 */
export async function groupsOnSale(tx: Tx, tenantId: number, q: { search?: string; page: number; size: number }) {
  const { rows, total } = await list(tx, ITEM_GROUPING_FORM, tenantId, { ...q, fields: ['groupid', 'itemno', 'itemdescription', 'unit1', 'suspended'] });
  const byGroup = new Map<number, GroupComponentRow[]>();
  for (const { groupid, quantity, ...c } of await componentsOfGroups(tx, tenantId, rows.map((r) => Number(r.groupid)))) {
    byGroup.set(groupid, [...(byGroup.get(groupid) ?? []), { ...c, quantity: trimZeros(quantity) }]);
  }
  const listdata = rows.map((r) => ({
    id: Number(r.groupid),
    groupid: Number(r.groupid),
    itemno: String(r.itemno),
    itemdescription: String(r.itemdescription ?? ''),
    unit1: String(r.unit1),
    suspended: Boolean(r.suspended),
    components: byGroup.get(Number(r.groupid)) ?? [],
  }));
  return { listdata, total };
}
