import { ZIsoDate } from '../company/company.schema.ts';
import { trimZeros } from '../format.ts';
import { fixed, td } from '../trade/trade-decimal.ts';
import { isEfakturUnit } from './efaktur-units.ts';
import { TaxFileError, type TaxFileProblem } from './tax-file-error.ts';
import { BUYER_DOCUMENTS, idtkuOf, isIdtku, isTin16, NO_TIN, type BuyerDocument } from './tin.ts';
import { xmlElement as element } from './xml-text.ts';

/** At most this many tax invoices in one import file (TAX.md). */
export const EFAKTUR_MAX_INVOICES = 1000;
/** Transaction codes (kode transaksi, PER-11/PJ/2025): 01 normal … 04 DPP Nilai Lain … 10 other. */
export const EFAKTUR_TRX_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'] as const;
export type EfakturTrxCode = (typeof EFAKTUR_TRX_CODES)[number];
/** Codes that carry `AddInfo` and `FacilityStamp` (VAT not collected or exempt). */
const FACILITY_CODES: readonly string[] = ['07', '08'];

/** One line (`GoodService`) of a tax invoice. Amounts are decimal strings in rupiah. */
export interface EfakturLine {
  /** A goods, B services. */
  opt: 'A' | 'B';
  /** Goods/services code, 6 digits; `000000` generic. */
  code: string;
  name: string;
  /** Coretax unit code (`UM.0018` Unit, `efaktur-units.ts`). */
  unit: string;
  /** Unit price without VAT, before discount. */
  price: string;
  quantity: string;
  /** The line's discount and its share of the document discount (and of down payments taken off). */
  discount: string;
  /** DPP. */
  taxBase: string;
  /** DPP Nilai Lain (= DPP for luxury goods). */
  otherTaxBase: string;
  /** VAT rate in percent ("12"). */
  vatRate: string;
  vat: string;
  /** PPnBM rate in percent and amount; 0 when left out. */
  stlgRate?: string;
  stlg?: string;
}

/** The buyer of a tax invoice, from the customer master (`customerTaxIdentityProblems` checked it there). */
export interface EfakturBuyer {
  document: BuyerDocument;
  /** 16 digits, for a `TIN` buyer (its NPWP, or a resident individual's NIK); written as zeros for any other. */
  tin?: string;
  /** NIK, passport or other ID number, for a buyer other than `TIN`. */
  documentNumber?: string;
  /** ISO alpha-3; `IDN` when left out. */
  country?: string;
  name: string;
  address: string;
  email?: string;
  /** 22 digits; the head office of `tin` (`tin` + `000000`) when left out. */
  idtku?: string;
}

export interface EfakturInvoice {
  /** YYYY-MM-DD: the sales invoice's date. */
  date: string;
  trxCode: string;
  /** Additional information code, only (and always) for codes 07 and 08. */
  addInfo?: string;
  customDoc?: string;
  /** MMYYYY of the custom document; the element is written empty without it. */
  customDocMonthYear?: string;
  /** Our invoice number (`RefDesc`). */
  reference: string;
  /** Facility stamp, only (and always) for codes 07 and 08. */
  facilityStamp?: string;
  buyer: EfakturBuyer;
  lines: readonly EfakturLine[];
}

export interface EfakturFile {
  /** The seller's NPWP, 16 digits. */
  sellerTin: string;
  /** The seller's place of business: its NPWP + 6 digits. */
  sellerIdtku: string;
  invoices: readonly EfakturInvoice[];
}

const DECIMAL = /^\d+(\.\d+)?$/;
const MONTH_YEAR = /^(0[1-9]|1[0-2])\d{4}$/;
const validDate = (text: string) => ZIsoDate.safeParse(text).success;
const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/** The buyer's `BuyerTin` and `BuyerIDTKU` as written: a `TIN` buyer's own, the zero TIN for any other. */
function buyerIds(b: EfakturBuyer): { tin: string; idtku: string } {
  const tin = b.document === 'TIN' ? (b.tin ?? '').trim() : NO_TIN;
  return { tin, idtku: filled(b.idtku) ? b.idtku!.trim() : idtkuOf(tin) };
}

/** A decimal as written: `digits` fraction digits half-up, trailing zeros dropped ("150000", "0.5"). */
const number = (value: string | undefined, digits: number) => trimZeros(fixed(td(value), digits));
/** DPP, DPP Nilai Lain, PPN and PPnBM: whole rupiah, half-up (PER-11/PJ/2025 art. 129, TAX.md). */
const rupiah = (value: string | undefined) => fixed(td(value), 0);

