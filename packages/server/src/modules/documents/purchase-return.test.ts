import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/**
 * Purchase returns (issue 12 items 1, 2, 4; API.md §7.5, §7.8): from an invoice (payable and VAT given back, the goods
 * out at their cost), `isnihil` (nothing owed back), `withoutpi` from a receipt (against unbilled); what remains to
 * return, the invoice's owing, the return routes, the refusals.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;
const [INVENTORY, UNBILLED, PAYABLE, INPUT_VAT, RETURNS] = ['1-10301', '2-10700', '2-10000', '1-10700', '5-10100'];

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Retur Beli');
}, 180_000);
afterAll(() => t.close());

type Doc = { id: number; status: string; journalid: number | null; totalamount: string; owing?: string; details: Record<string, unknown>[] } & Record<string, unknown>;
const created = async (form: string, body: Record<string, unknown>) => {
  const res = await c.req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Doc;
};
const read = async (form: string, id: number) => (await c.req('GET', `${form}/read/${id}`)).json().data as Doc;
const journal = async (id: number) =>
  Object.fromEntries(
    (await c.query(sql`select g.glaccount, sum(l.amount)::text as amount from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where l.journalid = ${id} group by g.glaccount having sum(l.amount) <> 0 order by g.glaccount`)).map((r) => [
      String(r.glaccount),
      new Decimal(String(r.amount)).toFixed(),
    ]),
  );
const agrees = async () => expect(await c.balance(INVENTORY)).toBe(await c.stockValue());
const remaining = async (url: string) => ((await c.req('GET', url)).json().listdata as { invseq: number; quantity: string }[]).map((l) => [l.invseq, l.quantity]);

describe('purchase return', () => {
  it('from an invoice gives back value and VAT from the payable, takes the goods out at cost, and lowers what is owed', async () => {
    const rcv = await created('goods-receipt', { receivedate: '2026-03-01', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '10', unitprice: '1000' }] });
    const inv = await created('purchase-invoice', { invoicedate: '2026-03-02', vendorid: c.vendor, details: [{ itemno: 'KOPI', quantity: '10', unitprice: '1000', taxcodes: 'PPN', receiveid: rcv.id, receiveseq: 1 }] });
    expect(inv).toMatchObject({ totalamount: '11100', owing: '11100' });
    expect((await c.req('GET', `getInvoiceRetur/${c.vendor}`)).json().listdata.map((d: { id: number }) => d.id)).toContain(inv.id);
    expect(await remaining(`purchase-invoice-pull/${inv.id}`)).toEqual([[1, '10']]);

    const ret = await created('purchase-return', { returndate: '2026-03-03', vendorid: c.vendor, apinvoiceid: inv.id, details: [{ itemno: 'KOPI', quantity: '2', unitprice: '1000', taxcodes: 'PPN', invseq: 1 }] });
    // Value 2,000; PPN 2,000 → 1,833 → 220.
    expect(ret).toMatchObject({ totalamount: '2220', tax1amount: '220', apinvoiceid: inv.id, posted: true });
    expect(ret.details[0]).toMatchObject({ apinvoiceid: inv.id, invseq: 1 });
    expect(await journal(ret.journalid!)).toEqual({ [INVENTORY]: '-2000', [INPUT_VAT]: '-220', [PAYABLE]: '2220' });
    expect(await read('purchase-invoice', inv.id)).toMatchObject({ owing: '8880', status: 'partial' });
    expect(await remaining(`getItmRetur/0/${inv.id}`)).toEqual([[1, '8']]);
    expect(await remaining(`getItmRetur/${ret.id}/${inv.id}`)).toEqual([[1, '10']]);
    expect((await c.req('GET', `purchase-invoice/diprosesRetur/${inv.id}`)).json().listdata.map((d: { id: number; form: string }) => [d.form, d.id])).toEqual([['purchase-return', ret.id]]);
    await agrees();

    // Read back, accepted back.
    expect((await c.req('PUT', 'purchase-return', ret)).statusCode).toBe(200);

    // Beyond what remains of the invoice: refused in the user's language, nothing changes.
    const before = await c.count('purchase-return');
    const over = await c.req('POST', 'purchase-return', { returndate: '2026-03-04', vendorid: c.vendor, apinvoiceid: inv.id, details: [{ itemno: 'KOPI', quantity: '9', unitprice: '1000', invseq: 1 }] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(translate('id', 'RETURN_EXCEEDS_INVOICED', { item: 'KOPI', remaining: '8' }));
    expect(await c.count('purchase-return')).toBe(before);

    // Nothing owed back: the goods leave, their cost stays on the purchase return account, the payable stays.
    const nihil = await created('purchase-return', { returndate: '2026-03-05', vendorid: c.vendor, apinvoiceid: inv.id, isnihil: true, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '1000', invseq: 1 }] });
    expect(await journal(nihil.journalid!)).toEqual({ [INVENTORY]: '-1000', [RETURNS]: '1000' });
    expect((await read('purchase-invoice', inv.id)).owing).toBe('8880');
    await agrees();

    // Deleting the first return gives the invoice back what it took.
    expect((await c.req('DELETE', `purchase-return/delete/${ret.id}`)).statusCode).toBe(200);
    expect(await read('purchase-invoice', inv.id)).toMatchObject({ owing: '11100', status: 'unpaid' });
    expect(await remaining(`purchase-invoice-pull/${inv.id}`)).toEqual([[1, '9']]);
    await agrees();
  });

  it('without invoice, from a receipt: against unbilled', async () => {
    const rcv = await created('goods-receipt', { receivedate: '2026-04-01', vendorid: c.vendor, details: [{ itemno: 'GULA', quantity: '5', unitprice: '500' }] });
    const before = await c.balance(UNBILLED);
    const ret = await created('purchase-return', { returndate: '2026-04-02', vendorid: c.vendor, withoutpi: true, details: [{ itemno: 'GULA', quantity: '2', unitprice: '500', receiveid: rcv.id, receiveseq: 1 }] });
    expect(await journal(ret.journalid!)).toEqual({ [INVENTORY]: '-1000', [UNBILLED]: '1000' });
    expect(new Decimal(await c.balance(UNBILLED)).minus(before).toFixed()).toBe('1000');
    expect((await read('goods-receipt', rcv.id)).details[0]!.remaining).toBe('3');
    await agrees();
  });

  it("credits the item's own purchase return account, else its category's, else the company's", async () => {
    const account = async (glaccount: string, accountname: string) => {
      const res = await c.req('POST', 'glaccount', { glaccount, accountname, accounttype: 13 });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const [ITEM_RETURNS, CATEGORY_RETURNS] = ['5-10110', '5-10120'];
    const own = await account(ITEM_RETURNS, 'Retur Pembelian Kopi');
    const category = (await c.req('POST', 'item-category', { name: 'Minuman Retur', purchaseretglaccnt: await account(CATEGORY_RETURNS, 'Retur Pembelian Minuman') })).json().data.id as number;
    const edit = async (itemno: string, change: Record<string, unknown>) => {
      const id = (await c.req('GET', `item/readall?search=${itemno}`)).json().listdata.find((i: { itemno: string }) => i.itemno === itemno).id;
      const res = await c.req('PUT', 'item', { ...(await c.req('GET', `item/read/${id}`)).json().data, ...change });
      expect(res.statusCode, res.body).toBe(200);
    };
    // KOPI has its own account (and a category whose account it overrides), TEH only its category's, GARAM neither.
    await edit('KOPI', { purchaseretglaccnt: own, categoryid: category });
    await edit('TEH', { categoryid: category });
    expect((await c.req('POST', 'item', { itemno: 'GARAM', itemdescription: 'Garam', unit1: 'PCS', itemtype: 0 })).statusCode).toBe(201);
    const inv = await created('purchase-invoice', {
      invoicedate: '2026-06-01',
      vendorid: c.vendor,
      details: ['KOPI', 'TEH', 'GARAM'].map((itemno) => ({ itemno, quantity: '5', unitprice: '1000' })),
    });
    // Given back at 1,200 what came in at 1,000: each return account keeps its line's 200.
    const lines = (price: string) => ['KOPI', 'TEH', 'GARAM'].map((itemno, i) => ({ itemno, quantity: '1', unitprice: price, invseq: i + 1 }));
    const ret = await created('purchase-return', { returndate: '2026-06-02', vendorid: c.vendor, apinvoiceid: inv.id, details: lines('1200') });
    expect(await journal(ret.journalid!)).toEqual({ [INVENTORY]: '-3000', [PAYABLE]: '3600', [RETURNS]: '-200', [ITEM_RETURNS]: '-200', [CATEGORY_RETURNS]: '-200' });
    // Nothing owed back: each line's cost stays on its own return account.
    const nihil = await created('purchase-return', { returndate: '2026-06-03', vendorid: c.vendor, apinvoiceid: inv.id, isnihil: true, details: lines('1000') });
    expect(await journal(nihil.journalid!)).toEqual({ [INVENTORY]: '-3000', [RETURNS]: '1000', [ITEM_RETURNS]: '1000', [CATEGORY_RETURNS]: '1000' });
    await agrees();
  });

  it('names one invoice only, and the vendor must be a vendor', async () => {
    const inv = await created('purchase-invoice', { invoicedate: '2026-05-01', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '3', unitprice: '100' }] });
    const two = await c.req('POST', 'purchase-return', { returndate: '2026-05-02', vendorid: c.vendor, apinvoiceid: inv.id, details: [{ itemno: 'TEH', quantity: '1', unitprice: '100', apinvoiceid: inv.id + 1000, invseq: 1 }] });
    expect(two.statusCode).toBe(400);
    expect(two.body).toContain(translate('id', 'RETURN_ONE_INVOICE'));
    const customer = await c.en('POST', 'purchase-return', { returndate: '2026-05-02', vendorid: c.customer, apinvoiceid: inv.id, details: [{ itemno: 'TEH', quantity: '1', unitprice: '100', invseq: 1 }] });
    expect(customer.statusCode).toBe(400);
    expect(customer.body).toContain(translate('en', 'V_REF_NOT_FOUND', { field: 'vendorid' }));
  });
});
