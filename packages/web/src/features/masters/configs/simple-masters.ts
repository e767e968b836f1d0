import {
  ZBranchForm,
  ZCurrencyForm,
  ZCustomerStatusForm,
  ZCustomerTypeForm,
  ZDepartmentForm,
  ZProjectForm,
  ZSalesmanForm,
  ZShipmentForm,
  ZTermPaymentForm,
  ZUnitForm,
  ZWarehouseForm,
} from '@lontar/core';
import type { Row } from '../../../ui/document/record-api.ts';
import type { MasterConfig } from '../master-config.ts';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
export const titled =
  (...fields: string[]) =>
  (record: Row) =>
    fields
      .map((field) => text(record[field]))
      .filter(Boolean)
      .join(' · ');

/** The simple masters of spec 002 §3.3, each declared once over the shared schema of @lontar/core. */
export const currencyConfig: MasterConfig = {
  key: 'currency',
  title: 'currency',
  form: 'currencys',
  idField: 'currencyid',
  screen: 'currency',
  schema: ZCurrencyForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'currencyname', required: true, max: 20 },
        { name: 'exchangerate', kind: 'rate', required: true },
        { name: 'fiscalrate', kind: 'rate' },
      ],
    },
  ],
  columns: [
    { field: 'currencyname', label: 'currencyname', width: 160, sortable: true },
    { field: 'exchangerate', label: 'exchangerate', width: 180, kind: 'rate' },
    { field: 'fiscalrate', label: 'fiscalrate', width: 180, kind: 'rate' },
  ],
  recordTitle: titled('currencyname'),
};

export const customerStatusConfig: MasterConfig = {
  key: 'customerStatus',
  title: 'customerStatus',
  form: 'customer-status',
  idField: 'statid',
  screen: 'customer-status',
  schema: ZCustomerStatusForm,
  sections: [{ key: 'general', fields: [{ name: 'name', required: true, max: 60 }] }],
  columns: [{ field: 'name', label: 'name', width: 320, sortable: true }],
  recordTitle: titled('name'),
};

export const customerTypeConfig: MasterConfig = {
  key: 'customerType',
  title: 'customerType',
  form: 'customer-type',
  idField: 'typeid',
  screen: 'customer-type',
  schema: ZCustomerTypeForm,
  sections: [{ key: 'general', fields: [{ name: 'typename', required: true, max: 60 }] }],
  columns: [{ field: 'typename', label: 'typename', width: 320, sortable: true }],
  recordTitle: titled('typename'),
};

export const salesmanConfig: MasterConfig = {
  key: 'salesman',
  title: 'salesman',
  form: 'salesman',
  idField: 'salesmanid',
  screen: 'salesman',
  schema: ZSalesmanForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'firstname', required: true, max: 60 },
        { name: 'lastname', max: 60 },
        { name: 'jobtitle', max: 60 },
        { name: 'email', max: 254 },
        { name: 'businessphone', max: 30 },
        { name: 'businessphoneext', max: 10 },
        { name: 'cellular', max: 30 },
        { name: 'homephone', max: 30 },
        { name: 'fax', max: 30 },
        { name: 'pager', max: 30 },
        { name: 'suspended', kind: 'switch' },
      ],
    },
  ],
  columns: [
    { field: 'firstname', label: 'firstname', width: 180, sortable: true },
    { field: 'lastname', label: 'lastname', width: 180, sortable: true },
    { field: 'jobtitle', label: 'jobtitle', width: 160 },
    { field: 'cellular', label: 'cellular', width: 150 },
    { field: 'email', label: 'email', width: 220 },
    { field: 'suspended', label: 'suspended', width: 100, kind: 'flag' },
  ],
  recordTitle: titled('firstname', 'lastname'),
};

export const departmentConfig: MasterConfig = {
  key: 'department',
  title: 'department',
  form: 'department',
  idField: 'deptid',
  screen: 'department',
  schema: ZDepartmentForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'deptno', required: true, max: 20 },
        { name: 'deptname', required: true, max: 100 },
        { name: 'contact_name', max: 100 },
        { name: 'tipe', kind: 'int' },
        { name: 'description', kind: 'textarea', max: 500, wide: true },
        { name: 'suspended', kind: 'switch' },
      ],
    },
  ],
  columns: [
    { field: 'deptno', label: 'deptno', width: 150, sortable: true },
    { field: 'deptname', label: 'deptname', width: 260, sortable: true },
    { field: 'contact_name', label: 'contact_name', width: 180 },
    { field: 'description', label: 'description', width: 240 },
    { field: 'suspended', label: 'suspended', width: 100, kind: 'flag' },
  ],
  recordTitle: titled('deptno', 'deptname'),
};

