import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from './journal.repo.ts';

let t: TestApp;
let tenantId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, req } = await companyFixture(t, 'PT Tutup Buku', { language: 'en' }));
  await req('PUT', 'company', { companyname: 'PT Tutup Buku', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2025-01-01', fiscalyear: '2025' });
});
afterAll(() => t.close());

const voucher = (date: string, debit: string, credit: string, amount: string) => ({ transdate: date, details: [{ glaccount: debit, glamount: amount }, { glaccount: credit, glamount: `-${amount}` }] });
const tb = async (from: string, to: string) => (await req('GET', `trial-balance?from=${from}&to=${to}`)).json().listdata as { glaccount: string; opening: string; debit: string; credit: string; ending: string }[];

describe('period end', () => {
  let march: { id: number; version: number };

  it('closes the year: profit and loss moves to retained earnings, and closed months refuse postings', async () => {
    march = (await req('POST', 'journal-voucher', voucher('2025-03-10', '1-10002', '4-10000', '10000000'))).json().data;
    await req('POST', 'journal-voucher', voucher('2025-04-15', '6-10200', '1-10002', '4000000'));
    const check = (await req('GET', 'cekPeriodeEnd?month=12&year=2025')).json().data;
    expect(check).toMatchObject({ closable: true, problems: [] });
    const closed = await req('POST', 'periodeEnd', { month: 12, year: 2025 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.closed).toHaveLength(12);

    const jan = await tb('2026-01', '2026-01');
    const ending = Object.fromEntries(jan.map((r) => [r.glaccount, r.ending]));
    expect(ending['3-20000']).toBe('-6000000');
    expect(ending['4-10000']).toBe('0');
    expect(ending['6-10200']).toBe('0');
    expect(ending['1-10002']).toBe('6000000');
    expect(jan.reduce((s, r) => s + Number(r.ending), 0)).toBe(0);

    const late = await req('POST', 'journal-voucher', voucher('2025-06-01', '6-10200', '1-10002', '1000'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PERIOD_CLOSED', message: 'The transaction period is closed.' });
    expect((await req('PUT', 'journal-voucher', { ...voucher('2025-03-10', '1-10002', '4-10000', '1'), jvid: march.id, version: march.version })).statusCode).toBe(409);
    expect((await req('DELETE', `journal-voucher/delete/${march.id}`)).statusCode).toBe(409);
    expect((await req('GET', 'cekPeriodeEnd?month=6&year=2025')).json().data).toMatchObject({ closable: false, problems: ['PERIOD_ALREADY_CLOSED'] });
    expect(await withTenant(t.ctx.db, tenantId, (tx) => balanceDifferences(tx, tenantId))).toEqual([]);
  });

  it('an ADMINISTRATOR reopens; the year-end journal is reversed and postings are allowed again', async () => {
    const before = (await req('GET', 'closed-periods')).json().listdata as { period: number; closedBy: number; closedAt: string }[];
    expect(before.map((r) => r.period)).toEqual([202512, 202511, 202510, 202509, 202508, 202507, 202506, 202505, 202504, 202503, 202502, 202501]);
    expect(before[0]!.closedBy).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(before[0]!.closedAt))).toBe(false);
    const reopened = await req('DELETE', 'periodeEnd?month=11&year=2025');
    expect((await req('GET', 'closed-periods')).json().listdata.map((r: { period: number }) => r.period)[0]).toBe(202510);
    expect(reopened.json().data.reopened.sort()).toEqual([202511, 202512]);
    const jan = Object.fromEntries((await tb('2026-01', '2026-01')).map((r) => [r.glaccount, r.ending]));
    expect(jan['3-20000']).toBe('0');
    expect(jan['4-10000']).toBe('-10000000');
    expect((await req('POST', 'journal-voucher', voucher('2025-11-20', '6-10200', '1-10002', '1000'))).statusCode).toBe(201);
    expect((await req('POST', 'journal-voucher', voucher('2025-10-20', '6-10200', '1-10002', '1000'))).statusCode).toBe(409);
  });

  it('refuses a date outside the error window of the preferences, and accepts one outside only the warning window', async () => {
    const p = (await req('GET', 'preference')).json().data;
    delete p.pcurrency[0].isbase;
    const windows = { wperiodfrompp: 2, wperiodfromyyyy: 2026, wperiodtopp: 11, wperiodtoyyyy: 2026, eperiodfrompp: 1, eperiodfromyyyy: 2026, eperiodtopp: 12, eperiodtoyyyy: 2026 };
    const saved = await req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, ...windows } });
    expect(saved.statusCode).toBe(200);
    const before = await tb('2026-01', '2026-12');
    const outside = await req('POST', 'journal-voucher', voucher('2027-01-05', '6-10200', '1-10002', '1000'));
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({ code: 'PERIOD_ERROR_WINDOW', message: 'The transaction date is outside the error period set in the company preferences.' });
    expect(await tb('2026-01', '2026-12')).toEqual(before);
    // Outside the warning window only: the web asks for confirmation, the server posts.
    expect((await req('POST', 'journal-voucher', voucher('2026-12-05', '6-10200', '1-10002', '1000'))).statusCode).toBe(201);
    const q = saved.json().data;
    delete q.pcurrency[0].isbase;
    expect((await req('PUT', 'preference', { ...q, pcompany: { ...q.pcompany, eperiodfrompp: null, eperiodfromyyyy: null, eperiodtopp: null, eperiodtoyyyy: null } })).statusCode).toBe(200);
  });

  it('refuses to close a month that has not ended, and bad months', async () => {
    const now = new Date();
    const res = await req('POST', 'periodeEnd', { month: now.getMonth() + 1, year: now.getFullYear() });
    expect(res.statusCode).toBe(409);
    expect((await req('POST', 'periodeEnd', { month: 13, year: 2025 })).statusCode).toBe(400);
  });
});