function lineProblems(l: EfakturLine, at: (element: string) => string): TaxFileProblem[] {
  const out: TaxFileProblem[] = [];
  if (l.opt !== 'A' && l.opt !== 'B') out.push({ at: at('Opt'), code: 'V_INVALID_OPTION', params: { options: 'A, B' } });
  if (!/^\d{6}$/.test(l.code)) out.push({ at: at('Code'), code: 'V_GOODS_CODE' });
  if (!filled(l.name)) out.push({ at: at('Name'), code: 'V_REQUIRED' });
  if (!isEfakturUnit(l.unit)) out.push({ at: at('Unit'), code: 'V_UNIT_CODE' });
  if (!DECIMAL.test(l.quantity) || td(l.quantity).isZero()) out.push({ at: at('Qty'), code: 'V_POSITIVE' });
  // Coretax refuses negative lines: a document discount is spread over the lines before they get here (TAX.md).
  const amounts: [string, string | undefined][] = [['Price', l.price], ['TotalDiscount', l.discount], ['TaxBase', l.taxBase], ['OtherTaxBase', l.otherTaxBase], ['VAT', l.vat], ['STLG', l.stlg]];
  for (const [name, value] of amounts) if (value !== undefined && !DECIMAL.test(value)) out.push({ at: at(name), code: 'V_NOT_NEGATIVE' });
  for (const [name, value] of [['VATRate', l.vatRate], ['STLGRate', l.stlgRate]] as const) {
    if (value !== undefined && (!DECIMAL.test(value) || td(value).greaterThan(100))) out.push({ at: at(name), code: 'V_PERCENT' });
  }
  // Luxury goods: the PPN is 12 % of the full price, so DPP Nilai Lain = DPP (TAX.md), and PPnBM has its rate.
  if (out.length === 0 && (!td(l.stlg).isZero() || !td(l.stlgRate).isZero())) {
    if (!td(rupiah(l.otherTaxBase)).eq(td(rupiah(l.taxBase)))) out.push({ at: at('OtherTaxBase'), code: 'V_EFAKTUR_LUXURY_BASE' });
    if (td(l.stlgRate).isZero()) out.push({ at: at('STLGRate'), code: 'V_POSITIVE' });
  }
  return out;
}

function invoiceProblems(inv: EfakturInvoice, n: number): TaxFileProblem[] {
  const out: TaxFileProblem[] = [];
  const at = (element: string) => `TaxInvoice ${n} ${element}`;
  if (!validDate(inv.date)) out.push({ at: at('TaxInvoiceDate'), code: 'V_DATE' });
  if (!(EFAKTUR_TRX_CODES as readonly string[]).includes(inv.trxCode)) out.push({ at: at('TrxCode'), code: 'V_INVALID_OPTION', params: { options: EFAKTUR_TRX_CODES.join(', ') } });
  const facility = FACILITY_CODES.includes(inv.trxCode);
  if (filled(inv.addInfo) !== facility) out.push({ at: at('AddInfo'), code: 'V_EFAKTUR_07_08' });
  if (filled(inv.facilityStamp) !== facility) out.push({ at: at('FacilityStamp'), code: 'V_EFAKTUR_07_08' });
  if (filled(inv.customDocMonthYear) && !MONTH_YEAR.test(inv.customDocMonthYear!.trim())) out.push({ at: at('CustomDocMonthYear'), code: 'V_MONTH_YEAR' });
  if (!filled(inv.reference)) out.push({ at: at('RefDesc'), code: 'V_REQUIRED' });
  const b = inv.buyer;
  const { tin, idtku } = buyerIds(b);
  if (!(BUYER_DOCUMENTS as readonly string[]).includes(b.document)) out.push({ at: at('BuyerDocument'), code: 'V_INVALID_OPTION', params: { options: BUYER_DOCUMENTS.join(', ') } });
  else if (b.document === 'TIN' && !isTin16(tin)) out.push({ at: at('BuyerTin'), code: 'V_TIN_16' });
  else if (b.document !== 'TIN' && !filled(b.documentNumber)) out.push({ at: at('BuyerDocumentNumber'), code: 'V_REQUIRED' });
  if (b.country !== undefined && !/^[A-Z]{3}$/.test(b.country)) out.push({ at: at('BuyerCountry'), code: 'V_COUNTRY' });
  if (!filled(b.name)) out.push({ at: at('BuyerName'), code: 'V_REQUIRED' });
  if (!filled(b.address)) out.push({ at: at('BuyerAdress'), code: 'V_REQUIRED' });
  if (!isIdtku(idtku, tin)) out.push({ at: at('BuyerIDTKU'), code: 'V_IDTKU', params: { tin } });
  if (inv.lines.length === 0) out.push({ at: at('ListOfGoodService'), code: 'V_REQUIRED' });
  inv.lines.forEach((l, i) => out.push(...lineProblems(l, (element) => `${at('GoodService')} ${i + 1} ${element}`)));
  return out;
}

