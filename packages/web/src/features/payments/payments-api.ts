import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { PaymentFormDef } from './payment-forms.ts';
import { openInvoices, type OpenInvoice } from './payment-values.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

/**
 * `getListInvoiceCheque/{paymentId}/{partyId}`: the party's invoices still owing, oldest first, with what this payment
 * (0 while new) pays counted back into `owing`.
 */
export async function invoicesToPay(tenantId: number, def: PaymentFormDef, paymentId: number | null, partyId: number): Promise<OpenInvoice[]> {
  const answer = await apiRequest<ListEnvelope<Row>>(master(tenantId, `${def.form}/getListInvoiceCheque/${paymentId ?? 0}/${partyId}`));
  return openInvoices(def, answer.listdata);
}

/** An invoice's DPP (`taxbase`) as its read answers it; null when it cannot be read (no right to the invoice screen). */
export async function invoiceTaxBase(tenantId: number, def: PaymentFormDef, invoiceId: number): Promise<string | null> {
  try {
    const invoice = (await apiRequest<DataEnvelope<Row>>(master(tenantId, `${def.invoiceForm}/read/${invoiceId}`))).data;
    return typeof invoice.taxbase === 'string' ? invoice.taxbase : null;
  } catch {
    return null;
  }
}

/** An open Tukar Faktur of the customer (`pullConsolidates`): what its invoices still owe. */
export interface OpenConsolidated {
  consid: number;
  consno: string;
  consdate: string | null;
  duedate: string | null;
  owing: string;
}

/** `sales-payment/pullConsolidates?customerid`: the customer's Tukar Fakturs with an invoice still owing, oldest first. */
export async function openConsolidated(tenantId: number, customerid: number): Promise<OpenConsolidated[]> {
  const answer = await apiRequest<ListEnvelope<Row>>(master(tenantId, `sales-payment/pullConsolidates?customerid=${customerid}`));
  return answer.listdata.flatMap((row) =>
    typeof row.consid === 'number'
      ? [{ consid: row.consid, consno: String(row.consno ?? ''), consdate: typeof row.consdate === 'string' ? row.consdate : null, duedate: typeof row.duedate === 'string' ? row.duedate : null, owing: String(row.owing ?? '0') }]
      : [],
  );
}

/** `sales-payment/getAllInvoiceConsolidate/{id}`: the invoices a Tukar Faktur gathers, in its order. */
export async function consolidatedInvoiceIds(tenantId: number, consid: number): Promise<number[]> {
  const answer = await apiRequest<ListEnvelope<Row>>(master(tenantId, `sales-payment/getAllInvoiceConsolidate/${consid}`));
  return answer.listdata.flatMap((row) => (typeof row.arinvoiceid === 'number' ? [row.arinvoiceid] : []));
}

/**
 * `customer-credit/{customerid}?currencyid&paymentid`: the customer's unused credit in the receipt's currency (what
 * `applyfromcredit` may use at most), the receipt `paymentId` being edited counting its own use back.
 */
export async function customerCredit(tenantId: number, customerid: number, currencyid: number | null, paymentId: number | null): Promise<string> {
  const query = { ...(currencyid ? { currencyid: String(currencyid) } : {}), ...(paymentId ? { paymentid: String(paymentId) } : {}) };
  return (await apiRequest<DataEnvelope<{ credit: string }>>(master(tenantId, `customer-credit/${customerid}`), { query })).data.credit;
}
