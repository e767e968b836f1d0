import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { salesCompany } from './sales-fixture.ts';

/**
 * An item group priced as an item is (issue 13 §3, docs/decisions.md "Item groups on sales lines"): its line
 * discount on entry (the customer's default, else the group's `salesdiscount`) and, with `useminmaxsellprice` on,
 * the min/max sell price per group unit summed from its components' (core `groupPriceLimits`), refused with the
 * items' message naming the group. GRP-P holds 2 TEH and 1 GULA.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
const GROUP = 'GRP-P';

/** Sets an item's min/max sell price through the item master. */
async function limits(itemno: string, minsellprice: string, maxsellprice: string) {
  const item = (await c.req('GET', `item/readall?search=${itemno}`)).json().listdata.find((i: { itemno: string }) => i.itemno === itemno);
  const full = (await c.req('GET', `item/read/${item.id}`)).json().data;
  const res = await c.req('PUT', 'item', { ...full, minsellprice, maxsellprice });
  expect(res.statusCode, res.body).toBe(200);
}

/** Turns `useminmaxsellprice` on or off. */
async function minmax(on: boolean) {
  const p = (await c.req('GET', 'preference')).json().data;
  const features = JSON.parse(p.pcompany.features);
  const res = await c.req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, features: JSON.stringify({ ...features, penjualan: { ...features.penjualan, useminmaxsellprice: on } }) } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Paket Harga');
  const res = await c.req('POST', 'item-grouping', {
    itemno: GROUP,
    itemdescription: 'Paket harga',
    unit1: 'SET',
    unitprice: '10000',
    salesdiscount: '5',
    details: [
      { itemno: 'TEH', quantity: '2' },
      { itemno: 'GULA', quantity: '1' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
}, 180_000);
afterAll(() => t.close());

describe('a group line priced on entry', () => {
  it("starts with the group's sales discount when the customer has no default discount", async () => {
    const res = await c.req('GET', `sales-price?itemno=${GROUP}&customerid=${c.customer}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ itemno: GROUP, itemunit: 'SET', unitprice: '10000', source: 'group', itemdiscpc: '5' });
  });

  it("the customer's default discount wins over the group's", async () => {
    const person = (await c.req('GET', `person-data/read/${c.customer}`)).json().data;
    expect((await c.req('PUT', 'person-data', { ...person, defaultdisc: '2.5' })).statusCode).toBe(200);
    const res = await c.req('GET', `sales-price?itemno=${GROUP}&customerid=${c.customer}`);
    expect(res.json().data).toMatchObject({ unitprice: '10000', itemdiscpc: '2.5' });
    const again = (await c.req('GET', `person-data/read/${c.customer}`)).json().data;
    expect((await c.req('PUT', 'person-data', { ...again, defaultdisc: '0' })).statusCode).toBe(200);
  });

  it("another company asks for the group's number: it is no item of theirs", async () => {
    const other = await salesCompany(t, 'PT Paket Lain');
    const res = await other.req('GET', `sales-price?itemno=${GROUP}&customerid=${other.customer}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(`itemno: ${translate('id', 'ITEM_NOT_FOUND', { item: GROUP })}`);
  });
});

describe('the min/max sell price of a group line', () => {
  // TEH 1,000–1,500 and GULA 500–800 a unit: the group, 2 TEH + 1 GULA, sells between 2,500 and 3,800 a SET.
  const line = (unitprice: string) => ({ invoicedate: '2026-03-02', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice }] });

  it('is not checked while the company does not use it', async () => {
    await limits('TEH', '1000', '1500');
    await limits('GULA', '500', '800');
    const res = await c.req('POST', 'sales-order', { sodate: '2026-03-02', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '100' }] });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a price per SET below the sum of the minimums or above the sum of the maximums, naming the group, in both languages; nothing saved', async () => {
    await minmax(true);
    for (const price of ['2499.99', '3800.01']) {
      const before = await c.count('sales-invoice');
      for (const [call, lang] of [[c.req, 'id'], [c.en, 'en']] as const) {
        const res = await call('POST', 'sales-invoice', line(price));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(`details.0.unitprice: ${translate(lang, 'SELL_PRICE_OUT_OF_RANGE', { item: GROUP, min: '2500', max: '3800' })}`);
      }
      expect(await c.count('sales-invoice')).toBe(before);
    }
  });

  it('accepts the bounds themselves; a component without a maximum leaves the group without one', async () => {
    for (const price of ['2500', '3800']) expect((await c.req('POST', 'sales-order', { sodate: '2026-03-02', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: price }] })).statusCode).toBe(201);
    await limits('GULA', '500', '0');
    expect((await c.req('POST', 'sales-order', { sodate: '2026-03-02', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '99999' }] })).statusCode).toBe(201);
    const res = await c.en('POST', 'quotation', { quotedate: '2026-03-02', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '2000' }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(`details.0.unitprice: ${translate('en', 'SELL_PRICE_OUT_OF_RANGE', { item: GROUP, min: '2500', max: '-' })}`);
    await minmax(false);
  });
});
