import { describe, expect, it } from 'vitest';
import { budgetDetails, draftFromServer, draftSignature, firstInvalid, rowTotal, type BudgetDraftRow } from './budget-draft.ts';

const months = (first: string | null, rest: string | null = '0') => [first, ...Array<string | null>(11).fill(rest)];
const row = (periods: (string | null)[], saved = false): BudgetDraftRow => ({ glid: 7, glaccount: '6-10200', accountname: 'Beban Sewa', periods, saved });

describe('budget draft', () => {
  it('takes the server rows as saved', () => {
    const [draft] = draftFromServer([{ glid: 7, glaccount: '6-10200', accountname: 'Beban Sewa', fyear: 2025, periods: Array(12).fill('5000000'), total: '60000000', version: 1 }]);
    expect(draft).toMatchObject({ saved: true, glaccount: '6-10200' });
    expect(rowTotal(draft!)).toBe('60000000');
  });

  it('sees no change between spellings of the same amounts', () => {
    expect(draftSignature([row(months('1000.00'))])).toBe(draftSignature([row(months('1000'))]));
    expect(draftSignature([row(months(null))])).toBe(draftSignature([row(months('0'))]));
    expect(draftSignature([row(months('1000'))])).not.toBe(draftSignature([row(months('1000.5'))]));
  });

  it('finds negative and malformed months, and sends empty months as zero', () => {
    expect(firstInvalid([row(months('1000', null))])).toBeNull();
    expect(firstInvalid([row(months('1000')), row(['0', '-5', ...Array<string>(10).fill('0')])])).toEqual([1, 1]);
    expect(firstInvalid([row(months('12abc'))])).toEqual([0, 0]);
    expect(budgetDetails([row(months('2500000.5', null))])).toEqual([{ glaccount: '6-10200', periods: ['2500000.5', ...Array<string>(11).fill('0')] }]);
  });
});
