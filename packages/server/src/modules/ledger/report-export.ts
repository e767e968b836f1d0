import { ACCOUNT_TYPES, MONTHS, resultSide, SCREENS, translate, trimZeros, type Lang, type LedgerLine, type ResultSide } from '@lontar/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { toCsv } from '../../platform/csv.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { toXlsx, type XlsxColumn, type XlsxValue } from '../../platform/xlsx.ts';
import { accountHistory, type HistoryQuery } from './reports.repo.ts';

/** `format` of the report routes: JSON for the screens, CSV or XLSX to download. */
export const ZReportFormat = z.enum(['json', 'csv', 'xlsx']).default('json');
/** The format of a report that also prints (a statement, DeclaredReport `pdf`): `pdf` besides. */
export const ZPrintableReportFormat = z.enum(['json', 'csv', 'xlsx', 'pdf']).default('json');
export type ReportFormat = z.infer<typeof ZPrintableReportFormat>;

/** Rows one export may hold; a longer report is refused with advice to narrow it. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_PAGE = 1_000;

type Words = Readonly<Record<Lang, string>>;
const W = (id: string, en: string): Words => ({ id, en });

/** Column and row captions of exported reports. */
export const REPORT_WORDS = {
  account: W('Akun', 'Account'),
  name: W('Nama', 'Name'),
  accountName: W('Nama Akun', 'Account name'),
  accountType: W('Tipe Akun', 'Account type'),
  opening: W('Saldo Awal', 'Opening'),
  debit: W('Debit', 'Debit'),
  credit: W('Kredit', 'Credit'),
  ending: W('Saldo Akhir', 'Ending'),
  balance: W('Saldo', 'Balance'),
  date: W('Tanggal', 'Date'),
  number: W('No. Bukti', 'Document no.'),
  form: W('Formulir', 'Form'),
  description: W('Keterangan', 'Description'),
  revenue: W('Total Pendapatan', 'Total revenue'),
  cogs: W('Total Harga Pokok Penjualan', 'Total cost of goods sold'),
  gross: W('Laba Kotor', 'Gross profit'),
  expenses: W('Total Beban', 'Total expenses'),
  otherIncome: W('Total Pendapatan Lain-lain', 'Total other income'),
  otherExpenses: W('Total Beban Lain-lain', 'Total other expenses'),
  net: W('Laba Bersih', 'Net profit'),
  assets: W('Total Aset', 'Total assets'),
  liabilities: W('Total Kewajiban', 'Total liabilities'),
  currentEarnings: W('Laba Tahun Berjalan', 'Current year earnings'),
  grossLoss: W('Rugi Kotor', 'Gross loss'),
  grossMixed: W('Laba (Rugi) Kotor', 'Gross profit (loss)'),
  netLoss: W('Rugi Bersih', 'Net loss'),
  netMixed: W('Laba (Rugi) Bersih', 'Net profit (loss)'),
  currentEarningsLoss: W('Rugi Tahun Berjalan', 'Current year loss'),
  currentEarningsMixed: W('Laba (Rugi) Tahun Berjalan', 'Current year earnings (loss)'),
  equity: W('Total Ekuitas', 'Total equity'),
  to: W('s.d.', 'to'),
  correction: W('Koreksi', 'Correction'),
  reversal: W('Pembalikan', 'Reversal'),
  itemNo: W('No. Barang', 'Item no.'),
  itemDescription: W('Nama Barang', 'Item description'),
  unit: W('Satuan', 'Unit'),
  warehouse: W('Gudang', 'Warehouse'),
  quantity: W('Kuantitas', 'Quantity'),
  value: W('Nilai', 'Value'),
  total: W('Total', 'Total'),
  qtyIn: W('Masuk', 'In'),
  qtyOut: W('Keluar', 'Out'),
  unitCost: W('Biaya Satuan', 'Unit cost'),
  category: W('Kategori', 'Category'),
  noCategory: W('Tanpa Kategori', 'No category'),
  subtotal: W('Subtotal', 'Subtotal'),
} as const;

