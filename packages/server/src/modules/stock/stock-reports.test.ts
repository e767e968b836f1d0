import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { inventoryCompany } from '../documents/inventory-fixture.ts';

/** The stock card (kartu stok) and the inventory valuation report, on screen and exported. */
let t: TestApp;
let c: Awaited<ReturnType<typeof inventoryCompany>>;
let other: Awaited<ReturnType<typeof inventoryCompany>>;

type Line = { kind: string; date: string; form: string | null; qtyin: string; qtyout: string; balance: string; unitcost: string; value: string };
type Section = { itemno: string; warehouseid: number; lines: Line[] };
const brief = (s: Section) => [s.itemno, s.warehouseid, s.lines.map((l) => [l.kind, l.date, l.qtyin, l.qtyout, l.balance, l.unitcost, l.value])];

beforeAll(async () => {
  t = await createTestApp();
  c = await inventoryCompany(t, 'PT Kartu Stok');
  other = await inventoryCompany(t, 'PT Kartu Lain');
  const { req, central, branch, adjAccount } = c;
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(201);
  const minuman = (await req('POST', 'item-category', { name: 'Minuman' })).json().data.id;
  const teh = (await req('GET', 'item/readall?search=TEH')).json().listdata[0].id;
  expect((await req('PUT', 'item', { ...(await req('GET', `item/read/${teh}`)).json().data, categoryid: minuman })).statusCode).toBe(200);
  ok(await req('POST', 'item-opening-balance', { obdate: '2026-01-01', details: [{ itemno: 'KOPI', warehouseid: central, quantity: '100', unitprice: '10000' }, { itemno: 'TEH', warehouseid: central, quantity: '8', unitprice: '2500.5' }] }));
  ok(await req('POST', 'item-adjustment', { adjdate: '2026-01-10', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, quantity: '50', unitprice: '13000' }] }));
  ok(await req('POST', 'whtrans', { transferdate: '2026-01-15', fromwhid: central, towhid: branch, details: [{ itemno: 'KOPI', quantity: '30' }] }));
  ok(await req('POST', 'item-adjustment', { adjdate: '2026-01-20', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, adjtype: 2, quantity: '90' }, { itemno: 'TEH', warehouseid: central, adjtype: 2, quantity: '3' }] }));
  ok(await req('POST', 'item-adjustment', { adjdate: '2026-02-03', adjaccnt: adjAccount, details: [{ itemno: 'GULA', warehouseid: branch, quantity: '7', unitprice: '15000' }] }));
}, 180_000);
afterAll(() => t.close());

describe('stock card', () => {
  it('per item and warehouse: opening, each move with the running quantity and value, closing', async () => {
    const res = await c.req('GET', 'stock-card?fromdate=2026-01-05&todate=2026-01-31&itemno=KOPI');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listdata.map(brief)).toEqual([
      [
        'KOPI',
        c.central,
        [
          ['opening', '2026-01-05', '0', '0', '100', '10000', '1000000'],
          ['move', '2026-01-10', '50', '0', '150', '13000', '1650000'],
          ['move', '2026-01-15', '0', '30', '120', '10000', '1350000'],
          ['move', '2026-01-20', '0', '90', '30', '10000', '375000'],
          ['closing', '2026-01-31', '0', '0', '30', '12500', '375000'],
        ],
      ],
      [
        'KOPI',
        c.branch,
        [
          ['opening', '2026-01-05', '0', '0', '0', '0', '0'],
          ['move', '2026-01-15', '30', '0', '30', '10000', '330000'],
          ['closing', '2026-01-31', '0', '0', '30', '12500', '375000'],
        ],
      ],
    ]);
  });

  it('every item and warehouse with stock or moves, by item number; one warehouse', async () => {
    const all = (await c.req('GET', 'stock-card?fromdate=2026-01-01&todate=2026-02-28')).json().listdata as Section[];
    expect(all.map((s) => [s.itemno, s.warehouseid])).toEqual([
      ['GULA', c.branch],
      ['KOPI', c.central],
      ['KOPI', c.branch],
      ['TEH', c.central],
    ]);
    const teh = all.find((s) => s.itemno === 'TEH')!;
    expect(teh.lines.map((l) => [l.kind, l.balance, l.value])).toEqual([
      ['opening', '0', '0'],
      ['move', '8', '20004'],
      ['move', '5', '12502.5'],
      ['closing', '5', '12502.5'],
    ]);
    const branch = (await c.req('GET', `stock-card?fromdate=2026-02-01&todate=2026-02-28&warehouseid=${c.branch}`)).json().listdata as Section[];
    expect(branch.map((s) => [s.itemno, s.lines.at(-1)!.balance])).toEqual([
      ['GULA', '7'],
      ['KOPI', '30'],
    ]);
  });

  it('exports to Excel and CSV with the opening and closing rows', async () => {
    const xlsx = await c.req('GET', 'stock-card?fromdate=2026-01-05&todate=2026-01-31&itemno=KOPI&format=xlsx');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="kartu-stok-2026-01-05-2026-01-31.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['No. Barang', 'Nama Barang', 'Gudang', 'Tanggal', 'No. Bukti', 'Keterangan', 'Masuk', 'Keluar', 'Saldo', 'Satuan', 'Biaya Satuan', 'Nilai']);
    expect(rows[1]!.slice(5)).toEqual(['Saldo Awal', 0, 0, 100, 'PCS', 10000, 1000000]);
    expect(rows[5]!.slice(5)).toEqual(['Saldo Akhir', 0, 0, 30, 'PCS', 12500, 375000]);
    const csv = await c.req('GET', 'stock-card?fromdate=2026-01-05&todate=2026-01-31&itemno=KOPI&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n').length).toBeGreaterThanOrEqual(9);
  });

  it('bad input names the field; another company’s item or warehouse gives no data', async () => {
    const range = await c.req('GET', 'stock-card?fromdate=2026-02-01&todate=2026-01-01');
    expect(range.statusCode).toBe(400);
    expect(JSON.stringify(range.json())).toContain('todate');
    const date = await c.req('GET', 'stock-card?fromdate=2026-13-01&todate=2026-12-31');
    expect([date.statusCode, JSON.stringify(date.json()).includes('fromdate')]).toEqual([400, true]);
    await other.req('POST', 'item', { itemno: 'LAIN-2', itemdescription: 'Punya lain', unit1: 'PCS', itemtype: 0 });
    expect((await c.req('GET', 'stock-card?fromdate=2026-01-01&todate=2026-01-31&itemno=LAIN-2')).statusCode).toBe(404);
    const wh = await c.req('GET', `stock-card?fromdate=2026-01-01&todate=2026-01-31&warehouseid=${other.branch}`);
    expect([wh.statusCode, wh.json().listdata]).toEqual([400, undefined]);
  });
});

