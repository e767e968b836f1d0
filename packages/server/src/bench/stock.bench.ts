import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DocMove } from '@lontar/core';
import { runStock } from '../modules/documents/document-stock.ts';
import { stockSettings } from '../modules/documents/goods-context.repo.ts';
import { applyStockChange } from '../modules/stock/stock.service.ts';
import { withTenant } from '../platform/tx.ts';
import { bearer, createTestApp, type TestApp } from '../test/harness.ts';
import { ledgerCompany } from './ledger-fixture.ts';
import { envSize, load } from './ledger-stats.ts';
import { seedMoves } from './stock-seed.ts';
import { summarize } from './stats.ts';

type Row = Record<string, unknown>;
const rows = (t: TestApp, tenantId: number, q: ReturnType<typeof sql>) => withTenant(t.ctx.db, tenantId, async (tx) => ((await tx.execute(q)) as unknown as { rows: Row[] }).rows);

async function newItems(t: TestApp, tenantId: number, prefix: string, n: number, method: string): Promise<number[]> {
  const out = await rows(t, tenantId, sql`
    insert into item (tenant_id, itemno, itemdescription, unit1, costmethod)
    select ${tenantId}, ${prefix} || lpad(i::text, 5, '0'), 'Barang ' || i, 'PCS', ${method} from generate_series(1, ${n}) as i returning itemid`);
  return out.map((r) => Number(r.itemid));
}

/**
 * A back-dated receipt before `later` moves of one item (half receipts, half issues of their own documents):
 * the recompute of every later move and the correcting journals of every issue whose cost changed, in one
 * transaction, timed as the document service runs it.
 */
async function backdated(t: TestApp, co: { tenantId: number; userid: number }, method: 'FIFO' | 'AVG', later: number, samples: number) {
  const [itemid] = await newItems(t, co.tenantId, `BD-${method}-`, 1, method);
  const [wh] = (await rows(t, co.tenantId, sql`select min(whid) as id from warehouse`)).map((r) => Number(r.id));
  const [acc] = await rows(t, co.tenantId, sql`select (pdefaccnt ->> 'inventory')::bigint as inv, (select glid from glaccount where glaccount = '6-11000') as adj from preference`);
  const stockglid = Number(acc!.inv);
  const counterglid = Number(acc!.adj);
  await seedMoves(t.ctx.db, { tenantId: co.tenantId, items: [itemid!], warehouses: [wh!], perItem: later, firstDate: '2025-01-10', days: 330, alternate: true, stockglid, counterglid });
  // Cost every seeded move once (the state the benchmark starts from), with an opening before them.
  const opening = (docid: number, date: string, cost: string): DocMove => ({
    itemid: itemid!, warehouseid: wh!, transdate: date, kind: 'receipt', form: 'item-adjustment', docid, lineseq: 1, qtyin: '10', qtyout: '0', unitcost: cost, sourcekey: null, stockglid, counterglid, deptid: null, projectid: null,
  });
  const t0 = performance.now();
  await withTenant(t.ctx.db, co.tenantId, (tx) => applyStockChange(tx, co.tenantId, { itemid: itemid!, method, allowNegative: false, add: [opening(900_000_001, '2025-01-01', '950')] }));
  const initialMs = performance.now() - t0;
  const settings = await withTenant(t.ctx.db, co.tenantId, (tx) => stockSettings(tx, co.tenantId));
  const times: number[] = [];
  let corrections = 0;
  for (let i = 0; i < samples; i++) {
    const before = Number((await rows(t, co.tenantId, sql`select count(*) as n from journal where correction`))[0]!.n);
    const start = performance.now();
    await withTenant(t.ctx.db, co.tenantId, (tx) =>
      runStock(tx, co.tenantId, { form: 'item-adjustment', docid: 900_000_100 + i, moves: [opening(900_000_100 + i, '2025-01-05', String(700 + i * 37))], removeItems: [], settings, userid: co.userid, lang: 'id' }),
    );
    times.push(performance.now() - start);
    corrections = Number((await rows(t, co.tenantId, sql`select count(*) as n from journal where correction`))[0]!.n) - before;
  }
  return { laterMoves: later, initialRecomputeMs: Math.round(initialMs), backdatedMs: summarize(times), correctingJournalsLastRun: corrections };
}

