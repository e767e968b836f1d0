import Decimal from 'decimal.js';
import fc from 'fast-check';
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
    {
      // an invoice of 1,000,000 and a credit of 300,000 (goods returned after their invoice was paid) set off:
      // the payable nets to 700,000, the bank pays 700,000
      name: 'an invoice paid with a vendor credit set off',
      doc: { ...base, invoices: [{ pay: '1000000', invoicerate: '1' }, { pay: '-300000', invoicerate: '1' }] },
      out: [
        [PAYABLE, '700000.00', '700000.00', '1'],
        [BANK, '-700000.00', '-700000.00', '1'],
      ],
    },
    {
      // a credit of 300,000 set off in full against 300,000 owed: nothing moves, nothing is posted
      name: 'a credit set off in full against an invoice: no journal',
      doc: { ...base, invoices: [{ pay: '300000', invoicerate: '1' }, { pay: '-300000', invoicerate: '1' }] },
      out: [],
    },
    {
      // the vendor pays 250,000 of its credit back: bank debited, payable credited
      name: 'a refund received from the vendor',
      doc: { ...base, invoices: [{ pay: '-250000', invoicerate: '1' }] },
      out: [
        [PAYABLE, '-250000.00', '-250000.00', '1'],
        [BANK, '250000.00', '250000.00', '1'],
      ],
    },
    {
      // credits 400,000 and invoices 100,000 with PPh 23 2,000 withheld: 300,000 comes back to the bank
      name: 'credits beyond the invoices with PPh 23 on an invoice: a refund',
      doc: { ...base, invoices: [{ pay: '100000', invoicerate: '1', pph23amount: '2000', pph23glid: PPH23 }, { pay: '-400000', invoicerate: '1' }] },
      out: [
        [PAYABLE, '-300000.00', '-300000.00', '1'],
        [PPH23, '-2000.00', '-2000.00', '1'],
        [BANK, '302000.00', '302000.00', '1'],
      ],
    },
    {
      // 50 USD of credit booked at 16,000 refunded at 16,250: 812,500 comes in for 800,000 booked, gain 12,500
      name: 'a foreign credit refunded at a higher rate: realised gain',
      doc: { ...base, rate: '16250', currencyid: 2, invoices: [{ pay: '-50', invoicerate: '16000' }] },
      out: [
        [PAYABLE, '-800000.00', '-50.00', '16000'],
        [GAIN, '-12500.00', '-12500.00', '1'],
        [BANK, '812500.00', '50.00', '16250'],
      ],
    },
    {
      // 100 USD owed at 15,000 set off with 100 USD of credit at 16,000, at 16,000: the bank moves nothing, the
      // payable lines stay at their own rates and 100 × 1,000 = 100,000 is a realised loss
      name: 'foreign invoice and credit at two rates set off: the difference only',
      doc: { ...base, rate: '16000', currencyid: 2, invoices: [{ pay: '100', invoicerate: '15000' }, { pay: '-100', invoicerate: '16000' }] },
      out: [
        [PAYABLE, '1500000.00', '100.00', '15000'],
        [PAYABLE, '-1600000.00', '-100.00', '16000'],
        [LOSS, '100000.00', '100000.00', '1'],
      ],
    },
  ])('$name', ({ doc, out }) => {
    const lines = postPurchasePayment(doc);
    expect(rows(lines)).toEqual(out);
    expect(isBalanced(lines)).toBe(true);
  });
});

describe('postPurchasePayment: every journal balances and the payable moves by Σ pay', () => {
  it('random invoices and credits, discounts and PPh 23, in IDR and at other rates', () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
    const invoice = fc.record({ pay: fc.tuple(amount, fc.boolean()).map(([a, credit]) => (credit ? `-${a}` : a)), invoicerate: fc.constantFrom('1', '15000', '16000.5'), pph: fc.nat(3) });
    fc.assert(
      fc.property(fc.array(invoice, { minLength: 1, maxLength: 6 }), fc.constantFrom('1', '15800', '16250'), fc.option(amount), (invoices, rate, disc) => {
        const foreign = rate !== '1';
        const doc: PurchasePaymentPosting = {
          ...base,
          rate,
          currencyid: foreign ? 2 : null,
          invoices: invoices.map((i) => ({ pay: i.pay, invoicerate: foreign ? i.invoicerate : '1', ...(i.pph === 0 && !i.pay.startsWith('-') ? { pph23amount: '1', pph23glid: PPH23 } : {}) })),
          discounts: disc ? [{ glid: DISC, discount: disc }] : [],
        };
        const lines = postPurchasePayment(doc);
        expect(isBalanced(lines)).toBe(true);
        const payable = lines.filter((l) => l.glid === PAYABLE).reduce((s, l) => s.plus(l.primeamount), new Decimal(0));
        expect(payable.toFixed(2)).toBe(invoices.reduce((s, i) => s.plus(i.pay), new Decimal(0)).toFixed(2));
        expect(lines.every((l) => !new Decimal(l.amount).isZero() || !new Decimal(l.primeamount).isZero())).toBe(true);
      }),
    );
  });
});
