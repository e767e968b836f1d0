import { translate, type Lang } from '@lontar/core';
import { AppError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { toXlsx, type XlsxColumnType } from '../../platform/xlsx.ts';
import type { FormDef, Row } from '../forms/form-def.ts';
import { createInTx } from '../forms/form.service.ts';
import type { CellParser } from './cell-parsers.ts';
import type { Sheet } from './sheet-read.ts';

/**
 * Spreadsheet imports (spec 002 §2.6 "Import …" screens): an import is declared once — its columns (header captions
 * in Indonesian and English, the body field each fills, the parser of its cells) and how its rows are written — and
 * gets a template download, a dry run and an all-or-nothing import (import.routes.ts). Rows that parse are written
 * through the form's own create (FormDef checks and hooks), each in a savepoint so every bad row is reported; one
 * bad row rolls the whole file back.
 */

export interface ImportColumn {
  /** The body field the column fills (also how a form's error names it). */
  field: string;
  caption: { id: string; en: string };
  parse: CellParser;
  required?: boolean;
  /** How the template formats the column. */
  type: XlsxColumnType;
}

export interface RowError {
  /** The line of the file (the header is 1 when it is the first line). */
  row: number;
  /** The column's caption in the user's language ('' for the whole row). */
  column: string;
  field: string;
  message: string;
}

export interface ParsedRow {
  row: number;
  values: Row;
}

export interface ImportDef {
  /** The resource: `master/{name}` (spec 001 §7, e.g. `import-fix-asset`). */
  name: string;
  sheet: { id: string; en: string };
  /** The rights screen whose `tambah` the import needs. */
  screen: string;
  columns: readonly ImportColumn[];
  maxRows: number;
  /** Writes the parsed rows in the import's transaction: the records written (a summary each) or the rows' errors. */
  write(tx: Tx, call: TenantCall, rows: ParsedRow[], lang: Lang): Promise<{ records: Row[]; errors: Omit<RowError, 'column'>[] }>;
}

/** The whole file refused: every row's errors, in file order. */
export class ImportRefused extends Error {
  constructor(readonly errors: RowError[]) {
    super('IMPORT_INVALID');
  }
}

const captionKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function captionOf(def: Pick<ImportDef, 'columns'>, field: string, lang: Lang): string {
  if (field === '') return translate(lang, 'IMPORT_WHOLE_ROW');
  return def.columns.find((c) => c.field === field)?.caption[lang] ?? field;
}

/** A header caption matches its column in either language or by its field name (case, spaces and marks ignored). */
function columnIndexes(def: ImportDef, header: string[]): Map<ImportColumn, number> {
  const keys = header.map(captionKey);
  const out = new Map<ImportColumn, number>();
  for (const column of def.columns) {
    const names = new Set([column.caption.id, column.caption.en, column.field].map(captionKey));
    const at = keys.findIndex((k) => k !== '' && names.has(k));
    if (at >= 0) out.set(column, at);
  }
  return out;
}

/** Each row's values by field, or every cell that does not parse (and every required column missing from the header). */
export function parseSheet(def: ImportDef, sheet: Sheet, lang: Lang): { rows: ParsedRow[]; errors: RowError[] } {
  const at = columnIndexes(def, sheet.header);
  const errors: RowError[] = [];
  const headerRow = (sheet.rows[0]?.row ?? 2) - 1;
  for (const column of def.columns) {
    if (column.required && !at.has(column)) errors.push({ row: headerRow, column: column.caption[lang], field: column.field, message: translate(lang, 'IMPORT_COLUMN_MISSING') });
  }
  if (errors.length) return { rows: [], errors };
  const rows = sheet.rows.map(({ row, cells }) => {
    const values: Row = {};
    for (const column of def.columns) {
      const i = at.get(column);
      const cell = i === undefined ? null : (cells[i] ?? null);
      const parsed = column.parse(cell);
      const fail = (message: string) => errors.push({ row, column: column.caption[lang], field: column.field, message });
      if ('error' in parsed) fail(translate(lang, parsed.error, parsed.params));
      else if (column.required && (parsed.value === undefined || parsed.value === '')) fail(translate(lang, 'V_REQUIRED'));
      else if (parsed.value !== undefined) values[column.field] = parsed.value;
    }
    return { row, values };
  });
  return { rows, errors };
}

/** The template: the header row in the user's language, each column formatted for its values. */
export function templateOf(def: ImportDef, lang: Lang): Promise<Buffer> {
  return toXlsx(def.sheet[lang], def.columns.map((c) => ({ header: c.caption[lang], type: c.type })), []);
}

/** A form's refusal split into the field it names ("field: text") and its text; '' for the whole row. */
function fieldErrors(error: AppError, lang: Lang): { field: string; message: string }[] {
  const texts = error.messages ?? [translate(lang, error.code, error.params)];
  return texts.map((text) => {
    const m = /^([a-z_][a-z0-9_]*)(?:\.[\w.]*)?: (.*)$/s.exec(text);
    return m ? { field: m[1]!, message: m[2]! } : { field: '', message: text };
  });
}

/**
 * Creates each row's record through the form's create (its zod schema, validate, write and afterWrite hooks, audit),
 * each in a savepoint: a refused row is rolled back alone and reported, and the next rows still run through every
 * check. A duplicate key names `codeField` with the code.
 */
export async function createEach(
  tx: Tx,
  call: TenantCall,
  form: FormDef,
  items: { row: number; body: Row }[],
  lang: Lang,
  codeField: string,
): Promise<{ records: Row[]; errors: Omit<RowError, 'column'>[] }> {
  const records: Row[] = [];
  const errors: Omit<RowError, 'column'>[] = [];
  for (const { row, body } of items) {
    try {
      records.push(await tx.transaction((sp) => createInTx(sp, call, form, body, lang)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'DUPLICATE_RECORD') errors.push({ row, field: codeField, message: translate(lang, 'IMPORT_CODE_TAKEN', { value: String(body[codeField] ?? '') }) });
      else for (const e of fieldErrors(error, lang)) errors.push({ row, ...e });
    }
  }
  return { records, errors };
}
