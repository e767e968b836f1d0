import { translate, type Lang } from '@lontar/core';

/**
 * Tax invoice numbers imported back from Coretax (issue 13 item 6, TAX.md "Tax invoice numbers"; docs/decisions.md
 * "Tax invoice numbers of sales invoices"): Coretax's output tax list exported as CSV, comma or semicolon separated,
 * quotes as in RFC 4180, with a header row. The reference column (what the e-Faktur file carried as `RefDesc`: our
 * invoice number) is found by its caption `Referensi`, `RefDesc`, `Reference` or `Nomor Referensi`; the number by
 * `Nomor Faktur Pajak`, `Nomor Faktur`, `NomorFaktur`, `TaxInvoiceNumber` or `Tax Invoice Number` (case, spaces and
 * dots ignored). A number is its digits (separators dropped) and must have 17.
 */

const REFERENCE = ['referensi', 'refdesc', 'reference', 'nomorreferensi'];
const NUMBER = ['nomorfakturpajak', 'nomorfaktur', 'taxinvoicenumber', 'nofakturpajak'];
const key = (caption: string) => caption.toLowerCase().replace(/[\s._-]/g, '');

/** The 17 digits of a tax invoice number as typed (dots, dashes, spaces dropped), or null. */
export function taxInvoiceNo17(text: string): string | null {
  const digits = text.replace(/[\s.\-/]/g, '');
  return /^\d{17}$/.test(digits) ? digits : null;
}

/** The cells of a CSV line; `sep` is `,` or `;`. */
function cells(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur);
      cur = '';
    }
    else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

export interface TaxNoRow {
  /** The line of the file (the header is 1). */
  row: number;
  reference: string;
  taxinvoiceno: string;
}

/** The rows of the file, or the problems of its header and numbers (all at once), in the user's language. */
export function parseTaxNoCsv(csv: string, lang: Lang): { rows: TaxNoRow[]; problems: string[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const sep = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const captions = cells(header, sep).map(key);
  const ref = captions.findIndex((c) => REFERENCE.includes(c));
  const num = captions.findIndex((c) => NUMBER.includes(c));
  if (ref < 0 || num < 0) return { rows: [], problems: [translate(lang, 'TAXNO_IMPORT_COLUMNS')] };
  const rows: TaxNoRow[] = [];
  const problems: string[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const c = cells(line, sep);
    const reference = c[ref] ?? '';
    const value = c[num] ?? '';
    if (reference === '' && value === '') return;
    const n = taxInvoiceNo17(value);
    if (!n) problems.push(translate(lang, 'TAXNO_IMPORT_BAD', { row: i + 2, value }));
    else rows.push({ row: i + 2, reference, taxinvoiceno: n });
  });
  if (!rows.length && !problems.length) problems.push(translate(lang, 'TAXNO_IMPORT_EMPTY'));
  return { rows, problems };
}