describe('inventory valuation', () => {
  it('per item at a date, by category with subtotals; the total is the inventory account (its whole balance: the last move is in February)', async () => {
    const res = await c.req('GET', 'inventory-valuation?date=2026-01-31');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.listdata.map((g: { category: string | null; subtotal: string; rows: Record<string, unknown>[] }) => [g.category, g.subtotal, g.rows.map((r) => [r.itemno, r.qty, r.unitcost, r.value])])).toEqual([
      ['Minuman', '12502.5', [['TEH', '5', '2500.5', '12502.5']]],
      [null, '750000', [['KOPI', '60', '12500', '750000']]],
    ]);
    expect(body.totalvalue).toBe('762502.5');
    const later = (await c.req('GET', 'inventory-valuation?date=2026-02-28')).json();
    expect(later.totalvalue).toBe('867502.5');
    expect(await c.balance('1-10301')).toBe(later.totalvalue);
  });

  it('exports with subtotal and total rows; bad input and another company’s category are refused', async () => {
    const xlsx = await c.req('GET', 'inventory-valuation?date=2026-01-31&format=xlsx');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows.map((r) => [r[0], r.at(-1)])).toEqual([
      ['Kategori', 'Nilai'],
      ['Minuman', 12502.5],
      ['Subtotal Minuman', 12502.5],
      ['Tanpa Kategori', 750000],
      ['Subtotal Tanpa Kategori', 750000],
      ['Total', 762502.5],
    ]);
    expect((await c.req('GET', 'inventory-valuation?date=yesterday')).statusCode).toBe(400);
    const cat = (await other.req('POST', 'item-category', { name: 'Lain' })).json().data.id;
    const foreign = await c.req('GET', `inventory-valuation?categoryid=${cat}`);
    expect([foreign.statusCode, String(foreign.json().message).includes('categoryid')]).toEqual([400, true]);
  });
});

describe('rights', () => {
  it('the stock card needs "open inventory history", the valuation the item screen; downloads the export right', async () => {
    const ownerToken = await signIn(t, c.owner.username, c.owner.password);
    const owner = c.as(ownerToken);
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(ownerToken), payload: { tenantId: c.tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const rights = (await owner('GET', `privileges/${clerk.id}`)).json().data.hakAksesList as { screen: string; akses: boolean; export: boolean }[];
    const off = (screen: string) => ({ ...rights.find((r) => r.screen === screen)!, akses: false });
    expect((await owner('PUT', 'privileges', { userId: clerk.id, hakAksesList: [off('inventory-history'), off('item')] })).statusCode).toBe(200);
    const call = c.as(await signIn(t, clerk.username, clerk.password));
    expect((await call('GET', 'stock-card?fromdate=2026-01-01&todate=2026-01-31')).statusCode).toBe(403);
    expect((await call('GET', 'inventory-valuation')).statusCode).toBe(403);
    const item = rights.find((r) => r.screen === 'item')!;
    expect((await owner('PUT', 'privileges', { userId: clerk.id, hakAksesList: [{ ...item, akses: true, export: false }] })).statusCode).toBe(200);
    expect((await call('GET', 'inventory-valuation')).statusCode).toBe(200);
    expect((await call('GET', 'inventory-valuation?format=csv')).statusCode).toBe(403);
  });

  it('the stock card downloads with the item screen\'s export right, whatever the inventory history\'s export flag', async () => {
    const ownerToken = await signIn(t, c.owner.username, c.owner.password);
    const owner = c.as(ownerToken);
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(ownerToken), payload: { tenantId: c.tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const rights = (await owner('GET', `privileges/${clerk.id}`)).json().data.hakAksesList as { screen: string; akses: boolean; export: boolean }[];
    const set = (screen: string, akses: boolean, exp: boolean) => ({ ...rights.find((r) => r.screen === screen)!, akses, export: exp });
    const call = c.as(await signIn(t, clerk.username, clerk.password));
    const card = 'stock-card?fromdate=2026-01-01&todate=2026-01-31';
    expect((await owner('PUT', 'privileges', { userId: clerk.id, hakAksesList: [set('inventory-history', true, true), set('item', true, false)] })).statusCode).toBe(200);
    expect((await call('GET', card)).statusCode).toBe(200);
    const refused = await call('GET', `${card}&format=xlsx`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCESS_DENIED']);
    expect((await call('GET', `${card}&format=csv`)).statusCode).toBe(403);
    expect((await owner('PUT', 'privileges', { userId: clerk.id, hakAksesList: [set('inventory-history', true, false), set('item', true, true)] })).statusCode).toBe(200);
    expect((await call('GET', `${card}&format=csv`)).statusCode).toBe(200);
  });
});
