import { useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { useLookupRow } from '../masters/masters-api.ts';
import { SALES_PAYMENT_DEF } from '../payments/payment-forms.ts';
import { openInvoices, type OpenInvoice } from '../payments/payment-values.ts';
import { owingInvoices } from './consolidated-values.ts';

/**
 * `sales-consolidated/getListInvoice/{consid}/{customerid}` (the Tukar Faktur's own right): the customer's posted
 * invoices owing above zero that no other Tukar Faktur holds (`consid`: the one edited, 0 while new), oldest first.
 */
export async function invoicesToGather(tenantId: number, consid: number | null, customerid: number): Promise<OpenInvoice[]> {
  const answer = await apiRequest<ListEnvelope<Row>>(`/tenant/${tenantId}/master/sales-consolidated/getListInvoice/${consid ?? 0}/${customerid}`);
  return owingInvoices(openInvoices(SALES_PAYMENT_DEF, answer.listdata));
}

/** The invoices the Tukar Faktur `consid` (null while new) of the customer may gather, read afresh each time. */
export function useOwingInvoices(tenantId: number, consid: number | null, customerid: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['records', tenantId, 'sales-invoice', 'consolidate', consid, customerid],
    enabled: enabled && customerid !== null,
    staleTime: 0,
    queryFn: () => invoicesToGather(tenantId, consid, customerid!),
  });
}

/**
 * The days of the customer's payment terms (`termsid` → `netdays`), which give the due date from the Tukar Faktur's
 * date: 0 for a customer without terms (due on the date, as the server counts it), null until read.
 */
export function useCustomerTermDays(tenantId: number, customerid: number | null): number | null {
  const customer = useLookupRow(tenantId, 'customer', customerid);
  const termsid = typeof customer.data?.termsid === 'number' && customer.data.termsid > 0 ? customer.data.termsid : null;
  const term = useLookupRow(tenantId, 'term', termsid);
  if (!customer.data) return null;
  if (termsid === null) return 0;
  return typeof term.data?.netdays === 'number' ? term.data.netdays : null;
}
