import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
const v = (date: string, debit: string, credit: string, amount: string) => ({ transdate: date, details: [{ glaccount: debit, glamount: amount }, { glaccount: credit, glamount: `-${amount}` }] });

beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Bank Rekon', { language: 'en' }));
  await req('POST', 'other-receipt', v('2026-10-01', '1-10003', '4-10000', '10000000'));
  await req('POST', 'other-payment', v('2026-10-05', '6-10200', '1-10003', '2500000'));
  await req('POST', 'other-payment', v('2026-10-28', '8-10100', '1-10003', '15000'));
});
afterAll(() => t.close());

describe('bank book and reconciliation', () => {
  it('lists the bank book with a running balance, for cash and bank accounts only', async () => {
    const book = (await req('GET', 'bank-book?glaccount=1-10003&from=2026-10-01&to=2026-10-31')).json();
    expect(book.listdata.map((r: { debit: string; credit: string; balance: string }) => [r.debit, r.credit, r.balance])).toEqual([
      ['10000000', '0', '10000000'],
      ['0', '2500000', '7500000'],
      ['0', '15000', '7485000'],
    ]);
    expect((await req('GET', 'bank-book?glaccount=6-10200&from=2026-10-01&to=2026-10-31')).statusCode).toBe(404);
  });

  it('reconciles: ticks cleared lines, computes the difference, remembers the last reconciliation', async () => {
    const detail = (await req('GET', 'reconciliation-detail?glaccount=1-10003&enddate=2026-10-31')).json().data;
    expect(detail).toMatchObject({ lastposteddate: null, lastbankbalance: '0', bankbookbalance: '7485000' });
    expect(detail.uncleared).toHaveLength(3);
    const [receipt, payment] = detail.uncleared;
    const saved = await req('POST', 'reconciliation', { glaccount: '1-10003', enddate: '2026-10-31', statementbalance: '7500000', cleared: [receipt, payment].map((l: { journalid: number; seq: number }) => ({ journalid: l.journalid, seq: l.seq })) });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ clearedbalance: '7500000', selisihsaldo: '0', balanced: true });
    const next = (await req('GET', 'reconciliation-detail?glaccount=1-10003&enddate=2026-11-30')).json().data;
    expect(next).toMatchObject({ lastposteddate: '2026-10-31', lastbankbalance: '7500000' });
    expect(next.uncleared.map((l: { credit: string }) => l.credit)).toEqual(['15000']);
    expect((await req('GET', 'reconciliation?glaccount=1-10003')).json().listdata).toHaveLength(1);
    const twice = await req('POST', 'reconciliation', { glaccount: '1-10003', enddate: '2026-11-30', statementbalance: '1', cleared: [{ journalid: receipt.journalid, seq: receipt.seq }] });
    expect(twice.statusCode).toBe(409);
    expect((await req('POST', 'reconciliation', { glaccount: '1-10003', enddate: '2026-09-30', statementbalance: '1', cleared: [] })).statusCode).toBe(409);
  });

  it('answers selisihsaldo against the statement balance given, else the last reconciled one', async () => {
    const detail = async (query: string) => (await req('GET', `reconciliation-detail?glaccount=1-10003&enddate=2026-11-30${query}`)).json().data;
    expect(await detail('')).toMatchObject({ statementbalance: '7500000', clearedbalance: '7500000', selisihsaldo: '0' });
    expect(await detail('&balance=7485000.25')).toMatchObject({ statementbalance: '7485000.25', clearedbalance: '7500000', selisihsaldo: '-14999.75' });
    expect((await req('GET', 'reconciliation-detail?glaccount=1-10003&enddate=2026-11-30&balance=abc')).statusCode).toBe(400);
  });
  it('leaves a correction out of the lines to reconcile unless its first posting was already cleared', async () => {
    type Line = { journalid: number; seq: number; debit: string; credit: string };
    const uncleared = async () => ((await req('GET', 'reconciliation-detail?glaccount=1-10003&enddate=2026-12-31')).json().data.uncleared as Line[]).map((l) => [l.debit, l.credit]);
    const edit = async (created: { id: number; version: number }, date: string, amount: string) =>
      expect((await req('PUT', 'other-payment', { ...v(date, '6-10200', '1-10003', amount), jvid: created.id, version: created.version })).statusCode).toBe(200);

    // Edited before any reconciliation: the first posting and its reversal cancel out and are not offered.
    const rent = (await req('POST', 'other-payment', v('2026-12-05', '6-10200', '1-10003', '1000000'))).json().data;
    await edit(rent, '2026-12-05', '1200000');
    expect(await uncleared()).toEqual([['0', '15000'], ['0', '1200000']]);

    // Cleared, then edited: the bank has the first amount, so its reversal must be reconciled with the new posting.
    const fee = (await req('POST', 'other-payment', v('2026-12-10', '6-10200', '1-10003', '300000'))).json().data;
    const feeLine = ((await req('GET', 'reconciliation-detail?glaccount=1-10003&enddate=2026-12-10')).json().data.uncleared as Line[]).find((l) => l.credit === '300000')!;
    expect((await req('POST', 'reconciliation', { glaccount: '1-10003', enddate: '2026-12-10', statementbalance: '7200000', cleared: [{ journalid: feeLine.journalid, seq: feeLine.seq }] })).statusCode).toBe(201);
    await edit(fee, '2026-12-10', '350000');
    expect(await uncleared()).toEqual([['0', '15000'], ['0', '1200000'], ['300000', '0'], ['0', '350000']]);
  });
});
