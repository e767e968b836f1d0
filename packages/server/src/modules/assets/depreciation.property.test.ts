import { addMonths, bookSchedule, depreciationOf } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { propertySeed } from '../../test/property-seed.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { depreciationRows } from './asset-test-helper.ts';
import { DEPRECIATION_DECIMALS } from './depreciation.service.ts';
import { assetCompany } from './fixed-asset.fixture.ts';

/**
 * Model-based property test of fixed asset lifecycles through the API: acquisitions with random method, life, rate,
 * residual and mid-life registrations; period ends; reopenings; disposals (sale or write-off) and their undo. After
 * every command: each asset's accumulated depreciation ≤ cost − residual; its rows are its schedule's amounts and
 * what its own accumulated depreciation account holds (with the opening its acquisition credited and the disposal's
 * clearing); the period end's rows lie in closed months; at most one standing depreciation journal per month; every
 * journal balances. ASSET_PROPERTY_RUNS sets the runs (20 by default), ASSET_PROPERTY_SEED the seed.
 */
const RUNS = Number(process.env.ASSET_PROPERTY_RUNS ?? 20);
const FIRST = '2025-01';
/** 2025-01 … 2026-10: months that have ended. */
const MONTHS = 22;

let t: TestApp;
let company = 0;
/** Rows seen across the runs: the runs must have depreciated something for the invariants to mean anything. */
let rowsSeen = 0;
/** Commands that went through, by kind: the runs must have disposed and undone some. */
const done = { disposed: 0, undone: 0, reopened: 0 };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Acquire {
  kind: 'acquire';
  method: number;
  life: number;
  rate: number;
  cost: number;
  residualPct: number;
  /** Months after FIRST (negative: in use before the books, registered mid-life without an acquisition journal). */
  usage: number;
  openingPct: number;
}
type Cmd =
  | Acquire
  | { kind: 'close'; month: number }
  | { kind: 'reopen'; month: number }
  | { kind: 'dispose'; pick: number; month: number; day: number; sold: boolean; proceedsPct: number }
  | { kind: 'undo'; pick: number };

const month = fc.integer({ min: 0, max: MONTHS - 1 });
const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('acquire' as const),
      method: fc.integer({ min: 0, max: 2 }),
      life: fc.integer({ min: 1, max: 5 }),
      rate: fc.constantFrom(0, 25, 40, 50),
      cost: fc.integer({ min: 100, max: 50_000_000_00 }),
      residualPct: fc.constantFrom(0, 0, 5, 10, 30, 100),
      usage: fc.integer({ min: -30, max: MONTHS - 1 }),
      openingPct: fc.integer({ min: 0, max: 90 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('close' as const), month }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reopen' as const), month }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('dispose' as const), pick: fc.nat(), month, day: fc.integer({ min: 1, max: 28 }), sold: fc.boolean(), proceedsPct: fc.integer({ min: 0, max: 150 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }) },
);

const periodAt = (k: number) => Number(addMonths(FIRST, k).replace('-', ''));
const periodOfDate = (date: string) => Number(date.slice(0, 4)) * 100 + Number(date.slice(5, 7));
const money = (cents: Decimal.Value) => new Decimal(cents).dividedBy(100).toFixed(2);
const dd = (n: number) => String(n).padStart(2, '0');

interface Held {
  assetid: number;
  version: number;
  accum: number;
  /** The opening accumulated depreciation the acquisition journal credited (0 without one). */
  openingPosted: string;
  disposaldate: string | null;
  terms: { cost: string; residu: string; accumopening: string; depmethod: number; estimatedlife: number; depreciationrate: string; usagedate: string; purchasedate: string };
}

/** The rows with the form of the journal that wrote them. */
async function rowsWithForm(tenantId: number) {
  const rows = await depreciationRows(t, tenantId);
  const forms = (await withTenant(t.ctx.db, tenantId, (tx) => tx.execute(sql`select journalid::bigint as id, form from journal where tenant_id = ${tenantId} and form in ('fa-depreciation', 'fixed-asset-disposal')`))) as unknown as {
    rows: { id: string; form: string }[];
  };
  const formOf = new Map(forms.rows.map((r) => [Number(r.id), r.form]));
  return rows.map((r) => ({ ...r, form: r.journalid === null ? null : formOf.get(Number(r.journalid)) }));
}

