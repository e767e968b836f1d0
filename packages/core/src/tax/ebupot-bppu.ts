import { ZIsoDate } from '../company/company.schema.ts';
import { roundHalfUp, td } from '../trade/trade-decimal.ts';
import { TaxFileError, type TaxFileProblem } from './tax-file-error.ts';
import { isTaxObjectCode } from './tax-object-codes.ts';
import { isIdtku, isTin16 } from './tin.ts';
import { xmlElement as element } from './xml-text.ts';

export const BPPU_DOCUMENTS = ['CommercialInvoice', 'TaxInvoice'] as const;
export type BppuDocument = (typeof BPPU_DOCUMENTS)[number];

/** One withholding slip (bukti potong unifikasi) of the file. */
export interface BppuSlip {
  periodMonth: number;
  periodYear: number;
  /** The income recipient's NPWP (16 digits) or, for a resident individual, NIK. */
  counterpartTin: string;
  /** The recipient's place of business (NITKU, 22 digits: its TIN + 6, `000000` the head office). */
  counterpartIdtku: string;
  /** Facility certificate (SKB, DTP …); `N/A` when left out. */
  certificate?: string;
  taxObjectCode: string;
  /** DPP without PPN; written in whole rupiah, half-up. */
  base: string;
  /** Percent ("2", "4"). */
  ratePercent: string;
  document: BppuDocument;
  documentNumber: string;
  /** YYYY-MM-DD. */
  documentDate: string;
  /** YYYY-MM-DD, inside the tax period. */
  withholdingDate: string;
}

export interface BppuFile {
  /** The withholder's NPWP, 16 digits. */
  withholderTin: string;
  /** The withholder's place of business (22 digits: its NPWP + 6). */
  withholderIdtku: string;
  slips: readonly BppuSlip[];
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const validDate = (text: string) => ZIsoDate.safeParse(text).success;

function slipProblems(slip: BppuSlip, n: number): TaxFileProblem[] {
  const out: TaxFileProblem[] = [];
  const at = (element: string) => `Bpu ${n} ${element}`;
  const month = slip.periodMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12) out.push({ at: at('TaxPeriodMonth'), code: 'V_MONTH' });
  if (!Number.isInteger(slip.periodYear) || slip.periodYear < 1000 || slip.periodYear > 9999) out.push({ at: at('TaxPeriodYear'), code: 'V_YEAR' });
  if (!isTin16(slip.counterpartTin)) out.push({ at: at('CounterpartTin'), code: 'V_TIN_16' });
  if (!isIdtku(slip.counterpartIdtku, slip.counterpartTin)) {
    out.push({ at: at('IDPlaceOfBusinessActivityOfIncomeRecipient'), code: 'V_IDTKU', params: { tin: slip.counterpartTin } });
  }
  if (!isTaxObjectCode(slip.taxObjectCode)) out.push({ at: at('TaxObjectCode'), code: 'V_TAX_OBJECT_CODE' });
  if (!DECIMAL.test(slip.base) || roundHalfUp(td(slip.base), 0).lessThanOrEqualTo(0)) out.push({ at: at('TaxBase'), code: 'V_POSITIVE' });
  if (!DECIMAL.test(slip.ratePercent) || td(slip.ratePercent).lessThanOrEqualTo(0) || td(slip.ratePercent).greaterThan(100)) out.push({ at: at('Rate'), code: 'V_PERCENT' });
  if (!(BPPU_DOCUMENTS as readonly string[]).includes(slip.document)) out.push({ at: at('Document'), code: 'V_INVALID_OPTION', params: { options: BPPU_DOCUMENTS.join(', ') } });
  if (slip.documentNumber.trim() === '') out.push({ at: at('DocumentNumber'), code: 'V_REQUIRED' });
  if (!validDate(slip.documentDate)) out.push({ at: at('DocumentDate'), code: 'V_DATE' });
  if (!validDate(slip.withholdingDate)) out.push({ at: at('WithholdingDate'), code: 'V_DATE' });
  else if (slip.withholdingDate.slice(0, 7) !== `${slip.periodYear}-${String(month).padStart(2, '0')}`) {
    out.push({ at: at('WithholdingDate'), code: 'V_BPPU_PERIOD', params: { period: `${String(month).padStart(2, '0')}/${slip.periodYear}` } });
  }
  return out;
}

/** Every problem of the file at once; none when it can be written. */
export function bppuProblems(file: BppuFile): TaxFileProblem[] {
  const out: TaxFileProblem[] = [];
  if (!isTin16(file.withholderTin)) out.push({ at: 'TIN', code: 'V_NPWP_16' });
  if (!isIdtku(file.withholderIdtku, file.withholderTin)) {
    out.push({ at: 'IDPlaceOfBusinessActivity', code: 'V_IDTKU', params: { tin: file.withholderTin } });
  }
  if (file.slips.length === 0) out.push({ at: 'ListOfBpu', code: 'BPPU_NO_SLIPS' });
  file.slips.forEach((slip, i) => out.push(...slipProblems(slip, i + 1)));
  return out;
}

function slipXml(slip: BppuSlip, withholderIdtku: string): string[] {
  const i = '\t\t\t';
  const certificate = slip.certificate?.trim() || 'N/A';
  return [
    '\t\t<Bpu>',
    element(i, 'TaxPeriodMonth', String(slip.periodMonth)),
    element(i, 'TaxPeriodYear', String(slip.periodYear)),
    element(i, 'CounterpartTin', slip.counterpartTin),
    element(i, 'IDPlaceOfBusinessActivityOfIncomeRecipient', slip.counterpartIdtku),
    element(i, 'TaxCertificate', certificate),
    element(i, 'TaxObjectCode', slip.taxObjectCode.trim()),
    element(i, 'TaxBase', roundHalfUp(td(slip.base), 0).toFixed(0)),
    element(i, 'Rate', td(slip.ratePercent).toFixed()),
    element(i, 'Document', slip.document),
    element(i, 'DocumentNumber', slip.documentNumber.trim()),
    element(i, 'DocumentDate', slip.documentDate),
    element(i, 'IDPlaceOfBusinessActivity', withholderIdtku),
    // A company is no government treasurer: no payment option, no SP2D (written nil, as the template has it).
    element(i, 'GovTreasurerOpt', 'N/A'),
    `${i}<SP2DNumber xsi:nil="true"/>`,
    element(i, 'WithholdingDate', slip.withholdingDate),
    '\t\t</Bpu>',
  ];
}

/**
 * The Coretax e-Bupot BPPU import file (TAX.md "PPh 23 and the withholding slip"): `BpuBulk` → `TIN` → `ListOfBpu`
 * → `Bpu`*, each slip's elements in the template's order. Refuses the whole file (`TaxFileError`, every problem
 * named by its element) rather than writing a slip Coretax would reject.
 */
export function buildBppuXml(file: BppuFile): string {
  const problems = bppuProblems(file);
  if (problems.length > 0) throw new TaxFileError(problems);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<BpuBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    element('\t', 'TIN', file.withholderTin),
    '\t<ListOfBpu>',
    ...file.slips.flatMap((slip) => slipXml(slip, file.withholderIdtku)),
    '\t</ListOfBpu>',
    '</BpuBulk>',
    '',
  ].join('\n');
}
