import Decimal from 'decimal.js';
import { MAX_FRACTION_DIGITS } from './format.ts';

/**
 * Arithmetic on the decimal strings the API carries (money is never a JS number), for screens that total, compare
 * and convert amounts as the user types. Amounts have at most six fraction digits and up to eighteen whole
 * digits, so 40 significant digits keep every sum exact; rounding is half away from zero, as the ledger rounds.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether the text is an amount the API takes: a plain decimal with at most six fraction digits. */
export function isAmountText(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return DECIMAL.test(text) && (text.split('.')[1]?.length ?? 0) <= MAX_FRACTION_DIGITS;
}

/** Unfinished or malformed input counts as zero. */
function dec(value: string | null | undefined): Decimal {
  const text = (value ?? '').trim();
  return DECIMAL.test(text) ? new D(text) : new D(0);
}

/** A decimal back to the API's text: no exponent, no trailing fraction zeros, never "-0". */
function text(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

export function sumAmounts(values: readonly (string | null | undefined)[]): string {
  return text(values.reduce<Decimal>((total, value) => total.plus(dec(value)), new D(0)));
}

/** a − b. */
export function subtractAmount(a: string | null | undefined, b: string | null | undefined): string {
  return text(dec(a).minus(dec(b)));
}

export function negateAmount(value: string | null | undefined): string {
  return text(dec(value).negated());
}

export function absAmount(value: string | null | undefined): string {
  return text(dec(value).abs());
}

export function isZeroAmount(value: string | null | undefined): boolean {
  return dec(value).isZero();
}

export function signOf(value: string | null | undefined): -1 | 0 | 1 {
  const d = dec(value);
  return d.isZero() ? 0 : d.isNegative() ? -1 : 1;
}

/** An amount rounded to `digits` fraction digits (the base currency keeps two). */
export function roundAmount(value: string | null | undefined, digits = 2): string {
  return text(dec(value).toDecimalPlaces(digits));
}

/** A foreign amount in the base currency: amount × rate, rounded to `digits`. Null when the rate is not a positive rate. */
export function toBase(amount: string | null | undefined, rate: string | null | undefined, digits = 2): string | null {
  const r = (rate ?? '').trim();
  if (!DECIMAL.test(r) || (r.split('.')[1]?.length ?? 0) > 10 || !new D(r).isPositive() || new D(r).isZero()) return null;
  return text(dec(amount).times(r).toDecimalPlaces(digits));
}

/** a < b: -1, a = b: 0, a > b: 1 — exact for any length of decimal text, where a JS number would round. */
export function compareAmounts(a: string | null | undefined, b: string | null | undefined): -1 | 0 | 1 {
  return dec(a).comparedTo(dec(b)) as -1 | 0 | 1;
}

/** Whether |value| ≤ limit. */
export function withinAmount(value: string | null | undefined, limit: string): boolean {
  return dec(value).abs().lte(dec(limit));
}
