import type { Lang } from '@lontar/core';

type Words = Readonly<Record<Lang, string>>;
const W = (id: string, en: string): Words => ({ id, en });

/** Column and row captions of the exported tax reports (GLOSSARY.md terms) and the file's problems. */
const WORDS = {
  company: W('Profil perusahaan (NPWP)', 'Company profile (NPWP)'),
  paymentDate: W('Tgl. Pembayaran', 'Payment date'),
  paymentNo: W('No. Pembayaran', 'Payment no.'),
  vendor: W('Pemasok', 'Vendor'),
  npwpNik: W('NPWP/NIK', 'NPWP/NIK'),
  npwp: W('NPWP', 'NPWP'),
  taxObjectCode: W('Kode Objek Pajak', 'Tax object code'),
  dpp: W('DPP', 'Tax base (DPP)'),
  otherBase: W('DPP Nilai Lain', 'Other tax base (DPP Nilai Lain)'),
  rate: W('Tarif (%)', 'Rate (%)'),
  pph23: W('PPh 23', 'PPh 23'),
  bupotNo: W('No. Bukti Potong', 'Withholding slip no.'),
  invoiceNo: W('No. Faktur', 'Invoice no.'),
  date: W('Tanggal', 'Date'),
  number: W('No. Bukti', 'Document no.'),
  form: W('Formulir', 'Form'),
  taxInvoiceNo: W('No. Faktur Pajak', 'Tax invoice no.'),
  ppn: W('PPN', 'VAT (PPN)'),
  total: W('Total', 'Total'),
  ledgerPph23: W('Mutasi Akun Hutang PPh 23', 'PPh 23 payable accounts movement'),
  ledgerVat: W('Mutasi Akun PPN Masukan', 'Input VAT accounts movement'),
} as const;

export const wword = (key: keyof typeof WORDS, lang: Lang) => WORDS[key][lang];
