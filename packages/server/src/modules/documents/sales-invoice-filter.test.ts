import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { receiptCompany } from './sales-payment-fixture.ts';

/** `readall?posted=false|true` (issue 13): the Faktur Sementara list shows the temporary sales invoices only. */
let t: TestApp;
let c: Awaited<ReturnType<typeof receiptCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await receiptCompany(t, 'PT Faktur Sementara');
}, 180_000);
afterAll(() => t.close());

const ids = async (query: string) => {
  const res = await c.req('GET', `sales-invoice/readall?size=500${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { ids: (res.json().listdata as { arinvoiceid: number }[]).map((r) => r.arinvoiceid).sort((a, b) => a - b), total: res.json().total as number };
};

describe('the posted filter of readall', () => {
  it('lists unposted (temporary) or posted invoices, combined with status and search; a bad value is refused', async () => {
    const posted = await c.invoice({ unitprice: '10000' });
    const temp = await c.invoice({ unitprice: '20000', posted: false });
    const temp2 = await c.invoice({ unitprice: '30000', posted: false });
    expect(await ids('')).toEqual({ ids: [posted.id, temp.id, temp2.id], total: 3 });
    expect(await ids('&posted=false')).toEqual({ ids: [temp.id, temp2.id], total: 2 });
    expect(await ids('&posted=true')).toEqual({ ids: [posted.id], total: 1 });
    expect(await ids(`&posted=false&search=${encodeURIComponent(temp2.invoiceno)}`)).toEqual({ ids: [temp2.id], total: 1 });
    expect(await ids('&posted=true&status=paid')).toEqual({ ids: [], total: 0 });
    // Posting a temporary invoice moves it to the posted list.
    const read = (await c.req('GET', `sales-invoice/read/${temp.id}`)).json().data;
    const put = await c.req('PUT', 'sales-invoice', { ...read, posted: true, confirm: true });
    expect(put.statusCode, put.body).toBe(200);
    expect(await ids('&posted=false')).toEqual({ ids: [temp2.id], total: 1 });
    expect(await ids('&posted=true')).toEqual({ ids: [posted.id, temp.id], total: 2 });
    for (const bad of ['yes', '1', '']) expect((await c.req('GET', `sales-invoice/readall?posted=${bad}`)).statusCode).toBe(400);
    // Another company's list is its own.
    const other = await receiptCompany(t, 'PT Sementara Lain');
    expect((await other.req('GET', 'sales-invoice/readall?posted=false')).json().listdata).toEqual([]);
  });
});
