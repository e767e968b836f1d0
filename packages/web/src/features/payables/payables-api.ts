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

/** A row of purchases by vendor, sales by customer or by salesman, its party read whichever it is (no salesman: null). */
export interface ByPartyRow {
  partyid: number | null;
  partyno: string;
  partyname: string | null;
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

type PartyTotals = { invoices: number; beforevat: string; vat: string; total: string };

/** The purchasing and sales reports: what each row and the totals hold. */
export interface TradeReports {
  byVendor: { row: ByPartyRow; totals: PartyTotals };
  byItem: { row: ByItemRow; totals: { value: string } };
  openOrders: { row: OpenOrderRow; totals: { remainingvalue: string } };
  grni: { row: GrniRow; totals: { value: string }; unbilledbalance: string };
  byCustomer: { row: ByPartyRow; totals: PartyTotals };
  bySalesman: { row: ByPartyRow; totals: PartyTotals };
  salesByItem: { row: ByItemRow; totals: { value: string } };
  openSalesOrders: { row: OpenOrderRow; totals: { remainingvalue: string } };
  deliveredNotInvoiced: { row: GrniRow; totals: { value: string }; unbilledbalance: string };
}
export type TradeReportKind = keyof TradeReports;
export type PurchaseReportKind = 'byVendor' | 'byItem' | 'openOrders' | 'grni';

/** Each report's server path (`payables`, `receivables` modules). */
export const REPORT_PATHS: Record<TradeReportKind, string> = {
  byVendor: 'purchases-by-vendor',
  byItem: 'purchases-by-item',
  openOrders: 'open-purchase-orders',
  grni: 'goods-received-not-invoiced',
  byCustomer: 'sales-by-customer',
  bySalesman: 'sales-by-salesman',
  salesByItem: 'sales-by-item',
  openSalesOrders: 'open-sales-orders',
  deliveredNotInvoiced: 'delivered-not-invoiced',
};

/** The sales reports of a document's lines are read under the purchase ones' names (the screen's columns are one). */
const SALES_LINES: Partial<Record<TradeReportKind, (r: Fields) => Fields>> = {
  openSalesOrders: (r) => ({ ...r, poid: r.orderid, poseq: r.orderseq, pono: r.orderno, podate: r.orderdate, vendorname: r.customername, received: r.delivered }),
  deliveredNotInvoiced: (r) => ({ ...r, receiveid: r.deliveryid, receiveseq: r.deliveryseq, receiveno: r.deliveryno, receivedate: r.deliverydate, vendorname: r.customername, received: r.delivered }),
};

/** The answer's prefix of the party of a report by party (`vendorno`, `customername`, `salesmanid`). */
export const PARTY_PREFIX: Partial<Record<TradeReportKind, 'vendor' | 'customer' | 'salesman'>> = { byVendor: 'vendor', byCustomer: 'customer', bySalesman: 'salesman' };

/** One report; a report by party answers its party as `partyid`, `partyno`, `partyname`. */
export async function fetchTradeReport<K extends TradeReportKind>(tenantId: number, kind: K, query: Record<string, string>) {
  const answer = await apiRequest<ListEnvelope<TradeReports[K]['row']> & { totals: TradeReports[K]['totals']; unbilledbalance?: string }>(master(tenantId, REPORT_PATHS[kind]), { query });
  const lines = SALES_LINES[kind];
  if (lines) {
    const sales = answer as typeof answer & { transitbalance?: string };
    return { ...answer, listdata: (answer.listdata as unknown as Fields[]).map(lines) as unknown as TradeReports[K]['row'][], unbilledbalance: sales.transitbalance ?? answer.unbilledbalance };
  }
  const prefix = PARTY_PREFIX[kind];
  if (!prefix) return answer;
  const listdata = (answer.listdata as unknown as Fields[]).map((r) => ({
    ...r,
    partyid: (r[`${prefix}id`] ?? null) as number | null,
    partyno: String(r[`${prefix}no`] ?? ''),
    partyname: (r[`${prefix}name`] ?? null) as string | null,
  }));
  return { ...answer, listdata: listdata as unknown as TradeReports[K]['row'][] };
}

export const payablesKeys = { all: (tenantId: number) => ['payables', tenantId] as const };

/** The menu screen of a purchasing document a report row opens, when the workspace has one. */
export const DOCUMENT_SCREENS: Record<string, string> = {
  'purchase-invoice': 'purchaseInvoice',
  'purchase-order': 'purchaseOrder',
  'goods-receipt': 'goodsReceipt',
  'purchase-return': 'purchaseReturn',
  'purchase-payment': 'purchasePayment',
  quotation: 'quotation',
  'sales-order': 'salesOrder',
  'delivery-order': 'deliveryOrder',
  'sales-invoice': 'salesInvoice',
  'sales-payment': 'salesPayment',
  'sales-return': 'salesReturn',
};

/** The person type of a side's parties in `readallByTipe/{type}`: 1 vendors, 0 customers. */
const personType = (side: TradeSideView) => (side.key === 'purchase' ? 1 : 0);

/** One page of a party's documents of one form of its side (the vendor or customer history, `readallByTipe/{type}`). */
export const fetchPartyDocuments = (tenantId: number, side: TradeSideView, form: string, query: Record<string, string>) =>
  apiRequest<ListEnvelope<VendorDocument>>(master(tenantId, `${form}/readallByTipe/${personType(side)}`), { query });

/** What a party owes or is owed today (base currency), opened with the side's invoice screen's right like its history. */
export const fetchPartyOwing = async (tenantId: number, side: TradeSideView, partyid: number) =>
  (await apiRequest<DataEnvelope<{ idtype: number; owing: string; invoices: number }>>(master(tenantId, `${side.invoice}/owingByTipe/${personType(side)}`), { query: { idtype: String(partyid) } })).data;
