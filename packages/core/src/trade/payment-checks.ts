import { TradeError } from './trade-error.ts';
import { fixed, roundHalfUp, sumOf, td } from './trade-decimal.ts';

/** An invoice line of a payment, with what the invoice still owes (leaving out this payment when it is edited). */
export interface PaymentLineCheck {
  pay: string;
  owing: string;
}

/**
 * The checks of a purchase or sales payment (API.md §7.8 Payments): no invoice paid beyond its `owing` ("Payment
 * exceeds the amount due."), and the discounts less than what is paid ("Total discount amount must be less than
 * payable!").
 */
export function checkPayment(details: readonly PaymentLineCheck[], discounts: readonly string[]): void {
  if (details.some((d) => td(d.pay).greaterThan(td(d.owing)))) throw new TradeError('PAYMENT_EXCEEDS_DUE');
  const disc = sumOf(discounts.map(td));
  if (!disc.isZero() && disc.greaterThanOrEqualTo(sumOf(details.map((d) => td(d.pay))))) throw new TradeError('DISCOUNT_EXCEEDS_PAYABLE');
}

/** PPh 23 withheld when the user gave none: base × rate, whole rupiah half-up (API.md §7.8, TAX.md). */
export function defaultPph23Amount(base: string, rate: string, digits = 0): string {
  return fixed(roundHalfUp(td(base).times(td(rate)), digits), 2);
}

/** Down payments applied on an invoice: each at most what remains of it (gross). */
export function checkDownPayments(applied: readonly { number: string; amount: string; remaining: string }[]): void {
  for (const a of applied) {
    if (td(a.amount).greaterThan(td(a.remaining))) throw new TradeError('DOWNPAYMENT_EXCEEDS_REMAINING', { number: a.number, remaining: fixed(td(a.remaining), 2) });
  }
}
