import { ACCOUNT_TYPE as T } from './account-types.ts';

/** One account of the chart a new company starts with. `parent` is the parent's number. */
export interface ChartAccount {
  no: string;
  id: string;
  en: string;
  type: number;
  parent?: string;
}

/**
 * The Indonesian SME chart of accounts provisioned for every new company: parent accounts group detail
 * accounts; only detail accounts are posted to. Numbers follow the common "class-group" pattern.
 */
export const DEFAULT_CHART: readonly ChartAccount[] = [
  { no: '1-10000', id: 'Kas & Bank', en: 'Cash and Bank', type: T.CASH_BANK },
  { no: '1-10001', id: 'Kas Kecil', en: 'Petty Cash', type: T.CASH_BANK, parent: '1-10000' },
  { no: '1-10002', id: 'Kas Besar', en: 'Cash on Hand', type: T.CASH_BANK, parent: '1-10000' },
  { no: '1-10003', id: 'Rekening Bank', en: 'Bank Account', type: T.CASH_BANK, parent: '1-10000' },
  { no: '1-10100', id: 'Piutang Usaha', en: 'Accounts Receivable', type: T.RECEIVABLE },
  { no: '1-10200', id: 'Piutang Lainnya', en: 'Other Receivables', type: T.OTHER_CURRENT_ASSET },
  { no: '1-10300', id: 'Persediaan', en: 'Inventory', type: T.INVENTORY },
  { no: '1-10301', id: 'Persediaan Barang Dagang', en: 'Merchandise Inventory', type: T.INVENTORY, parent: '1-10300' },
  { no: '1-10302', id: 'Persediaan Bahan Baku', en: 'Raw Materials Inventory', type: T.INVENTORY, parent: '1-10300' },
  { no: '1-10303', id: 'Barang Dalam Proses', en: 'Work in Process', type: T.INVENTORY, parent: '1-10300' },
  { no: '1-10304', id: 'Persediaan Barang Jadi', en: 'Finished Goods Inventory', type: T.INVENTORY, parent: '1-10300' },
  { no: '1-10400', id: 'Barang Terkirim Belum Ditagih', en: 'Goods Shipped Not Billed', type: T.OTHER_CURRENT_ASSET },
  { no: '1-10500', id: 'Barang Dalam Perjalanan', en: 'Goods in Transit', type: T.OTHER_CURRENT_ASSET },
  { no: '1-10600', id: 'Uang Muka Pembelian', en: 'Purchase Down Payments', type: T.OTHER_CURRENT_ASSET },
  { no: '1-10700', id: 'PPN Masukan', en: 'Input VAT', type: T.OTHER_CURRENT_ASSET },
  { no: '1-10800', id: 'PPh 23 Dibayar di Muka', en: 'Prepaid Income Tax Art. 23', type: T.OTHER_CURRENT_ASSET },
  { no: '1-10900', id: 'Biaya Dibayar di Muka', en: 'Prepaid Expenses', type: T.OTHER_CURRENT_ASSET },
  { no: '1-20000', id: 'Aset Tetap', en: 'Fixed Assets', type: T.FIXED_ASSET },
  { no: '1-20100', id: 'Tanah', en: 'Land', type: T.FIXED_ASSET, parent: '1-20000' },
  { no: '1-20200', id: 'Bangunan', en: 'Buildings', type: T.FIXED_ASSET, parent: '1-20000' },
  { no: '1-20300', id: 'Kendaraan', en: 'Vehicles', type: T.FIXED_ASSET, parent: '1-20000' },
  { no: '1-20400', id: 'Peralatan Kantor', en: 'Office Equipment', type: T.FIXED_ASSET, parent: '1-20000' },
  { no: '1-20500', id: 'Mesin', en: 'Machinery', type: T.FIXED_ASSET, parent: '1-20000' },
  { no: '1-30000', id: 'Akumulasi Penyusutan', en: 'Accumulated Depreciation', type: T.ACCUMULATED_DEPRECIATION },
  { no: '1-30200', id: 'Akumulasi Penyusutan Bangunan', en: 'Accumulated Depreciation - Buildings', type: T.ACCUMULATED_DEPRECIATION, parent: '1-30000' },
  { no: '1-30300', id: 'Akumulasi Penyusutan Kendaraan', en: 'Accumulated Depreciation - Vehicles', type: T.ACCUMULATED_DEPRECIATION, parent: '1-30000' },
  { no: '1-30400', id: 'Akumulasi Penyusutan Peralatan Kantor', en: 'Accumulated Depreciation - Office Equipment', type: T.ACCUMULATED_DEPRECIATION, parent: '1-30000' },
  { no: '1-30500', id: 'Akumulasi Penyusutan Mesin', en: 'Accumulated Depreciation - Machinery', type: T.ACCUMULATED_DEPRECIATION, parent: '1-30000' },
  { no: '1-40000', id: 'Aset Lainnya', en: 'Other Assets', type: T.OTHER_ASSET },
  { no: '1-40100', id: 'Uang Jaminan', en: 'Security Deposits', type: T.OTHER_ASSET, parent: '1-40000' },
  { no: '2-10000', id: 'Utang Usaha', en: 'Accounts Payable', type: T.PAYABLE },
  { no: '2-10100', id: 'Uang Muka Penjualan', en: 'Sales Down Payments', type: T.OTHER_CURRENT_LIABILITY },
  { no: '2-10200', id: 'PPN Keluaran', en: 'Output VAT', type: T.OTHER_CURRENT_LIABILITY },
  { no: '2-10300', id: 'Utang PPh 21', en: 'Income Tax Art. 21 Payable', type: T.OTHER_CURRENT_LIABILITY },
  { no: '2-10400', id: 'Utang PPh 23', en: 'Income Tax Art. 23 Payable', type: T.OTHER_CURRENT_LIABILITY },
  { no: '2-10500', id: 'Utang PPh 25/29', en: 'Corporate Income Tax Payable', type: T.OTHER_CURRENT_LIABILITY },
  { no: '2-10600', id: 'Biaya yang Masih Harus Dibayar', en: 'Accrued Expenses', type: T.OTHER_CURRENT_LIABILITY },
  { no: '2-10700', id: 'Utang Barang Belum Ditagih', en: 'Goods Received Not Invoiced', type: T.OTHER_CURRENT_LIABILITY },
  { no: '2-20000', id: 'Utang Jangka Panjang', en: 'Long-term Liabilities', type: T.LONG_TERM_LIABILITY },
  { no: '2-20100', id: 'Utang Bank', en: 'Bank Loans', type: T.LONG_TERM_LIABILITY, parent: '2-20000' },
  { no: '3-10000', id: 'Modal Disetor', en: 'Paid-in Capital', type: T.EQUITY },
  { no: '3-20000', id: 'Laba Ditahan', en: 'Retained Earnings', type: T.EQUITY },
  { no: '3-30000', id: 'Ekuitas Saldo Awal', en: 'Opening Balance Equity', type: T.EQUITY },
  { no: '3-40000', id: 'Prive / Dividen', en: 'Drawings / Dividends', type: T.EQUITY },
  { no: '4-10000', id: 'Pendapatan Penjualan', en: 'Sales Revenue', type: T.REVENUE },
  { no: '4-10100', id: 'Retur Penjualan', en: 'Sales Returns', type: T.REVENUE },
  { no: '4-10200', id: 'Diskon Penjualan', en: 'Sales Discounts', type: T.REVENUE },
  { no: '4-10300', id: 'Pendapatan Jasa', en: 'Service Revenue', type: T.REVENUE },
  { no: '5-10000', id: 'Harga Pokok Penjualan', en: 'Cost of Goods Sold', type: T.COGS },
  { no: '5-10100', id: 'Retur Pembelian', en: 'Purchase Returns', type: T.COGS },
  { no: '5-10200', id: 'Diskon Pembelian', en: 'Purchase Discounts', type: T.COGS },
  { no: '5-10300', id: 'Pembelian', en: 'Purchases', type: T.COGS },
  { no: '5-10400', id: 'Selisih Harga Pesanan Pembelian', en: 'Purchase Order Variance', type: T.COGS },
  { no: '5-10500', id: 'Biaya Pekerjaan', en: 'Job Cost', type: T.COGS },
  { no: '5-10600', id: 'Overhead Pabrik Dibebankan', en: 'Factory Overhead Applied', type: T.COGS },
  { no: '5-10700', id: 'Pengendali Overhead Pabrik', en: 'Factory Overhead Control', type: T.COGS },
  { no: '5-10800', id: 'Biaya Lain Pesanan Pembelian', en: 'Other Purchase Order Costs', type: T.COGS },
  { no: '6-10000', id: 'Beban Operasional', en: 'Operating Expenses', type: T.EXPENSE },
  { no: '6-10100', id: 'Beban Gaji & Upah', en: 'Salaries and Wages', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-10200', id: 'Beban Sewa', en: 'Rent Expense', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-10300', id: 'Beban Listrik, Air & Telepon', en: 'Utilities', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-10400', id: 'Beban Transportasi', en: 'Transportation Expense', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-10500', id: 'Beban Perlengkapan Kantor', en: 'Office Supplies Expense', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-10600', id: 'Beban Penyusutan', en: 'Depreciation Expense', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-10700', id: 'Beban Pemasaran', en: 'Marketing Expense', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-10800', id: 'Beban Perbaikan & Pemeliharaan', en: 'Repairs and Maintenance', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-10900', id: 'Beban Asuransi', en: 'Insurance Expense', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-11000', id: 'Beban Penyesuaian Persediaan', en: 'Inventory Adjustment Expense', type: T.EXPENSE, parent: '6-10000' },
  { no: '6-11100', id: 'Beban Umum Lainnya', en: 'Other General Expenses', type: T.EXPENSE, parent: '6-10000' },
  { no: '7-10000', id: 'Pendapatan Lain-lain', en: 'Other Income', type: T.OTHER_INCOME },
  { no: '7-10100', id: 'Pendapatan Bunga Bank', en: 'Bank Interest Income', type: T.OTHER_INCOME, parent: '7-10000' },
  { no: '7-10200', id: 'Laba Selisih Kurs Terealisasi', en: 'Realised Exchange Gain', type: T.OTHER_INCOME, parent: '7-10000' },
  { no: '7-10300', id: 'Laba Selisih Kurs Belum Terealisasi', en: 'Unrealised Exchange Gain', type: T.OTHER_INCOME, parent: '7-10000' },
  { no: '8-10000', id: 'Beban Lain-lain', en: 'Other Expenses', type: T.OTHER_EXPENSE },
  { no: '8-10100', id: 'Beban Administrasi Bank', en: 'Bank Charges', type: T.OTHER_EXPENSE, parent: '8-10000' },
  { no: '8-10200', id: 'Rugi Selisih Kurs Terealisasi', en: 'Realised Exchange Loss', type: T.OTHER_EXPENSE, parent: '8-10000' },
  { no: '8-10300', id: 'Rugi Selisih Kurs Belum Terealisasi', en: 'Unrealised Exchange Loss', type: T.OTHER_EXPENSE, parent: '8-10000' },
  { no: '8-10400', id: 'Beban Pajak Penghasilan', en: 'Income Tax Expense', type: T.OTHER_EXPENSE, parent: '8-10000' },
  { no: '8-10500', id: 'Pembulatan', en: 'Rounding', type: T.OTHER_EXPENSE, parent: '8-10000' },
];

/** Default account purposes of spec 000 §3 (pdefAccnt) and the account number each starts with. */
export const DEFAULT_ACCOUNT_PURPOSES = {
  retainedearnings: '3-20000',
  openingbalance: '3-30000',
  inventory: '1-10301',
  sales: '4-10000',
  salesreturn: '4-10100',
  cogs: '5-10000',
  discount: '4-10200',
  purchase: '5-10300',
  purchasereturn: '5-10100',
  unbilled: '2-10700',
  goodsintransit: '1-10500',
  jobcost: '5-10500',
  povariance: '5-10400',
  wip: '1-10303',
  rounding: '8-10500',
  cash: '1-10002',
  overheadallocated: '5-10600',
  overheadcontrol: '5-10700',
  incometax: '8-10400',
  otherpo: '5-10800',
} as const;
export type DefaultAccountPurpose = keyof typeof DEFAULT_ACCOUNT_PURPOSES;

/** Per-type detail lists of pdefAccnt: the accounts offered for each role, first one the default. */
export const DEFAULT_ACCOUNT_LISTS = {
  payable: ['2-10000'],
  receivable: ['1-10100'],
  purchasediscount: ['5-10200'],
  salesdiscount: ['4-10200'],
  salesdownpayment: ['2-10100'],
  purchasedownpayment: ['1-10600'],
  realisedprofit: ['7-10200', '8-10200'],
  unrealisedprofit: ['7-10300', '8-10300'],
} as const;
export type DefaultAccountList = keyof typeof DEFAULT_ACCOUNT_LISTS;
