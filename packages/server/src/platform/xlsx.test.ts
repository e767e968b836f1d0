import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toXlsx } from './xlsx.ts';

async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('toXlsx', () => {
  it('writes a header row and typed cells: money as numbers from the decimal string, dates as dates', async () => {
    const buffer = await toXlsx('Neraca Saldo', [
      { header: 'Akun', type: 'text' },
      { header: 'Tanggal', type: 'date' },
      { header: 'Debit', type: 'money' },
      { header: 'Kurs', type: 'number' },
      { header: 'Baris', type: 'integer' },
    ], [
      ['1-10002', '2026-11-05', '1250000.5', '16250.123456', 3],
      ['6-10200', null, '-0.01', '', '7'],
    ]);
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    const ws = await read(buffer);
    expect(ws.name).toBe('Neraca Saldo');
    expect(ws.getRow(1).values).toEqual([undefined, 'Akun', 'Tanggal', 'Debit', 'Kurs', 'Baris']);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const first = ws.getRow(2);
    expect(first.getCell(1).value).toBe('1-10002');
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 5)));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(3).value).toBe(1250000.5);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(first.getCell(4).value).toBe(16250.123456);
    expect(first.getCell(5).value).toBe(3);
    const second = ws.getRow(3);
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3).value).toBe(-0.01);
    expect(second.getCell(4).value).toBeNull();
    expect(second.getCell(5).value).toBe(7);
    expect(ws.rowCount).toBe(3);
  });

  it.each([
    ['=HYPERLINK("http://x","klik")', `'=HYPERLINK("http://x","klik")`],
    ['+62 812 0000', `'+62 812 0000`],
    ['-cmd|calc', `'-cmd|calc`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tTab', `'\tTab`],
    ['Sewa = kantor', 'Sewa = kantor'],
    ['-1500', '-1500'],
  ])('neutralises formula-looking text %j', async (text, stored) => {
    const ws = await read(await toXlsx('x', [{ header: 'Keterangan', type: 'text' }], [[text]]));
    expect(ws.getRow(2).getCell(1).value).toBe(stored);
    expect(ws.getRow(2).getCell(1).formula).toBeUndefined();
  });

  it('keeps an amount with more digits than a double holds as text, and neutralises junk in number columns', async () => {
    const ws = await read(await toXlsx('x', [{ header: 'Jumlah', type: 'money' }], [['123456789012345.678'], ['123456789012.345'], ['=1+1']]));
    expect(ws.getRow(2).getCell(1).value).toBe('123456789012345.678');
    expect(ws.getRow(3).getCell(1).value).toBe(123456789012.345);
    expect(ws.getRow(4).getCell(1).value).toBe("'=1+1");
  });

  it('makes a valid sheet name out of any title', async () => {
    const ws = await read(await toXlsx('Laba/Rugi [2026]: Oktober sampai Desember', [{ header: 'A', type: 'text' }], []));
    expect(ws.name).toBe('Laba Rugi 2026 Oktober sampai D');
  });
});
