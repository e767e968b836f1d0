import { ZDeliveryOrder, ZProformaInvoice, ZQuotation, ZSalesInvoice, ZSalesOrder, ZSalesReturn } from '@lontar/core';
import { PULL_SOURCES, TRADE_SIDES, type TradeFormDef } from '../purchasing/purchasing-forms.ts';

type SalesKey = 'quotation' | 'salesOrder' | 'deliveryOrder' | 'proformaInvoice' | 'salesInvoice' | 'temporaryInvoice' | 'salesReturn';

/**
 * The sales documents (Penjualan, API.md §7.1) as declarations of the trade document screen: the customer as party
 * (`customerid`), prices proposed by `GET sales-price` (the customer's price, else the price level's, with the
 * customer's discount), lines pulled quotation → order → delivery order / proforma → invoice, and a save over the
 * customer's credit limit asked "The customer exceeds the limit. Do you want to continue?" (409 CREDIT_LIMIT).
 */
const DOCUMENTS: Record<Exclude<SalesKey, 'temporaryInvoice' | 'salesReturn'>, TradeFormDef> = {
  quotation: {
    side: TRADE_SIDES.sales,
    key: 'quotation',
    form: 'quotation',
    idField: 'quoteid',
    numberField: 'quoteno',
    dateField: 'quotedate',
    priced: true,
    party: true,
    header: ['salesman'],
    costs: false,
    sources: [],
    statusKind: 'order',
    pricesOnEntry: true,
    moves: false,
    posts: false,
    schema: ZQuotation,
  },
  salesOrder: {
    side: TRADE_SIDES.sales,
    key: 'salesOrder',
    form: 'sales-order',
    idField: 'soid',
    numberField: 'sono',
    dateField: 'sodate',
    priced: true,
    party: true,
    header: ['salesman', 'estShip', 'shipping', 'freight'],
    costs: false,
    sources: [PULL_SOURCES.quotation],
    statusKind: 'order',
    pricesOnEntry: true,
    moves: false,
    posts: false,
    schema: ZSalesOrder,
  },
  // Surat jalan: the goods leave for goods in transit at cost; open until invoiced.
  deliveryOrder: {
    side: TRADE_SIDES.sales,
    key: 'deliveryOrder',
    form: 'delivery-order',
    idField: 'doid',
    numberField: 'dono',
    dateField: 'dodate',
    // Goods without prices: the invoice prices them (from the order the goods were delivered from).
    priced: false,
    party: true,
    header: ['salesman', 'shipping', 'resi'],
    costs: false,
    sources: [PULL_SOURCES.salesOrder],
    statusKind: 'delivery',
    pricesOnEntry: false,
    moves: true,
    posts: true,
    schema: ZDeliveryOrder,
  },
  proformaInvoice: {
    side: TRADE_SIDES.sales,
    key: 'proformaInvoice',
    form: 'proforma-invoice',
    idField: 'arinvoiceid',
    numberField: 'invoiceno',
    dateField: 'invoicedate',
    priced: true,
    party: true,
    header: ['salesman', 'freight'],
    costs: false,
    sources: [PULL_SOURCES.salesOrder],
    statusKind: 'order',
    pricesOnEntry: true,
    moves: false,
    posts: false,
    schema: ZProformaInvoice,
  },
  // Uang Muka (`isdp`) and the down payments it applies; Faktur Sementara (`posted: false`); No. Faktur Pajak.
  salesInvoice: {
    side: TRADE_SIDES.sales,
    key: 'salesInvoice',
    form: 'sales-invoice',
    idField: 'arinvoiceid',
    numberField: 'invoiceno',
    dateField: 'invoicedate',
    priced: true,
    party: true,
    header: ['salesman', 'terms', 'taxInvoice', 'posted', 'resi', 'freight', 'downPayment'],
    costs: false,
    sources: [PULL_SOURCES.deliveryOrder, PULL_SOURCES.salesOrder, PULL_SOURCES.proformaInvoice],
    statusKind: 'invoice',
    pricesOnEntry: true,
    moves: true,
    posts: true,
    schema: ZSalesInvoice,
  },
};

/**
 * Faktur Sementara (spec 001's Temporary Invoice): the sales invoice's screen under its own menu entry, a new
 * invoice starting as temporary (`posted: false`: no journal, no stock move, not payable) until its switch is off;
 * its list shows temporary invoices only (`readall?posted=false`).
 */
const temporaryInvoice: TradeFormDef = { ...DOCUMENTS.salesInvoice, key: 'temporaryInvoice', preset: { posted: false }, listFilter: { posted: 'false' } };

/**
 * Retur Penjualan (AR RTR): the goods of one sales invoice back (`arinvoiceid` + `invseq`), or without invoice
 * (`withoutsi`) those of delivery orders not invoiced; what the customer is owed back is taken off the receivable,
 * refunded from a bank account or kept as the customer's credit (`settlement`).
 */
const salesReturn: TradeFormDef = {
  side: TRADE_SIDES.sales,
  key: 'salesReturn',
  form: 'sales-return',
  idField: 'arrefundid',
  numberField: 'returnno',
  dateField: 'returndate',
  priced: true,
  party: true,
  header: ['salesman', 'withoutInvoice', 'settlement'],
  costs: false,
  sources: [PULL_SOURCES.salesInvoice, PULL_SOURCES.deliveryOrder],
  statusKind: null,
  pricesOnEntry: false,
  moves: true,
  posts: true,
  schema: ZSalesReturn,
};

export const SALES_FORM_DEFS: Record<SalesKey, TradeFormDef> = { ...DOCUMENTS, temporaryInvoice, salesReturn };
