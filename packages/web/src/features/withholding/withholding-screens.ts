import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** The tax reports (Laporan Pajak: PPh 23 withheld with its e-Bupot file, input VAT): opened with the Reports screen's right. */
export const WITHHOLDING_SCREENS: ScreenDef[] = [{ key: 'reportTax', rights: 'reports', component: lazy(() => import('./TaxReportsScreen.tsx')) }];