/** GET stock-balance over `items` × `warehouses` with `perItem` moves each, through HTTP (inject). */
async function stockBalanceReport(t: TestApp, co: { tenantId: number; ownerToken: string }, items: number, warehouses: number, perItem: number, samples: number) {
  const whs = [Number((await rows(t, co.tenantId, sql`select min(whid) as id from warehouse`))[0]!.id)];
  const added = await rows(t, co.tenantId, sql`insert into warehouse (tenant_id, whno, whname) select ${co.tenantId}, 'BW' || i, 'Gudang ' || i from generate_series(1, ${warehouses - 1}) as i returning whid`);
  whs.push(...added.map((r) => Number(r.whid)));
  const ids = await newItems(t, co.tenantId, 'SB-', items, 'FIFO');
  const [acc] = await rows(t, co.tenantId, sql`select (pdefaccnt ->> 'inventory')::bigint as inv, (pdefaccnt ->> 'openingbalance')::bigint as ob from preference`);
  const seedStart = performance.now();
  await seedMoves(t.ctx.db, { tenantId: co.tenantId, items: ids, warehouses: whs, perItem, firstDate: '2025-01-01', days: 360, alternate: false, stockglid: Number(acc!.inv), counterglid: Number(acc!.ob) });
  const seedMs = performance.now() - seedStart;
  await rows(t, co.tenantId, sql`analyze stock_move`).catch(() => undefined);
  const url = `/api/tenant/${co.tenantId}/master/stock-balance?date=2025-12-31`;
  const times: number[] = [];
  let rowsAnswered = 0;
  for (let i = 0; i < samples + 2; i++) {
    const start = performance.now();
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(co.ownerToken) });
    if (res.statusCode !== 200) throw new Error(res.body);
    if (i >= 2) times.push(performance.now() - start);
    rowsAnswered = res.json().listdata.length;
  }
  // At a date before most moves every item has later moves: each is probed in the moves (the report's slow path).
  const midYear: number[] = [];
  for (let i = 0; i < Math.max(3, Math.round(samples / 4)); i++) {
    const start = performance.now();
    const res = await t.app.inject({ method: 'GET', url: url.replace('2025-12-31', '2025-06-30'), headers: bearer(co.ownerToken) });
    if (res.statusCode !== 200) throw new Error(res.body);
    midYear.push(performance.now() - start);
  }
  return { moves: items * perItem, items, warehouses, rows: rowsAnswered, seedMs: Math.round(seedMs), ms: summarize(times), midYearMs: summarize(midYear) };
}

/** The first page of item-itemhist for an item with `moves` moves. */
async function itemHistoryPage(t: TestApp, co: { tenantId: number; ownerToken: string }, moves: number, samples: number) {
  const [itemid] = await newItems(t, co.tenantId, 'IH-', 1, 'FIFO');
  const wh = Number((await rows(t, co.tenantId, sql`select min(whid) as id from warehouse`))[0]!.id);
  const [acc] = await rows(t, co.tenantId, sql`select (pdefaccnt ->> 'inventory')::bigint as inv, (pdefaccnt ->> 'openingbalance')::bigint as ob from preference`);
  await seedMoves(t.ctx.db, { tenantId: co.tenantId, items: [itemid!], warehouses: [wh], perItem: moves, firstDate: '2025-01-01', days: 360, alternate: false, stockglid: Number(acc!.inv), counterglid: Number(acc!.ob) });
  const url = `/api/tenant/${co.tenantId}/master/item-itemhist?itemno=IH-00001&fromdate=2025-01-01&todate=2025-12-31&page=1&size=100`;
  const times: number[] = [];
  for (let i = 0; i < samples + 2; i++) {
    const start = performance.now();
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(co.ownerToken) });
    if (res.statusCode !== 200) throw new Error(res.body);
    if (i >= 2) times.push(performance.now() - start);
  }
  return { moves, ms: summarize(times) };
}

/**
 * The stock benchmarks of issue 11 on PGlite and, with `pgUrl`, PostgreSQL. Sizes from the environment
 * (PGlite defaults are the same unless a _PGLITE variable is set):
 *   BENCH_STOCK_LATER        later moves of the back-dated item (100000)
 *   BENCH_STOCK_ITEMS / _WAREHOUSES / _PER_ITEM   the stock balance's moves (5000 × 5, 200 per item = 1,000,000)
 *   BENCH_STOCK_HISTORY      moves of the item whose history is paged (200000)
 *   BENCH_STOCK_SAMPLES      timed runs per measurement (5 back-dated, 20 reports)
 */
export async function benchStock(pgUrl: string) {
  const out: Record<string, unknown> = { loadAtStart: load() };
  const both = [{ name: 'pglite', url: undefined as string | undefined, suffix: '_PGLITE' }, ...(pgUrl ? [{ name: 'postgres', url: pgUrl, suffix: '' }] : [])];
  for (const db of both) {
    if (db.url) process.env.DATABASE_URL = db.url;
    else delete process.env.DATABASE_URL;
    const size = (name: string, fallback: number) => envSize(`${name}${db.suffix}`, envSize(name, fallback));
    const t = await createTestApp();
    try {
      const co = await ledgerCompany(t, `PT Bench Stok ${db.name}`);
      const owner = { tenantId: co.tenantId, userid: co.clerk.userId, ownerToken: co.ownerToken };
      const samples = size('BENCH_STOCK_SAMPLES', 20);
      out[db.name] = {
        backdatedFifo: await backdated(t, owner, 'FIFO', size('BENCH_STOCK_LATER', 100_000), Math.max(3, Math.round(samples / 4))),
        backdatedAvg: await backdated(t, owner, 'AVG', size('BENCH_STOCK_LATER', 100_000), Math.max(3, Math.round(samples / 4))),
        itemHistory: await itemHistoryPage(t, owner, size('BENCH_STOCK_HISTORY', 200_000), samples),
        stockBalance: await stockBalanceReport(t, owner, size('BENCH_STOCK_ITEMS', 5000), size('BENCH_STOCK_WAREHOUSES', 5), size('BENCH_STOCK_PER_ITEM', 200), samples),
      };
    } finally {
      await t.close();
      delete process.env.DATABASE_URL;
    }
  }
  out.loadAtEnd = load();
  return out;
}
