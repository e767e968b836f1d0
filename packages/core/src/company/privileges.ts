import { z } from 'zod';
import { ROLES } from '../constants.ts';

/** Per-screen rights (spec 000 §6, 002 §6). `akses` opens the screen; the rest are its actions. */
export const RIGHT_FLAGS = ['akses', 'tambah', 'ubah', 'hapus', 'preview', 'export', 'jurnal'] as const;
export type RightFlag = (typeof RIGHT_FLAGS)[number];

export interface ScreenDef {
  module: string;
  form: string;
  screen: string;
  description: { id: string; en: string };
}

const s = (module: string, form: string, screen: string, id: string, en: string): ScreenDef => ({ module, form, screen, description: { id, en } });

/**
 * Every screen that carries rights. `form` is the API form name (API.md §5); customers and vendors share
 * `person-data`. Special rights are screens of their own: opening preferences, changing user permissions,
 * the inventory history, down payments; deleting a budget is the budget screen's `hapus`.
 */
export const SCREENS: readonly ScreenDef[] = [
  s('Perusahaan', 'preference', 'preferences', 'Buka Preferensi', 'Open preferences'),
  s('Perusahaan', 'privileges', 'user-permissions', 'Ubah Hak Akses Pengguna', 'Change user permissions'),
  s('Perusahaan', 'authorization-approval', 'approval-authorization', 'Otorisasi Persetujuan', 'Approval Authorization'),
  s('Perusahaan', 'company', 'company', 'Info Perusahaan', 'Company information'),
  s('Data Master', 'currencys', 'currency', 'Mata Uang', 'Currency'),
  s('Data Master', 'customer-status', 'customer-status', 'Status Pelanggan', 'Customer Status'),
  s('Data Master', 'customer-type', 'customer-type', 'Tipe Pelanggan', 'Customer Type'),
  s('Data Master', 'person-data', 'customer', 'Pelanggan', 'Customer'),
  s('Data Master', 'person-data', 'vendor', 'Pemasok', 'Supplier'),
  s('Data Master', 'salesman', 'salesman', 'Penjual', 'Salesman'),
  s('Data Master', 'department', 'department', 'Departemen', 'Department'),
  s('Data Master', 'project', 'project', 'Proyek', 'Project'),
  s('Data Master', 'tax', 'tax', 'Pajak', 'Tax'),
  s('Data Master', 'term-payment', 'term-payment', 'Syarat Pembayaran', 'Payment Terms'),
  s('Data Master', 'shipment', 'shipment', 'Jasa Pengiriman', 'Shipping Service'),
  s('Data Master', 'branch', 'branch', 'Cabang', 'Branch'),
  s('Persediaan', 'unit', 'unit', 'Satuan', 'Unit'),
  s('Persediaan', 'item', 'item', 'Barang & Jasa', 'Items'),
  s('Persediaan', 'item-category', 'item-category', 'Kategori Barang', 'Item Category'),
  s('Persediaan', 'warehouse', 'warehouse', 'Gudang', 'Warehouse'),
  s('Persediaan', 'item-grouping', 'item-grouping', 'Pengelompokan Barang', 'Item Grouping'),
  s('Persediaan', 'item-adjustment', 'item-adjustment', 'Penyesuaian Persediaan', 'Item Adjustment'),
  s('Persediaan', 'whtrans', 'item-transfer', 'Pemindahan Barang', 'Item Transfer'),
  s('Persediaan', 'job-cost', 'job-cost', 'Biaya Pekerjaan', 'Job Cost'),
  s('Persediaan', 'inventory-history', 'inventory-history', 'Buka Histori Persediaan', 'Open inventory history'),
  s('Penjualan', 'quotation', 'quotation', 'Penawaran Harga', 'Sales Quotation'),
  s('Penjualan', 'sales-order', 'sales-order', 'Pesanan Penjualan', 'Sales Order'),
  s('Penjualan', 'delivery-order', 'delivery-order', 'Pengiriman Pesanan', 'Delivery Order'),
  s('Penjualan', 'proforma-invoice', 'proforma-invoice', 'Faktur Proforma', 'Proforma Invoice'),
  s('Penjualan', 'sales-invoice', 'sales-invoice', 'Faktur Penjualan', 'Sales Invoice'),
  s('Penjualan', 'sales-consolidated', 'sales-consolidated', 'Tukar Faktur', 'Consolidated Invoice'),
  s('Penjualan', 'sales-payment', 'sales-payment', 'Penerimaan Penjualan', 'Sales Receipt'),
  s('Penjualan', 'sales-return', 'sales-return', 'Retur Penjualan', 'Sales Return'),
  s('Penjualan', 'down-payment', 'down-payment', 'Uang Muka', 'Down Payments'),
  s('Pembelian', 'requisition', 'requisition', 'Permintaan Pembelian', 'Purchase Requisition'),
  s('Pembelian', 'purchase-order', 'purchase-order', 'Pesanan Pembelian', 'Purchase Order'),
  s('Pembelian', 'goods-receipt', 'goods-receipt', 'Penerimaan Barang', 'Goods Receipt'),
  s('Pembelian', 'purchase-invoice', 'purchase-invoice', 'Faktur Pembelian', 'Purchase Invoice'),
  s('Pembelian', 'purchase-payment', 'purchase-payment', 'Pembayaran Pembelian', 'Purchase Payment'),
  s('Pembelian', 'purchase-return', 'purchase-return', 'Retur Pembelian', 'Purchase Return'),
  s('Buku Besar', 'glaccount', 'glaccount', 'Daftar Akun', 'Chart of Accounts'),
  s('Buku Besar', 'journal-voucher', 'journal-voucher', 'Bukti Jurnal', 'Journal Voucher'),
  s('Buku Besar', 'other-payment', 'other-payment', 'Pembayaran Lainnya', 'Other Payment'),
  s('Buku Besar', 'other-receipt', 'other-receipt', 'Penerimaan Lainnya', 'Other Receipt'),
  s('Buku Besar', 'budgetaccount', 'budget', 'Anggaran', 'Budget'),
  s('Buku Besar', 'bank-book', 'bank-book', 'Buku Bank', 'Bank Book'),
  s('Buku Besar', 'reconciliation', 'reconciliation', 'Rekonsiliasi Bank', 'Bank Reconciliation'),
  s('Buku Besar', 'periodeEnd', 'period-end', 'Tutup Buku', 'Close Books'),
  s('Buku Besar', 'recurring', 'recurring', 'Transaksi Berulang', 'Recurring Transactions'),
  s('Aktiva', 'fixed-asset', 'fixed-asset', 'Aset Tetap', 'Fixed Assets'),
  s('Aktiva', 'fa-type', 'fa-type', 'Tipe Aset Tetap', 'Fixed Asset Types'),
  s('Aktiva', 'fa-fiscal-type', 'fa-fiscal-type', 'Tipe Aset Pajak', 'Fiscal Asset Types'),
  s('Produksi', 'bom', 'bom', 'Formula Produk', 'Product Formula'),
  s('Produksi', 'work-order', 'work-order', 'Perintah Kerja', 'Work Order'),
  s('Produksi', 'material-release', 'material-release', 'Pengambilan Bahan Baku', 'Material Release'),
  s('Produksi', 'product-result', 'product-result', 'Hasil Produksi', 'Production Result'),
  s('Laporan', 'reports', 'reports', 'Laporan', 'Reports'),
];

