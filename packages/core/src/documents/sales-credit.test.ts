import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../messages/translate.ts';
import { TD } from '../trade/trade-decimal.ts';
import { checkCredit, CREDIT_LIMIT, type CreditCheckInput } from './sales-credit.ts';

const open = [
  { number: 'INV/001', owing: '4000000', duedate: '2026-02-28' },
  { number: 'INV/002', owing: '3000000', duedate: '2026-03-20' },
];
const base: CreditCheckInput = { creditlimit: '10000000', creditlimitday: 30, open, amount: '2000000', date: '2026-03-25' };

describe('checkCredit', () => {
  it.each<{ name: string; input: CreditCheckInput; exceeds: boolean; overLimit: boolean; total: string; overdue: string[] }>([
    // 7,000,000 owed + 2,000,000 = 9,000,000 ≤ 10,000,000; INV/001 is 25 days past due ≤ 30
    { name: 'within the limit and the days', input: base, exceeds: false, overLimit: false, total: '9000000.00', overdue: [] },
    // exactly at the limit is still within it
    { name: 'exactly at the limit', input: { ...base, amount: '3000000' }, exceeds: false, overLimit: false, total: '10000000.00', overdue: [] },
    { name: 'one rupiah over the limit', input: { ...base, amount: '3000000.01' }, exceeds: true, overLimit: true, total: '10000000.01', overdue: [] },
    // 31 days after 28 February: INV/001 is overdue past 30 days
    { name: 'an invoice past due by more than creditlimitday', input: { ...base, date: '2026-03-31' }, exceeds: true, overLimit: false, total: '9000000.00', overdue: ['INV/001:31'] },
    { name: 'past due by exactly creditlimitday', input: { ...base, date: '2026-03-30' }, exceeds: false, overLimit: false, total: '9000000.00', overdue: [] },
    { name: 'both reasons, oldest first', input: { ...base, creditlimitday: 1, amount: '5000000' }, exceeds: true, overLimit: true, total: '12000000.00', overdue: ['INV/001:25', 'INV/002:5'] },
    { name: 'no limit (0) and no day count (0)', input: { ...base, creditlimit: '0', creditlimitday: 0, amount: '99000000' }, exceeds: false, overLimit: false, total: '106000000.00', overdue: [] },
    { name: 'the customer master left empty', input: { ...base, creditlimit: null, creditlimitday: null, amount: '99000000' }, exceeds: false, overLimit: false, total: '106000000.00', overdue: [] },
    // a return left INV/003 owing below zero: the credit lowers what is owed; a paid invoice is never overdue
    {
      name: 'a credit lowers what is owed; nothing owing is not overdue',
      input: { ...base, amount: '4000000', date: '2026-05-01', open: [...open, { number: 'INV/003', owing: '-1500000', duedate: '2026-01-01' }, { number: 'INV/004', owing: '0', duedate: '2026-01-01' }] },
      exceeds: true,
      overLimit: false,
      total: '9500000.00',
      overdue: ['INV/001:62', 'INV/002:42'],
    },
    // an open order counts for the limit only
    { name: 'an open order without a due date', input: { ...base, open: [...open, { owing: '1500000' }] }, exceeds: true, overLimit: true, total: '10500000.00', overdue: [] },
    { name: 'a first document of a new customer', input: { ...base, open: [], amount: '10000000' }, exceeds: false, overLimit: false, total: '10000000.00', overdue: [] },
  ])('$name', ({ input, exceeds, overLimit, total, overdue }) => {
    const r = checkCredit(input);
    expect([r.exceeds, r.overLimit, r.total]).toEqual([exceeds, overLimit, total]);
    expect(r.overdue.map((o) => `${o.number}:${o.days}`)).toEqual(overdue);
  });

  it('counts days across a leap day and a year end', () => {
    expect(checkCredit({ ...base, creditlimitday: 1, open: [{ owing: '1', duedate: '2027-12-31' }], date: '2028-03-01' }).overdue[0]?.days).toBe(61);
  });

  it('asks the question of spec 001 in both languages', () => {
    expect(translate('en', CREDIT_LIMIT)).toBe('The customer exceeds the limit. Do you want to continue?');
    expect(translate('id', CREDIT_LIMIT)).toBe('Pelanggan melebihi batas kredit. Apakah Anda ingin melanjutkan?');
  });

  it('over the limit exactly when owing + amount > limit (property)', () => {
    const cents = fc.integer({ min: -1_000_000_00, max: 10_000_000_00 }).map((n) => new TD(n).dividedBy(100).toFixed(2));
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 10 }), cents, fc.integer({ min: 0, max: 50_000_000 }), (owings, amount, limit) => {
        const r = checkCredit({ creditlimit: String(limit), creditlimitday: 0, open: owings.map((owing) => ({ owing })), amount, date: '2026-01-01' });
        const total = owings.reduce((s, o) => s.plus(o), new TD(amount));
        expect(r.overLimit).toBe(limit > 0 && total.greaterThan(limit));
        expect(r.exceeds).toBe(r.overLimit);
      }),
    );
  });
});
