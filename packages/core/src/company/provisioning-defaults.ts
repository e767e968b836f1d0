import { DEFAULT_PPH23_OBJECT_CODE } from '../tax/tax-object-codes.ts';

/** What a new company starts with besides its chart of accounts (issue: provisioning). */

export const BASE_CURRENCY = 'IDR';

export const DEFAULT_DATE_FORMATS = [
  { fdateid: 1, formatdate: 'DD/MM/YYYY' },
  { fdateid: 2, formatdate: 'DD-MM-YYYY' },
  { fdateid: 3, formatdate: 'YYYY-MM-DD' },
  { fdateid: 4, formatdate: 'MM/DD/YYYY' },
  { fdateid: 5, formatdate: 'DD MMM YYYY' },
] as const;
export const DEFAULT_DATE_FORMAT_ID = 1;

/**
 * Units with their Coretax unit code (e-Faktur `Unit`, core EFAKTUR_UNITS): a pack and a ream have no code of their
 * own and take UM.0033 Lainnya. Migration 0046 gives existing companies' units of these names the same codes.
 */
export const DEFAULT_UNITS = [
  { unitname: 'PCS', efakturunit: 'UM.0021' },
  { unitname: 'UNIT', efakturunit: 'UM.0018' },
  { unitname: 'BUAH', efakturunit: 'UM.0021' },
  { unitname: 'BOX', efakturunit: 'UM.0022' },
  { unitname: 'LUSIN', efakturunit: 'UM.0017' },
  { unitname: 'PAK', efakturunit: 'UM.0033' },
  { unitname: 'SET', efakturunit: 'UM.0019' },
  { unitname: 'RIM', efakturunit: 'UM.0033' },
  { unitname: 'KG', efakturunit: 'UM.0003' },
  { unitname: 'GRAM', efakturunit: 'UM.0004' },
  { unitname: 'LITER', efakturunit: 'UM.0007' },
  { unitname: 'METER', efakturunit: 'UM.0013' },
  { unitname: 'JAM', efakturunit: 'UM.0027' },
] as const;

export const DEFAULT_TERMS = [
  { termname: 'C.O.D', netdays: 0, cod: true, discpercent: '0', discdays: 0 },
  { termname: 'Net 7', netdays: 7, cod: false, discpercent: '0', discdays: 0 },
  { termname: 'Net 14', netdays: 14, cod: false, discpercent: '0', discdays: 0 },
  { termname: 'Net 30', netdays: 30, cod: false, discpercent: '0', discdays: 0 },
  { termname: 'Net 60', netdays: 60, cod: false, discpercent: '0', discdays: 0 },
  { termname: '2/10 Net 30', netdays: 30, cod: false, discpercent: '2', discdays: 10 },
] as const;

/**
 * Tax codes under current Indonesian law (TAX.md): PPN 12 % on DPP Nilai Lain 11/12 for ordinary goods (PMK
 * 131/2024, effectively 11 %), PPN 12 % on the full price for luxury goods, PPh 23 2 % withheld on services
 * (tax object code 24-104-01 until the company picks its services' own). Each VAT carries its e-Faktur transaction
 * code: 04 for the DPP Nilai Lain base, 01 (normal) for luxury goods on the full price.
 * Accounts are chart numbers. The spec's 0.1 stays the fallback where a document has tax but no code.
 */
export const DEFAULT_TAXES = [
  { taxcode: 'PPN', taxname: 'PPN 12% (DPP Nilai Lain 11/12)', kind: 'vat', rate: '0.12', dppfactor: '11/12', trxcode: '04', taxobjectcode: null, sales: '2-10200', purchase: '1-10700' },
  { taxcode: 'PPN-BM', taxname: 'PPN 12% (Barang Mewah)', kind: 'vat', rate: '0.12', dppfactor: '1', trxcode: '01', taxobjectcode: null, sales: '2-10200', purchase: '1-10700' },
  { taxcode: 'PPH23', taxname: 'PPh 23 2%', kind: 'withholding', rate: '0.02', dppfactor: '1', trxcode: '', taxobjectcode: DEFAULT_PPH23_OBJECT_CODE, sales: '1-10800', purchase: '2-10400' },
] as const;
export const FALLBACK_VAT_RATE = '0.1';

/** Numbering for every transaction type (type codes from the glossary). */
export const DEFAULT_NUMBERING = [
  { transtype: 'AR QUO', prefix: 'SQ/' },
  { transtype: 'AR ORD', prefix: 'SO/' },
  { transtype: 'AR DLV', prefix: 'DO/' },
  { transtype: 'AR PRF', prefix: 'PRF/' },
  { transtype: 'AR INV', prefix: 'INV/' },
  { transtype: 'AR CON', prefix: 'TF/' },
  { transtype: 'AR PMT', prefix: 'RCV/' },
  { transtype: 'AR RTR', prefix: 'SR/' },
  { transtype: 'AP REQ', prefix: 'PR/' },
  { transtype: 'AP ORD', prefix: 'PO/' },
  { transtype: 'AP RCV', prefix: 'GR/' },
  { transtype: 'AP INV', prefix: 'PI/' },
  { transtype: 'AP CHQ', prefix: 'PAY/' },
  { transtype: 'AP RTR', prefix: 'PRT/' },
  { transtype: 'GL JV', prefix: 'JV/' },
  { transtype: 'GL PMT', prefix: 'OP/' },
  { transtype: 'GL ODT', prefix: 'OR/' },
  { transtype: 'IT ADJ', prefix: 'ADJ/' },
  { transtype: 'IT TRA', prefix: 'TRF/' },
  { transtype: 'PR JOB', prefix: 'JC/' },
  { transtype: 'FA AST', prefix: 'FA/' },
  { transtype: 'MF WO', prefix: 'WO/' },
  { transtype: 'MF MR', prefix: 'MR/' },
  { transtype: 'MF RES', prefix: 'PRD/' },
] as const;

/** Default department, project and warehouse (spec 000 §9): number 0 each. */
export const DEFAULT_DEPARTMENT = { no: '0', name: 'NON DEPARTMENT' } as const;
export const DEFAULT_PROJECT = { no: '0', name: 'Non Project' } as const;
export const DEFAULT_WAREHOUSE = { no: '0', name: 'CENTER' } as const;
