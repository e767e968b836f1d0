import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tenantId: number;
let ownerToken: string;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
let as: Awaited<ReturnType<typeof companyFixture>>['as'];

interface Line { transdate: string; docno: string; form: string; description: string; debit: string; credit: string; balance: string }
interface Account { glaccount: string; accountname: string; opening: string; closing: string; continued: boolean; complete: boolean; lines: Line[] }
const detail = async (query: string) => {
  const res = await req('GET', `general-ledger-detail?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { listdata: Account[]; next: string | null };
};
const brief = (a: Account) => [a.glaccount, a.opening, a.lines.map((l) => [l.transdate, l.debit, l.credit, l.balance]), a.closing];

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, req, as, token: ownerToken } = await companyFixture(t, 'PT Buku Besar Rinci', { language: 'id' }));
  const v = (date: string, debit: string, credit: string, amount: string, description: string) => ({ transdate: date, description, details: [{ glaccount: debit, glamount: amount }, { glaccount: credit, glamount: `-${amount}` }] });
  for (const body of [
    v('2026-09-30', '6-10200', '1-10002', '100', 'Sewa September'),
    v('2026-10-02', '6-10200', '1-10002', '200', 'Sewa awal Oktober'),
    v('2026-10-05', '1-10003', '4-10000', '1000.5', 'Penjualan tunai'),
    v('2026-10-15', '6-10200', '1-10002', '300', 'Sewa gudang'),
    v('2026-10-15', '6-10200', '1-10002', '400', '=cmd|calc'),
    v('2026-11-01', '6-10200', '1-10002', '500', 'Sewa November'),
  ]) {
    expect((await req('POST', 'journal-voucher', body)).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('general ledger detail', () => {
  it('lists, per account with lines in the range, the opening, the lines with a running balance and the closing', async () => {
    const res = await detail('from=2026-10-10&to=2026-10-31');
    expect(res.next).toBeNull();
    // 1-10003 and 4-10000 moved in October, but not between the 10th and the 31st.
    expect(res.listdata.map(brief)).toEqual([
      ['1-10002', '-300', [['2026-10-15', '0', '300', '-600'], ['2026-10-15', '0', '400', '-1000']], '-1000'],
      ['6-10200', '300', [['2026-10-15', '300', '0', '600'], ['2026-10-15', '400', '0', '1000']], '1000'],
    ]);
    const line = res.listdata[1]!.lines[0]!;
    expect(line).toMatchObject({ docno: 'JV/00004', form: 'journal-voucher', description: 'Sewa gudang' });
    expect(res.listdata[0]).toMatchObject({ accountname: expect.any(String), continued: false, complete: true });
  });

  it('closes at the end of `to` even in the middle of a month, and opens before `from` across months', async () => {
    const mid = await detail('from=2026-10-01&to=2026-10-14');
    expect(mid.listdata.map((a) => [a.glaccount, a.opening, a.closing])).toEqual([
      ['1-10002', '-100', '-300'],
      ['1-10003', '0', '1000.5'],
      ['4-10000', '0', '-1000.5'],
      ['6-10200', '100', '300'],
    ]);
    const onTheDay = await detail('from=2026-10-15&to=2026-10-15&glaccount=6-10200');
    expect(onTheDay.listdata.map(brief)).toEqual([['6-10200', '300', [['2026-10-15', '300', '0', '600'], ['2026-10-15', '400', '0', '1000']], '1000']]);
    const one = await detail('from=2026-09-01&to=2026-11-30&glaccount=6-10200');
    expect(one.listdata.map(brief)).toEqual([
      ['6-10200', '0', [['2026-09-30', '100', '0', '100'], ['2026-10-02', '200', '0', '300'], ['2026-10-15', '300', '0', '600'], ['2026-10-15', '400', '0', '1000'], ['2026-11-01', '500', '0', '1500']], '1500'],
    ]);
  });

  it('pages by lines with a keyset cursor; an account split over pages carries on with its running balance', async () => {
    const first = await detail('from=2026-10-10&to=2026-10-31&size=3');
    expect(first.listdata.map((a) => [a.glaccount, a.lines.length, a.continued, a.complete])).toEqual([['1-10002', 2, false, true], ['6-10200', 1, false, false]]);
    expect(first.next).toMatch(/^\d+,2026-10-15,\d+,\d+$/);
    const second = await detail(`from=2026-10-10&to=2026-10-31&size=3&after=${first.next}`);
    expect(second.listdata.map(brief)).toEqual([['6-10200', '300', [['2026-10-15', '400', '0', '1000']], '1000']]);
    expect(second.listdata[0]).toMatchObject({ continued: true, complete: true });
    expect(second.next).toBeNull();

    const exact = await detail('from=2026-10-10&to=2026-10-31&size=2');
    expect(exact.listdata.map((a) => a.glaccount)).toEqual(['1-10002']);
    const rest = await detail(`from=2026-10-10&to=2026-10-31&size=2&after=${exact.next}`);
    expect(rest.listdata.map((a) => [a.glaccount, a.lines.length, a.continued])).toEqual([['6-10200', 2, false]]);
    expect(rest.next).toBeNull();
  });

  it('exports the whole range as XLSX and CSV: opening row, lines, closing row with the totals', async () => {
    const res = await req('GET', 'general-ledger-detail?from=2026-10-10&to=2026-10-31&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="buku-besar-rinci-2026-10-10-2026-10-31.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push(Array.from({ length: 9 }, (_v, i) => row.getCell(i + 1).value)));
    const day = (d: number) => new Date(Date.UTC(2026, 9, d));
    expect(rows[0]).toEqual(['Akun', 'Nama Akun', 'Tanggal', 'No. Bukti', 'Formulir', 'Keterangan', 'Debit', 'Kredit', 'Saldo']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3], r[5], r[6], r[7], r[8]])).toEqual([
      ['1-10002', day(10), null, 'Saldo Awal', null, null, -300],
      ['1-10002', day(15), 'JV/00004', 'Sewa gudang', 0, 300, -600],
      ['1-10002', day(15), 'JV/00005', "'=cmd|calc", 0, 400, -1000],
      ['1-10002', day(31), null, 'Saldo Akhir', 0, 700, -1000],
      ['6-10200', day(10), null, 'Saldo Awal', null, null, 300],
      ['6-10200', day(15), 'JV/00004', 'Sewa gudang', 300, 0, 600],
      ['6-10200', day(15), 'JV/00005', "'=cmd|calc", 400, 0, 1000],
      ['6-10200', day(31), null, 'Saldo Akhir', 700, 0, 1000],
    ]);
    expect(rows[2]![4]).toBe('Bukti Jurnal');
    const csv = await req('GET', 'general-ledger-detail?from=2026-10-10&to=2026-10-31&glaccount=6-10200&format=csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="buku-besar-rinci-6-10200-2026-10-10-2026-10-31.csv"');
    expect(csv.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'Akun,Nama Akun,Tanggal,No. Bukti,Formulir,Keterangan,Debit,Kredit,Saldo',
      '6-10200,Beban Sewa,2026-10-10,,,Saldo Awal,,,300',
      '6-10200,Beban Sewa,2026-10-15,JV/00004,Bukti Jurnal,Sewa gudang,300,0,600',
      "6-10200,Beban Sewa,2026-10-15,JV/00005,Bukti Jurnal,'=cmd|calc,400,0,1000",
      '6-10200,Beban Sewa,2026-10-31,,,Saldo Akhir,700,0,1000',
    ]);
  });

  it.each([
    ['from=2026-10-31&to=2026-10-01', 400],
    ['from=2026-02-30&to=2026-03-01', 400],
    ['from=2026-10-01', 400],
    ['from=2026-10-01&to=2026-10-31&size=0', 400],
    ['from=2026-10-01&to=2026-10-31&after=1,2,3', 400],
    ['from=2026-10-01&to=2026-10-31&glaccount=9-99999', 404],
    ['from=2026-10-01&to=2026-10-31&glaccount=9-99999&format=xlsx', 404],
  ])('refuses %s with %i', async (query, status) => {
    expect((await req('GET', `general-ledger-detail?${query}`)).statusCode).toBe(status);
  });

  it('needs the reports right to view and the export right to download', async () => {
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(ownerToken), payload: { tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const call = as(await signIn(t, clerk.username, clerk.password));
    expect((await call('GET', 'general-ledger-detail?from=2026-10-01&to=2026-10-31')).statusCode).toBe(200);
    expect((await call('GET', 'general-ledger-detail?from=2026-10-01&to=2026-10-31&format=xlsx')).statusCode).toBe(403);
    const saved = await req('PUT', 'privileges', { userId: clerk.id, hakAksesList: [{ module: 'Laporan', form: 'reports', screen: 'reports', akses: false, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false }] });
    expect(saved.statusCode).toBe(200);
    const denied = await call('GET', 'general-ledger-detail?from=2026-10-01&to=2026-10-31');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('ACCESS_DENIED');
  });
});
