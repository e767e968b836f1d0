import { MONTHS } from '../format.ts';

/**
 * What a typed date reads as: `{ iso }` for a real calendar day (YYYY-MM-DD), `{ empty: true }` for nothing typed,
 * `{ invalid: true }` for text that is no date. Never a guess: text that is not one of the accepted forms is invalid.
 */
export type DateInputReading = { iso: string } | { empty: true } | { invalid: true };

/** Month names typed in a date, Indonesian and English, short and full, plus the common "Agt" and "Sept". */
const MONTH_NAMES: ReadonlyMap<string, number> = new Map(
  [
    ...[MONTHS.id.short, MONTHS.id.full, MONTHS.en.short, MONTHS.en.full].flatMap((names) => names.map((name, index) => [name.toLowerCase(), index + 1] as const)),
    ['agt', 8] as const,
    ['sept', 9] as const,
  ],
);

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysIn(year: number, month: number): number {
  return month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A two-digit year is in this century (26 → 2026); four digits are taken as typed, within 1900–2999. */
function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

function toIso(year: number, month: number, day: number): DateInputReading {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return { invalid: true };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { iso: `${year}-${pad(month)}-${pad(day)}` };
}

/**
 * Reads a date as people type it, for a company whose date format is `companyFormat` (DD/MM/YYYY, DD-MM-YYYY,
 * YYYY-MM-DD, MM/DD/YYYY or DD MMM YYYY). Accepted, day before month unless the company's format puts the month
 * first (MM/DD/YYYY):
 * - d/m/yyyy, d-m-yyyy, d.m.yyyy, d m yyyy, with one or two digits for day and month ("5/11/2026", "05-11-2026");
 * - the same with a two-digit year ("05-11-26"): two-digit years are 2000–2099;
 * - digits only: ddmmyyyy ("05112026") and ddmmyy ("051126");
 * - ISO yyyy-mm-dd (also yyyy/mm/dd), whatever the company's format;
 * - day, month name and year ("5 Nov 2026", "5 November 26", "05-Agu-2026", Indonesian or English, short or full),
 *   and month name, day and year ("Nov 5, 2026").
 * Only real calendar days count (31/02 is refused, 29/02 only in leap years).
 */
export function parseDateInput(text: string, companyFormat = 'DD/MM/YYYY'): DateInputReading {
  const s = text.trim().toLowerCase();
  if (!s) return { empty: true };
  const monthFirst = /^M/i.test(companyFormat.trim());
  const byOrder = (first: string, second: string, year: string) =>
    monthFirst ? toIso(fullYear(year), Number(first), Number(second)) : toIso(fullYear(year), Number(second), Number(first));

  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return toIso(Number(m[1]), Number(m[2]), Number(m[3]));

  m = /^(\d{1,2})\s*[-/. ]\s*(\d{1,2})\s*[-/. ]\s*(\d{4}|\d{2})$/.exec(s);
  if (m) return byOrder(m[1]!, m[2]!, m[3]!);

  m = /^(\d{2})(\d{2})(\d{4}|\d{2})$/.exec(s);
  if (m) return byOrder(m[1]!, m[2]!, m[3]!);

  m = /^(\d{1,2})[\s\-/.]*([a-z]+)\.?[\s\-/.,]*(\d{4}|\d{2})$/.exec(s);
  if (m) {
    const month = MONTH_NAMES.get(m[2]!);
    return month ? toIso(fullYear(m[3]!), month, Number(m[1])) : { invalid: true };
  }

  m = /^([a-z]+)\.?\s*(\d{1,2})\s*,?\s*(\d{4}|\d{2})$/.exec(s);
  if (m) {
    const month = MONTH_NAMES.get(m[1]!);
    return month ? toIso(fullYear(m[3]!), month, Number(m[2])) : { invalid: true };
  }

  return { invalid: true };
}
