import { DELIVERY_ORDER, GOODS_RECEIPT, PROFORMA_INVOICE, PURCHASE_INVOICE, PURCHASE_ORDER, PURCHASE_RETURN, QUOTATION, REQUISITION, SALES_INVOICE, SALES_ORDER, SALES_RETURN, type DocumentDecl } from '@lontar/core';

/**
 * What the server adds to a trade document's core declaration (trade-kind.ts): the header fields it stores as
 * entered, whether its lines carry prices, discounts and taxes, and whether purchasing's item rules apply.
 */
export interface TradeForm {
  decl: DocumentDecl;
  /** Header fields stored as entered (`trans_document.header`) and answered back by a read. */
  headerFields: readonly string[];
  /** Its lines carry a line discount and tax codes, its header a document discount, currency and freight. */
  priced: boolean;
  /**
   * Purchasing: services refused, the min/max purchase price enforced when the company uses it (`useminmaxpurcprice`).
   * Sales (false): services allowed, the min/max selling price enforced when the company uses it (`useminmaxsellprice`).
   */
  purchasing: boolean;
  /** A sales order or invoice: the customer's credit is checked (`409 CREDIT_LIMIT` unless `confirm: true`, sales-credit.repo.ts). */
  creditCheck?: boolean;
  /**
   * How its lines move stock and post (trade-stock.ts): a receipt brings inventory items in against `unbilled`; an
   * invoice clears `unbilled` for goods received before (revising their cost), brings in goods not received before
   * and posts the payable; a return takes goods out at their cost and gives back value and VAT. Left out: no stock,
   * no journal. Sales (sales-stock.ts): a delivery takes inventory items out at their cost into goods in transit; a
   * sale posts the receivable, moves the cost of goods delivered before from goods in transit to COGS and takes the
   * goods not delivered before out against COGS.
   */
  stock?: 'receipt' | 'invoice' | 'return' | 'delivery' | 'sale' | 'sales-return';
}

const TRADE_HEADER_FIELDS = ['currencyid', 'rate', 'inclusivetax', 'termid', 'branchid', 'discpc', 'cashdiscount', 'fob'] as const;
const FREIGHT_FIELDS = ['freight', 'freightaccnt'] as const;

export const REQUISITION_FORM: TradeForm = { decl: REQUISITION, headerFields: ['branchid'], priced: false, purchasing: true };

export const PURCHASE_ORDER_FORM: TradeForm = { decl: PURCHASE_ORDER, headerFields: ['vendorid', 'expected', 'dp', ...TRADE_HEADER_FIELDS, ...FREIGHT_FIELDS], priced: true, purchasing: true };

export const GOODS_RECEIPT_FORM: TradeForm = { decl: GOODS_RECEIPT, headerFields: ['vendorid', ...TRADE_HEADER_FIELDS], priced: true, purchasing: true, stock: 'receipt' };

export const PURCHASE_INVOICE_FORM: TradeForm = {
  decl: PURCHASE_INVOICE,
  headerFields: ['vendorid', 'duedate', 'taxinvoiceno', 'isdp', 'costs', 'downpayments', ...TRADE_HEADER_FIELDS, ...FREIGHT_FIELDS],
  priced: true,
  purchasing: true,
  stock: 'invoice',
};

export const PURCHASE_RETURN_FORM: TradeForm = {
  decl: PURCHASE_RETURN,
  headerFields: ['vendorid', 'apinvoiceid', 'withoutpi', 'isnihil', ...TRADE_HEADER_FIELDS],
  priced: true,
  purchasing: true,
  stock: 'return',
};

const SALES_HEADER_FIELDS = ['customerid', 'salesmanid', ...TRADE_HEADER_FIELDS, ...FREIGHT_FIELDS] as const;

/** Sales quotation and order (issue 13): priced, no stock, no journal. */
export const QUOTATION_FORM: TradeForm = { decl: QUOTATION, headerFields: SALES_HEADER_FIELDS, priced: true, purchasing: false };

export const SALES_ORDER_FORM: TradeForm = { decl: SALES_ORDER, headerFields: [...SALES_HEADER_FIELDS, 'shipid', 'shipto', 'estshipdate'], priced: true, purchasing: false, creditCheck: true };

export const DELIVERY_ORDER_FORM: TradeForm = {
  decl: DELIVERY_ORDER,
  headerFields: ['customerid', 'salesmanid', 'branchid', 'shipid', 'shipto', 'resi'],
  priced: false,
  purchasing: false,
  stock: 'delivery',
};

export const PROFORMA_INVOICE_FORM: TradeForm = { decl: PROFORMA_INVOICE, headerFields: SALES_HEADER_FIELDS, priced: true, purchasing: false };

export const SALES_INVOICE_FORM: TradeForm = {
  decl: SALES_INVOICE,
  headerFields: [...SALES_HEADER_FIELDS, 'duedate', 'resi', 'taxinvoiceno', 'isdp', 'posted', 'downpayments'],
  priced: true,
  purchasing: false,
  creditCheck: true,
  stock: 'sale',
};

/** Sales return (sales-return-stock.ts): goods back at the cost they left with; value and VAT off the receivable, refunded or kept as credit. */
export const SALES_RETURN_FORM: TradeForm = {
  decl: SALES_RETURN,
  headerFields: ['customerid', 'salesmanid', 'arinvoiceid', 'withoutsi', 'settlement', 'bankaccount', ...TRADE_HEADER_FIELDS],
  priced: true,
  purchasing: false,
  stock: 'sales-return',
};

export const TRADE_FORMS: readonly TradeForm[] = [
  REQUISITION_FORM,
  PURCHASE_ORDER_FORM,
  GOODS_RECEIPT_FORM,
  PURCHASE_INVOICE_FORM,
  PURCHASE_RETURN_FORM,
  QUOTATION_FORM,
  SALES_ORDER_FORM,
  DELIVERY_ORDER_FORM,
  PROFORMA_INVOICE_FORM,
  SALES_INVOICE_FORM,
  SALES_RETURN_FORM,
];

/** Whether a form's stock mode is an invoice's (its due date, down payments and settlement). */
export const isInvoiceStock = (form: TradeForm) => form.stock === 'invoice' || form.stock === 'sale';

/** Whether a saved document of the form posts now: a Temporary Invoice (`posted: false`) does not (API.md §7.8). */
export const postsNow = (form: TradeForm, header: Record<string, unknown> | null | undefined) => Boolean(form.stock) && header?.posted !== false;

/**
 * The line fields a later goods document names a line of `form` by (`reqid`/`reqseq`, `apinvoiceid`/`invseq` …),
 * from the trade forms' declarations (a payment names invoices, not their lines).
 */
export function sourceFieldsOf(form: string): { id: string; seq: string } | undefined {
  for (const { decl } of TRADE_FORMS) {
    const fields = decl.sourceFields?.[form];
    if (fields) return fields;
  }
  return undefined;
}
