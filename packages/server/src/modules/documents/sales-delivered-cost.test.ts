import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ACC, salesCompany, type Doc } from './sales-fixture.ts';

/**
 * A delivery order and the invoices of it (issue 13, API.md §7.4, §7.5, §7.7): a Temporary Invoice reserves what it
 * pulls but leaves the delivery open until a posted invoice takes it; a delivery's cost corrected by the stock engine
 * after it was delivered (a back-dated purchase, a purchase invoice revising a receipt) is carried to the invoices'
 * cost of goods sold, before or after they are saved, so goods in transit of a fully invoiced delivery is zero.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
const { GIT, COGS } = ACC;

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Biaya Kirim');
}, 180_000);
afterAll(() => t.close());

const fromDo = (dlv: Doc, doseq: number, quantity: string) => ({ itemno: String(dlv.details[doseq - 1]!.itemno), quantity, unitprice: '5000', doid: dlv.id, doseq });
const deliver = (dodate: string, lines: [string, string][]) => c.created('delivery-order', { dodate, customerid: c.customer, details: lines.map(([itemno, quantity]) => ({ itemno, quantity })) });
const invoice = (invoicedate: string, details: Record<string, unknown>[], extra: Record<string, unknown> = {}) => c.created('sales-invoice', { invoicedate, customerid: c.customer, details, ...extra });
const buy = (invoicedate: string, itemno: string, quantity: string, unitprice: string) => c.created('purchase-invoice', { invoicedate, vendorid: c.vendor, details: [{ itemno, quantity, unitprice }] });

/** What the stock engine says a delivery order's goods cost now (its moves, base currency). */
const deliveredCost = async (docid: number) => new Decimal(String((await c.query(sql`select coalesce(sum(cost), 0)::text as v from stock_move where form = 'delivery-order' and docid = ${docid}`))[0]!.v));
/** What the journals of documents (every posting, reversal and correction of theirs) moved on an account. */
const movedBy = async (no: string, form: string, docids: number[]) =>
  new Decimal(
    String(
      (
        await c.query(sql`
          select coalesce(sum(l.amount), 0)::text as v from journal_line l join journal j on j.tenant_id = l.tenant_id and j.journalid = l.journalid
          join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid
          where g.glaccount = ${no} and j.form = ${form} and j.docid in (${sql.join(docids.map((d) => sql`${d}`), sql`, `)})`)
      )[0]!.v,
    ),
  );
/** Goods in transit for a delivery: what its journals put in, less what its invoices' journals took out. */
const inTransitOf = async (dlv: Doc, invoices: Doc[]) => (await movedBy(GIT, 'delivery-order', [dlv.id])).plus(invoices.length ? await movedBy(GIT, 'sales-invoice', invoices.map((i) => i.id)) : 0);

describe('a Temporary Invoice of a delivery order', () => {
  it('reserves what it pulls but the delivery stays open until the invoice is posted', async () => {
    const dlv = await deliver('2026-03-03', [['TEH', '3']]);
    const temp = await invoice('2026-03-04', [fromDo(dlv, 1, '3')], { posted: false });
    expect(temp).toMatchObject({ posted: false });
    expect((await c.read('delivery-order', dlv.id)).status).toBe('open');
    // Reserved: nothing remains to pull, a second invoice of it is refused, and it is not offered for pulling.
    expect((await c.req('GET', `pullDetTransaction/${dlv.id}?form=delivery-order`)).json().listdata).toEqual([]);
    expect((await c.req('POST', 'sales-invoice', { invoicedate: '2026-03-04', customerid: c.customer, details: [fromDo(dlv, 1, '1')] })).statusCode).toBe(409);
    const offered = (await c.req('GET', `pullTransaction?form=delivery-order&customerid=${c.customer}`)).json().listdata as { id: number }[];
    expect(offered.map((d) => d.id)).not.toContain(dlv.id);

    const posted = await c.req('PUT', 'sales-invoice', { ...temp, posted: true });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
    expect((await inTransitOf(dlv, [temp])).toFixed()).toBe('0');

    // Back to temporary: goods in transit again, and the delivery open for billing.
    const back = await c.req('PUT', 'sales-invoice', { ...posted.json().data, posted: false });
    expect(back.statusCode, back.body).toBe(200);
    expect((await c.read('delivery-order', dlv.id)).status).toBe('open');
    expect((await inTransitOf(dlv, [temp])).toFixed()).toBe((await deliveredCost(dlv.id)).toFixed());
    const again = await c.req('PUT', 'sales-invoice', { ...back.json().data, posted: true });
    expect(again.statusCode, again.body).toBe(200);
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
  });

  it('a delivery partly invoiced by a posted invoice and the rest by a temporary one stays open', async () => {
    const dlv = await deliver('2026-03-05', [['TEH', '2']]);
    await invoice('2026-03-06', [fromDo(dlv, 1, '1')]);
    const temp = await invoice('2026-03-06', [fromDo(dlv, 1, '1')], { posted: false });
    expect((await c.read('delivery-order', dlv.id)).status).toBe('open');
    expect((await c.req('PUT', 'sales-invoice', { ...temp, posted: true })).statusCode).toBe(200);
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
  });
});