/** File names by report, in the user's language. */
const FILE_NAMES = {
  'trial-balance': W('neraca-saldo', 'trial-balance'),
  'profit-loss': W('laba-rugi', 'profit-and-loss'),
  'balance-sheet': W('neraca', 'balance-sheet'),
  glbalance: W('saldo-akun', 'account-balances'),
  'glaccount-glhist': W('histori-akun', 'account-history'),
  'bank-book': W('buku-bank', 'bank-book'),
  'general-ledger-detail': W('buku-besar-rinci', 'general-ledger-detail'),
  'stock-balance': W('saldo-persediaan', 'stock-balance'),
  'stock-card': W('kartu-stok', 'stock-card'),
  'inventory-valuation': W('nilai-persediaan', 'inventory-valuation'),
  'ap-aging': W('umur-hutang', 'ap-aging'),
  'vendor-statement': W('kartu-hutang', 'vendor-statement'),
  'purchases-by-vendor': W('pembelian-per-pemasok', 'purchases-by-vendor'),
  'purchases-by-item': W('pembelian-per-barang', 'purchases-by-item'),
  'open-purchase-orders': W('pesanan-pembelian-terbuka', 'open-purchase-orders'),
  'goods-received-not-invoiced': W('barang-diterima-belum-ditagih', 'goods-received-not-invoiced'),
  'pph23-withheld': W('pph23-dipotong', 'pph23-withheld'),
  'input-vat': W('ppn-masukan', 'input-vat'),
  'output-vat': W('ppn-keluaran', 'output-vat'),
  'tax-invoices': W('faktur-pajak', 'tax-invoices'),
  'ar-aging': W('umur-piutang', 'ar-aging'),
  'customer-statement': W('kartu-piutang', 'customer-statement'),
  'ar-aging-summary': W('umur-piutang-ringkas', 'ar-aging-summary'),
  'sales-by-customer': W('penjualan-per-pelanggan', 'sales-by-customer'),
  'sales-by-salesman': W('penjualan-per-penjual', 'sales-by-salesman'),
  'sales-by-item': W('penjualan-per-barang', 'sales-by-item'),
  'open-sales-orders': W('pesanan-penjualan-terbuka', 'open-sales-orders'),
  'delivered-not-invoiced': W('barang-dikirim-belum-ditagih', 'delivered-not-invoiced'),
  'fixed-asset-list': W('daftar-aset-tetap', 'fixed-asset-list'),
  'fixed-asset-schedule': W('jadwal-penyusutan', 'depreciation-schedule'),
  'fixed-asset-fiscal': W('penyusutan-komersial-fiskal', 'book-vs-fiscal-depreciation'),
  'fixed-asset-disposals': W('pelepasan-aset-tetap', 'fixed-asset-disposals'),
} as const;
export type ReportName = keyof typeof FILE_NAMES;

export interface ReportTable {
  columns: XlsxColumn[];
  rows: XlsxValue[][];
}

export const word = (key: keyof typeof REPORT_WORDS, lang: Lang) => REPORT_WORDS[key][lang];
export const accountTypeName = (typeid: number, lang: Lang) => ACCOUNT_TYPES.find((t) => t.typeid === typeid)?.name[lang] ?? String(typeid);
/** The document type of a journal line as the menu names it (Bukti Jurnal, Pembayaran Lainnya, …). */
export const formName = (form: string, lang: Lang) => SCREENS.find((s) => s.form === form)?.description[lang] ?? form;

/** "Okt 2026", or "Okt 2026 s.d. Des 2026" for a range of months (YYYYMM). */
export function periodLabel(from: number, to: number, lang: Lang): string {
  const one = (p: number) => `${MONTHS[lang].short[(p % 100) - 1]} ${Math.floor(p / 100)}`;
  return from === to ? one(from) : `${one(from)} ${word('to', lang)} ${one(to)}`;
}

function fileName(report: ReportName, parts: (string | number)[], lang: Lang): string {
  return [FILE_NAMES[report][lang], ...parts.map((p) => String(p).replace(/[^A-Za-z0-9.]+/g, '-').replace(/^-+|-+$/g, ''))].filter(Boolean).join('-');
}

/** Downloading a report is the screen's 'export' right (spec 002 §6); viewing it needs only 'akses'. */
export async function requireExport(ctx: AppContext, call: TenantCall, screen: string, lang: Lang) {
  await inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, screen, 'export'))) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_EXPORT') });
  });
}

/** Sends a report as a CSV or XLSX attachment named after the report and its parameters. */
export async function sendReport(reply: FastifyReply, format: 'csv' | 'xlsx', report: ReportName, nameParts: (string | number)[], table: ReportTable, lang: Lang) {
  const name = fileName(report, nameParts, lang);
  if (format === 'csv') {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(toCsv(table.columns.map((c) => c.header), table.rows));
  }
  const sheet = FILE_NAMES[report][lang].replace(/-/g, ' ');
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .send(await toXlsx(sheet.charAt(0).toUpperCase() + sheet.slice(1), table.columns, table.rows));
}

/** A report printed as PDF (DeclaredReport `pdf`), named as its CSV and Excel files are. */
export function sendReportPdf(reply: FastifyReply, report: ReportName, nameParts: (string | number)[], pdf: Buffer, lang: Lang) {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName(report, nameParts, lang)}.pdf"`).send(pdf);
}

