import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** The accounts receivable reports (Laporan), opened like every report with the Reports screen's right. */
export const RECEIVABLES_SCREENS: ScreenDef[] = [
  { key: 'arAging', rights: 'reports', component: lazy(() => import('./ArAgingScreen.tsx')) },
  { key: 'customerStatement', rights: 'reports', component: lazy(() => import('./CustomerStatementScreen.tsx')) },
];