describe("a delivery's cost corrected after it was delivered", () => {
  it('delivered, then a back-dated purchase changes the cost, then invoiced: the invoice takes the cost as corrected', async () => {
    // GULA: 5 at 500 on 1 March; 2 delivered on 10 March cost 1,000.
    const dlv = await deliver('2026-03-10', [['GULA', '2']]);
    expect((await deliveredCost(dlv.id)).toFixed()).toBe('1000');
    // Bought on 15 February: 5 at 700, which the delivery takes first (FIFO, the company's method): 1,400.
    await buy('2026-02-15', 'GULA', '5', '700');
    expect((await deliveredCost(dlv.id)).toFixed()).toBe('1400');
    const inv = await invoice('2026-03-11', [fromDo(dlv, 1, '2')]);
    expect((await movedBy(COGS, 'sales-invoice', [inv.id])).toFixed()).toBe('1400');
    expect((await inTransitOf(dlv, [inv])).toFixed()).toBe('0');
    await c.agrees();
  });

  it('invoiced in parts, then a back-dated purchase changes the cost: the invoices follow it, the last taking the rest', async () => {
    // KOPI: 7 for 10,000 on 1 March; 3 delivered on 12 March.
    const dlv = await deliver('2026-03-12', [['KOPI', '3']]);
    const first = await invoice('2026-03-13', [fromDo(dlv, 1, '2')]);
    const costBefore = await deliveredCost(dlv.id);
    expect((await movedBy(COGS, 'sales-invoice', [first.id])).toFixed()).toBe(costBefore.times(2).dividedBy(3).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed());
    // Bought on 15 February: 5 at 2,000, which the delivery takes first.
    await buy('2026-02-15', 'KOPI', '5', '2000');
    const cost = await deliveredCost(dlv.id);
    expect(cost.equals(costBefore)).toBe(false);
    // The first invoice's share follows the corrected cost; what is not invoiced stays in transit.
    const share = cost.times(2).dividedBy(3).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect((await movedBy(COGS, 'sales-invoice', [first.id])).toFixed()).toBe(share.toFixed());
    expect((await inTransitOf(dlv, [first])).toFixed()).toBe(cost.minus(share).toFixed());
    const last = await invoice('2026-03-14', [fromDo(dlv, 1, '1')]);
    expect((await movedBy(COGS, 'sales-invoice', [last.id])).toFixed()).toBe(cost.minus(share).toFixed());
    expect((await inTransitOf(dlv, [first, last])).toFixed()).toBe('0');
    // An edit of the first invoice re-posts it at the corrected cost: still nothing left in transit.
    const edited = await c.req('PUT', 'sales-invoice', { ...(await c.read('sales-invoice', first.id)), description: 'diubah' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await inTransitOf(dlv, [first, last])).toFixed()).toBe('0');
    expect((await movedBy(COGS, 'sales-invoice', [first.id, last.id])).toFixed()).toBe(cost.toFixed());
    await c.agrees();
  });

  it("the delivery order's own edit changes its cost: the invoice of part of it takes its share of the new cost", async () => {
    const dlv = await deliver('2026-03-15', [['GULA', '2']]);
    const inv = await invoice('2026-03-16', [fromDo(dlv, 1, '2')]);
    expect((await c.read('delivery-order', dlv.id)).status).toBe('invoiced');
    // Four delivered after all, the last two from the 1 March purchase (FIFO): the invoice's two are half the new cost.
    const edited = await c.req('PUT', 'delivery-order', { ...(await c.read('delivery-order', dlv.id)), details: [{ ...dlv.details[0], quantity: '4' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.status).toBe('open');
    const cost = await deliveredCost(dlv.id);
    expect(cost.toFixed()).toBe('2600');
    const share = cost.times(2).dividedBy(4).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect((await movedBy(COGS, 'sales-invoice', [inv.id])).toFixed()).toBe(share.toFixed());
    expect((await inTransitOf(dlv, [inv])).toFixed()).toBe(cost.minus(share).toFixed());
    const last = await invoice('2026-03-17', [fromDo(dlv, 1, '2')]);
    expect((await inTransitOf(dlv, [inv, last])).toFixed()).toBe('0');
    await c.agrees();
  });

  it('fully invoiced, then a purchase invoice prices the received goods otherwise: goods in transit stays zero', async () => {
    const rcv = await c.created('goods-receipt', { receivedate: '2026-03-20', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '4', unitprice: '2000' }] });
    const dlv = await deliver('2026-03-21', [['TEH', '6']]);
    const inv = await invoice('2026-03-22', [fromDo(dlv, 1, '6')]);
    const costBefore = await deliveredCost(dlv.id);
    // Billed at 3,000 a unit: the receipt's cost is revised and with it the delivery's.
    await c.created('purchase-invoice', { invoicedate: '2026-03-23', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '4', unitprice: '3000', receiveid: rcv.id, receiveseq: 1 }] });
    const cost = await deliveredCost(dlv.id);
    expect(cost.equals(costBefore)).toBe(false);
    expect((await movedBy(COGS, 'sales-invoice', [inv.id])).toFixed()).toBe(cost.toFixed());
    expect((await inTransitOf(dlv, [inv])).toFixed()).toBe('0');
    expect(await c.balance(GIT)).toBe('0');
    await c.agrees();
  });
});
