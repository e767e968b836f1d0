import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

/** One payment line with PPh 23 withheld (server withholding.service.ts); amounts in base currency. */
export interface Pph23Row {
  paymentid: number;
  chequeno: string;
  paymentdate: string;
  seq: number;
  vendorid: number | null;
  vendorname: string;
  /** The vendor's NPWP (16 digits), else its NIK, else what was typed. */
  tin: string;
  tinkind: 'NPWP' | 'NIK' | '';
  taxcode: string;
  taxobjectcode: string;
  base: string;
  ratepercent: string;
  amount: string;
  bupotno: string;
  invoiceid: number | null;
  invoiceno: string;
  invoicedate: string;
}

export type Pph23Answer = ListEnvelope<Pph23Row> & { year: number; month: number; totals: { base: string; amount: string }; ledger: string };

/** A purchase invoice with VAT, or a return giving it back (negative figures). */
export interface InputVatRow {
  form: 'purchase-invoice' | 'purchase-return';
  docid: number;
  docno: string;
  transdate: string;
  vendorid: number | null;
  vendorname: string;
  npwp: string;
  taxinvoiceno: string;
  dpp: string;
  otherbase: string;
  ppn: string;
}

export type InputVatAnswer = ListEnvelope<InputVatRow> & { year: number; month: number; totals: { dpp: string; otherbase: string; ppn: string }; ledger: string };

/** "2026-03" → the query of the month's reports. */
export const monthQuery = (month: string): Record<string, string> => ({ year: String(Number(month.slice(0, 4))), month: String(Number(month.slice(5, 7))) });

export const withholdingKeys = { all: (tenantId: number) => ['tenant', tenantId, 'withholding'] as const };

export const fetchPph23 = (tenantId: number, month: string) => apiRequest<Pph23Answer>(master(tenantId, 'pph23-withheld'), { query: monthQuery(month) });

export const fetchInputVat = (tenantId: number, month: string) => apiRequest<InputVatAnswer>(master(tenantId, 'input-vat'), { query: monthQuery(month) });
