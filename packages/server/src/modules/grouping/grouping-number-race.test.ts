import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Items and item groups share one number space (issue 11): saves of one number into both tables at the same moment
 * leave exactly one holder of it. Concurrent on PostgreSQL (DATABASE_URL), one after another on PGlite.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof companyFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await companyFixture(t, 'PT Nomor Serentak', { language: 'id' });
  expect((await c.req('POST', 'item', { itemno: 'KOPI', itemdescription: 'Kopi', unit1: 'PCS', itemtype: 0 })).statusCode).toBe(201);
}, 180_000);
afterAll(() => t.close());

type Res = { statusCode: number; body: string; json: () => { code?: string } };
const group = (itemno: string) => ({ itemno, itemdescription: `Paket ${itemno}`, unit1: 'SET', details: [{ itemno: 'KOPI', quantity: '1' }] });
const item = (itemno: string, n: number) => ({ itemno, itemdescription: `Barang ${n}`, unit1: 'PCS', itemtype: 0 });

/** How many items and groups hold a number. */
async function holders(itemno: string) {
  const items = (await c.req('GET', `item/readall?search=${encodeURIComponent(itemno)}`)).json().listdata as { itemno: string }[];
  const groups = (await c.req('GET', `item-grouping/readall?search=${encodeURIComponent(itemno)}`)).json().listdata as { itemno: string }[];
  return items.filter((r) => r.itemno === itemno).length + groups.filter((r) => r.itemno === itemno).length;
}

function expectOneWinner(results: Res[], won: number) {
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((s) => s === won), results.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toHaveLength(1);
  expect(codes.filter((s) => s === 409)).toHaveLength(results.length - 1);
  for (const r of results.filter((x) => x.statusCode === 409)) expect(['DUPLICATE_RECORD', 'ITEM_NUMBER_IS_GROUP', 'GROUP_NUMBER_IS_ITEM']).toContain(r.json().code);
}

describe('one number, item or group, under concurrency', () => {
  it('16 concurrent creates (8 items, 8 groups) of one number: exactly one is created, the others get 409', async () => {
    const results = (await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? c.req('POST', 'item-grouping', group('PKT-1')) : c.req('POST', 'item', item('PKT-1', i)))))) as Res[];
    expectOneWinner(results, 201);
    expect(await holders('PKT-1')).toBe(1);
  });

  it('16 concurrent saves, 8 items renamed to a number and 8 groups created with it: exactly one wins', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await c.req('POST', 'item', item(`B-${i}`, i));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const reads = await Promise.all(ids.map(async (id) => (await c.req('GET', `item/read/${id}`)).json().data as Record<string, unknown>));
    const results = (await Promise.all([
      ...reads.map((r) => c.req('PUT', 'item', { ...r, itemno: 'PKT-2' })),
      ...Array.from({ length: 8 }, () => c.req('POST', 'item-grouping', group('PKT-2'))),
    ])) as Res[];
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200 || s === 201), results.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(15);
    expect(await holders('PKT-2')).toBe(1);
  });

  it('the refusal is in the user\'s language', async () => {
    expect((await c.req('POST', 'item-grouping', group('PKT-3'))).statusCode).toBe(201);
    const res = await c.req('POST', 'item', item('PKT-3', 99));
    expect([res.statusCode, res.json().message]).toEqual([409, 'itemno: PKT-3 sudah dipakai sebagai nomor kelompok barang.']);
  });
});
