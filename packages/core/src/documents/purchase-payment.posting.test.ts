import { describe, expect, it } from 'vitest';
import type { PostingLine } from '../ledger/journal.ts';
import { defaultPph23Amount } from '../trade/payment-checks.ts';
import { isBalanced } from './purchase.posting.ts';
import { postPurchasePayment, type PurchasePaymentPosting } from './purchase-payment.posting.ts';

const BANK = 10;
const PAYABLE = 20;
const PPH23 = 24;
const DISC = 52;
const GAIN = 71;
const LOSS = 81;

const base = { rate: '1', currencyid: null, description: 'PAY/00001', bankglid: BANK, payableglid: PAYABLE, gainglid: GAIN, lossglid: LOSS };
const rows = (lines: readonly PostingLine[]) => lines.map((l) => [l.glid, l.amount, l.primeamount, l.rate]);

describe('postPurchasePayment', () => {
  it.each<{ name: string; doc: PurchasePaymentPosting; out: (string | number)[][] }>([
    {
      // 1,665,000 paid: discount 15,000, PPh 23 2 % of 1,500,000 = 30,000; bank 1,665,000 − 15,000 − 30,000 = 1,620,000
      name: 'one invoice with a discount line and PPh 23',
      doc: { ...base, invoices: [{ pay: '1665000', invoicerate: '1', pph23amount: defaultPph23Amount('1500000', '0.02'), pph23glid: PPH23 }], discounts: [{ glid: DISC, discount: '15000' }] },
      out: [
        [PAYABLE, '1665000.00', '1665000.00', '1'],
        [DISC, '-15000.00', '-15000.00', '1'],
        [PPH23, '-30000.00', '-30000.00', '1'],
        [BANK, '-1620000.00', '-1620000.00', '1'],
      ],
    },
    {
      // 1,000,000 in full and 500,000 of another with PPh 23 4 % (no NPWP) of 400,000 = 16,000; discount 5,000;
      // payable 1,500,000; bank 1,500,000 − 5,000 − 16,000 = 1,479,000
      name: 'two invoices, one in part',
      doc: {
        ...base,
        invoices: [
          { pay: '1000000', invoicerate: '1' },
          { pay: '500000', invoicerate: '1', pph23amount: defaultPph23Amount('400000', '0.04'), pph23glid: PPH23 },
        ],
        discounts: [{ glid: DISC, discount: '5000', deptid: 2 }],
      },
      out: [
        [PAYABLE, '1500000.00', '1500000.00', '1'],
        [DISC, '-5000.00', '-5000.00', '1'],
        [PPH23, '-16000.00', '-16000.00', '1'],
        [BANK, '-1479000.00', '-1479000.00', '1'],
      ],
    },
    {
      // 100 USD booked at 16,000 (1,600,000), paid at 16,250 (1,625,000): realised loss 100 × 250 = 25,000
      name: 'a foreign invoice paid at a higher rate: realised loss',
      doc: { ...base, rate: '16250', currencyid: 2, invoices: [{ pay: '100', invoicerate: '16000' }] },
      out: [
        [PAYABLE, '1600000.00', '100.00', '16000'],
        [LOSS, '25000.00', '25000.00', '1'],
        [BANK, '-1625000.00', '-100.00', '16250'],
      ],
    },
    {
      // paid at 15,800: 1,580,000 for 1,600,000 booked: realised gain 100 × 200 = 20,000
      name: 'a foreign invoice paid at a lower rate: realised gain',
      doc: { ...base, rate: '15800', currencyid: 2, invoices: [{ pay: '100', invoicerate: '16000' }] },
      out: [
        [PAYABLE, '1600000.00', '100.00', '16000'],
        [GAIN, '-20000.00', '-20000.00', '1'],
        [BANK, '-1580000.00', '-100.00', '15800'],
      ],
    },
    {
      // two USD invoices at 15,000 and 16,500 paid at 16,000: 50 × 1,000 − 30 × 500 = 35,000 loss;
      // discount 2 USD at 16,000 = 32,000; bank 78 USD = 1,248,000
      name: 'foreign invoices at two rates with a discount',
      doc: { ...base, rate: '16000', currencyid: 2, invoices: [{ pay: '50', invoicerate: '15000' }, { pay: '30', invoicerate: '16500' }], discounts: [{ glid: DISC, discount: '2' }] },
      out: [
        [PAYABLE, '750000.00', '50.00', '15000'],
        [PAYABLE, '495000.00', '30.00', '16500'],
        [DISC, '-32000.00', '-2.00', '16000'],
        [LOSS, '35000.00', '35000.00', '1'],
        [BANK, '-1248000.00', '-78.00', '16000'],
      ],
    },
  ])('$name', ({ doc, out }) => {
    const lines = postPurchasePayment(doc);
    expect(rows(lines)).toEqual(out);
    expect(isBalanced(lines)).toBe(true);
  });
});
