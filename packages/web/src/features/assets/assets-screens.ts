import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** The fixed asset reports (Laporan Aktiva Tetap): opened with the Reports screen's right, like the other reports. */
export const ASSET_SCREENS: ScreenDef[] = [{ key: 'reportAssets', rights: 'reports', component: lazy(() => import('./AssetReportsScreen.tsx')) }];
