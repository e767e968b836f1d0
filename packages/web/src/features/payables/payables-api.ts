import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { VendorDocument } from './vendor-history.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

export const AGING_COLUMNS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingColumn = (typeof AGING_COLUMNS)[number];
export type AgingTotals = Record<AgingColumn | 'total', string>;

export interface AgingInvoice {
  docid: number;
  docno: string;
  invoicedate: string;
  duedate: string | null;
  currency: string;
  owing: string;
  baseowing: string;
  days: number;
  bucket: AgingColumn;
}

export interface AgingVendor {
  vendorid: number;
  vendorno: string;
  vendorname: string;
  invoices: AgingInvoice[];
  totals: AgingTotals;
}

export const fetchAging = (tenantId: number, query: Record<string, string>) =>
  apiRequest<ListEnvelope<AgingVendor> & { asof: string; totals: AgingTotals; payablebalance: string | null }>(master(tenantId, 'ap-aging'), { query });

export interface StatementLine {
  date: string;
  form: string;
  id: number;
  number: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
}

export interface StatementSection {
  currency: string;
  opening: string;
  lines: StatementLine[];
  debit: string;
  credit: string;
  closing: string;
}

export interface VendorStatement {
  vendorid: number;
  vendorno: string;
  vendorname: string;
  fromdate: string;
  todate: string;
  sections: StatementSection[];
}

export const fetchStatement = async (tenantId: number, query: Record<string, string>) => (await apiRequest<DataEnvelope<VendorStatement>>(master(tenantId, 'vendor-statement'), { query })).data;

export interface ByVendorRow {
  vendorid: number;
  vendorno: string;
  vendorname: string;
  invoices: number;
  beforevat: string;
  vat: string;
  total: string;
}

export interface ByItemRow {
  itemid: number;
  itemno: string;
  itemdescription: string;
  unit1: string;
  qty: string;
  value: string;
}

export interface OpenOrderRow {
  poid: number;
  poseq: number;
  pono: string;
  podate: string;
  vendorname: string;
  itemno: string;
  itemdescription: string;
  unit1: string;
  ordered: string;
  received: string;
  invoiced: string;
  remaining: string;
  remainingvalue: string;
}

export interface GrniRow {
  receiveid: number;
  receiveseq: number;
  receiveno: string;
  receivedate: string;
  vendorname: string;
  itemno: string;
  itemdescription: string;
  unit1: string;
  received: string;
  notinvoiced: string;
  value: string;
}

/** The purchasing reports: their server path and what each row and the totals hold. */
export interface PurchaseReports {
  byVendor: { row: ByVendorRow; totals: { invoices: number; beforevat: string; vat: string; total: string } };
  byItem: { row: ByItemRow; totals: { value: string } };
  openOrders: { row: OpenOrderRow; totals: { remainingvalue: string } };
  grni: { row: GrniRow; totals: { value: string }; unbilledbalance: string };
}
export type PurchaseReportKind = keyof PurchaseReports;

export const REPORT_PATHS: Record<PurchaseReportKind, string> = {
  byVendor: 'purchases-by-vendor',
  byItem: 'purchases-by-item',
  openOrders: 'open-purchase-orders',
  grni: 'goods-received-not-invoiced',
};

export const fetchPurchaseReport = <K extends PurchaseReportKind>(tenantId: number, kind: K, query: Record<string, string>) =>
  apiRequest<ListEnvelope<PurchaseReports[K]['row']> & { totals: PurchaseReports[K]['totals']; unbilledbalance?: string }>(master(tenantId, REPORT_PATHS[kind]), { query });

export const payablesKeys = { all: (tenantId: number) => ['payables', tenantId] as const };

/** The menu screen of a purchasing document a report row opens, when the workspace has one. */
export const DOCUMENT_SCREENS: Record<string, string> = {
  'purchase-invoice': 'purchaseInvoice',
  'purchase-order': 'purchaseOrder',
  'goods-receipt': 'goodsReceipt',
  'purchase-return': 'purchaseReturn',
  'purchase-payment': 'purchasePayment',
};

/** One page of a vendor's documents of one purchasing form (the vendor history, `readallByTipe/1`). */
export const fetchVendorDocuments = (tenantId: number, form: string, query: Record<string, string>) =>
  apiRequest<ListEnvelope<VendorDocument>>(master(tenantId, `${form}/readallByTipe/1`), { query });

/** What the company owes a vendor today (base currency), opened with the purchase invoice screen's right like its history. */
export const fetchVendorOwing = async (tenantId: number, vendorid: number) =>
  (await apiRequest<DataEnvelope<{ idtype: number; owing: string; invoices: number }>>(master(tenantId, 'purchase-invoice/owingByTipe/1'), { query: { idtype: String(vendorid) } })).data;
