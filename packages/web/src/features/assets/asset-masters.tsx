import { ZFaFiscalTypeForm, ZFaTypeForm, ZFixedAssetForm } from '@lontar/core';
import type { FieldDef, MasterConfig } from '../masters/master-config.ts';
import { titled } from '../masters/configs/simple-masters.ts';
import { AssetHistory } from './AssetHistory.tsx';
import { AssetImportButton } from './AssetImportButton.tsx';
import { AssetSchedule } from './AssetSchedule.tsx';
import { AssetGeneralFields } from './AssetTypeSelect.tsx';
import { DisposalTools } from './DisposalTools.tsx';
import { assetToBody, assetToValues } from './asset-values.ts';

/** depmethod / deprmethod: 0 not depreciated, 1 straight line, 2 declining balance. */
export const METHOD_OPTIONS = [
  { value: 1, label: 'method1' },
  { value: 2, label: 'method2' },
  { value: 0, label: 'method0' },
] as const;

const GROUP_OPTIONS = [
  { value: '', label: 'groupNone' },
  { value: 'K1', label: 'groupK1' },
  { value: 'K2', label: 'groupK2' },
  { value: 'K3', label: 'groupK3' },
  { value: 'K4', label: 'groupK4' },
  { value: 'BP', label: 'groupBP' },
  { value: 'BTP', label: 'groupBTP' },
] as const;

/** The chart's account types of the asset accounts: Aset Tetap, Akumulasi Penyusutan, the expense types. */
const ASSET_ACCOUNTS = [5] as const;
const ACCUMULATED_ACCOUNTS = [6] as const;
const EXPENSE_ACCOUNTS = [13, 14, 16] as const;

const ACCOUNT_FIELDS: FieldDef[] = [
  { name: 'assetglaccnt', kind: 'account', accountTypes: ASSET_ACCOUNTS, required: true },
  { name: 'accumglaccnt', kind: 'account', accountTypes: ACCUMULATED_ACCOUNTS, required: true },
  { name: 'expenseglaccnt', kind: 'account', accountTypes: EXPENSE_ACCOUNTS, required: true },
];

/** "Tipe Aktiva Tetap Pajak": the fiscal groups of UU PPh Pasal 11 (six are provisioned for every company). */
export const fiscalAssetTypeConfig: MasterConfig = {
  key: 'fiscalAssetType',
  title: 'fiscalAssetType',
  form: 'fa-fiscal-type',
  idField: 'assetfistype',
  screen: 'fa-fiscal-type',
  schema: ZFaFiscalTypeForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'fafisdesc', required: true, max: 100 },
        { name: 'groupcode', kind: 'options', options: GROUP_OPTIONS },
        { name: 'deprmethod', kind: 'options', options: METHOD_OPTIONS },
        { name: 'fisestlife', kind: 'int' },
        { name: 'fisrate', kind: 'percent' },
      ],
    },
  ],
  columns: [
    { field: 'fafisdesc', label: 'fafisdesc', width: 240, sortable: true },
    { field: 'groupcode', label: 'groupcode', width: 110, sortable: true },
    { field: 'deprmethod', label: 'deprmethod', width: 170, kind: 'options', options: METHOD_OPTIONS },
    { field: 'fisestlife', label: 'fisestlife', width: 120 },
    { field: 'fisrate', label: 'fisrate', width: 110, kind: 'rate' },
  ],
  recordTitle: titled('fafisdesc'),
};