async function invariants(tenantId: number, held: readonly Held[], closedThrough: number) {
  const rows = await rowsWithForm(tenantId);
  rowsSeen += rows.length;
  const ledger = (await withTenant(t.ctx.db, tenantId, (tx) => tx.execute(sql`select glid::bigint as glid, sum(amount)::text as balance from journal_line where tenant_id = ${tenantId} group by glid`))) as unknown as {
    rows: { glid: string; balance: string }[];
  };
  const balance = new Map(ledger.rows.map((r) => [Number(r.glid), new Decimal(r.balance)]));
  for (const a of held) {
    const mine = rows.filter((r) => r.assetid === a.assetid);
    const posted = mine.reduce((s, r) => s.plus(r.amount), new Decimal(0));
    const cap = new Decimal(a.terms.cost).minus(a.terms.residu);
    expect(posted.plus(a.terms.accumopening).lte(cap), `asset ${a.assetid} over-depreciated`).toBe(true);
    // The account holds: − opening credited − rows, and a standing disposal debits back opening + rows.
    const expected = new Decimal(a.openingPosted).plus(posted).negated().plus(a.disposaldate ? posted.plus(a.terms.accumopening) : 0);
    expect((balance.get(a.accum) ?? new Decimal(0)).toFixed(2), `asset ${a.assetid}: its accumulated depreciation account`).toBe(expected.toFixed(2));
    const schedule = bookSchedule(a.terms, DEPRECIATION_DECIMALS, FIRST);
    for (const r of mine) {
      if (r.form === 'fa-depreciation') expect(r.period <= closedThrough, `period-end row of an open month ${r.period}`).toBe(true);
      else expect(r.form, `row ${r.assetid}/${r.period} of an unknown journal`).toBe('fixed-asset-disposal');
      expect(new Decimal(r.amount).equals(depreciationOf(schedule, `${Math.floor(r.period / 100)}-${dd(r.period % 100)}`))).toBe(true);
    }
  }
  const checks = (await withTenant(t.ctx.db, tenantId, (tx) =>
    tx.execute(sql`
      select (select count(*) from (select journalid from journal_line where tenant_id = ${tenantId} group by journalid having sum(amount) <> 0) u)::int as unbalanced,
             (select count(*) from (
                select j.docid from journal j
                 where j.tenant_id = ${tenantId} and j.form = 'fa-depreciation' and j.reversal_of is null
                   and not exists (select 1 from journal r where r.tenant_id = j.tenant_id and r.reversal_of = j.journalid)
                 group by j.docid having count(*) > 1) d)::int as doubled`),
  )) as unknown as { rows: { unbalanced: number; doubled: number }[] };
  expect(checks.rows[0]).toEqual({ unbalanced: 0, doubled: 0 });
  expect(await withTenant(t.ctx.db, tenantId, (tx) => balanceDifferences(tx, tenantId))).toEqual([]);
}

