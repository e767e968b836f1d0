import type { Lang } from '@lontar/core';

type Words = Readonly<Record<Lang, string>>;
const W = (id: string, en: string): Words => ({ id, en });

/** Column and row captions of the exported payables and purchase reports (GLOSSARY.md terms). */
const WORDS = {
  vendorNo: W('No. Pemasok', 'Vendor no.'),
  vendor: W('Pemasok', 'Vendor'),
  invoiceNo: W('No. Faktur', 'Invoice no.'),
  invoiceDate: W('Tgl. Faktur', 'Invoice date'),
  dueDate: W('Jatuh Tempo', 'Due date'),
  currency: W('Mata Uang', 'Currency'),
  owing: W('Sisa Hutang', 'Owing'),
  daysPastDue: W('Hari Lewat Jatuh Tempo', 'Days past due'),
  current: W('Belum Jatuh Tempo', 'Current'),
  days1to30: W('1-30 Hari', '1-30 days'),
  days31to60: W('31-60 Hari', '31-60 days'),
  days61to90: W('61-90 Hari', '61-90 days'),
  over90: W('> 90 Hari', '> 90 days'),
  total: W('Total', 'Total'),
  grandTotal: W('Total Keseluruhan', 'Grand total'),
  payableBalance: W('Saldo Akun Hutang', 'Payable accounts balance'),
  unbilledBalance: W('Saldo Akun Barang Belum Ditagih', 'Unbilled accounts balance'),
  date: W('Tanggal', 'Date'),
  number: W('No. Bukti', 'Document no.'),
  form: W('Formulir', 'Form'),
  description: W('Keterangan', 'Description'),
  debit: W('Debit', 'Debit'),
  credit: W('Kredit', 'Credit'),
  balance: W('Saldo', 'Balance'),
  opening: W('Saldo Awal', 'Opening balance'),
  closing: W('Saldo Akhir', 'Closing balance'),
  invoices: W('Jumlah Faktur', 'Invoices'),
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
  received: W('Diterima', 'Received'),
  invoiced: W('Ditagih', 'Invoiced'),
  remaining: W('Sisa', 'Remaining'),
  remainingValue: W('Nilai Sisa', 'Remaining value'),
  receiptNo: W('No. Penerimaan', 'Receipt no.'),
  receiptDate: W('Tgl. Terima', 'Receipt date'),
  notInvoiced: W('Belum Ditagih', 'Not invoiced'),
} as const;

export const pword = (key: keyof typeof WORDS, lang: Lang) => WORDS[key][lang];