export const ZRightEntry = z.strictObject({
  module: z.string().max(40),
  form: z.string().max(60),
  screen: z.string().max(60),
  description: z.string().max(120).optional(),
  akses: z.boolean(),
  tambah: z.boolean(),
  ubah: z.boolean(),
  hapus: z.boolean(),
  preview: z.boolean(),
  export: z.boolean(),
  jurnal: z.boolean(),
});
export type TRightEntry = z.infer<typeof ZRightEntry>;
export type Rights = Record<RightFlag, boolean>;

export const ZPrivilegesSave = z.strictObject({ userId: z.number().int().positive(), hakAksesList: z.array(ZRightEntry).max(500) });

/** Screens that only an ADMINISTRATOR gets by default, whatever the role's other rights. */
const ADMIN_ONLY_SCREENS = new Set(['preferences', 'user-permissions', 'period-end', 'approval-authorization']);

/** Default rights of a role on a screen; ADMINISTRATOR always has everything. */
export function defaultRights(roleId: number, screen: string): Rights {
  const all = (v: boolean): Rights => ({ akses: v, tambah: v, ubah: v, hapus: v, preview: v, export: v, jurnal: v });
  if (roleId === ROLES.ADMINISTRATOR) return all(true);
  if (ADMIN_ONLY_SCREENS.has(screen)) return all(false);
  if (roleId === ROLES.SUPERVISOR) return { ...all(true), hapus: false };
  return { akses: true, tambah: true, ubah: false, hapus: false, preview: true, export: false, jurnal: false };
}

export function screenByName(screen: string): ScreenDef | undefined {
  return SCREENS.find((d) => d.screen === screen);
}
