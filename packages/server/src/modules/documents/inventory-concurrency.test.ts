import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dec, inventoryCompany } from './inventory-fixture.ts';

/** Limits that hold under concurrent requests, closed months, idempotent retries (issue 11: Concurrency, Bad input). */
let t: TestApp;
let c: Awaited<ReturnType<typeof inventoryCompany>>;

// Setting up a company with its goods and documents: a generous limit for a busy machine (PGlite, two workers).
beforeAll(async () => {
  t = await createTestApp();
  c = await inventoryCompany(t, 'PT Serentak Jaya');
}, 180_000);
afterAll(() => t.close());

const decrease = (itemno: string, date: string, quantity = '1') => ({ adjdate: date, adjaccnt: c.adjAccount, details: [{ itemno, warehouseid: c.central, adjtype: 2, quantity }] });
const quantity = async (itemno: string) =>
  dec((await c.query(sql`select coalesce(sum(qtyin - qtyout), 0) as q from stock_move m join item i on i.tenant_id = m.tenant_id and i.itemid = m.itemid where i.itemno = ${itemno}`))[0]!.q);

describe('stock limits under concurrency', () => {
  it('16 concurrent issues of the last 10 units: exactly 10 succeed and the stock never goes below zero', async () => {
    const opening = await c.req('POST', 'item-opening-balance', { obdate: '2026-01-01', details: [{ itemno: 'TEH', warehouseid: c.central, quantity: '10', unitprice: '3000' }] });
    expect(opening.statusCode).toBe(201);
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'item-adjustment', decrease('TEH', '2026-03-01'))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 201)).toHaveLength(10);
    expect(codes.filter((s) => s === 409)).toHaveLength(6);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe('Jumlah persediaan barang TEH tidak mencukupi.');
    expect(await quantity('TEH')).toBe('0');
    expect(await c.stockValue()).toBe(await c.balance('1-10301'));
  });

  it('16 concurrent repeats of one Idempotency-Key create one adjustment', async () => {
    await c.req('POST', 'item-opening-balance', { obdate: '2026-01-01', details: [{ itemno: 'GULA', warehouseid: c.central, quantity: '100', unitprice: '12000' }] });
    const body = decrease('GULA', '2026-03-02', '3');
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'item-adjustment', body, { 'idempotency-key': 'opname-gula-maret' })));
    const ids = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await quantity('GULA')).toBe('97');
    const other = await c.req('POST', 'item-adjustment', decrease('GULA', '2026-03-02', '4'), { 'idempotency-key': 'opname-gula-maret' });
    expect(other.statusCode).toBe(409);
  });

  it('a back-dated move into a closed month is refused and changes nothing', async () => {
    expect((await c.req('POST', 'periodeEnd', { month: 1, year: 2026 })).statusCode).toBe(200);
    const before = { qty: await quantity('GULA'), value: await c.stockValue(), ledger: await c.balance('1-10301') };
    const res = await c.req('POST', 'item-adjustment', decrease('GULA', '2026-01-20'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Periode transaksi sudah ditutup.');
    expect({ qty: await quantity('GULA'), value: await c.stockValue(), ledger: await c.balance('1-10301') }).toEqual(before);
  });
});