export const projectConfig: MasterConfig = {
  key: 'project',
  title: 'project',
  form: 'project',
  idField: 'projectid',
  screen: 'project',
  schema: ZProjectForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'projectno', required: true, max: 20 },
        { name: 'projectname', required: true, max: 100 },
        { name: 'contactname', max: 100 },
        { name: 'tanggal', kind: 'date' },
        { name: 'percentcompleted', kind: 'percent' },
        { name: 'suspended', kind: 'switch' },
        { name: 'description', kind: 'textarea', max: 500, wide: true },
      ],
    },
  ],
  columns: [
    { field: 'projectno', label: 'projectno', width: 140, sortable: true },
    { field: 'projectname', label: 'projectname', width: 260, sortable: true },
    { field: 'contactname', label: 'contactname', width: 180 },
    { field: 'tanggal', label: 'tanggal', width: 130, kind: 'date' },
    { field: 'percentcompleted', label: 'percentcompleted', width: 170, kind: 'rate' },
    { field: 'suspended', label: 'suspended', width: 100, kind: 'flag' },
  ],
  recordTitle: titled('projectno', 'projectname'),
};

export const termPaymentConfig: MasterConfig = {
  key: 'termPayment',
  title: 'termPayment',
  form: 'term-payment',
  idField: 'termid',
  screen: 'term-payment',
  schema: ZTermPaymentForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'termname', required: true, max: 60 },
        { name: 'netdays', kind: 'int' },
        { name: 'discpc', kind: 'percent' },
        { name: 'discdays', kind: 'int' },
        { name: 'cod', kind: 'switch' },
      ],
    },
  ],
  columns: [
    { field: 'termname', label: 'termname', width: 220, sortable: true },
    { field: 'netdays', label: 'netdays', width: 160, sortable: true, kind: 'rate' },
    { field: 'discpc', label: 'discpc', width: 130, kind: 'rate' },
    { field: 'discdays', label: 'discdays', width: 150, kind: 'rate' },
    { field: 'cod', label: 'cod', width: 200, kind: 'flag' },
  ],
  recordTitle: titled('termname'),
};

export const shipmentConfig: MasterConfig = {
  key: 'shipment',
  title: 'shipment',
  form: 'shipment',
  idField: 'shipid',
  screen: 'shipment',
  schema: ZShipmentForm,
  sections: [{ key: 'general', fields: [{ name: 'name', required: true, max: 60 }] }],
  columns: [{ field: 'name', label: 'name', width: 320, sortable: true }],
  recordTitle: titled('name'),
};

export const branchConfig: MasterConfig = {
  key: 'branch',
  title: 'branch',
  form: 'branch',
  idField: 'branchid',
  screen: 'branch',
  schema: ZBranchForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'branchname', required: true, max: 60, wide: true },
        { name: 'addressline1', max: 100 },
        { name: 'addressline2', max: 100 },
      ],
    },
  ],
  columns: [
    { field: 'branchname', label: 'branchname', width: 240, sortable: true },
    { field: 'addressline1', label: 'addressline1', width: 300 },
    { field: 'addressline2', label: 'addressline2', width: 240 },
  ],
  recordTitle: titled('branchname'),
};

export const warehouseConfig: MasterConfig = {
  key: 'warehouse',
  title: 'warehouse',
  form: 'warehouse',
  idField: 'whid',
  screen: 'warehouse',
  schema: ZWarehouseForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'whno', max: 20 },
        { name: 'name', required: true, max: 60 },
        { name: 'pic', max: 60 },
        { name: 'address1', max: 100 },
        { name: 'address2', max: 100 },
        { name: 'address3', max: 100 },
        { name: 'description', kind: 'textarea', max: 500, wide: true },
        { name: 'suspended', kind: 'switch' },
      ],
    },
  ],
  columns: [
    { field: 'whno', label: 'whno', width: 130, sortable: true },
    { field: 'name', label: 'name', width: 220, sortable: true },
    { field: 'pic', label: 'pic', width: 180 },
    { field: 'address1', label: 'address1', width: 260 },
    { field: 'suspended', label: 'suspended', width: 100, kind: 'flag' },
  ],
  recordTitle: titled('whno', 'name'),
};

export const unitConfig: MasterConfig = {
  key: 'unit',
  title: 'unit',
  form: 'unit',
  idField: 'unitid',
  screen: 'unit',
  schema: ZUnitForm,
  sections: [{ key: 'general', fields: [{ name: 'unitname', required: true, max: 20 }, { name: 'efakturunit', kind: 'efakturUnit' }] }],
  columns: [
    { field: 'unitname', label: 'unitname', width: 240, sortable: true },
    { field: 'efakturunit', label: 'efakturunit', width: 200 },
  ],
  recordTitle: titled('unitname'),
};
