import { MONTHS, type Lang } from '@lontar/core';

/** A month as the report calls take it ("2025-03") from a year and month. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The month named in the user's language: "Mar 2025" (short) or "Maret 2025". */
export function monthName(period: number, lang: Lang, length: 'short' | 'full' = 'short'): string {
  const year = Math.floor(period / 100);
  const month = period % 100;
  return `${MONTHS[lang][length][month - 1] ?? month} ${year}`;
}

/** A report column's months: "Mar 2025", "Jan – Des 2025" or "Des 2024 – Jan 2025". */
export function periodRange(from: number, to: number, lang: Lang): string {
  if (from === to) return monthName(from, lang);
  const sameYear = Math.floor(from / 100) === Math.floor(to / 100);
  const start = sameYear ? MONTHS[lang].short[(from % 100) - 1] : monthName(from, lang);
  return `${start} – ${monthName(to, lang)}`;
}

/** YYYY-MM-DD of today in the browser's own calendar (not UTC). */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The previous month of a YYYY-MM-DD date as { year, month }: the month a period end usually closes. */
export function previousMonth(date: string): { year: number; month: number } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}
