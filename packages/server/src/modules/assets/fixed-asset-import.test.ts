import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import { assetCompany } from './fixed-asset.fixture.ts';

/** Fixed asset import (import-fix-asset): template, dry run, all-or-nothing import, duplicates, isolation, concurrency. */
let t: TestApp;
let c: Awaited<ReturnType<typeof assetCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await assetCompany(t, 'PT Impor Aset');
}, 120_000);
afterAll(() => t.close());

const HEADER = ['Kode Aset', 'Nama Aset', 'Kode Tipe Aset', 'Tanggal Beli', 'Harga Perolehan', 'Nilai Sisa', 'Akun Lawan Perolehan'];

async function xlsx(rows: unknown[][], header = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aset');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(tenantId: number, token: string, content: Buffer, query = '', filename = 'aset.xlsx') {
  const boundary = '----lontar-import-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: `/api/tenant/${tenantId}/master/import-fix-asset${query}`, payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const assetCount = async () => (await c.req('GET', 'fixed-asset/readall?size=200')).json().total as number;

describe('fixed asset import', () => {
  it('answers the template with the columns in the user language', async () => {
    const res = await c.req('GET', 'import-fix-asset/template');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Kode Aset', 'Nama Aset', 'Kode Tipe Aset', 'Harga Perolehan', 'Akumulasi Penyusutan Awal', 'Akun Lawan Perolehan']));
  });

  it('a dry run previews without writing; the import creates the assets and their acquisition journals', async () => {
    const before = await assetCount();
    const file = await xlsx([
      ['IMP-001', 'Truk Engkel', 'KEND', new Date(Date.UTC(2025, 1, 3)), 1234567.89, 0.1 + 0.2, '1-10002'],
      ['IMP-002', 'Mobil Pikap', 'KEND', '15/03/2025', 0.1 + 0.7, 0, '3-30000'],
      ['', 'Motor', 'KEND', '2025-04-01', '2.500.000,50', '', ''],
    ]);
    const dry = await upload(c.tenantId, c.token, file, '?dryrun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dryrun: true, count: 3 });
    expect(await assetCount()).toBe(before);

    const res = await upload(c.tenantId, c.token, file);
    expect(res.statusCode, res.body).toBe(201);
    const records = res.json().data.records as { assetid: number; assetcode: string; acquisitionjournalid: number | null }[];
    expect(records.map((r) => r.assetcode)).toEqual(['IMP-001', 'IMP-002', expect.stringMatching(/^FA-\d{5}$/)]);
    const first = (await c.req('GET', `fixed-asset/read/${records[0]!.assetid}`)).json().data;
    expect(first).toMatchObject({ assetname: 'Truk Engkel', purchasedate: '2025-02-03', usagedate: '2025-02-03', cost: '1234567.89', residu: '0.3', creditglaccnt: c.acc.cash });
    const second = (await c.req('GET', `fixed-asset/read/${records[1]!.assetid}`)).json().data;
    expect(second).toMatchObject({ purchasedate: '2025-03-15', cost: '0.8', creditglaccnt: c.acc.openingEquity });
    const third = (await c.req('GET', `fixed-asset/read/${records[2]!.assetid}`)).json().data;
    expect(third).toMatchObject({ cost: '2500000.5', creditglaccnt: null, acquisitionjournalid: null });
    const lines = await c.history(records[0]!.assetid);
    const journal = c.journalOf(lines, records[0]!.acquisitionjournalid!);
    expect(journal.map(([glid, amount]) => [glid, new Decimal(String(amount)).toFixed(2)])).toEqual([
      [c.acc.vehicles, '1234567.89'],
      [c.acc.cash, '-1234567.89'],
    ]);
    expect(await assetCount()).toBe(before + 3);
  });

  it('a bad file answers 400 listing every bad row and column and writes nothing', async () => {
    const before = await assetCount();
    const file = await xlsx([
      ['BAD-1', 'Baik', 'KEND', '01/05/2025', 1000, 0, '1-10002'],
      ['BAD-2', '', 'XXX', '31/02/2025', 'abc', 0, '1-10002'],
      ['BAD-3', 'Sisa terlalu besar', 'KEND', '01/05/2025', 100, 200, '9-99999'],
      ['BAD-1', 'Kode ganda', 'KEND', '01/05/2025', 100, 0, ''],
      ['IMP-001', 'Kode sudah ada', 'KEND', '01/05/2025', 100, 0, ''],
    ]);
    const res = await upload(c.tenantId, c.token, file);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('IMPORT_INVALID');
    const cells = (body.errors as { row: number; column: string }[]).map((e) => `${e.row}:${e.column}`);
    expect(cells).toEqual(expect.arrayContaining(['3:Nama Aset', '3:Tanggal Beli', '3:Harga Perolehan']));
    expect(body.message[0]).toContain('tidak diimpor');
    // The rows that parse are checked by the form in the same answer.
    expect(cells).toEqual(expect.arrayContaining(['4:Nilai Sisa', '5:Kode Aset', '6:Kode Aset']));
    // Cells that parse go on to the form's checks in the same answer once the file parses.
    const fixed = await xlsx([
      ['BAD-1', 'Baik', 'KEND', '01/05/2025', 1000, 0, '1-10002'],
      ['BAD-2', 'Tipe salah', 'XXX', '01/05/2025', 100, 0, '1-10002'],
      ['BAD-3', 'Sisa terlalu besar', 'KEND', '01/05/2025', 100, 200, '9-99999'],
      ['BAD-1', 'Kode ganda', 'KEND', '01/05/2025', 100, 0, ''],
      ['IMP-001', 'Kode sudah ada', 'KEND', '01/05/2025', 100, 0, ''],
    ]);
    const second = await upload(c.tenantId, c.token, fixed);
    expect(second.statusCode, second.body).toBe(400);
    const errors = second.json().errors as { row: number; column: string; message: string }[];
    const at = (row: number, column: string) => errors.find((e) => e.row === row && e.column === column)?.message;
    expect(at(3, 'Kode Tipe Aset')).toContain('XXX');
    expect(at(4, 'Nilai Sisa')).toBeDefined();
    expect(at(4, 'Akun Lawan Perolehan')).toContain('9-99999');
    expect(at(5, 'Kode Aset')).toContain('baris 2');
    expect(at(6, 'Kode Aset')).toContain('IMP-001');
    expect(errors.some((e) => e.row === 2)).toBe(false);
    expect(await assetCount()).toBe(before);
    expect((await c.req('GET', 'fixed-asset/readNo/BAD-1')).statusCode).toBe(404);
  });

  it('reads CSV with semicolons, quotes and dd/mm/yyyy dates', async () => {
    const csv = 'Asset Code;Asset Name;Asset Type Code;Purchase Date;Acquisition Cost\nCSV-1;"Laptop; 14""";KEND;05/06/2025;1234567.89\nCSV-2;Printer;KEND;31/13/2025;0.1\n';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/${c.tenantId}/master/import-fix-asset?dryrun=true`,
      headers: { ...bearer(c.token), 'content-type': 'multipart/form-data; boundary=b' },
      payload: Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--b--\r\n`),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ row: 3, column: 'Tanggal Beli', field: 'purchasedate', message: 'harus berupa tanggal (dd/mm/yyyy).' }]);
    const ok = await upload(c.tenantId, c.token, Buffer.from(csv.split('\n').slice(0, 2).join('\n')), '?dryrun=true', 'a.csv');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.records[0]).toMatchObject({ assetcode: 'CSV-1', assetname: 'Laptop; 14"', cost: '1234567.89' });
  });

  it('refuses an unreadable file, an empty one and a caller without the asset screen right', async () => {
    expect((await upload(c.tenantId, c.token, Buffer.from('PK\u0003\u0004garbage'))).json().code).toBe('IMPORT_UNREADABLE');
    expect((await upload(c.tenantId, c.token, await xlsx([]))).json().code).toBe('IMPORT_EMPTY');
    const missing = await upload(c.tenantId, c.token, await xlsx([['X', 'KEND']], ['Nama Aset', 'Kode Tipe Aset']));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { column: string }) => e.column)).toEqual(['Tanggal Beli', 'Harga Perolehan']);
  });

  it('isolation: another company imports into its own books and cannot see these assets', async () => {
    const other = await assetCompany(t, 'PT Lain Impor');
    const res = await upload(other.tenantId, other.token, await xlsx([['IMP-001', 'Milik lain', 'KEND', '01/05/2025', 500, 0, '']]));
    expect(res.statusCode, res.body).toBe(201);
    const mine = (await c.req('GET', 'fixed-asset/readNo/IMP-001')).json().data;
    expect(mine.assetname).toBe('Truk Engkel');
    expect((await other.req('GET', `fixed-asset/read/${mine.assetid}`)).statusCode).toBe(404);
    const intoMine = await upload(c.tenantId, other.token, await xlsx([['ISO-1', 'Masuk', 'KEND', '01/05/2025', 500, 0, '']]));
    expect([403, 404]).toContain(intoMine.statusCode);
    expect((await c.req('GET', 'fixed-asset/readNo/ISO-1')).statusCode).toBe(404);
  });

  it('16 concurrent imports of the same file: exactly one succeeds, the others are refused on the codes', async () => {
    const file = await xlsx([
      ['CON-1', 'Satu', 'KEND', '01/06/2025', 100, 0, '1-10002'],
      ['CON-2', 'Dua', 'KEND', '01/06/2025', 200, 0, '1-10002'],
    ]);
    const answers = await Promise.all(Array.from({ length: 16 }, () => upload(c.tenantId, c.token, file)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 400)).toHaveLength(15);
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(a.json().errors.every((e: { column: string }) => e.column === 'Kode Aset')).toBe(true);
    const list = (await c.req('GET', 'fixed-asset/readall?size=200&search=CON-')).json().listdata as { assetcode: string }[];
    expect(list.map((r) => r.assetcode).sort()).toEqual(['CON-1', 'CON-2']);
  }, 120_000);
});
