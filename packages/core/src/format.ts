import Decimal from 'decimal.js';
import type { Lang } from './constants.ts';

/** Month names (spec 001/002 §9): short and full Indonesian, and English. */
export const MONTHS = {
  id: { short: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'], full: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'] },
  en: { short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], full: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] },
} as const;

export const MAX_FRACTION_DIGITS = 6;

/** A numeric column's text without trailing fraction zeros, as the API sends it: "16250.0000000000" → "16250". */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/**
 * Formats a decimal string for display: Indonesian grouping (1.500.000,5) or English (1,500,000.5), at most
 * 6 fraction digits, trailing zeros dropped unless `minFraction` asks for them. Never goes through a JS number.
 */
export function formatAmount(value: string | null | undefined, style: Lang = 'id', minFraction = 0): string {
  if (value === null || value === undefined || value === '') return '';
  let d: Decimal;
  try {
    d = new Decimal(value);
  } catch {
    return String(value);
  }
  const fixed = d.toDecimalPlaces(MAX_FRACTION_DIGITS, Decimal.ROUND_HALF_UP).toFixed();
  const negative = fixed.startsWith('-');
  const [int = '0', frac = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  const group = style === 'id' ? '.' : ',';
  const point = style === 'id' ? ',' : '.';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = frac.replace(/0+$/, '').padEnd(minFraction, '0');
  const text = fraction ? `${grouped}${point}${fraction}` : grouped;
  return negative && !/^[0.,]+$/.test(text) ? `-${text}` : text;
}

/**
 * Reads what a user typed into an amount field as a decimal string, in the company's number style. When both marks
 * are typed, the last one is the decimal mark ("1.500.000,50", "1,500,000.50"). A single kind of mark is grouping
 * when it splits the digits in threes the way that style groups them, and the decimal mark otherwise: in `id`,
 * "1.500" is fifteen hundred and "12,5" twelve and a half; in `en`, "257,500,000" is grouped and "0.25" a quarter.
 * Three-digit groups of the other style's mark repeated ("1.500.000" in `en`, "1,500,000" in `id`) can only be
 * grouping, so they are read so too. Returns null for text that is not a number.
 */
export function parseAmountInput(text: string, style: Lang = 'id'): string | null {
  let s = text.trim().replace(/\s|Rp/gi, '');
  if (!s) return null;
  const grouped = (mark: '.' | ',', once: boolean) => new RegExp(`^-?\\d{1,3}(\\${mark}\\d{3})${once ? '+' : '{2,}'}$`).test(s);
  const [group, point] = style === 'en' ? ([',', '.'] as const) : (['.', ','] as const);
  if (s.includes(',') && s.includes('.')) {
    const last = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    s = s.split(last === '.' ? ',' : '.').join('').replace(last, '.');
  } else if (grouped(group, true)) {
    s = s.split(group).join('');
  } else if (grouped(point, false)) {
    s = s.split(point).join('');
  } else {
    s = s.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return new Decimal(s).toFixed();
}

/** Formats a YYYY-MM-DD date in a company format such as DD/MM/YYYY, DD-MM-YYYY, MM/DD/YYYY or DD MMM YYYY. */
export function formatDate(iso: string | null | undefined, format = 'DD/MM/YYYY', lang: Lang = 'id'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return '';
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  return format
    .replace('YYYY', y)
    .replace('MMM', MONTHS[lang].short[Number(mo) - 1]!)
    .replace('MM', mo)
    .replace('DD', d);
}

/** Lists names, cut after five with " dst." (spec 002 §9). */
export function listNames(names: readonly string[], max = 5): string {
  return names.length > max ? `${names.slice(0, max).join(', ')} dst.` : names.join(', ');
}
