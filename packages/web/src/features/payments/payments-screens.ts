import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** Payments of invoices: the purchase payment (Pembayaran Pembelian); `rights` is the screen its server calls check. */
export const PAYMENT_SCREENS: ScreenDef[] = [
  { key: 'purchasePayment', rights: 'purchase-payment', component: lazy(() => import('./PaymentScreen.tsx').then((module) => ({ default: module.PurchasePaymentScreen }))) },
];
