import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/**
 * Quotation → sales order (issue 13 item 5, API.md §7.2, §7.4): partial pulls, statuses, close/reopen, the pull lists,
 * refusals, 16 concurrent orders on one quotation, and another company seeing none of it.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Tarik Jual');
}, 180_000);
afterAll(() => t.close());

const quotation = async (kopi = '10', jasa = '3') => {
  const res = await c.req('POST', 'quotation', {
    quotedate: '2026-03-01',
    customerid: c.customer,
    details: [
      { itemno: 'KOPI', quantity: kopi, unitprice: '10000' },
      { itemno: 'JASA', quantity: jasa, unitprice: '50000' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; quoteno: string; status: string; details: { seq: number; remaining: string }[] };
};
/** An order pulling from a quotation: [quoteseq, quantity, unit?] per line. */
const pulling = (quoteid: number, lines: [number, string, string?][]) => ({
  sodate: '2026-03-02',
  customerid: c.customer,
  details: lines.map(([quoteseq, quantity, itemunit]) => ({ itemno: quoteseq === 1 ? 'KOPI' : 'JASA', itemunit, quantity, unitprice: '10000', quoteid, quoteseq })),
});
const status = async (id: number) => (await c.req('GET', `quotation/read/${id}`)).json().data.status as string;

describe('pulling a quotation into orders', () => {
  it('partial pulls leave what remains; the quotation goes open → partial → closed; diproses lists the orders', async () => {
    const quo = await quotation();
    expect(quo.details.map((l) => l.remaining)).toEqual(['10', '3']);
    const listed = (await c.req('GET', `pullTransaction?form=quotation&customerid=${c.customer}`)).json().listdata;
    expect(listed.map((d: { id: number }) => d.id)).toContain(quo.id);
    const lines = (await c.req('GET', `pullDetTransaction/${quo.id}?form=quotation`)).json().listdata;
    expect(lines.map((l: Record<string, unknown>) => [l.itemno, l.quantity, l.quoteid, l.quoteseq])).toEqual([
      ['KOPI', '10', quo.id, 1],
      ['JASA', '3', quo.id, 2],
    ]);

    const first = await c.req('POST', 'sales-order', pulling(quo.id, [[1, '4'], [2, '1']]));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.details[0]).toMatchObject({ quoteid: quo.id, quoteseq: 1, quantity: '4' });
    expect(await status(quo.id)).toBe('partial');
    expect((await c.req('GET', `quotation/read/${quo.id}`)).json().data.details.map((l: { remaining: string }) => l.remaining)).toEqual(['6', '2']);

    const rest = await c.req('POST', 'sales-order', pulling(quo.id, [[1, '6'], [2, '2']]));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await status(quo.id)).toBe('closed');
    expect((await c.req('GET', `pullDetTransaction/${quo.id}?form=quotation`)).json().listdata).toEqual([]);
    expect((await c.req('GET', `pullTransaction?form=quotation&customerid=${c.customer}`)).json().listdata.map((d: { id: number }) => d.id)).not.toContain(quo.id);
    const made = (await c.req('GET', `quotation/diproses/${quo.id}`)).json().listdata;
    expect(made.map((d: Record<string, unknown>) => [d.form, d.id])).toEqual([
      ['sales-order', first.json().data.id],
      ['sales-order', rest.json().data.id],
    ]);
    // A quotation with orders made from it cannot be deleted; deleting an order gives its quantities back.
    const del = await c.en('DELETE', `quotation/delete/${quo.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(translate('en', 'ORDER_PROCESSED'));
    expect((await c.req('DELETE', `sales-order/delete/${rest.json().data.id}`)).statusCode).toBe(200);
    expect(await status(quo.id)).toBe('partial');
  });

  it('more pulled than quoted → 409 "This order has already been processed.", in the user language, nothing saved', async () => {
    const quo = await quotation('5', '1');
    expect((await c.req('POST', 'sales-order', pulling(quo.id, [[1, '3']]))).statusCode).toBe(201);
    const before = await c.count('sales-order');
    for (const [call, lang] of [[c.req, 'id'], [c.en, 'en']] as const) {
      const res = await call('POST', 'sales-order', pulling(quo.id, [[1, '2.5']]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(translate(lang, 'ORDER_PROCESSED'));
    }
    expect(await c.count('sales-order')).toBe(before);
  });

  it("another customer's quotation cannot be pulled (400 naming the line's quoteid)", async () => {
    const quo = await quotation('2', '1');
    const other = (await c.req('POST', 'person-data', { persontype: 0, personno: 'C-00002', name: 'Toko Lain' })).json().data.id as number;
    const res = await c.req('POST', 'sales-order', { ...pulling(quo.id, [[1, '1']]), customerid: other });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'details.0.quoteid' }));
    expect(await status(quo.id)).toBe('open');
  });

  it('a quotation closed by hand cannot be pulled; reopened it can', async () => {
    const quo = await quotation('2', '1');
    expect((await c.req('PUT', `quotation/close/${quo.id}`)).statusCode).toBe(200);
    expect(await status(quo.id)).toBe('closed');
    expect((await c.req('POST', 'sales-order', pulling(quo.id, [[1, '1']]))).statusCode).toBe(409);
    expect((await c.req('PUT', `quotation/reopen/${quo.id}`)).statusCode).toBe(200);
    expect(await status(quo.id)).toBe('open');
    const so = await c.req('POST', 'sales-order', pulling(quo.id, [[1, '1']]));
    expect(so.statusCode, so.body).toBe(201);
    // An order closes and reopens by hand the same way.
    expect((await c.req('PUT', `sales-order/close/${so.json().data.id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `sales-order/read/${so.json().data.id}`)).json().data.status).toBe('closed');
    expect((await c.req('PUT', `sales-order/reopen/${so.json().data.id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `sales-order/read/${so.json().data.id}`)).json().data.status).toBe('open');
  });
});

describe('orders under concurrency', () => {
  it('16 concurrent orders pulling one unit each of a quotation line of 10: exactly 10 succeed', async () => {
    const quo = await quotation('10', '1');
    const pull = () => c.req('POST', 'sales-order', pulling(quo.id, [[1, '1']]));
    const results = await Promise.all(Array.from({ length: 16 }, pull));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(translate('id', 'ORDER_PROCESSED'));
    }
    const read = (await c.req('GET', `quotation/read/${quo.id}`)).json().data;
    expect(read.details[0].remaining).toBe('0');
    expect((await c.req('GET', `quotation/diproses/${quo.id}`)).json().listdata).toHaveLength(10);
  });
});

describe('tenant isolation of quotations and orders', () => {
  it('another company reads, pulls, closes, edits and deletes none of them', async () => {
    const quo = await quotation('4', '1');
    const so = (await c.req('POST', 'sales-order', pulling(quo.id, [[1, '1']]))).json().data;
    const b = await purchaseCompany(t, 'PT Tetangga Jual');
    for (const url of [`quotation/read/${quo.id}`, `sales-order/read/${so.id}`, `quotation/diproses/${quo.id}`, `sales-order/diproses/${so.id}`, `pullDetTransaction/${quo.id}?form=quotation`, `sales-order/getaudit/${so.id}`]) {
      expect({ url, status: (await b.req('GET', url)).statusCode }).toEqual({ url, status: 404 });
    }
    for (const url of [`quotation/close/${quo.id}`, `sales-order/reopen/${so.id}`]) expect({ url, status: (await b.req('PUT', url)).statusCode }).toEqual({ url, status: 404 });
    expect((await b.req('DELETE', `sales-order/delete/${so.id}`)).statusCode).toBe(404);
    expect((await b.req('PUT', 'sales-order', { ...so })).statusCode).toBe(404);
    expect((await b.req('GET', `pullTransaction?form=quotation&customerid=${c.customer}`)).json().listdata).toEqual([]);
    const steal = await b.req('POST', 'sales-order', { sodate: '2026-03-05', customerid: b.customer, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '1', quoteid: quo.id, quoteseq: 1 }] });
    expect(steal.statusCode).toBe(400);
    expect(steal.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'details.0.quoteid' }));
    expect((await c.req('GET', `quotation/read/${quo.id}`)).json().data.details[0].remaining).toBe('3');
  });
});
