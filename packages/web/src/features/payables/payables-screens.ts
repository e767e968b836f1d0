import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** The accounts payable reports (Laporan), opened like every report with the Reports screen's right, and the vendor history. */
export const PAYABLES_SCREENS: ScreenDef[] = [
  { key: 'apAging', rights: 'reports', component: lazy(() => import('./ApAgingScreen.tsx')) },
  { key: 'vendorStatement', rights: 'reports', component: lazy(() => import('./VendorStatementScreen.tsx')) },
  { key: 'reportPurchasing', rights: 'reports', component: lazy(() => import('./PurchaseReportsScreen.tsx')) },
  // A vendor's documents: shown to whoever may open its purchase invoices (each form's list asks its own right).
  { key: 'vendorHistory', rights: 'purchase-invoice', component: lazy(() => import('./VendorHistoryScreen.tsx')) },
];
