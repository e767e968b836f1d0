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
  const fixed = d.toDecimalPlaces(MAX_FRACTION_DIGITS, Decimal.ROUND_HALF_UP).toFixed(); // money-ok: decimal.js toFixed gives the exact decimal string, no JS number involved
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
 * Reads what a user typed into an amount field as a decimal string. A comma is the decimal mark when the
 * text is Indonesian-style ("1.500.000,50" or "12,5"); dots alone are read as thousands only when grouped
 * in threes ("1.500.000"). Returns null for text that is not a number.
 */
export function parseAmountInput(text: string): string | null {
  let s = text.trim().replace(/\s|Rp/gi, '');
  if (!s) return null;
  if (s.includes(',')) {
    if (s.includes('.') && s.lastIndexOf('.') > s.lastIndexOf(',')) s = s.replace(/,/g, '');
    else s = s.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(s) || /^-?\d{1,3}\.\d{3}$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return new Decimal(s).toFixed(); // money-ok: decimal.js toFixed gives the exact decimal string, no JS number involved
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
