import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addUsd } from './payment-fixture.ts';
import { purchaseCompany } from './purchase-fixture.ts';
import { ACC, salesCompany, type Doc } from './sales-fixture.ts';

/**
 * Sales return (issue 13, API.md §7.5, §7.8): from an invoice of goods delivered by a delivery order and from a
 * direct invoice, off the receivable, refunded from the bank or kept as customer credit; `withoutsi` from a
 * delivery order against goods in transit. The goods come back at the cost they left with, whatever was bought
 * since; the invoice's owing falls only for a return off the receivable; refusals; edits and deletes re-post.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
const { AR, COGS, GIT, INVENTORY, OUTPUT_VAT, SALES_DP } = ACC;
const [SALES_RETURN, CASH] = ['4-10100', '1-10002'];

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Retur Jual');
}, 180_000);
afterAll(() => t.close());

const line = (itemno: string, quantity: string, unitprice: string, invseq: number) => ({ itemno, quantity, unitprice, taxcodes: 'PPN', invseq });
const returned = (inv: Doc, details: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({ returndate: '2026-03-10', customerid: c.customer, arinvoiceid: inv.id, details, ...extra });
const returnCost = async (docid: number) => new Decimal(String((await c.query(sql`select cost::text as cost from stock_move where form = 'sales-return' and docid = ${docid}`))[0]?.cost)).toFixed(2);
/** A purchase after the sale at another cost: the goods returned must not come back at it. */
const buy = (itemno: string, quantity: string, unitprice: string, date: string) => c.created('purchase-invoice', { invoicedate: date, vendorid: c.vendor, details: [{ itemno, quantity, unitprice }] });

