import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from './journal.repo.ts';

/**
 * Model-based property test: random sequences of post / edit / delete / foreign-currency post / close period
 * through the API. After every command: each journal balances, the ledger nets to zero, the balance table
 * equals a recomputation from the lines, and the expense account holds exactly the model's live amounts.
 * LEDGER_PROPERTY_RUNS raises the number of runs (default 100; 1,000 was run once, see docs/performance.md).
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 100);

let t: TestApp;
let tenantId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
let company = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cmd =
  | { kind: 'post'; amount: string; month: number; foreign: boolean }
  | { kind: 'edit'; pick: number; amount: string; month: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'close'; month: number };

const amountArb = fc.integer({ min: 1, max: 1_000_000_000 }).chain((n) => fc.integer({ min: 0, max: 99 }).map((c) => `${n}.${String(c).padStart(2, '0')}`));
const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('post' as const), amount: amountArb, month: fc.integer({ min: 1, max: 12 }), foreign: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), amount: amountArb, month: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), month: fc.integer({ min: 1, max: 6 }) }) },
);

const date = (month: number) => `2025-${String(month).padStart(2, '0')}-15`;
const body = (amount: string, month: number, foreign = false) => ({
  transdate: date(month),
  details: [
    { glaccount: '6-10200', glamount: amount, ...(foreign ? { rate: '16250.5' } : {}) },
    { glaccount: '1-10002', glamount: `-${amount}` },
  ],
});

async function invariants(live: Map<number, { amount: string; version: number; month: number }>) {
  const rows = (await withTenant(t.ctx.db, tenantId, (tx) =>
    tx.execute(sql`
      select (select count(*) from (select journalid from journal_line where tenant_id = ${tenantId} group by journalid having sum(amount) <> 0) u)::int as unbalanced,
             (select coalesce(sum(amount), 0) from journal_line where tenant_id = ${tenantId})::text as net,
             (select coalesce(sum(l.amount), 0) from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid
               join journal j on j.tenant_id = l.tenant_id and j.journalid = l.journalid
              where l.tenant_id = ${tenantId} and g.glaccount = '6-10200' and j.form = 'journal-voucher')::text as expense`),
  )) as unknown as { rows: { unbalanced: number; net: string; expense: string }[] };
  const r = rows.rows[0]!;
  expect(r.unbalanced).toBe(0);
  expect(new Decimal(r.net).isZero()).toBe(true);
  const model = [...live.values()].reduce((s, d) => s.plus(d.amount), new Decimal(0));
  expect(new Decimal(r.expense).equals(model)).toBe(true);
  expect(await withTenant(t.ctx.db, tenantId, (tx) => balanceDifferences(tx, tenantId))).toEqual([]);
}

describe('ledger under random commands', () => {
  it(`keeps every invariant after every command (${RUNS} runs of up to 50 commands)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmdArb, { minLength: 1, maxLength: 50 }), async (cmds) => {
        company += 1;
        ({ tenantId, req } = await companyFixture(t, `PT Properti ${company}`));
        await req('PUT', 'company', { companyname: 'PT Properti', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2025-01-01', fiscalyear: '2025' });
        const live = new Map<number, { amount: string; version: number; month: number }>();
        let closedThrough = 0;
        for (const cmd of cmds) {
          const ids = [...live.keys()];
          if (cmd.kind === 'post') {
            const res = await req('POST', 'journal-voucher', body(cmd.amount, cmd.month, cmd.foreign));
            if (cmd.month <= closedThrough) expect(res.statusCode).toBe(409);
            else {
              expect(res.statusCode).toBe(201);
              live.set(res.json().data.id, { amount: cmd.amount, version: res.json().data.version, month: cmd.month });
            }
          } else if (cmd.kind === 'edit' && ids.length) {
            const id = ids[cmd.pick % ids.length]!;
            const doc = live.get(id)!;
            const res = await req('PUT', 'journal-voucher', { ...body(cmd.amount, cmd.month), jvid: id, version: doc.version });
            if (doc.month <= closedThrough || cmd.month <= closedThrough) expect(res.statusCode).toBe(409);
            else {
              expect(res.statusCode).toBe(200);
              live.set(id, { amount: cmd.amount, version: res.json().data.version, month: cmd.month });
            }
          } else if (cmd.kind === 'delete' && ids.length) {
            const id = ids[cmd.pick % ids.length]!;
            const res = await req('DELETE', `journal-voucher/delete/${id}`);
            if (live.get(id)!.month <= closedThrough) expect(res.statusCode).toBe(409);
            else {
              expect(res.statusCode).toBe(200);
              live.delete(id);
            }
          } else if (cmd.kind === 'close') {
            const res = await req('POST', 'periodeEnd', { month: cmd.month, year: 2025 });
            expect(res.statusCode).toBe(cmd.month <= closedThrough ? 409 : 200);
            closedThrough = Math.max(closedThrough, cmd.month);
          }
          await invariants(live);
        }
      }),
      { numRuns: RUNS },
    );
  }, 3_600_000);
});
