import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/** The price a sales line starts with (issue 13 "Pricing on entry"): customer price, else the customer's price level; its default discount. */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Harga Jual');
}, 180_000);
afterAll(() => t.close());

const price = async (query: string) => (await c.req('GET', `sales-price?${query}`)).json();

describe('sales price on entry', () => {
  it('takes the price of the customer level in the unit asked, the customer price first, and the default discount', async () => {
    const kopi = (await c.req('GET', 'item/readall?search=KOPI')).json().listdata.find((i: { itemno: string }) => i.itemno === 'KOPI');
    const item = (await c.req('GET', `item/read/${kopi.id}`)).json().data;
    const priced = await c.req('PUT', 'item', { ...item, unitprice: '1000', unitprice2: '950', unitprice3: '900', unitprice_l2: '11500' });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await price(`itemno=KOPI&customerid=${c.customer}`)).data).toEqual({ itemno: 'KOPI', itemunit: 'PCS', unitprice: '1000', source: 'level', pricelevel: 1, itemdiscpc: '' });
    expect((await price(`itemno=KOPI&customerid=${c.customer}&itemunit=dus`)).data).toMatchObject({ itemunit: 'DUS', unitprice: '11500' });

    const person = (await c.req('GET', `person-data/read/${c.customer}`)).json().data;
    expect((await c.req('PUT', 'person-data', { ...person, pricelevel: 3, defaultdisc: '5' })).statusCode).toBe(200);
    expect((await price(`itemno=KOPI&customerid=${c.customer}`)).data).toMatchObject({ unitprice: '900', source: 'level', pricelevel: 3, itemdiscpc: '5' });
    // Level 3 of a DUS is not set: the PCS price of level 3 times 12.
    expect((await price(`itemno=KOPI&customerid=${c.customer}&itemunit=DUS`)).data).toMatchObject({ unitprice: '10800', pricelevel: 3 });

    const again = (await c.req('GET', `item/read/${kopi.id}`)).json().data;
    expect((await c.req('PUT', 'item', { ...again, details: [{ personid: c.customer, persontype: 0, price1: '850' }] })).statusCode).toBe(200);
    expect((await price(`itemno=KOPI&customerid=${c.customer}&itemunit=DUS`)).data).toMatchObject({ itemunit: 'DUS', unitprice: '10200', source: 'customer', itemdiscpc: '5' });
  });

  it('names what is wrong in the user language; another company sees nothing', async () => {
    const res = await c.en('GET', `sales-price?itemno=NOPE&customerid=${c.vendor}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(translate('en', 'V_REF_NOT_FOUND', { field: 'customerid' }));
    expect(res.body).toContain(translate('en', 'ITEM_NOT_FOUND', { item: 'NOPE' }));
    const b = await purchaseCompany(t, 'PT Harga Lain');
    const other = await b.req('GET', `sales-price?itemno=KOPI&customerid=${c.customer}`);
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'customerid' }));
  });
});
