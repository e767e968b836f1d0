import { describe, expect, it } from 'vitest';
import type { PostingLine } from '../ledger/journal.ts';
import { defaultPph23Amount } from '../trade/payment-checks.ts';
import { isBalanced } from './purchase.posting.ts';
import { postSalesPayment, type SalesPaymentPosting } from './sales-payment.posting.ts';

const BANK = 10;
const AR = 12;
const PPH23 = 17;
const CREDIT = 22;
const DISC = 42;
const GAIN = 71;
const LOSS = 81;

const base = { rate: '1', currencyid: null, description: 'PMT/00001', bankglid: BANK, receivableglid: AR, gainglid: GAIN, lossglid: LOSS };
const rows = (lines: readonly PostingLine[]) => lines.map((l) => [l.glid, l.amount, l.primeamount, l.rate]);

describe('postSalesPayment', () => {
  it.each<{ name: string; doc: SalesPaymentPosting; out: (string | number)[][] }>([
    {
      // 1,665,000 settled: discount 15,000, the customer withheld PPh 23 2 % of 1,500,000 = 30,000; bank 1,620,000
      name: 'one invoice with a discount line and PPh 23 withheld by the customer',
      doc: { ...base, invoices: [{ pay: '1665000', invoicerate: '1', pph23amount: defaultPph23Amount('1500000', '0.02'), pph23glid: PPH23 }], discounts: [{ glid: DISC, discount: '15000' }] },
      out: [
        [AR, '-1665000.00', '-1665000.00', '1'],
        [DISC, '15000.00', '15000.00', '1'],
        [PPH23, '30000.00', '30000.00', '1'],
        [BANK, '1620000.00', '1620000.00', '1'],
      ],
    },
    {
      // 1,000,000 and 500,000 in part, PPh 23 on the second 2 % of 400,000 = 8,000: bank 1,492,000
      name: 'two invoices, one in part with PPh 23',
      doc: { ...base, invoices: [{ pay: '1000000', invoicerate: '1' }, { pay: '500000', invoicerate: '1', pph23amount: '8000', pph23glid: PPH23 }] },
      out: [
        [AR, '-1500000.00', '-1500000.00', '1'],
        [PPH23, '8000.00', '8000.00', '1'],
        [BANK, '1492000.00', '1492000.00', '1'],
      ],
    },
    {
      // 1,100,000 received for 1,000,000 owed: 100,000 kept as the customer's credit
      name: 'an overpayment kept as customer credit',
      doc: { ...base, invoices: [{ pay: '1000000', invoicerate: '1' }], credit: { glid: CREDIT, overpay: '100000' } },
      out: [
        [AR, '-1000000.00', '-1000000.00', '1'],
        [CREDIT, '-100000.00', '-100000.00', '1'],
        [BANK, '1100000.00', '1100000.00', '1'],
      ],
    },
    {
      // 1,000,000 settled with 200,000 of the customer's credit: 800,000 received
      name: 'customer credit applied (applyfromcredit)',
      doc: { ...base, invoices: [{ pay: '1000000', invoicerate: '1' }], credit: { glid: CREDIT, applyfromcredit: '200000' } },
      out: [
        [AR, '-1000000.00', '-1000000.00', '1'],
        [CREDIT, '200000.00', '200000.00', '1'],
        [BANK, '800000.00', '800000.00', '1'],
      ],
    },
    {
      // settled entirely from credit: no money moves
      name: 'an invoice settled from credit alone moves no bank',
      doc: { ...base, invoices: [{ pay: '300000', invoicerate: '1' }], credit: { glid: CREDIT, applyfromcredit: '300000' } },
      out: [
        [AR, '-300000.00', '-300000.00', '1'],
        [CREDIT, '300000.00', '300000.00', '1'],
      ],
    },
    {
      // 100 USD booked at 16,000 (1,600,000) received at 16,250 (1,625,000): realised gain 100 × 250 = 25,000
      name: 'a foreign invoice received at a higher rate: realised gain',
      doc: { ...base, rate: '16250', currencyid: 2, invoices: [{ pay: '100', invoicerate: '16000' }] },
      out: [
        [AR, '-1600000.00', '-100.00', '16000'],
        [GAIN, '-25000.00', '-25000.00', '1'],
        [BANK, '1625000.00', '100.00', '16250'],
      ],
    },
    {
      // received at 15,800: 1,580,000 for 1,600,000 booked: realised loss 20,000
      name: 'a foreign invoice received at a lower rate: realised loss',
      doc: { ...base, rate: '15800', currencyid: 2, invoices: [{ pay: '100', invoicerate: '16000' }] },
      out: [
        [AR, '-1600000.00', '-100.00', '16000'],
        [LOSS, '20000.00', '20000.00', '1'],
        [BANK, '1580000.00', '100.00', '15800'],
      ],
    },
    {
      // two USD invoices at 15,000 and 16,500 received at 16,000: −50 × 1,000 + 30 × 500 = −35,000, a gain;
      // discount 2 USD at 16,000 = 32,000; bank 78 USD = 1,248,000
      name: 'foreign invoices at two rates with a discount',
      doc: { ...base, rate: '16000', currencyid: 2, invoices: [{ pay: '50', invoicerate: '15000' }, { pay: '30', invoicerate: '16500' }], discounts: [{ glid: DISC, discount: '2' }] },
      out: [
        [AR, '-750000.00', '-50.00', '15000'],
        [AR, '-495000.00', '-30.00', '16500'],
        [DISC, '32000.00', '2.00', '16000'],
        [GAIN, '-35000.00', '-35000.00', '1'],
        [BANK, '1248000.00', '78.00', '16000'],
      ],
    },
    {
      // 10 USD of credit made at 15,000 (150,000) used at 16,000 on a 100 USD invoice booked at 16,000: the credit
      // account clears at 150,000 and 10,000 is a realised loss; bank 90 USD
      name: 'foreign customer credit used at another rate than it was made',
      doc: { ...base, rate: '16000', currencyid: 2, invoices: [{ pay: '100', invoicerate: '16000' }], credit: { glid: CREDIT, applyfromcredit: '10', usedbase: '150000' } },
      out: [
        [AR, '-1600000.00', '-100.00', '16000'],
        [CREDIT, '150000.00', '10.00', '16000'],
        [LOSS, '10000.00', '10000.00', '1'],
        [BANK, '1440000.00', '90.00', '16000'],
      ],
    },
  ])('$name', ({ doc, out }) => {
    const lines = postSalesPayment(doc);
    expect(rows(lines)).toEqual(out);
    expect(isBalanced(lines)).toBe(true);
  });

  it('keeps the department and project of a discount line', () => {
    const lines = postSalesPayment({ ...base, invoices: [{ pay: '100', invoicerate: '1' }], discounts: [{ glid: DISC, discount: '5', deptid: 3, projectid: 4 }] });
    expect(lines.map((l) => [l.glid, l.deptid, l.projectid])).toEqual([
      [AR, null, null],
      [DISC, 3, 4],
      [BANK, null, null],
    ]);
  });
});
