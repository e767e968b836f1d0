import { ZGoodsReceipt, ZPurchaseInvoice, ZPurchaseOrder, ZPurchaseReturn, ZRequisition } from '@lontar/core';
import type { RecordSchema } from '../../ui/document/field-errors.ts';

/** Which statuses a form's documents have (API.md §7.4): an order's pulls, a receipt's invoicing, an invoice's payment. */
export type StatusKind = 'order' | 'delivery' | 'invoice';

/**
 * A document lines may be pulled from (API.md §7.2 `<source>`): its form, the id and seq fields a pulled line names it
 * by, the fields its list rows answer, and the texts of its "Ambil dari …" button and dialog.
 */
export interface PullSourceDef {
  form: 'requisition' | 'purchase-order' | 'goods-receipt' | 'purchase-invoice' | 'quotation' | 'sales-order' | 'delivery-order' | 'proforma-invoice' | 'sales-invoice';
  idField: 'reqid' | 'poid' | 'receiveid' | 'apinvoiceid' | 'quoteid' | 'soid' | 'doid' | 'proformaid' | 'arinvoiceid';
  seqField: 'reqseq' | 'poseq' | 'receiveseq' | 'invseq' | 'quoteseq' | 'soseq' | 'doseq' | 'proformaseq';
  numberField: 'reqno' | 'pono' | 'receiveno' | 'invoiceno' | 'quoteno' | 'sono' | 'dono';
  dateField: 'reqdate' | 'podate' | 'receivedate' | 'invoicedate' | 'quotedate' | 'sodate' | 'dodate';
  statusKind: StatusKind;
  /** Only the chosen party's documents are offered (the vendor's, the customer's; a requisition has no party). */
  byParty: boolean;
  /**
   * The source's lines carry no prices (a delivery order): the price, discount and taxes of each pulled line come
   * from the line of this order it was delivered from (`soid` + `soseq`).
   */
  pricesFrom?: { form: 'sales-order'; idField: 'soid'; seqField: 'soseq' };
  /** Messages of the purchasing namespace: the button, the dialog's title, the empty list, the line's source column. */
  texts: {
    button: 'pullRequisition' | 'pullOrder' | 'pullReceipt' | 'pullInvoice' | 'pullQuotation' | 'pullSalesOrder' | 'pullDelivery' | 'pullProforma' | 'pullSalesInvoice';
    title: 'pullRequisitionTitle' | 'pullOrderTitle' | 'pullReceiptTitle' | 'pullInvoiceTitle' | 'pullQuotationTitle' | 'pullSalesOrderTitle' | 'pullDeliveryTitle' | 'pullProformaTitle' | 'pullSalesInvoiceTitle';
    none: 'pullRequisitionNone' | 'pullOrderNone' | 'pullReceiptNone' | 'pullInvoiceNone' | 'pullQuotationNone' | 'pullSalesOrderNone' | 'pullDeliveryNone' | 'pullProformaNone' | 'pullSalesInvoiceNone';
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
    byParty: false,
    texts: { button: 'pullRequisition', title: 'pullRequisitionTitle', none: 'pullRequisitionNone' },
  },
  purchaseOrder: {
    form: 'purchase-order',
    idField: 'poid',
    seqField: 'poseq',
    numberField: 'pono',
    dateField: 'podate',
    statusKind: 'order',
    byParty: true,
    texts: { button: 'pullOrder', title: 'pullOrderTitle', none: 'pullOrderNone' },
  },
  goodsReceipt: {
    form: 'goods-receipt',
    idField: 'receiveid',
    seqField: 'receiveseq',
    numberField: 'receiveno',
    dateField: 'receivedate',
    statusKind: 'delivery',
    byParty: true,
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
    byParty: true,
    texts: { button: 'pullInvoice', title: 'pullInvoiceTitle', none: 'pullInvoiceNone' },
  },
  quotation: {
    form: 'quotation',
    idField: 'quoteid',
    seqField: 'quoteseq',
    numberField: 'quoteno',
    dateField: 'quotedate',
    statusKind: 'order',
    byParty: true,
    texts: { button: 'pullQuotation', title: 'pullQuotationTitle', none: 'pullQuotationNone' },
  },
  salesOrder: {
    form: 'sales-order',
    idField: 'soid',
    seqField: 'soseq',
    numberField: 'sono',
    dateField: 'sodate',
    statusKind: 'order',
    byParty: true,
    texts: { button: 'pullSalesOrder', title: 'pullSalesOrderTitle', none: 'pullSalesOrderNone' },
  },
  deliveryOrder: {
    form: 'delivery-order',
    idField: 'doid',
    seqField: 'doseq',
    numberField: 'dono',
    dateField: 'dodate',
    statusKind: 'delivery',
    byParty: true,
    pricesFrom: { form: 'sales-order', idField: 'soid', seqField: 'soseq' },
    texts: { button: 'pullDelivery', title: 'pullDeliveryTitle', none: 'pullDeliveryNone' },
  },
  /** A sales invoice's proforma: its lines are named by `proformaid` + `proformaseq`. */
  proformaInvoice: {
    form: 'proforma-invoice',
    idField: 'proformaid',
    seqField: 'proformaseq',
    numberField: 'invoiceno',
    dateField: 'invoicedate',
    statusKind: 'order',
    byParty: true,
    texts: { button: 'pullProforma', title: 'pullProformaTitle', none: 'pullProformaNone' },
  },
  /** A sales return's invoice: the customer's posted invoices with goods not yet returned (`arinvoiceid` + `invseq`). */
  salesInvoice: {
    form: 'sales-invoice',
    idField: 'arinvoiceid',
    seqField: 'invseq',
    numberField: 'invoiceno',
    dateField: 'invoicedate',
    statusKind: 'invoice',
    byParty: true,
    texts: { button: 'pullSalesInvoice', title: 'pullSalesInvoiceTitle', none: 'pullSalesInvoiceNone' },
  },
} as const satisfies Record<string, PullSourceDef>;

