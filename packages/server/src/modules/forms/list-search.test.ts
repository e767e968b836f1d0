import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

/** readall paging, sorting and search (one statement per page with an exact total), on PGlite and PostgreSQL. */
type Caller = Awaited<ReturnType<typeof companyFixture>>['req'];
let t: TestApp;
let req: Caller;

interface ItemRow {
  id: number;
  itemno: string;
  itemdescription: string;
  ratio2: string;
  link01: string;
}
const list = async (path: string) => (await req('GET', path)).json() as { listdata: ItemRow[]; total: number; page: number; size: number };

// 25 coffees whose numbers run opposite to their descriptions, 7 teas, and the awkward characters.
const coffees = Array.from({ length: 25 }, (_, i) => ({ itemno: `KP-${String(i + 1).padStart(3, '0')}`, itemdescription: `Kopi Bubuk ${String.fromCharCode(90 - i)}` }));
const teas = Array.from({ length: 7 }, (_, i) => ({ itemno: `TH-${i + 1}`, itemdescription: `Teh Celup ${i + 1}` }));
const odd = [
  { itemno: 'X-1', itemdescription: 'Diskon 50% Akhir Tahun' },
  { itemno: 'X-2', itemdescription: 'Diskon 500 Rupiah' },
  { itemno: 'X-3', itemdescription: 'kode_promo A' },
  { itemno: 'X-4', itemdescription: 'kodeXpromo B' },
  { itemno: 'X-5', itemdescription: "Kacang O'Neil" },
  { itemno: 'X-6', itemdescription: 'Garis \\ Miring' },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Cari Daftar', { language: 'en' }));
  for (const item of [...coffees, ...teas, ...odd]) {
    const res = await req('POST', 'item', { ...item, unit1: 'PCS', unit2: 'DUS', ratio2: '12' });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('readall with a search', () => {
  it('pages through every match in sort order, each page carrying the exact total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`item/readall?search=kopi&size=10&page=${page}`)));
    expect(pages.map((p) => p.listdata.length)).toEqual([10, 10, 5]);
    expect(pages.every((p) => p.total === 25)).toBe(true);
    expect(pages.flatMap((p) => p.listdata.map((r) => r.itemno))).toEqual(coffees.map((c) => c.itemno));
    // Whole records, mapped as read/{id} maps them.
    expect(pages[0]!.listdata[0]).toMatchObject({ ratio2: '12', link01: '' });
    expect(pages[0]!.listdata[0]!.id).toBeTypeOf('number');
  });

  it('sorts by another column and descending', async () => {
    const byDescription = await list('item/readall?search=KOPI&sort=itemdescription&size=5');
    expect(byDescription.listdata.map((r) => r.itemdescription)).toEqual(['Kopi Bubuk B', 'Kopi Bubuk C', 'Kopi Bubuk D', 'Kopi Bubuk E', 'Kopi Bubuk F']);
    const descending = await list('item/readall?search=kopi&sort=itemno&dir=desc&size=3');
    expect(descending.listdata.map((r) => r.itemno)).toEqual(['KP-025', 'KP-024', 'KP-023']);
    expect(descending.total).toBe(25);
  });

  it('keeps the total past the last page and for no match', async () => {
    expect(await list('item/readall?search=kopi&size=10&page=9')).toMatchObject({ listdata: [], total: 25, page: 9 });
    expect(await list('item/readall?search=tidak-ada&size=10')).toMatchObject({ listdata: [], total: 0 });
  });

  it('matches %, _, quotes and backslashes literally', async () => {
    const numbers = async (search: string) => (await list(`item/readall?search=${encodeURIComponent(search)}`)).listdata.map((r) => r.itemno);
    expect(await numbers('50%')).toEqual(['X-1']);
    expect(await numbers('kode_')).toEqual(['X-3']);
    expect(await numbers("o'neil")).toEqual(['X-5']);
    expect(await numbers('\\')).toEqual(['X-6']);
    expect(await numbers('%')).toEqual(['X-1']);
  });

  it('searches the lookup columns and small masters the same way', async () => {
    const base = await list('item/readallBase?search=teh&size=3&page=3');
    expect(base).toMatchObject({ total: 7, listdata: [{ itemno: 'TH-7', ratio2: '12' }] });
    expect(Object.keys(base.listdata[0]!)).not.toContain('link01');
    await req('POST', 'unit', { unitname: 'RIM_A' });
    await req('POST', 'unit', { unitname: 'RIMXA' });
    const units = (await req('GET', 'unit/readall?search=rim_')).json();
    expect(units.listdata.map((u: { unitname: string }) => u.unitname)).toEqual(['RIM_A']);
  });
});

describe('readall without a search', () => {
  it('pages in sort order with the total of the whole list', async () => {
    const all = coffees.length + teas.length + odd.length;
    // Pages of 4 put together are the list in one page (whatever the database's collation orders first).
    const whole = (await list('item/readall?size=50&sort=itemdescription')).listdata.map((r) => r.itemno);
    expect(whole).toHaveLength(all);
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => list(`item/readall?size=4&page=${i + 1}&sort=itemdescription`)));
    expect(pages.flatMap((p) => p.listdata.map((r) => r.itemno))).toEqual(whole);
    expect(pages.every((p) => p.total === all)).toBe(true);
    const last = await list('item/readall?size=10&page=4&sort=itemno&dir=desc');
    expect(last.listdata.map((r) => r.itemno)).toEqual(['KP-008', 'KP-007', 'KP-006', 'KP-005', 'KP-004', 'KP-003', 'KP-002', 'KP-001']);
    expect(last.total).toBe(all);
    expect(await list('item/readall?size=10&page=40')).toMatchObject({ listdata: [], total: all });
  });
});
