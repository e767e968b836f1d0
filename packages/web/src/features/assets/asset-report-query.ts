/** The four fixed asset reports of "Laporan Aktiva Tetap". */
export type AssetReportKind = 'list' | 'schedule' | 'fiscal' | 'disposals';

export interface AssetReportFilters {
  date: string | null;
  assetid: number | null;
  year: number;
  fromdate: string | null;
  todate: string | null;
}

/** The query of a report from its filters; null while a filter it needs is missing or the range runs backwards. */
export function reportQuery(kind: AssetReportKind, filters: AssetReportFilters): Record<string, string> | null {
  switch (kind) {
    case 'list':
      return filters.date ? { date: filters.date } : null;
    case 'schedule':
      return filters.assetid === null ? null : { assetid: String(filters.assetid) };
    case 'fiscal':
      return Number.isInteger(filters.year) ? { year: String(filters.year) } : null;
    case 'disposals':
      return filters.fromdate && filters.todate && filters.todate >= filters.fromdate ? { fromdate: filters.fromdate, todate: filters.todate } : null;
  }
}
