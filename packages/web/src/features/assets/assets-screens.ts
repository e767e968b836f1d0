import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** The fixed asset reports (Laporan Aktiva Tetap, with the Reports screen's right, like the other reports) and the asset import. */
export const ASSET_SCREENS: ScreenDef[] = [
  { key: 'reportAssets', rights: 'reports', component: lazy(() => import('./AssetReportsScreen.tsx')) },
  // Impor Transaksi → Aktiva Tetap: opened with the fixed-asset screen's rights; importing needs its `tambah`.
  // Its tab says "Impor Aktiva Tetap": the asset list's "Impor" opens it beside the list's own "Aktiva Tetap" tab.
  { key: 'import-fixedAsset', rights: 'fixed-asset', component: lazy(() => import('./AssetImportScreen.tsx')), tabLabel: 'fixedAssetImport' },
];
