import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/** Purchase requisitions and orders on the trade kind (issue 12, API.md §7.1–§7.3): round trip, totals, refusals. */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Beli Rapi');
}, 180_000);
afterAll(() => t.close());

/** Two lines with line discounts, a 2 % document discount, PPN (12 % on DPP Nilai Lain 11/12) and freight. */
const order = (extra: Record<string, unknown> = {}) => ({
  podate: '2026-02-03',
  vendorid: c.vendor,
  expected: '2026-02-10',
  description: 'Kopi dan teh Februari',
  discpc: '2',
  freight: '5000',
  details: [
    { itemno: 'KOPI', itemunit: 'DUS', quantity: '2', unitprice: '120000', itemdiscpc: '10', taxcodes: 'PPN' },
    { itemno: 'TEH', quantity: '10', unitprice: '2500', itemdiscpc: '10+5', taxcodes: 'ppn' },
  ],
  ...extra,
});

describe('purchase order', () => {
  it('answers the totals of API.md §7.3, computed by the server, and a read gives the same document back', async () => {
    const res = await c.req('POST', 'purchase-order', { ...order(), subtotal: '1', totalamount: '1' });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      pono: 'PO/00001',
      podate: '2026-02-03',
      vendorid: c.vendor,
      vendorname: 'PT Pemasok Kopi',
      expected: '2026-02-10',
      status: 'open',
      posted: false,
      subtotal: '237375',
      discamount: '4747.5',
      taxbase: '232628',
      otherbase: '213242',
      tax1amount: '25589',
      tax2amount: '0',
      freight: '5000',
      totalamount: '263216.5',
      version: 1,
    });
    expect(doc.details[0]).toMatchObject({ seq: 1, itemno: 'KOPI', itemunit: 'DUS', unitratio: '12', quantity: '2', unitprice: '120000', itemdiscpc: '10', taxcodes: 'PPN', amount: '216000', discamount: '24000', net: '211680', taxableamount1: '211680', otherbase: '194040', tax1amount: '23285' });
    expect(doc.details[1]).toMatchObject({ seq: 2, itemno: 'TEH', itemunit: 'PCS', amount: '21375', net: '20947.5', taxableamount1: '20948', otherbase: '19202', tax1amount: '2304', taxcodes: 'PPN' });
    expect(doc.details[0].warehouseid).toBeGreaterThan(0);
    expect(doc.details[0].deptid).toBeGreaterThan(0);
    expect(doc.details[0].projectid).toBeGreaterThan(0);

    const read = (await c.req('GET', `purchase-order/read/${doc.id}`)).json().data;
    expect(read).toEqual(doc);
    const back = await c.req('PUT', 'purchase-order', read);
    expect(back.statusCode, back.body).toBe(200);
    const { version: v1, ...before } = read;
    const { version: v2, ...after } = back.json().data;
    expect(after).toEqual(before);
    expect([v1, v2]).toEqual([1, 2]);

    const list = (await c.req('GET', 'purchase-order/readall?search=PO/00001')).json();
    expect(list.listdata[0]).toMatchObject({ poid: doc.id, pono: 'PO/00001', status: 'open', totalamount: '263216.5', vendorid: c.vendor });
    const audit = (await c.req('GET', `purchase-order/getaudit/${doc.id}`)).json().listdata;
    // The round trip changed nothing: its audit row has no changes.
    expect(audit.map((a: { action: string; changes: object }) => [a.action, a.action === 'update' ? a.changes : 'x'])).toEqual([
      ['create', 'x'],
      ['update', {}],
    ]);
  });

  it('with prices inclusive of tax, the total is what the lines show and DPP + PPN make it up', async () => {
    const res = await c.req('POST', 'purchase-order', {
      podate: '2026-02-04',
      vendorid: c.vendor,
      inclusivetax: true,
      details: [{ itemno: 'GULA', quantity: '1', unitprice: '111000', taxcodes: 'PPN-BM' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ subtotal: '111000', taxbase: '99107', tax1amount: '11893', totalamount: '111000' });
  });

  it('in a foreign currency the rate is required, and DPP and PPN keep cents', async () => {
    const p = (await c.req('GET', 'preference')).json().data;
    const base = { ...p.pcurrency[0] };
    delete base.isbase;
    const saved = await c.req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, usemulticurrency: true }, pcurrency: [base, { currencyname: 'USD', exchangerate: '16250', autodefaccnt: true }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const usd = saved.json().data.pcurrency.find((x: { currencyname: string }) => x.currencyname === 'USD').currencyid as number;
    const body = { podate: '2026-02-06', vendorid: c.vendor2, currencyid: usd, details: [{ itemno: 'TEH', quantity: '3', unitprice: '10.35', taxcodes: 'PPN' }] };
    const missing = await c.en('POST', 'purchase-order', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(`rate: ${translate('en', 'V_REQUIRED')}`);
    const res = await c.req('POST', 'purchase-order', { ...body, rate: '16250' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ currencyid: usd, rate: '16250', subtotal: '31.05', taxbase: '31.05', otherbase: '28.46', tax1amount: '3.42', totalamount: '34.47' });
  });

  it('numbers, edit locks and getnumber come from the one service', async () => {
    const number = (await c.req('GET', 'purchase-order/getnumber')).json().data.number;
    const res = await c.req('POST', 'purchase-order', order({ pono: number }));
    expect(res.json().data.pono).toBe(number);
    expect((await c.req('POST', 'purchase-order', order({ pono: number }))).statusCode).toBe(409);
    const id = res.json().data.id;
    expect((await c.req('POST', `purchase-order/lock/${id}`)).statusCode).toBe(200);
    expect((await c.en('PUT', 'purchase-order', { ...res.json().data })).statusCode).toBe(409);
    expect((await c.req('DELETE', `purchase-order/lock/${id}`)).statusCode).toBe(200);
    expect((await c.req('DELETE', `purchase-order/delete/${id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `purchase-order/read/${id}`)).statusCode).toBe(404);
  });

  it('a read names the orders before and after it (idprev, idnext), of its own form only', async () => {
    const a = (await c.req('POST', 'purchase-order', order())).json().data;
    expect((await c.req('POST', 'requisition', { reqdate: '2026-01-05', details: [{ itemno: 'KOPI', quantity: '1' }] })).statusCode).toBe(201);
    const b = (await c.req('POST', 'purchase-order', order())).json().data;
    expect(b).toMatchObject({ idprev: a.id, idnext: null });
    expect((await c.req('GET', `purchase-order/read/${a.id}`)).json().data.idnext).toBe(b.id);
  });

  it('an Idempotency-Key repeat answers the first order', async () => {
    const first = await c.req('POST', 'purchase-order', order(), { 'idempotency-key': 'po-kopi-1' });
    const again = await c.req('POST', 'purchase-order', order(), { 'idempotency-key': 'po-kopi-1' });
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await c.req('POST', 'purchase-order', order({ description: 'lain' }), { 'idempotency-key': 'po-kopi-1' })).statusCode).toBe(409);
  });
});

describe('refusals name the field, in the user language, and change nothing', () => {
  const refused = async (body: Record<string, unknown>, field: string, key: Parameters<typeof translate>[1], params: Record<string, string> = {}) => {
    const before = await c.count('purchase-order');
    for (const [call, lang] of [[c.req, 'id'], [c.en, 'en']] as const) {
      const res = await call('POST', 'purchase-order', body);
      expect(res.statusCode, res.body).toBe(400);
      const text = translate(lang, key, { field, ...params });
      expect(res.json().message).toContain(key === 'V_REF_NOT_FOUND' ? text : `${field}: ${text}`);
    }
    expect(await c.count('purchase-order')).toBe(before);
  };

  it('a service item', async () => {
    await refused(order({ details: [{ itemno: 'JASA', quantity: '1', unitprice: '50000' }] }), 'details.0.itemno', 'SERVICE_ITEM_IN_PURCHASE');
    const before = await c.count('requisition');
    const res = await c.req('POST', 'requisition', { reqdate: '2026-02-01', details: [{ itemno: 'JASA', quantity: '1' }] });
    expect(res.json().message).toContain(`details.0.itemno: ${translate('id', 'SERVICE_ITEM_IN_PURCHASE')}`);
    expect(await c.count('requisition')).toBe(before);
  });

  it('a customer, or a vendor of another company, in the vendor field', async () => {
    await refused(order({ vendorid: c.customer }), 'vendorid', 'V_REF_NOT_FOUND');
    const other = await purchaseCompany(t, 'PT Lain Sendiri');
    await refused(order({ vendorid: other.vendor }), 'vendorid', 'V_REF_NOT_FOUND');
  });

  it('an unknown tax code, item, unit or warehouse', async () => {
    await refused(order({ details: [{ itemno: 'KOPI', quantity: '1', unitprice: '1000', taxcodes: 'PPN99' }] }), 'details.0.taxcodes (PPN99)', 'V_REF_NOT_FOUND');
    await refused(order({ details: [{ itemno: 'TIDAKADA', quantity: '1' }] }), 'details.0.itemno', 'ITEM_NOT_FOUND', { item: 'TIDAKADA' });
    await refused(order({ details: [{ itemno: 'KOPI', itemunit: 'KRAT', quantity: '1' }] }), 'details.0.itemunit', 'UNIT_NOT_OF_ITEM', { item: 'KOPI', unit: 'KRAT' });
    await refused(order({ details: [{ itemno: 'KOPI', quantity: '1', warehouseid: 999999 }] }), 'details.0.warehouseid', 'V_REF_NOT_FOUND');
    await refused(order({ termid: 999999 }), 'termid', 'V_REF_NOT_FOUND');
    await refused(order({ branchid: 999999 }), 'branchid', 'V_REF_NOT_FOUND');
    await refused(order({ currencyid: 999999 }), 'currencyid', 'V_REF_NOT_FOUND');
    await refused(order({ freightaccnt: 999999 }), 'freightaccnt', 'V_REF_NOT_FOUND');
  });

  it('a document discount above the subtotal, or both a percent and an amount', async () => {
    const res = await c.en('POST', 'purchase-order', order({ discpc: '0', cashdiscount: '99999999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`cashdiscount: ${translate('en', 'DOC_DISCOUNT_EXCEEDS_SUBTOTAL')}`);
    expect((await c.en('POST', 'purchase-order', order({ discpc: '5', cashdiscount: '100' }))).statusCode).toBe(400);
  });

  it('a price outside the min/max purchase price when the company uses it (per unit1)', async () => {
    const item = (await c.req('GET', 'item/readall?search=KOPI')).json().listdata.find((i: { itemno: string }) => i.itemno === 'KOPI');
    const full = (await c.req('GET', `item/read/${item.id}`)).json().data;
    expect((await c.req('PUT', 'item', { ...full, minpurcprice: '9000', maxpurcprice: '11000' })).statusCode).toBe(200);
    const line = (unitprice: string, itemunit = 'PCS') => order({ details: [{ itemno: 'KOPI', itemunit, quantity: '1', unitprice }] });
    // Off: any price.
    expect((await c.req('POST', 'purchase-order', line('50000'))).statusCode).toBe(201);
    const p = (await c.req('GET', 'preference')).json().data;
    const features = JSON.parse(p.pcompany.features);
    const saved = await c.req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, features: JSON.stringify({ ...features, pembelian: { useminmaxpurcprice: true } }) } });
    expect(saved.statusCode, saved.body).toBe(200);
    await refused(line('50000'), 'details.0.unitprice', 'PURCHASE_PRICE_OUT_OF_RANGE', { item: 'KOPI', min: '9000', max: '11000' });
    await refused(line('8999.99'), 'details.0.unitprice', 'PURCHASE_PRICE_OUT_OF_RANGE', { item: 'KOPI', min: '9000', max: '11000' });
    // A DUS of 12 at 120000 is 10000 a PCS: inside.
    expect((await c.req('POST', 'purchase-order', line('120000', 'DUS'))).statusCode).toBe(201);
    await c.req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, features: JSON.stringify(features) } });
  });
});
