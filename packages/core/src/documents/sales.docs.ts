import { declareDocument } from './document-decl.ts';
import { ZSalesInvoice } from './sales-invoice.schema.ts';
import { ZSalesReturn } from './sales-return.schema.ts';
import { ZDeliveryOrder, ZProformaInvoice, ZQuotation, ZSalesOrder } from './sales.schema.ts';

/**
 * The sales documents on the trade mechanism (issue 13, API.md §7.1): quotation → order. They post nothing and move
 * no stock; an order's lines may be pulled from a quotation, and both are order-type sources (`open` → `partial` →
 * `closed`).
 */
export const QUOTATION = declareDocument({
  form: 'quotation',
  transtype: 'AR QUO',
  fields: { id: 'quoteid', number: 'quoteno', date: 'quotedate' },
  rights: { screen: 'quotation', create: 'tambah' },
  schema: ZQuotation,
  sources: [],
  party: 'customerid',
  moves: false,
  posts: false,
  statusKind: 'order',
});

export const SALES_ORDER = declareDocument({
  form: 'sales-order',
  transtype: 'AR ORD',
  fields: { id: 'soid', number: 'sono', date: 'sodate' },
  rights: { screen: 'sales-order', create: 'tambah' },
  schema: ZSalesOrder,
  sources: ['quotation'],
  sourceFields: { quotation: { id: 'quoteid', seq: 'quoteseq' } },
  party: 'customerid',
  moves: false,
  posts: false,
  statusKind: 'order',
});

/** Delivery order: goods leave inventory for goods in transit at their cost; `open` until fully invoiced, then `invoiced`. */
export const DELIVERY_ORDER = declareDocument({
  form: 'delivery-order',
  transtype: 'AR DLV',
  fields: { id: 'doid', number: 'dono', date: 'dodate' },
  rights: { screen: 'delivery-order', create: 'tambah' },
  schema: ZDeliveryOrder,
  sources: ['sales-order'],
  sourceFields: { 'sales-order': { id: 'soid', seq: 'soseq' } },
  party: 'customerid',
  moves: true,
  posts: true,
  statusKind: 'delivery',
});

/** Proforma invoice: priced, no stock, no journal; pulled from an order, pulled into an invoice (an order-type source). */
export const PROFORMA_INVOICE = declareDocument({
  form: 'proforma-invoice',
  transtype: 'AR PRF',
  fields: { id: 'arinvoiceid', number: 'invoiceno', date: 'invoicedate' },
  rights: { screen: 'proforma-invoice', create: 'tambah' },
  schema: ZProformaInvoice,
  sources: ['sales-order'],
  sourceFields: { 'sales-order': { id: 'soid', seq: 'soseq' } },
  party: 'customerid',
  moves: false,
  posts: false,
  statusKind: 'order',
});

/**
 * Sales invoice (`postSalesInvoice`): lines from an order, a delivery order or a proforma, or direct; goods not
 * delivered before leave inventory against COGS, goods delivered before move their cost from goods in transit to COGS.
 */
export const SALES_INVOICE = declareDocument({
  form: 'sales-invoice',
  transtype: 'AR INV',
  fields: { id: 'arinvoiceid', number: 'invoiceno', date: 'invoicedate' },
  rights: { screen: 'sales-invoice', create: 'tambah' },
  schema: ZSalesInvoice,
  sources: ['sales-order', 'delivery-order', 'proforma-invoice'],
  sourceFields: {
    'sales-order': { id: 'soid', seq: 'soseq' },
    'delivery-order': { id: 'doid', seq: 'doseq' },
    'proforma-invoice': { id: 'proformaid', seq: 'proformaseq' },
  },
  party: 'customerid',
  moves: true,
  posts: true,
  statusKind: 'invoice',
});

/**
 * Sales return (`postSalesReturn`): lines from one posted sales invoice, or with `withoutsi` from a delivery order; the
 * goods come back at the cost they left with; the value and output VAT are settled off the receivable, refunded or
 * kept as customer credit (sales-return.schema.ts).
 */
export const SALES_RETURN = declareDocument({
  form: 'sales-return',
  transtype: 'AR RTR',
  fields: { id: 'arrefundid', number: 'returnno', date: 'returndate' },
  rights: { screen: 'sales-return', create: 'tambah' },
  schema: ZSalesReturn,
  sources: ['sales-invoice', 'delivery-order'],
  sourceFields: { 'sales-invoice': { id: 'arinvoiceid', seq: 'invseq' }, 'delivery-order': { id: 'doid', seq: 'doseq' } },
  party: 'customerid',
  moves: true,
  posts: true,
  // The invoice returned against is the old one's, and its pulled lines go whole: the clerk pulls again.
  copy: { own: ['arinvoiceid'], pulledLines: 'drop' },
});

export const SALES_DOCUMENTS = [QUOTATION, SALES_ORDER, DELIVERY_ORDER, PROFORMA_INVOICE, SALES_INVOICE, SALES_RETURN] as const;
export type SalesForm = (typeof SALES_DOCUMENTS)[number]['form'];
