import { compareAmounts, downPaymentNet, isAmountText, subtractAmount, sumAmounts, type TradeDownPayment } from '@lontar/core';
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

/** A vendor's down-payment invoice with what remains of it for this invoice (the others' applications taken off). */
export interface OpenDownPayment {
  apinvoiceid: number;
  invoiceno: string;
  invoicedate: string;
  description: string;
  /** Its total (gross) and its net without VAT (what the lines stand for). */
  total: string;
  net: string;
  /** What other invoices took of it (gross). */
  applied: string;
  remaining: string;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);
const amount = (value: unknown): string => (typeof value === 'string' && isAmountText(value) ? value : typeof value === 'number' ? String(value) : '0');

/**
 * The down-payment invoices of `vendorid` in the invoice's currency with something left, from `purchase-invoice`
 * readall rows (there is no route listing them: each row answers `isdp`, its totals and the `downpayments` it
 * applies). What remains is the total less what every other invoice than `self` applied of it; `self`'s own
 * applications stay available to it (an edit may keep or change them).
 */
export function openDownPayments(rows: readonly Row[], vendorid: number | null | undefined, currencyid: number | null | undefined, self: number | null): OpenDownPayment[] {
  if (!vendorid) return [];
  const taken = new Map<number, string[]>();
  for (const row of rows) {
    if (self !== null && num(row.id) === self) continue;
    for (const dp of Array.isArray(row.downpayments) ? (row.downpayments as Row[]) : []) {
      const id = num(dp.apinvoiceid);
      if (id) taken.set(id, [...(taken.get(id) ?? []), amount(dp.amount)]);
    }
  }
  return rows.flatMap((row) => {
    const id = num(row.id);
    if (!id || row.isdp !== true || id === self || num(row.vendorid) !== vendorid || (num(row.currencyid) ?? null) !== (currencyid || null)) return [];
    const total = amount(row.totalamount);
    const applied = sumAmounts(taken.get(id) ?? []);
    const remaining = subtractAmount(total, applied);
    if (compareAmounts(remaining, '0') <= 0) return [];
    // A down-payment invoice has no freight or extra costs: its net is its total less its taxes.
    const net = subtractAmount(subtractAmount(total, amount(row.tax1amount)), amount(row.tax2amount));
    return [{ apinvoiceid: id, invoiceno: String(row.invoiceno ?? ''), invoicedate: String(row.invoicedate ?? ''), description: String(row.description ?? ''), total, net, applied, remaining }];
  });
}

/** A down payment picked from the list: it takes all that remains until the clerk types less. */
export function pickDownPayment(current: readonly DownPaymentValues[] | undefined, open: OpenDownPayment): DownPaymentValues[] {
  const kept = [...(current ?? [])];
  if (kept.some((dp) => dp.apinvoiceid === open.apinvoiceid)) return kept;
  return [...kept, { apinvoiceid: open.apinvoiceid, amount: open.remaining, invoiceno: open.invoiceno }];
}

/** The down payments as the body sends them (API.md §7.8): the invoice and the gross typed. */
export function downPaymentsToBody(applied: readonly DownPaymentValues[] | undefined): Row[] {
  return (applied ?? []).map((dp) => ({ apinvoiceid: dp.apinvoiceid, amount: typeof dp.amount === 'string' && dp.amount.trim() ? dp.amount.trim() : undefined }));
}

/** The down payments as read (`[{apinvoiceid, amount}]`) → the form's values. */
export function downPaymentsToValues(read: unknown): DownPaymentValues[] {
  if (!Array.isArray(read)) return [];
  return (read as Row[]).flatMap((dp) => {
    const id = num(dp.apinvoiceid);
    return id ? [{ apinvoiceid: id, amount: typeof dp.amount === 'string' ? dp.amount : null, invoiceno: typeof dp.invoiceno === 'string' ? dp.invoiceno : null }] : [];
  });
}

/**
 * The gross and net of each down payment applied, for the totals typed (core `downPaymentNet`, as the server
 * computes them): null while an amount is not a number or a down payment is not among the open ones (the list has
 * not come yet). The net of what others applied before is taken in proportion, so the last part may differ by a
 * cent from the server's, whose answer counts once saved.
 */
export function downPaymentInputs(applied: readonly DownPaymentValues[] | undefined, open: readonly OpenDownPayment[]): TradeDownPayment[] | null {
  const byId = new Map(open.map((dp) => [dp.apinvoiceid, dp]));
  const inputs: TradeDownPayment[] = [];
  for (const dp of applied ?? []) {
    const gross = dp.amount?.trim();
    const known = byId.get(dp.apinvoiceid);
    if (!gross || !isAmountText(gross) || !known) return null;
    const appliednet = downPaymentNet({ gross: known.applied, dptotal: known.total, dpnet: known.net });
    inputs.push({ gross, net: downPaymentNet({ gross, dptotal: known.total, dpnet: known.net, appliedgross: known.applied, appliednet }) });
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
