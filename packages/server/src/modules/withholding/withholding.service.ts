import { bppuProblems, buildBppuXml, isNik, npwp16, translate, withholdingRate, type BppuSlip, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { EXPORT_MAX_ROWS } from '../ledger/report-export.ts';
import { percentOf, recipientOf } from './withholding-rate.ts';
import { PURCHASE_SIDE } from '../payables/trade-side.ts';
import { monthRange } from './month-range.ts';
import { vatRegister } from './vat-register.ts';
import { companyNpwp, movement, taxesByCode, withheldLines } from './withholding.repo.ts';
import { wword } from './withholding-words.ts';

const money = (d: Decimal.Value) => new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const sum = (values: readonly string[]) => Decimal.sum(0, ...values).toFixed(2);
const tooLarge = () => new AppError('REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });

export { monthRange };

/** A vendor's tax number for a slip: its NPWP (16 digits), else its NIK, else what was typed (the file refuses it). */
export function vendorTin(npwp: string, nik: string): { tin: string; kind: 'NPWP' | 'NIK' | '' } {
  const n = npwp16(npwp);
  if (n) return { tin: n, kind: 'NPWP' };
  if (isNik(nik)) return { tin: nik.replace(/[\s.-]/g, ''), kind: 'NIK' };
  return { tin: npwp.trim() || nik.trim(), kind: '' };
}

/**
 * "PPh 23 withheld" of a month: one row per payment line with PPh 23 (base and amount in base currency), the totals,
 * and the movement of the withholding taxes' payable accounts from purchase payments in the month (credit positive),
 * which the total amount equals.
 */
export async function pph23Withheld(tx: Tx, tenantId: number, year: number, month: number) {
  const range = monthRange(year, month);
  const lines = await withheldLines(tx, tenantId, range, EXPORT_MAX_ROWS + 1);
  if (lines.length > EXPORT_MAX_ROWS) throw tooLarge();
  const rows = lines.map((l) => {
    const { tin, kind } = vendorTin(l.npwp, l.nik);
    // The rate stored on the line when it was saved; for older lines the code's rate for the vendor, else the tax's.
    const ratepercent = l.rate ? percentOf(l.rate) : l.taxobjectcode ? withholdingRate(l.taxobjectcode, recipientOf(l)).ratePercent : percentOf(l.taxrate);
    return {
      paymentid: l.docid,
      chequeno: l.chequeno,
      paymentdate: l.paymentdate,
      seq: l.seq,
      vendorid: l.vendorid,
      vendorname: l.vendorname,
      tin,
      tinkind: kind,
      taxcode: l.taxcode,
      taxobjectcode: l.taxobjectcode ?? '',
      base: money(new Decimal(l.base).times(l.docrate)),
      ratepercent,
      amount: money(new Decimal(l.amount).times(l.docrate)),
      bupotno: l.bupotno,
      invoiceid: l.invoiceid,
      invoiceno: l.invoiceno,
      invoicedate: l.invoicedate,
    };
  });
  const taxes = [...(await taxesByCode(tx, tenantId)).values()];
  const accounts = [...new Set(taxes.filter((t) => t.kind === 'withholding' && t.glid !== null).map((t) => t.glid!))];
  const ledger = new Decimal(await movement(tx, tenantId, range, accounts, ['purchase-payment'])).negated().toFixed(2);
  return { year, month, rows, totals: { base: sum(rows.map((r) => r.base)), amount: sum(rows.map((r) => r.amount)) }, ledger };
}

export type Pph23Report = Awaited<ReturnType<typeof pph23Withheld>>;

/**
 * The Coretax e-Bupot BPPU import file of the month's slips (core `buildBppuXml`): the company's NPWP (profile) as
 * withholder, each vendor's NPWP or NIK, place of business = that number + `000000` (head office: person-data has
 * no NITKU field), `CommercialInvoice` with the purchase invoice's number and date, withheld on the payment's date.
 * Anything Coretax would reject is refused (400), every problem named by its payment, in the user's language.
 */
export function bppuFileOf(report: Pph23Report, npwp: string, lang: Lang): string {
  const withholderTin = npwp16(npwp) ?? npwp.replace(/[\s.-]/g, '');
  const slips: BppuSlip[] = report.rows.map((r) => ({
    periodMonth: report.month,
    periodYear: report.year,
    counterpartTin: r.tin,
    counterpartIdtku: `${r.tin}000000`,
    taxObjectCode: r.taxobjectcode,
    base: r.base,
    ratePercent: r.ratepercent,
    document: 'CommercialInvoice',
    documentNumber: r.invoiceno,
    documentDate: r.invoicedate,
    withholdingDate: r.paymentdate,
  }));
  const file = { withholderTin, withholderIdtku: `${withholderTin}000000`, slips };
  const problems = bppuProblems(file);
  if (problems.length === 0) return buildBppuXml(file);
  // The NITKU is derived from the TIN: a bad TIN is named once, not again as its NITKU.
  const badTin = new Set(problems.filter((p) => /(^TIN|CounterpartTin)$/.test(p.at)).map((p) => p.at.replace(/ ?(TIN|CounterpartTin)$/, '')));
  const messages = problems
    .filter((p) => !(p.code === 'V_IDTKU' && badTin.has(p.at.replace(/ ?(IDPlaceOfBusinessActivity|IDPlaceOfBusinessActivityOfIncomeRecipient)$/, ''))))
    .map((p) => {
      const slip = /^Bpu (\d+) (.+)$/.exec(p.at);
      const row = slip ? report.rows[Number(slip[1]) - 1] : undefined;
      const where = row ? `${row.chequeno} (${row.vendorname}) ${slip![2]}` : p.at === 'ListOfBpu' ? '' : `${wword('company', lang)} ${p.at}`;
      return where ? `${where}: ${translate(lang, p.code, p.params)}` : translate(lang, p.code, p.params);
    });
  throw validationError(messages);
}

export async function bppuFile(tx: Tx, tenantId: number, year: number, month: number, lang: Lang): Promise<string> {
  return bppuFileOf(await pph23Withheld(tx, tenantId, year, month), await companyNpwp(tx, tenantId), lang);
}

/**
 * "Input VAT" (PPN Masukan) of a month: the purchase side's VAT register (`vat-register.ts`), each row naming its
 * vendor; the total PPN equals the input VAT accounts' movement from purchase invoices and returns (debit positive).
 */
export async function inputVat(tx: Tx, tenantId: number, year: number, month: number) {
  const r = await vatRegister(tx, tenantId, PURCHASE_SIDE, year, month);
  return { ...r, rows: r.rows.map(({ partyid, partyname, foreign: _f, trxcode: _t, ...row }) => ({ ...row, vendorid: partyid, vendorname: partyname })) };
}

export type InputVatReport = Awaited<ReturnType<typeof inputVat>>;
