import { ACCOUNT_TYPES, formatAmount, formatDate, SCREENS, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { Row } from '../forms/form-def.ts';
import { FIELD_LABELS, OPTION_LABELS, TEXT } from './print-labels.ts';
import type { PrintField } from './print-template.ts';

export interface ValueFormats {
  lang: Lang;
  /** The company's number style (preference numberformat): 'id' groups 1.250.000,00. */
  number: Lang;
  /** The company's date format, e.g. DD/MM/YYYY. */
  date: string;
  /** Display text of referenced records, by refKey(form, id). */
  refs: ReadonlyMap<string, string>;
}

export const refKey = (form: string, id: unknown) => `${form}:${String(id)}`;

export function fieldLabel(field: PrintField, lang: Lang): string {
  return FIELD_LABELS[field.label ?? field.field]?.[lang] ?? (TEXT as Record<string, { id: string; en: string }>)[field.label ?? field.field]?.[lang] ?? field.field;
}

/** The value a field prints from a record or line: its own, or its `fallback` field's when it is empty. */
export function fieldValue(field: PrintField, row: Row): unknown {
  const value = row[field.field];
  return (value === null || value === undefined || value === '') && field.fallback ? row[field.fallback] : value;
}

/** Whether a header field prints on this record (a field with `when` only when that field is true). */
export const fieldShown = (field: PrintField, record: Row) => !field.when || record[field.when] === true;

function isDecimal(value: unknown): value is string | number {
  return (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) || (typeof value === 'number' && Number.isFinite(value));
}

/** One field of a record as printed text: money and numbers in the company's style, dates in its format. */
export function formatField(field: PrintField, value: unknown, f: ValueFormats): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'money':
      return isDecimal(value) ? formatAmount(String(value), f.number, 2) : String(value);
    case 'number':
      return isDecimal(value) ? formatAmount(String(value), f.number) : String(value);
    case 'percent':
      return isDecimal(value) ? `${formatAmount(String(value), f.number)}%` : String(value);
    case 'fraction-percent':
      return isDecimal(value) ? `${formatAmount(new Decimal(String(value)).times(100).toFixed(), f.number)}%` : String(value);
    case 'date':
      return formatDate(String(value), f.date, f.lang) || String(value);
    case 'bool':
      return (value ? TEXT.yes : TEXT.no)[f.lang];
    case 'option':
      return OPTION_LABELS[field.options ?? field.field]?.[String(value)]?.[f.lang] ?? String(value);
    case 'form':
      return SCREENS.find((s) => s.form === value)?.description[f.lang] ?? String(value);
    case 'account-type':
      return ACCOUNT_TYPES.find((t) => t.typeid === Number(value))?.name[f.lang] ?? String(value);
    case 'ref':
      return field.ref ? (f.refs.get(refKey(field.ref.form, value)) ?? String(value)) : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The referenced ids a template needs resolved, per form. */
export function referencedIds(fields: readonly PrintField[], rows: readonly Row[]): Map<string, Set<number>> {
  const wanted = new Map<string, Set<number>>();
  for (const field of fields) {
    if (field.kind !== 'ref' || !field.ref) continue;
    for (const row of rows) {
      const id = Number(row[field.field]);
      if (!Number.isSafeInteger(id) || id <= 0) continue;
      const set = wanted.get(field.ref.form) ?? new Set<number>();
      set.add(id);
      wanted.set(field.ref.form, set);
    }
  }
  return wanted;
}
