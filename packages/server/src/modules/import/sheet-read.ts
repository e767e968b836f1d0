import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.ts';
import type { Cell } from './cell-parsers.ts';

/** The rows of an uploaded sheet: the header row's captions and each following row's cells with its line number. */
export interface Sheet {
  header: string[];
  rows: { row: number; cells: Cell[] }[];
}

/** ExcelJS cell values reduced to what the parsers read: formulas to their result, rich text and links to text. */
function plain(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return plain((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String((value as ExcelJS.CellHyperlinkValue).text);
  }
  return null;
}

async function readXlsx(content: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new AppError('IMPORT_UNREADABLE', {}, { status: 400 });
  }
  const ws = workbook.worksheets[0];
  if (!ws) throw new AppError('IMPORT_UNREADABLE', {}, { status: 400 });
  const out: Cell[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(plain(row.getCell(c).value));
    out[n - 1] = cells;
  });
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}

/** RFC 4180 CSV (quoted fields may hold separators, quotes and line breaks); `;` when the header has more of them than `,`. */
export function readCsv(text: string): Cell[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      row.push(cur);
      cur = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cur);
      rows.push(row);
      row = [];
      cur = '';
    } else cur += ch;
  }
  if (cur !== '' || row.length > 0) {
    row.push(cur);
    rows.push(row);
  }
  return rows;
}

const isBlank = (c: Cell) => c === null || (typeof c === 'string' && c.trim() === '');

/** The uploaded file as a sheet: an .xlsx workbook (its first sheet) when it is a zip, else CSV text in UTF-8. */
export async function readSheet(content: Buffer, maxRows: number): Promise<Sheet> {
  const isZip = content.length > 3 && content[0] === 0x50 && content[1] === 0x4b;
  const grid = isZip ? await readXlsx(content) : readCsv(content.toString('utf8'));
  if (!isZip && content.includes(0)) throw new AppError('IMPORT_UNREADABLE', {}, { status: 400 });
  const headerAt = grid.findIndex((r) => r.some((c) => !isBlank(c)));
  if (headerAt < 0) throw new AppError('IMPORT_EMPTY', {}, { status: 400 });
  const header = grid[headerAt]!.map((c) => (c === null ? '' : String(c).trim()));
  const rows = grid
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(headerAt + 1)
    .filter((r) => r.cells.some((c) => !isBlank(c)));
  if (rows.length === 0) throw new AppError('IMPORT_EMPTY', {}, { status: 400 });
  if (rows.length > maxRows) throw new AppError('IMPORT_TOO_MANY_ROWS', { n: maxRows }, { status: 400 });
  return { header, rows };
}
