/** The period-warning settings of pcompany (spec 000 §3): month (1–12; 0 or null = not set) and year of each bound. */
export interface PeriodWindowSettings {
  wperiodfrompp: number | null;
  wperiodfromyyyy: number | null;
  wperiodtopp: number | null;
  wperiodtoyyyy: number | null;
  eperiodfrompp: number | null;
  eperiodfromyyyy: number | null;
  eperiodtopp: number | null;
  eperiodtoyyyy: number | null;
}

/** 'warn': ask the user to confirm; 'refuse': the document cannot be saved with this date. */
export type PeriodVerdict = 'ok' | 'warn' | 'refuse';

/** A bound as yyyymm, or null when its month or year is not set. */
function bound(month: number | null, year: number | null): number | null {
  return month && month >= 1 && month <= 12 && year ? year * 100 + month : null;
}

function outside(yyyymm: number, from: number | null, to: number | null): boolean {
  return (from !== null && yyyymm < from) || (to !== null && yyyymm > to);
}

/**
 * Spec 001 §5: "a date before or after the configured warning or error months triggers a warning or an error".
 * Each window is the range of months in which documents are expected; a date outside the error window is refused,
 * a date outside the warning window asks for confirmation. A bound that is not set leaves that side open.
 */
export function periodWindow(transdate: string, s: PeriodWindowSettings): PeriodVerdict {
  const yyyymm = Number(transdate.slice(0, 4)) * 100 + Number(transdate.slice(5, 7));
  if (outside(yyyymm, bound(s.eperiodfrompp, s.eperiodfromyyyy), bound(s.eperiodtopp, s.eperiodtoyyyy))) return 'refuse';
  if (outside(yyyymm, bound(s.wperiodfrompp, s.wperiodfromyyyy), bound(s.wperiodtopp, s.wperiodtoyyyy))) return 'warn';
  return 'ok';
}
