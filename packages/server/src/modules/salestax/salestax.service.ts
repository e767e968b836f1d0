import { translate, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { SALES_SIDE } from '../payables/trade-side.ts';
import { vatRegister } from '../withholding/vat-register.ts';
import { taxInvoiceMark } from './efaktur-rules.ts';
import { efakturSources, holdersOfTaxInvoiceNos, salesInvoicesByNumber, setTaxInvoiceNo, taxInvoiceNoOf } from './salestax.repo.ts';
import { parseTaxNoCsv, taxInvoiceNo17 } from './taxinvoiceno-import.ts';

/**
 * "Output VAT" (PPN Keluaran) of a month: the sales side's VAT register, each row naming its customer; the total PPN
 * equals the output VAT accounts' movement from sales invoices and returns (credit positive).
 */
export async function outputVat(tx: Tx, tenantId: number, year: number, month: number) {
  const r = await vatRegister(tx, tenantId, SALES_SIDE, year, month);
  return { ...r, rows: r.rows.map(({ partyid, partyname, ...row }) => ({ ...row, customerid: partyid, customername: partyname })) };
}

export type OutputVatReport = Awaited<ReturnType<typeof outputVat>>;

/**
 * The tax invoices of a month (spec 002 §2.7 "local and foreign tax invoices"): the month's sales invoices with VAT,
 * local (a customer in Indonesia) or foreign (a customer whose country is another), with the tax invoice number
 * recorded (empty: not yet approved in Coretax), transaction code, DPP, DPP Nilai Lain and PPN, and their totals.
 */
export async function taxInvoices(tx: Tx, tenantId: number, year: number, month: number, kind: 'local' | 'foreign') {
  const r = await outputVat(tx, tenantId, year, month);
  const rows = r.rows.filter((x) => x.form === SALES_SIDE.invoice && x.foreign === (kind === 'foreign'));
  const sum = (k: 'dpp' | 'otherbase' | 'ppn') => Decimal.sum(0, ...rows.map((x) => x[k])).toFixed(2);
  return { year, month, kind, rows, totals: { dpp: sum('dpp'), otherbase: sum('otherbase'), ppn: sum('ppn') }, withoutnumber: rows.filter((x) => !x.taxinvoiceno).length };
}

export type TaxInvoicesReport = Awaited<ReturnType<typeof taxInvoices>>;

const notFound = () => new AppError('V_REF_NOT_FOUND', { field: 'arinvoiceid' }, { status: 404 });

/**
 * `getNoPajak` (spec 001 "Other"): the tax invoice number of a sales invoice. Under Coretax the company no longer
 * allocates numbers (TAX.md): the answer is the 17-digit number recorded on the invoice, empty until it is recorded
 * by hand or imported back, with `assigned` saying which.
 */
export async function getNoPajak(tx: Tx, tenantId: number, arinvoiceid: number) {
  const r = await taxInvoiceNoOf(tx, tenantId, arinvoiceid);
  if (!r) throw notFound();
  return { ...r, assigned: r.taxinvoiceno !== '' };
}

/** Stores a number with the fingerprint of the invoice as it is now (`taxInvoiceMark`): the e-Faktur export tells a later change by it. */
async function storeTaxInvoiceNo(tx: Tx, tenantId: number, docid: number, value: string): Promise<void> {
  const [inv] = value ? await efakturSources(tx, tenantId, [docid]) : [];
  await setTaxInvoiceNo(tx, tenantId, docid, value, inv ? taxInvoiceMark(inv) : '');
}

/**
 * Records (or clears, with empty) a sales invoice's tax invoice number by hand: 17 digits, stored as digits. A number
 * already on another invoice of the company is refused (409 `TAXNO_DUPLICATE`, naming that invoice). The number it
 * already has is not stored again.
 */
export async function recordTaxInvoiceNo(tx: Tx, tenantId: number, arinvoiceid: number, typed: string) {
  const value = typed.trim() === '' ? '' : taxInvoiceNo17(typed);
  if (value === null) throw new AppError('V_TAX_INVOICE_NO', {}, { status: 400 });
  const other = (await holdersOfTaxInvoiceNos(tx, tenantId, [value])).find((h) => h.docid !== arinvoiceid);
  if (other) throw new AppError('TAXNO_DUPLICATE', { taxno: value, other: other.docno }, { status: 409 });
  const now = await taxInvoiceNoOf(tx, tenantId, arinvoiceid);
  if (!now) throw notFound();
  // The same number again leaves its fingerprint as it was: typing it anew does not hide a change made since.
  if (now.taxinvoiceno !== value) await storeTaxInvoiceNo(tx, tenantId, arinvoiceid, value);
  return getNoPajak(tx, tenantId, arinvoiceid);
}

/**
 * Tax invoice numbers imported back from Coretax's CSV (`taxinvoiceno-import.ts`): each row's reference is a sales
 * invoice's number. Every problem (header, a number not of 17 digits, a reference that is no sales invoice, a number
 * given to two invoices in the file or already on another invoice that keeps it) is answered at once, 400, and
 * nothing is stored; else each invoice gets its number and the answer counts them.
 */
export async function importTaxInvoiceNos(tx: Tx, tenantId: number, csv: string, lang: Lang) {
  const { rows, problems } = parseTaxNoCsv(csv, lang);
  const invoices = await salesInvoicesByNumber(
    tx,
    tenantId,
    rows.map((r) => r.reference),
  );
  for (const r of rows) if (!invoices.has(r.reference)) problems.push(translate(lang, 'TAXNO_IMPORT_UNKNOWN', { row: r.row, number: r.reference }));
  // The number each invoice of the file ends with (its last row), and who else holds each number then.
  const final = new Map<number, string>();
  for (const r of rows) if (invoices.has(r.reference)) final.set(invoices.get(r.reference)!.docid, r.taxinvoiceno);
  const holders = await holdersOfTaxInvoiceNos(tx, tenantId, [...final.values()]);
  const firstRow = new Map<string, { docid: number; reference: string }>();
  for (const r of rows) {
    const inv = invoices.get(r.reference);
    if (!inv) continue;
    const seen = firstRow.get(r.taxinvoiceno);
    const kept = holders.find((h) => h.taxinvoiceno === r.taxinvoiceno && h.docid !== inv.docid && (final.get(h.docid) ?? h.taxinvoiceno) === r.taxinvoiceno);
    if (seen && seen.docid !== inv.docid) problems.push(translate(lang, 'TAXNO_IMPORT_DUPLICATE', { row: r.row, taxno: r.taxinvoiceno, other: seen.reference }));
    else if (kept) problems.push(translate(lang, 'TAXNO_IMPORT_DUPLICATE', { row: r.row, taxno: r.taxinvoiceno, other: kept.docno }));
    if (!seen) firstRow.set(r.taxinvoiceno, { docid: inv.docid, reference: r.reference });
  }
  if (problems.length) throw validationError(problems);
  let updated = 0;
  for (const [docid, taxinvoiceno] of final) {
    const inv = [...invoices.values()].find((i) => i.docid === docid)!;
    if (inv.taxinvoiceno === taxinvoiceno) continue;
    await storeTaxInvoiceNo(tx, tenantId, docid, taxinvoiceno);
    updated++;
  }
  return { rows: rows.length, updated, unchanged: rows.length - updated };
}
