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

/** A sales invoice with VAT, or a sales return giving it back (negative figures): output VAT (server salestax.service.ts). */
export interface OutputVatRow {
  form: 'sales-invoice' | 'sales-return';
  docid: number;
  docno: string;
  transdate: string;
  customerid: number | null;
  customername: string;
  npwp: string;
  /** The 17-digit number Coretax assigned; empty until recorded or imported. */
  taxinvoiceno: string;
  /** A customer outside Indonesia (a foreign tax invoice). */
  foreign: boolean;
  trxcode: string;
  dpp: string;
  otherbase: string;
  ppn: string;
}

type VatTotals = { dpp: string; otherbase: string; ppn: string };
export type OutputVatAnswer = ListEnvelope<OutputVatRow> & { year: number; month: number; totals: VatTotals; ledger?: string; withoutnumber?: number };
/** Which sales VAT list: every invoice and return with the ledger check, or the local or foreign tax invoices. */
export type OutputVatKind = 'all' | 'local' | 'foreign';

export const fetchOutputVat = (tenantId: number, month: string, kind: OutputVatKind) =>
  kind === 'all'
    ? apiRequest<OutputVatAnswer>(master(tenantId, 'output-vat'), { query: monthQuery(month) })
    : apiRequest<OutputVatAnswer>(master(tenantId, 'tax-invoices'), { query: { ...monthQuery(month), kind } });

/**
 * The Coretax e-Faktur import file of chosen posted sales invoices (`POST sales-invoice/efaktur`). The answer is the
 * XML itself, which `apiRequest` hands back as the `message` of a body that is not JSON.
 */
export async function fetchEfakturXml(tenantId: number, ids: number[]): Promise<string> {
  const answer = await apiRequest<{ message: string }>(master(tenantId, 'sales-invoice/efaktur'), { method: 'POST', body: { ids } });
  return answer.message;
}

/** Records (empty: clears) a sales invoice's 17-digit tax invoice number. */
export const saveTaxInvoiceNo = (tenantId: number, id: number, taxinvoiceno: string) =>
  apiRequest<{ data: { taxinvoiceno: string } }>(master(tenantId, `sales-invoice/taxinvoiceno/${id}`), { method: 'PUT', body: { taxinvoiceno } });

/** Imports the numbers Coretax assigned from its CSV export (Referensi + Nomor Faktur Pajak columns). */
export const importTaxInvoiceNos = (tenantId: number, csv: string) =>
  apiRequest<{ data: { rows: number; updated: number; unchanged: number } }>(master(tenantId, 'sales-invoice/taxinvoiceno-import'), { method: 'POST', body: { csv } });
