import { downPaymentNet, isAmountText, type TradeDownPayment } from '@lontar/core';
import type { Row } from '../../ui/document/record-api.ts';
import type { PurchaseLineValues } from './purchasing-values.ts';

/**
 * Down payments (Uang Muka) on the purchase invoice (API.md §7.3, §7.8, decisions.md "Down payments"): a
 * down-payment invoice (`isdp`) has item-less lines (description, price, taxes; quantity 1); a later invoice of the
 * same vendor and currency applies what remains of it with `downpayments: [{apinvoiceid, amount}]` (gross).
 */

/** A down payment applied as the form edits it: `invoiceno` and `remaining` are shown, not sent. */
export interface DownPaymentValues {
  apinvoiceid: number;
  amount?: string | null;
  invoiceno?: string | null;
}

/** A vendor's down-payment invoice with what remains of it for this invoice (`purchase-invoice/downpayments`). */
export interface OpenDownPayment {
  apinvoiceid: number;
  invoiceno: string;
  invoicedate: string;
  description: string;
  /** Its total (gross) and its net without VAT (what the lines stand for). */
  total: string;
  net: string;
  /** What other invoices took of it, gross and net. */
  applied: string;
  appliednet: string;
  remaining: string;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);
const amount = (value: unknown): string => (typeof value === 'string' && isAmountText(value) ? value : typeof value === 'number' ? String(value) : '0');

/**
 * A row of `purchase-invoice/downpayments` (or `sales-invoice/downpayments`, by `arinvoiceid`) → an offer (rows
 * without an id are left out). The form keeps the invoice's id as `apinvoiceid` on both sides; the body names it by
 * the side's field.
 */
export function toOpenDownPayments(rows: readonly Row[], idField: 'apinvoiceid' | 'arinvoiceid' = 'apinvoiceid'): OpenDownPayment[] {
  return rows.flatMap((row) => {
    const id = num(row[idField]);
    if (!id) return [];
    return [{
      apinvoiceid: id,
      invoiceno: String(row.invoiceno ?? ''),
      invoicedate: String(row.invoicedate ?? ''),
      description: String(row.description ?? ''),
      total: amount(row.totalamount),
      net: amount(row.net),
      applied: amount(row.appliedgross),
      appliednet: amount(row.appliednet),
      remaining: amount(row.remaining),
    }];
  });
}

/** A down payment picked from the list: it takes all that remains until the clerk types less. */
export function pickDownPayment(current: readonly DownPaymentValues[] | undefined, open: OpenDownPayment): DownPaymentValues[] {
  const kept = [...(current ?? [])];
  if (kept.some((dp) => dp.apinvoiceid === open.apinvoiceid)) return kept;
  return [...kept, { apinvoiceid: open.apinvoiceid, amount: open.remaining, invoiceno: open.invoiceno }];
}

/** The down payments as the body sends them (API.md §7.8): the invoice and the gross typed. */
export function downPaymentsToBody(applied: readonly DownPaymentValues[] | undefined, idField: 'apinvoiceid' | 'arinvoiceid' = 'apinvoiceid'): Row[] {
  return (applied ?? []).map((dp) => ({ [idField]: dp.apinvoiceid, amount: typeof dp.amount === 'string' && dp.amount.trim() ? dp.amount.trim() : undefined }));
}

/** The down payments as read (`[{apinvoiceid, amount}]`) → the form's values. */
export function downPaymentsToValues(read: unknown, idField: 'apinvoiceid' | 'arinvoiceid' = 'apinvoiceid'): DownPaymentValues[] {
  if (!Array.isArray(read)) return [];
  return (read as Row[]).flatMap((dp) => {
    const id = num(dp[idField]);
    return id ? [{ apinvoiceid: id, amount: typeof dp.amount === 'string' ? dp.amount : null, invoiceno: typeof dp.invoiceno === 'string' ? dp.invoiceno : null }] : [];
  });
}

/**
 * The gross and net of each down payment applied, for the totals typed (core `downPaymentNet` with what others
 * applied before, as the server computes them): null while an amount is not a number or a down payment is not
 * among the open ones (the list has not come yet).
 */
export function downPaymentInputs(applied: readonly DownPaymentValues[] | undefined, open: readonly OpenDownPayment[]): TradeDownPayment[] | null {
  const byId = new Map(open.map((dp) => [dp.apinvoiceid, dp]));
  const inputs: TradeDownPayment[] = [];
  for (const dp of applied ?? []) {
    const gross = dp.amount?.trim();
    const known = byId.get(dp.apinvoiceid);
    if (!gross || !isAmountText(gross) || !known) return null;
    inputs.push({ gross, net: downPaymentNet({ gross, dptotal: known.total, dpnet: known.net, appliedgross: known.applied, appliednet: known.appliednet }) });
  }
  return inputs;
}

/**
 * The lines when the invoice becomes a down-payment invoice, or stops being one: a down payment's line is a
 * description, an amount and taxes (quantity 1), so items, units, quantities, line discounts, warehouses and
 * sources go (either way); the description, price, taxes and dimensions stay.
 */
export function switchDownPaymentLines(lines: readonly PurchaseLineValues[] | undefined): PurchaseLineValues[] {
  return (lines ?? []).map((line) => ({
    ...line,
    seq: line.seq ?? null,
    itemno: null,
    itemunit: null,
    // A down payment's quantity is 1 and not typed (the body and the totals take 1).
    quantity: null,
    itemdiscpc: '',
    warehouseid: null,
    srcform: null,
    srcid: null,
    srcseq: null,
    srcno: null,
    poid: null,
    priceorigin: null,
  }));
}
