import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/**
 * Goods receipt and purchase invoice (issue 12 items 1, 2, 4; API.md §7.5, §7.7): the receipt brings goods in against
 * unbilled, the invoice clears unbilled at its own price and revises the receipt's cost through the stock engine,
 * brings in goods not received before, posts VAT, freight and extra costs against the payable; statuses, owing,
 * deletes and the refusals. After every step the inventory account equals the stock value and unbilled equals what
 * is received and not invoiced.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;
const INVENTORY = '1-10301';
const UNBILLED = '2-10700';
const PAYABLE = '2-10000';
const INPUT_VAT = '1-10700';

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Terima Tagih');
}, 180_000);
afterAll(() => t.close());

type Doc = { id: number; status: string; journalid: number | null; totalamount: string; owing?: string; paid?: string; details: Record<string, unknown>[] } & Record<string, unknown>;

const created = async (form: string, body: Record<string, unknown>) => {
  const res = await c.req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Doc;
};
const read = async (form: string, id: number) => (await c.req('GET', `${form}/read/${id}`)).json().data as Doc;
const order = (lines: [string, string, string][], podate = '2026-03-02') =>
  created('purchase-order', { podate, vendorid: c.vendor, details: lines.map(([itemno, quantity, unitprice]) => ({ itemno, quantity, unitprice, taxcodes: 'PPN' })) });
const receipt = (po: Doc, lines: [number, string][], receivedate = '2026-03-05') =>
  created('goods-receipt', {
    receivedate,
    vendorid: c.vendor,
    details: lines.map(([poseq, quantity]) => {
      const l = po.details.find((d) => d.seq === poseq)!;
      return { itemno: l.itemno, quantity, unitprice: l.unitprice, taxcodes: 'PPN', poid: po.id, poseq };
    }),
  });
const fromReceipt = (rcv: Doc, poseq: number, quantity: string, unitprice: string) => ({ itemno: String(rcv.details[poseq - 1]!.itemno), quantity, unitprice, taxcodes: 'PPN', receiveid: rcv.id, receiveseq: poseq });
const journal = async (id: number) =>
  Object.fromEntries(
    (await c.query(sql`select g.glaccount, sum(l.amount)::text as amount from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where l.journalid = ${id} group by g.glaccount order by g.glaccount`)).map((r) => [
      String(r.glaccount),
      new Decimal(String(r.amount)).toFixed(),
    ]),
  );
/** The ledger agrees with the stock: inventory = stock value. */
const agrees = async () => expect(await c.balance(INVENTORY)).toBe(await c.stockValue());

