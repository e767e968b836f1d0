import type { Lang } from '@lontar/core';

type Words = Readonly<Record<Lang, string>>;
const W = (id: string, en: string): Words => ({ id, en });

/** Captions of the sales tax reports and the e-Faktur file's problems (GLOSSARY.md terms). */
const WORDS = {
  company: W('Profil perusahaan (NPWP)', 'Company profile (NPWP)'),
  invoice: W('Faktur', 'Invoice'),
  customer: W('pelanggan', 'customer'),
  line: W('baris', 'line'),
  npwp: W('NPWP', 'NPWP'),
  nik: W('NIK', 'NIK'),
  buyerDocument: W('Jenis ID Pembeli', 'Buyer ID type'),
  buyerDocumentNumber: W('Nomor ID Pembeli', 'Buyer ID number'),
  idtku: W('IDTKU', 'IDTKU'),
  date: W('Tanggal', 'Date'),
  number: W('No. Bukti', 'Document no.'),
  form: W('Formulir', 'Form'),
  customerName: W('Pelanggan', 'Customer'),
  taxInvoiceNo: W('No. Faktur Pajak', 'Tax invoice no.'),
  trxCode: W('Kode Transaksi', 'Transaction code'),
  dpp: W('DPP', 'Tax base (DPP)'),
  otherBase: W('DPP Nilai Lain', 'Other tax base (DPP Nilai Lain)'),
  ppn: W('PPN', 'VAT (PPN)'),
  total: W('Total', 'Total'),
  ledgerVat: W('Mutasi Akun PPN Keluaran', 'Output VAT accounts movement'),
} as const;

export type SalesTaxWord = keyof typeof WORDS;
export const sword = (key: SalesTaxWord, lang: Lang) => WORDS[key][lang];
