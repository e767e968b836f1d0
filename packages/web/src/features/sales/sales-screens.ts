import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

type ScreenName = 'QuotationScreen' | 'SalesOrderScreen' | 'DeliveryOrderScreen' | 'ProformaInvoiceScreen' | 'SalesInvoiceScreen' | 'TemporaryInvoiceScreen' | 'SalesReturnScreen';
const document = (name: ScreenName) => lazy(() => import('./SalesDocumentScreen.tsx').then((module) => ({ default: module[name] })));

/**
 * Sales documents (Penjualan): quotation, order, delivery order (surat jalan), proforma, invoice, the invoice as
 * Faktur Sementara, Tukar Faktur, return; `rights` is the screen each one's server calls check. Only forms the server
 * serves are listed here (a menu entry without a screen stays a placeholder).
 */
export const SALES_SCREENS: ScreenDef[] = [
  { key: 'quotation', rights: 'quotation', component: document('QuotationScreen') },
  { key: 'salesOrder', rights: 'sales-order', component: document('SalesOrderScreen') },
  { key: 'deliveryOrder', rights: 'delivery-order', component: document('DeliveryOrderScreen') },
  { key: 'proformaInvoice', rights: 'proforma-invoice', component: document('ProformaInvoiceScreen') },
  { key: 'salesInvoice', rights: 'sales-invoice', component: document('SalesInvoiceScreen') },
  { key: 'temporaryInvoice', rights: 'sales-invoice', component: document('TemporaryInvoiceScreen') },
  { key: 'salesConsolidated', rights: 'sales-consolidated', component: lazy(() => import('./ConsolidatedScreen.tsx')) },
  { key: 'salesReturn', rights: 'sales-return', component: document('SalesReturnScreen') },
];
