import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tenantId: number;
let ownerToken: string;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
let as: Awaited<ReturnType<typeof companyFixture>>['as'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const v = (date: string, debit: string, credit: string, amount: string, description = '') => ({ transdate: date, description, details: [{ glaccount: debit, glamount: amount }, { glaccount: credit, glamount: `-${amount}` }] });

/** The first sheet of an XLSX answer as rows of cell values (1-based columns dropped). */
async function sheet(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => rows.push(ws.columns.map((_c, i) => row.getCell(i + 1).value)));
  return { name: ws.name, rows, ws };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, req, as, token: ownerToken } = await companyFixture(t, 'PT Ekspor Laporan', { language: 'id' }));
  for (const body of [
    v('2025-12-15', '1-10003', '3-10000', '100000000', 'Setoran modal'),
    v('2026-10-02', '1-10003', '4-10000', '50000000.25', 'Penjualan tunai Oktober'),
    v('2026-10-11', '6-10200', '1-10003', '5000000', '=HYPERLINK("http://contoh.invalid","klik")'),
    v('2026-10-20', '6-10200', '1-10003', '1250000', '+62 812 biaya telepon'),
  ]) {
    expect((await req('POST', 'journal-voucher', body)).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('XLSX export of the ledger reports', () => {
  it('trial balance: localized header, amounts as numbers with a money format, a sensible file name', async () => {
    const res = await req('GET', 'trial-balance?from=2026-10&to=2026-10&format=xlsx');
    expect(res.headers['content-disposition']).toBe('attachment; filename="neraca-saldo-2026-10-2026-10.xlsx"');
    const { name, rows, ws } = await sheet(res);
    expect(name).toBe('Neraca saldo');
    expect(rows[0]).toEqual(['Akun', 'Nama', 'Saldo Awal', 'Debit', 'Kredit', 'Saldo Akhir']);
    expect(rows).toContainEqual(['6-10200', 'Beban Sewa', 0, 6250000, 0, 6250000]);
    expect(rows).toContainEqual(['4-10000', expect.any(String), 0, 0, 50000000.25, -50000000.25]);
    expect(ws.getRow(2).getCell(4).numFmt).toBe('#,##0.00');
  });

  it('account history: opening row, every line, formula-looking descriptions neutralised', async () => {
    const res = await req('GET', 'glaccount-glhist?DFROM=2026-10-01&DTO=2026-10-31&VGLACCOUNT=1-10003&format=xlsx&size=1');
    expect(res.headers['content-disposition']).toBe('attachment; filename="histori-akun-1-10003-2026-10-01-2026-10-31.xlsx"');
    const { rows, ws } = await sheet(res);
    expect(rows[0]).toEqual(['Tanggal', 'No. Bukti', 'Formulir', 'Keterangan', 'Debit', 'Kredit', 'Saldo']);
    expect(rows[1]).toEqual([new Date(Date.UTC(2026, 9, 1)), null, null, 'Saldo Awal', null, null, 100000000]);
    expect(rows.slice(2)).toEqual([
      [new Date(Date.UTC(2026, 9, 2)), 'JV/00002', 'Bukti Jurnal', 'Penjualan tunai Oktober', 50000000.25, 0, 150000000.25],
      [new Date(Date.UTC(2026, 9, 11)), 'JV/00003', 'Bukti Jurnal', `'=HYPERLINK("http://contoh.invalid","klik")`, 0, 5000000, 145000000.25],
      [new Date(Date.UTC(2026, 9, 20)), 'JV/00004', 'Bukti Jurnal', "'+62 812 biaya telepon", 0, 1250000, 143750000.25],
    ]);
    expect(ws.getRow(4).getCell(4).formula).toBeUndefined();
  });

  it('bank book, in English, as CSV and XLSX', async () => {
    const reader = await createVerifiedUser(t, { language: 'en' });
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(ownerToken), payload: { tenantId, email: reader.email, roleId: 1 } })).statusCode).toBe(201);
    const call = as(await signIn(t, reader.username, reader.password));
    const xlsx = await call('GET', 'bank-book?glaccount=1-10003&from=2026-10-01&to=2026-10-31&format=xlsx');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="bank-book-1-10003-2026-10-01-2026-10-31.xlsx"');
    const { name, rows } = await sheet(xlsx);
    expect(name).toBe('Bank book');
    expect(rows[0]).toEqual(['Date', 'Document no.', 'Form', 'Description', 'Debit', 'Credit', 'Balance']);
    expect(rows[1]![3]).toBe('Opening');
    expect(rows[2]![2]).toBe('Journal Voucher');
    expect(rows).toHaveLength(5);
    const csv = await call('GET', 'bank-book?glaccount=1-10003&from=2026-10-01&to=2026-10-31&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Document no.,Form,Description,Debit,Credit,Balance');
    expect(lines[1]).toBe('2026-10-01,,,Opening,,,100000000');
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://contoh.invalid"",""klik"")"`);
    expect((await call('GET', 'bank-book?glaccount=6-10200&from=2026-10-01&to=2026-10-31&format=xlsx')).statusCode).toBe(404);
  });

  it('account balances (glbalance) with account type names', async () => {
    const res = await req('GET', 'glbalance?fyear=2026&format=xlsx');
    expect(res.headers['content-disposition']).toBe('attachment; filename="saldo-akun-2026.xlsx"');
    const { rows } = await sheet(res);
    expect(rows[0]).toEqual(['Akun', 'Nama Akun', 'Tipe Akun', 'Saldo Awal', 'Debit', 'Kredit', 'Saldo']);
    expect(rows.find((r) => r[0] === '1-10003')).toEqual(['1-10003', expect.any(String), 'Kas & Bank', 100000000, 50000000.25, 6250000, 143750000.25]);
  });

  it('profit and loss and balance sheet: one column per period, totals as rows', async () => {
    const pl = await sheet(await req('GET', 'profit-loss?from=2026-10&to=2026-10&compare=previous-year&format=xlsx'));
    expect(pl.rows[0]).toEqual(['Akun', 'Nama Akun', 'Tipe Akun', 'Okt 2026', 'Okt 2025']);
    expect(pl.rows).toContainEqual(['4-10000', expect.any(String), 'Pendapatan', 50000000.25, 0]);
    expect(pl.rows).toContainEqual([null, 'Laba Bersih', null, 43750000.25, 0]);
    const bs = await req('GET', 'balance-sheet?at=2026-10&format=xlsx');
    expect(bs.headers['content-disposition']).toBe('attachment; filename="neraca-2026-10.xlsx"');
    const rows = (await sheet(bs)).rows;
    expect(rows[0]).toEqual(['Akun', 'Nama Akun', 'Tipe Akun', 'Okt 2026']);
    expect(rows).toContainEqual([null, 'Total Aset', null, 143750000.25]);
    expect(rows).toContainEqual([null, 'Laba Tahun Berjalan', null, 43750000.25]);
    const range = await sheet(await req('GET', 'profit-loss?from=2026-01&to=2026-12&format=xlsx'));
    expect(range.rows[0]![3]).toBe('Jan 2026 s.d. Des 2026');
  });

  it('downloading needs the export right; viewing does not', async () => {
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(ownerToken), payload: { tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const call = as(await signIn(t, clerk.username, clerk.password));
    expect((await call('GET', 'trial-balance?from=2026-10&to=2026-10')).statusCode).toBe(200);
    const denied = await call('GET', 'trial-balance?from=2026-10&to=2026-10&format=xlsx');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'ACCESS_DENIED', message: 'Anda tidak memiliki akses untuk mengekspor data.' });
    expect((await call('GET', 'glbalance?fyear=2026&format=csv')).statusCode).toBe(403);
    expect((await req('GET', 'trial-balance?from=2026-10&to=2026-10&format=pdf')).statusCode).toBe(400);
  });
});
