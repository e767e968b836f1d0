import { compareAmounts } from '@lontar/core';
import { invoiceLine, type OpenInvoice, type PaymentLineValues } from './payment-values.ts';

/**
 * The grid of a receipt of a Tukar Faktur: of the invoices the customer may pay (getListInvoiceCheque, what each owes
 * apart from this receipt), those the Tukar Faktur gathers, in its order, each still owing and received in full, as
 * the server pays a Tukar Faktur sent without lines.
 */
export function consolidatedLines(invoices: readonly OpenInvoice[], members: readonly number[]): PaymentLineValues[] {
  const offered = new Map(invoices.map((invoice) => [invoice.invoiceid, invoice]));
  return members.flatMap((id) => {
    const invoice = offered.get(id);
    return invoice && compareAmounts(invoice.owing, '0') > 0 ? [{ ...invoiceLine(invoice), pay: invoice.owing }] : [];
  });
}

/** The invoices "Ambil Faktur" may add to a receipt of a Tukar Faktur: only its own (the server refuses others). */
export function ofConsolidated(invoices: readonly OpenInvoice[], members: readonly number[] | null): OpenInvoice[] {
  if (!members) return [...invoices];
  const of = new Set(members);
  return invoices.filter((invoice) => of.has(invoice.invoiceid));
}
