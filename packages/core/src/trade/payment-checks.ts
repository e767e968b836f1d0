import { TradeError } from './trade-error.ts';
import { trimZeros } from '../format.ts';
import { fixed, roundHalfUp, sumOf, td } from './trade-decimal.ts';

/** An invoice line of a payment, with what the invoice still owes (leaving out this payment when it is edited). */
export interface PaymentLineCheck {
  pay: string;
  owing: string;
  /** The invoice's number, named by a refusal of a set-off. */
  number?: string;
  /**
   * What this payment already paid on the invoice when it is edited: a return made after it may have taken the
   * invoice below what the payment settles (the excess is the vendor's credit on the invoice), and the payment
   * keeps paying that much; only more than both is refused. Likewise a set-off (negative) keeps setting off what it
   * did when the return that made the credit is deleted since.
   */
  kept?: string;
}

/**
 * One invoice line of a payment (API.md §7.8 Payments, docs/decisions.md "Vendor credit"): a positive `pay` at most
 * what the invoice owes ("Payment exceeds the amount due."); a negative one only on an invoice owing below zero (a
 * credit the vendor owes back), down to that owing and not beyond (an invoice owing nothing has a credit of 0).
 */
export function checkPaymentLine(d: PaymentLineCheck): void {
  const pay = td(d.pay);
  const owing = td(d.owing);
  if (!pay.lessThan(0)) {
    if (pay.greaterThan(owing) && pay.greaterThan(td(d.kept))) throw new TradeError('PAYMENT_EXCEEDS_DUE');
    return;
  }
  // An edit keeps setting off what it set off before (or less), even when a return it relied on is gone since.
  if (d.kept !== undefined && td(d.kept).lessThan(0) && !pay.lessThan(td(d.kept))) return;
  // Still owing: nothing to set off; owing nothing (a credit used up): the credit is 0.
  if (owing.greaterThan(0)) throw new TradeError('PAYMENT_NOT_CREDIT', { number: d.number ?? '' });
  if (pay.lessThan(owing)) throw new TradeError('PAYMENT_EXCEEDS_CREDIT', { number: d.number ?? '', credit: trimZeros(fixed(owing.negated(), 2)) });
}

/**
 * The checks of a purchase or sales payment (API.md §7.8 Payments): every line by `checkPaymentLine`, and the
 * discounts less than what is paid ("Total discount amount must be less than payable!").
 */
export function checkPayment(details: readonly PaymentLineCheck[], discounts: readonly string[]): void {
  details.forEach(checkPaymentLine);
  const disc = sumOf(discounts.map(td));
  if (!disc.isZero() && disc.greaterThanOrEqualTo(sumOf(details.map((d) => td(d.pay))))) throw new TradeError('DISCOUNT_EXCEEDS_PAYABLE');
}

/**
 * What leaves the bank (Σ pay − discounts − withheld) may be below zero (a refund the vendor pays back) or zero (a
 * credit set off against invoices), but discounts and tax withheld must leave something paid from the bank.
 */
export function checkPaymentCash(totals: { pay: string; discount: string; withheld: string }): void {
  const deducted = td(totals.discount).plus(td(totals.withheld));
  if (!deducted.isZero() && td(totals.pay).minus(deducted).lessThanOrEqualTo(0)) throw new TradeError('DISCOUNT_EXCEEDS_PAYABLE');
}

/** PPh 23 withheld when the user gave none: base × rate, whole rupiah half-up (API.md §7.8, TAX.md). */
export function defaultPph23Amount(base: string, rate: string, digits = 0): string {
  return fixed(roundHalfUp(td(base).times(td(rate)), digits), 2);
}

/**
 * The PPh 23 of a payment line without a typed amount, as the server stores it and the screen shows it: whole
 * units half-up in the base currency (rupiah), cents half-up in a foreign currency.
 */
export function paymentPph23Amount(base: string, rate: string, foreign: boolean): string {
  return defaultPph23Amount(base, rate, foreign ? 2 : 0);
}

/** Down payments applied on an invoice: each at most what remains of it (gross). */
export function checkDownPayments(applied: readonly { number: string; amount: string; remaining: string }[]): void {
  for (const a of applied) {
    if (td(a.amount).greaterThan(td(a.remaining))) throw new TradeError('DOWNPAYMENT_EXCEEDS_REMAINING', { number: a.number, remaining: fixed(td(a.remaining), 2) });
  }
}
