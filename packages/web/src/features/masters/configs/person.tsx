import { defaultIdtku, ZPersonForm } from '@lontar/core';
import type { Row } from '../../../ui/document/record-api.ts';
import { AccessFields } from '../fields/AccessFields.tsx';
import { ExtraFields } from '../fields/ExtraFields.tsx';
import { FieldGrid } from '../fields/FieldInput.tsx';
import { REGION_INPUTS } from '../fields/RegionInputs.tsx';
import type { FieldDef, MasterConfig } from '../master-config.ts';
import { titled } from './simple-masters.ts';

const BUYER_DOCUMENT_OPTIONS = [
  { value: '', label: 'buyerAuto' },
  { value: 'TIN', label: 'buyerTin' },
  { value: 'National ID', label: 'buyerNik' },
  { value: 'Passport', label: 'buyerPassport' },
  { value: 'Other ID', label: 'buyerOther' },
] as const;
const PRICE_LEVELS = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: 'level' as const }));

/**
 * Customers (persontype 0) and vendors (persontype 1) share person-data (spec 002 §3.2); each is its own screen
 * with its own rights. Vendors leave out what only selling needs (status, type, salesman, price level).
 */
function personConfig(persontype: 0 | 1): MasterConfig {
  const customer = persontype === 0;
  const general: FieldDef[] = [
    { name: 'personno', label: customer ? 'customerno' : 'vendorno', required: true, max: 30 },
    { name: 'name', label: customer ? 'customername' : 'vendorname', required: true, max: 100 },
    { name: 'contact', max: 100 },
    ...(customer ? [] : ([{ name: 'nik', max: 20 }] as const)),
    { name: 'phone', max: 30 },
    { name: 'fax', max: 30 },
    { name: 'email', max: 254 },
    { name: 'webpage', max: 200 },
    ...(customer
      ? ([
          { name: 'statid', kind: 'lookup', lookup: 'customerStatus' },
          { name: 'customertypeid', kind: 'lookup', lookup: 'customerType' },
        ] as const)
      : []),
    { name: 'activefrom', kind: 'date' },
    { name: 'suspended', kind: 'switch' },
  ];
  const address: FieldDef[] = [
    { name: 'addressline1', max: 100, wide: true },
    { name: 'addressline2', max: 100, wide: true },
    // Province before city: the city list is the chosen province's (RegionInputs).
    { name: 'stateprov', max: 60 },
    { name: 'city', max: 60 },
    { name: 'zipcode', max: 10 },
    { name: 'country', max: 60 },
    ...(customer
      ? []
      : ([
          { name: 'taxaddress1', max: 100, wide: true },
          { name: 'taxaddress2', max: 100, wide: true },
        ] as const)),
  ];
  const trade: FieldDef[] = [
    { name: 'currencyid', kind: 'lookup', lookup: 'currency' },
    { name: 'termsid', kind: 'lookup', lookup: 'term' },
    { name: 'creditlimit', kind: 'amount' },
    { name: 'creditlimitday', kind: 'int' },
    { name: 'tax1id', kind: 'lookup', lookup: 'tax' },
    ...(customer ? [] : ([{ name: 'tax1exemptionno', max: 30 }] as const)),
    { name: 'tax2id', kind: 'lookup', lookup: 'tax' },
    { name: 'tax2exemptionno', max: 30 },
    ...(customer
      ? ([
          { name: 'pricelevel', kind: 'options', options: PRICE_LEVELS },
          { name: 'salesmanid', kind: 'lookup', lookup: 'salesman' },
        ] as const)
      : []),
    { name: 'defaultdisc', kind: 'percent' },
    { name: 'defaultinvdescription', max: 200 },
    { name: 'billtono', max: 30 },
    { name: 'barcodecust', max: 60 },
    { name: 'billtoonly', kind: 'switch' },
    { name: 'allowbackorders', kind: 'switch' },
    { name: 'printstatement', kind: 'switch' },
  ];
  // A customer's identity on the tax invoice (TAX.md, core customerTaxIdentityProblems): NPWP (16 digits or the
  // legacy 15) or NIK, the buyer ID type, a passport or other ID number, and the place of business (empty: head office).
  const taxIdentity: FieldDef[] = [
    { name: 'tax1exemptionno', max: 30 },
    { name: 'nik', max: 20 },
    { name: 'buyerdocument', kind: 'options', options: BUYER_DOCUMENT_OPTIONS },
    { name: 'buyerdocumentnumber', max: 30 },
    { name: 'idtku', max: 30, hint: 'idtkuHint' },
    { name: 'taxaddress1', max: 100, wide: true },
    { name: 'taxaddress2', max: 100, wide: true },
  ];
  return {
    key: customer ? 'customer' : 'vendor',
    title: customer ? 'customer' : 'vendor',
    form: 'person-data',
    idField: 'personid',
    persontype,
    screen: customer ? 'customer' : 'vendor',
    schema: ZPersonForm,
    defaultsParam: String(persontype),
    number: { field: 'personno', param: String(persontype) },
    sections: [
      { key: 'general', fields: general },
      { key: 'address', fields: address, render: ({ tenantId }) => <FieldGrid tenantId={tenantId} fields={address} inputs={REGION_INPUTS} /> },
      { key: customer ? 'sales' : 'purchasing', fields: trade },
      ...(customer ? [{ key: 'tax' as const, fields: taxIdentity }] : []),
      {
        key: 'other',
        render: ({ tenantId }) => (
          <>
            <FieldGrid tenantId={tenantId} fields={[{ name: 'notes', kind: 'textarea', max: 2000, wide: true }, { name: 'personmessage', kind: 'textarea', max: 500, wide: true }]} />
            <ExtraFields />
          </>
        ),
      },
      { key: 'access', render: ({ tenantId }) => <AccessFields tenantId={tenantId} /> },
    ],
    columns: [
      { field: 'personno', label: customer ? 'customerno' : 'vendorno', width: 140, sortable: true },
      { field: 'name', label: customer ? 'customername' : 'vendorname', width: 260, sortable: true },
      { field: 'city', label: 'city', width: 160, sortable: true },
      { field: 'phone', label: 'phone', width: 150 },
      { field: 'creditlimit', label: 'creditlimit', width: 170, kind: 'amount' },
      { field: 'suspended', label: 'suspended', width: 100, kind: 'flag' },
    ],
    recordTitle: titled('personno', 'name'),
    drawn: { other: ['notes', 'personmessage'] },
    // The head office the server answers for an empty IDTKU is shown empty, so it follows a changed NPWP.
    toValues: (record: Row) => (record.idtku && record.idtku === defaultIdtku(record) ? { ...record, idtku: '' } : record),
  };
}

export const customerConfig = personConfig(0);
export const vendorConfig = personConfig(1);
