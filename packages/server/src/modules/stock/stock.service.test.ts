import { costMoves, emptyState, translate, type CostMethod } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { withTenant, type Tx } from '../../platform/tx.ts';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.ts';
import { loadFrom, type NewMove } from './stock.repo.ts';
import { applyStockChange, type StockChange } from './stock.service.ts';
import { balanceDifferences, snapshotDifferences } from './stock-balance.repo.ts';

let t: TestApp;
let tenantA: number;
let tenantB: number;
let wh1: number;
let wh2: number;
let itemCounter = 0;

type Row = Record<string, unknown>;
/** A decimal as decimal.js writes it ("50.000000" → "50"): amounts compared as exact text, never as JS numbers. */
const dec = (value: unknown): string => new Decimal(String(value)).toFixed();
const minus = (a: string, b: string): string => new Decimal(a).minus(b).toFixed();
const rows = async (tx: Tx, query: ReturnType<typeof sql>): Promise<Row[]> => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;

async function newTenant(name: string): Promise<number> {
  const owner = await createVerifiedUser(t);
  const [row] = await t.ctx.db.insert(tenants).values({ name, datasourcekey: `ds_${name.replace(/\W/g, '_')}_${Date.now()}`, ownerUserId: owner.id }).returning();
  return row!.id;
}

