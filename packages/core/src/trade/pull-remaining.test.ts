import { describe, expect, it } from 'vitest';
import { translate } from '../messages/translate.ts';
import { checkDownPayments, checkPayment, checkPaymentCash, defaultPph23Amount } from './payment-checks.ts';
import { checkPull, checkSourceEdit, remainingLines, sourceStatus, type PullCheck } from './pull-remaining.ts';
import { TradeError } from './trade-error.ts';

const PO = [
  { seq: 1, itemno: 'A-100', quantity: '10' },
  // 2 boxes of 12 pcs: 24 in unit1
  { seq: 2, itemno: 'B-200', quantity: '2', unitratio: '12' },
];

const refusal = (fn: () => void): [string, Record<string, string>] | null => {
  try {
    fn();
    return null;
  } catch (e) {
    if (!(e instanceof TradeError)) throw e;
    return [e.code, e.params];
  }
};

describe('remainingLines and sourceStatus', () => {
  it.each([
    { name: 'nothing pulled', pulled: [], remaining: ['10', '2'], order: 'open', delivery: 'open' },
    // 4 of A; 6 pcs of B = half a box
    { name: 'partly pulled, another unit', pulled: [{ seq: 1, quantity: '4' }, { seq: 2, quantity: '6' }], remaining: ['6', '1.5'], order: 'partial', delivery: 'open' },
    // 10 of A in two receipts; 1 box + 12 pcs of B
    {
      name: 'everything pulled',
      pulled: [{ seq: 1, quantity: '7' }, { seq: 1, quantity: '3' }, { seq: 2, quantity: '1', unitratio: '12' }, { seq: 2, quantity: '12' }],
      remaining: ['0', '0'],
      order: 'closed',
      delivery: 'invoiced',
    },
  ])('$name', ({ pulled, remaining, order, delivery }) => {
    const lines = remainingLines(PO, pulled);
    expect(lines.map((l) => l.remaining)).toEqual(remaining);
    expect(sourceStatus(lines, 'order')).toBe(order);
    expect(sourceStatus(lines, 'delivery')).toBe(delivery);
  });

  it('answers what was pulled and what remains in unit1', () => {
    expect(remainingLines(PO, [{ seq: 2, quantity: '6' }])[1]).toEqual({ seq: 2, itemno: 'B-200', quantity: '2', pulled: '0.5', remaining: '1.5', remainingunit1: '18' });
  });

  it('an order closed by hand is closed', () => {
    expect(sourceStatus(remainingLines(PO, []), 'order', true)).toBe('closed');
  });
});

describe('checkPull', () => {
  const base: Omit<PullCheck, 'requested'> = { form: 'purchase-order', source: PO, pulled: [{ seq: 1, quantity: '8' }] };
  it.each<[string, Partial<PullCheck> & Pick<PullCheck, 'requested'>, [string, Record<string, string>] | null]>([
    ['exactly what remains', { requested: [{ seq: 1, quantity: '2' }, { seq: 2, quantity: '24', unitratio: '1' }] }, null],
    ['more than remains', { requested: [{ seq: 1, quantity: '2.5' }] }, ['ITEM_FULLY_RECEIVED', { item: 'A-100', remaining: '2' }]],
    ['two lines of this document on one source line', { requested: [{ seq: 1, quantity: '1' }, { seq: 1, quantity: '1.01' }] }, ['ITEM_FULLY_RECEIVED', { item: 'A-100', remaining: '2' }]],
    ['more than remains in another unit', { requested: [{ seq: 2, quantity: '3', unitratio: '12' }] }, ['ITEM_FULLY_RECEIVED', { item: 'B-200', remaining: '2' }]],
    ['a closed order', { closed: true, requested: [{ seq: 1, quantity: '1' }] }, ['ORDER_PROCESSED', {}]],
    ['a closed requisition', { form: 'requisition', closed: true, requested: [{ seq: 1, quantity: '1' }] }, ['REQUEST_PROCESSED', {}]],
    ['a return beyond the invoice', { form: 'purchase-invoice', requested: [{ seq: 1, quantity: '3' }] }, ['RETURN_EXCEEDS_INVOICED', { item: 'A-100', remaining: '2' }]],
    ['a sales order', { form: 'sales-order', requested: [{ seq: 1, quantity: '3' }] }, ['ORDER_PROCESSED', { item: 'A-100', remaining: '2' }]],
    ['a line the source does not have', { requested: [{ seq: 9, quantity: '1' }] }, ['V_REF_NOT_FOUND', { field: 'seq 9' }]],
  ])('%s', (_name, over, expected) => {
    expect(refusal(() => checkPull({ ...base, ...over }))).toEqual(expected);
  });

  it('speaks the spec message in both languages', () => {
    const [code, params] = refusal(() => checkPull({ ...base, requested: [{ seq: 1, quantity: '3' }] }))!;
    expect(translate('en', code as 'ITEM_FULLY_RECEIVED', params)).toBe('Item A-100 completely/fully received.');
    expect(translate('id', code as 'ITEM_FULLY_RECEIVED', params)).toBe('Barang A-100 sudah diterima seluruhnya.');
  });
});

describe('checkSourceEdit', () => {
  const pulled = [{ seq: 1, quantity: '4' }];
  it.each([
    ['lowered to what was pulled', 'purchase-order', [{ seq: 1, itemno: 'A-100', quantity: '4' }], null],
    ['lowered below what was pulled', 'purchase-order', [{ seq: 1, itemno: 'A-100', quantity: '3.9' }], ['ORDER_PROCESSED', {}]],
    ['a pulled line removed', 'requisition', [{ seq: 2, itemno: 'B-200', quantity: '1' }], ['REQUEST_PROCESSED', {}]],
    ['an invoice returned from, lowered', 'purchase-invoice', [{ seq: 1, itemno: 'A-100', quantity: '1' }], ['INVOICE_PROCESSED', {}]],
  ])('%s', (_name, form, lines, expected) => {
    expect(refusal(() => checkSourceEdit(form, lines, pulled))).toEqual(expected);
  });
});

