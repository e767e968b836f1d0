import { ZGoodsReceipt, ZPurchaseInvoice, ZPurchaseOrder, ZPurchaseReturn, ZRequisition } from '@lontar/core';
import type { RecordSchema } from '../../ui/document/field-errors.ts';

/** Which statuses a form's documents have (API.md §7.4): an order's pulls, a receipt's invoicing, an invoice's payment. */
export type StatusKind = 'order' | 'delivery' | 'invoice';

/**
 * A document lines may be pulled from (API.md §7.2 `<source>`): its form, the id and seq fields a pulled line names it
 * by, the fields its list rows answer, and the texts of its "Ambil dari …" button and dialog.
 */
export interface PullSourceDef {
  form: 'requisition' | 'purchase-order' | 'goods-receipt' | 'purchase-invoice';
  idField: 'reqid' | 'poid' | 'receiveid' | 'apinvoiceid';
  seqField: 'reqseq' | 'poseq' | 'receiveseq' | 'invseq';
  numberField: 'reqno' | 'pono' | 'receiveno' | 'invoiceno';
  dateField: 'reqdate' | 'podate' | 'receivedate' | 'invoicedate';
  statusKind: StatusKind;
  /** Only the chosen vendor's documents are offered (a requisition has no vendor). */
  byVendor: boolean;
  /** Messages of the purchasing namespace: the button, the dialog's title, the empty list, the line's source column. */
  texts: {
    button: 'pullRequisition' | 'pullOrder' | 'pullReceipt' | 'pullInvoice';
    title: 'pullRequisitionTitle' | 'pullOrderTitle' | 'pullReceiptTitle' | 'pullInvoiceTitle';
    none: 'pullRequisitionNone' | 'pullOrderNone' | 'pullReceiptNone' | 'pullInvoiceNone';
  };
}

export const PULL_SOURCES = {
  requisition: {
    form: 'requisition',
    idField: 'reqid',
    seqField: 'reqseq',
    numberField: 'reqno',
    dateField: 'reqdate',
    statusKind: 'order',
    byVendor: false,
    texts: { button: 'pullRequisition', title: 'pullRequisitionTitle', none: 'pullRequisitionNone' },
  },
  purchaseOrder: {
    form: 'purchase-order',
    idField: 'poid',
    seqField: 'poseq',
    numberField: 'pono',
    dateField: 'podate',
    statusKind: 'order',
    byVendor: true,
    texts: { button: 'pullOrder', title: 'pullOrderTitle', none: 'pullOrderNone' },
  },
  goodsReceipt: {
    form: 'goods-receipt',
    idField: 'receiveid',
    seqField: 'receiveseq',
    numberField: 'receiveno',
    dateField: 'receivedate',
    statusKind: 'delivery',
    byVendor: true,
    texts: { button: 'pullReceipt', title: 'pullReceiptTitle', none: 'pullReceiptNone' },
  },
  /** A return's invoice: those of the vendor with goods not yet returned, each line with what remains to return. */
  purchaseInvoice: {
    form: 'purchase-invoice',
    idField: 'apinvoiceid',
    seqField: 'invseq',
    numberField: 'invoiceno',
    dateField: 'invoicedate',
    statusKind: 'invoice',
    byVendor: true,
    texts: { button: 'pullInvoice', title: 'pullInvoiceTitle', none: 'pullInvoiceNone' },
  },
} as const satisfies Record<string, PullSourceDef>;

/**
 * Header fields beyond number, date and description (and, when priced, vendor, currency, tax and discount);
 * `nothingOwed` is a return's `isnihil` (Tanpa Pengembalian Dana: the goods leave, the payable stays);
 * `downPayment` an invoice's `isdp` (Uang Muka) and the down payments it applies; `withoutInvoice` a return's
 * `withoutpi` (goods of a receipt not invoiced, against unbilled).
 */
export type HeaderExtra = 'expected' | 'terms' | 'taxInvoice' | 'freight' | 'nothingOwed' | 'downPayment' | 'withoutInvoice';

/**
 * A purchasing document as the web declares it (core's PURCHASE_DOCUMENTS give the API side): one screen, list
 * and line grid serve every form; a requisition has no vendor, prices are optional and it carries no taxes.
 */
