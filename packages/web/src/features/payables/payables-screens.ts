import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** The accounts payable reports (Laporan): opened, like every report, with the Reports screen's right. */
export const PAYABLES_SCREENS: ScreenDef[] = [
  { key: 'apAging', rights: 'reports', component: lazy(() => import('./ApAgingScreen.tsx')) },
  { key: 'vendorStatement', rights: 'reports', component: lazy(() => import('./VendorStatementScreen.tsx')) },
  { key: 'reportPurchasing', rights: 'reports', component: lazy(() => import('./PurchaseReportsScreen.tsx')) },
];
