import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { assetCompany } from './fixed-asset.fixture.ts';

/**
 * Disposal of fixed assets (sold with a gain or a loss, written off, registered mid-life), its undo, the asset's
 * ledger history, refusals, 16 concurrent disposals and tenant isolation (issue 14), on PGlite and PostgreSQL.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof assetCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await assetCompany(t, 'PT Lepas Aset');
}, 120_000);
afterAll(() => t.close());

const msg = (key: Parameters<typeof translate>[1], params: Record<string, string> = {}) => translate('id', key, params);
type Asset = Awaited<ReturnType<typeof c.asset>>;
const dispose = (a: Asset, body: Record<string, unknown>) =>
  c.req('POST', 'fixed-asset/disposed', { assetid: a.id, version: a.version, disposaltype: 0, proceeds: '0', proceedsglaccnt: c.acc.cash, gainlossglaccnt: c.acc.gainLoss, ...body });
/** Six months (January to June 2025) of 250,000 caught up: expense debited, accumulated depreciation credited. */
const catchUp = (months: number) => Array.from({ length: months }, () => [[c.acc.depreciation, '250000'], [c.acc.accumVehicles, '-250000']]).flat();

describe('disposal journals', () => {
  const cases = [
    {
      name: 'sold with a gain',
      asset: {},
      body: { disposaldate: '2025-07-10', proceeds: '11000000' },
      lines: () => [...catchUp(6), [c.acc.accumVehicles, '1500000'], [c.acc.cash, '11000000'], [c.acc.vehicles, '-12000000'], [c.acc.gainLoss, '-500000']],
      figures: { accumulated: '1500000', bookvalue: '10500000' },
    },
    {
      name: 'sold with a loss',
      asset: {},
      body: { disposaldate: '2025-07-10', proceeds: '10000000' },
      lines: () => [...catchUp(6), [c.acc.accumVehicles, '1500000'], [c.acc.cash, '10000000'], [c.acc.vehicles, '-12000000'], [c.acc.gainLoss, '500000']],
      figures: { accumulated: '1500000', bookvalue: '10500000' },
    },
    {
      name: 'written off',
      asset: {},
      body: { disposaldate: '2025-07-10', disposaltype: 1, proceedsglaccnt: null },
      lines: () => [...catchUp(6), [c.acc.accumVehicles, '1500000'], [c.acc.vehicles, '-12000000'], [c.acc.gainLoss, '10500000']],
      figures: { accumulated: '1500000', bookvalue: '10500000' },
    },
    {
      // Cost 10,000,000 with 4,000,000 accumulated before the books (2025-01): 6,000,000 over the 24 months left.
      name: 'registered mid-life, sold',
      asset: { cost: '10000000', accumopening: '4000000', purchasedate: '2022-01-05', usagedate: '2022-01-05', estimatedlife: 5, creditglaccnt: 0 },
      body: { disposaldate: '2025-03-05', proceeds: '5600000' },
      lines: () => [...catchUp(2), [c.acc.accumVehicles, '4500000'], [c.acc.cash, '5600000'], [c.acc.vehicles, '-10000000'], [c.acc.gainLoss, '-100000']],
      figures: { accumulated: '4500000', bookvalue: '5500000' },
    },
  ];

  for (const k of cases) {
    it(k.name, async () => {
      const a = await c.asset({ ...k.asset, ...(k.asset.creditglaccnt === 0 ? { creditglaccnt: c.acc.openingEquity } : {}) });
      const res = await dispose(a, k.body);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ disposed: true, disposaldate: k.body.disposaldate, ...k.figures });
      expect(data.details.every((d: { journalid: number }) => d.journalid === data.disposaljournalid)).toBe(true);
      const lines = await c.history(a.id);
      expect(c.journalOf(lines, data.disposaljournalid)).toEqual(k.lines());
      expect(lines.at(-1)).toMatchObject({ form: 'fixed-asset-disposal', transdate: k.body.disposaldate, accumulated: '0', bookvalue: '0' });
    });
  }

  it('the ledger stays balanced', async () => {
    expect(await withTenant(t.ctx.db, c.tenantId, (tx) => balanceDifferences(tx, c.tenantId))).toEqual([]);
  });
});

