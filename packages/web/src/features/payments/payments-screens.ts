import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/**
 * Payments of invoices: the purchase payment (Pembayaran Pembelian) and the sales receipt (Penerimaan Penjualan);
 * `rights` is the screen each one's server calls check.
 */
export const PAYMENT_SCREENS: ScreenDef[] = [
  { key: 'purchasePayment', rights: 'purchase-payment', component: lazy(() => import('./PaymentScreen.tsx').then((module) => ({ default: module.PurchasePaymentScreen }))) },
  { key: 'salesPayment', rights: 'sales-payment', component: lazy(() => import('./PaymentScreen.tsx').then((module) => ({ default: module.SalesPaymentScreen }))) },
];
