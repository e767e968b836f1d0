import { PURCHASE_PAYMENT, SALES_PAYMENT, ZPurchasePayment, ZSalesPayment, type DocumentDecl } from '@lontar/core';
import type { RecordSchema } from '../../ui/document/field-errors.ts';
import type { LookupName } from '../masters/lookups.ts';

/**
 * A payment form (API.md §7.8 Payments): what differs between paying vendors' invoices and receiving customers'
 * payments is the party, the bank field, the invoice's id field and form, and the numbering fields. The screen, the
 * grids and the arithmetic are the same; a sales receipt adds its own def.
 */
export interface PaymentFormDef {
  /** The menu key (menu-tree.ts) and the form's name for its inputs. */
  key: string;
  /** The server's form name. */
  form: string;
  /** Its core declaration (what its transaction copy and memorized template leave out: `copy`). */
  decl: DocumentDecl;
  idField: string;
  numberField: string;
  dateField: string;
  schema: RecordSchema;
  /** The party of the invoices paid: the header field and the selector's lookup. */
  party: { field: string; lookup: LookupName };
  /** The header field holding the glid of the cash or bank account. */
  bankField: string;
  /** An invoice line's field naming the invoice paid, and the invoice's own form (its DPP is read there). */
  invoiceField: string;
  invoiceForm: string;
  /** The bank field's label: money paid from it, or received into it. */
  bankLabel: 'bankAccount' | 'bankAccountIn';
  /** The side's texts (payments namespace): the grids' hints, a credit row's title, the bank total's label. */
  texts: {
    invoicesHint: 'invoicesHint' | 'invoicesHintIn';
    discountsHint: 'discountsHint' | 'discountsHintIn';
    creditTitle: 'creditTitle' | 'creditTitleIn';
    totalCash: 'totalCash' | 'totalCashIn';
  };
  /**
   * Whether the PPh 23 rate follows the party's NPWP and NIK (a vendor without either: 4 %); a customer withholds at
   * the tax's own rate (the server's side `partyRates`).
   */
  partyRates: boolean;
  /**
   * How the party's credit is used: `setOff` a row owing below zero takes a negative pay down to its owing (a vendor
   * credit); `receipt` the pay stays above zero and the customer's credit is a header amount (`applyfromcredit`), as
   * is an overpayment kept as credit (`overpay`), and a Tukar Faktur (`consid`) may be received whole.
   */
  credit: 'setOff' | 'receipt';
}

export const PURCHASE_PAYMENT_DEF: PaymentFormDef = {
  key: 'purchasePayment',
  form: 'purchase-payment',
  decl: PURCHASE_PAYMENT,
  idField: 'chequeid',
  numberField: 'chequeno',
  dateField: 'paymentdate',
  schema: ZPurchasePayment,
  party: { field: 'vendorid', lookup: 'vendor' },
  bankField: 'bankaccnt',
  invoiceField: 'apinvoiceid',
  invoiceForm: 'purchase-invoice',
  bankLabel: 'bankAccount',
  texts: { invoicesHint: 'invoicesHint', discountsHint: 'discountsHint', creditTitle: 'creditTitle', totalCash: 'totalCash' },
  partyRates: true,
  credit: 'setOff',
};

/**
 * Penerimaan Penjualan (AR PMT): the customer's invoices received into the bank account (`bankaccount`), one Tukar
 * Faktur whole, an overpayment kept as the customer's credit and that credit used.
 */
export const SALES_PAYMENT_DEF: PaymentFormDef = {
  key: 'salesPayment',
  form: 'sales-payment',
  decl: SALES_PAYMENT,
  idField: 'paymentid',
  numberField: 'paymentno',
  dateField: 'paymentdate',
  schema: ZSalesPayment,
  party: { field: 'customerid', lookup: 'customer' },
  bankField: 'bankaccount',
  invoiceField: 'arinvoiceid',
  invoiceForm: 'sales-invoice',
  bankLabel: 'bankAccountIn',
  texts: { invoicesHint: 'invoicesHintIn', discountsHint: 'discountsHintIn', creditTitle: 'creditTitleIn', totalCash: 'totalCashIn' },
  partyRates: false,
  credit: 'receipt',
};
