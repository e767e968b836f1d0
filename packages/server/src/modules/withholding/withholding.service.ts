import { bppuProblems, buildBppuXml, isNik, npwp16, parseDppFactor, translate, withholdingRate, type BppuSlip, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { EXPORT_MAX_ROWS } from '../ledger/report-export.ts';
import { percentOf, recipientOf } from './withholding-rate.ts';
import { companyNpwp, movement, taxesByCode, vatDocuments, withheldLines, type MonthRange } from './withholding.repo.ts';
import { wword } from './withholding-words.ts';

const money = (d: Decimal.Value) => new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const sum = (values: readonly string[]) => Decimal.sum(0, ...values).toFixed(2);
const tooLarge = () => new AppError('REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });

/** The first and last day of a month. */
export function monthRange(year: number, month: number): MonthRange {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

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

const ZERO = new Decimal(0);

/**
 * "Input VAT" (PPN Masukan) of a month: per purchase invoice with VAT, and per return that gives VAT back (negative),
 * the vendor's NPWP, the Faktur Pajak number (a return: its invoice's), DPP, DPP Nilai Lain and PPN in base currency
 * from its lines' figures and the VAT taxes among their codes; the totals; and the movement of the input VAT accounts
 * from purchase invoices and returns in the month (debit positive), which the total PPN equals.
 */
export async function inputVat(tx: Tx, tenantId: number, year: number, month: number) {
  const range = monthRange(year, month);
  const docs = await vatDocuments(tx, tenantId, range, EXPORT_MAX_ROWS + 1);
  if (docs.length > EXPORT_MAX_ROWS) throw tooLarge();
  const taxes = await taxesByCode(tx, tenantId);
  const rows = docs.flatMap((d) => {
    let dpp = ZERO;
    let otherbase = ZERO;
    const vat = new Map<number, Decimal>();
    for (const line of d.lines) {
      const f = line.figures;
      line.taxcodes
        .split(';')
        .map((c) => c.trim().toUpperCase())
        .slice(0, 2)
        .forEach((code, k) => {
          const tax = taxes.get(code);
          if (!tax || tax.kind !== 'vat' || tax.glid === null) return;
          const taxable = new Decimal(f[`taxableamount${k + 1}`] ?? '0');
          dpp = dpp.plus(taxable);
          // Only the first tax's DPP Nilai Lain is stored; a VAT in second place gets its factor applied here (whole rupiah, cents in a foreign currency).
          const factor = parseDppFactor(tax.dppfactor);
          otherbase = otherbase.plus(k === 0 ? (f.otherbase ?? '0') : taxable.times(factor.num.toString()).dividedBy(factor.den.toString()).toDecimalPlaces(new Decimal(d.docrate).eq(1) ? 0 : 2, Decimal.ROUND_HALF_UP));
          vat.set(tax.glid, (vat.get(tax.glid) ?? ZERO).plus(f[`tax${k + 1}amount`] ?? '0'));
        });
    }
    if (dpp.isZero() && vat.size === 0) return [];
    const sign = d.form === 'purchase-return' ? -1 : 1;
    // As the posting converts: each account's VAT of the document × its rate, to the cent.
    const ppn = Decimal.sum(0, ...[...vat.values()].map((v) => v.times(d.docrate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)));
    return [
      {
        form: d.form,
        docid: d.docid,
        docno: d.docno,
        transdate: d.transdate,
        vendorid: d.vendorid,
        vendorname: d.vendorname,
        npwp: npwp16(d.npwp) ?? d.npwp.trim(),
        taxinvoiceno: d.taxinvoiceno,
        dpp: money(dpp.times(d.docrate).times(sign)),
        otherbase: money(otherbase.times(d.docrate).times(sign)),
        ppn: money(ppn.times(sign)),
      },
    ];
  });
  const accounts = [...new Set([...taxes.values()].filter((t) => t.kind === 'vat' && t.glid !== null).map((t) => t.glid!))];
  const ledger = money(await movement(tx, tenantId, range, accounts, ['purchase-invoice', 'purchase-return']));
  return { year, month, rows, totals: { dpp: sum(rows.map((r) => r.dpp)), otherbase: sum(rows.map((r) => r.otherbase)), ppn: sum(rows.map((r) => r.ppn)) }, ledger };
}

export type InputVatReport = Awaited<ReturnType<typeof inputVat>>;
