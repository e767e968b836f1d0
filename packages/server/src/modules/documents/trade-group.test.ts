import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACC, salesCompany, type Doc } from './sales-fixture.ts';

/**
 * Item groups on sales lines (issue 13 §3, docs/decisions.md "Item groups on sales lines"): a group is sold as one
 * line, priced and taxed as the group, and its components move stock — out of the line's warehouse on an invoice or
 * a delivery order, back on a return at the cost they left with. The fixture's stock: TEH 10 at 2,000, GULA 5 at 500;
 * group GRP-00001 holds 2 TEH and 1 GULA, so one group costs 4,500.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
const { AR, COGS, GIT, INVENTORY, SALES } = ACC;
const SALES_RETURN = '4-10100';
const GROUP = 'GRP-00001';
/** The delivery orders not invoiced: their cost is all goods in transit holds. */
const notInvoiced: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Paket Jual');
  const res = await c.req('POST', 'item-grouping', {
    itemno: GROUP,
    itemdescription: 'Paket teh manis',
    unit1: 'SET',
    unitprice: '10000',
    details: [
      { itemno: 'TEH', quantity: '2' },
      { itemno: 'GULA', quantity: '1' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
}, 180_000);
afterAll(() => t.close());

/** An item's quantity on hand in the company (all warehouses). */
const onHand = async (itemno: string) =>
  new Decimal(String((await c.query(sql`select coalesce(sum(m.qtyin - m.qtyout), 0) as q from stock_move m join item i on i.tenant_id = m.tenant_id and i.itemid = m.itemid where i.itemno = ${itemno}`))[0]!.q)).toFixed();
/** The cost of a document's moves of an item. */
const moveCost = async (form: string, docid: number, itemno: string) =>
  new Decimal(String((await c.query(sql`select coalesce(sum(m.cost), 0) as v from stock_move m join item i on i.tenant_id = m.tenant_id and i.itemid = m.itemid where m.form = ${form} and m.docid = ${docid} and i.itemno = ${itemno}`))[0]!.v)).toFixed(2);
const sumOf = (journal: Record<string, string>) => Object.values(journal).reduce((s, v) => s.plus(v), new Decimal(0)).toFixed();

describe('an item group on a sales invoice', () => {
  let inv: Doc;

  it('is one line priced as the group; each component leaves stock and COGS is the sum of their costs', async () => {
    inv = await c.created('sales-invoice', { invoicedate: '2026-03-02', customerid: c.customer, details: [{ itemno: GROUP, quantity: '2', unitprice: '10000' }] });
    expect(inv.details).toHaveLength(1);
    expect(inv.details[0]).toMatchObject({ itemno: GROUP, itemid: null, itemdescription: 'Paket teh manis', itemunit: 'SET', quantity: '2', unitprice: '10000', amount: '20000' });
    expect(inv).toMatchObject({ totalamount: '20000', owing: '20000' });
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual(['6', '3']);
    expect([await moveCost('sales-invoice', inv.id, 'TEH'), await moveCost('sales-invoice', inv.id, 'GULA')]).toEqual(['8000.00', '1000.00']);
    const journal = await c.journal(inv.journalid);
    expect(journal).toEqual({ [AR]: '20000', [SALES]: '-20000', [COGS]: '9000', [INVENTORY]: '-9000' });
    expect(sumOf(journal)).toBe('0');
    await c.agrees();
  });

  it('reads back and is accepted back unchanged, with the same stock and journal', async () => {
    const again = await c.req('PUT', 'sales-invoice', await c.read('sales-invoice', inv.id));
    expect(again.statusCode, again.body).toBe(200);
    inv = again.json().data as Doc;
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual(['6', '3']);
    expect(await c.journal(inv.journalid)).toEqual({ [AR]: '20000', [SALES]: '-20000', [COGS]: '9000', [INVENTORY]: '-9000' });
  });

  it('returning half brings the components back at the cost they left with', async () => {
    const ret = await c.created('sales-return', { returndate: '2026-03-03', customerid: c.customer, arinvoiceid: inv.id, details: [{ itemno: GROUP, quantity: '1', unitprice: '10000', invseq: 1 }] });
    expect(ret.details[0]).toMatchObject({ itemno: GROUP, quantity: '1', invseq: 1 });
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual(['8', '4']);
    expect([await moveCost('sales-return', ret.id, 'TEH'), await moveCost('sales-return', ret.id, 'GULA')]).toEqual(['4000.00', '500.00']);
    const journal = await c.journal(ret.journalid);
    expect(journal).toEqual({ [INVENTORY]: '4500', [COGS]: '-4500', [SALES_RETURN]: '10000', [AR]: '-10000' });
    expect(sumOf(journal)).toBe('0');
    expect(await c.read('sales-invoice', inv.id)).toMatchObject({ owing: '10000' });
    // The other half only: a second return of two groups is beyond what remains.
    const beyond = await c.req('POST', 'sales-return', { returndate: '2026-03-03', customerid: c.customer, arinvoiceid: inv.id, details: [{ itemno: GROUP, quantity: '2', unitprice: '10000', invseq: 1 }] });
    expect(beyond.statusCode, beyond.body).toBe(409);
    await c.agrees();
  });
});

describe('an item group delivered, then invoiced', () => {
  it('the delivery takes the components into goods in transit; invoicing it in two parts clears goods in transit to 0', async () => {
    const dlv = await c.created('delivery-order', { dodate: '2026-03-04', customerid: c.customer, details: [{ itemno: GROUP, quantity: '2' }] });
    expect(dlv.details[0]).toMatchObject({ itemno: GROUP, quantity: '2' });
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual(['4', '2']);
    expect(await c.balance(GIT)).toBe('9000');
    const part = (quantity: string) => c.created('sales-invoice', { invoicedate: '2026-03-05', customerid: c.customer, details: [{ itemno: GROUP, quantity, unitprice: '10000', doid: dlv.id, doseq: 1 }] });
    const first = await part('1');
    expect(await c.journal(first.journalid)).toEqual({ [AR]: '10000', [SALES]: '-10000', [COGS]: '4500', [GIT]: '-4500' });
    expect(await c.balance(GIT)).toBe('4500');
    // Nothing more leaves stock: the delivery order took the goods out.
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual(['4', '2']);
    const second = await part('1');
    expect(sumOf(await c.journal(second.journalid))).toBe('0');
    expect(await c.balance(GIT)).toBe('0');
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
    // Nothing remains to invoice of the delivery.
    const third = await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-05', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '10000', doid: dlv.id, doseq: 1 }] });
    expect(third.statusCode, third.body).toBe(409);
    await c.agrees();
  });

  it('a line naming a delivery line of another item or group is refused', async () => {
    const dlv = await c.created('delivery-order', { dodate: '2026-03-06', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '1' }] });
    notInvoiced.push(dlv.id);
    const res = await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-06', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '10000', doid: dlv.id, doseq: 1 }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('details.0.doseq');
  });
});