/**
 * Header fields beyond number, date and description (and, when priced, vendor, currency, tax and discount);
 * `nothingOwed` is a return's `isnihil` (Tanpa Pengembalian Dana: the goods leave, the payable stays);
 * `downPayment` an invoice's `isdp` (Uang Muka) and the down payments it applies; `withoutInvoice` a return's
 * `withoutpi` (goods of a receipt not invoiced, against unbilled).
 */
export type HeaderExtra =
  | 'expected'
  | 'terms'
  | 'taxInvoice'
  | 'freight'
  | 'nothingOwed'
  | 'downPayment'
  | 'withoutInvoice'
  /** Sales: the salesman (`salesmanid`). */
  | 'salesman'
  /** Sales: the shipping service and where the goods go (`shipid`, `shipto`). */
  | 'shipping'
  /** A sales order's estimated shipping date (`estshipdate`). */
  | 'estShip'
  /** The shipment's tracking number (`resi`). */
  | 'resi'
  /** A sales invoice saved as a Temporary Invoice (Faktur Sementara, `posted: false`) until posted. */
  | 'posted'
  /**
   * A sales return's settlement of what the customer is owed back (`settlement`): off the receivable, refunded from a
   * bank account (`bankaccount`) or kept as the customer's credit; none without invoice.
   */
  | 'settlement';

/**
 * The side of trade a document is on (purchasing buys from a vendor, sales sells to a customer): its party field and
 * lookup, where a line's starting price is asked, the invoices whose down payments it applies, the order a down
 * payment is for, and the 409 questions its saves may ask ("The customer exceeds the limit. Do you want to
 * continue?"), answered Yes by sending the body again with `confirm: true` (API.md §7.8 Confirmation).
 */
export interface TradeSide {
  name: 'purchase' | 'sales';
  party: 'vendorid' | 'customerid';
  partyLookup: 'vendor' | 'customer';
  /** The party's label (purchasing messages) and the list rows' name field. */
  partyLabel: 'vendor' | 'customer';
  partyName: 'vendorname' | 'customername';
  /** `GET master/{pricePath}?itemno=&{party}=&itemunit=`. */
  pricePath: 'purchase-price' | 'sales-price';
  /** The invoice form whose down payments an invoice applies, and their id field. */
  invoiceForm: 'purchase-invoice' | 'sales-invoice';
  invoiceIdField: 'apinvoiceid' | 'arinvoiceid';
  /** The orders a down-payment line may be for. */
  order: PullSourceDef;
  /** The 409 codes asked as a Yes/No question and resent confirmed. */
  confirms: readonly string[];
  /** A return's "without invoice" flag: goods of a receipt (`withoutpi`) or a delivery order (`withoutsi`) not invoiced. */
  withoutInvoice: 'withoutpi' | 'withoutsi';
}

export const TRADE_SIDES = {
  purchase: {
    name: 'purchase',
    party: 'vendorid',
    partyLookup: 'vendor',
    partyLabel: 'vendor',
    partyName: 'vendorname',
    pricePath: 'purchase-price',
    invoiceForm: 'purchase-invoice',
    invoiceIdField: 'apinvoiceid',
    order: PULL_SOURCES.purchaseOrder,
    confirms: [],
    withoutInvoice: 'withoutpi',
  },
  sales: {
    name: 'sales',
    party: 'customerid',
    partyLookup: 'customer',
    partyLabel: 'customer',
    partyName: 'customername',
    pricePath: 'sales-price',
    invoiceForm: 'sales-invoice',
    invoiceIdField: 'arinvoiceid',
    order: PULL_SOURCES.salesOrder,
    confirms: ['CREDIT_LIMIT'],
    withoutInvoice: 'withoutsi',
  },
} as const satisfies Record<string, TradeSide>;

/**
 * A trade document as the web declares it (core's PURCHASE_DOCUMENTS and SALES_DOCUMENTS give the API side): one
 * screen, list and line grid serve every form of both sides; a requisition has no vendor, prices are optional and it
 * carries no taxes.
 */
