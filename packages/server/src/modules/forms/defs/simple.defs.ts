import {
  formatDocNumber,
  ZBranchForm,
  ZCurrencyForm,
  ZCustomerStatusForm,
  ZCustomerTypeForm,
  ZDepartmentForm,
  ZItemCategoryForm,
  ZProjectForm,
  ZSalesmanForm,
  ZShipmentForm,
  ZTaxForm,
  ZTermPaymentForm,
  ZUnitForm,
  ZWarehouseForm,
} from '@lontar/core';
import { branch, currency, customerStatus, customerType, department, itemCategory, project, salesman, shipment, tax, termPayment, unit, warehouse } from '../../../db/schema/index.ts';
import type { FormDef, Row } from '../form-def.ts';
import { lockNumbering, maxNumberWithPrefix } from '../form.repo.ts';
import { trimDecimals } from './row-mapping.ts';


const screen = (name: string) => () => name;
const decimals = (...fields: string[]) => (row: Row) => trimDecimals(row, fields);

/**
 * The spec's warehouse has no number (spec 002 §3.3): one left out is the next GD-nnn on create, and the one the
 * warehouse has on update. Every create takes the numbering lock, so a number typed by hand and an assigned one
 * never race for the same code.
 */
const WAREHOUSE_FORM: FormDef = {
  name: 'warehouse',
  screen: screen('warehouse'),
  table: warehouse,
  idField: 'whid',
  noField: 'whno',
  keep: (row) => (row.whno === '0' ? 'DEFAULT_RECORD' : undefined),
  searchFields: ['whno', 'name', 'pic'],
  sortFields: ['whno', 'name', 'whid'],
  baseFields: ['whno', 'name'],
  schema: ZWarehouseForm,
  nextNumber: { field: 'whno', prefix: () => 'GD-', digits: 3 },
  async validate(tx, call, data, current) {
    if (current) {
      if (!data.whno) data.whno = current.whno;
      return;
    }
    await lockNumbering(tx, WAREHOUSE_FORM, call.tenantId);
    if (data.whno) return;
    const { field, prefix, digits } = WAREHOUSE_FORM.nextNumber!;
    data.whno = formatDocNumber(prefix(''), digits, (await maxNumberWithPrefix(tx, WAREHOUSE_FORM, call.tenantId, field, prefix(''))) + 1);
  },
};

/** The simple masters of spec 002 §3.3, each declared once. */
export const SIMPLE_FORMS: FormDef[] = [
  {
    name: 'currencys',
    screen: screen('currency'),
    table: currency,
    idField: 'currencyid',
    noField: 'currencyname',
    searchFields: ['currencyname'],
    sortFields: ['currencyname', 'currencyid'],
    baseFields: ['currencyname', 'exchangerate'],
    schema: ZCurrencyForm,
    toApi: decimals('exchangerate', 'fiscalrate'),
    toRow: ({ isbase: _isbase, ...d }) => d,
    keep: (row) => (row.isbase ? 'BASE_CURRENCY_FIRST' : undefined),
  },
  { name: 'customer-status', screen: screen('customer-status'), table: customerStatus, idField: 'statid', noField: 'name', searchFields: ['name'], sortFields: ['name', 'statid'], baseFields: ['name'], schema: ZCustomerStatusForm },
  { name: 'customer-type', screen: screen('customer-type'), table: customerType, idField: 'typeid', noField: 'typename', searchFields: ['typename'], sortFields: ['typename', 'typeid'], baseFields: ['typename'], schema: ZCustomerTypeForm },
  {
    name: 'salesman',
    screen: screen('salesman'),
    table: salesman,
    idField: 'salesmanid',
    searchFields: ['firstname', 'lastname', 'email', 'cellular'],
    sortFields: ['firstname', 'lastname', 'salesmanid'],
    baseFields: ['firstname', 'lastname'],
    schema: ZSalesmanForm,
  },
  {
    name: 'department',
    screen: screen('department'),
    table: department,
    idField: 'deptid',
    noField: 'deptno',
    keep: (row) => (row.deptno === '0' ? 'DEFAULT_RECORD' : undefined),
    searchFields: ['deptno', 'deptname'],
    sortFields: ['deptno', 'deptname', 'deptid'],
    baseFields: ['deptno', 'deptname'],
    schema: ZDepartmentForm,
  },
  {
    name: 'project',
    screen: screen('project'),
    table: project,
    idField: 'projectid',
    noField: 'projectno',
    keep: (row) => (row.projectno === '0' ? 'DEFAULT_RECORD' : undefined),
    searchFields: ['projectno', 'projectname'],
    sortFields: ['projectno', 'projectname', 'projectid'],
    baseFields: ['projectno', 'projectname'],
    schema: ZProjectForm,
    toApi: decimals('percentcompleted'),
  },
  {
    name: 'tax',
    screen: screen('tax'),
    table: tax,
    idField: 'taxid',
    noField: 'taxcode',
    searchFields: ['taxcode', 'taxname'],
    sortFields: ['taxcode', 'taxname', 'taxid'],
    baseFields: ['taxcode', 'taxname', 'rate'],
    schema: ZTaxForm,
    toApi: decimals('rate'),
  },
  {
    name: 'term-payment',
    screen: screen('term-payment'),
    table: termPayment,
    idField: 'termid',
    noField: 'termname',
    searchFields: ['termname'],
    sortFields: ['termname', 'netdays', 'termid'],
    baseFields: ['termname', 'netdays'],
    schema: ZTermPaymentForm,
    toApi: decimals('discpc'),
  },
  { name: 'shipment', screen: screen('shipment'), table: shipment, idField: 'shipid', noField: 'name', searchFields: ['name'], sortFields: ['name', 'shipid'], baseFields: ['name'], schema: ZShipmentForm },
  { name: 'branch', screen: screen('branch'), table: branch, idField: 'branchid', noField: 'branchname', searchFields: ['branchname', 'addressline1'], sortFields: ['branchname', 'branchid'], baseFields: ['branchname'], schema: ZBranchForm },
  WAREHOUSE_FORM,
  {
    name: 'unit',
    screen: screen('unit'),
    table: unit,
    idField: 'unitid',
    noField: 'unitname',
    searchFields: ['unitname'],
    sortFields: ['unitname', 'unitid'],
    baseFields: ['unitname'],
    schema: ZUnitForm,
  },
  { name: 'item-category', screen: screen('item-category'), table: itemCategory, idField: 'categoryid', noField: 'name', searchFields: ['name'], sortFields: ['name', 'categoryid'], baseFields: ['name'], schema: ZItemCategoryForm },
];
