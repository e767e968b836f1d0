import { READ_ONLY_KEYS } from '@lontar/core';
import type { Body } from '../documents/document-kind.ts';
import { DOCUMENT_KINDS, kindOf } from '../documents/document-registry.ts';

/**
 * A memorized transaction's `data`: the document as its create request would send it, kept without what a new
 * document takes for itself (its id, number, date, version and what a read adds) and without anything pulled, by the
 * form's copy rule (core CopyRule), the one the web's transaction copy declares itself from: a payment keeps no
 * invoice paid, a Tukar Faktur none of its invoices, a return none of its pulled lines.
 */

/** Every declared transaction form a template may be kept for. */
export const MEMORIZED_FORMS: readonly string[] = DOCUMENT_KINDS.map((kind) => kind.decl.form);

/** Largest `data` kept, in characters of its JSON. */
export const MAX_DATA_CHARS = 256_000;

/** Header fields a new document has of its own: the due date follows its date, a tax invoice number, a receipt and down payments are the old one's. */
const HEADER_OWN = ['version', 'status', 'printed', 'duedate', 'taxinvoiceno', 'resi', 'downpayments', 'confirm', 'journal', 'journals', ...READ_ONLY_KEYS];
/** A line's own sequence and what it was pulled from (trade copy's PULLED), and its serial numbers (goods copy). */
const LINE_PULLED = ['seq', 'srcform', 'srcid', 'srcseq', 'srcno', 'poid', 'serials'];

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const named = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * What a template of `form` leaves out: header fields, the fields of a line that name its source, the line lists
 * kept empty, and whether a pulled line goes whole.
 */
export function strippedFields(form: string): { header: string[]; line: string[]; lists: readonly string[]; pulledLines: 'unlink' | 'drop'; pulledBy: string[] } {
  const { fields, sourceFields, copy = {} } = kindOf(form).decl;
  const header = [...HEADER_OWN, fields.id, fields.date, ...(fields.number ? [fields.number] : []), ...(copy.own ?? [])];
  const source = Object.values(sourceFields ?? {}).flatMap((f) => [f.id, f.seq]);
  const line = [...LINE_PULLED, ...source];
  // A pulled line names its source's id or line (a return's `invseq` under the header's invoice); `seq` is its own.
  const pulledBy = ['srcform', 'srcid', ...source.filter((f) => f !== 'seq')];
  return { header, line, lists: copy.pulledLists ?? [], pulledLines: copy.pulledLines ?? 'unlink', pulledBy };
}

/**
 * `data` as kept: header fields of its own removed, a list of pulled documents kept empty, and on every other line
 * list each line without the fields naming its source (or, where pulled lines go whole, without the pulled lines).
 */
export function templateOf(form: string, data: Body): Body {
  const { header, line, lists, pulledLines, pulledBy } = strippedFields(form);
  const kept = (row: unknown) => pulledLines === 'unlink' || !isObject(row) || !pulledBy.some((field) => named(row[field]));
  const out: Body = {};
  for (const [key, value] of Object.entries(data)) {
    if (header.includes(key)) continue;
    if (lists.includes(key)) out[key] = [];
    else out[key] = Array.isArray(value) ? value.filter(kept).map((row) => (isObject(row) ? Object.fromEntries(Object.entries(row).filter(([k]) => !line.includes(k))) : row)) : value;
  }
  return out;
}
