import type { MonthRange } from './withholding.repo.ts';

/** The first and last day of a month. */
export function monthRange(year: number, month: number): MonthRange {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
