import { describe, expect, it } from 'vitest';
import { ageInvoices, agingBucket, daysPastDue, owingAt } from './aging.ts';
import { runStatement } from './statement.ts';
import { unbilledAt } from './unbilled.ts';

describe('daysPastDue and agingBucket', () => {
  it.each([
    ['2026-03-31', '2026-03-01', -30, 'current'],
    ['2026-03-31', '2026-03-31', 0, 'current'],
    ['2026-03-31', '2026-04-01', 1, 'days1to30'],
    ['2026-03-31', '2026-04-30', 30, 'days1to30'],
    ['2026-03-31', '2026-05-01', 31, 'days31to60'],
    ['2026-03-31', '2026-05-30', 60, 'days31to60'],
    ['2026-03-31', '2026-05-31', 61, 'days61to90'],
    ['2026-03-31', '2026-06-29', 90, 'days61to90'],
    ['2026-03-31', '2026-06-30', 91, 'over90'],
    // across a leap day and a year end
    ['2028-02-28', '2028-03-01', 2, 'days1to30'],
    ['2026-12-31', '2027-04-01', 91, 'over90'],
  ])('due %s at %s: %i days, %s', (due, asof, days, bucket) => {
    expect(daysPastDue(due, asof)).toBe(days);
    expect(agingBucket(days)).toBe(bucket);
  });
});

describe('ageInvoices', () => {
  const inv = (vendorid: number, docid: number, duedate: string | null, owing: string, rate = '1') => ({ vendorid, docid, invoicedate: '2026-01-10', duedate, owing, rate });
  it('puts each owing invoice in its column, a credit in the current one, groups by vendor, totals in base currency and leaves settled ones out', () => {
    const r = ageInvoices(
      [
        inv(7, 1, '2026-04-10', '1000'),
        inv(7, 2, '2026-03-01', '250.50'),
        inv(9, 3, null, '10.005', '16000.5'),
        inv(9, 4, '2026-03-25', '0'),
        inv(7, 5, '2025-12-01', '99.99'),
        // returned after it was paid: the vendor owes 40 back, a credit in the current column
        inv(7, 6, '2025-12-01', '-40'),
      ],
      '2026-04-01',
    );
    expect(r.vendors.map((v) => [v.vendorid, v.invoices.map((i) => [i.docid, i.days, i.bucket, i.baseowing])])).toEqual([
      [7, [[1, -9, 'current', '1000.00'], [2, 31, 'days31to60', '250.50'], [5, 121, 'over90', '99.99'], [6, 121, 'current', '-40.00']]],
      // no due date: due at the invoice date; 10.005 × 16,000.5 = 160,085.0025 → 160,085.00
      [9, [[3, 81, 'days61to90', '160085.00']]],
    ]);
    expect(r.vendors[0]!.totals).toEqual({ current: '960.00', days1to30: '0.00', days31to60: '250.50', days61to90: '0.00', over90: '99.99', total: '1310.49' });
    expect(r.totals).toEqual({ current: '960.00', days1to30: '0.00', days31to60: '250.50', days61to90: '160085.00', over90: '99.99', total: '161395.49' });
  });
  it('answers zero totals without invoices', () => {
    expect(ageInvoices([], '2026-01-01')).toEqual({ vendors: [], totals: { current: '0.00', days1to30: '0.00', days31to60: '0.00', days61to90: '0.00', over90: '0.00', total: '0.00' } });
  });
});

describe('owingAt', () => {
  it.each([
    [{ owingnow: '0' }, '0.00'],
    [{ owingnow: '0', paidafter: '400' }, '400.00'],
    [{ owingnow: '600', paidafter: '400', returnedafter: '100.25' }, '1100.25'],
  ])('%o → %s', (input, out) => expect(owingAt(input)).toBe(out));
});

describe('runStatement', () => {
  const e = (date: string, id: number, debit: string, credit: string) => ({ date, form: 'purchase-invoice', id, number: `N${id}`, description: '', debit, credit });
  it.each([
    ['no documents', '500', [], [], '500.00'],
    ['invoices add, payments and returns take off', '0', [e('2026-03-01', 1, '0', '1000'), e('2026-03-05', 2, '400', '0'), e('2026-03-09', 3, '100.5', '0')], ['1000.00', '600.00', '499.50'], '499.50'],
    // out of date order in, date order out; one date keeps the order given
    ['date order', '100', [e('2026-03-09', 3, '50', '0'), e('2026-03-01', 1, '0', '20'), e('2026-03-01', 2, '10', '0')], ['120.00', '110.00', '60.00'], '60.00'],
    ['a payment beyond what was owed goes below zero', '0', [e('2026-03-01', 1, '300', '0')], ['-300.00'], '-300.00'],
  ])('%s', (_name, opening, entries, balances, closing) => {
    const r = runStatement(opening, entries);
    expect(r.lines.map((l) => l.balance)).toEqual(balances);
    expect(r.closing).toBe(closing);
    expect(r.opening).toBe(Number(opening).toFixed(2));
  });
  it('totals both columns', () => {
    const r = runStatement('0', [e('2026-03-01', 1, '0', '1000'), e('2026-03-05', 2, '400', '0'), e('2026-03-06', 4, '0.25', '10')]);
    expect([r.debit, r.credit, r.closing]).toEqual(['400.25', '1010.00', '609.75']);
  });
});

describe('unbilledAt', () => {
  const line = { qty: '10', value: '1000' };
  it.each([
    ['nothing invoiced', [], '2026-03-31', { qty: '10', value: '1000.00' }],
    // invoiced 4 at 450 (the receipt had them at 400): the line costs 450 + 600 now, 600 are left
    ['part invoiced', [{ qty: '4', value: '450', date: '2026-03-10' }], '2026-03-31', { qty: '6', value: '600.00' }],
    // before the invoice's date the receipt's revised cost stands on unbilled whole
    ['invoiced after the date', [{ qty: '4', value: '450', date: '2026-04-10' }], '2026-03-31', { qty: '10', value: '1050.00' }],
    ['all invoiced', [{ qty: '4', value: '450', date: '2026-03-10' }, { qty: '6', value: '590', date: '2026-03-11' }], '2026-03-31', { qty: '0', value: '0.00' }],
    ['a return without invoice clears its part', [{ qty: '3', value: '300', date: '2026-03-10' }], '2026-03-31', { qty: '7', value: '700.00' }],
    ['a return with nothing owed back leaves its value', [{ qty: '3', value: '300', date: '2026-03-10', clears: false }], '2026-03-31', { qty: '7', value: '1000.00' }],
    // thirds: 1000 × 7 ÷ 10 … pro rata of the rest, half-up
    ['pro rata to cents', [{ qty: '3', value: '333.33', date: '2026-03-10' }], '2026-03-31', { qty: '7', value: '700.00' }],
  ])('%s', (_name, parts, asof, out) => {
    expect(unbilledAt({ ...line, parts, asof })).toEqual(out);
  });
});
