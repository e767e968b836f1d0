import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

type ScreenName = 'RequisitionScreen' | 'PurchaseOrderScreen' | 'GoodsReceiptScreen' | 'PurchaseInvoiceScreen' | 'PurchaseReturnScreen';
const document = (name: ScreenName) => lazy(() => import('./PurchaseDocumentScreen.tsx').then((module) => ({ default: module[name] })));

/** Purchasing documents (Pembelian): requisition, order, goods receipt, invoice, return; `rights` is the screen each one's server calls check. */
export const PURCHASING_SCREENS: ScreenDef[] = [
  { key: 'requisition', rights: 'requisition', component: document('RequisitionScreen') },
  { key: 'purchaseOrder', rights: 'purchase-order', component: document('PurchaseOrderScreen') },
  { key: 'goodsReceipt', rights: 'goods-receipt', component: document('GoodsReceiptScreen') },
  { key: 'purchaseInvoice', rights: 'purchase-invoice', component: document('PurchaseInvoiceScreen') },
  { key: 'purchaseReturn', rights: 'purchase-return', component: document('PurchaseReturnScreen') },
];
