import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

const document = (name: 'RequisitionScreen' | 'PurchaseOrderScreen') => lazy(() => import('./PurchaseDocumentScreen.tsx').then((module) => ({ default: module[name] })));

/** Purchasing documents (Pembelian): requisition and order; `rights` is the screen each one's server calls check. */
export const PURCHASING_SCREENS: ScreenDef[] = [
  { key: 'requisition', rights: 'requisition', component: document('RequisitionScreen') },
  { key: 'purchaseOrder', rights: 'purchase-order', component: document('PurchaseOrderScreen') },
];
