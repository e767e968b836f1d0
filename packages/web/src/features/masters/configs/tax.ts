import { EFAKTUR_TRX_CODES, ZTaxForm } from '@lontar/core';
import type { Row } from '../../../ui/document/record-api.ts';
import type { MasterConfig } from '../master-config.ts';
import { toFraction, toPercent } from './percent.ts';
import { titled } from './simple-masters.ts';

/** The e-Faktur transaction codes (TAX.md), each with what it is for. */
const TRX_CODE_OPTIONS = [{ value: '', label: 'notSet' }, ...EFAKTUR_TRX_CODES.map((code) => ({ value: code, label: `trx${code}` as const }))] as const;

/**
 * Taxes (PPN, PPh): the rate is stored as a fraction (0.11) and edited as a percentage (11 %); a withholding tax
 * names its tax object code (TAX.md), picked from Coretax's list.
 */
export const taxConfig: MasterConfig = {
  key: 'tax',
  title: 'tax',
  form: 'tax',
  idField: 'taxid',
  screen: 'tax',
  schema: ZTaxForm,
  sections: [
    {
      key: 'general',
      fields: [
        { name: 'taxcode', required: true, max: 20, uppercase: true },
        { name: 'taxname', required: true, max: 60 },
        {
          name: 'kind',
          kind: 'options',
          options: [
            { value: 'vat', label: 'vat' },
            { value: 'withholding', label: 'withholding' },
          ],
        },
        { name: 'rate', kind: 'percent', required: true, stored: 'fraction' },
        { name: 'dppfactor', max: 20 },
        { name: 'trxcode', kind: 'options', options: TRX_CODE_OPTIONS, shownWhen: { field: 'kind', values: ['vat'] } },
        { name: 'taxobjectcode', kind: 'taxObjectCode', shownWhen: { field: 'kind', values: ['withholding'] } },
        { name: 'salesglid', kind: 'account' },
        { name: 'purchaseglid', kind: 'account' },
        { name: 'taxdescription', kind: 'textarea', max: 200, wide: true },
      ],
    },
  ],
  columns: [
    { field: 'taxcode', label: 'taxcode', width: 140, sortable: true },
    { field: 'taxname', label: 'taxname', width: 260, sortable: true },
    { field: 'rate', label: 'rate', width: 120, kind: 'rate' },
    { field: 'trxcode', label: 'trxcode', width: 120 },
    { field: 'taxobjectcode', label: 'taxobjectcode', width: 150 },
    {
      field: 'kind',
      label: 'kind',
      width: 220,
      kind: 'options',
      options: [
        { value: 'vat', label: 'vat' },
        { value: 'withholding', label: 'withholding' },
      ],
    },
  ],
  recordTitle: titled('taxcode', 'taxname'),
  toValues: (record: Row) => ({ ...record, rate: toPercent(record.rate) }),
  // The object code is shown for a withholding tax only, the transaction code for a VAT only: a tax turned into the
  // other kind leaves its code behind.
  toBody: (values: Row) => ({
    ...values,
    rate: toFraction(values.rate),
    taxobjectcode: values.kind === 'withholding' ? (values.taxobjectcode ?? null) : null,
    trxcode: values.kind === 'vat' ? (values.trxcode ?? '') : '',
  }),
};
