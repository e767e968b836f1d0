import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

type ScreenName = 'QuotationScreen' | 'SalesOrderScreen' | 'DeliveryOrderScreen' | 'ProformaInvoiceScreen' | 'SalesInvoiceScreen';
const document = (name: ScreenName) => lazy(() => import('./SalesDocumentScreen.tsx').then((module) => ({ default: module[name] })));

/**
 * Sales documents (Penjualan): quotation, order, delivery order (surat jalan), proforma, invoice; `rights` is the
 * screen each one's server calls check. Only forms the server serves are listed here (a menu entry without a screen
 * stays a placeholder).
 */
export const SALES_SCREENS: ScreenDef[] = [
  { key: 'quotation', rights: 'quotation', component: document('QuotationScreen') },
  { key: 'salesOrder', rights: 'sales-order', component: document('SalesOrderScreen') },
  { key: 'deliveryOrder', rights: 'delivery-order', component: document('DeliveryOrderScreen') },
  { key: 'proformaInvoice', rights: 'proforma-invoice', component: document('ProformaInvoiceScreen') },
  { key: 'salesInvoice', rights: 'sales-invoice', component: document('SalesInvoiceScreen') },
];