describe('payment checks', () => {
  it.each<[string, { pay: string; owing: string; number?: string; kept?: string }[], string[], [string, Record<string, string>] | null]>([
    ['pays what is owed', [{ pay: '1000', owing: '1000' }], ['10'], null],
    // a vendor credit (owing below zero) is set off with a negative pay, down to its owing and not beyond
    ['sets off a credit in full against an invoice', [{ pay: '1000', owing: '1000' }, { pay: '-300', owing: '-300' }], [], null],
    ['sets off part of a credit', [{ pay: '-100.5', owing: '-300' }], [], null],
    ['sets off more than the credit', [{ pay: '-300.01', owing: '-300', number: 'PI/9' }], [], ['PAYMENT_EXCEEDS_CREDIT', { number: 'PI/9', credit: '300' }]],
    ['a negative pay on an invoice still owing', [{ pay: '-1', owing: '500', number: 'PI/8' }], [], ['PAYMENT_NOT_CREDIT', { number: 'PI/8' }]],
    ['a negative pay on an invoice owing nothing (a credit used up)', [{ pay: '-1', owing: '0', number: 'PI/7' }], [], ['PAYMENT_EXCEEDS_CREDIT', { number: 'PI/7', credit: '0' }]],
    ['a positive pay on a credit', [{ pay: '1', owing: '-300' }], [], ['PAYMENT_EXCEEDS_DUE', {}]],
    // a discount on a payment netting to nothing or less is refused
    ['a discount on a set-off netting to zero', [{ pay: '300', owing: '300' }, { pay: '-300', owing: '-300' }], ['1'], ['DISCOUNT_EXCEEDS_PAYABLE', {}]],
    ['pays more than owed', [{ pay: '1000.01', owing: '1000' }], [], ['PAYMENT_EXCEEDS_DUE', {}]],
    // a payment of 1,000 saved before a return of 300 (owing apart from it: 700) keeps paying 1,000, or less; not more
    ['an edited payment keeps what it paid before a return', [{ pay: '1000', owing: '700', kept: '1000' }], [], null],
    ['an edited payment pays less than before a return', [{ pay: '800', owing: '700', kept: '1000' }], [], null],
    ['an edited payment pays more than before a return', [{ pay: '1000.01', owing: '700', kept: '1000' }], [], ['PAYMENT_EXCEEDS_DUE', {}]],
    // a set-off of 300 whose return was deleted since (owing apart from it: 0) keeps setting off 300, or less; not more
    ['an edited set-off keeps what it set off', [{ pay: '-300', owing: '0', kept: '-300', number: 'PI/6' }], [], null],
    ['an edited set-off sets off less', [{ pay: '-100', owing: '200', kept: '-300', number: 'PI/6' }], [], null],
    ['an edited set-off sets off more', [{ pay: '-300.01', owing: '0', kept: '-300', number: 'PI/6' }], [], ['PAYMENT_EXCEEDS_CREDIT', { number: 'PI/6', credit: '0' }]],
    // discounts 600 + 400 = 1,000 = Σ pay: refused (must be less)
    ['discounts equal to the payment', [{ pay: '500', owing: '500' }, { pay: '500', owing: '900' }], ['600', '400'], ['DISCOUNT_EXCEEDS_PAYABLE', {}]],
    ['discounts just under', [{ pay: '1000', owing: '1000' }], ['999.99'], null],
  ])('%s', (_name, details, discounts, expected) => {
    expect(refusal(() => checkPayment(details, discounts))).toEqual(expected);
  });

  it.each<[string, { pay: string; discount: string; withheld: string }, boolean]>([
    ['a refund (below zero) without deductions', { pay: '-300', discount: '0', withheld: '0' }, true],
    ['a set-off netting to zero without deductions', { pay: '0', discount: '0', withheld: '0' }, true],
    ['discount and PPh 23 leaving something from the bank', { pay: '1000', discount: '10', withheld: '20' }, true],
    ['discount and PPh 23 leaving nothing from the bank', { pay: '1000', discount: '980', withheld: '20' }, false],
    ['PPh 23 on an invoice set off against a credit, nothing from the bank', { pay: '0', discount: '0', withheld: '20' }, false],
  ])('bank: %s', (_name, totals, ok) => {
    expect(refusal(() => checkPaymentCash(totals))).toEqual(ok ? null : ['DISCOUNT_EXCEEDS_PAYABLE', {}]);
  });

  it.each([
    // 2 % of 1,234,567 = 24,691.34 → 24,691; of 1,234,575 = 24,691.5 → 24,692 (half-up)
    ['1234567', '0.02', '24691.00'],
    ['1234575', '0.02', '24692.00'],
    ['1000000', '0.04', '40000.00'],
  ])('PPh 23 of %s at %s is %s', (base, rate, amount) => {
    expect(defaultPph23Amount(base, rate)).toBe(amount);
  });

  it('refuses a down payment applied beyond what remains of it', () => {
    expect(refusal(() => checkDownPayments([{ number: 'DP/001', amount: '500', remaining: '500' }]))).toBeNull();
    expect(refusal(() => checkDownPayments([{ number: 'DP/001', amount: '500.01', remaining: '500' }]))).toEqual(['DOWNPAYMENT_EXCEEDS_REMAINING', { number: 'DP/001', remaining: '500.00' }]);
  });
});
