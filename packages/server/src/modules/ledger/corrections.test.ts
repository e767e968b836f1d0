import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, type Tx } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from './journal.repo.ts';

/**
 * Reports answer the current state by default (API.md §5): a voucher of 10 juta edited to 12 juta reads, in every
 * report, like a company where 12 juta was posted directly; `corrections=1` shows the whole trail with the
 * reversal marked. Closing balances are the same either way.
 */
type Req = Awaited<ReturnType<typeof companyFixture>>['req'];
let t: TestApp;
let edited: Req;
let direct: Req;
let editedTenant: number;

const v = (date: string, debit: string, credit: string, amount: string, description: string) => ({ transdate: date, description, details: [{ glaccount: debit, glamount: amount }, { glaccount: credit, glamount: `-${amount}` }] });
/** The same ledger in both companies, apart from the receipt of `receipt` on 10 October. */
const before = [v('2026-09-20', '1-10002', '3-10000', '5000000', 'Setoran modal'), v('2026-10-10', '6-10200', '1-10002', '1500000', 'Sewa Oktober')];
const after = [v('2026-10-12', '6-10300', '1-10002', '250000.5', 'Listrik'), v('2026-10-20', '1-10003', '1-10002', '3000000', 'Setor ke bank'), v('2026-11-02', '6-10200', '1-10002', '100000', 'Sewa November')];
const receipt = (amount: string) => v('2026-10-10', '1-10002', '4-10000', amount, 'Penjualan tunai');

async function post(req: Req, form: string, body: object) {
  const res = await req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; version: number };
}

