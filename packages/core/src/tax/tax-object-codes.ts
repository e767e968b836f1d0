/** The income tax a tax object code belongs to (the CSV's `pph_article`). */
export type PphArticle = 'PPh 23' | 'PPh 4(2) final' | 'PPh final UMKM' | 'PPh 22';

/** A tax object code (kode objek pajak) of the Coretax withholding slips, with its rate in percent. */
export interface TaxObjectCode {
  code: string;
  /** Percent as written by the tax office ("2", "1.75"), never a JS number. */
  ratePercent: string;
  article: PphArticle;
  name: string;
}

type Row = readonly [code: string, ratePercent: string, article: PphArticle, name: string];

/**
 * The common codes of `shared/data/pph-tax-object-codes.csv` (TAX.md "PPh 23 and the withholding slip"), in its
 * order: PPh 23 services 24-104-01 … 24-104-69 and the other PPh 23 objects, then PPh 4(2) final, PPh final UMKM
 * and PPh 22. Rates are data: a company's tax master keeps its own rate beside the code.
 */
const ROWS: readonly Row[] = [
  ['24-100-01', '15', 'PPh 23', 'Hadiah, Penghargaan, Bonus dan Lainnya Selain yang Telah Dipotong PPh Pasal 21'],
  ['24-100-02', '2', 'PPh 23', 'Sewa dan Penghasilan Lain Sehubungan Dengan Penggunaan Harta Kecuali Sewa Tanah dan/atau Bangunan (4(2))'],
  ['24-101-01', '15', 'PPh 23', 'Dividen'],
  ['24-102-01', '15', 'PPh 23', 'Bunga Selain yang Dikenakan PPh Pasal 4 ayat (2)'],
  ['24-103-01', '15', 'PPh 23', 'Royalti'],
  ['24-103-02', '6', 'PPh 23', 'Royalti WP OP dalam negeri yang memakai Norma Penghitungan'],
  ['24-104-01', '2', 'PPh 23', 'Jasa Teknik'],
  ['24-104-02', '2', 'PPh 23', 'Jasa Manajemen'],
  ['24-104-03', '2', 'PPh 23', 'Jasa Konsultan'],
  ['24-104-04', '2', 'PPh 23', 'Jasa Penilai (Appraisal)'],
  ['24-104-05', '2', 'PPh 23', 'Jasa Aktuaris'],
  ['24-104-06', '2', 'PPh 23', 'Jasa Akuntansi, Pembukuan, dan Atestasi Laporan Keuangan'],
  ['24-104-07', '2', 'PPh 23', 'Jasa Hukum'],
  ['24-104-08', '2', 'PPh 23', 'Jasa Arsitektur'],
  ['24-104-09', '2', 'PPh 23', 'Jasa Perencanaan Kota dan Arsitektur Landscape'],
  ['24-104-10', '2', 'PPh 23', 'Jasa Perancang (Design)'],
  ['24-104-11', '2', 'PPh 23', 'Jasa Pengeboran (Drilling) Migas kecuali BUT'],
  ['24-104-12', '2', 'PPh 23', 'Jasa Penunjang di Bidang Usaha Panas Bumi dan Migas'],
  ['24-104-13', '2', 'PPh 23', 'Jasa Penambangan dan Jasa Penunjang Selain Panas Bumi dan Migas'],
  ['24-104-14', '2', 'PPh 23', 'Jasa Penunjang di Bidang Penerbangan dan Bandar Udara'],
  ['24-104-15', '2', 'PPh 23', 'Jasa Penebangan Hutan'],
  ['24-104-16', '2', 'PPh 23', 'Jasa Pengolahan Limbah'],
  ['24-104-17', '2', 'PPh 23', 'Jasa Penyedia Tenaga Kerja dan/atau Tenaga Ahli (Outsourcing)'],
  ['24-104-18', '2', 'PPh 23', 'Jasa Perantara dan/atau Keagenan'],
  ['24-104-19', '2', 'PPh 23', 'Jasa Bidang Perdagangan Surat-Surat Berharga (kecuali Bursa/KSEI/KPEI)'],
  ['24-104-20', '2', 'PPh 23', 'Jasa Kustodian/Penyimpanan/Penitipan, Kecuali KSEI'],
  ['24-104-21', '2', 'PPh 23', 'Jasa Pengisian Suara (Dubbing) dan/atau Sulih Suara'],
  ['24-104-22', '2', 'PPh 23', 'Jasa Mixing Film'],
  ['24-104-23', '2', 'PPh 23', 'Jasa Pembuatan Sarana Promosi Film, Iklan, Poster, dst.'],
  ['24-104-24', '2', 'PPh 23', 'Jasa Sehubungan Dengan Software/Hardware/Sistem Komputer, termasuk Perawatan'],
  ['24-104-25', '2', 'PPh 23', 'Jasa Pembuatan dan/atau Pengelolaan Website'],
  ['24-104-26', '2', 'PPh 23', 'Jasa Internet Termasuk Sambungannya'],
  ['24-104-27', '2', 'PPh 23', 'Jasa Penyimpanan, Pengolahan dan/atau Penyaluran Data, Informasi, dan/atau Program'],
  ['24-104-28', '2', 'PPh 23', 'Jasa Instalasi/Pemasangan Mesin, Peralatan, Listrik, dst. (non-konstruksi)'],
  ['24-104-29', '2', 'PPh 23', 'Jasa Perawatan/Perbaikan/Pemeliharaan Mesin, Peralatan, Listrik, dst. (non-konstruksi)'],
  ['24-104-30', '2', 'PPh 23', 'Jasa Perawatan Kendaraan dan/atau Alat Transportasi'],
  ['24-104-31', '2', 'PPh 23', 'Jasa Maklon'],
  ['24-104-32', '2', 'PPh 23', 'Jasa Penyelidikan dan Keamanan'],
  ['24-104-33', '2', 'PPh 23', 'Jasa Penyelenggara Kegiatan atau Event Organizer'],
  ['24-104-34', '2', 'PPh 23', 'Jasa Penyediaan Tempat/Waktu di Media, dan/atau Jasa Periklanan'],
  ['24-104-35', '2', 'PPh 23', 'Jasa Pembasmian Hama'],
  ['24-104-36', '2', 'PPh 23', 'Jasa Kebersihan atau Cleaning Service'],
  ['24-104-37', '2', 'PPh 23', 'Jasa Sedot Septic Tank'],
  ['24-104-38', '2', 'PPh 23', 'Jasa Pemeliharaan Kolam'],
  ['24-104-39', '2', 'PPh 23', 'Jasa Katering atau Tata Boga'],
  ['24-104-40', '2', 'PPh 23', 'Jasa Freight Forwarding'],
  ['24-104-41', '2', 'PPh 23', 'Jasa Logistik'],
  ['24-104-42', '2', 'PPh 23', 'Jasa Pengurusan Dokumen'],
  ['24-104-43', '2', 'PPh 23', 'Jasa Pengepakan'],
  ['24-104-44', '2', 'PPh 23', 'Jasa Loading dan Unloading'],
  ['24-104-45', '2', 'PPh 23', 'Jasa Laboratorium dan/atau Pengujian (kecuali lembaga pendidikan)'],
  ['24-104-46', '2', 'PPh 23', 'Jasa Pengelolaan Parkir'],
  ['24-104-47', '2', 'PPh 23', 'Jasa Penyondiran Tanah'],
  ['24-104-48', '2', 'PPh 23', 'Jasa Penyiapan dan/atau Pengolahan Lahan'],
  ['24-104-49', '2', 'PPh 23', 'Jasa Pembibitan dan/atau Penanaman Bibit'],
  ['24-104-50', '2', 'PPh 23', 'Jasa Pemeliharaan Tanaman'],
  ['24-104-51', '2', 'PPh 23', 'Jasa Pemanenan'],
  ['24-104-52', '2', 'PPh 23', 'Jasa Pengolahan Hasil Pertanian, Perkebunan, Perikanan, Peternakan dan/atau Perhutanan'],
  ['24-104-53', '2', 'PPh 23', 'Jasa Dekorasi'],
  ['24-104-54', '2', 'PPh 23', 'Jasa Pencetakan/Penerbitan'],
  ['24-104-55', '2', 'PPh 23', 'Jasa Penerjemahan'],
  ['24-104-56', '2', 'PPh 23', 'Jasa Pengangkutan/Ekspedisi kecuali Pasal 15 UU PPh'],
  ['24-104-57', '2', 'PPh 23', 'Jasa Pelayanan Pelabuhan'],
  ['24-104-58', '2', 'PPh 23', 'Jasa Pengangkutan Melalui Jalur Pipa'],
  ['24-104-59', '2', 'PPh 23', 'Jasa Pengelolaan Penitipan Anak'],
  ['24-104-60', '2', 'PPh 23', 'Jasa Pelatihan dan/atau Kursus'],
  ['24-104-61', '2', 'PPh 23', 'Jasa Pengiriman dan Pengisian Uang ke ATM'],
  ['24-104-62', '2', 'PPh 23', 'Jasa Sertifikasi'],
  ['24-104-63', '2', 'PPh 23', 'Jasa Survey'],
  ['24-104-64', '2', 'PPh 23', 'Jasa Tester'],
  ['24-104-65', '2', 'PPh 23', 'Jasa lain yang pembayarannya dibebankan pada APBN/APBD'],
  ['24-104-66', '2', 'PPh 23', 'Jasa Layanan Transaksi Pembayaran Distribusi Token'],
  ['24-104-67', '2', 'PPh 23', 'Jasa Pemasaran dengan Media Voucer'],
  ['24-104-68', '2', 'PPh 23', 'Jasa Layanan Transaksi Pembayaran Distribusi Voucer'],
  ['24-104-69', '2', 'PPh 23', 'Jasa Program Loyalitas/Reward oleh Penyelenggara Voucer'],
  ['24-105-01', '15', 'PPh 23', 'Bunga Pinjaman melalui Layanan Pinjam Meminjam Berbasis TI (P2P lending)'],
  ['28-403-02', '10', 'PPh 4(2) final', 'Persewaan Tanah dan/atau Bangunan'],
  ['28-409-22', '1.75', 'PPh 4(2) final', 'Pekerjaan Konstruksi - SBU kualifikasi kecil / SKK perseorangan'],
  ['28-409-23', '4', 'PPh 4(2) final', 'Pekerjaan Konstruksi - tanpa SBU/SKK'],
  ['28-409-24', '2.65', 'PPh 4(2) final', 'Pekerjaan Konstruksi - sertifikat selain kualifikasi kecil'],
  ['28-409-25', '2.65', 'PPh 4(2) final', 'Pekerjaan Konstruksi Terintegrasi - dengan SBU'],
  ['28-409-26', '4', 'PPh 4(2) final', 'Pekerjaan Konstruksi Terintegrasi - tanpa SBU'],
  ['28-409-27', '3.5', 'PPh 4(2) final', 'Jasa Konsultansi Konstruksi - dengan SBU/SKK'],
  ['28-409-28', '6', 'PPh 4(2) final', 'Jasa Konsultansi Konstruksi - tanpa SBU/SKK'],
  ['28-402-01', '2.5', 'PPh 4(2) final', 'Pengalihan Hak atas Tanah dan/atau Bangunan'],
  ['28-405-01', '25', 'PPh 4(2) final', 'Hadiah Undian'],
  ['28-423-01', '0.5', 'PPh final UMKM', 'Pot/put PPh atas penjualan/penyerahan oleh WP peredaran bruto tertentu (PP 23/2018 / PP 55/2022)'],
  ['22-910-01', '1.5', 'PPh 22', 'Pemungutan oleh Bendaharawan'],
  ['22-900-01', '1.5', 'PPh 22', 'Pembelian Barang oleh BUMN/Badan Usaha Tertentu'],
];

export const TAX_OBJECT_CODES: readonly TaxObjectCode[] = ROWS.map(([code, ratePercent, article, name]) => ({ code, ratePercent, article, name }));

const BY_CODE = new Map(TAX_OBJECT_CODES.map((c) => [c.code, c]));

/** The code's entry, or undefined for a code not in the table. */
export const findTaxObjectCode = (code: string): TaxObjectCode | undefined => BY_CODE.get(code.trim());

export const isTaxObjectCode = (code: string): boolean => BY_CODE.has(code.trim());

/**
 * The code new companies' PPh 23 tax starts with: 24-104-01 (Jasa Teknik). The table has no generic "other
 * services" code (24-104-65 is only for services paid from the state or regional budget), so the tax officer picks
 * the exact service on the tax master or the item.
 */
export const DEFAULT_PPH23_OBJECT_CODE = '24-104-01';
