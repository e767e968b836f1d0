/**
 * The fiscal fixed asset types (harta berwujud for Indonesian income tax): UU PPh Pasal 11 ayat (6) and (10) as
 * amended by UU 7/2021 (HPP), detailed in PMK 72/2023. Non-building groups may use straight line (garis lurus) or
 * declining balance (saldo menurun, twice the straight-line rate, the rest at once at the end of the life);
 * buildings use straight line only. Rates are per year, as fractions. See docs/decisions.md "Fiscal fixed asset types".
 */
export interface FiscalGroup {
  code: string;
  nameId: string;
  nameEn: string;
  lifeYears: number;
  straightLineRate: string;
  decliningRate: string | null;
}

export const FISCAL_GROUPS: readonly FiscalGroup[] = [
  { code: 'K1', nameId: 'Kelompok 1', nameEn: 'Group 1', lifeYears: 4, straightLineRate: '0.25', decliningRate: '0.5' },
  { code: 'K2', nameId: 'Kelompok 2', nameEn: 'Group 2', lifeYears: 8, straightLineRate: '0.125', decliningRate: '0.25' },
  { code: 'K3', nameId: 'Kelompok 3', nameEn: 'Group 3', lifeYears: 16, straightLineRate: '0.0625', decliningRate: '0.125' },
  { code: 'K4', nameId: 'Kelompok 4', nameEn: 'Group 4', lifeYears: 20, straightLineRate: '0.05', decliningRate: '0.1' },
  { code: 'BP', nameId: 'Bangunan Permanen', nameEn: 'Permanent building', lifeYears: 20, straightLineRate: '0.05', decliningRate: null },
  { code: 'BTP', nameId: 'Bangunan Tidak Permanen', nameEn: 'Non-permanent building', lifeYears: 10, straightLineRate: '0.1', decliningRate: null },
];

export const fiscalGroup = (code: string): FiscalGroup | undefined => FISCAL_GROUPS.find((g) => g.code === code);
