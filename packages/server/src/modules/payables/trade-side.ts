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
}

export const PURCHASE_SIDE: TradeSide = {
  key: 'purchase',
  invoice: 'purchase-invoice',
  payment: 'purchase-payment',
  ret: 'purchase-return',
  party: 'vendorid',
  invoiceField: 'apinvoiceid',
  persontype: 1,
  taxAccount: 'purchaseglid',
  sign: -1,
};

export const SALES_SIDE: TradeSide = {
  key: 'sales',
  invoice: 'sales-invoice',
  payment: 'sales-payment',
  ret: 'sales-return',
  party: 'customerid',
  invoiceField: 'arinvoiceid',
  persontype: 0,
  taxAccount: 'salesglid',
  sign: 1,
};
