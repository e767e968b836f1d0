import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { paymentCompany } from '../documents/payment-fixture.ts';

/**
 * The vendor statement with a vendor credit (docs/decisions.md "The vendor statement: refunds and set-offs"): a
 * payment is a debit of what it settles of invoices and a credit of the vendor credit it takes back, so a refund
 * reads on the credit side and a set-off shows both of its movements; no row moves nothing; the closing is still
 * what the AP aging owes the vendor.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof paymentCompany>>;
type Body = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  c = await paymentCompany(t, 'PT Kartu Hutang');
}, 180_000);
afterAll(() => t.close());

const created = async (form: string, body: Body) => {
  const res = await c.req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Body & { id: number; chequeno?: string; invoiceno?: string };
};
const pay = (paymentdate: string, details: Body[]) => created('purchase-payment', { paymentdate, vendorid: c.vendor, bankaccnt: c.bank, details });

describe('vendor statement with a vendor credit', () => {
  it('shows a refund as a credit and a set-off as both its movements; the closing is what the aging owes', async () => {
    // 10 TEH at 10,000 paid in full, 3 sent back: the vendor owes 30,000 back.
    const a = await c.invoice({ quantity: '10', unitprice: '10000', invoicedate: '2026-02-02' });
    await pay('2026-02-03', [{ apinvoiceid: a.id, pay: '100000' }]);
    await created('purchase-return', { returndate: '2026-02-04', vendorid: c.vendor, apinvoiceid: a.id, details: [{ itemno: 'TEH', quantity: '3', unitprice: '10000', invseq: 1 }] });
    // 20,000 of it set off against a new invoice of 20,000 (nothing leaves the bank), the last 10,000 refunded.
    const b = await c.invoice({ quantity: '2', unitprice: '10000', invoicedate: '2026-02-10' });
    const setoff = await pay('2026-02-11', [{ apinvoiceid: b.id, pay: '20000' }, { apinvoiceid: a.id, pay: '-20000' }]);
    expect(setoff.totalamount).toBe('0');
    const refund = await pay('2026-02-12', [{ apinvoiceid: a.id, pay: '-10000' }]);

    const res = await c.req('GET', `vendor-statement?vendorid=${c.vendor}&fromdate=2026-02-01&todate=2026-02-28`);
    expect(res.statusCode, res.body).toBe(200);
    const [sec] = res.json().data.sections as { opening: string; lines: Body[]; debit: string; credit: string; closing: string }[];
    expect(sec!.opening).toBe('0.00');
    expect(sec!.lines.map((l) => [l.date, l.form, l.number, l.debit, l.credit, l.balance])).toEqual([
      ['2026-02-02', 'purchase-invoice', a.invoiceno, '0.00', '100000.00', '100000.00'],
      ['2026-02-03', 'purchase-payment', expect.any(String), '100000.00', '0.00', '0.00'],
      ['2026-02-04', 'purchase-return', expect.any(String), '30000.00', '0.00', '-30000.00'],
      ['2026-02-10', 'purchase-invoice', b.invoiceno, '0.00', '20000.00', '-10000.00'],
      // The set-off: 20,000 settled of B, 20,000 of A's credit taken back; the balance does not move.
      ['2026-02-11', 'purchase-payment', setoff.chequeno, '20000.00', '20000.00', '-10000.00'],
      // The refund: the vendor paid back what it owed, on the credit side, and the account is square.
      ['2026-02-12', 'purchase-payment', refund.chequeno, '0.00', '10000.00', '0.00'],
    ]);
    expect([sec!.debit, sec!.credit, sec!.closing]).toEqual(['150000.00', '150000.00', '0.00']);
    // No line of the statement moves nothing.
    expect(sec!.lines.filter((l) => l.debit === '0.00' && l.credit === '0.00')).toEqual([]);
    const aging = (await c.req('GET', 'ap-aging?asof=2026-02-28')).json();
    expect(aging.listdata.find((v: { vendorid: number }) => v.vendorid === c.vendor)?.totals.total ?? '0.00').toBe(sec!.closing);
    // The opening of a later range carries the same balance.
    const later = (await c.req('GET', `vendor-statement?vendorid=${c.vendor}&fromdate=2026-03-01&todate=2026-03-31`)).json().data.sections as { opening: string }[];
    expect(later.map((s) => s.opening)).toEqual(['0.00']);
  });
});
