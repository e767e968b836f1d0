import { sql, type SQL } from 'drizzle-orm';

/**
 * The two sides of trade the payables and receivables reports share (issue 12 item 5, issue 13 item 8): the forms of
 * a side's invoice, payment and return, the header field naming the party and the invoice a return is against, the
 * person type of its parties and which tax account its VAT posts to. A report is written once over a side.
 */
export interface TradeSide {
  key: 'purchase' | 'sales';
  invoice: 'purchase-invoice' | 'sales-invoice';
  payment: 'purchase-payment' | 'sales-payment';
  ret: 'purchase-return' | 'sales-return';
  /** The side's order and the goods document pulled from it (a goods receipt, a delivery order). */
  order: 'purchase-order' | 'sales-order';
  goods: 'goods-receipt' | 'delivery-order';
  /** The header field of the party (`vendorid`, `customerid`). */
  party: 'vendorid' | 'customerid';
  /** The return's header field naming its invoice. */
  invoiceField: 'apinvoiceid' | 'arinvoiceid';
  /** `person.persontype` of the side's parties: 1 vendor, 0 customer. */
  persontype: 0 | 1;
  /** The tax master's account the side's VAT posts to. */
  taxAccount: 'purchaseglid' | 'salesglid';
  /** +1 when what is owed is a debit balance (receivable), −1 a credit balance (payable). */
  sign: 1 | -1;
  /**
   * Of the side's returns (`alias` the return's trans_document), those that lower what their invoice owes: a purchase
   * return not `isnihil`; a sales return off the receivable (not refunded from the bank, not kept as customer credit,
   * not `withoutsi`).
   */
  lowersOwing: (alias: string) => SQL;
  /** Of the side's invoices (`alias`), those that are owed: a sales Temporary Invoice (`posted: false`) is not yet. */
  owed: (alias: string) => SQL;
}

const posted = (alias: string) => sql.raw(`coalesce((${alias}.header ->> 'posted')::boolean, true)`);

export const PURCHASE_SIDE: TradeSide = {
  key: 'purchase',
  invoice: 'purchase-invoice',
  payment: 'purchase-payment',
  ret: 'purchase-return',
  order: 'purchase-order',
  goods: 'goods-receipt',
  party: 'vendorid',
  invoiceField: 'apinvoiceid',
  persontype: 1,
  taxAccount: 'purchaseglid',
  sign: -1,
  lowersOwing: (alias) => sql.raw(`coalesce((${alias}.header ->> 'isnihil')::boolean, false) = false`),
  owed: posted,
};

export const SALES_SIDE: TradeSide = {
  key: 'sales',
  invoice: 'sales-invoice',
  payment: 'sales-payment',
  ret: 'sales-return',
  order: 'sales-order',
  goods: 'delivery-order',
  party: 'customerid',
  invoiceField: 'arinvoiceid',
  persontype: 0,
  taxAccount: 'salesglid',
  sign: 1,
  lowersOwing: (alias) => sql.raw(`coalesce((${alias}.header ->> 'withoutsi')::boolean, false) = false and coalesce(${alias}.header ->> 'settlement', 'receivable') = 'receivable'`),
  owed: posted,
};
