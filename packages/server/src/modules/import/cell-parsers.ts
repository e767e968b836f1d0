import type { MessageKey, MessageParams } from '@lontar/core';
import Decimal from 'decimal.js';

/**
 * The parsers of spreadsheet-import cells. A cell arrives as ExcelJS gives it (a number, a Date, text, a boolean) or,
 * from a CSV file, as text. Amounts become decimal strings: a number cell is a binary double (1234567.89 or
 * 0.1 + 0.2 written by a formula), so it is rounded to the column's scale from its shortest decimal form; text is
 * read digit by digit and never goes through a JS number.
 */

export type Cell = string | number | boolean | Date | null;
export type Parsed = { value: unknown } | { error: MessageKey; params?: MessageParams };
export type CellParser = (cell: Cell) => Parsed;

const ok = (value: unknown): Parsed => ({ value });
const blank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');
const text = (cell: Cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim());

/** Text up to `max` characters; a blank cell is ''. */
export const textCell = (max: number): CellParser => (cell) => {
  if (blank(cell)) return ok('');
  const value = text(cell);
  return value.length > max ? { error: 'V_TOO_LONG', params: { n: max } } : ok(value);
};

/**
 * An amount typed as text: plain (1234567.89), with thousands commas (1,234,567.89) or Indonesian style
 * (1.234.567,89 or 12,5). Answers the plain decimal text or null.
 */
export function decimalText(input: string): string | null {
  const s = input.replace(/\s|Rp/g, '');
  if (/^-?\d+(\.\d+)?$/.test(s)) return s;
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) return s.replace(/,/g, '');
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) return s.replace(/\./g, '').replace(',', '.');
  if (/^-?\d+,\d+$/.test(s)) return s.replace(',', '.');
  return null;
}

/** A decimal rounded to `scale` places, as text without trailing zeros; a blank cell is `fallback` (undefined: left out). */
export const decimalCell = (scale: number, fallback?: string): CellParser => (cell) => {
  if (blank(cell)) return ok(fallback);
  let source: string | null;
  if (typeof cell === 'number') source = Number.isFinite(cell) ? new Decimal(cell).toFixed() : null;
  else source = typeof cell === 'string' ? decimalText(cell) : null;
  if (source === null) return { error: 'IMPORT_BAD_NUMBER' };
  return ok(new Decimal(source).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed());
};

/** A whole number; a blank cell is left out (undefined). */
export const integerCell: CellParser = (cell) => {
  if (blank(cell)) return ok(undefined);
  const source = typeof cell === 'number' ? new Decimal(cell).toDecimalPlaces(6).toFixed() : typeof cell === 'string' ? decimalText(cell) : null;
  if (source === null || !/^-?\d+$/.test(source)) return { error: 'IMPORT_BAD_INTEGER' };
  return ok(Number(source));
};

const iso = (y: number, m: number, d: number): string | null => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2999 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/** Excel's day count: serial 1 is 1900-01-01 with the 1900 leap-year bug, so days count from 1899-12-30. */
function fromSerial(serial: number): string | null {
  if (!Number.isInteger(serial) || serial < 1 || serial > 400_000) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A date: an Excel date cell (ExcelJS reads it as a UTC midnight), a day serial, or text dd/mm/yyyy (also d-m-yyyy,
 * d.m.yyyy) or yyyy-mm-dd. A blank cell is left out (undefined).
 */
export const dateCell: CellParser = (cell) => {
  if (blank(cell)) return ok(undefined);
  let value: string | null = null;
  if (cell instanceof Date) value = Number.isNaN(cell.getTime()) ? null : iso(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  else if (typeof cell === 'number') value = fromSerial(cell);
  else if (typeof cell === 'string') {
    const s = cell.trim();
    const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
    const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
    if (dmy) value = iso(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
    else if (ymd) value = iso(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  }
  return value === null ? { error: 'IMPORT_BAD_DATE' } : ok(value);
};

/** One of a few values, each named by any of its words (case and spaces ignored); a blank cell is left out. */
export const choiceCell = (choices: readonly { value: unknown; words: readonly string[] }[]): CellParser => {
  const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  return (cell) => {
    if (blank(cell)) return ok(undefined);
    const typed = key(text(cell));
    const found = choices.find((c) => c.words.some((w) => key(w) === typed));
    return found ? ok(found.value) : { error: 'V_INVALID_OPTION', params: { options: choices.map((c) => c.words[0]).join(', ') } };
  };
};
