import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TD } from '../trade/trade-decimal.ts';
import { taxesByAccount } from '../trade/trade-posting.ts';
import { computeTradeTotals } from '../trade/trade-totals.ts';
import type { TradeTax } from '../trade/vat.ts';
import { isBalanced, postPurchaseInvoice, type InvoicePostingLine } from './purchase.posting.ts';
import { cents, PPH23, PPN, TRADE_RUNS } from '../trade/trade-arbitraries.ts';

const RUNS = TRADE_RUNS;

describe('purchase invoice postings: properties', () => {
  it(`any invoice from computed totals balances and owes exactly its totalamount (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 5000 }).map(String),
            unitprice: cents(50_000_000),
            itemdiscpc: fc.constantFrom('', '10', '10+5'),
            taxes: fc.constantFrom<TradeTax[]>([], [PPN], [PPN, PPH23]),
            kind: fc.constantFrom<'received' | 'account'>('received', 'account'),
            receiptshift: fc.integer({ min: -1000, max: 1000 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.boolean(),
        fc.integer({ min: 0, max: 30 }),
        cents(1_000_000),
        fc.constantFrom('1', '16250.5'),
        (lines, inclusivetax, discpc, freight, rate) => {
          const t = computeTradeTotals({ lines, inclusivetax, discpc: String(discpc), freight, taxPrecision: rate === '1' ? 0 : 2 });
          const posting: InvoicePostingLine[] = lines.map((l, i) => {
            const value = t.lines[i]!.value;
            const receiptcost = new TD(value).times(rate).plus(l.receiptshift).toDecimalPlaces(2).toFixed(2);
            return l.kind === 'received' ? { kind: 'received', glid: 11, value, receiptcost } : { kind: 'account', glid: 12, value };
          });
          const taxes = taxesByAccount(t.lines, lines.map((l) => l.taxes.map((x) => (x.kind === 'vat' ? 15 : null))));
          const journal = postPurchaseInvoice({ rate, currencyid: null, description: '', payableglid: 20, unbilledglid: 21, lines: posting, taxes, freight: { glid: 62, amount: t.freight }, totalamount: t.totalamount });
          expect(isBalanced(journal)).toBe(true);
          const payable = journal.filter((l) => l.glid === 20);
          expect(payable.map((l) => l.primeamount)).toEqual(new TD(t.totalamount).isZero() ? [] : [new TD(t.totalamount).negated().toFixed(2)]);
          const primes = journal.reduce((s, l) => s.plus(l.primeamount), new TD(0));
          expect(primes.isZero()).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