export interface TradeFormDef {
  side: TradeSide;
  /** Menu entry key (menu-tree.ts) and the menu:items title. */
  key: 'requisition' | 'purchaseOrder' | 'goodsReceipt' | 'purchaseInvoice' | 'purchaseReturn' | 'quotation' | 'salesOrder' | 'deliveryOrder' | 'proformaInvoice' | 'salesInvoice' | 'temporaryInvoice' | 'salesReturn';
  /** API form name (`/master/{form}`). */
  form: 'requisition' | 'purchase-order' | 'goods-receipt' | 'purchase-invoice' | 'purchase-return' | 'quotation' | 'sales-order' | 'delivery-order' | 'proforma-invoice' | 'sales-invoice' | 'sales-return';
  idField: 'reqid' | 'poid' | 'receiveid' | 'apinvoiceid' | 'apreturnid' | 'quoteid' | 'soid' | 'doid' | 'arinvoiceid' | 'arrefundid';
  numberField: 'reqno' | 'pono' | 'receiveno' | 'invoiceno' | 'returnno' | 'quoteno' | 'sono' | 'dono';
  dateField: 'reqdate' | 'podate' | 'receivedate' | 'invoicedate' | 'returndate' | 'quotedate' | 'sodate' | 'dodate';
  /** Currency, taxes, discounts and totals; a requisition and a delivery order (surat jalan) list goods without prices. */
  priced: boolean;
  /** It names its party (the vendor, the customer); a requisition has none. */
  party: boolean;
  header: readonly HeaderExtra[];
  /** Extra cost lines to accounts (`costs`, Biaya Lain) under the goods lines. */
  costs: boolean;
  /** Where its lines may be pulled from, in the order the buttons show. */
  sources: readonly PullSourceDef[];
  /** Its documents' statuses (a return has none). */
  statusKind: StatusKind | null;
  /** A line's price is proposed when its item is chosen (purchase-price: the vendor's, the last purchase, the item's; sales-price). */
  pricesOnEntry: boolean;
  /** Its lines move stock: each names its warehouse (when the company keeps several). */
  moves: boolean;
  /** It posts a journal ("Lihat Jurnal"). */
  posts: boolean;
  schema: RecordSchema;
  /** What a new document of this entry starts with beyond the form's defaults (the Faktur Sementara entry: `posted: false`). */
  preset?: Readonly<Record<string, unknown>>;
  /** What this entry's list and navigation keep to (`readall` query; the Faktur Sementara entry: unposted invoices). */
  listFilter?: Readonly<Record<string, string>>;
}

/** A purchasing document's declaration (the purchase side of TradeFormDef). */
export type PurchaseFormDef = TradeFormDef;

type PurchaseKey = 'requisition' | 'purchaseOrder' | 'goodsReceipt' | 'purchaseInvoice' | 'purchaseReturn';

export const PURCHASE_FORM_DEFS: Record<PurchaseKey, TradeFormDef> = {
  requisition: {
    side: TRADE_SIDES.purchase,
    key: 'requisition',
    form: 'requisition',
    idField: 'reqid',
    numberField: 'reqno',
    dateField: 'reqdate',
    priced: false,
    party: false,
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
    side: TRADE_SIDES.purchase,
    key: 'purchaseOrder',
    form: 'purchase-order',
    idField: 'poid',
    numberField: 'pono',
    dateField: 'podate',
    priced: true,
    party: true,
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
    side: TRADE_SIDES.purchase,
    key: 'goodsReceipt',
    form: 'goods-receipt',
    idField: 'receiveid',
    numberField: 'receiveno',
    dateField: 'receivedate',
    priced: true,
    party: true,
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
    side: TRADE_SIDES.purchase,
    key: 'purchaseInvoice',
    form: 'purchase-invoice',
    idField: 'apinvoiceid',
    numberField: 'invoiceno',
    dateField: 'invoicedate',
    priced: true,
    party: true,
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
    side: TRADE_SIDES.purchase,
    key: 'purchaseReturn',
    form: 'purchase-return',
    idField: 'apreturnid',
    numberField: 'returnno',
    dateField: 'returndate',
    priced: true,
    party: true,
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
 * return's invoices, or without invoice (`withoutpi`, `withoutsi`) its receipts or delivery orders.
 */
export function sourcesNow(def: PurchaseFormDef, values: { isdp?: boolean | null; withoutpi?: boolean | null; withoutsi?: boolean | null }): readonly PullSourceDef[] {
  if (def.header.includes('downPayment') && values.isdp === true) return [];
  // Without invoice: the sources that are not invoices (receipts, delivery orders); else the invoices.
  if (def.header.includes('withoutInvoice')) return def.sources.filter((source) => (source.statusKind !== 'invoice') === (values[def.side.withoutInvoice] === true));
  return def.sources;
}

/**
 * A return's lines when it changes between with and without invoice: lines pulled from the other kind of source
 * cannot be sent (a return names one invoice, or receipts), so they go; lines typed by hand stay.
 */
export function keepLinesOfSources(lines: readonly Record<string, unknown>[] | undefined, sources: readonly PullSourceDef[]): Record<string, unknown>[] {
  return (lines ?? []).filter((line) => !line.srcform || sources.some((source) => source.form === line.srcform));
}
