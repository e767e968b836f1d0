import { declareDocument } from './document-decl.ts';
import { ZSalesConsolidated, ZSalesPayment } from './sales-payment.schema.ts';

/**
 * The customer's side of settling sales invoices (issue 13, API.md §7.1, §7.8): the Tukar Faktur gathers invoices
 * under one due date and posts nothing; the sales receipt pays invoices (or a Tukar Faktur's) and posts with
 * `postSalesPayment`. Both name the sales invoices they settle on their lines (`arinvoiceid`).
 */
export const SALES_CONSOLIDATED = declareDocument({
  form: 'sales-consolidated',
  transtype: 'AR CON',
  fields: { id: 'consid', number: 'consno', date: 'consdate' },
  rights: { screen: 'sales-consolidated', create: 'tambah' },
  schema: ZSalesConsolidated,
  sources: ['sales-invoice'],
  sourceFields: { 'sales-invoice': { id: 'arinvoiceid', seq: 'seq' } },
  party: 'customerid',
  moves: false,
  posts: false,
  // Its invoices are gathered again for the new one; its due date follows the new date.
  copy: { own: ['duedate'], pulledLists: ['details'] },
});

export const SALES_PAYMENT = declareDocument({
  form: 'sales-payment',
  transtype: 'AR PMT',
  fields: { id: 'paymentid', number: 'paymentno', date: 'paymentdate' },
  rights: { screen: 'sales-payment', create: 'tambah' },
  schema: ZSalesPayment,
  sources: ['sales-invoice', 'sales-consolidated'],
  sourceFields: { 'sales-invoice': { id: 'arinvoiceid', seq: 'seq' } },
  party: 'customerid',
  moves: false,
  posts: true,
  // The invoices received, the Tukar Faktur, the amount received beyond them and the credit used are the old one's.
  copy: { own: ['consid', 'consno', 'overpay', 'applyfromcredit'], pulledLists: ['details'] },
});
