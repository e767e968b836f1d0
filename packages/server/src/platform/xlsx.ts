import ExcelJS from 'exceljs';

/** How a column's values are written: text, money (#,##0.00), a plain number, a whole number, or a YYYY-MM-DD date. */
export type XlsxColumnType = 'text' | 'money' | 'number' | 'integer' | 'date';
export type XlsxValue = string | number | boolean | null | undefined;

export interface XlsxColumn {
  header: string;
  type: XlsxColumnType;
}

const NUMBER_FORMAT: Record<XlsxColumnType, string | undefined> = { text: undefined, money: '#,##0.00', number: 'General', integer: '#,##0', date: 'dd/mm/yyyy' };
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A double holds 15 significant digits exactly; a longer amount stays text rather than silently change. */
const MAX_EXACT_DIGITS = 15;

/** Text a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a quote in front, as in CSV. */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !DECIMAL.test(text) ? `'${text}` : text;
}

function exactDigits(decimal: string): number {
  return decimal.replace(/^-/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

/** One cell value: amounts arrive as decimal strings and become numbers only here, from that string. */
function cellValue(type: XlsxColumnType, value: XlsxValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'money' || type === 'number' || type === 'integer') {
    const text = String(value).trim();
    if (DECIMAL.test(text) && exactDigits(text) <= MAX_EXACT_DIGITS) return Number(text);
    return neutralised(text);
  }
  if (type === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
    // A calendar day at UTC midnight is the same serial day in Excel whatever the server's time zone.
    return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : neutralised(String(value));
  }
  return typeof value === 'string' ? neutralised(value) : value;
}

/** Sheet names: at most 31 characters, none of []:*?/\ . */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\\s]+/g, ' ').slice(0, 31).trim() || 'Sheet1';
}

/**
 * A one-sheet workbook (DESIGN.md "Spreadsheets"): a bold, frozen header row, then the rows, each column
 * written by its type. Formula injection is neutralised the same way as CSV export (platform/csv.ts).
 */
export async function toXlsx(sheet: string, columns: readonly XlsxColumn[], rows: readonly XlsxValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Lontar';
  const ws = workbook.addWorksheet(sheetName(sheet), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c, i) => cellValue(c.type, row[i])));
  columns.forEach((c, i) => {
    const column = ws.getColumn(i + 1);
    const format = NUMBER_FORMAT[c.type];
    if (format) column.eachCell((cell, rowNumber) => {
      if (rowNumber > 1 && typeof cell.value !== 'string') cell.numFmt = format;
    });
    if (c.type !== 'text') column.alignment = { horizontal: 'right' };
    const longest = rows.reduce((max, r) => Math.max(max, String(r[i] ?? '').length), c.header.length);
    column.width = Math.min(Math.max(longest + 2, c.type === 'money' ? 14 : 8), 60);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
