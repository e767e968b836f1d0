import type { Lang } from '@lontar/core';

type Words = Readonly<Record<Lang, string>>;
const W = (id: string, en: string): Words => ({ id, en });

/** Column and row captions of the exported fixed asset reports (GLOSSARY.md terms). */
const WORDS = {
  assetCode: W('Kode Aset', 'Asset code'),
  assetName: W('Nama Aset', 'Asset name'),
  assetType: W('Tipe Aset', 'Asset type'),
  fiscalType: W('Tipe Aset Pajak', 'Fiscal asset type'),
  purchaseDate: W('Tgl. Beli', 'Purchase date'),
  cost: W('Harga Perolehan', 'Cost'),
  accumulated: W('Akumulasi Penyusutan', 'Accumulated depreciation'),
  bookValue: W('Nilai Buku', 'Book value'),
  disposed: W('Dilepas', 'Disposed'),
  yes: W('Ya', 'Yes'),
  month: W('Bulan', 'Month'),
  depreciation: W('Penyusutan', 'Depreciation'),
  posted: W('Diposting', 'Posted'),
  book: W('Penyusutan Komersial', 'Book depreciation'),
  fiscal: W('Penyusutan Fiskal', 'Fiscal depreciation'),
  difference: W('Selisih', 'Difference'),
  disposalDate: W('Tgl. Pelepasan', 'Disposal date'),
  disposalType: W('Jenis Pelepasan', 'Disposal type'),
  sold: W('Dijual', 'Sold'),
  writtenOff: W('Dihapus', 'Written off'),
  proceeds: W('Hasil Penjualan', 'Proceeds'),
  gainLoss: W('Laba (Rugi)', 'Gain (loss)'),
  total: W('Total', 'Total'),
} as const;

export type AssetReportWord = keyof typeof WORDS;
export const aword = (key: AssetReportWord, lang: Lang) => WORDS[key][lang];
