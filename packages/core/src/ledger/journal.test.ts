import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceJournal, LedgerError, reverseLines, type PostingLine } from './journal.ts';

const line = (glid: number, amount: string): PostingLine => ({
  glid, amount, primeamount: amount, rate: '1', currencyid: null, deptid: null, projectid: null, branchid: null, subsidiary: null, description: '',
});

describe('balanceJournal', () => {
  it.each([
    { name: 'balanced pair', lines: [line(1, '1500000'), line(2, '-1500000')], out: [['1', '1500000.00'], ['2', '-1500000.00']], total: '1500000.00' },
    { name: 'three-way split', lines: [line(1, '100'), line(2, '-33.333'), line(3, '-66.667')], out: [['1', '100.00'], ['2', '-33.33'], ['3', '-66.67']], total: '100.00' },
    { name: 'rounding residue goes to the rounding account', lines: [line(1, '100'), line(2, '-33.333'), line(3, '-33.333'), line(4, '-33.334')], rounding: 9, out: [['1', '100.00'], ['2', '-33.33'], ['3', '-33.33'], ['4', '-33.33'], ['9', '-0.01']], total: '100.00' },
    { name: 'zero lines are dropped', lines: [line(1, '10'), line(5, '0'), line(2, '-10')], out: [['1', '10.00'], ['2', '-10.00']], total: '10.00' },
  ])('$name', ({ lines, rounding, out, total }) => {
    const j = balanceJournal(lines, { roundingGlid: rounding });
    expect(j.lines.map((l) => [String(l.glid), l.amount])).toEqual(out);
    expect(j.total).toBe(total);
  });

  it.each([
    { name: 'unbalanced', lines: [line(1, '100'), line(2, '-90')], code: 'UNBALANCED' },
    { name: 'residue without a rounding account', lines: [line(1, '100'), line(2, '-33.333'), line(3, '-33.333'), line(4, '-33.334')], code: 'UNBALANCED' },
    { name: 'residue over tolerance', lines: [line(1, '100.05'), line(2, '-100')], rounding: 9, code: 'UNBALANCED' },
    { name: 'nothing to post', lines: [line(1, '0'), line(2, '0')], code: 'EMPTY_JOURNAL' },
  ])('refuses $name', ({ lines, rounding, code }) => {
    expect(() => balanceJournal(lines, { roundingGlid: rounding })).toThrowError(new LedgerError(code as 'UNBALANCED'));
  });

  it('reversal undoes the posting exactly', () => {
    const j = balanceJournal([line(1, '1234.56'), line(2, '-1234.56')]);
    const r = reverseLines(j.lines);
    const sum = [...j.lines, ...r].reduce((s, l) => s.plus(l.amount), new Decimal(0));
    expect(sum.isZero()).toBe(true);
  });

  it('every accepted journal sums to exactly zero (property, 2,000 runs)', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 }).chain((n) => fc.integer({ min: 0, max: 999_999 }).map((f) => `${n}.${String(f).padStart(6, '0')}`));
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 30 }), fc.boolean(), (amounts, withRounding) => {
        const lines = amounts.map((a, i) => line(i + 1, a));
        const total = amounts.reduce((s, a) => s.plus(a), new Decimal(0));
        lines.push(line(999, total.negated().toFixed()));
        try {
          const j = balanceJournal(lines, { roundingGlid: withRounding ? 9 : null });
          const sum = j.lines.reduce((s, l) => s.plus(l.amount), new Decimal(0));
          expect(sum.isZero()).toBe(true);
          for (const l of j.lines) expect(l.amount).toMatch(/^-?\d+\.\d{2}$/);
        } catch (error) {
          expect(error).toBeInstanceOf(LedgerError);
          expect(withRounding && (error as LedgerError).code === 'UNBALANCED').toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
