import { ZItemCategoryForm } from '@lontar/core';
import type { FieldDef, MasterConfig } from '../master-config.ts';
import { titled } from './simple-masters.ts';

/** The seven account links of items and item categories (spec 002 §3.1). */
export const ITEM_ACCOUNT_FIELDS: readonly FieldDef[] = [
  { name: 'inventoryglaccnt', kind: 'account' },
  { name: 'salesglaccnt', kind: 'account' },
  { name: 'salesretglaccnt', kind: 'account' },
  { name: 'purchaseretglaccnt', kind: 'account' },
  { name: 'cogsglaccnt', kind: 'account' },
  { name: 'unbilledglaccnt', kind: 'account' },
  { name: 'goodsintransglaccnt', kind: 'account' },
];

/** Item categories: a name and the accounts a new item of the category takes when its own are left empty. */
export const itemCategoryConfig: MasterConfig = {
  key: 'itemCategory',
  title: 'itemCategory',
  form: 'item-category',
  idField: 'categoryid',
  screen: 'item-category',
  schema: ZItemCategoryForm,
  sections: [
    { key: 'general', fields: [{ name: 'name', required: true, max: 60, wide: true }] },
    { key: 'accounts', fields: ITEM_ACCOUNT_FIELDS },
  ],
  columns: [{ field: 'name', label: 'name', width: 320, sortable: true }],
  recordTitle: titled('name'),
};