describe('goods receipt', () => {
  it('pulls an order, brings the goods in against unbilled, and leaves the order closed when all is received', async () => {
    const po = await order([['KOPI', '10', '1000'], ['TEH', '5', '2000']]);
    const rcv = await receipt(po, [[1, '10'], [2, '5']]);
    expect(rcv).toMatchObject({ receiveno: expect.any(String), status: 'open', posted: true, totalamount: expect.any(String) });
    expect(await journal(rcv.journalid!)).toEqual({ [INVENTORY]: '20000', [UNBILLED]: '-20000' });
    expect((await read('purchase-order', po.id)).status).toBe('closed');
    expect(await c.balance(UNBILLED)).toBe('-20000');
    await agrees();

    const more = await c.req('POST', 'goods-receipt', { receivedate: '2026-03-06', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '1000', poid: po.id, poseq: 1 }] });
    expect(more.statusCode).toBe(409);

    // Read answers what update accepts back; an edit reposts (old journal reversed) at the new price.
    const edited = await c.req('PUT', 'goods-receipt', { ...rcv, details: [{ ...rcv.details[0], unitprice: '1100' }, rcv.details[1]] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await c.balance(UNBILLED)).toBe('-21000');
    await agrees();

    const gone = await c.req('DELETE', `goods-receipt/delete/${rcv.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await c.balance(UNBILLED)).toBe('0');
    expect(await c.stockValue()).toBe('0');
    expect((await read('purchase-order', po.id)).status).toBe('open');
  });
});

describe('purchase invoice', () => {
  it('clears unbilled at its own price, revises the receipt cost and the issues after it, and adds up to the payable', async () => {
    const po = await order([['GULA', '10', '1000']], '2026-04-01');
    const rcv = await receipt(po, [[1, '10']], '2026-04-02');
    // Five go out before the invoice comes: FIFO at the receipt's price for now.
    const adj = await created('item-adjustment', { adjdate: '2026-04-03', adjaccnt: await c.glid('6-11000'), details: [{ itemno: 'GULA', adjtype: 2, quantity: '5' }] });
    expect(adj.totalamount).toBe('5000');

    // Four invoiced at 1,100 with PPN: value 4,400; DPP Nilai Lain 4,033; PPN 484.
    const inv = await created('purchase-invoice', { invoicedate: '2026-04-10', vendorid: c.vendor, taxinvoiceno: '04002500000000001', details: [fromReceipt(rcv, 1, '4', '1100')] });
    expect(inv).toMatchObject({ status: 'unpaid', totalamount: '4884', owing: '4884', paid: '0', tax1amount: '484', duedate: '2026-04-10', posted: true });
    expect(await journal(inv.journalid!)).toEqual({ [INPUT_VAT]: '484', [PAYABLE]: '-4884', [UNBILLED]: '4400' });
    // The receipt's line now stands at 4 × 1,100 + 6 × 1,000 = 10,400, one layer of 1,040 a unit: the adjustment's
    // five cost 5,200, its correcting journal moves 200 more to the adjustment account.
    expect(await c.balance(UNBILLED)).toBe('-6000');
    expect(await c.balance('6-11000')).toBe('5200');
    await agrees();
    expect((await read('goods-receipt', rcv.id)).status).toBe('open');

    // The rest, a direct line of TEH (comes in with the invoice), an extra cost and freight.
    const rest = await created('purchase-invoice', {
      invoicedate: '2026-04-12',
      vendorid: c.vendor,
      freight: '300',
      freightaccnt: await c.glid('6-10400'),
      costs: [{ glaccount: '6-11100', amount: '250', description: 'Bongkar muat' }],
      details: [fromReceipt(rcv, 1, '6', '1000'), { itemno: 'TEH', quantity: '2', unitprice: '2000', taxcodes: 'PPN' }],
    });
    // value 10,000; PPN: 6,000 → 5,500 → 660 and 4,000 → 3,667 → 440; + 300 + 250.
    expect(rest).toMatchObject({ totalamount: '11650', tax1amount: '1100', costamount: '250', costs: [{ glaccount: '6-11100', amount: '250', description: 'Bongkar muat' }] });
    expect(await journal(rest.journalid!)).toEqual({ [INVENTORY]: '4000', [INPUT_VAT]: '1100', [PAYABLE]: '-11650', [UNBILLED]: '6000', '6-10400': '300', '6-11100': '250' });
    expect(await c.balance(UNBILLED)).toBe('0');
    expect((await read('goods-receipt', rcv.id)).status).toBe('invoiced');
    // The list filters by status.
    const row = (await c.req('GET', `purchase-invoice/readall?search=${rest.invoiceno}`)).json().listdata[0];
    expect(row).toMatchObject({ id: rest.id, vendorname: 'PT Pemasok Kopi', owing: '11650', paid: '0', status: 'unpaid' });
    const listed = async (status: string) => (await c.req('GET', `goods-receipt/readall?size=500&status=${status}`)).json().listdata.map((d: { id: number }) => d.id);
    expect(await listed('invoiced')).toContain(rcv.id);
    expect(await listed('open,partial')).not.toContain(rcv.id);
    expect((await c.req('GET', 'goods-receipt/readall?status=Open;drop')).statusCode).toBe(400);
    expect((await c.req('GET', `pullTransaction?form=goods-receipt&vendorid=${c.vendor}`)).json().listdata.map((d: { id: number }) => d.id)).not.toContain(rcv.id);
    await agrees();

    // An invoice read back is accepted back as is.
    const same = await c.req('PUT', 'purchase-invoice', rest);
    expect(same.statusCode, same.body).toBe(200);
    expect(await c.balance(PAYABLE)).toBe('-16534');

    // Deleting the first invoice: its four go back to the receipt's price, the adjustment's cost follows.
    expect((await c.req('DELETE', `purchase-invoice/delete/${inv.id}`)).statusCode).toBe(200);
    expect(await c.balance(UNBILLED)).toBe('-4000');
    expect(await c.balance('6-11000')).toBe('5000');
    expect((await read('goods-receipt', rcv.id)).status).toBe('open');
    expect(await c.balance(PAYABLE)).toBe('-11650');
    await agrees();

    // A receipt with invoices made from it cannot be deleted.
    expect((await c.req('DELETE', `goods-receipt/delete/${rcv.id}`)).statusCode).toBe(409);
  });

  it('refuses what it may not hold, and nothing changes', async () => {
    const po = await order([['KOPI', '2', '1000']], '2026-05-01');
    const rcv = await receipt(po, [[1, '2']], '2026-05-02');
    const before = await c.count('purchase-invoice');
    const base = { invoicedate: '2026-05-03', vendorid: c.vendor };
    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await c.req('POST', 'purchase-invoice', { ...base, ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain(message);
    };
    await refused({ details: [fromReceipt(rcv, 1, '3', '1000')] }, 409, translate('id', 'ITEM_FULLY_RECEIVED', { item: 'KOPI' }));
    await refused({ details: [{ itemno: 'JASA', quantity: '1', unitprice: '5' }] }, 400, translate('id', 'SERVICE_ITEM_IN_PURCHASE'));
    await refused({ vendorid: c.customer, details: [fromReceipt(rcv, 1, '1', '1000')] }, 400, 'vendorid');
    await refused({ freight: '100', details: [fromReceipt(rcv, 1, '1', '1000')] }, 400, 'freightaccnt');
    await refused({ costs: [{ glaccount: '9-99999', amount: '5' }], details: [fromReceipt(rcv, 1, '1', '1000')] }, 400, 'costs.0.glaccount');
    await refused({ costs: [{ glaccount: '6-10000', amount: '5' }], details: [fromReceipt(rcv, 1, '1', '1000')] }, 400, translate('id', 'PARENT_ACCOUNT'));
    const english = await c.en('POST', 'purchase-invoice', { ...base, details: [fromReceipt(rcv, 1, '3', '1000')] });
    expect(english.body).toContain(translate('en', 'ITEM_FULLY_RECEIVED', { item: 'KOPI' }));
    expect(await c.count('purchase-invoice')).toBe(before);
    await agrees();
  });
});