/** Every problem of the file at once; none when it can be written. */
export function efakturProblems(file: EfakturFile): TaxFileProblem[] {
  const out: TaxFileProblem[] = [];
  if (!isTin16(file.sellerTin)) out.push({ at: 'TIN', code: 'V_NPWP_16' });
  if (!isIdtku(file.sellerIdtku, file.sellerTin)) out.push({ at: 'SellerIDTKU', code: 'V_IDTKU', params: { tin: file.sellerTin } });
  if (file.invoices.length === 0) out.push({ at: 'ListOfTaxInvoice', code: 'EFAKTUR_NO_INVOICES' });
  if (file.invoices.length > EFAKTUR_MAX_INVOICES) out.push({ at: 'ListOfTaxInvoice', code: 'EFAKTUR_TOO_MANY', params: { max: EFAKTUR_MAX_INVOICES, count: file.invoices.length } });
  file.invoices.forEach((inv, i) => out.push(...invoiceProblems(inv, i + 1)));
  return out;
}


function lineXml(l: EfakturLine): string[] {
  const i = '\t\t\t\t\t';
  return [
    '\t\t\t\t<GoodService>',
    element(i, 'Opt', l.opt),
    element(i, 'Code', l.code),
    element(i, 'Name', l.name.trim()),
    element(i, 'Unit', l.unit),
    element(i, 'Price', number(l.price, 2)),
    element(i, 'Qty', number(l.quantity, 6)),
    element(i, 'TotalDiscount', number(l.discount, 2)),
    element(i, 'TaxBase', rupiah(l.taxBase)),
    element(i, 'OtherTaxBase', rupiah(l.otherTaxBase)),
    element(i, 'VATRate', number(l.vatRate, 6)),
    element(i, 'VAT', rupiah(l.vat)),
    element(i, 'STLGRate', number(l.stlgRate, 6)),
    element(i, 'STLG', rupiah(l.stlg)),
    '\t\t\t\t</GoodService>',
  ];
}

function invoiceXml(inv: EfakturInvoice, sellerIdtku: string): string[] {
  const i = '\t\t\t';
  const b = inv.buyer;
  const { tin, idtku } = buyerIds(b);
  const text = (value: string | undefined) => (value ?? '').trim();
  return [
    '\t\t<TaxInvoice>',
    element(i, 'TaxInvoiceDate', inv.date),
    element(i, 'TaxInvoiceOpt', 'Normal'),
    element(i, 'TrxCode', inv.trxCode),
    element(i, 'AddInfo', text(inv.addInfo)),
    element(i, 'CustomDoc', text(inv.customDoc)),
    element(i, 'CustomDocMonthYear', text(inv.customDocMonthYear)),
    element(i, 'RefDesc', text(inv.reference)),
    element(i, 'FacilityStamp', text(inv.facilityStamp)),
    element(i, 'SellerIDTKU', sellerIdtku),
    element(i, 'BuyerTin', tin),
    element(i, 'BuyerDocument', b.document),
    element(i, 'BuyerCountry', b.country ?? 'IDN'),
    element(i, 'BuyerDocumentNumber', b.document === 'TIN' ? '' : text(b.documentNumber)),
    element(i, 'BuyerName', text(b.name)),
    element(i, 'BuyerAdress', text(b.address)),
    element(i, 'BuyerEmail', text(b.email)),
    element(i, 'BuyerIDTKU', idtku),
    `${i}<ListOfGoodService>`,
    ...inv.lines.flatMap(lineXml),
    `${i}</ListOfGoodService>`,
    '\t\t</TaxInvoice>',
  ];
}

/**
 * The Coretax e-Faktur import file for output tax (TAX.md "Coretax e-Faktur import file"): `TaxInvoiceBulk` → `TIN`
 * → `ListOfTaxInvoice` → `TaxInvoice`*, each invoice's and line's elements in the template's order, empty elements
 * still written, at most 1,000 invoices. Refuses the whole file (`TaxFileError`, every problem named by its element)
 * rather than writing an invoice Coretax would reject.
 */
export function buildEfakturXml(file: EfakturFile): string {
  const problems = efakturProblems(file);
  if (problems.length > 0) throw new TaxFileError(problems);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">',
    element('\t', 'TIN', file.sellerTin),
    '\t<ListOfTaxInvoice>',
    ...file.invoices.flatMap((inv) => invoiceXml(inv, file.sellerIdtku)),
    '\t</ListOfTaxInvoice>',
    '</TaxInvoiceBulk>',
    '',
  ].join('\n');
}
