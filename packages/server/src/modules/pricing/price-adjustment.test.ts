import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

/** The Sales Prices screen's request (issue 11 item 4): preview, save with old values kept, bad input. */
let t: TestApp;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
let kopi: number;
let teh: number;

// Setting up a company with its goods and documents: a generous limit for a busy machine (PGlite, two workers).
beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Harga Baru', { language: 'id' }));
  kopi = (await req('POST', 'item', { itemno: 'KOPI', itemdescription: 'Kopi', unit1: 'PCS', unit2: 'DUS', ratio2: '24', unitprice: '24000', unitprice_l2: '560000', cost: '19000' })).json().data.id;
  teh = (await req('POST', 'item', { itemno: 'TEH', itemdescription: 'Teh', unit1: 'PCS', unitprice: '8450', cost: '6800' })).json().data.id;
}, 180_000);
afterAll(() => t.close());

// Price 1 from its current value + 10 %, rounded up to a multiple of 1,000.
const rule = { penyesuaiantype: 1, nilaiAsal: 1, metode: 1, masukan: '10', pembulatan: '1000' };

describe('price adjustment', () => {
  it('previews old and new price 1 at every unit level without saving', async () => {
    const res = await req('POST', 'price-adjustment', { ...rule, itemids: [kopi, teh] });
    expect(res.statusCode, res.body).toBe(200);
    const cells = res.json().data.rows.map((r: { itemno: string; cells: { field: string; old: string; new: string }[] }) => [r.itemno, r.cells.map((c) => [c.field, c.old, c.new])]);
    expect(cells).toEqual([
      ['KOPI', [['unitprice', '24000', '27000'], ['unitprice_l2', '560000', '616000']]],
      ['TEH', [['unitprice', '8450', '10000']]],
    ]);
    // The preview names each item and each price's unit.
    const named = res.json().data.rows.map((r: { itemdescription: string; cells: { unit: number; unitname: string }[] }) => [r.itemdescription, r.cells.map((c) => [c.unit, c.unitname])]);
    expect(named).toEqual([
      ['Kopi', [[1, 'PCS'], [2, 'DUS']]],
      ['Teh', [[1, 'PCS']]],
    ]);
    expect((await req('GET', `item/read/${kopi}`)).json().data.unitprice).toBe('24000');
  });

  it('saves the new prices, keeps the old ones (oldprice1 …), audits, and the item still reads back into an update', async () => {
    const res = await req('POST', 'price-adjustment', { ...rule, itemids: [kopi, teh], preview: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.saved).toBe(2);
    const item = (await req('GET', `item/read/${kopi}`)).json().data;
    expect([item.unitprice, item.oldprice1, item.unitprice_l2, item.oldprice1_l2, item.oldprice2]).toEqual(['27000', '24000', '616000', '560000', '0']);
    const audit = (await req('GET', `item/getaudit/${kopi}`)).json().listdata;
    expect(audit.at(-1).changes.unitprice).toEqual(['24000', '27000']);
    // Sending the old prices back changes nothing of them.
    const put = await req('PUT', 'item', { ...item, oldprice1: '1' });
    expect(put.statusCode, put.body).toBe(200);
    expect((await req('GET', `item/read/${kopi}`)).json().data.oldprice1).toBe('24000');
  });

  it('refuses a bad request naming the field, and results below zero, changing nothing', async () => {
    const bad = await req('POST', 'price-adjustment', { ...rule, metode: 9 });
    expect(bad.statusCode).toBe(400);
    expect(String(bad.json().message)).toContain('metode');
    const below = await req('POST', 'price-adjustment', { penyesuaiantype: 1, nilaiAsal: 1, metode: 6, masukan: '30000', pembulatan: null, itemids: [teh], preview: false });
    expect(below.statusCode).toBe(400);
    expect((await req('GET', `item/read/${teh}`)).json().data.unitprice).toBe('10000');
  });
});
