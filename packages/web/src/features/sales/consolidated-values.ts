import { compareAmounts, sumAmounts } from '@lontar/core';
import type { Row } from '../../ui/document/record-api.ts';
import type { OpenInvoice } from '../payments/payment-values.ts';

/**
 * Tukar Faktur (AR CON, API.md §7.8) as its form holds it: a customer's invoices gathered under one due date. A
 * line is an invoice: its number, dates and total as listed or read, what it owes now (`owing`) and what the Tukar
 * Faktur bills of it (`amount`: what it owed when gathered, answered by the server; null until saved).
 */
export interface ConsolidatedLineValues {
  arinvoiceid?: number | null;
  invoiceno?: string | null;
  invoicedate?: string | null;
  duedate?: string | null;
  totalamount?: string | null;
  owing?: string | null;
  amount?: string | null;
}

export interface ConsolidatedValues {
  [field: string]: unknown;
  consno?: string | null;
  consdate?: string | null;
  customerid?: number | null;
  duedate?: string | null;
  description?: string | null;
  details?: ConsolidatedLineValues[];
}

const str = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const id = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);
const typed = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim());

/** A blank row (where the next invoice is chosen); not sent. */
export const emptyConsolidatedLine = (): ConsolidatedLineValues => ({ arinvoiceid: null, invoiceno: '', invoicedate: null, duedate: null, totalamount: null, owing: null, amount: null });

/** An invoice offered (sales-consolidated/getListInvoice) as a new row: billed at what it owes when saved. */
export const invoiceToLine = (invoice: OpenInvoice): ConsolidatedLineValues => ({
  arinvoiceid: invoice.invoiceid,
  invoiceno: invoice.invoiceno,
  invoicedate: invoice.invoicedate,
  duedate: invoice.duedate,
  totalamount: invoice.totalamount,
  owing: invoice.owing,
  amount: null,
});

/** The invoices a Tukar Faktur may gather: those still owing above zero (a credit owing below zero is no bill). */
export const owingInvoices = (invoices: readonly OpenInvoice[]): OpenInvoice[] => invoices.filter((invoice) => compareAmounts(invoice.owing, '0') > 0);

/** The rows that name an invoice (blank rows are where the next would be chosen). */
export const filledConsolidatedLines = (lines: readonly ConsolidatedLineValues[] | undefined): ConsolidatedLineValues[] => (lines ?? []).filter((line) => id(line.arinvoiceid) !== null);

/**
 * The grid after "Ambil Faktur": the invoices already on it stay as they are, the others offered come after them in
 * the order listed (oldest first); blank rows go.
 */
export function addInvoices(lines: readonly ConsolidatedLineValues[] | undefined, offered: readonly OpenInvoice[]): ConsolidatedLineValues[] {
  const kept = filledConsolidatedLines(lines);
  const on = new Set(kept.map((line) => line.arinvoiceid));
  return [...kept, ...owingInvoices(offered).filter((invoice) => !on.has(invoice.invoiceid)).map(invoiceToLine)];
}

/** What the Tukar Faktur bills of a line: what it was gathered at once saved, else what the invoice owes now. */
export const billedOf = (line: ConsolidatedLineValues): string | null => line.amount ?? line.owing ?? null;

/** Σ billed and Σ owing of the invoices on the grid (the server's `consamount` is what counts once saved). */
export function consolidatedTotals(lines: readonly ConsolidatedLineValues[] | undefined): { billed: string; owing: string } {
  const filled = filledConsolidatedLines(lines);
  return { billed: sumAmounts(filled.map(billedOf)), owing: sumAmounts(filled.map((line) => line.owing)) };
}

/** A Tukar Faktur as read (or a new one) → the form's values. */
export function consolidatedToValues(record: Row): ConsolidatedValues {
  const details = Array.isArray(record.details) ? (record.details as Row[]) : [];
  return {
    consno: str(record.consno) ?? '',
    consdate: str(record.consdate),
    customerid: id(record.customerid),
    duedate: str(record.duedate),
    description: str(record.description) ?? '',
    details: details.map((line) => ({
      arinvoiceid: id(line.arinvoiceid),
      invoiceno: str(line.invoiceno) ?? '',
      invoicedate: str(line.invoicedate),
      duedate: str(line.duedate),
      totalamount: str(line.totalamount),
      owing: str(line.owing),
      amount: str(line.amount),
    })),
  };
}

/** The form's values over the Tukar Faktur they edit → the body of POST/PUT (core ZSalesConsolidated). */
export function consolidatedToBody(values: ConsolidatedValues, record: Row): Row {
  const recordId = record.consid;
  const number = typed(values.consno);
  return {
    ...(typeof recordId === 'number' ? { consid: recordId, version: record.version } : {}),
    ...(number ? { consno: number } : {}),
    consdate: values.consdate ?? '',
    customerid: values.customerid ?? null,
    // Left empty, the server counts it from the customer's terms.
    duedate: typed(values.duedate) ?? null,
    description: values.description?.trim() ?? '',
    details: filledConsolidatedLines(values.details).map((line) => ({ arinvoiceid: line.arinvoiceid })),
  };
}
