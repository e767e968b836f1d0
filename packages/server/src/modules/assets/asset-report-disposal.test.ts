import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { depreciationJournals, depreciationRows } from './asset-test-helper.ts';
import { assetCompany } from './fixed-asset.fixture.ts';

/** The period end and the reports around an asset acquired, disposed and restored through the asset API. */
let t: TestApp;
let c: Awaited<ReturnType<typeof assetCompany>>;
let asset: { id: number; assetid: number; version: number };

beforeAll(async () => {
  t = await createTestApp();
  c = await assetCompany(t, 'PT Pelepasan Aset', 'en');
  // 12,000,000 straight line over 4 years: 250,000 a month from January 2025.
  asset = await c.asset();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await c.req('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const close = async (month: number) => {
  const res = await c.req('POST', 'periodeEnd', { month, year: 2025 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { closed: number[]; depreciated: { period: number; assets: number }[] };
};

describe('a disposal between period ends', () => {
  it('the disposal catches up the months no period end posted, and the reports read it', async () => {
    expect((await close(3)).depreciated.map((d) => d.period)).toEqual([202501, 202502, 202503]);
    const sold = await c.req('POST', 'fixed-asset/disposed', { assetid: asset.assetid, version: asset.version, disposaldate: '2025-06-20', disposaltype: 0, proceeds: '10000000', proceedsglaccnt: c.acc.cash, gainlossglaccnt: c.acc.gainLoss });
    expect(sold.statusCode, sold.body).toBe(200);
    asset.version = sold.json().data.version;

    const d = await get('fixed-asset-disposals?fromdate=2025-06-01&todate=2025-06-30');
    expect(d.listdata).toEqual([
      expect.objectContaining({ assetid: asset.assetid, disposaldate: '2025-06-20', disposaltype: 0, cost: '12000000', accumulated: '1250000', bookvalue: '10750000', proceeds: '10000000', gainloss: '-750000' }),
    ]);
    const s = await get(`fixed-asset-schedule?assetid=${asset.assetid}`);
    expect(s.listdata.map((m: { month: string; posted: boolean }) => [m.month, m.posted])).toEqual([
      ['2025-01', true],
      ['2025-02', true],
      ['2025-03', true],
      ['2025-04', true],
      ['2025-05', true],
    ]);
    expect(s.listdata[3].journalid).toBe(sold.json().data.disposaljournalid);
    expect((await get('fixed-asset-list?date=2025-06-30')).listdata[0]).toMatchObject({ accumulated: '1250000', bookvalue: '10750000', disposed: true });
  });

  it('closing the disposal month depreciates nothing more of the asset', async () => {
    expect((await close(6)).depreciated).toEqual([]);
    expect((await depreciationRows(t, c.tenantId)).map((r) => r.period)).toEqual([202501, 202502, 202503, 202504, 202505]);
  });

  it('reopening over the period end depreciation of a disposed asset is refused; after the disposal it is not', async () => {
    const refused = await c.req('DELETE', 'periodeEnd?month=3&year=2025');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FA_REOPEN_DISPOSED' });
    const reopened = await c.req('DELETE', 'periodeEnd?month=4&year=2025');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ reversed: [] });
  });

  it('after the undo, closing again depreciates the months the disposal had caught up, and the disposal month', async () => {
    const undone = await c.req('PUT', 'fixed-asset/undoDisposed', { assetid: asset.assetid, version: asset.version });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await close(6)).depreciated.map((d) => [d.period, d.assets])).toEqual([
      [202504, 1],
      [202505, 1],
      [202506, 1],
    ]);
    const standing = (await depreciationJournals(t, c.tenantId)).filter((j) => j.reversalOf === null);
    expect(standing.map((j) => [j.docid, Number(j.debit)])).toEqual([202501, 202502, 202503, 202504, 202505, 202506].map((p) => [p, 250000]));
    expect((await get('fixed-asset-disposals?fromdate=2025-01-01&todate=2025-12-31')).listdata).toEqual([]);
    expect((await get('fixed-asset-list?date=2025-06-30')).listdata[0]).toMatchObject({ accumulated: '1500000', disposed: false });
  });
});