/** "Tipe Aktiva Tetap": method, life, rate, fiscal type and the three accounts an asset of the type takes. */
export const fixedAssetTypeConfig: MasterConfig = {
  key: 'fixedAssetType',
  title: 'fixedAssetType',
  form: 'fa-type',
  idField: 'afistypeid',
  screen: 'fa-type',
  schema: ZFaTypeForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'assettype', required: true, max: 30, uppercase: true },
        { name: 'fatypedesc', max: 100 },
        { name: 'deprmethod', kind: 'options', options: METHOD_OPTIONS },
        { name: 'estlife', kind: 'int' },
        { name: 'rate', kind: 'percent' },
        { name: 'assetfistype', kind: 'lookup', lookup: 'faFiscalType' },
        ...ACCOUNT_FIELDS,
      ],
    },
  ],
  columns: [
    { field: 'assettype', label: 'assettype', width: 140, sortable: true },
    { field: 'fatypedesc', label: 'fatypedesc', width: 240, sortable: true },
    { field: 'deprmethod', label: 'deprmethod', width: 170, kind: 'options', options: METHOD_OPTIONS },
    { field: 'estlife', label: 'estlife', width: 120 },
    { field: 'rate', label: 'rate', width: 110, kind: 'rate' },
  ],
  recordTitle: titled('assettype', 'fatypedesc'),
};

const ACQUIRED_OPTIONS = [
  { value: 'journal', label: 'acquiredJournal' },
  { value: 'purchase', label: 'acquiredPurchase' },
] as const;

const general: FieldDef[] = [
  { name: 'assetcode', max: 30, uppercase: true },
  { name: 'assetname', required: true, max: 100 },
  { name: 'afistypeid', required: true },
  { name: 'assetfistype', kind: 'lookup', lookup: 'faFiscalType' },
  { name: 'purchasedate', kind: 'date', required: true },
  { name: 'usagedate', kind: 'date', required: true },
  { name: 'deptid', kind: 'lookup', lookup: 'department' },
  { name: 'projectid', kind: 'lookup', lookup: 'project' },
  { name: 'branchid', kind: 'lookup', lookup: 'branch' },
  { name: 'description', kind: 'textarea', wide: true, max: 500 },
];

const values: FieldDef[] = [
  { name: 'cost', label: 'assetcost', kind: 'amount', required: true },
  { name: 'residu', kind: 'amount' },
  { name: 'accumopening', kind: 'amount' },
  { name: 'depmethod', kind: 'options', options: METHOD_OPTIONS },
  { name: 'estimatedlife', kind: 'int' },
  { name: 'depreciationrate', kind: 'percent' },
  ...ACCOUNT_FIELDS,
];

const acquisition: FieldDef[] = [
  { name: 'acquiredBy', kind: 'options', options: ACQUIRED_OPTIONS },
  { name: 'creditglaccnt', kind: 'account', shownWhen: { field: 'acquiredBy', values: ['journal'] } },
  { name: 'purchaseref', max: 100, shownWhen: { field: 'acquiredBy', values: ['purchase'] } },
];

/** "Aktiva Tetap": the asset, its acquisition, its schedule preview and its ledger history; disposal and its undo; its list opens the import. */
export const fixedAssetConfig: MasterConfig = {
  key: 'fixedAsset',
  title: 'fixedAsset',
  form: 'fixed-asset',
  idField: 'assetid',
  screen: 'fixed-asset',
  schema: ZFixedAssetForm,
  number: { field: 'assetcode' },
  sections: [
    { key: 'general', render: ({ tenantId }) => <AssetGeneralFields tenantId={tenantId} fields={general} /> },
    { key: 'values', fields: values },
    { key: 'acquisition', fields: acquisition },
    { key: 'schedule', render: ({ tenantId }) => <AssetSchedule tenantId={tenantId} /> },
    { key: 'history', render: ({ tenantId }) => <AssetHistory tenantId={tenantId} /> },
  ],
  drawn: { general: general.map((field) => field.name) },
  columns: [
    { field: 'assetcode', label: 'assetcode', width: 130, sortable: true },
    { field: 'assetname', label: 'assetname', width: 240, sortable: true },
    { field: 'purchasedate', label: 'purchasedate', width: 130, kind: 'date', sortable: true },
    { field: 'cost', label: 'assetcost', width: 150, kind: 'amount' },
    { field: 'disposed', label: 'disposed', width: 100, kind: 'flag' },
  ],
  recordTitle: titled('assetcode', 'assetname'),
  toValues: assetToValues,
  toBody: assetToBody,
  tools: ({ doc, tenantId }) => <DisposalTools doc={doc} tenantId={tenantId} />,
  listTools: ({ rights }) => <AssetImportButton rights={rights} />,
};
