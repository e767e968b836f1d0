/** The standard account types of an Indonesian SME chart of accounts (GLOSSARY.md), in report order. */
export type NormalBalance = 'D' | 'C';
export type StatementSide = 'BS' | 'PL';

export interface AccountType {
  typeid: number;
  name: { id: string; en: string };
  normal: NormalBalance;
  statement: StatementSide;
}

export const ACCOUNT_TYPES: readonly AccountType[] = [
  { typeid: 1, name: { id: 'Kas & Bank', en: 'Cash and Bank' }, normal: 'D', statement: 'BS' },
  { typeid: 2, name: { id: 'Piutang Usaha', en: 'Accounts Receivable' }, normal: 'D', statement: 'BS' },
  { typeid: 3, name: { id: 'Persediaan', en: 'Inventory' }, normal: 'D', statement: 'BS' },
  { typeid: 4, name: { id: 'Aset Lancar Lainnya', en: 'Other Current Assets' }, normal: 'D', statement: 'BS' },
  { typeid: 5, name: { id: 'Aset Tetap', en: 'Fixed Assets' }, normal: 'D', statement: 'BS' },
  { typeid: 6, name: { id: 'Akumulasi Penyusutan', en: 'Accumulated Depreciation' }, normal: 'C', statement: 'BS' },
  { typeid: 7, name: { id: 'Aset Lainnya', en: 'Other Assets' }, normal: 'D', statement: 'BS' },
  { typeid: 8, name: { id: 'Utang Usaha', en: 'Accounts Payable' }, normal: 'C', statement: 'BS' },
  { typeid: 9, name: { id: 'Utang Lancar Lainnya', en: 'Other Current Liabilities' }, normal: 'C', statement: 'BS' },
  { typeid: 10, name: { id: 'Utang Jangka Panjang', en: 'Long-term Liabilities' }, normal: 'C', statement: 'BS' },
  { typeid: 11, name: { id: 'Ekuitas', en: 'Equity' }, normal: 'C', statement: 'BS' },
  { typeid: 12, name: { id: 'Pendapatan', en: 'Revenue' }, normal: 'C', statement: 'PL' },
  { typeid: 13, name: { id: 'Harga Pokok Penjualan', en: 'Cost of Goods Sold' }, normal: 'D', statement: 'PL' },
  { typeid: 14, name: { id: 'Beban', en: 'Expenses' }, normal: 'D', statement: 'PL' },
  { typeid: 15, name: { id: 'Pendapatan Lain-lain', en: 'Other Income' }, normal: 'C', statement: 'PL' },
  { typeid: 16, name: { id: 'Beban Lain-lain', en: 'Other Expenses' }, normal: 'D', statement: 'PL' },
];

export const ACCOUNT_TYPE = {
  CASH_BANK: 1,
  RECEIVABLE: 2,
  INVENTORY: 3,
  OTHER_CURRENT_ASSET: 4,
  FIXED_ASSET: 5,
  ACCUMULATED_DEPRECIATION: 6,
  OTHER_ASSET: 7,
  PAYABLE: 8,
  OTHER_CURRENT_LIABILITY: 9,
  LONG_TERM_LIABILITY: 10,
  EQUITY: 11,
  REVENUE: 12,
  COGS: 13,
  EXPENSE: 14,
  OTHER_INCOME: 15,
  OTHER_EXPENSE: 16,
} as const;
