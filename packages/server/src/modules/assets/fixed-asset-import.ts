import { translate, type Lang } from '@lontar/core';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import type { Row } from '../forms/form-def.ts';
import { FIXED_ASSET_FORM } from '../forms/defs/assets.defs.ts';
import { choiceCell, dateCell, decimalCell, integerCell, textCell } from '../import/cell-parsers.ts';
import { createEach, type ImportDef, type ParsedRow, type RowError } from '../import/spreadsheet-import.ts';
import { accountIdsByNumber, deptIdsByCode, fiscalIdsByName, projectIdsByCode, takenAssetCodes, typeIdsByCode } from './fixed-asset-import.repo.ts';

/**
 * Fixed asset import (spec 002 §2.6 "Import fixed asset", spec 001 §7 `import-fix-asset`; decisions in
 * docs/decisions.md "Fixed asset import"): one row per asset with the fixed-asset form's fields, codes in place of ids
 * (type code, fiscal type name, department and project codes, the credited account's number). Every row is created
 * through the fixed-asset form (its checks, numbering and acquisition journal).
 */

const METHODS = [
  { value: 0, words: ['0', 'tidak disusutkan', 'tanpa', 'none', 'not depreciated'] },
  { value: 1, words: ['1', 'garis lurus', 'straight line', 'sl'] },
  { value: 2, words: ['2', 'saldo menurun', 'declining balance', 'declining', 'db'] },
];

/** Columns whose cells are codes turned into the ids the form takes. */
const LOOKUPS = [
  { field: 'afistypeid', find: typeIdsByCode },
  { field: 'assetfistype', find: fiscalIdsByName },
  { field: 'deptid', find: deptIdsByCode },
  { field: 'projectid', find: projectIdsByCode },
  { field: 'creditglaccnt', find: accountIdsByNumber },
] as const;

/** Codes repeated in the file (the later rows) and codes other assets already have. */
async function codeErrors(tx: Tx, tenantId: number, rows: ParsedRow[], lang: Lang): Promise<Omit<RowError, 'column'>[]> {
  const errors: Omit<RowError, 'column'>[] = [];
  const first = new Map<string, number>();
  for (const { row, values } of rows) {
    const code = String(values.assetcode ?? '');
    if (code === '') continue;
    const other = first.get(code);
    if (other !== undefined) errors.push({ row, field: 'assetcode', message: translate(lang, 'IMPORT_DUPLICATE_IN_FILE', { value: code, other }) });
    else first.set(code, row);
  }
  const taken = await takenAssetCodes(tx, tenantId, [...first.keys()]);
  for (const [code, row] of first) if (taken.has(code)) errors.push({ row, field: 'assetcode', message: translate(lang, 'IMPORT_CODE_TAKEN', { value: code }) });
  return errors;
}

async function writeAssets(tx: Tx, call: TenantCall, rows: ParsedRow[], lang: Lang) {
  const errors = await codeErrors(tx, call.tenantId, rows, lang);
  const found = new Map<string, Map<string, number>>();
  for (const { field, find } of LOOKUPS) {
    const codes = [...new Set(rows.map((r) => r.values[field]).filter((v): v is string => typeof v === 'string' && v !== ''))];
    found.set(field, await find(tx, call.tenantId, codes));
  }
  const items: { row: number; body: Row }[] = [];
  for (const { row, values } of rows) {
    const body: Row = { ...values, usagedate: values.usagedate ?? values.purchasedate };
    for (const { field } of LOOKUPS) {
      const code = values[field];
      if (typeof code !== 'string' || code === '') {
        if (field === 'assetfistype') delete body[field];
        else body[field] = field === 'afistypeid' ? undefined : null;
        continue;
      }
      const id = found.get(field)!.get(code);
      if (id === undefined) errors.push({ row, field, message: translate(lang, 'IMPORT_NOT_FOUND', { value: code }) });
      body[field] = id;
    }
    items.push({ row, body });
  }
  // Rows with a bad code are still written (and rolled back) so their other fields' errors are listed too.
  const written = await createEach(tx, call, FIXED_ASSET_FORM, items, lang, 'assetcode');
  const seen = new Set(errors.map((e) => `${e.row}:${e.field}`));
  const more = written.errors.filter((e) => !seen.has(`${e.row}:${e.field}`));
  const records = written.records.map((r) => ({ assetid: r.assetid, assetcode: r.assetcode, assetname: r.assetname, cost: r.cost, purchasedate: r.purchasedate, acquisitionjournalid: r.acquisitionjournalid }));
  return { records, errors: [...errors, ...more] };
}

export const FIXED_ASSET_IMPORT: ImportDef = {
  name: 'import-fix-asset',
  sheet: { id: 'Aset Tetap', en: 'Fixed Assets' },
  screen: 'fixed-asset',
  maxRows: 2000,
  columns: [
    { field: 'assetcode', caption: { id: 'Kode Aset', en: 'Asset Code' }, parse: textCell(30), type: 'text' },
    { field: 'assetname', caption: { id: 'Nama Aset', en: 'Asset Name' }, parse: textCell(100), required: true, type: 'text' },
    { field: 'afistypeid', caption: { id: 'Kode Tipe Aset', en: 'Asset Type Code' }, parse: textCell(30), required: true, type: 'text' },
    { field: 'assetfistype', caption: { id: 'Tipe Aset Pajak', en: 'Fiscal Asset Type' }, parse: textCell(100), type: 'text' },
    { field: 'purchasedate', caption: { id: 'Tanggal Beli', en: 'Purchase Date' }, parse: dateCell, required: true, type: 'date' },
    { field: 'usagedate', caption: { id: 'Tanggal Pakai', en: 'Usage Date' }, parse: dateCell, type: 'date' },
    { field: 'quantity', caption: { id: 'Kuantitas', en: 'Quantity' }, parse: decimalCell(6, '1'), type: 'number' },
    { field: 'cost', caption: { id: 'Harga Perolehan', en: 'Acquisition Cost' }, parse: decimalCell(2), required: true, type: 'money' },
    { field: 'residu', caption: { id: 'Nilai Sisa', en: 'Residual Value' }, parse: decimalCell(2, '0'), type: 'money' },
    { field: 'accumopening', caption: { id: 'Akumulasi Penyusutan Awal', en: 'Opening Accumulated Depreciation' }, parse: decimalCell(2, '0'), type: 'money' },
    { field: 'depmethod', caption: { id: 'Metode Penyusutan', en: 'Depreciation Method' }, parse: choiceCell(METHODS), type: 'text' },
    { field: 'estimatedlife', caption: { id: 'Umur (Tahun)', en: 'Life (Years)' }, parse: integerCell, type: 'integer' },
    { field: 'depreciationrate', caption: { id: 'Tarif Penyusutan (%)', en: 'Depreciation Rate (%)' }, parse: decimalCell(6), type: 'number' },
    { field: 'deptid', caption: { id: 'Kode Departemen', en: 'Department Code' }, parse: textCell(30), type: 'text' },
    { field: 'projectid', caption: { id: 'Kode Proyek', en: 'Project Code' }, parse: textCell(30), type: 'text' },
    { field: 'creditglaccnt', caption: { id: 'Akun Lawan Perolehan', en: 'Acquisition Credit Account' }, parse: textCell(50), type: 'text' },
    { field: 'purchaseref', caption: { id: 'Referensi Pembelian', en: 'Purchase Reference' }, parse: textCell(100), type: 'text' },
    { field: 'description', caption: { id: 'Keterangan', en: 'Description' }, parse: textCell(500), type: 'text' },
  ],
  write: writeAssets,
};