describe('undo and dispose again', () => {
  it('the undo reverses the disposal and its catch-up; a later disposal catches up one month more', async () => {
    const a = await c.asset({ assetname: 'Pickup' });
    const first = (await dispose(a, { disposaldate: '2025-07-10', proceeds: '11000000' })).json().data;
    const undone = await c.req('PUT', 'fixed-asset/undoDisposed', { assetid: a.id, version: first.version });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ disposed: false, disposaldate: null, disposaltype: null, disposaljournalid: null, proceeds: '0', details: [], accumulated: '0', bookvalue: '12000000' });
    const afterUndo = await c.history(a.id);
    const reversal = afterUndo.filter((l) => l.reversal);
    expect(reversal.map((l) => l.transdate)).toEqual(Array(reversal.length).fill('2025-07-10'));
    expect(reversal).toHaveLength(16);
    expect(afterUndo.at(-1)).toMatchObject({ accumulated: '0', bookvalue: '12000000' });
    const again = await dispose(undone.json().data, { disposaldate: '2025-08-01', proceeds: '11000000' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.details.map((d: { period: number }) => d.period)).toEqual([202501, 202502, 202503, 202504, 202505, 202506, 202507]);
    const lines = await c.history(a.id);
    expect(c.journalOf(lines, again.json().data.disposaljournalid).slice(-4)).toEqual([[c.acc.accumVehicles, '1750000'], [c.acc.cash, '11000000'], [c.acc.vehicles, '-12000000'], [c.acc.gainLoss, '-750000']]);
    const audit = (await c.req('GET', `fixed-asset/getaudit/${a.id}`)).json().listdata;
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(audit[1].changes.disposed).toEqual([false, true]);
  });
});

