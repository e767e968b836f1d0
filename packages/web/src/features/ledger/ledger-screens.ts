import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

const screen = (name: 'JournalVoucherScreen' | 'OtherPaymentScreen' | 'OtherReceiptScreen') =>
  lazy(() => import('./GlDocumentScreen.tsx').then((module) => ({ default: module[name] })));

/** General-ledger documents (journal voucher, other payment, other receipt); rights by the server's form names. */
export const LEDGER_SCREENS: ScreenDef[] = [
  { key: 'journalVoucher', rights: 'journal-voucher', component: screen('JournalVoucherScreen') },
  { key: 'otherPayment', rights: 'other-payment', component: screen('OtherPaymentScreen') },
  { key: 'otherReceipt', rights: 'other-receipt', component: screen('OtherReceiptScreen') },
];
