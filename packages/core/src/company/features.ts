/** Feature flags of spec 000 §3, grouped as pcompany.features stores them (JSON text). */
export const FEATURE_GROUPS = {
  perusahaan: ['eabt', 'approval', 'listingfixedassets', 'usebudgets', 'commission'],
  pembelian: ['useminmaxpurcprice'],
  penjualan: ['useminmaxsellprice'],
  persediaan: ['usemultiwhs', 'usemultiunit', 'usesn', 'usejobcost'],
} as const;

export type FeatureGroup = keyof typeof FEATURE_GROUPS;
export type FeatureFlag = (typeof FEATURE_GROUPS)[FeatureGroup][number];
export type Features = { [G in FeatureGroup]: Partial<Record<(typeof FEATURE_GROUPS)[G][number], boolean>> };

export const FEATURE_LABELS: Record<FeatureFlag, { id: string; en: string }> = {
  eabt: { id: 'Banyak Cabang', en: 'Multiple branches' },
  approval: { id: 'Persetujuan Transaksi', en: 'Transaction approval' },
  listingfixedassets: { id: 'Daftar Aset Tetap', en: 'Fixed asset register' },
  usebudgets: { id: 'Anggaran', en: 'Budgets' },
  commission: { id: 'Komisi Penjual', en: 'Salesman commission' },
  useminmaxpurcprice: { id: 'Harga Beli Minimum/Maksimum', en: 'Minimum/maximum purchase price' },
  useminmaxsellprice: { id: 'Harga Jual Minimum/Maksimum', en: 'Minimum/maximum selling price' },
  usemultiwhs: { id: 'Banyak Gudang', en: 'Multiple warehouses' },
  usemultiunit: { id: 'Banyak Satuan', en: 'Multiple units' },
  usesn: { id: 'Nomor Seri / Batch', en: 'Serial / batch numbers' },
  usejobcost: { id: 'Biaya Pekerjaan', en: 'Job costing' },
};

export function defaultFeatures(): Features {
  const out = {} as Record<FeatureGroup, Record<string, boolean>>;
  for (const [group, flags] of Object.entries(FEATURE_GROUPS)) out[group as FeatureGroup] = Object.fromEntries(flags.map((f) => [f, false]));
  return out as Features;
}

/** Reads pcompany.features; unknown or malformed text falls back to all flags off. */
export function parseFeatures(text: string | undefined | null): Features {
  const base = defaultFeatures() as Record<FeatureGroup, Record<string, boolean>>;
  try {
    const parsed = JSON.parse(text ?? '{}') as Record<string, Record<string, unknown>>;
    for (const [group, flags] of Object.entries(FEATURE_GROUPS)) {
      for (const flag of flags) if (typeof parsed[group]?.[flag] === 'boolean') base[group as FeatureGroup][flag] = parsed[group][flag] as boolean;
    }
  } catch {
    /* keep defaults */
  }
  return base as Features;
}
