import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

const document = (name: 'ItemAdjustmentScreen' | 'ItemTransferScreen' | 'OpeningStockScreen') =>
  lazy(() => import('./GoodsDocumentScreen.tsx').then((module) => ({ default: module[name] })));

/**
 * Inventory documents (item adjustment, item transfer, opening stock) and the stock screens and reports; `rights`
 * is the screen each one's server calls check (opening stock and stock reads: the item screen).
 */
export const INVENTORY_SCREENS: ScreenDef[] = [
  { key: 'itemAdjustment', rights: 'item-adjustment', component: document('ItemAdjustmentScreen') },
  { key: 'itemTransfer', rights: 'item-transfer', component: document('ItemTransferScreen') },
  { key: 'openingStock', rights: 'item', component: document('OpeningStockScreen') },
  { key: 'itemPerWarehouse', rights: 'item', component: lazy(() => import('./ItemWarehouseScreen.tsx')) },
  { key: 'itemHistory', rights: 'inventory-history', component: lazy(() => import('./ItemHistoryScreen.tsx')) },
  { key: 'reportInventory', rights: 'item', component: lazy(() => import('./InventoryReportsScreen.tsx')) },
  { key: 'productStatus', rights: 'item', component: lazy(() => import('./CostStatusScreen.tsx')) },
  // "Harga Jual": previewing needs the item screen's open right, saving its edit right (the server checks both).
  { key: 'salesPrice', rights: 'item', component: lazy(() => import('../pricing/SalesPricesScreen.tsx')) },
];
