/**
 * CSV for spreadsheet export (RFC 4180 quoting, UTF-8 with BOM so Excel reads Indonesian text). A cell that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) is prefixed with a quote —
 * except plain numbers, which stay numbers.
 */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  const cell = (v: string | number | boolean | null | undefined) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
    return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return '\uFEFF' + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
