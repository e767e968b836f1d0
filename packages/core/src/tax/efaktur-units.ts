/**
 * The Coretax units of measure (`shared/data/coretax-unit-codes.csv`, TAX.md "Coretax e-Faktur import file"): the
 * `Unit` of an e-Faktur line. A unit of the unit master maps to one of them (`UM.0018` Unit when nothing fits better).
 */
export const EFAKTUR_UNITS: Readonly<Record<string, string>> = {
  'UM.0001': 'Metrik Ton',
  'UM.0002': 'Wet Ton',
  'UM.0003': 'Kilogram',
  'UM.0004': 'Gram',
  'UM.0005': 'Karat',
  'UM.0006': 'Kiloliter',
  'UM.0007': 'Liter',
  'UM.0008': 'Barrel',
  'UM.0009': 'MMBTU',
  'UM.0010': 'Ampere',
  'UM.0011': 'Sentimeter Kubik',
  'UM.0012': 'Meter Persegi',
  'UM.0013': 'Meter',
  'UM.0014': 'Inches',
  'UM.0015': 'Sentimeter',
  'UM.0016': 'Yard',
  'UM.0017': 'Lusin',
  'UM.0018': 'Unit',
  'UM.0019': 'Set',
  'UM.0020': 'Lembar',
  'UM.0021': 'Piece',
  'UM.0022': 'Boks',
  'UM.0023': 'Tahun',
  'UM.0024': 'Bulan',
  'UM.0025': 'Minggu',
  'UM.0026': 'Hari',
  'UM.0027': 'Jam',
  'UM.0028': 'Menit',
  'UM.0029': 'Persen',
  'UM.0030': 'Kegiatan',
  'UM.0031': 'Laporan',
  'UM.0032': 'Bahan',
  'UM.0033': 'Lainnya',
  'UM.0034': 'Meter Kubik',
  'UM.0035': 'Sentimeter Persegi',
  'UM.0036': 'Drum',
  'UM.0037': 'Karton',
  'UM.0038': 'Kwh',
  'UM.0039': 'Roll',
};

/** The generic unit, for a line whose unit maps to no better code. */
export const EFAKTUR_DEFAULT_UNIT = 'UM.0018';

export const isEfakturUnit = (code: string): boolean => Object.hasOwn(EFAKTUR_UNITS, code);