describe('price on entry', () => {
  it('sales-price answers a group at the customer level in its unit, with its tax codes; another unit is refused', async () => {
    const own = await c.req('GET', `sales-price?itemno=${GROUP}&customerid=${c.customer}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ itemno: GROUP, itemunit: 'SET', unitprice: '10000', source: 'group', pricelevel: 1 });
    const unit = await c.req('GET', `sales-price?itemno=${GROUP}&customerid=${c.customer}&itemunit=DUS`);
    expect(unit.statusCode, unit.body).toBe(400);
    expect(unit.body).toContain('itemunit');
  });
});

describe('refusals', () => {
  it('a group whose component lacks stock is refused with 409 naming the component; nothing is written', async () => {
    // TEH 3 and GULA 2 left: one group of 1 TEH and 3 GULA is short of GULA only.
    const made = await c.req('POST', 'item-grouping', { itemno: 'GRP-00002', itemdescription: 'Paket gula', unit1: 'SET', details: [{ itemno: 'TEH', quantity: '1' }, { itemno: 'GULA', quantity: '3' }] });
    expect(made.statusCode, made.body).toBe(201);
    const before = await c.count('sales-invoice');
    const res = await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-07', customerid: c.customer, details: [{ itemno: 'GRP-00002', quantity: '1', unitprice: '10000' }] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(translate('id', 'STOCK_INSUFFICIENT', { item: 'GULA' }));
    expect(await c.count('sales-invoice')).toBe(before);
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual(['3', '2']);
  });

  it('a group in another unit than its own is refused naming the unit; purchasing lines stay items only', async () => {
    const unit = await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-07', customerid: c.customer, details: [{ itemno: GROUP, itemunit: 'DUS', quantity: '1', unitprice: '10000' }] });
    expect(unit.statusCode, unit.body).toBe(400);
    expect(unit.body).toContain('details.0.itemunit');
    const bought = await c.req('POST', 'purchase-invoice', { invoicedate: '2026-03-07', vendorid: c.vendor, details: [{ itemno: GROUP, quantity: '1', unitprice: '1000' }] });
    expect(bought.statusCode, bought.body).toBe(400);
    expect(bought.body).toContain('details.0.itemno');
  });

  it('a quotation and an order carry a group line, and an order line of a group is delivered by its group', async () => {
    const so = await c.created('sales-order', { sodate: '2026-03-07', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '10000' }] });
    expect(so.details[0]).toMatchObject({ itemno: GROUP, itemunit: 'SET', remaining: '1' });
    const dlv = await c.created('delivery-order', { dodate: '2026-03-08', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', soid: so.id, soseq: 1 }] });
    notInvoiced.push(dlv.id);
    expect(dlv.details[0]).toMatchObject({ itemno: GROUP, soid: so.id, soseq: 1 });
    expect((await c.read('sales-order', so.id)).status).toBe('closed');
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual(['1', '1']);
    await c.agrees();
  });
});

describe('a correction of a delivered group’s cost', () => {
  it('a purchase back-dated before the delivery moves the invoices’ COGS with it: goods in transit holds only what is not invoiced', async () => {
    // TEH bought on 1 February at 5,000: whatever the cost method, the deliveries take TEH at a higher cost.
    await c.created('purchase-invoice', { invoicedate: '2026-02-01', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '10', unitprice: '5000' }] });
    const open = new Decimal(String((await c.query(sql`select coalesce(sum(cost), 0) as v from stock_move where form = 'delivery-order' and docid = any(${`{${notInvoiced.join(',')}}`}::bigint[])`))[0]!.v)).toFixed();
    // Before: 2,000 (TEH) + 4,500 (a group); the group delivered and invoiced in two parts took its share of the change.
    expect(new Decimal(open).greaterThan(6500)).toBe(true);
    expect(await c.balance(GIT)).toBe(open);
    await c.agrees();
  });
});

describe('a group line taken back', () => {
  it('deleting an invoice of a group puts its components back; a withoutsi return of a delivered group brings them back against goods in transit', async () => {
    const [teh, gula] = [await onHand('TEH'), await onHand('GULA')];
    const inv = await c.created('sales-invoice', { invoicedate: '2026-03-09', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1', unitprice: '10000' }] });
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual([new Decimal(teh).minus(2).toFixed(), new Decimal(gula).minus(1).toFixed()]);
    expect((await c.req('DELETE', `sales-invoice/delete/${inv.id}`)).statusCode).toBe(200);
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual([teh, gula]);
    await c.agrees();

    const dlv = await c.created('delivery-order', { dodate: '2026-03-09', customerid: c.customer, details: [{ itemno: GROUP, quantity: '1' }] });
    const git = await c.balance(GIT);
    const ret = await c.created('sales-return', { returndate: '2026-03-10', customerid: c.customer, withoutsi: true, details: [{ itemno: GROUP, quantity: '1', unitprice: '0', doid: dlv.id, doseq: 1 }] });
    expect([await onHand('TEH'), await onHand('GULA')]).toEqual([teh, gula]);
    const back = new Decimal(await moveCost('sales-return', ret.id, 'TEH')).plus(await moveCost('sales-return', ret.id, 'GULA')).toFixed();
    expect(back).toBe(new Decimal(await moveCost('delivery-order', dlv.id, 'TEH')).plus(await moveCost('delivery-order', dlv.id, 'GULA')).toFixed());
    expect(await c.balance(GIT)).toBe(new Decimal(git).minus(back).toFixed());
    await c.agrees();
  });
});
