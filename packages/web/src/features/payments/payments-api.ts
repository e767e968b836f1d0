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
