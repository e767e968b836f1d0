import { GOODS_RECEIPT, PURCHASE_INVOICE, PURCHASE_ORDER, PURCHASE_RETURN, QUOTATION, REQUISITION, SALES_ORDER, type DocumentDecl } from '@lontar/core';

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
  /** A sales order: the customer's credit is checked (`409 CREDIT_LIMIT` unless `confirm: true`, sales-credit.repo.ts). */
  creditCheck?: boolean;
  /**
   * How its lines move stock and post (trade-stock.ts): a receipt brings inventory items in against `unbilled`; an
   * invoice clears `unbilled` for goods received before (revising their cost), brings in goods not received before
   * and posts the payable; a return takes goods out at their cost and gives back value and VAT. Left out: no stock,
   * no journal.
   */
  stock?: 'receipt' | 'invoice' | 'return';
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

export const TRADE_FORMS: readonly TradeForm[] = [REQUISITION_FORM, PURCHASE_ORDER_FORM, GOODS_RECEIPT_FORM, PURCHASE_INVOICE_FORM, PURCHASE_RETURN_FORM, QUOTATION_FORM, SALES_ORDER_FORM];

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
