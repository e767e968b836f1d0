import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/** The price a purchase line starts with (issue 12 "Pricing on entry"): vendor price, else last purchase, else item price. */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Harga Beli');
}, 180_000);
afterAll(() => t.close());

const price = async (query: string) => (await c.req('GET', `purchase-price?${query}`)).json();

describe('purchase price on entry', () => {
  it('takes the vendor price, else the last purchase from that vendor, else the item price, in the unit asked', async () => {
    const kopi = (await c.req('GET', 'item/readall?search=KOPI')).json().listdata.find((i: { itemno: string }) => i.itemno === 'KOPI');
    const item = (await c.req('GET', `item/read/${kopi.id}`)).json().data;
    expect((await c.req('PUT', 'item', { ...item, cost: '1000' })).statusCode).toBe(200);
    expect((await price(`itemno=KOPI&vendorid=${c.vendor}`)).data).toEqual({ itemno: 'KOPI', itemunit: 'PCS', unitprice: '1000', source: 'item' });

    const inv = await c.req('POST', 'purchase-invoice', { invoicedate: '2026-02-01', vendorid: c.vendor, details: [{ itemno: 'KOPI', itemunit: 'DUS', quantity: '1', unitprice: '11400' }] });
    expect(inv.statusCode, inv.body).toBe(201);
    expect((await price(`itemno=KOPI&vendorid=${c.vendor}&itemunit=DUS`)).data).toMatchObject({ itemunit: 'DUS', unitprice: '11400', source: 'last', lastdate: '2026-02-01' });
    expect((await price(`itemno=KOPI&vendorid=${c.vendor}`)).data).toMatchObject({ unitprice: '950', source: 'last' });
    // Another vendor never sold it: the item price.
    expect((await price(`itemno=KOPI&vendorid=${c.vendor2}`)).data).toMatchObject({ unitprice: '1000', source: 'item' });

    const again = (await c.req('GET', `item/read/${kopi.id}`)).json().data;
    expect((await c.req('PUT', 'item', { ...again, details: [{ personid: c.vendor2, persontype: 1, price1: '900' }] })).statusCode).toBe(200);
    expect((await price(`itemno=KOPI&vendorid=${c.vendor2}&itemunit=dus`)).data).toMatchObject({ itemunit: 'DUS', unitprice: '10800', source: 'vendor' });
  });

  it('names what is wrong in the user language', async () => {
    const res = await c.en('GET', `purchase-price?itemno=NOPE&vendorid=${c.customer}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(translate('en', 'V_REF_NOT_FOUND', { field: 'vendorid' }));
    expect(res.body).toContain(translate('en', 'ITEM_NOT_FOUND', { item: 'NOPE' }));
    expect((await c.req('GET', 'purchase-price?itemno=KOPI&itemunit=KARUNG')).statusCode).toBe(400);
  });
});