describe('refusals', () => {
  it('names the field or the state, and changes nothing', async () => {
    const a = await c.asset({ assetname: 'Forklift' });
    const cases: [Record<string, unknown>, number, string | string[]][] = [
      [{ disposaldate: '2025-01-09' }, 400, msg('FA_DISPOSAL_BEFORE_PURCHASE')],
      [{ disposaldate: '2025-07-10', disposaltype: 1, proceeds: '100' }, 400, msg('FA_WRITEOFF_PROCEEDS')],
      [{ disposaldate: '2025-07-10', proceeds: '100', proceedsglaccnt: null }, 400, msg('FA_PROCEEDS_ACCOUNT_REQUIRED')],
      [{ disposaldate: '2025-07-10', proceeds: '100', gainlossglaccnt: null }, 400, msg('FA_GAINLOSS_ACCOUNT_REQUIRED')],
      [{ disposaldate: '2025-07-10', gainlossglaccnt: c.acc.cash }, 400, msg('FA_ACCOUNT_NOT_PROFIT_LOSS', { field: 'gainlossglaccnt' })],
      [{ disposaldate: '2025-07-10', proceeds: '100', proceedsglaccnt: 987654 }, 400, msg('V_REF_NOT_FOUND', { field: 'proceedsglaccnt' })],
      [{ disposaldate: '2025-07-10', version: a.version + 5 }, 409, msg('STALE_VERSION')],
      [{ disposaldate: '2025-13-01' }, 400, [`disposaldate: ${msg('V_DATE')}`]],
      [{ disposaldate: '2025-07-10', disposaltype: 2 }, 400, [`disposaltype: ${msg('V_INVALID_OPTION', { options: '0, 1' })}`]],
      [{ disposaldate: '2025-07-10', assetid: 987654 }, 404, msg('NOT_FOUND')],
    ];
    for (const [body, status, message] of cases) {
      const res = await dispose(a, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status, message });
    }
    expect((await c.req('GET', `fixed-asset/read/${a.id}`)).json().data).toMatchObject({ disposed: false, version: a.version, details: [] });
    expect(await c.history(a.id)).toHaveLength(2);
    const notDisposed = await c.req('PUT', 'fixed-asset/undoDisposed', { assetid: a.id, version: a.version });
    expect(notDisposed.statusCode).toBe(409);
    expect(notDisposed.json().message).toBe(msg('FA_NOT_DISPOSED'));
  });

  it('a disposed asset is not disposed twice, edited or deleted', async () => {
    const a = await c.asset({ assetname: 'Mesin Potong' });
    const d = (await dispose(a, { disposaldate: '2025-05-02', proceeds: '12000000' })).json().data;
    const twice = await dispose(d, { disposaldate: '2025-05-03' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(msg('FA_ALREADY_DISPOSED'));
    const edit = await c.req('PUT', 'fixed-asset', { ...d, assetname: 'Mesin' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(msg('FA_DISPOSED'));
    const del = await c.req('DELETE', `fixed-asset/delete/${a.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(msg('FA_DISPOSED'));
  });

  it('a USER without the edit right on fixed assets may not dispose (403, in English)', async () => {
    const clerk = await createVerifiedUser(t, { language: 'en' });
    await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(c.token), payload: { tenantId: c.tenantId, email: clerk.email, roleId: 3 } });
    const as = c.as(await signIn(t, clerk.username, clerk.password));
    const a = await c.asset({ assetname: 'Printer' });
    const res = await as('POST', 'fixed-asset/disposed', { assetid: a.id, version: a.version, disposaldate: '2025-06-01', disposaltype: 1, proceeds: '0', gainlossglaccnt: c.acc.gainLoss });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCESS_DENIED', message: "You don't have access to edit" });
    expect((await as('GET', `general-ledger-history-fasset/${a.id}`)).statusCode).toBe(200);
  });
});

describe('16 concurrent disposals of one asset', () => {
  it('exactly one succeeds; the rest are told it is already disposed', async () => {
    const a = await c.asset({ assetname: 'Kompresor' });
    const results = await Promise.all(Array.from({ length: 16 }, () => dispose(a, { disposaldate: '2025-07-10', proceeds: '11000000' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect({ status: r.statusCode, code: r.json().code }).toEqual({ status: 409, code: 'FA_ALREADY_DISPOSED' });
    const lines = await c.history(a.id);
    expect(new Set(lines.filter((l) => l.form === 'fixed-asset-disposal').map((l) => l.journalid)).size).toBe(1);
    expect((await c.req('GET', `fixed-asset/read/${a.id}`)).json().data.details).toHaveLength(6);
    expect(await withTenant(t.ctx.db, c.tenantId, (tx) => balanceDifferences(tx, c.tenantId))).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('another company reads, disposes, undoes and edits none of the assets and types; sees its own six fiscal types', async () => {
    const a = await c.asset({ assetname: 'Rahasia' });
    const d = (await dispose(await c.asset({ assetname: 'Rahasia 2' }), { disposaldate: '2025-06-01', proceeds: '12000000' })).json().data;
    const fiscalId = (await c.req('GET', 'fa-fiscal-type/readall')).json().listdata[0].id as number;
    const b = await assetCompany(t, 'PT Tetangga Aset', 'en');
    for (const url of [`fixed-asset/read/${a.id}`, `fixed-asset/getaudit/${a.id}`, `general-ledger-history-fasset/${a.id}`, `fa-type/read/${c.typeId}`, `fixed-asset/getScreen/${a.id}`, `fa-fiscal-type/read/${fiscalId}`]) {
      expect({ url, status: (await b.req('GET', url)).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await b.req('POST', 'fixed-asset/disposed', { assetid: a.id, version: a.version, disposaldate: '2025-06-01', disposaltype: 1, proceeds: '0', gainlossglaccnt: b.acc.gainLoss })).statusCode).toBe(404);
    expect((await b.req('PUT', 'fixed-asset/undoDisposed', { assetid: d.id, version: d.version })).statusCode).toBe(404);
    expect((await b.req('PUT', 'fixed-asset', { ...a, afistypeid: b.typeId })).statusCode).toBe(404);
    expect((await b.req('DELETE', `fixed-asset/delete/${a.id}`)).statusCode).toBe(404);
    expect((await b.req('GET', 'fixed-asset/readall')).json().total).toBe(0);
    expect((await b.req('GET', 'fa-fiscal-type/readall')).json().total).toBe(6);
    // A's type and accounts are unknown to B.
    const foreign = await b.req('POST', 'fixed-asset', { assetname: 'X', afistypeid: c.typeId, cost: '100', purchasedate: '2025-02-01', usagedate: '2025-02-01', creditglaccnt: b.acc.cash });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(translate('en', 'V_REF_NOT_FOUND', { field: 'afistypeid' }));
    const own = await b.asset({ assetname: 'Milik B' });
    const early = await b.req('POST', 'fixed-asset/disposed', { assetid: own.id, version: own.version, disposaldate: '2025-01-01', disposaltype: 1, proceeds: '0', gainlossglaccnt: b.acc.gainLoss });
    expect(early.json().message).toBe(translate('en', 'FA_DISPOSAL_BEFORE_PURCHASE'));
    expect((await c.req('GET', `fixed-asset/read/${a.id}`)).json().data).toMatchObject({ assetname: 'Rahasia', disposed: false, version: a.version });
  });
});

describe('closed months', () => {
  it('a disposal dated in a closed month, and the undo of one, are refused (409 PERIOD_CLOSED)', async () => {
    const a = await c.asset({ assetname: 'Rak Besi' });
    const b = await c.asset({ assetname: 'Rak Kayu' });
    const d = (await dispose(a, { disposaldate: '2025-09-05', proceeds: '12000000' })).json().data;
    const closed = await c.req('POST', 'periodeEnd', { month: 9, year: 2025 });
    expect(closed.statusCode, closed.body).toBe(200);
    const undo = await c.req('PUT', 'fixed-asset/undoDisposed', { assetid: a.id, version: d.version });
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ code: 'PERIOD_CLOSED', message: msg('PERIOD_CLOSED') });
    const current = (await c.req('GET', `fixed-asset/read/${b.id}`)).json().data;
    const late = await dispose(current, { disposaldate: '2025-09-30', proceeds: '1' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PERIOD_CLOSED');
    expect((await c.req('GET', `fixed-asset/read/${a.id}`)).json().data.disposed).toBe(true);
  });
});
