import { useQuery } from '@tanstack/react-query';
import { useLookupRow } from '../masters/masters-api.ts';
import { SALES_PAYMENT_DEF } from '../payments/payment-forms.ts';
import { invoicesToPay } from '../payments/payments-api.ts';
import { owingInvoices } from './consolidated-values.ts';

/**
 * The customer's invoices a Tukar Faktur may gather: posted, still owing, oldest first. The server's one list of a
 * customer's owing invoices is the receipt's (`sales-payment/getListInvoiceCheque/0/{customerid}`); an invoice already
 * in another open Tukar Faktur is refused on saving (409 ALREADY_CONSOLIDATED, on its row).
 */
export function useOwingInvoices(tenantId: number, customerid: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['records', tenantId, 'sales-invoice', 'consolidate', customerid],
    enabled: enabled && customerid !== null,
    staleTime: 0,
    queryFn: async () => owingInvoices(await invoicesToPay(tenantId, SALES_PAYMENT_DEF, null, customerid!)),
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
