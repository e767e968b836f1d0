import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PostingLine } from '../ledger/journal.ts';
import { TD } from '../trade/trade-decimal.ts';
import { taxesByAccount } from '../trade/trade-posting.ts';
import { computeTradeTotals } from '../trade/trade-totals.ts';
import type { TradeTax } from '../trade/vat.ts';
import { isBalanced } from './purchase.posting.ts';
import { postSalesPayment } from './sales-payment.posting.ts';
import { postSalesReturn } from './sales-return.posting.ts';
import { postSalesInvoice } from './sales.posting.ts';
import { cents, PPH23, PPN, TRADE_RUNS } from '../trade/trade-arbitraries.ts';

const RUNS = TRADE_RUNS;
const LUX: TradeTax = { kind: 'vat', rate: '0.12', dppfactor: '1' };
const RATES = ['1', '15873.25', '16250.5'];
const ACCOUNTS = { gainglid: 71, lossglid: 81 };
/** Σ prime amounts of the lines in the document's currency (the base-currency lines of a difference or a cost left out). */
const primeOf = (lines: readonly PostingLine[], glid: number) => lines.filter((l) => l.glid === glid).reduce((s, l) => s.plus(l.primeamount), new TD(0));

describe('sales postings: properties', () => {
  it(`any invoice from computed totals balances and owes exactly its totalamount (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 5000 }).map(String),
            unitprice: cents(50_000_000),
            itemdiscpc: fc.constantFrom('', '10', '10+5'),
            taxes: fc.constantFrom<TradeTax[]>([], [PPN], [LUX], [PPN, PPH23]),
            delivered: fc.option(cents(100_000_000)),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.boolean(),
        fc.integer({ min: 0, max: 30 }),
        cents(1_000_000),
        fc.integer({ min: 0, max: 85 }),
        fc.constantFrom(...RATES),
        fc.constantFrom(...RATES),
        fc.boolean(),
        (lines, inclusivetax, discpc, freight, dpPercent, rate, dprate, withDiscountAccount) => {
          const foreign = rate !== '1';
          const plain = computeTradeTotals({ lines, inclusivetax, discpc: String(discpc), taxPrecision: foreign ? 2 : 0 });
          // A down payment of up to the whole invoice after discount (its net), received at another rate.
          const dpnet = new TD(plain.subtotal).minus(plain.discamount).times(dpPercent).dividedBy(100).toDecimalPlaces(2, TD.ROUND_DOWN);
          const downpayments = dpnet.isZero() ? [] : [{ gross: dpnet.times('1.11').toDecimalPlaces(2).toFixed(2), net: dpnet.toFixed(2) }];
          const t = computeTradeTotals({ lines, inclusivetax, discpc: String(discpc), freight, downpayments, taxPrecision: foreign ? 2 : 0 });
          const journal = postSalesInvoice({
            rate,
            currencyid: foreign ? 2 : null,
            description: '',
            receivableglid: 12,
            discountglid: withDiscountAccount ? 42 : null,
            lines: lines.map((l, i) => ({ glid: 41, value: t.lines[i]!.value, discshare: t.lines[i]!.discshare, delivered: l.delivered === null ? null : { cost: l.delivered, cogsglid: 51, gitglid: 14 } })),
            taxes: taxesByAccount(t.lines, lines.map((l) => l.taxes.map((x) => (x.kind === 'vat' ? 23 : null)))),
            freight: { glid: 43, amount: t.freight },
            downpayment: dpnet.isZero() ? null : { glid: 22, net: t.dpnet, base: new TD(t.dpnet).times(dprate).toDecimalPlaces(2).toFixed(2), ...ACCOUNTS },
            totalamount: t.totalamount,
          });
          expect(isBalanced(journal)).toBe(true);
          expect(primeOf(journal, 12).equals(t.totalamount)).toBe(true);
          // In the document's currency too, apart from the base-currency lines (cost, realised difference).
          const primes = journal.filter((l) => l.rate !== '1' || !foreign).filter((l) => ![51, 14, 71, 81].includes(l.glid));
          expect(primes.reduce((s, l) => s.plus(l.primeamount), new TD(0)).isZero()).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`any payment balances and receives Σ pay − discounts − withheld + overpay − credit used (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ pay: cents(100_000_000), invoicerate: fc.constantFrom(...RATES), pph23: cents(1_000_000) }), { minLength: 1, maxLength: 8 }),
        fc.array(cents(100_000), { maxLength: 3 }),
        cents(5_000_000),
        cents(5_000_000),
        fc.constantFrom(...RATES),
        fc.constantFrom(...RATES),
        (invoices, discounts, overpay, applyfromcredit, rate, creditrate) => {
          const journal = postSalesPayment({
            rate,
            currencyid: rate === '1' ? null : 2,
            description: '',
            bankglid: 10,
            receivableglid: 12,
            ...ACCOUNTS,
            invoices: invoices.map((i) => ({ pay: i.pay, invoicerate: rate === '1' ? '1' : i.invoicerate, pph23amount: i.pph23, pph23glid: 17 })),
            discounts: discounts.map((discount) => ({ glid: 42, discount })),
            credit: { glid: 22, overpay, applyfromcredit, usedbase: new TD(applyfromcredit).times(creditrate).toDecimalPlaces(2).toFixed(2) },
          });
          expect(isBalanced(journal)).toBe(true);
          const received = invoices
            .reduce((s, i) => s.plus(i.pay).minus(i.pph23), new TD(0))
            .minus(discounts.reduce((s, d) => s.plus(d), new TD(0)))
            .plus(overpay)
            .minus(applyfromcredit);
          expect(primeOf(journal, 10).equals(received)).toBe(true);
          expect(primeOf(journal, 12).negated().equals(invoices.reduce((s, i) => s.plus(i.pay), new TD(0)))).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`any return balances and settles its lines and VAT (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.array(cents(100_000_000), { minLength: 1, maxLength: 8 }),
        fc.array(cents(10_000_000), { maxLength: 2 }),
        fc.constantFrom<'receivable' | 'refund' | 'credit'>('receivable', 'refund', 'credit'),
        fc.constantFrom(...RATES),
        fc.constantFrom(...RATES),
        (values, vat, settlement, rate, invoicerate) => {
          const journal = postSalesReturn({
            rate,
            currencyid: rate === '1' ? null : 2,
            description: '',
            settlement,
            settleglid: 30,
            invoicerate,
            ...ACCOUNTS,
            lines: values.map((value) => ({ value, returnglid: 45 })),
            taxes: vat.map((amount) => ({ glid: 23, amount })),
          });
          expect(isBalanced(journal)).toBe(true);
          const owed = [...values, ...vat].reduce((s, v) => s.plus(v), new TD(0));
          expect(primeOf(journal, 30).negated().equals(owed)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
