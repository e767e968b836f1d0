import type { Lang } from '@lontar/core';

type Words = Readonly<Record<Lang, string>>;
const W = (id: string, en: string): Words => ({ id, en });

/** Column and row captions of the exported receivables and sales reports (GLOSSARY.md terms). */
const WORDS = {
  customerNo: W('No. Pelanggan', 'Customer no.'),
  customer: W('Pelanggan', 'Customer'),
  salesman: W('Penjual', 'Salesman'),
  noSalesman: W('Tanpa Penjual', 'No salesman'),
  invoiceNo: W('No. Faktur', 'Invoice no.'),
  invoiceDate: W('Tgl. Faktur', 'Invoice date'),
  dueDate: W('Jatuh Tempo', 'Due date'),
  currency: W('Mata Uang', 'Currency'),
  owing: W('Sisa Piutang', 'Owing'),
  daysPastDue: W('Hari Lewat Jatuh Tempo', 'Days past due'),
  current: W('Belum Jatuh Tempo', 'Current'),
  days1to30: W('1-30 Hari', '1-30 days'),
  days31to60: W('31-60 Hari', '31-60 days'),
  days61to90: W('61-90 Hari', '61-90 days'),
  over90: W('> 90 Hari', '> 90 days'),
  total: W('Total', 'Total'),
  grandTotal: W('Total Keseluruhan', 'Grand total'),
  receivableBalance: W('Saldo Akun Piutang', 'Receivable accounts balance'),
  invoiceCount: W('Jumlah Faktur', 'Invoices'),
  date: W('Tanggal', 'Date'),
  number: W('No. Bukti', 'Document no.'),
  form: W('Formulir', 'Form'),
  description: W('Keterangan', 'Description'),
  debit: W('Debit', 'Debit'),
  credit: W('Kredit', 'Credit'),
  balance: W('Saldo', 'Balance'),
  opening: W('Saldo Awal', 'Opening balance'),
  closing: W('Saldo Akhir', 'Closing balance'),
  beforeVat: W('Sebelum PPN', 'Before VAT'),
  vat: W('PPN', 'VAT'),
  itemNo: W('No. Barang', 'Item no.'),
  itemDescription: W('Nama Barang', 'Item description'),
  unit: W('Satuan', 'Unit'),
  quantity: W('Kuantitas', 'Quantity'),
  value: W('Nilai', 'Value'),
  orderNo: W('No. Pesanan', 'Order no.'),
  orderDate: W('Tgl. Pesanan', 'Order date'),
  ordered: W('Dipesan', 'Ordered'),
  delivered: W('Dikirim', 'Delivered'),
  invoiced: W('Ditagih', 'Invoiced'),
  remaining: W('Sisa', 'Remaining'),
  remainingValue: W('Nilai Sisa', 'Remaining value'),
  deliveryNo: W('No. Pengiriman', 'Delivery no.'),
  deliveryDate: W('Tgl. Kirim', 'Delivery date'),
  notInvoiced: W('Belum Ditagih', 'Not invoiced'),
  transitBalance: W('Saldo Akun Barang Dalam Perjalanan', 'Goods in transit accounts balance'),
  period: W('Periode', 'Period'),
  page: W('Halaman', 'Page'),
} as const;

export type ReceivablesWord = keyof typeof WORDS;
export const rword = (key: ReceivablesWord, lang: Lang) => WORDS[key][lang];
