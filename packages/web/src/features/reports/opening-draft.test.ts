import { describe, expect, it } from 'vitest';
import { defaultObdate, draftFromSaved, newLine, openingDetails, openingProblem, openingSignature, openingTotals } from './opening-draft.ts';

const saved = {
  obdate: '2025-12-31',
  details: [
    { glaccount: '1-10003', amount: '250000000', subsidiary: null },
    { glaccount: '2-10000', amount: '-40000000.5', subsidiary: 12 },
  ],
};

describe('opening balance draft', () => {
  it('splits saved amounts into debit and credit and sends them back signed', () => {
    const draft = draftFromSaved(saved);
    expect(draft.lines.map((l) => [l.glaccount, l.debit, l.credit, l.subsidiary])).toEqual([
      ['1-10003', '250000000', null, null],
      ['2-10000', null, '40000000.5', 12],
    ]);
    expect(openingDetails(draft.lines)).toEqual(saved.details);
    expect(openingTotals(draft.lines)).toEqual({ debit: '250000000', credit: '40000000.5', equity: '-209999999.5' });
  });

  it('leaves out lines without an account or amount, and sees no change in an unchanged draft', () => {
    const draft = draftFromSaved(saved);
    const withBlank = { ...draft, lines: [...draft.lines, newLine()] };
    expect(openingDetails(withBlank.lines)).toHaveLength(2);
    expect(openingSignature(withBlank)).toBe(openingSignature(draftFromSaved(saved)));
  });

  it('starts a company without saved balances on the day before its start date, a saved date stays', () => {
    expect(defaultObdate('2026-01-01')).toBe('2025-12-31');
    expect(defaultObdate('2024-03-01')).toBe('2024-02-29');
    expect(defaultObdate(null)).toBeNull();
    expect(draftFromSaved({ obdate: null, details: [] }, defaultObdate('2026-01-01')).obdate).toBe('2025-12-31');
    expect(draftFromSaved(saved, '2026-06-30').obdate).toBe('2025-12-31');
  });

  it('names what is missing before saving', () => {
    expect(openingProblem({ obdate: null, lines: [] })).toEqual({ problem: 'obdate' });
    expect(openingProblem({ obdate: '2025-12-31', lines: [{ ...newLine(), debit: '5' }] })).toEqual({ problem: 'account', line: 0 });
    expect(openingProblem({ obdate: '2025-12-31', lines: [{ ...newLine(), glaccount: '1-10003', credit: '-5' }] })).toEqual({ problem: 'amount', line: 0 });
    expect(openingProblem({ obdate: '2025-12-31', lines: [newLine()] })).toBeNull();
  });
});
