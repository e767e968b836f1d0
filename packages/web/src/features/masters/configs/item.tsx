import { ITEM_PRICE_FIELDS, ZItemForm } from '@lontar/core';
import { Form } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AccessFields } from '../fields/AccessFields.tsx';
import { ExtraFields } from '../fields/ExtraFields.tsx';
import { FieldGrid, FieldInput } from '../fields/FieldInput.tsx';
import { LookupSelect } from '../fields/LookupSelect.tsx';
import { ItemPersonPrices } from '../item/ItemPersonPrices.tsx';
import { itemToBody, itemToValues } from '../item/item-values.ts';
import { ItemUnitsPrices } from '../item/ItemUnitsPrices.tsx';
import type { FieldDef, MasterConfig } from '../master-config.ts';
import { ITEM_ACCOUNT_FIELDS } from './item-category.ts';
import { titled } from './simple-masters.ts';

const ITEM_TYPES = [
  { value: 0, label: 'itemtype0' },
  { value: 1, label: 'itemtype1' },
  { value: 2, label: 'itemtype2' },
] as const;

const identity: FieldDef[] = [
  { name: 'itemno', required: true, max: 30 },
  { name: 'itemdescription', required: true, max: 200 },
  { name: 'itemdescription2', max: 200 },
  { name: 'itemtype', kind: 'options', options: ITEM_TYPES },
  { name: 'categoryid', kind: 'lookup', lookup: 'category' },
  { name: 'itemupc', max: 60 },
  { name: 'itemplu', max: 60 },
  { name: 'deptid', kind: 'lookup', lookup: 'department' },
  { name: 'projectid', kind: 'lookup', lookup: 'project' },
  { name: 'defwhs', kind: 'lookup', lookup: 'warehouse' },
  { name: 'preferedvendor', kind: 'lookup', lookup: 'vendor' },
];

const limits: FieldDef[] = [
  { name: 'stdsellprice', kind: 'amount' },
  { name: 'minsellprice', kind: 'amount' },
  { name: 'maxsellprice', kind: 'amount' },
  { name: 'minpurcprice', kind: 'amount' },
  { name: 'maxpurcprice', kind: 'amount' },
  { name: 'itemdiscpc', kind: 'percent' },
  { name: 'salesdiscount', kind: 'amount' },
  { name: 'taxcodes', max: 60 },
  { name: 'taxobjectcode', kind: 'taxObjectCode', shownWhen: { field: 'itemtype', values: [1, 2] } },
  // The e-Faktur line's Opt and Code (TAX.md): empty is "by the item type" and the generic 000000.
  {
    name: 'efakturopt',
    kind: 'options',
    options: [
      { value: '', label: 'optAuto' },
      { value: 'A', label: 'optGoods' },
      { value: 'B', label: 'optServices' },
    ],
  },
  { name: 'efakturcode', max: 6 },
];

const stock: FieldDef[] = [
  { name: 'cost', kind: 'amount' },
  {
    name: 'costmethod',
    kind: 'options',
    options: [
      { value: '', label: 'costCompany' },
      { value: 'FIFO', label: 'fifo' },
      { value: 'AVG', label: 'avg' },
    ],
  },
  { name: 'minimumqty', kind: 'rate' },
];

const serial: FieldDef[] = [
  { name: 'usesn', kind: 'switch' },
  { name: 'forcesn', kind: 'switch' },
  { name: 'useexp', kind: 'switch' },
  {
    name: 'sntype',
    kind: 'options',
    options: [
      { value: 0, label: 'sntype0' },
      { value: 1, label: 'sntype1' },
    ],
  },
];

/** Sub-items hang under a parent item (parentitem); an item is not its own parent. */
function ParentItemFields({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('masters');
  const self = Form.useWatch<number | undefined>('itemid');
  return (
    <div className="field-grid">
      <Form.Item name="parentitem" label={t('fields.parentitem')}>
        <LookupSelect tenantId={tenantId} lookup="item" exclude={self ?? null} />
      </Form.Item>
      <FieldInput tenantId={tenantId} field={{ name: 'iamparent', kind: 'switch' }} />
      <FieldInput tenantId={tenantId} field={{ name: 'suspended', kind: 'switch' }} />
    </div>
  );
}

const PRICE_FIELD = /^unitprice([2-5])?(?:_l([23]))?$/;

function itemLabel(path: (string | number)[], t: TFunction<'masters'>): string | undefined {
  const price = path.length === 1 ? PRICE_FIELD.exec(String(path[0])) : null;
  if (price) return `${t('price', { n: Number(price[1] ?? 1) })} · ${t(`fields.unit${(price[2] ?? '1') as '1' | '2' | '3'}`)}`;
  if (path[0] === 'details') return typeof path[1] === 'number' ? `${t('sections.personPrices')} ${path[1] + 1}` : t('sections.personPrices');
  return undefined;
}

/** Items and services (spec 002 §3.1): identity, up to three units with ratios and five price levels each, accounts, serial/batch flags, sub-items and special prices. */
export const itemConfig: MasterConfig = {
  key: 'item',
  title: 'item',
  form: 'item',
  idField: 'itemid',
  screen: 'item',
  schema: ZItemForm,
  defaultsParam: '0',
  number: { field: 'itemno' },
  sections: [
    {
      key: 'identity',
      render: ({ tenantId }) => (
        <>
          <FieldGrid tenantId={tenantId} fields={identity} />
          <ParentItemFields tenantId={tenantId} />
        </>
      ),
    },
    {
      key: 'unitsPrices',
      render: ({ tenantId }) => (
        <>
          <ItemUnitsPrices tenantId={tenantId} />
          <FieldGrid tenantId={tenantId} fields={limits} />
        </>
      ),
    },
    { key: 'stock', fields: stock },
    { key: 'accounts', fields: ITEM_ACCOUNT_FIELDS },
    { key: 'serial', fields: serial },
    { key: 'personPrices', render: ({ tenantId, readOnly }) => <ItemPersonPrices tenantId={tenantId} readOnly={readOnly} /> },
    { key: 'other', render: () => <ExtraFields /> },
    { key: 'access', render: ({ tenantId }) => <AccessFields tenantId={tenantId} /> },
  ],
  columns: [
    { field: 'itemno', label: 'itemno', width: 140, sortable: true },
    { field: 'itemdescription', label: 'itemdescription', width: 280, sortable: true },
    { field: 'itemtype', label: 'itemtype', width: 140, sortable: true, kind: 'options', options: ITEM_TYPES },
    { field: 'unit1', label: 'unit1', width: 100 },
    { field: 'unitprice', label: 'sellprice', width: 160, kind: 'amount' },
    { field: 'suspended', label: 'suspended', width: 100, kind: 'flag' },
  ],
  recordTitle: titled('itemno', 'itemdescription'),
  toValues: itemToValues,
  toBody: itemToBody,
  extraLabel: itemLabel,
  drawn: {
    identity: ['parentitem', 'iamparent', 'suspended'],
    unitsPrices: ['unit1', 'unit2', 'unit3', 'ratio2', 'ratio3', ...ITEM_PRICE_FIELDS],
    personPrices: ['details'],
  },
};
