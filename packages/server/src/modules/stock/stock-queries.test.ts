import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkStock } from './stock-check.ts';
import { inventoryCompany } from '../documents/inventory-fixture.ts';

/** Stock queries and reports (API.md §7.7; issue 11 item 3) over documents entered through the API. */
let t: TestApp;
let c: Awaited<ReturnType<typeof inventoryCompany>>;
let kopi: number;

// Setting up a company with its goods and documents: a generous limit for a busy machine (PGlite, two workers).
beforeAll(async () => {
  t = await createTestApp();
  c = await inventoryCompany(t, 'PT Stok Terang');
  const { req, central, branch, adjAccount } = c;
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(201);
  ok(await req('POST', 'item-opening-balance', { obdate: '2026-01-01', details: [{ itemno: 'KOPI', warehouseid: central, quantity: '100', unitprice: '10000' }] }));
  ok(await req('POST', 'item-adjustment', { adjdate: '2026-01-10', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, quantity: '50', unitprice: '13000' }] }));
  ok(await req('POST', 'whtrans', { transferdate: '2026-01-15', fromwhid: central, towhid: branch, details: [{ itemno: 'KOPI', quantity: '30' }] }));
  ok(await req('POST', 'item-adjustment', { adjdate: '2026-01-20', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, adjtype: 2, quantity: '90' }] }));
  kopi = (await req('GET', 'item/readall?search=KOPI')).json().listdata[0].id;
  await req('PUT', 'item', { ...(await req('GET', `item/read/${kopi}`)).json().data, minimumqty: '50' });
}, 180_000);
afterAll(() => t.close());

describe('stock queries', () => {
  it('getQty: company-wide and per warehouse, in unit1', async () => {
    expect((await c.req('GET', `getQty?itemid=${kopi}`)).json().data).toEqual({ qty: '60' });
    expect((await c.req('GET', `getQty?itemid=${kopi}&warehouseid=${c.branch}`)).json().data).toEqual({ qty: '30' });
  });

  it('getQtySaldo: quantity, unit cost and value at the end of a date (FIFO)', async () => {
    // 100 @ 10,000 + 50 @ 13,000; 90 out by FIFO = 900,000; left 10 @ 10,000 + 50 @ 13,000 = 750,000.
    expect((await c.req('GET', 'getQtySaldo?itemno=KOPI&ldate=2026-01-10')).json().data).toEqual({ qty: '150', unitcost: '11000', value: '1650000' });
    expect((await c.req('GET', 'getQtySaldo?itemno=KOPI&ldate=2026-01-31')).json().data).toEqual({ qty: '60', unitcost: '12500', value: '750000' });
    expect((await c.req('GET', `getQtySaldo?itemno=KOPI&ldate=2026-01-31&warehouseid=${c.branch}`)).json().data).toEqual({ qty: '30', unitcost: '12500', value: '375000' });
    expect((await c.req('GET', 'getQtySaldo?itemno=TIDAKADA&ldate=2026-01-31')).statusCode).toBe(404);
  });

  it('item-warehs lists every warehouse with its quantity at a date', async () => {
    const rows = (await c.req('GET', `item-warehs?itemid=${kopi}&fdate=2026-01-31`)).json().listdata;
    expect(rows.map((r: { warehouseid: number; qty: string }) => [r.warehouseid, r.qty])).toEqual([[c.central, '30'], [c.branch, '30']]);
  });

  it('item-itemhist: an opening row, then each move with the running quantity and value', async () => {
    const res = await c.req('GET', 'item-itemhist?itemno=KOPI&fromdate=2026-01-05&todate=2026-01-31');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().listdata.map((r: Record<string, unknown>) => [r.date, r.form, r.qtyin, r.qtyout, r.balance, r.unitcost, r.value]);
    expect(rows).toEqual([
      ['2026-01-05', null, '0', '0', '100', '10000', '1000000'],
      ['2026-01-10', 'item-adjustment', '50', '0', '150', '13000', '1650000'],
      ['2026-01-15', 'whtrans', '0', '30', '120', '10000', '1350000'],
      ['2026-01-15', 'whtrans', '30', '0', '150', '10000', '1650000'],
      ['2026-01-20', 'item-adjustment', '0', '90', '60', '10000', '750000'],
    ]);
    const branch = (await c.req('GET', `item-itemhist?itemno=KOPI&fromdate=2026-01-01&todate=2026-01-31&warehouseid=${c.branch}`)).json().listdata;
    expect(branch.map((r: Record<string, unknown>) => [r.qtyin, r.balance])).toEqual([['0', '0'], ['30', '30']]);
    // A later page has no opening row and carries on from where the item stood before its first move.
    const second = (await c.req('GET', 'item-itemhist?itemno=KOPI&fromdate=2026-01-05&todate=2026-01-31&page=2&size=2')).json().listdata;
    expect(second.map((r: Record<string, unknown>) => [r.date, r.form, r.qtyin, r.qtyout, r.balance, r.value])).toEqual([
      ['2026-01-15', 'whtrans', '30', '0', '150', '1650000'],
      ['2026-01-20', 'item-adjustment', '0', '90', '60', '750000'],
    ]);
  });

  it('stock balance: per item and warehouse, its total equal to the inventory account; exported to Excel', async () => {
    const res = (await c.req('GET', 'stock-balance?date=2026-01-31')).json();
    expect(res.listdata.map((r: Record<string, unknown>) => [r.itemno, r.warehouseid, r.qty, r.value])).toEqual([
      ['KOPI', c.central, '30', '375000'],
      ['KOPI', c.branch, '30', '375000'],
    ]);
    expect(res.totalvalue).toBe('750000');
    expect(await c.balance('1-10301')).toBe('750000');
    const xlsx = await c.req('GET', 'stock-balance?date=2026-01-31&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('saldo-persediaan-2026-01-31.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('low stock lists items below their minimum quantity', async () => {
    expect((await c.req('GET', 'low-stock')).json().listdata).toEqual([]);
    await c.req('POST', 'item-adjustment', { adjdate: '2026-01-25', adjaccnt: c.adjAccount, details: [{ itemno: 'KOPI', warehouseid: c.central, adjtype: 2, quantity: '15' }] });
    expect((await c.req('GET', 'low-stock')).json().listdata.map((r: Record<string, unknown>) => [r.itemno, r.qty, r.minimumqty])).toEqual([['KOPI', '45', '50']]);
  });

  it('stock:check finds nothing when all agrees, and reports a stored cost or a ledger line that does not', async () => {
    const check = () => withTenant(t.ctx.db, c.tenantId, (tx) => checkStock(tx, c.tenantId));
    expect((await check()).differences).toEqual([]);
    await c.query(sql`update stock_move set cost = cost + 1 where kind = 'issue' and itemid = ${kopi}`);
    const found = (await check()).differences;
    expect(found.length).toBeGreaterThan(0);
    // The changed costs themselves, and what is derived from them: where stock_balance and the snapshots say KOPI stands.
    expect(found.every((d) => d.itemno === 'KOPI')).toBe(true);
    expect(found.some((d) => /^item-adjustment:\d+:1:issue cost$/.test(d.where))).toBe(true);
    expect(found.every((d) => /^item-adjustment:\d+:1:issue cost$|^stock_balance warehouse \d+$|^stock_cost_state /.test(d.where))).toBe(true);
    expect(found.some((d) => d.where.startsWith('stock_balance'))).toBe(true);
    await c.query(sql`update stock_move set cost = cost - 1 where kind = 'issue' and itemid = ${kopi}`);
    expect((await check()).differences).toEqual([]);
  });
});
