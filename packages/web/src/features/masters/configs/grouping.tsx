import { ZItemGroupingForm } from '@lontar/core';
import type { TFunction } from 'i18next';
import type { FieldDef, MasterConfig } from '../master-config.ts';
import { GroupingComponents } from '../item/GroupingComponents.tsx';
import { titled } from './simple-masters.ts';

const identity: FieldDef[] = [
  { name: 'itemno', required: true, max: 30 },
  { name: 'itemdescription', required: true, max: 200 },
  { name: 'unit1', required: true, max: 20, uppercase: true },
  { name: 'suspended', kind: 'switch' },
];

const prices: FieldDef[] = [
  { name: 'unitprice', kind: 'amount' },
  { name: 'unitprice2', kind: 'amount' },
  { name: 'unitprice3', kind: 'amount' },
  { name: 'unitprice4', kind: 'amount' },
  { name: 'unitprice5', kind: 'amount' },
  { name: 'salesdiscount', kind: 'amount' },
  { name: 'taxcodes', max: 60 },
];

const accounts: FieldDef[] = [
  { name: 'salesglaccnt', kind: 'account' },
  { name: 'salesretglaccnt', kind: 'account' },
];

const LINE_FIELDS: Record<string, 'componentItem' | 'componentUnit' | 'componentQty'> = { itemno: 'componentItem', itemunit: 'componentUnit', quantity: 'componentQty' };

/** A component line's inputs: "Komponen 2 · Satuan". */
function groupingLabel(path: (string | number)[], t: TFunction<'masters'>): string | undefined {
  if (path[0] !== 'details') return undefined;
  if (typeof path[1] !== 'number') return t('sections.components');
  const field = LINE_FIELDS[String(path[2])];
  return `${t('sections.components')} ${path[1] + 1}${field ? ` · ${t(field)}` : ''}`;
}

/** Item Grouping (spec 002 §3.1 "Item group"): a group sold as one line, its price levels, accounts and components. */
export const groupingConfig: MasterConfig = {
  key: 'itemGrouping',
  title: 'itemGrouping',
  form: 'item-grouping',
  idField: 'groupid',
  screen: 'item-grouping',
  schema: ZItemGroupingForm,
  defaultsParam: '0',
  number: { field: 'itemno' },
  sections: [
    { key: 'identity', fields: identity },
    { key: 'components', render: ({ tenantId, readOnly }) => <GroupingComponents tenantId={tenantId} readOnly={readOnly} /> },
    { key: 'unitsPrices', title: 'sales', fields: prices },
    { key: 'accounts', fields: accounts },
  ],
  columns: [
    { field: 'itemno', label: 'itemno', width: 140, sortable: true },
    { field: 'itemdescription', label: 'itemdescription', width: 280, sortable: true },
    { field: 'unit1', label: 'unit1', width: 100 },
    { field: 'unitprice', label: 'sellprice', width: 160, kind: 'amount' },
    { field: 'suspended', label: 'suspended', width: 100, kind: 'flag' },
  ],
  recordTitle: titled('itemno', 'itemdescription'),
  extraLabel: groupingLabel,
  drawn: { components: ['details'] },
};