describe('sales return from an invoice of delivered goods, off the receivable', () => {
  let inv: Doc;
  let ret: Doc;

  it('brings the goods back at the delivery cost against COGS, gives back value and VAT off the receivable, and lowers owing', async () => {
    const dlv = await c.created('delivery-order', { dodate: '2026-03-02', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '5' }] });
    // 5 × 2,000 = 10,000; DPP Nilai Lain 9,166.67; PPN 1,100; cost 7,142.86 from goods in transit.
    inv = await c.created('sales-invoice', { invoicedate: '2026-03-03', customerid: c.customer, details: [{ itemno: 'KOPI', quantity: '5', unitprice: '2000', taxcodes: 'PPN', doid: dlv.id, doseq: 1 }] });
    expect(inv).toMatchObject({ totalamount: '11100', owing: '11100' });
    await buy('KOPI', '10', '3000', '2026-03-04');

    ret = await c.created('sales-return', returned(inv, [line('KOPI', '2', '2000', 1)]));
    // 4,000; DPP Nilai Lain 3,666.67; PPN 440; the goods back at 7,142.86 × 2/5.
    expect(ret).toMatchObject({ form: 'sales-return', returnno: expect.any(String), totalamount: '4440', tax1amount: '440', arinvoiceid: inv.id, settlement: 'receivable', posted: true, customername: 'Toko Pelanggan' });
    expect(ret.details[0]).toMatchObject({ arinvoiceid: inv.id, invseq: 1 });
    expect(await c.journal(ret.journalid)).toEqual({ [INVENTORY]: '2857.14', [OUTPUT_VAT]: '440', [AR]: '-4440', [SALES_RETURN]: '4000', [COGS]: '-2857.14' });
    expect(await returnCost(ret.id)).toBe('2857.14');
    expect(await c.read('sales-invoice', inv.id)).toMatchObject({ owing: '6660', status: 'partial' });
    expect((await c.req('GET', `sales-invoice/diprosesRetur/${inv.id}`)).json().listdata.map((d: { form: string; id: number }) => [d.form, d.id])).toEqual([['sales-return', ret.id]]);
    await c.agrees();
    // Read back, accepted back unchanged.
    const again = await c.req('PUT', 'sales-return', ret);
    expect(again.statusCode, again.body).toBe(200);
    expect(await c.journal(again.json().data.journalid)).toEqual({ [INVENTORY]: '2857.14', [OUTPUT_VAT]: '440', [AR]: '-4440', [SALES_RETURN]: '4000', [COGS]: '-2857.14' });
    ret = again.json().data as Doc;
  });

  it('a return beyond what remains of the invoice is refused with the spec message, nothing changes', async () => {
    const before = await c.count('sales-return');
    const over = await c.req('POST', 'sales-return', returned(inv, [line('KOPI', '4', '2000', 1)]));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(translate('id', 'RETURN_EXCEEDS_INVOICED', { item: 'KOPI', remaining: '3' }));
    expect(await c.count('sales-return')).toBe(before);
  });

  it('an edit re-posts the return at its new quantity, a delete gives the invoice back what it took', async () => {
    const edited = await c.req('PUT', 'sales-return', { ...ret, details: [{ ...ret.details[0], quantity: '3' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    const doc = edited.json().data as Doc;
    // 6,000; DPP Nilai Lain 5,500; PPN 660; 7,142.86 × 3/5 = 4,285.72 back.
    expect(await c.journal(doc.journalid)).toEqual({ [INVENTORY]: '4285.72', [OUTPUT_VAT]: '660', [AR]: '-6660', [SALES_RETURN]: '6000', [COGS]: '-4285.72' });
    expect((await c.read('sales-invoice', inv.id)).owing).toBe('4440');
    await c.agrees();
    expect((await c.req('DELETE', `sales-return/delete/${doc.id}`)).statusCode).toBe(200);
    expect(await c.read('sales-invoice', inv.id)).toMatchObject({ owing: '11100', status: 'unpaid' });
    expect(await c.balance(SALES_RETURN)).toBe('0');
    expect(await c.moves('sales-return', doc.id)).toBe(0);
    await c.agrees();
  });
});

describe('sales return from a direct invoice: refunded or kept as credit', () => {
  let inv: Doc;

  it('refunded from the bank: the goods back at the sale cost, owing unchanged', async () => {
    // 4 × 3,000 = 12,000; PPN 1,320; 4 TEH out of inventory at 2,000.
    inv = await c.created('sales-invoice', { invoicedate: '2026-04-01', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '4', unitprice: '3000', taxcodes: 'PPN' }] });
    expect(inv.totalamount).toBe('13320');
    await buy('TEH', '10', '5000', '2026-04-02');
    const bank = await c.glid(CASH);
    const ret = await c.created('sales-return', returned(inv, [line('TEH', '1', '3000', 1)], { returndate: '2026-04-03', settlement: 'refund', bankaccount: bank }));
    // 3,000; DPP Nilai Lain 2,750; PPN 330; one TEH back at 2,000, not at the later 5,000.
    expect(ret).toMatchObject({ totalamount: '3330', settlement: 'refund', bankaccount: bank });
    expect(await c.journal(ret.journalid)).toEqual({ [CASH]: '-3330', [INVENTORY]: '2000', [OUTPUT_VAT]: '330', [SALES_RETURN]: '3000', [COGS]: '-2000' });
    expect(await returnCost(ret.id)).toBe('2000.00');
    expect((await c.read('sales-invoice', inv.id)).owing).toBe('13320');
    await c.agrees();
  });

  it('kept as customer credit: a receipt applies it, and the return cannot then be deleted or cut', async () => {
    const ret = await c.created('sales-return', returned(inv, [line('TEH', '1', '3000', 1)], { returndate: '2026-04-04', settlement: 'credit' }));
    expect(await c.journal(ret.journalid)).toEqual({ [SALES_DP]: '-3330', [INVENTORY]: '2000', [OUTPUT_VAT]: '330', [SALES_RETURN]: '3000', [COGS]: '-2000' });
    expect((await c.read('sales-invoice', inv.id)).owing).toBe('13320');
    // The credit is applied by a receipt: 5,000 paid of which 3,330 from the credit.
    const receipt = await c.req('POST', 'sales-payment', { paymentdate: '2026-04-05', customerid: c.customer, bankaccount: await c.glid(CASH), applyfromcredit: '3330', details: [{ arinvoiceid: inv.id, pay: '5000' }] });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const number = receipt.json().data.paymentno as string;
    const message = translate('id', 'RETURN_CUSTOMER_CREDIT_USED', { payments: number });
    const del = await c.req('DELETE', `sales-return/delete/${ret.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(message);
    const cut = await c.req('PUT', 'sales-return', { ...ret, details: [{ ...ret.details[0], unitprice: '2000' }] });
    expect(cut.statusCode).toBe(409);
    expect(cut.json().message).toBe(message);
    // Once the receipt goes, so can the return.
    expect((await c.req('DELETE', `sales-payment/delete/${receipt.json().data.id}`)).statusCode).toBe(200);
    expect((await c.req('DELETE', `sales-return/delete/${ret.id}`)).statusCode).toBe(200);
    expect(await c.balance(SALES_DP)).toBe('0');
    await c.agrees();
  });
});

describe('sales return without invoice (withoutsi), from a delivery order', () => {
  it('brings the goods back from goods in transit; nothing is owed back', async () => {
    const dlv = await c.created('delivery-order', { dodate: '2026-05-01', customerid: c.customer, details: [{ itemno: 'GULA', quantity: '3' }] });
    expect(await c.journal(dlv.journalid)).toEqual({ [GIT]: '1500', [INVENTORY]: '-1500' });
    await buy('GULA', '5', '900', '2026-05-02');
    const ret = await c.created('sales-return', { returndate: '2026-05-03', customerid: c.customer, withoutsi: true, details: [{ itemno: 'GULA', quantity: '1', unitprice: '700', doid: dlv.id, doseq: 1 }] });
    expect(ret).toMatchObject({ withoutsi: true });
    expect(ret.details[0]).toMatchObject({ doid: dlv.id, doseq: 1 });
    expect(await c.journal(ret.journalid)).toEqual({ [GIT]: '-500', [INVENTORY]: '500' });
    expect((await c.read('delivery-order', dlv.id)).details[0]!.remaining).toBe('2');
    const over = await c.req('POST', 'sales-return', { returndate: '2026-05-03', customerid: c.customer, withoutsi: true, details: [{ itemno: 'GULA', quantity: '3', unitprice: '700', doid: dlv.id, doseq: 1 }] });
    expect(over.statusCode).toBe(409);
    const refund = await c.req('POST', 'sales-return', { returndate: '2026-05-03', customerid: c.customer, withoutsi: true, settlement: 'refund', bankaccount: await c.glid(CASH), details: [{ itemno: 'GULA', quantity: '1', unitprice: '700', doid: dlv.id, doseq: 1 }] });
    expect(refund.statusCode).toBe(400);
    await c.agrees();
  });
});

describe('sales return refusals', () => {
  it('a temporary invoice, an invoice of another customer, a vendor or another company\'s customer as customer, two invoices, a refund without bank, a return before the sale', async () => {
    const temp = await c.created('sales-invoice', { invoicedate: '2026-06-01', customerid: c.customer, posted: false, details: [{ itemno: 'TEH', quantity: '2', unitprice: '3000' }] });
    const tempRet = await c.req('POST', 'sales-return', returned(temp, [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }], { returndate: '2026-06-02' }));
    expect(tempRet.statusCode).toBe(409);
    expect(tempRet.json().message).toBe(translate('id', 'RETURN_INVOICE_TEMPORARY', { number: String(temp.invoiceno) }));

    const inv = await c.created('sales-invoice', { invoicedate: '2026-06-01', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '2', unitprice: '3000' }] });
    const other = (await c.req('POST', 'person-data', { persontype: 0, personno: 'C-00002', name: 'Toko Lain' })).json().data.id as number;
    const ofOther = await c.en('POST', 'sales-return', returned(inv, [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }], { returndate: '2026-06-02', customerid: other }));
    expect(ofOther.statusCode).toBe(400);
    expect(ofOther.body).toContain(translate('en', 'V_REF_NOT_FOUND', { field: 'arinvoiceid' }));
    const vendor = await c.en('POST', 'sales-return', returned(inv, [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }], { returndate: '2026-06-02', customerid: c.vendor }));
    expect(vendor.statusCode).toBe(400);
    expect(vendor.body).toContain(translate('en', 'V_REF_NOT_FOUND', { field: 'customerid' }));
    // Goods cannot come back before they left.
    const early = await c.req('POST', 'sales-return', returned(inv, [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }], { returndate: '2026-05-31' }));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toEqual([`returndate: ${translate('id', 'RETURN_BEFORE_SOURCE', { number: String(inv.invoiceno), date: '2026-06-01' })}`]);
    // A customer of another company is no customer here.
    const elsewhere = await purchaseCompany(t, 'PT Lain Sekali');
    const foreign = await c.en('POST', 'sales-return', returned(inv, [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }], { returndate: '2026-06-02', customerid: elsewhere.customer }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain(translate('en', 'V_REF_NOT_FOUND', { field: 'customerid' }));
    const two = await c.req('POST', 'sales-return', returned(inv, [{ itemno: 'TEH', quantity: '1', unitprice: '3000', arinvoiceid: temp.id, invseq: 1 }], { returndate: '2026-06-02' }));
    expect(two.statusCode).toBe(400);
    expect(two.body).toContain(translate('id', 'RETURN_ONE_INVOICE'));
    const noBank = await c.req('POST', 'sales-return', returned(inv, [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }], { returndate: '2026-06-02', settlement: 'refund' }));
    expect(noBank.statusCode).toBe(400);
    expect(noBank.body).toContain('bankaccount');
  });
});

describe('sales returns under concurrency', () => {
  it('16 concurrent returns of one invoice line of 5: exactly 5 succeed and the stock agrees', async () => {
    const inv = await c.created('sales-invoice', { invoicedate: '2026-07-01', customerid: c.customer, details: [{ itemno: 'TEH', quantity: '5', unitprice: '3000' }] });
    const one = () => c.req('POST', 'sales-return', returned(inv, [{ itemno: 'TEH', quantity: '1', unitprice: '3000', invseq: 1 }], { returndate: '2026-07-02' }));
    const results = await Promise.all(Array.from({ length: 16 }, one));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(translate('id', 'RETURN_EXCEEDS_INVOICED', { item: 'TEH', remaining: '0' }));
    }
    expect(await c.read('sales-invoice', inv.id)).toMatchObject({ owing: '0', status: 'paid' });
    const back = await c.query(sql`select coalesce(sum(qtyin), 0)::text as q from stock_move m join trans_line l on l.tenant_id = m.tenant_id and l.docid = m.docid and l.seq = m.lineseq
                                    where m.form = 'sales-return' and l.srcid = ${inv.id}`);
    expect(Number(back[0]!.q)).toBe(5);
    await c.agrees();
  });
});

describe('sales return of a USD invoice', () => {
  it('credits the receivable at the invoice rate and realises the difference; another currency is refused', async () => {
    const usd = await addUsd(c);
    // 100 USD of a service booked at 16,000.
    const inv = await c.created('sales-invoice', { invoicedate: '2026-08-01', customerid: c.customer, currencyid: usd, rate: '16000', details: [{ itemno: 'JASA', quantity: '1', unitprice: '100' }] });
    const booked = await c.journal(inv.journalid);
    const arUsd = Object.keys(booked).find((k) => booked[k] === '1600000')!;
    const idr = await c.req('POST', 'sales-return', returned(inv, [{ itemno: 'JASA', quantity: '1', unitprice: '100', invseq: 1 }], { returndate: '2026-08-02' }));
    expect(idr.statusCode).toBe(400);
    expect(idr.body).toContain(`currencyid: ${translate('id', 'RETURN_CURRENCY')}`);
    // Returned at 16,500: 1,650,000 of sales return, 1,600,000 off the receivable, 50,000 realised.
    const ret = await c.created('sales-return', returned(inv, [{ itemno: 'JASA', quantity: '1', unitprice: '100', invseq: 1 }], { returndate: '2026-08-02', currencyid: usd, rate: '16500' }));
    expect(await c.journal(ret.journalid)).toEqual({ [arUsd]: '-1600000', [SALES_RETURN]: '1650000', '7-10200': '-50000' });
    expect(await c.read('sales-invoice', inv.id)).toMatchObject({ owing: '0', status: 'paid' });
  });
});
