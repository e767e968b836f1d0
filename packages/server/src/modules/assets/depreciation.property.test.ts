import { addMonths, bookSchedule, depreciationOf } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { propertySeed } from '../../test/property-seed.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { depreciationRows, seedAsset, seedType } from './asset-test-helper.ts';
import { DEPRECIATION_DECIMALS } from './depreciation.service.ts';

/**
 * Model-based property test of fixed asset lifecycles: random acquisitions (method, life, rate, residual, mid-life
 * registrations), period ends and reopenings through the API. After every command: each asset's accumulated
 * depreciation ≤ cost − residual, its depreciation rows = what its own accumulated depreciation account holds,
 * every row is its schedule's amount of a closed month, at most one standing depreciation journal per month, and
 * every journal balances. ASSET_PROPERTY_RUNS sets the runs (20 by default), ASSET_PROPERTY_SEED the seed.
 */
const RUNS = Number(process.env.ASSET_PROPERTY_RUNS ?? 20);
const FIRST = '2024-01';
const MONTHS = 24;

let t: TestApp;
let company = 0;
/** Rows seen across the runs: the runs must have depreciated something for the invariants to mean anything. */
let rowsSeen = 0;

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
  /** Months after FIRST (negative: in use before the books, registered mid-life). */
  usage: number;
  openingPct: number;
}
type Cmd = Acquire | { kind: 'close'; month: number } | { kind: 'reopen'; month: number };

const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('acquire' as const),
      method: fc.integer({ min: 0, max: 2 }),
      life: fc.integer({ min: 1, max: 5 }),
      rate: fc.constantFrom(0, 25, 40, 50),
      cost: fc.integer({ min: 1, max: 50_000_000_00 }),
      residualPct: fc.constantFrom(0, 0, 5, 10, 30, 100),
      usage: fc.integer({ min: -30, max: MONTHS - 1 }),
      openingPct: fc.integer({ min: 0, max: 90 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('close' as const), month: fc.integer({ min: 0, max: MONTHS - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), month: fc.integer({ min: 0, max: MONTHS - 1 }) }) },
);

const periodAt = (k: number) => Number(addMonths(FIRST, k).replace('-', ''));
const money = (cents: Decimal.Value) => new Decimal(cents).dividedBy(100).toFixed(2);

interface Held {
  assetid: number;
  accum: number;
  terms: { cost: string; residu: string; accumopening: string; depmethod: number; estimatedlife: number; depreciationrate: string; usagedate: string };
}

async function invariants(tenantId: number, held: readonly Held[], closedThrough: number) {
  const rows = await depreciationRows(t, tenantId);
  rowsSeen += rows.length;
  const ledger = (await withTenant(t.ctx.db, tenantId, (tx) =>
    tx.execute(sql`
      select l.glid::bigint as glid, sum(l.amount)::text as balance from journal_line l where l.tenant_id = ${tenantId} group by l.glid`),
  )) as unknown as { rows: { glid: string; balance: string }[] };
  const balance = new Map(ledger.rows.map((r) => [Number(r.glid), new Decimal(r.balance)]));
  for (const a of held) {
    const mine = rows.filter((r) => r.assetid === a.assetid);
    const posted = mine.reduce((s, r) => s.plus(r.amount), new Decimal(0));
    expect(posted.plus(a.terms.accumopening).lte(new Decimal(a.terms.cost).minus(a.terms.residu)), `asset ${a.assetid} over-depreciated`).toBe(true);
    expect((balance.get(a.accum) ?? new Decimal(0)).negated().equals(posted), `asset ${a.assetid}: rows against its account`).toBe(true);
    const schedule = bookSchedule(a.terms, DEPRECIATION_DECIMALS, FIRST);
    for (const r of mine) {
      expect(r.period <= closedThrough, `row of an open month ${r.period}`).toBe(true);
      const month = `${Math.floor(r.period / 100)}-${String(r.period % 100).padStart(2, '0')}`;
      expect(new Decimal(r.amount).equals(depreciationOf(schedule, month))).toBe(true);
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
  it(`keeps every invariant after every command (${RUNS} runs of up to 12 commands)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmdArb, { minLength: 1, maxLength: 12 }), async (cmds) => {
        company += 1;
        const { tenantId, owner, req } = await companyFixture(t, `PT Aset Acak ${company}`);
        await req('PUT', 'company', { companyname: 'PT Aset Acak', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: `${FIRST}-01`, fiscalyear: '2024' });
        const type = await seedType(t, tenantId);
        const held: Held[] = [];
        let closedThrough = 0;
        for (const cmd of cmds) {
          if (cmd.kind === 'acquire') {
            const cost = new Decimal(cmd.cost);
            const residu = cost.times(cmd.residualPct).dividedBy(100).floor();
            const opening = cmd.usage < 0 ? cost.minus(residu).times(cmd.openingPct).dividedBy(100).floor() : new Decimal(0);
            const n = held.length + 1;
            const account = await req('POST', 'glaccount', { glaccount: `1-31${String(n).padStart(3, '0')}`, accountname: `Akumulasi ${n}`, accounttype: 6 });
            expect(account.statusCode, account.body).toBe(201);
            const terms = {
              cost: money(cost),
              residu: money(residu),
              accumopening: money(opening),
              depmethod: cmd.method,
              estimatedlife: cmd.life,
              depreciationrate: String(cmd.rate),
              usagedate: `${addMonths(FIRST, cmd.usage)}-${String(1 + (cmd.cost % 28)).padStart(2, '0')}`,
            };
            const accum = account.json().data.id as number;
            const assetid = await seedAsset(t, tenantId, owner.id, type, { assetcode: `FA-${n}`, ...terms, purchasedate: terms.usagedate, accumglaccnt: accum });
            held.push({ assetid, accum, terms });
          } else if (cmd.kind === 'close') {
            const period = periodAt(cmd.month);
            const res = await req('POST', 'periodeEnd', { month: period % 100, year: Math.floor(period / 100) });
            expect(res.statusCode, res.body).toBe(period <= closedThrough ? 409 : 200);
            closedThrough = Math.max(closedThrough, period);
          } else {
            const period = periodAt(cmd.month);
            const res = await req('DELETE', `periodeEnd?month=${period % 100}&year=${Math.floor(period / 100)}`);
            expect(res.statusCode, res.body).toBe(200);
            if (period <= closedThrough) closedThrough = period === periodAt(0) ? 0 : periodAt(cmd.month - 1);
          }
          await invariants(tenantId, held, closedThrough);
        }
      }),
      { numRuns: RUNS, ...propertySeed('ASSET_PROPERTY_SEED') },
    );
    expect(rowsSeen).toBeGreaterThan(0);
  }, 3_600_000);
});