describe('fixed assets under random lifecycles', () => {
  it(`keeps every invariant after every command (${RUNS} runs of up to 14 commands)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmdArb, { minLength: 1, maxLength: 14 }), async (cmds) => {
        company += 1;
        const c = await assetCompany(t, `PT Aset Acak ${company}`, 'en');
        const held: Held[] = [];
        let closedThrough = 0;
        let accounts = 0;
        for (const cmd of cmds) {
          if (cmd.kind === 'acquire') {
            const cost = new Decimal(cmd.cost);
            const residu = cost.times(cmd.residualPct).dividedBy(100).floor();
            const midLife = cmd.usage < 0;
            const opening = midLife ? cost.minus(residu).times(cmd.openingPct).dividedBy(100).floor() : new Decimal(0);
            const n = ++accounts;
            const account = await c.req('POST', 'glaccount', { glaccount: `1-31${String(n).padStart(3, '0')}`, accountname: `Akumulasi ${n}`, accounttype: 6 });
            expect(account.statusCode, account.body).toBe(201);
            const accum = account.json().data.glid as number;
            const usagedate = `${addMonths(FIRST, cmd.usage)}-${dd(1 + (cmd.cost % 28))}`;
            const terms = { cost: money(cost), residu: money(residu), accumopening: money(opening), depmethod: cmd.method, estimatedlife: cmd.life, depreciationrate: String(cmd.rate), usagedate, purchasedate: usagedate };
            const res = await c.req('POST', 'fixed-asset', { assetname: `Aset ${n}`, afistypeid: c.typeId, ...terms, accumglaccnt: accum, creditglaccnt: midLife ? null : c.acc.cash });
            if (!midLife && periodOfDate(usagedate) <= closedThrough) {
              expect(res.statusCode, res.body).toBe(409);
            } else {
              expect(res.statusCode, res.body).toBe(201);
              const data = res.json().data as { assetid: number; version: number };
              held.push({ assetid: data.assetid, version: data.version, accum, openingPosted: midLife ? '0' : terms.accumopening, disposaldate: null, terms });
            }
          } else if (cmd.kind === 'close') {
            const period = periodAt(cmd.month);
            const res = await c.req('POST', 'periodeEnd', { month: period % 100, year: Math.floor(period / 100) });
            expect(res.statusCode, res.body).toBe(period <= closedThrough ? 409 : 200);
            closedThrough = Math.max(closedThrough, period);
          } else if (cmd.kind === 'reopen') {
            const period = periodAt(cmd.month);
            const rows = await rowsWithForm(c.tenantId);
            const blocked = held.some((a) => a.disposaldate && rows.some((r) => r.assetid === a.assetid && r.form === 'fa-depreciation' && r.period >= period));
            const res = await c.req('DELETE', `periodeEnd?month=${period % 100}&year=${Math.floor(period / 100)}`);
            if (blocked) {
              expect(res.statusCode, res.body).toBe(409);
              expect(res.json().code).toBe('FA_REOPEN_DISPOSED');
            } else {
              expect(res.statusCode, res.body).toBe(200);
              done.reopened += 1;
              if (period <= closedThrough) closedThrough = cmd.month === 0 ? 0 : periodAt(cmd.month - 1);
            }
          } else if (cmd.kind === 'dispose' && held.length) {
            const a = held[cmd.pick % held.length]!;
            const date = `${addMonths(FIRST, cmd.month)}-${dd(cmd.day)}`;
            const proceeds = cmd.sold ? money(new Decimal(a.terms.cost).times(100).times(cmd.proceedsPct).dividedBy(100).floor()) : '0';
            const rows = await rowsWithForm(c.tenantId);
            const allowed = !a.disposaldate && date >= a.terms.purchasedate && periodOfDate(date) > closedThrough && !rows.some((r) => r.assetid === a.assetid && r.period >= periodOfDate(date));
            const res = await c.req('POST', 'fixed-asset/disposed', { assetid: a.assetid, version: a.version, disposaldate: date, disposaltype: cmd.sold ? 0 : 1, proceeds, proceedsglaccnt: cmd.sold ? c.acc.cash : null, gainlossglaccnt: c.acc.gainLoss });
            expect(res.statusCode, res.body).toBe(allowed ? 200 : res.statusCode === 400 ? 400 : 409);
            if (allowed) {
              a.version = res.json().data.version;
              a.disposaldate = date;
              done.disposed += 1;
            } else expect([400, 409]).toContain(res.statusCode);
          } else if (cmd.kind === 'undo' && held.length) {
            // Mostly a disposed asset (an undo of one that is not is refused, tried when none is disposed).
            const disposed = held.filter((x) => x.disposaldate);
            const pool = disposed.length ? disposed : held;
            const a = pool[cmd.pick % pool.length]!;
            const allowed = a.disposaldate !== null && periodOfDate(a.disposaldate) > closedThrough;
            const res = await c.req('PUT', 'fixed-asset/undoDisposed', { assetid: a.assetid, version: a.version });
            expect(res.statusCode, res.body).toBe(allowed ? 200 : 409);
            if (allowed) {
              a.version = res.json().data.version;
              a.disposaldate = null;
              done.undone += 1;
            }
          }
          await invariants(c.tenantId, held, closedThrough);
        }
      }),
      { numRuns: RUNS, ...propertySeed('ASSET_PROPERTY_SEED') },
    );
    expect(rowsSeen).toBeGreaterThan(0);
    expect(Object.values(done).every((n) => n > 0), JSON.stringify(done)).toBe(true);
  }, 3_600_000);
});
