import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/** Requisition → purchase order (issue 12 item 2, API.md §7.2, §7.4): partial pulls, statuses, close/reopen, lists, refusals. */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Tarik Data');
}, 180_000);
afterAll(() => t.close());

const requisition = async (kopi = '10', teh = '24') => {
  const res = await c.req('POST', 'requisition', {
    reqdate: '2026-02-01',
    description: 'Kebutuhan pantry',
    details: [
      { itemno: 'KOPI', quantity: kopi },
      { itemno: 'TEH', quantity: teh, unitprice: '2500' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; reqno: string; status: string; details: { seq: number; remaining: string }[] };
};
/** An order pulling from a requisition: [reqseq, quantity, unit?] per line. */
const pulling = (reqid: number, lines: [number, string, string?][], vendorid = c.vendor) => ({
  podate: '2026-02-05',
  vendorid,
  details: lines.map(([reqseq, quantity, itemunit]) => ({ itemno: reqseq === 1 ? 'KOPI' : 'TEH', itemunit, quantity, unitprice: '1000', reqid, reqseq })),
});
const status = async (id: number) => (await c.req('GET', `requisition/read/${id}`)).json().data.status as string;

describe('pulling a requisition into orders', () => {
  it('partial pulls leave what remains; the requisition goes open → partial → closed; orders name their source lines', async () => {
    const req = await requisition();
    expect(req).toMatchObject({ reqno: 'PR/00001', status: 'open' });
    expect(req.details.map((l) => l.remaining)).toEqual(['10', '24']);

    const pull = (await c.req('GET', `pullDetTransaction/${req.id}?form=requisition`)).json().listdata;
    expect(pull.map((l: Record<string, unknown>) => [l.itemno, l.quantity, l.reqid, l.reqseq])).toEqual([
      ['KOPI', '10', req.id, 1],
      ['TEH', '24', req.id, 2],
    ]);

    const first = await c.req('POST', 'purchase-order', pulling(req.id, [[1, '4'], [2, '1', 'PCS']]));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.details[0]).toMatchObject({ reqid: req.id, reqseq: 1, quantity: '4' });
    expect(await status(req.id)).toBe('partial');
    const read = (await c.req('GET', `requisition/read/${req.id}`)).json().data;
    expect(read.details.map((l: { remaining: string }) => l.remaining)).toEqual(['6', '23']);
    expect((await c.req('GET', `pullTransaction?form=requisition`)).json().listdata.map((d: { id: number }) => d.id)).toContain(req.id);

    // The order's own edit may keep or lower what it pulled: its own pull is not counted twice.
    const edited = await c.req('PUT', 'purchase-order', { ...first.json().data, details: [{ ...first.json().data.details[0], quantity: '10' }, first.json().data.details[1]] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await c.req('GET', `requisition/read/${req.id}`)).json().data.details.map((l: { remaining: string }) => l.remaining)).toEqual(['0', '23']);

    const rest = await c.req('POST', 'purchase-order', pulling(req.id, [[2, '23']], c.vendor2));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await status(req.id)).toBe('closed');
    expect((await c.req('GET', `pullDetTransaction/${req.id}?form=requisition`)).json().listdata).toEqual([]);
    expect((await c.req('GET', `pullTransaction?form=requisition`)).json().listdata.map((d: { id: number }) => d.id)).not.toContain(req.id);

    const made = (await c.req('GET', `requisition/diproses/${req.id}`)).json().listdata;
    expect(made.map((d: Record<string, unknown>) => [d.form, d.id])).toEqual([
      ['purchase-order', first.json().data.id],
      ['purchase-order', rest.json().data.id],
    ]);

    // Deleting an order gives its quantities back.
    expect((await c.req('DELETE', `purchase-order/delete/${rest.json().data.id}`)).statusCode).toBe(200);
    expect(await status(req.id)).toBe('partial');
  });

  it('a pull in another unit counts in unit1: a DUS of 12 takes 12 PCS', async () => {
    const req = await requisition('24', '1');
    expect((await c.req('POST', 'purchase-order', pulling(req.id, [[1, '1', 'DUS']]))).statusCode).toBe(201);
    expect((await c.req('GET', `requisition/read/${req.id}`)).json().data.details[0].remaining).toBe('12');
  });

  it('more than remains → 409 "Item … completely/fully received.", in the user language, nothing saved', async () => {
    const req = await requisition('5', '5');
    expect((await c.req('POST', 'purchase-order', pulling(req.id, [[1, '3']]))).statusCode).toBe(201);
    const before = await c.count('purchase-order');
    for (const [call, lang] of [[c.req, 'id'], [c.en, 'en']] as const) {
      const res = await call('POST', 'purchase-order', pulling(req.id, [[1, '2.5']]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(translate(lang, 'ITEM_FULLY_RECEIVED', { item: 'KOPI' }));
    }
    expect(await c.count('purchase-order')).toBe(before);
    expect(await status(req.id)).toBe('partial');
  });

  it('a requisition with orders made from it cannot be deleted or reduced below what was pulled', async () => {
    const req = await requisition('8', '8');
    expect((await c.req('POST', 'purchase-order', pulling(req.id, [[1, '5']]))).statusCode).toBe(201);
    const read = (await c.req('GET', `requisition/read/${req.id}`)).json().data;
    for (const [call, lang] of [[c.req, 'id'], [c.en, 'en']] as const) {
      const del = await call('DELETE', `requisition/delete/${req.id}`);
      expect(del.statusCode).toBe(409);
      expect(del.json().message).toBe(translate(lang, 'REQUEST_PROCESSED'));
    }
    const reduced = await c.en('PUT', 'requisition', { ...read, details: [{ ...read.details[0], quantity: '4' }, read.details[1]] });
    expect(reduced.statusCode).toBe(409);
    expect(reduced.json().message).toBe('This request has been processed.');
    const dropped = await c.req('PUT', 'requisition', { ...read, details: [read.details[1]] });
    expect(dropped.statusCode).toBe(409);
    // A pulled line keeps its item.
    const otherItem = await c.req('PUT', 'requisition', { ...read, details: [{ ...read.details[0], itemno: 'GULA' }, read.details[1]] });
    expect(otherItem.statusCode).toBe(409);
    expect(otherItem.json().message).toBe(translate('id', 'REQUEST_PROCESSED'));
    // Removing an unpulled line keeps the pulled line's seq: allowed, and the order still names the right line.
    const kept = await c.req('PUT', 'requisition', { ...read, details: [{ ...read.details[0], quantity: '6' }] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.details).toMatchObject([{ seq: 1, quantity: '6', remaining: '1' }]);
    expect((await c.req('GET', `requisition/read/${req.id}`)).json().data.version).toBe(2);
  });

  it('close by hand and reopen; a closed requisition cannot be pulled', async () => {
    const req = await requisition('3', '3');
    const closed = await c.req('PUT', `requisition/close/${req.id}`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await status(req.id)).toBe('closed');
    expect((await c.req('GET', `pullTransaction?form=requisition`)).json().listdata.map((d: { id: number }) => d.id)).not.toContain(req.id);
    const res = await c.en('POST', 'purchase-order', pulling(req.id, [[1, '1']]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This request has been processed.');
    expect((await c.req('PUT', `requisition/reopen/${req.id}`)).statusCode).toBe(200);
    expect(await status(req.id)).toBe('open');
    expect((await c.req('POST', 'purchase-order', pulling(req.id, [[1, '1']]))).statusCode).toBe(201);
    expect(await status(req.id)).toBe('partial');
    const audit = (await c.req('GET', `requisition/getaudit/${req.id}`)).json().listdata;
    expect(audit.filter((a: { action: string }) => a.action === 'update').map((a: { changes: { status?: unknown } }) => a.changes.status)).toEqual([
      ['open', 'closed'],
      ['closed', 'open'],
    ]);
  });

  it('a line naming a seq the requisition lacks, or another item, is refused naming the field', async () => {
    const req = await requisition('2', '2');
    const body = pulling(req.id, [[1, '1']]);
    const res = await c.en('POST', 'purchase-order', { ...body, details: [{ ...body.details[0], reqseq: 9 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(translate('en', 'V_REF_NOT_FOUND', { field: 'details.0.reqseq' }));
    const other = await c.en('POST', 'purchase-order', { ...body, details: [{ ...body.details[0], itemno: 'GULA' }] });
    expect(other.json().message).toContain(translate('en', 'V_REF_NOT_FOUND', { field: 'details.0.reqseq' }));
  });

  it('16 concurrent orders pulling the same requisition never take more than remains', async () => {
    const req = await requisition('10', '1');
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'purchase-order', pulling(req.id, [[1, '1']]))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(10);
    expect(codes.filter((s) => s === 409)).toHaveLength(6);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(translate('id', 'ITEM_FULLY_RECEIVED', { item: 'KOPI' }));
    const read = (await c.req('GET', `requisition/read/${req.id}`)).json().data;
    expect(read.details[0].remaining).toBe('0');
    expect((await c.req('GET', `requisition/diproses/${req.id}`)).json().listdata).toHaveLength(10);
  });
});

describe('tenant isolation of the pulling routes', () => {
  it('another company sees none of these documents and cannot pull from them', async () => {
    const req = await requisition('4', '4');
    const order = (await c.req('POST', 'purchase-order', pulling(req.id, [[1, '1']]))).json().data;
    const b = await purchaseCompany(t, 'PT Tetangga Jauh');
    for (const url of [
      `requisition/read/${req.id}`,
      `purchase-order/read/${order.id}`,
      `requisition/diproses/${req.id}`,
      `purchase-order/diproses/${order.id}`,
      `pullDetTransaction/${req.id}?form=requisition`,
      `pullDetTransaction/${order.id}?form=purchase-order`,
      `requisition/getaudit/${req.id}`,
    ]) {
      expect({ url, status: (await b.req('GET', url)).statusCode }).toEqual({ url, status: 404 });
    }
    for (const url of [`requisition/close/${req.id}`, `requisition/reopen/${req.id}`, `purchase-order/close/${order.id}`]) {
      expect({ url, status: (await b.req('PUT', url)).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await b.req('DELETE', `requisition/delete/${req.id}`)).statusCode).toBe(404);
    expect((await b.req('GET', 'pullTransaction?form=requisition')).json().listdata).toEqual([]);
    expect((await b.req('GET', `pullTransaction?form=purchase-order&vendorid=${c.vendor}`)).json().listdata).toEqual([]);
    const steal = await b.req('POST', 'purchase-order', { podate: '2026-02-05', vendorid: b.vendor, details: [{ itemno: 'KOPI', quantity: '1', reqid: req.id, reqseq: 1 }] });
    expect(steal.statusCode).toBe(400);
    expect(steal.json().message).toContain(translate('id', 'V_REF_NOT_FOUND', { field: 'details.0.reqid' }));
    expect((await c.req('GET', `requisition/read/${req.id}`)).json().data.details[0].remaining).toBe('3');
  });
});
