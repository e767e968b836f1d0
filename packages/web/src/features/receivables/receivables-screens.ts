import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** The accounts receivable and sales reports (Laporan), opened like every report with the Reports screen's right, and the customer history. */
export const RECEIVABLES_SCREENS: ScreenDef[] = [
  { key: 'arAging', rights: 'reports', component: lazy(() => import('./ArAgingScreen.tsx')) },
  { key: 'customerStatement', rights: 'reports', component: lazy(() => import('./CustomerStatementScreen.tsx')) },
  { key: 'reportSales', rights: 'reports', component: lazy(() => import('./SalesReportsScreen.tsx')) },
  // A customer's documents: shown to whoever may open its sales invoices (each form's list asks its own right).
  { key: 'customerHistory', rights: 'sales-invoice', component: lazy(() => import('./CustomerHistoryScreen.tsx')) },
];
