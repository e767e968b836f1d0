import { GROUP_PRICE_FIELDS, ZItemGroupingForm, type TItemGroupingLine } from '@lontar/core';
import { itemGroup } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FormDef, Row } from '../forms/form-def.ts';
import { trimDecimals } from '../forms/defs/row-mapping.ts';
import { isItemNumber, lockItemNumber, writeComponents } from './grouping.repo.ts';
import { componentLines, resolveComponents } from './grouping.service.ts';

/**
 * Item Grouping (`item-grouping`, spec 002 §3.1 "Item group", §2.2): a master with component lines, served by the
 * generic form routes (create, update, read, readall, delete, audit, lock, getnumber). Its number shares the item
 * numbers' space; the components are resolved against the items when saved (docs/decisions.md "Item Grouping").
 */
export const ITEM_GROUPING_FORM: FormDef = {
  name: 'item-grouping',
  screen: () => 'item-grouping',
  table: itemGroup,
  idField: 'groupid',
  noField: 'itemno',
  searchFields: ['itemno', 'itemdescription'],
  sortFields: ['itemno', 'itemdescription', 'groupid'],
  baseFields: ['itemno', 'itemdescription', 'unit1', 'unitprice', 'suspended'],
  schema: ZItemGroupingForm as unknown as FormDef['schema'],
  toApi: (row: Row) => trimDecimals(row, [...GROUP_PRICE_FIELDS, 'salesdiscount']),
  nextNumber: { field: 'itemno', prefix: () => 'GRP-', digits: 5 },
  async validate(tx, call, data) {
    const itemno = String(data.itemno);
    await lockItemNumber(tx, call.tenantId, itemno);
    if (await isItemNumber(tx, call.tenantId, itemno)) throw new AppError('GROUP_NUMBER_IS_ITEM', { itemno }, { status: 409 });
    // The lines to store replace the parsed ones: ids, the item's own spelling of the unit.
    data.details = await resolveComponents(tx, call.tenantId, data.details as TItemGroupingLine[]);
  },
  details: {
    read: (tx, tenantId, id) => componentLines(tx, tenantId, id),
    async write(tx, tenantId, id, data) {
      await writeComponents(tx, tenantId, id, data.details as { itemid: number; itemunit: string; quantity: string }[]);
    },
  },
  async defaults() {
    return { unit1: 'SET', details: [] };
  },
};
