import type { Row } from '../../ui/document/record-api.ts';

/** A master another form refers to: where its rows come from (readallBase) and how one is named in a selector. */
export interface LookupDef {
  form: string;
  /** The value stored in the referring field: the id, or the name for units (items hold unit names). */
  valueField: string;
  /** The form's id field, to read one row that is not on the loaded page. */
  idField: string;
  persontype?: 0 | 1;
  label: (row: Row) => string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const coded = (code: string, name: string) => (row: Row) => [text(row[code]), text(row[name])].filter(Boolean).join(' · ');
const idLookup = (form: string, idField: string, label: LookupDef['label'], persontype?: 0 | 1): LookupDef => ({ form, valueField: idField, idField, label, persontype });

export type LookupName =
  | 'currency'
  | 'customerStatus'
  | 'customerType'
  | 'salesman'
  | 'shipment'
  | 'term'
  | 'tax'
  | 'department'
  | 'project'
  | 'warehouse'
  | 'category'
  | 'customer'
  | 'vendor'
  | 'item'
  | 'unit'
  | 'branch'
  | 'faType'
  | 'faFiscalType'
  | 'fixedAsset';

export const LOOKUPS: Record<LookupName, LookupDef> = {
  currency: idLookup('currencys', 'currencyid', (row) => text(row.currencyname)),
  customerStatus: idLookup('customer-status', 'statid', (row) => text(row.name)),
  customerType: idLookup('customer-type', 'typeid', (row) => text(row.typename)),
  salesman: idLookup('salesman', 'salesmanid', (row) => `${text(row.firstname)} ${text(row.lastname)}`.trim()),
  shipment: idLookup('shipment', 'shipid', (row) => text(row.name)),
  term: idLookup('term-payment', 'termid', (row) => text(row.termname)),
  tax: idLookup('tax', 'taxid', coded('taxcode', 'taxname')),
  department: idLookup('department', 'deptid', coded('deptno', 'deptname')),
  project: idLookup('project', 'projectid', coded('projectno', 'projectname')),
  warehouse: idLookup('warehouse', 'whid', coded('whno', 'name')),
  category: idLookup('item-category', 'categoryid', (row) => text(row.name)),
  customer: idLookup('person-data', 'personid', coded('personno', 'name'), 0),
  vendor: idLookup('person-data', 'personid', coded('personno', 'name'), 1),
  item: idLookup('item', 'itemid', coded('itemno', 'itemdescription')),
  branch: idLookup('branch', 'branchid', (row) => text(row.branchname)),
  faType: idLookup('fa-type', 'afistypeid', coded('assettype', 'fatypedesc')),
  faFiscalType: idLookup('fa-fiscal-type', 'assetfistype', (row) => text(row.fafisdesc)),
  fixedAsset: idLookup('fixed-asset', 'assetid', coded('assetcode', 'assetname')),
  unit: { form: 'unit', valueField: 'unitname', idField: 'unitid', label: (row: Row) => text(row.unitname) },
};
