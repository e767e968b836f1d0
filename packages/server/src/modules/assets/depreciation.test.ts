import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { depreciationJournals, depreciationRows, linesOf, seedAccounts, seedAsset, seedType, setDisposal } from './asset-test-helper.ts';

let t: TestApp;
let tenantId: number;
let userId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
let dept: number;
let laptop: number;
let machine: number;

beforeAll(async () => {
  t = await createTestApp();
  const f = await companyFixture(t, 'PT Penyusutan', { language: 'en' });
  ({ tenantId, req } = f);
  userId = f.owner.id;
  await req('PUT', 'company', { companyname: 'PT Penyusutan', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2025-01-01', fiscalyear: '2025' });
  dept = (await req('POST', 'department', { deptno: '10', deptname: 'Kantor' })).json().data.id;
  const type = await seedType(t, tenantId);
  // Straight line: 12,000,000 over 4 years = 250,000 a month from January 2025; disposed on 10 July 2025.
  laptop = await seedAsset(t, tenantId, userId, type, { assetcode: 'FA-001', assetname: 'Laptop', depmethod: 1, estimatedlife: 4, cost: '12000000', purchasedate: '2025-01-15', deptid: dept, disposaldate: '2025-07-10' });
  // Declining balance at 40 % a year, registered mid-life: in use since January 2023 with 3,000,000 accumulated, the
  // book value 7,000,000 depreciates over the 36 months left from the books' start: 7,000,000 × 40 % ÷ 12 a month.
  machine = await seedAsset(t, tenantId, userId, type, { assetcode: 'FA-002', assetname: 'Mesin', depmethod: 2, estimatedlife: 5, depreciationrate: '40', cost: '10000000', residu: '1000000', accumopening: '3000000', purchasedate: '2023-01-01' });
});
afterAll(() => t.close());

const postings = async () => (await depreciationJournals(t, tenantId)).filter((j) => j.reversalOf === null);

describe('period-end depreciation', () => {
  it('closing December posts one journal per month, each asset once, until the disposal month', async () => {
    const res = await req('POST', 'periodeEnd', { month: 12, year: 2025 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.closed).toHaveLength(12);
    const journals = await postings();
    const table = journals.map((j) => [j.docid, j.transdate, j.description, j.debit, j.net]);
    const months = [
      [202501, '2025-01-31', '483333.33'],
      [202502, '2025-02-28', '483333.33'],
      [202503, '2025-03-31', '483333.33'],
      [202504, '2025-04-30', '483333.33'],
      [202505, '2025-05-31', '483333.33'],
      [202506, '2025-06-30', '483333.33'],
      [202507, '2025-07-31', '233333.33'],
      [202508, '2025-08-31', '233333.33'],
      [202509, '2025-09-30', '233333.33'],
      [202510, '2025-10-31', '233333.33'],
      [202511, '2025-11-30', '233333.33'],
      [202512, '2025-12-31', '233333.33'],
    ] as const;
    expect(table).toEqual(months.map(([p, d, debit]) => [p, d, `Penyusutan aktiva tetap ${String(p % 100).padStart(2, '0')}/2025`, expect.stringMatching(new RegExp(`^${debit}0*$`)), expect.stringMatching(/^0(\.0+)?$/)]));
    expect(res.json().data.depreciated.map((d: { period: number; assets: number }) => [d.period, d.assets])).toEqual(months.map(([p]) => [p, p < 202507 ? 2 : 1]));

    const acc = await seedAccounts(t, tenantId);
    const jan = await linesOf(t, tenantId, journals[0]!.journalid);
    expect(jan.map((l) => [l.glid, new Decimal(l.amount).toFixed(2), l.deptid])).toEqual([
      [acc.expense, '250000.00', dept],
      [acc.accum, '-250000.00', dept],
      [acc.expense, '233333.33', null],
      [acc.accum, '-233333.33', null],
    ]);
    const rows = await depreciationRows(t, tenantId);
    expect(rows.filter((r) => r.assetid === laptop).map((r) => r.period)).toEqual([202501, 202502, 202503, 202504, 202505, 202506]);
    expect(rows.filter((r) => r.assetid === machine)).toHaveLength(12);
    expect(await withTenant(t.ctx.db, tenantId, (tx) => balanceDifferences(tx, tenantId))).toEqual([]);
  });

  it('the year-end journal closes the year with its depreciation', async () => {
    const tb = (await req('GET', 'trial-balance?from=2026-01&to=2026-01')).json().listdata as { glaccount: string; ending: string }[];
    const ending = Object.fromEntries(tb.map((r) => [r.glaccount, Number(r.ending)]));
    expect(ending['6-10600']).toBe(0);
    expect(ending['1-30400']).toBe(-(6 * 250000 + 12 * 233333.33));
  });

  it('reopening reverses the reopened months and closing again posts the same amounts once', async () => {
    const before = await postings();
    const reopened = await req('DELETE', 'periodeEnd?month=10&year=2025');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.reopened.sort()).toEqual([202510, 202511, 202512]);
    const all = await depreciationJournals(t, tenantId);
    const reversals = all.filter((j) => j.reversalOf !== null);
    expect(reversals.map((j) => [j.docid, j.transdate, j.description])).toEqual([
      [202512, '2025-12-31', 'Batal penyusutan aktiva tetap 12/2025'],
      [202511, '2025-11-30', 'Batal penyusutan aktiva tetap 11/2025'],
      [202510, '2025-10-31', 'Batal penyusutan aktiva tetap 10/2025'],
    ]);
    expect(reopened.json().data.reversed.sort()).toEqual(reversals.map((j) => j.reversalOf).sort());
    expect((await depreciationRows(t, tenantId)).filter((r) => r.period >= 202510)).toEqual([]);

    expect((await req('POST', 'periodeEnd', { month: 12, year: 2025 })).statusCode).toBe(200);
    const after = await postings();
    const standing = (js: typeof after, reversed: Set<number | null>) => js.filter((j) => !reversed.has(j.journalid)).map((j) => [j.docid, Number(j.debit)]);
    const reversedIds = new Set((await depreciationJournals(t, tenantId)).map((j) => j.reversalOf));
    expect(standing(after, reversedIds)).toEqual(before.map((j) => [j.docid, Number(j.debit)]));
    const rows = await depreciationRows(t, tenantId);
    expect(new Set(rows.map((r) => `${r.assetid}:${r.period}`)).size).toBe(rows.length);
    expect(rows).toHaveLength(18);
    expect(await withTenant(t.ctx.db, tenantId, (tx) => balanceDifferences(tx, tenantId))).toEqual([]);
  });

  it('closing an already closed month is refused and posts nothing', async () => {
    const count = (await depreciationJournals(t, tenantId)).length;
    const res = await req('POST', 'periodeEnd', { month: 11, year: 2025 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PERIOD_ALREADY_CLOSED' });
    expect(await depreciationJournals(t, tenantId)).toHaveLength(count);
  });

  it('reopening months depreciated before a standing disposal is refused until the disposal is undone', async () => {
    await setDisposal(t, tenantId, machine, '2026-01-20');
    const refused = await req('DELETE', 'periodeEnd?month=12&year=2025');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FA_REOPEN_DISPOSED', message: 'Asset FA-002 was disposed after depreciation of this period was posted; undo its disposal before reopening the period.' });
    expect((await req('GET', 'closed-periods')).json().listdata[0].period).toBe(202512);
    await setDisposal(t, tenantId, machine, null);
    expect((await req('DELETE', 'periodeEnd?month=12&year=2025')).statusCode).toBe(200);
  });

  it('a month with nothing to depreciate gets no journal', async () => {
    const other = await companyFixture(t, 'PT Tanpa Aset');
    await other.req('PUT', 'company', { companyname: 'PT Tanpa Aset', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2025-01-01', fiscalyear: '2025' });
    const res = await other.req('POST', 'periodeEnd', { month: 3, year: 2025 });
    expect(res.json().data).toEqual({ closed: [202501, 202502, 202503], depreciated: [] });
    expect(await depreciationJournals(t, other.tenantId)).toEqual([]);
  });
});

describe('concurrent period ends', () => {
  it('16 concurrent closes of the same month post one journal per month', async () => {
    const f = await companyFixture(t, 'PT Serentak');
    await f.req('PUT', 'company', { companyname: 'PT Serentak', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2025-01-01', fiscalyear: '2025' });
    const type = await seedType(t, f.tenantId);
    await seedAsset(t, f.tenantId, f.owner.id, type, { assetcode: 'FA-1', depmethod: 1, estimatedlife: 2, cost: '2400000', purchasedate: '2025-01-01' });
    const results = await Promise.all(Array.from({ length: 16 }, () => f.req('POST', 'periodeEnd', { month: 3, year: 2025 })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const journals = await depreciationJournals(t, f.tenantId);
    expect(journals.map((j) => [j.docid, Number(j.debit)])).toEqual([
      [202501, 100000],
      [202502, 100000],
      [202503, 100000],
    ]);
    expect(await depreciationRows(t, f.tenantId)).toHaveLength(3);
  });
});
