import { READ_ONLY_KEYS } from '@lontar/core';
import type { Body } from '../documents/document-kind.ts';
import { DOCUMENT_KINDS, kindOf } from '../documents/document-registry.ts';

/**
 * A memorized transaction's `data`: the document as its create request would send it, kept without what a new
 * document takes for itself (its id, number, date, version and what a read adds) and without anything pulled, the
 * same fields the web's transaction copy leaves out (docs: /tmp/decisions-mem.md).
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

/** The fields stripped from a template of `form`: header and line fields. */
export function strippedFields(form: string): { header: string[]; line: string[] } {
  const { fields, sourceFields } = kindOf(form).decl;
  const header = [...HEADER_OWN, fields.id, fields.date, ...(fields.number ? [fields.number] : [])];
  const line = [...LINE_PULLED, ...Object.values(sourceFields ?? {}).flatMap((f) => [f.id, f.seq])];
  return { header, line };
}

/** `data` as kept: header fields of its own removed, and pulled fields removed from every line of every line list. */
export function templateOf(form: string, data: Body): Body {
  const { header, line } = strippedFields(form);
  const out: Body = {};
  for (const [key, value] of Object.entries(data)) {
    if (header.includes(key)) continue;
    out[key] = Array.isArray(value) ? value.map((row) => (isObject(row) ? Object.fromEntries(Object.entries(row).filter(([k]) => !line.includes(k))) : row)) : value;
  }
  return out;
}
