/**
 * The dates and numbers of a recurring schedule's occurrences (issue 14, spec 001 §3 "Recurring master/details").
 * Pure: the server writes them as the schedule's estimated occurrences, the web shows them before saving.
 */

/** The spec's periods (Indonesian, as stored): weekly, monthly (the default), quarterly, yearly. */
export const RECURRING_PERIODS = ['Mingguan', 'Bulanan', 'Triwulanan', 'Tahunan'] as const;
export type RecurringPeriod = (typeof RECURRING_PERIODS)[number];

/** The documents a schedule may create (their API form names). */
export const RECURRING_FORMS = ['journal-voucher', 'other-payment', 'other-receipt', 'sales-invoice', 'purchase-invoice'] as const;
export type RecurringForm = (typeof RECURRING_FORMS)[number];

/** The most occurrences one schedule may have (ten years of months). */
export const RECURRING_MAX_TOTAL = 120;

const MONTHS: Readonly<Record<Exclude<RecurringPeriod, 'Mingguan'>, number>> = { Bulanan: 1, Triwulanan: 3, Tahunan: 12 };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The date of occurrence `k` (1 for the first, which is `start`). Weekly adds 7 days each time; the others add
 * months and keep the start's day, clamped to the month's last day: 31 Jan monthly → 28 (29) Feb → 31 Mar.
 */
export function occurrenceDate(start: string, period: RecurringPeriod, k: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  if (period === 'Mingguan') {
    const at = new Date(Date.UTC(y, m - 1, d + 7 * (k - 1)));
    return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  }
  const months = (m - 1) + MONTHS[period] * (k - 1);
  const year = y + Math.floor(months / 12);
  const month = (months % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysIn(year, month)))}`;
}

/** Every occurrence date of a schedule, first to last. */
export function occurrenceDates(start: string, period: RecurringPeriod, total: number): string[] {
  return Array.from({ length: total }, (_, i) => occurrenceDate(start, period, i + 1));
}

/** `startinvno` split into the text before its trailing number and that number; undefined without one. */
function numberParts(startinvno: string): { prefix: string; digits: string } | undefined {
  const match = /^(.*?)(\d+)$/.exec(startinvno.trim());
  return match ? { prefix: match[1]!, digits: match[2]! } : undefined;
}

/** Whether a start number can be counted up: it ends in digits. */
export const hasTrailingNumber = (startinvno: string) => numberParts(startinvno) !== undefined;

/**
 * The number of occurrence `k`: the start number with its trailing number increased by k − 1, keeping its width
 * (INV-0099 → INV-0100; INV-9 → INV-10).
 */
export function occurrenceNumber(startinvno: string, k: number): string {
  const parts = numberParts(startinvno);
  if (!parts) return startinvno.trim();
  const next = (BigInt(parts.digits) + BigInt(k - 1)).toString();
  return `${parts.prefix}${next.padStart(parts.digits.length, '0')}`;
}
