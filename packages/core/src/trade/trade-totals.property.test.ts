import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadAmount } from './spread.ts';
import { computeTradeTotals } from './trade-totals.ts';
import { TD } from './trade-decimal.ts';
import type { TradeTax } from './vat.ts';
import { cents, PPN, TRADE_RUNS } from './trade-arbitraries.ts';

const RUNS = TRADE_RUNS;
const sum = (xs: readonly string[]) => xs.reduce((s, x) => s.plus(x), new TD(0));
const LUX: TradeTax = { kind: 'vat', rate: '0.1', dppfactor: '1' };

const arbLine = fc.record({
  quantity: fc.integer({ min: 1, max: 100000 }).map((n) => new TD(n).dividedBy(100).toFixed()),
  unitprice: cents(100_000_000),
  itemdiscpc: fc.constantFrom('', '10', '10+5', '2.5+2.5+50'),
  taxes: fc.constantFrom<TradeTax[]>([], [PPN], [PPN, LUX], [LUX]),
});

describe('trade totals: properties', () => {
  it(`spread shares always add up exactly to what is spread (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(cents(1_000_000_000), fc.array(cents(1_000_000_000), { minLength: 1, maxLength: 30 }), (total, weights) => {
        const shares = spreadAmount(total, weights);
        if (sum(weights).isZero()) expect(sum(shares).isZero()).toBe(true);
        else expect(sum(shares).toFixed(2)).toBe(total);
        weights.forEach((w, i) => {
          if (new TD(w).isZero()) expect(shares[i]).toBe('0.00');
        });
      }),
      { numRuns: RUNS },
    );
  });

  it(`inclusive totals are the sum of the nets; values + VAT − DP net + freight + costs = total (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        cents(5_000_000),
        fc.array(cents(1_000_000), { maxLength: 3 }),
        (lines, inclusivetax, discPercent, dpPercent, freight, costs) => {
          const base = computeTradeTotals({ lines, inclusivetax });
          const afterDisc = new TD(base.subtotal).times(100 - discPercent).dividedBy(100);
          const dpgross = afterDisc.times(dpPercent).dividedBy(100).toDecimalPlaces(2, TD.ROUND_DOWN);
          const dpnet = dpgross.dividedBy('1.11').toDecimalPlaces(2, TD.ROUND_DOWN);
          const downpayments = dpgross.isZero() ? [] : [{ gross: dpgross.toFixed(2), net: dpnet.toFixed(2) }];
          const t = computeTradeTotals({ lines, inclusivetax, discpc: String(discPercent), freight, costs, downpayments });
          const nets = sum(t.lines.map((l) => l.net));
          const values = sum(t.lines.map((l) => l.value));
          const extra = new TD(t.freight).plus(t.costamount);
          expect(sum(t.lines.map((l) => l.discshare)).toFixed(2)).toBe(t.discamount);
          expect(values.plus(t.tax1amount).plus(t.tax2amount).minus(t.dpnet).plus(extra).toFixed(2)).toBe(t.totalamount);
          if (inclusivetax) expect(nets.plus(extra).toFixed(2)).toBe(t.totalamount);
          else expect(nets.plus(t.tax1amount).plus(t.tax2amount).plus(extra).toFixed(2)).toBe(t.totalamount);
          t.lines.forEach((l) => expect(new TD(l.tax1amount).isNegative()).toBe(false));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
