import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faFiscalType } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { seedAsset, seedType } from './asset-test-helper.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof companyFixture>>;
let ids: { a: number; b: number; c: number };

const COMPANY = { businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2025-01-01', fiscalyear: '2025' };

beforeAll(async () => {
  t = await createTestApp();
  c = await companyFixture(t, 'PT Laporan Aset', { language: 'en' });
  await c.req('PUT', 'company', { companyname: 'PT Laporan Aset', ...COMPANY });
  const type = await seedType(t, c.tenantId);
  const fiscal = await withTenant(t.ctx.db, c.tenantId, async (tx) => {
    const [row] = await tx.insert(faFiscalType).values({ tenantId: c.tenantId, fafisdesc: 'Uji Kelompok 1', groupcode: '', deprmethod: 1, fisestlife: 4, fisrate: '25' }).returning({ id: faFiscalType.assetfistype });
    return row!.id;
  });
  const seed = (a: Parameters<typeof seedAsset>[4]) => seedAsset(t, c.tenantId, c.owner.id, type, a);
  ids = {
    // Book: 12,000,000 over 5 years = 200,000 a month; fiscal (group 1, 4 years) 250,000 a month.
    a: await seed({ assetcode: 'FA-A', assetname: 'Komputer', depmethod: 1, estimatedlife: 5, cost: '12000000', purchasedate: '2025-01-15', assetfistype: fiscal }),
    // Declining at 40 % registered mid-life: 233,333.33 a month in 2025; no fiscal type.
    b: await seed({ assetcode: 'FA-B', assetname: 'Mesin', depmethod: 2, estimatedlife: 5, depreciationrate: '40', cost: '10000000', residu: '1000000', accumopening: '3000000', purchasedate: '2023-01-01' }),
    // 250,000 a month, sold on 10 July 2025 for 9,000,000 after six months.
    c: await seed({ assetcode: 'FA-C', assetname: 'Mobil', depmethod: 1, estimatedlife: 4, cost: '12000000', purchasedate: '2025-01-02', disposaldate: '2025-07-10', proceeds: '9000000' }),
  };
  expect((await c.req('POST', 'periodeEnd', { month: 12, year: 2025 })).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await c.req('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const pick = (rows: Record<string, unknown>[], keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

describe('fixed asset list at a date', () => {
  it('counts the depreciation of months ended by the date and flags disposals', async () => {
    const june = await get('fixed-asset-list?date=2025-06-30');
    expect(pick(june.listdata, ['assetcode', 'assettype', 'purchasedate', 'cost', 'accumulated', 'bookvalue', 'disposed'])).toEqual([
      ['FA-A', 'PK', '2025-01-15', '12000000', '1200000', '10800000', false],
      ['FA-B', 'PK', '2023-01-01', '10000000', '4399999.98', '5600000.02', false],
      ['FA-C', 'PK', '2025-01-02', '12000000', '1500000', '10500000', false],
    ]);
    expect(june).toMatchObject({ total: 3, date: '2025-06-30', totals: { cost: '34000000', accumulated: '7099999.98', bookvalue: '26900000.02' } });
    expect((await get('fixed-asset-list?date=2025-06-29')).listdata[0].accumulated).toBe('1000000');
    const end = await get('fixed-asset-list?date=2025-12-31');
    expect(pick(end.listdata, ['assetcode', 'accumulated', 'disposed', 'disposaldate'])).toEqual([
      ['FA-A', '2400000', false, null],
      ['FA-B', '5799999.96', false, null],
      ['FA-C', '1500000', true, '2025-07-10'],
    ]);
    expect(end.totals).toEqual({ cost: '22000000', accumulated: '8199999.96', bookvalue: '13800000.04' });
    expect((await get('fixed-asset-list?date=2024-12-31')).listdata.map((r: { assetcode: string }) => r.assetcode)).toEqual(['FA-B']);
  });
});

describe('depreciation schedule of an asset', () => {
  it('lists the whole life with the posted months marked', async () => {
    const s = await get(`fixed-asset-schedule?assetid=${ids.a}`);
    expect(s.total).toBe(60);
    expect(s.asset).toMatchObject({ assetcode: 'FA-A', cost: '12000000', residu: '0', depmethod: 1, estimatedlife: 5, disposed: false });
    expect(pick(s.listdata.slice(0, 2), ['period', 'month', 'amount', 'accumulated', 'bookvalue', 'posted'])).toEqual([
      [202501, '2025-01', '200000', '200000', '11800000', true],
      [202502, '2025-02', '200000', '400000', '11600000', true],
    ]);
    expect(pick(s.listdata.slice(11, 13), ['month', 'posted'])).toEqual([['2025-12', true], ['2026-01', false]]);
    expect(s.listdata[11].journalid).toBeGreaterThan(0);
    expect(s.listdata[12].journalid).toBeNull();
    expect(s.listdata.at(-1)).toMatchObject({ month: '2029-12', accumulated: '12000000', bookvalue: '0' });
    expect(s.totals).toEqual({ amount: '12000000' });
  });

  it('stops a disposed asset before its disposal month and starts a mid-life one at the books', async () => {
    const sold = await get(`fixed-asset-schedule?assetid=${ids.c}`);
    expect(sold.listdata.map((m: { month: string }) => m.month)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    const mid = await get(`fixed-asset-schedule?assetid=${ids.b}`);
    expect(mid.listdata[0]).toMatchObject({ month: '2025-01', amount: '233333.33', accumulated: '3233333.33', posted: true });
    expect(mid.listdata.at(-1)).toMatchObject({ accumulated: '9000000', bookvalue: '1000000' });
  });

  it('refuses an asset id that is not a number, and answers 404 for one the company does not have', async () => {
    expect((await c.req('GET', 'fixed-asset-schedule?assetid=abc')).statusCode).toBe(400);
    expect((await c.req('GET', 'fixed-asset-schedule')).statusCode).toBe(400);
    const missing = await c.req('GET', 'fixed-asset-schedule?assetid=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Data not found.' });
  });
});

describe('book against fiscal depreciation', () => {
  it('gives each asset its book and fiscal depreciation of the year and the difference, with totals', async () => {
    const y = await get('fixed-asset-fiscal?year=2025');
    expect(pick(y.listdata, ['assetcode', 'fafisdesc', 'book', 'fiscal', 'difference'])).toEqual([
      ['FA-A', 'Uji Kelompok 1', '2400000', '3000000', '-600000'],
      ['FA-B', null, '2799999.96', null, '2799999.96'],
      ['FA-C', null, '1500000', null, '1500000'],
    ]);
    expect(y.totals).toEqual({ book: '6699999.96', fiscal: '3000000', difference: '3699999.96' });
    const next = await get('fixed-asset-fiscal?year=2026');
    expect(pick(next.listdata, ['assetcode', 'book', 'fiscal'])).toEqual([
      ['FA-A', '2400000', '3000000'],
      ['FA-B', '1680000', null],
    ]);
    expect((await get('fixed-asset-fiscal?year=2024')).listdata.map((r: { assetcode: string }) => r.assetcode)).toEqual(['FA-B']);
    expect((await c.req('GET', 'fixed-asset-fiscal?year=20x5')).statusCode).toBe(400);
  });
});

describe('disposals', () => {
  it('lists the disposals of a range with the gain or loss, and refuses a range out of order', async () => {
    const d = await get('fixed-asset-disposals?fromdate=2025-01-01&todate=2025-12-31');
    expect(pick(d.listdata, ['assetcode', 'disposaldate', 'disposaltype', 'cost', 'accumulated', 'bookvalue', 'proceeds', 'gainloss'])).toEqual([
      ['FA-C', '2025-07-10', 0, '12000000', '1500000', '10500000', '9000000', '-1500000'],
    ]);
    expect(d.totals).toEqual({ cost: '12000000', accumulated: '1500000', bookvalue: '10500000', proceeds: '9000000', gainloss: '-1500000' });
    expect((await get('fixed-asset-disposals?fromdate=2025-07-11&todate=2025-12-31')).listdata).toEqual([]);
    const bad = await c.req('GET', 'fixed-asset-disposals?fromdate=2025-12-31&todate=2025-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('todate');
  });
});

describe('exports', () => {
  it('downloads every report as CSV and Excel named in the user language', async () => {
    const paths = ['fixed-asset-list?date=2025-12-31', `fixed-asset-schedule?assetid=${ids.a}`, 'fixed-asset-fiscal?year=2025', 'fixed-asset-disposals?fromdate=2025-01-01&todate=2025-12-31'];
    const names = ['fixed-asset-list-2025-12-31', 'depreciation-schedule-FA-A', 'book-vs-fiscal-depreciation-2025', 'fixed-asset-disposals-2025-01-01-2025-12-31'];
    for (const [i, path] of paths.entries()) {
      const csv = await c.req('GET', `${path}&format=csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-disposition']).toContain(names[i]);
      expect((await c.req('GET', `${path}&format=xlsx`)).statusCode).toBe(200);
    }
    const fiscal = (await c.req('GET', 'fixed-asset-fiscal?year=2025&format=csv')).body;
    expect(fiscal).toContain('Fiscal depreciation');
    expect(fiscal).toContain('6699999.96');
    expect((await c.req('GET', 'fixed-asset-disposals?fromdate=2025-01-01&todate=2025-12-31&format=csv')).body).toContain('Sold');
  });
});

describe('isolation', () => {
  it('another company gets 404 for an asset of this one and sees none of its assets', async () => {
    const other = await companyFixture(t, 'PT Lain');
    await other.req('PUT', 'company', { companyname: 'PT Lain', ...COMPANY });
    for (const id of Object.values(ids)) expect((await other.req('GET', `fixed-asset-schedule?assetid=${id}`)).statusCode).toBe(404);
    for (const path of ['fixed-asset-list?date=2025-12-31', 'fixed-asset-fiscal?year=2025', 'fixed-asset-disposals?fromdate=2025-01-01&todate=2025-12-31']) {
      const res = await other.req('GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ listdata: [], total: 0 });
    }
    const outsider = await t.app.inject({ method: 'GET', url: `/api/tenant/${c.tenantId}/master/fixed-asset-list?date=2025-12-31`, headers: { authorization: `Bearer ${other.token}` } });
    expect([403, 404]).toContain(outsider.statusCode);
    expect(outsider.body).not.toContain('FA-A');
  });
});
