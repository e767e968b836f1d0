import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { faDepreciation, faFiscalType, faType } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assetCompany } from './fixed-asset.fixture.ts';

/** The fixed-asset masters and the asset form with its acquisition journal (issue 14), on PGlite and PostgreSQL. */
let t: TestApp;
let c: Awaited<ReturnType<typeof assetCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await assetCompany(t, 'PT Aset Tetap Jaya');
}, 120_000);
afterAll(() => t.close());

const msg = (key: Parameters<typeof translate>[1], params: Record<string, string> = {}) => translate('id', key, params);

describe('fiscal fixed asset types', () => {
  it('a new company has the six groups of UU PPh Pasal 11 under their Indonesian names', async () => {
    const list = (await c.req('GET', 'fa-fiscal-type/readall?size=50&sort=groupcode')).json().listdata as Record<string, unknown>[];
    expect(list.map((r) => [r.groupcode, r.fafisdesc, r.deprmethod, r.fisestlife, r.fisrate])).toEqual([
      ['BP', 'Bangunan Permanen', 1, 20, '5'],
      ['BTP', 'Bangunan Tidak Permanen', 1, 10, '10'],
      ['K1', 'Kelompok 1', 1, 4, '25'],
      ['K2', 'Kelompok 2', 1, 8, '12.5'],
      ['K3', 'Kelompok 3', 1, 16, '6.25'],
      ['K4', 'Kelompok 4', 1, 20, '5'],
    ]);
  });

  it('switching a group to declining balance takes its declining rate; a building stays straight line', async () => {
    const list = (await c.req('GET', 'fa-fiscal-type/readall?size=50')).json().listdata as Record<string, unknown>[];
    const k1 = list.find((r) => r.groupcode === 'K1')!;
    const res = await c.req('PUT', 'fa-fiscal-type', { ...k1, deprmethod: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ deprmethod: 2, fisrate: '50' });
    const bp = list.find((r) => r.groupcode === 'BP')!;
    const building = await c.req('PUT', 'fa-fiscal-type', { ...bp, deprmethod: 2 });
    expect(building.statusCode).toBe(400);
    expect(building.json().message).toEqual([`deprmethod: ${msg('FA_BUILDING_STRAIGHT_LINE')}`]);
    const noLife = await c.req('POST', 'fa-fiscal-type', { fafisdesc: 'Tanpa Umur', deprmethod: 1, fisestlife: 0 });
    expect(noLife.json().message).toEqual([`fisestlife: ${msg('FA_LIFE_REQUIRED')}`]);
    const own = await c.req('POST', 'fa-fiscal-type', { fafisdesc: 'Tidak Disusutkan', deprmethod: 0, fisestlife: 0 });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('a company from before the fiscal types gets the six groups on its first list', async () => {
    const old = await assetCompany(t, 'PT Perusahaan Lama');
    await withTenant(t.ctx.db, old.tenantId, async (tx) => {
      await tx.delete(faType).where(eq(faType.tenantId, old.tenantId));
      await tx.delete(faFiscalType).where(eq(faFiscalType.tenantId, old.tenantId));
    });
    const lookup = (await old.req('GET', 'fa-fiscal-type/readallBase?size=50&sort=groupcode')).json();
    expect(lookup.listdata.map((r: { groupcode: string }) => r.groupcode)).toEqual(['BP', 'BTP', 'K1', 'K2', 'K3', 'K4']);
    expect((await old.req('GET', 'fa-fiscal-type/readall')).json().total).toBe(6);
  });
});

describe('book fixed asset types', () => {
  it('checks each account is of its fitting type and postable, the life and the rate', async () => {
    const body = { assettype: 'PERAL', fatypedesc: 'Peralatan', deprmethod: 1, estlife: 4, assetglaccnt: c.acc.vehicles, accumglaccnt: c.acc.accumVehicles, expenseglaccnt: c.acc.depreciation };
    const cases: [Record<string, unknown>, string][] = [
      [{ assetglaccnt: c.acc.cash }, msg('FA_ACCOUNT_NOT_FIXED_ASSET', { field: 'assetglaccnt' })],
      [{ assetglaccnt: c.acc.fixedParent }, msg('FA_ACCOUNT_NOT_POSTABLE', { field: 'assetglaccnt' })],
      [{ accumglaccnt: c.acc.vehicles }, msg('FA_ACCOUNT_NOT_ACCUMULATED', { field: 'accumglaccnt' })],
      [{ expenseglaccnt: c.acc.sales }, msg('FA_ACCOUNT_NOT_EXPENSE', { field: 'expenseglaccnt' })],
      [{ expenseglaccnt: 987654 }, msg('V_REF_NOT_FOUND', { field: 'expenseglaccnt' })],
    ];
    for (const [change, message] of cases) {
      const res = await c.req('POST', 'fa-type', { ...body, ...change });
      expect({ change, status: res.statusCode, message: res.json().message }).toEqual({ change, status: 400, message });
    }
    expect((await c.req('POST', 'fa-type', { ...body, estlife: 0 })).json().message).toEqual([`estlife: ${msg('FA_LIFE_REQUIRED')}`]);
    expect((await c.req('POST', 'fa-type', { ...body, rate: '101' })).json().message).toEqual([`rate: ${msg('V_PERCENT')}`]);
    expect((await c.req('GET', 'fa-type/readall?search=peral')).json().total).toBe(0);
    const ok = await c.req('POST', 'fa-type', { ...body, deprmethod: 0, estlife: 0, rate: '12.5' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ assettype: 'PERAL', rate: '12.5', deprmethod: 0 });
  });
});

describe('fixed assets', () => {
  it('numbers FA-00001, takes method, life, rate and accounts from its type, posts the acquisition', async () => {
    expect((await c.req('GET', 'fixed-asset/getnumber')).json().data.number).toBe('FA-00001');
    const a = await c.asset();
    expect(a).toMatchObject({ assetcode: 'FA-00001', depmethod: 1, estimatedlife: 4, depreciationrate: '0', assetglaccnt: c.acc.vehicles, accumglaccnt: c.acc.accumVehicles, expenseglaccnt: c.acc.depreciation, cost: '12000000', accumulated: '0', bookvalue: '12000000', details: [], disposed: false });
    const lines = await c.history(a.id);
    expect(c.journalOf(lines, a.acquisitionjournalid as number)).toEqual([[c.acc.vehicles, '12000000'], [c.acc.cash, '-12000000']]);
    expect(lines[0]).toMatchObject({ transdate: '2025-01-10', form: 'fixed-asset', reversal: false, accumulated: '0', bookvalue: '12000000' });
    expect((await c.req('GET', 'fixed-asset/getnumber')).json().data.number).toBe('FA-00002');
    const audit = await c.req('GET', `fixed-asset/getaudit/${a.id}`);
    expect(audit.json().listdata[0].action).toBe('create');
  });

  it('an asset registered mid-life credits accumulated depreciation with its opening and opening equity with the rest', async () => {
    const a = await c.asset({ assetname: 'Truk Lama', cost: '10000000', accumopening: '4000000', purchasedate: '2022-01-05', usagedate: '2022-01-05', estimatedlife: 5, creditglaccnt: c.acc.openingEquity });
    const lines = await c.history(a.id);
    // Bought before the books start: the journal is dated the books' first day.
    expect(lines.map((l) => l.transdate)).toEqual(['2025-01-01', '2025-01-01', '2025-01-01']);
    expect(c.journalOf(lines, a.acquisitionjournalid as number)).toEqual([[c.acc.vehicles, '10000000'], [c.acc.accumVehicles, '-4000000'], [c.acc.openingEquity, '-6000000']]);
    expect(lines.at(-1)).toMatchObject({ accumulated: '4000000', bookvalue: '6000000' });
    expect(a).toMatchObject({ accumulated: '4000000', bookvalue: '6000000' });
  });

  it('recorded against a purchase posted elsewhere: no journal', async () => {
    const a = await c.asset({ assetname: 'Laptop', cost: '15000000', creditglaccnt: null, purchaseref: 'PI-00012' });
    expect(a.acquisitionjournalid).toBeNull();
    const lines = await c.history(a.id);
    expect(lines).toEqual([]);
    // Its fiscal type comes from the book type when left out; null is none.
    const fiscal = (await c.req('GET', 'fa-fiscal-type/readNo/Kelompok 1')).json().data.id as number;
    await c.req('PUT', 'fa-type', { ...(await c.req('GET', `fa-type/read/${c.typeId}`)).json().data, assetfistype: fiscal });
    const withType = await c.asset({ assetname: 'Mobil Dinas' });
    expect(withType.assetfistype).toBe(fiscal);
    const cleared = await c.req('PUT', 'fixed-asset', { ...withType, assetfistype: null });
    expect(cleared.json().data.assetfistype).toBeNull();
    const { assetfistype: _left, ...rest } = cleared.json().data;
    expect((await c.req('PUT', 'fixed-asset', rest)).json().data.assetfistype).toBeNull();
  });

  it('refuses bad input with the field named and creates nothing', async () => {
    const before = (await c.req('GET', 'fixed-asset/readall')).json().total;
    const peral = (await c.req('GET', 'fa-type/readNo/PERAL')).json().data.id as number;
    const base = { assetname: 'Salah', afistypeid: c.typeId, cost: '1000', purchasedate: '2025-02-01', usagedate: '2025-02-01', creditglaccnt: c.acc.cash };
    const cases: [Record<string, unknown>, string | string[]][] = [
      [{ residu: '1001' }, [`residu: ${msg('FA_RESIDU_ABOVE_COST')}`]],
      [{ accumopening: '900', residu: '200' }, [`accumopening: ${msg('FA_OPENING_ABOVE_BASIS')}`]],
      [{ usagedate: '2025-01-31' }, [`usagedate: ${msg('FA_USAGE_BEFORE_PURCHASE')}`]],
      [{ depmethod: 1, estimatedlife: 0 }, [`estimatedlife: ${msg('FA_LIFE_REQUIRED')}`]],
      [{ cost: '0' }, [`cost: ${msg('V_POSITIVE')}`]],
      [{ afistypeid: 987654 }, msg('V_REF_NOT_FOUND', { field: 'afistypeid' })],
      [{ creditglaccnt: 987654 }, msg('V_REF_NOT_FOUND', { field: 'creditglaccnt' })],
      [{ assetglaccnt: c.acc.rent }, msg('FA_ACCOUNT_NOT_FIXED_ASSET', { field: 'assetglaccnt' })],
      [{ expenseglaccnt: c.acc.cash }, msg('FA_ACCOUNT_NOT_EXPENSE', { field: 'expenseglaccnt' })],
      // The type PERAL does not depreciate (life 0): a method given without a life has none.
      [{ afistypeid: peral, depmethod: 1 }, msg('FA_LIFE_REQUIRED_FIELD', { field: 'estimatedlife' })],
    ];
    for (const [change, message] of cases) {
      const res = await c.req('POST', 'fixed-asset', { ...base, ...change });
      expect({ change, message: res.json().message }).toEqual({ change, message });
      expect(res.statusCode).toBe(400);
    }
    expect((await c.req('GET', 'fixed-asset/readall')).json().total).toBe(before);
  });

  it('an edit of the cost reverses and reposts the journal; a new name posts nothing', async () => {
    const a = await c.asset({ assetname: 'Motor', cost: '20000000', purchasedate: '2025-03-01', usagedate: '2025-03-01' });
    const renamed = await c.req('PUT', 'fixed-asset', { ...a, assetname: 'Motor Bebek' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.acquisitionjournalid).toBe(a.acquisitionjournalid);
    const edited = await c.req('PUT', 'fixed-asset', { ...renamed.json().data, cost: '21000000', purchasedate: '2025-03-02', usagedate: '2025-03-02' });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json().data;
    expect(after.acquisitionjournalid).not.toBe(a.acquisitionjournalid);
    const lines = await c.history(a.id);
    expect(lines.map((l) => [l.transdate, l.reversal, l.debit, l.credit])).toEqual([
      ['2025-03-01', false, '20000000', '0'],
      ['2025-03-01', false, '0', '20000000'],
      ['2025-03-01', true, '0', '20000000'],
      ['2025-03-01', true, '20000000', '0'],
      ['2025-03-02', false, '21000000', '0'],
      ['2025-03-02', false, '0', '21000000'],
    ]);
    expect(lines.at(-1)!.bookvalue).toBe('21000000');
    const audit = (await c.req('GET', `fixed-asset/getaudit/${a.id}`)).json().listdata;
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'update']);
    const stale = await c.req('PUT', 'fixed-asset', { ...a, assetname: 'Lama' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('lists with search and sort, reads by code', async () => {
    const list = (await c.req('GET', 'fixed-asset/readall?search=motor&sort=assetname')).json();
    expect(list.listdata.map((r: { assetname: string }) => r.assetname)).toEqual(['Motor Bebek']);
    const sorted = (await c.req('GET', 'fixed-asset/readall?sort=cost&dir=desc&size=2')).json().listdata;
    expect(sorted.map((r: { cost: string }) => r.cost)).toEqual(['21000000', '15000000']);
    const byCode = await c.req('GET', 'fixed-asset/readNo/FA-00001');
    expect(byCode.json().data.assetname).toBe('Mobil Box');
  });

  it('once depreciation is posted: cost, dates and method are fixed and the asset cannot be deleted; its name still changes', async () => {
    const a = await c.asset({ assetname: 'Genset', cost: '4800000', purchasedate: '2025-04-01', usagedate: '2025-04-01' });
    await withTenant(t.ctx.db, c.tenantId, (tx) => tx.insert(faDepreciation).values({ tenantId: c.tenantId, assetid: a.id, period: 202504, amount: '100000', journalid: null }));
    for (const change of [{ cost: '5000000' }, { usagedate: '2025-04-02' }, { depmethod: 2 }, { estimatedlife: 8 }]) {
      const res = await c.req('PUT', 'fixed-asset', { ...a, ...change });
      expect({ change, status: res.statusCode, message: res.json().message }).toEqual({ change, status: 409, message: msg('FA_DEPRECIATED') });
    }
    const del = await c.req('DELETE', `fixed-asset/delete/${a.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(msg('FA_DEPRECIATED'));
    const renamed = await c.req('PUT', 'fixed-asset', { ...a, assetname: 'Genset 5 kVA' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ details: [{ period: 202504, amount: '100000', journalid: null }], accumulated: '100000', bookvalue: '4700000' });
  });

  it('deletes an asset without depreciation and reverses its acquisition', async () => {
    const a = await c.asset({ assetname: 'Kursi', cost: '500000', purchasedate: '2025-05-01', usagedate: '2025-05-01' });
    const del = await c.req('DELETE', `fixed-asset/delete/${a.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await c.req('GET', `fixed-asset/read/${a.id}`)).statusCode).toBe(404);
    expect((await c.req('GET', `fixed-asset/getaudit/${a.id}`)).json().listdata.map((r: { action: string }) => r.action)).toEqual(['create', 'delete']);
  });

  it('a change dated in a closed month is refused (409 PERIOD_CLOSED); a new name is not a change of the journal', async () => {
    const a = await c.asset({ assetname: 'Tanah', cost: '90000000', depmethod: 0, estimatedlife: 0, purchasedate: '2025-01-20', usagedate: '2025-01-20' });
    const closed = await c.req('POST', 'periodeEnd', { month: 1, year: 2025 });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await c.req('PUT', 'fixed-asset', { ...a, cost: '95000000' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PERIOD_CLOSED', message: msg('PERIOD_CLOSED') });
    const moved = await c.req('PUT', 'fixed-asset', { ...a, purchasedate: '2025-02-01', usagedate: '2025-02-01' });
    expect(moved.json().code).toBe('PERIOD_CLOSED');
    const renamed = await c.req('PUT', 'fixed-asset', { ...a, assetname: 'Tanah Kavling' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const created = await c.req('POST', 'fixed-asset', { assetname: 'Meja', afistypeid: c.typeId, cost: '100', purchasedate: '2025-01-31', usagedate: '2025-01-31', creditglaccnt: c.acc.cash });
    expect(created.json().code).toBe('PERIOD_CLOSED');
    expect((await c.req('DELETE', `fixed-asset/delete/${a.id}`)).json().code).toBe('PERIOD_CLOSED');
  });
});