async function newItem(tenantId: number): Promise<{ itemid: number; itemno: string }> {
  itemCounter += 1;
  const itemno = `BRG-${itemCounter}`;
  const [row] = await withTenant(t.ctx.db, tenantId, (tx) =>
    rows(tx, sql`insert into item (tenant_id, itemno, itemdescription, unit1) values (${tenantId}, ${itemno}, ${`Barang ${itemCounter}`}, 'PCS') returning itemid`),
  );
  return { itemid: Number(row!.itemid), itemno };
}

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`;
const receipt = (docid: number, d: number, qty: string, unitcost: string, warehouseid = wh1): NewMove => ({
  warehouseid, transdate: day(d), kind: 'receipt', form: 'IT ADJ', docid, lineseq: 1, qtyin: qty, qtyout: '0', unitcost,
});
const issue = (docid: number, d: number, qty: string, warehouseid = wh1): NewMove => ({
  warehouseid, transdate: day(d), kind: 'issue', form: 'SI', docid, lineseq: 1, qtyin: '0', qtyout: qty,
});

const apply = (itemid: number, method: CostMethod, patch: Partial<StockChange>, tenantId = tenantA) =>
  withTenant(t.ctx.db, tenantId, (tx) => applyStockChange(tx, tenantId, { itemid, method, allowNegative: false, snapshotEvery: 2, snapshotTail: 2, ...patch }));

/**
 * The stored moves of an item in order, amounts as exact decimal text without trailing zeros, with the running
 * figures derived after each (the SQL functions of migration 0039: the nearest snapshot plus the moves since).
 */
const stored = (itemid: number, tenantId = tenantA) =>
  withTenant(t.ctx.db, tenantId, async (tx) =>
    (
      await rows(tx, sql`select m.form, m.docid, m.kind, m.transdate::text as date, m.seq, m.cost::text, m.adjustment::text,
                                stock_wh_upto(m.tenant_id, m.itemid, m.warehouseid, m.transdate, m.seq)::text as whbalance, u.balance::text, u.value::text
                         from stock_move m cross join lateral stock_item_upto(m.tenant_id, m.itemid, m.transdate, m.seq) u
                         where m.itemid = ${itemid} order by m.transdate, m.seq`)
    ).map((r) => ({
      form: r.form,
      docid: Number(r.docid),
      kind: r.kind,
      date: r.date,
      seq: r.seq,
      cost: dec(r.cost),
      adjustment: dec(r.adjustment),
      balance: dec(r.balance),
      whbalance: dec(r.whbalance),
      value: dec(r.value),
    })),
  );

/** Every stored cost, and every running figure derived from the snapshots, equals a from-scratch run of the engine. */
async function expectSameAsScratch(itemid: number, method: CostMethod) {
  const { moves } = await withTenant(t.ctx.db, tenantA, (tx) => loadFrom(tx, tenantA, itemid, { date: '0001-01-01', seq: 0 }));
  const scratch = costMoves(emptyState(), moves.map((m) => m.move), { method });
  expect(scratch.ok).toBe(true);
  if (!scratch.ok) return;
  const pick = (r: { cost: string; adjustment: string; whbalance: string; balance: string; value: string }) =>
    [r.cost, r.adjustment, r.whbalance, r.balance, r.value].map(dec);
  expect((await stored(itemid)).map(pick)).toEqual(scratch.results.map(pick));
}

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await newTenant('PT Stok Satu');
  tenantB = await newTenant('PT Stok Dua');
  [wh1, wh2] = await withTenant(t.ctx.db, tenantA, async (tx) =>
    (await rows(tx, sql`insert into warehouse (tenant_id, whno, whname) values (${tenantA}, 'G1', 'Gudang Utama'), (${tenantA}, 'G2', 'Gudang Cabang') returning whid`)).map((r) =>
      Number(r.whid),
    ),
  ) as [number, number];
});
afterAll(() => t.close());

describe('stock engine storage', () => {
  it.each([
    ['FIFO', '1600'],
    ['AVG', '1650'],
  ] as const)('costs issues after receipts as the engine says (%s)', async (method, issued) => {
    const { itemid } = await newItem(tenantA);
    await apply(itemid, method, { add: [receipt(1, 1, '10', '100')] });
    await apply(itemid, method, { add: [receipt(2, 2, '10', '120')] });
    const result = await apply(itemid, method, { add: [issue(3, 3, '15')] });
    expect(result.changes).toEqual([]);
    expect(await stored(itemid)).toEqual([
      expect.objectContaining({ kind: 'receipt', date: day(1), seq: 1, cost: '1000', balance: '10', value: '1000' }),
      expect.objectContaining({ kind: 'receipt', date: day(2), seq: 1, cost: '1200', balance: '20', value: '2200' }),
      expect.objectContaining({ kind: 'issue', date: day(3), seq: 1, cost: issued, balance: '5', whbalance: '5', value: minus('2200', issued) }),
    ]);
    await expectSameAsScratch(itemid, method);
  });

  it.each([
    ['FIFO', ['400', '400'], ['200', '200']],
    ['AVG', ['400', '400'], ['300', '300']],
  ] as const)('a back-dated receipt recosts the later issues and answers exactly those changes; deleting it recosts back (%s)', async (method, was, now) => {
    const { itemid } = await newItem(tenantA);
    await apply(itemid, method, { add: [receipt(10, 5, '10', '100')] });
    await apply(itemid, method, { add: [issue(11, 10, '4')] });
    await apply(itemid, method, { add: [issue(12, 12, '4')] });
    await apply(itemid, method, { add: [receipt(13, 12, '5', '90')] });
    expect((await stored(itemid)).filter((m) => m.kind === 'issue').map((m) => m.cost)).toEqual(was);

    const back = await apply(itemid, method, { add: [receipt(14, 1, '10', '50')] });
    expect(back.changes.map((c) => ({ form: c.form, docid: c.docid, date: c.date, difference: dec(c.cost.difference) }))).toEqual([
      { form: 'SI', docid: 11, date: day(10), difference: minus(now[0], was[0]) },
      { form: 'SI', docid: 12, date: day(12), difference: minus(now[1], was[1]) },
    ]);
    expect((await stored(itemid)).filter((m) => m.kind === 'issue').map((m) => m.cost)).toEqual(now);
    await expectSameAsScratch(itemid, method);

    const undo = await apply(itemid, method, { removeDoc: { form: 'IT ADJ', docid: 14 } });
    expect(undo.changes.map((c) => [c.docid, dec(c.cost.difference)])).toEqual([
      [11, minus(was[0], now[0])],
      [12, minus(was[1], now[1])],
    ]);
    expect((await stored(itemid)).map((m) => m.docid)).toEqual([10, 11, 12, 13]);
    expect((await stored(itemid)).filter((m) => m.kind === 'issue').map((m) => m.cost)).toEqual(was);
    await expectSameAsScratch(itemid, method);
  });

  it('an edit (remove and add in one change) of a back-dated issue recosts from the earlier of the two', async () => {
    const { itemid } = await newItem(tenantA);
    await apply(itemid, 'FIFO', { add: [receipt(20, 1, '5', '10'), receipt(21, 2, '5', '20')] });
    await apply(itemid, 'FIFO', { add: [issue(22, 3, '2')] });
    await apply(itemid, 'FIFO', { add: [issue(23, 4, '4')] });
    // 22 moves to day 5 with 3 units: 23 now takes 4 units of the first lot, 22 one of the first and two of the second.
    const edit = await apply(itemid, 'FIFO', { removeDoc: { form: 'SI', docid: 22 }, add: [issue(22, 5, '3')] });
    expect(edit.changes.map((c) => [c.docid, c.cost.before, c.cost.after])).toEqual([[23, '50.000000', '40.00']]);
    expect((await stored(itemid)).map((m) => [m.docid, m.cost])).toEqual([
      [20, '50'],
      [21, '100'],
      [23, '40'],
      [22, '50'],
    ]);
    await expectSameAsScratch(itemid, 'FIFO');
  });

  it('refuses an issue beyond the warehouse stock with the spec message and leaves both tables unchanged', async () => {
    const { itemid, itemno } = await newItem(tenantA);
    await apply(itemid, 'FIFO', { add: [receipt(30, 1, '10', '100', wh1)] });
    await apply(itemid, 'FIFO', { add: [issue(31, 5, '3', wh1)] });
    const snapshot = () =>
      withTenant(t.ctx.db, tenantA, async (tx) => ({
        moves: await rows(tx, sql`select * from stock_move where itemid = ${itemid} order by moveid`),
        states: await rows(tx, sql`select * from stock_cost_state where itemid = ${itemid} order by uptodate, uptoseq`),
      }));
    const before = await snapshot();
    expect(before.states.length).toBeGreaterThan(0);

    // The company has 7, but warehouse 2 has none (stock is kept per warehouse).
    const refused = await apply(itemid, 'FIFO', { add: [issue(32, 6, '1', wh2)] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(409);
    expect(translate('en', (refused as AppError).code, (refused as AppError).params)).toBe(`Item inventory count ${itemno} insufficient.`);
    // A back-dated issue that an existing later issue would then overdraw, and deleting the receipt under it.
    await expect(apply(itemid, 'FIFO', { add: [issue(33, 2, '8', wh1)] })).rejects.toMatchObject({ code: 'STOCK_INSUFFICIENT' });
    await expect(apply(itemid, 'FIFO', { removeDoc: { form: 'IT ADJ', docid: 30 } })).rejects.toMatchObject({ code: 'STOCK_INSUFFICIENT' });
    expect(await snapshot()).toEqual(before);

    // Even when the caller catches the refusal and its transaction goes on, the change is not left behind.
    const inside = await withTenant(t.ctx.db, tenantA, async (tx) => {
      await applyStockChange(tx, tenantA, { itemid, method: 'FIFO', allowNegative: false, add: [issue(34, 6, '11', wh1)] }).catch(() => undefined);
      return rows(tx, sql`select count(*)::int as n from stock_move where itemid = ${itemid}`);
    });
    expect(inside[0]!.n).toBe(2);
    expect(await snapshot()).toEqual(before);

    // With negative stock allowed the same issue goes through.
    await apply(itemid, 'FIFO', { allowNegative: true, add: [issue(32, 6, '1', wh2)] });
    expect((await stored(itemid)).at(-1)).toMatchObject({ whbalance: '-1', balance: '6' });
  });

  it('another company sees none of the rows and cannot change the item', async () => {
    const { itemid } = await newItem(tenantA);
    await apply(itemid, 'FIFO', { add: [receipt(40, 1, '10', '100'), receipt(41, 2, '1', '100'), receipt(42, 3, '1', '100')] });
    const counts = (tenantId: number) =>
      withTenant(t.ctx.db, tenantId, async (tx) => [
        (await rows(tx, sql`select count(*)::int as n from stock_move`))[0]!.n,
        (await rows(tx, sql`select count(*)::int as n from stock_cost_state`))[0]!.n,
      ]);
    const [moves, states] = await counts(tenantA);
    expect(moves).toBeGreaterThanOrEqual(3);
    expect(states).toBeGreaterThan(0);
    expect(await counts(tenantB)).toEqual([0, 0]);
    await expect(apply(itemid, 'FIFO', { add: [issue(43, 4, '1')] }, tenantB)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      withTenant(t.ctx.db, tenantB, (tx) =>
        tx.execute(sql`insert into stock_move (tenant_id, itemid, warehouseid, transdate, seq, kind, form, docid, lineseq) values (${tenantA}, ${itemid}, ${wh1}, '2026-03-09', 9, 'issue', 'SI', 1, 1)`),
      ),
    ).rejects.toThrow();
  });

  it.each(['FIFO', 'AVG'] as const)('moves appended after the last are costed before they are written, as a run from scratch says, with snapshots and balances in step (%s)', async (method) => {
    const { itemid } = await newItem(tenantA);
    const counts = () => withTenant(t.ctx.db, tenantA, (tx) => rows(tx, sql`select count(*)::int as n, count(*) filter (where movecount % 2 = 0)::int as grid from stock_cost_state where itemid = ${itemid}`));
    const inStep = () => withTenant(t.ctx.db, tenantA, async (tx) => [await balanceDifferences(tx, tenantA, [itemid]), await snapshotDifferences(tx, tenantA, [itemid])]);
    // Several moves of one item in one change, two warehouses, the same day as the last move and later days; with
    // snapshots every 2 moves, changes end on and off the grid. Quantities past six decimals are costed as stored.
    const answered = [
      await apply(itemid, method, { add: [receipt(60, 1, '10', '100', wh1), receipt(60, 1, '4', '90', wh2)].map((m, i) => ({ ...m, lineseq: i + 1 })) }),
      await apply(itemid, method, { add: [issue(61, 1, '3.0000004', wh1)] }),
      await apply(itemid, method, { add: [receipt(62, 2, '5', '130', wh1), issue(62, 2, '2', wh2), issue(62, 2, '6', wh1)].map((m, i) => ({ ...m, lineseq: i + 1 })) }),
      await apply(itemid, method, { add: [issue(63, 4, '1', wh2)] }),
    ];
    expect(answered.every((a) => a.changes.length === 0)).toBe(true);
    const costs = answered.flatMap((a) => a.added.map((m) => dec(m.cost)));
    await expectSameAsScratch(itemid, method);
    expect((await stored(itemid)).map((m) => m.cost)).toEqual(costs);
    expect((await stored(itemid)).map((m) => [m.date, m.seq])).toEqual([[day(1), 1], [day(1), 2], [day(1), 3], [day(2), 1], [day(2), 2], [day(2), 3], [day(4), 1]]);
    // Seven moves: grid snapshots after the 2nd, 4th and 6th, and after each of the last two (the 6th and 7th).
    expect(await counts()).toEqual([{ n: 4, grid: 3 }]);
    expect(await inStep()).toEqual([[], []]);
    // A back-dated receipt (the long path) and appends after it keep the same agreement.
    await apply(itemid, method, { add: [receipt(64, 1, '2', '50', wh2)] });
    await apply(itemid, method, { add: [issue(65, 4, '1', wh2), issue(65, 4, '1', wh1)].map((m, i) => ({ ...m, lineseq: i + 1 })) });
    await expectSameAsScratch(itemid, method);
    // Ten moves: the grid (2nd … 10th) and the last two (9th and 10th).
    expect(await counts()).toEqual([{ n: 6, grid: 5 }]);
    expect(await inStep()).toEqual([[], []]);
  });

  it.each(['FIFO', 'AVG'] as const)('a snapshot after each of the last moves: a receipt revised among them recosts from the one before it, as from scratch (%s)', async (method) => {
    const { itemid } = await newItem(tenantA);
    const spacing = { snapshotEvery: 1000, snapshotTail: 3 };
    const positions = () => withTenant(t.ctx.db, tenantA, (tx) => rows(tx, sql`select movecount from stock_cost_state where itemid = ${itemid} order by uptodate, uptoseq`));
    await apply(itemid, method, { ...spacing, add: [receipt(70, 1, '10', '100')] });
    await apply(itemid, method, { ...spacing, add: [issue(71, 2, '4')] });
    await apply(itemid, method, { ...spacing, add: [receipt(72, 3, '6', '120')] });
    await apply(itemid, method, { ...spacing, add: [issue(73, 4, '5')] });
    await apply(itemid, method, { ...spacing, add: [receipt(74, 5, '5', '130')] });
    await apply(itemid, method, { ...spacing, add: [issue(75, 6, '8')] });
    // Off the every-1,000 grid, only the last three moves keep a snapshot.
    expect(await positions()).toEqual([{ movecount: 4 }, { movecount: 5 }, { movecount: 6 }]);
    // The 5th move's unit cost revised (as a purchase invoice does): the issue after it changes cost, the snapshots
    // before it stay, and every figure is what a run from scratch says.
    const revised = await apply(itemid, method, { ...spacing, revise: [{ form: 'IT ADJ', docid: 74, lineseq: 1, unitcost: '140' }] });
    expect(revised.changes.map((c) => [c.docid, c.kind, c.cost.difference])).toEqual([[74, 'receipt', '50.00'], [75, 'issue', method === 'FIFO' ? '10.00' : '33.33']]);
    expect(await positions()).toEqual([{ movecount: 4 }, { movecount: 5 }, { movecount: 6 }]);
    await expectSameAsScratch(itemid, method);
  });

  it('16 concurrent issues of 1 unit with 10 in stock: exactly 10 succeed and stock never goes below zero', async () => {
    const { itemid } = await newItem(tenantA);
    await apply(itemid, 'AVG', { add: [receipt(50, 1, '10', '7.5')] });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) => apply(itemid, 'AVG', { snapshotEvery: 4, add: [issue(100 + i, 2, '1')] })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as AppError] : []));
    expect(failures.map((e) => e.code)).toEqual(Array(6).fill('STOCK_INSUFFICIENT'));
    const moves = await stored(itemid);
    expect(moves).toHaveLength(11);
    expect(moves.map((m) => m.balance)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    expect(moves.every((m) => new Decimal(m.whbalance).gte(0))).toBe(true);
    expect(moves.at(-1)).toMatchObject({ balance: '0', value: '0' });
    await expectSameAsScratch(itemid, 'AVG');
  });
});
