import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { salesCompany } from './sales-fixture.ts';

/**
 * A new trade document's answer, audit row and Idempotency-Key answer are built before its last statement, which
 * fills in the number and the journal id (trade-kind.ts create, trade-write.repo.ts `finishTradeDocument`): the answer
 * is the document a read gives, a repeat with the key answers it exactly, and the audit row names the number.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Jawab Segera');
}, 180_000);
afterAll(() => t.close());

const invoice = (description: string) => ({
  invoicedate: '2026-03-02',
  customerid: c.customer,
  description,
  details: [
    { itemno: 'KOPI', quantity: '0.5', unitprice: '2000.125', itemdiscpc: '5', taxcodes: 'PPN', itemovdesc: 'Kopi bubuk' },
    { itemno: 'TEH', quantity: '1', unitprice: '3000', taxcodes: 'PPN' },
  ],
});

describe('a new trade document answered from its save', () => {
  it('answers what a read gives, a repeat with its key answers it exactly, and its audit row names the number', async () => {
    const first = await c.req('POST', 'sales-invoice', invoice('Faktur jawab'), { 'idempotency-key': 'si-jawab-1' });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json().data as Record<string, unknown>;
    expect(created.invoiceno).toMatch(/\d/);
    expect(created.journalid).toEqual(expect.any(Number));
    expect((created.details as { quantity: string; unitprice: string }[])[0]).toMatchObject({ quantity: '0.5', unitprice: '2000.125' });
    expect(await c.read('sales-invoice', created.id as number)).toEqual(created);

    const again = await c.req('POST', 'sales-invoice', invoice('Faktur jawab'), { 'idempotency-key': 'si-jawab-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(created);

    const audit = (await c.req('GET', `sales-invoice/getaudit/${created.id}`)).json().listdata as { action: string; changes: Record<string, [unknown, unknown]> }[];
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0]!.changes.invoiceno).toEqual([null, created.invoiceno]);
    expect(audit[0]!.changes.details![1]).toEqual(
      (created.details as Record<string, unknown>[]).map(({ seq: _s, itemid: _i, itemdescription: _d, whname: _w, remaining: _r, ...line }) => line),
    );
    expect(JSON.stringify(audit)).not.toContain('lontar:');
  });

  it('the document before it is its neighbour, and a later one becomes its next', async () => {
    const post = async (description: string) => {
      const res = await c.req('POST', 'sales-invoice', invoice(description));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; idprev: number | null; idnext: number | null };
    };
    const a = await post('Faktur A');
    const b = await post('Faktur B');
    expect(b.idprev).toBe(a.id);
    expect(b.idnext).toBeNull();
    expect((await c.read('sales-invoice', a.id)).idnext).toBe(b.id);
  });

  it('a typed number is answered and audited as typed; an order (not posted) has no journal', async () => {
    const typed = (await c.req('POST', 'sales-invoice', { ...invoice('Faktur nomor sendiri'), invoiceno: 'FJ-"KHUSUS"-1' })).json().data as Record<string, unknown>;
    expect(typed.invoiceno).toBe('FJ-"KHUSUS"-1');
    expect(await c.read('sales-invoice', typed.id as number)).toEqual(typed);
    const audit = (await c.req('GET', `sales-invoice/getaudit/${typed.id}`)).json().listdata as { changes: Record<string, [unknown, unknown]> }[];
    expect(audit[0]!.changes.invoiceno).toEqual([null, 'FJ-"KHUSUS"-1']);
    const order = await c.req('POST', 'sales-order', { sodate: '2026-03-02', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '2', unitprice: '2000', taxcodes: 'PPN' }] }, { 'idempotency-key': 'so-jawab-1' });
    expect(order.statusCode, order.body).toBe(201);
    const so = order.json().data as Record<string, unknown>;
    expect(so.journalid).toBeUndefined();
    expect(await c.read('sales-order', so.id as number)).toEqual(so);
    expect((await c.req('POST', 'sales-order', { sodate: '2026-03-02', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '2', unitprice: '2000', taxcodes: 'PPN' }] }, { 'idempotency-key': 'so-jawab-1' })).json().data).toEqual(so);
  });
});
