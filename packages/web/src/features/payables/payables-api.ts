import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { TradeSideView } from './trade-side-view.ts';
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

/** A vendor or customer of an aging, with its open invoices. */
export interface AgingParty {
  partyid: number;
  partyno: string;
  partyname: string;
  invoices: AgingInvoice[];
  totals: AgingTotals;
}

type Fields = Record<string, unknown>;

/** The side's aging at a date, its vendors or customers read as parties and its accounts' balance as `balance`. */
export async function fetchAging(tenantId: number, side: TradeSideView, query: Record<string, string>) {
  const answer = await apiRequest<ListEnvelope<Fields & { invoices: AgingInvoice[]; totals: AgingTotals }> & Fields & { asof: string; totals: AgingTotals }>(master(tenantId, side.aging), { query });
  const listdata: AgingParty[] = answer.listdata.map((p) => ({
    partyid: Number(p[side.party]),
    partyno: String(p[`${side.prefix}no`] ?? ''),
    partyname: String(p[`${side.prefix}name`] ?? ''),
    invoices: p.invoices,
    totals: p.totals,
  }));
  return { ...answer, listdata, balance: (answer[side.balance] ?? null) as string | null };
}

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

/** A party's statement, its number and name read whichever side it is of. */
export async function fetchStatement(tenantId: number, side: TradeSideView, query: Record<string, string>) {
  const data = (await apiRequest<DataEnvelope<VendorStatement & Fields>>(master(tenantId, side.statement), { query })).data;
  return { ...data, partyno: String(data[`${side.prefix}no`] ?? ''), partyname: String(data[`${side.prefix}name`] ?? '') };
}

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