export interface PurchaseFormDef {
  /** Menu entry key (menu-tree.ts) and the menu:items title. */
  key: 'requisition' | 'purchaseOrder' | 'goodsReceipt' | 'purchaseInvoice' | 'purchaseReturn';
  /** API form name (`/master/{form}`). */
  form: 'requisition' | 'purchase-order' | 'goods-receipt' | 'purchase-invoice' | 'purchase-return';
  idField: 'reqid' | 'poid' | 'receiveid' | 'apinvoiceid' | 'apreturnid';
  numberField: 'reqno' | 'pono' | 'receiveno' | 'invoiceno' | 'returnno';
  dateField: 'reqdate' | 'podate' | 'receivedate' | 'invoicedate' | 'returndate';
  /** Vendor, currency, taxes, discounts and totals; a requisition only lists what is needed. */
  priced: boolean;
  header: readonly HeaderExtra[];
  /** Extra cost lines to accounts (`costs`, Biaya Lain) under the goods lines. */
  costs: boolean;
  /** Where its lines may be pulled from, in the order the buttons show. */
  sources: readonly PullSourceDef[];
  /** Its documents' statuses (a return has none). */
  statusKind: StatusKind | null;
  /** A line's price starts from the vendor's price, the last purchase or the item's when its item is chosen. */
  pricesOnEntry: boolean;
  /** Its lines move stock: each names its warehouse (when the company keeps several). */
  moves: boolean;
  /** It posts a journal ("Lihat Jurnal"). */
  posts: boolean;
  schema: RecordSchema;
}

export const PURCHASE_FORM_DEFS: Record<PurchaseFormDef['key'], PurchaseFormDef> = {
  requisition: {
    key: 'requisition',
    form: 'requisition',
    idField: 'reqid',
    numberField: 'reqno',
    dateField: 'reqdate',
    priced: false,
    header: [],
    costs: false,
    sources: [],
    statusKind: 'order',
    pricesOnEntry: false,
    moves: false,
    posts: false,
    schema: ZRequisition,
  },
  purchaseOrder: {
    key: 'purchaseOrder',
    form: 'purchase-order',
    idField: 'poid',
    numberField: 'pono',
    dateField: 'podate',
    priced: true,
    header: ['expected', 'freight'],
    costs: false,
    sources: [PULL_SOURCES.requisition],
    statusKind: 'order',
    pricesOnEntry: true,
    moves: false,
    posts: false,
    schema: ZPurchaseOrder,
  },
  goodsReceipt: {
    key: 'goodsReceipt',
    form: 'goods-receipt',
    idField: 'receiveid',
    numberField: 'receiveno',
    dateField: 'receivedate',
    priced: true,
    header: [],
    costs: false,
    sources: [PULL_SOURCES.purchaseOrder],
    statusKind: 'delivery',
    pricesOnEntry: true,
    moves: true,
    posts: true,
    schema: ZGoodsReceipt,
  },
  purchaseInvoice: {
    key: 'purchaseInvoice',
    form: 'purchase-invoice',
    idField: 'apinvoiceid',
    numberField: 'invoiceno',
    dateField: 'invoicedate',
    priced: true,
    header: ['terms', 'taxInvoice', 'freight', 'downPayment'],
    costs: true,
    sources: [PULL_SOURCES.goodsReceipt, PULL_SOURCES.purchaseOrder],
    statusKind: 'invoice',
    pricesOnEntry: true,
    moves: true,
    posts: true,
    schema: ZPurchaseInvoice,
  },
  // One return is for one invoice: the server takes the header's `apinvoiceid` from the lines pulled from it.
  // Without invoice (`withoutpi`) its lines come from receipts not invoiced instead.
  purchaseReturn: {
    key: 'purchaseReturn',
    form: 'purchase-return',
    idField: 'apreturnid',
    numberField: 'returnno',
    dateField: 'returndate',
    priced: true,
    header: ['withoutInvoice', 'nothingOwed'],
    costs: false,
    sources: [PULL_SOURCES.purchaseInvoice, PULL_SOURCES.goodsReceipt],
    statusKind: null,
    pricesOnEntry: false,
    moves: true,
    posts: true,
    schema: ZPurchaseReturn,
  },
};

/** The source a line read (or pulled) names by its id and seq fields, among the form's sources. */
export function sourceOfLine(def: PurchaseFormDef, line: Record<string, unknown>): PullSourceDef | null {
  return def.sources.find((source) => typeof line[source.idField] === 'number' && typeof line[source.seqField] === 'number') ?? null;
}

/**
 * The sources a document may pull from as it stands: none for a down-payment invoice (its lines are typed); a
 * return's invoices, or without invoice (`withoutpi`) its receipts.
 */
export function sourcesNow(def: PurchaseFormDef, values: { isdp?: boolean | null; withoutpi?: boolean | null }): readonly PullSourceDef[] {
  if (def.header.includes('downPayment') && values.isdp === true) return [];
  if (def.header.includes('withoutInvoice')) return def.sources.filter((source) => (source.form === 'goods-receipt') === (values.withoutpi === true));
  return def.sources;
}

/**
 * A return's lines when it changes between with and without invoice: lines pulled from the other kind of source
 * cannot be sent (a return names one invoice, or receipts), so they go; lines typed by hand stay.
 */
export function keepLinesOfSources(lines: readonly Record<string, unknown>[] | undefined, sources: readonly PullSourceDef[]): Record<string, unknown>[] {
  return (lines ?? []).filter((line) => !line.srcform || sources.some((source) => source.form === line.srcform));
}
