import { declareDocument } from './document-decl.ts';
import { ZPurchaseInvoice } from './purchase-invoice.schema.ts';
import { ZPurchasePayment } from './purchase-payment.schema.ts';
import { ZGoodsReceipt, ZPurchaseOrder, ZPurchaseReturn, ZRequisition } from './purchase.schema.ts';
import { adjustmentMoves, type StockEffect } from './stock-effect.ts';

/**
 * The purchasing documents (issue 12, API.md §7.1): requisition → order → goods receipt → invoice → payment, and
 * returns. Their totals come from `computeTradeTotals`, their journals from the `post*` functions of
 * `purchase.posting.ts`, what remains to pull from `remainingLines` / `checkPull`.
 *
 * Stock: a line comes in at its unit cost or goes out at the computed cost by its `direction` (the server resolves
 * it: a receipt's lines and an invoice's lines not received before come in, a return's lines go out), the same
 * effect as an item adjustment's. The receipt's move posts against `unbilled` through `postStockMoves`; a direct
 * invoice's and a return's moves carry no counter account (`counterglid: null`), their journal is the
 * document's own posting.
 */
const goodsMoves: StockEffect = adjustmentMoves;

export const REQUISITION = declareDocument({
  form: 'requisition',
  transtype: 'AP REQ',
  fields: { id: 'reqid', number: 'reqno', date: 'reqdate' },
  rights: { screen: 'requisition', create: 'tambah' },
  schema: ZRequisition,
  sources: [],
  moves: false,
  posts: false,
  statusKind: 'order',
});

export const PURCHASE_ORDER = declareDocument({
  form: 'purchase-order',
  transtype: 'AP ORD',
  fields: { id: 'poid', number: 'pono', date: 'podate' },
  rights: { screen: 'purchase-order', create: 'tambah' },
  schema: ZPurchaseOrder,
  sources: ['requisition'],
  sourceFields: { requisition: { id: 'reqid', seq: 'reqseq' } },
  party: 'vendorid',
  moves: false,
  posts: false,
  statusKind: 'order',
});

export const GOODS_RECEIPT = {
  ...declareDocument({
    form: 'goods-receipt',
    transtype: 'AP RCV',
    fields: { id: 'receiveid', number: 'receiveno', date: 'receivedate' },
    rights: { screen: 'goods-receipt', create: 'tambah' },
    schema: ZGoodsReceipt,
    sources: ['purchase-order'],
    sourceFields: { 'purchase-order': { id: 'poid', seq: 'poseq' } },
    party: 'vendorid',
    moves: true,
    posts: true,
    statusKind: 'delivery',
  }),
  stock: goodsMoves,
};

export const PURCHASE_INVOICE = {
  ...declareDocument({
    form: 'purchase-invoice',
    transtype: 'AP INV',
    fields: { id: 'apinvoiceid', number: 'invoiceno', date: 'invoicedate' },
    rights: { screen: 'purchase-invoice', create: 'tambah' },
    schema: ZPurchaseInvoice,
    sources: ['purchase-order', 'goods-receipt'],
    sourceFields: { 'purchase-order': { id: 'poid', seq: 'poseq' }, 'goods-receipt': { id: 'receiveid', seq: 'receiveseq' } },
    party: 'vendorid',
    moves: true,
    posts: true,
    statusKind: 'invoice',
  }),
  stock: goodsMoves,
};

export const PURCHASE_PAYMENT = declareDocument({
  form: 'purchase-payment',
  transtype: 'AP CHQ',
  fields: { id: 'chequeid', number: 'chequeno', date: 'paymentdate' },
  rights: { screen: 'purchase-payment', create: 'tambah' },
  schema: ZPurchasePayment,
  sources: ['purchase-invoice'],
  sourceFields: { 'purchase-invoice': { id: 'apinvoiceid', seq: 'seq' } },
  party: 'vendorid',
  moves: false,
  posts: true,
  // The invoices it paid are the old one's: the new one fetches the vendor's open invoices again.
  copy: { pulledLists: ['details'] },
});

export const PURCHASE_RETURN = {
  ...declareDocument({
    form: 'purchase-return',
    transtype: 'AP RTR',
    fields: { id: 'apreturnid', number: 'returnno', date: 'returndate' },
    rights: { screen: 'purchase-return', create: 'tambah' },
    schema: ZPurchaseReturn,
    sources: ['purchase-invoice', 'goods-receipt'],
    sourceFields: { 'purchase-invoice': { id: 'apinvoiceid', seq: 'invseq' }, 'goods-receipt': { id: 'receiveid', seq: 'receiveseq' } },
    party: 'vendorid',
    moves: true,
    posts: true,
    // The invoice returned against is the old one's, and its pulled lines go whole: the clerk pulls again.
    copy: { own: ['apinvoiceid'], pulledLines: 'drop' },
  }),
  stock: goodsMoves,
};

export const PURCHASE_DOCUMENTS = [REQUISITION, PURCHASE_ORDER, GOODS_RECEIPT, PURCHASE_INVOICE, PURCHASE_PAYMENT, PURCHASE_RETURN] as const;
export type PurchaseForm = (typeof PURCHASE_DOCUMENTS)[number]['form'];