async function get(req: Req, path: string) {
  const res = await req('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

interface Line { transdate: string; docno: string; form: string; description: string; debit: string; credit: string; balance: string; reversal?: boolean }
/** A line without the ids that differ between two companies. */
const line = (l: Line) => [l.transdate, l.docno, l.form, l.description, l.debit, l.credit, l.balance, l.reversal ?? false];

beforeAll(async () => {
  t = await createTestApp();
  let tenantId: number;
  ({ req: edited, tenantId } = await companyFixture(t, 'PT Koreksi Jurnal', { language: 'id' }));
  editedTenant = tenantId;
  ({ req: direct } = await companyFixture(t, 'PT Tanpa Koreksi', { language: 'id' }));
  for (const req of [edited, direct]) for (const body of before) await post(req, 'journal-voucher', body);
  const doc = await post(edited, 'other-receipt', receipt('10000000'));
  await post(direct, 'other-receipt', receipt('12000000'));
  for (const req of [edited, direct]) for (const body of after) await post(req, 'journal-voucher', body);
  const res = await edited('PUT', 'other-receipt', { ...receipt('12000000'), jvid: doc.id, version: doc.version });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

describe('corrections do not inflate reports', () => {
  it('trial balance: movements as if 12 juta had been posted directly; the trail only with corrections=1', async () => {
    const rows = async (req: Req, q = '') => (await get(req, `trial-balance?from=2026-10&to=2026-10${q}`)).listdata.map((r: Record<string, string>) => [r.glaccount, r.opening, r.debit, r.credit, r.ending]);
    const expected = await rows(direct);
    expect(await rows(edited)).toEqual(expected);
    const cash = (await rows(edited)).find((r: string[]) => r[0] === '1-10002');
    expect(cash).toEqual(['1-10002', '5000000', '12000000', '4750000.5', '12249999.5']);
    const trail = await rows(edited, '&corrections=1');
    expect(trail.find((r: string[]) => r[0] === '1-10002')).toEqual(['1-10002', '5000000', '22000000', '14750000.5', '12249999.5']);
    // Closing balances are the same either way.
    expect(trail.map((r: string[]) => [r[0], r[1], r[4]])).toEqual(expected.map((r: string[]) => [r[0], r[1], r[4]]));
  });

  it('balances by period (glbalance): the same rule', async () => {
    const rows = async (req: Req, q = '') => (await get(req, `glbalance?fyear=2026${q}`)).listdata.map((r: Record<string, string>) => [r.glaccount, r.openingbal, r.debit, r.credit, r.balance]);
    expect(await rows(edited)).toEqual(await rows(direct));
    const trail = await rows(edited, '&corrections=1');
    expect(trail.find((r: string[]) => r[0] === '4-10000')).toEqual(['4-10000', '0', '10000000', '22000000', '-12000000']);
    expect(trail.map((r: string[]) => r[4])).toEqual((await rows(direct)).map((r: string[]) => r[4]));
  });

  it('account history: one line for the voucher; with corrections=1 three, the reversal marked', async () => {
    const history = async (req: Req, q = '') => {
      const res = await get(req, `glaccount-glhist?DFROM=2026-10-01&DTO=2026-10-31&VGLACCOUNT=1-10002${q}`);
      return { opening: res.opening as string, lines: (res.listdata as Line[]).map(line) };
    };
    const expected = await history(direct);
    expect(await history(edited)).toEqual(expected);
    expect(expected.lines.filter((l) => l[2] === 'other-receipt')).toHaveLength(1);
    const trail = await history(edited, '&corrections=1');
    const voucher = trail.lines.filter((l) => l[2] === 'other-receipt');
    expect(voucher.map((l) => [l[4], l[5], l[7]])).toEqual([
      ['10000000', '0', false],
      ['0', '10000000', true],
      ['12000000', '0', false],
    ]);
    expect(trail.lines.at(-1)![6]).toBe(expected.lines.at(-1)![6]);
  });

  it('account history paged one line at a time: the running balance of every page is the current state', async () => {
    const pages = async (req: Req) => {
      const lines: unknown[] = [];
      let after = '';
      for (let i = 0; i < 20; i++) {
        const res = await get(req, `glaccount-glhist?DFROM=2026-10-01&DTO=2026-10-31&VGLACCOUNT=1-10002&size=1${after}`);
        lines.push(...(res.listdata as Line[]).map(line));
        if (!res.next) return lines;
        after = `&after=${res.next}`;
      }
      throw new Error('did not end');
    };
    expect(await pages(edited)).toEqual(await pages(direct));
  });

  it('general ledger detail: lines, opening and closing as if posted directly', async () => {
    const detail = async (req: Req, q = '') => (await get(req, `general-ledger-detail?from=2026-10-01&to=2026-10-31${q}`)).listdata.map((a: { glaccount: string; opening: string; closing: string; lines: Line[] }) => [a.glaccount, a.opening, a.lines.map(line), a.closing]);
    const expected = await detail(direct);
    expect(await detail(edited)).toEqual(expected);
    const trail = await detail(edited, '&corrections=1');
    expect(trail.map((a: unknown[]) => [a[0], a[1], a[3]])).toEqual(expected.map((a: unknown[]) => [a[0], a[1], a[3]]));
    const revenue = trail.find((a: unknown[]) => a[0] === '4-10000')[2];
    expect(revenue.map((l: unknown[]) => l[7])).toEqual([false, true, false]);
  });

  it('bank book: the same rule', async () => {
    const book = async (req: Req, q = '') => (await get(req, `bank-book?glaccount=1-10002&from=2026-10-01&to=2026-11-30${q}`)).listdata.map(line);
    expect(await book(edited)).toEqual(await book(direct));
    expect(await book(edited, '&corrections=1')).toHaveLength((await book(direct)).length + 2);
  });

  it('exports: the current state by default, the trail with a marked column on request', async () => {
    for (const path of ['trial-balance?from=2026-10&to=2026-10', 'glbalance?fyear=2026', 'glaccount-glhist?DFROM=2026-10-01&DTO=2026-10-31&VGLACCOUNT=1-10002', 'bank-book?glaccount=1-10002&from=2026-10-01&to=2026-10-31', 'general-ledger-detail?from=2026-10-01&to=2026-10-31']) {
      const csv = async (req: Req, q = '') => {
        const res = await req('GET', `${path}&format=csv${q}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.body;
      };
      expect(await csv(edited), path).toBe(await csv(direct));
    }
    const trail = await (await edited('GET', 'glaccount-glhist?DFROM=2026-10-01&DTO=2026-10-31&VGLACCOUNT=1-10002&format=csv&corrections=1')).body;
    expect(trail.split('\n')[0]).toContain('Koreksi');
    expect(trail.split('\n').filter((r) => r.includes('Pembalikan'))).toHaveLength(1);
  });

  it('statements are unchanged (they show net amounts) and the balance table stays consistent with the lines', async () => {
    const pl = async (req: Req) => (await get(req, 'profit-loss?from=2026-10&to=2026-10')).totals;
    expect(await pl(edited)).toEqual(await pl(direct));
    const bs = async (req: Req) => (await get(req, 'balance-sheet?at=2026-11')).totals;
    expect(await bs(edited)).toEqual(await bs(direct));
    expect(await withTenant(t.ctx.db, editedTenant, (tx) => balanceDifferences(tx, editedTenant))).toEqual([]);
  });

  it("migration 0029's backfill gives existing reversals the same corrections the postings keep", async () => {
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0029_report_corrections.sql'), 'utf8');
    // The statement the migration runs for each company, with the company's id for the loop variable.
    const update = /UPDATE account_period_balance b[\s\S]*?currencyid = c\.currencyid;/.exec(file)![0].replace(/\bt\b/g, String(editedTenant));
    const stored = async (tx: Tx) =>
      ((await tx.execute(sql`select glid, period, corrected::text from account_period_balance where tenant_id = ${editedTenant} order by 1, 2`)) as unknown as { rows: { glid: number; period: number; corrected: string }[] }).rows;
    await withTenant(t.ctx.db, editedTenant, async (tx) => {
      const before = await stored(tx);
      expect(before.some((r) => r.corrected !== '0')).toBe(true);
      await tx.execute(sql`update account_period_balance set corrected = 0 where tenant_id = ${editedTenant}`);
      await tx.execute(sql.raw(update));
      expect(await stored(tx)).toEqual(before);
    });
  });

  it('refuses a corrections value it does not know', async () => {
    expect((await edited('GET', 'trial-balance?from=2026-10&to=2026-10&corrections=yes')).statusCode).toBe(400);
  });
});