/** Every line of an account history for an export, page by page; undefined for an unknown account. */
export async function wholeHistory(tx: Tx, tenantId: number, q: Omit<HistoryQuery, 'after' | 'size'>) {
  const rows: LedgerLine[] = [];
  let after: HistoryQuery['after'];
  for (;;) {
    const page = await accountHistory(tx, tenantId, { ...q, after, size: EXPORT_PAGE });
    if (!page) return undefined;
    rows.push(...page.rows);
    if (rows.length > EXPORT_MAX_ROWS) throw new AppError('REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });
    const last = page.rows.at(-1);
    if (!page.more || !last) return { account: page.account, opening: page.opening, rows };
    after = { transdate: last.transdate, journalid: last.journalid, seq: last.seq };
  }
}

/**
 * Columns of a journal line in an export (account history, bank book, general ledger detail); with the
 * corrections a last column marks the reversal lines.
 */
export const lineColumns = (lang: Lang, corrections = false): XlsxColumn[] => [
  { header: word('date', lang), type: 'date' },
  { header: word('number', lang), type: 'text' },
  { header: word('form', lang), type: 'text' },
  { header: word('description', lang), type: 'text' },
  { header: word('debit', lang), type: 'money' },
  { header: word('credit', lang), type: 'money' },
  { header: word('balance', lang), type: 'money' },
  ...(corrections ? [{ header: word('correction', lang), type: 'text' as const }] : []),
];

/** A journal line under lineColumns. */
export const lineCells = (l: LedgerLine, lang: Lang, corrections = false): XlsxValue[] => [
  l.transdate,
  l.docno,
  formName(l.form, lang),
  l.description,
  trimZeros(l.debit),
  trimZeros(l.credit),
  trimZeros(l.balance),
  ...(corrections ? [l.reversal ? word('reversal', lang) : ''] : []),
];

/** An opening or ending row under lineColumns: a caption and a balance, with the range's totals when given. */
export const balanceCells = (date: string, caption: string, balance: string, debit = '', credit = ''): XlsxValue[] => [date, '', '', caption, debit, credit, trimZeros(balance)];

/** Columns of an account history (glaccount-glhist, bank book): an opening row, then one row per line. */
export function historyTable(opening: string, from: string, rows: LedgerLine[], lang: Lang, corrections = false): ReportTable {
  return {
    columns: lineColumns(lang, corrections),
    rows: [[...balanceCells(from, word('opening', lang), opening), ...(corrections ? [''] : [])], ...rows.map((r) => lineCells(r, lang, corrections))],
  };
}

interface StatementExport {
  columns: { from: number; to: number }[];
  listdata: { glaccount: string; accountname: string; accounttype: number; amounts: string[] }[];
  totals: Record<string, string | boolean>[];
}

/** Profit and loss or balance sheet: one amount column per period, then the totals as rows of their own. */
export function statementTable(statement: StatementExport, totalKeys: (keyof typeof REPORT_WORDS)[], lang: Lang): ReportTable {
  return {
    columns: [
      { header: word('account', lang), type: 'text' },
      { header: word('accountName', lang), type: 'text' },
      { header: word('accountType', lang), type: 'text' },
      ...statement.columns.map((c) => ({ header: periodLabel(c.from, c.to, lang), type: 'money' as const })),
    ],
    rows: [
      ...statement.listdata.map((r) => [r.glaccount, r.accountname, accountTypeName(r.accounttype, lang), ...r.amounts]),
      ...totalKeys.map((key) => totalRow(key, statement.totals.map((t) => String(t[key] ?? '')), lang)),
    ],
  };
}

/** Result rows that may be a loss, and their words for a loss and for columns of both signs. */
const RESULT_WORDS: Partial<Record<keyof typeof REPORT_WORDS, Record<Exclude<ResultSide, 'profit'>, keyof typeof REPORT_WORDS>>> = {
  gross: { loss: 'grossLoss', mixed: 'grossMixed' },
  net: { loss: 'netLoss', mixed: 'netMixed' },
  currentEarnings: { loss: 'currentEarningsLoss', mixed: 'currentEarningsMixed' },
};

/** A totals row: a negative result is named a loss ("Rugi Bersih") and shown as a positive amount. */
export function totalRow(key: keyof typeof REPORT_WORDS, amounts: string[], lang: Lang): XlsxValue[] {
  const words = RESULT_WORDS[key];
  if (!words) return ['', word(key, lang), '', ...amounts];
  const { side, amounts: shown } = resultSide(amounts);
  return ['', word(side === 'profit' ? key : words[side], lang), '', ...shown];
}
