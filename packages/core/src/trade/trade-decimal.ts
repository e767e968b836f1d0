import Decimal from 'decimal.js';

/**
 * decimal.js for trade figures: 60 significant digits keep quantity × price × cascade discounts and the
 * multiply-then-divide of a DPP factor exact before the one rounding; every rounding is half-up (API.md §7.3).
 */
export const TD = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
export type TDecimal = InstanceType<typeof TD>;

const PLAIN = /^-?\d+(\.\d+)?$/;

/** A decimal string (or nothing, read as zero); anything else is a programming error of the caller. */
export function td(value: string | null | undefined): TDecimal {
  const text = (value ?? '').trim();
  if (text === '') return new TD(0);
  if (!PLAIN.test(text)) throw new Error(`not a decimal: ${value}`);
  return new TD(text);
}

/** Rounded half-up to `digits` fraction digits. */
export const roundHalfUp = (value: TDecimal, digits: number): TDecimal => value.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);

/** Decimal text with exactly `digits` fraction digits, never "-0.00". */
export function fixed(value: TDecimal, digits: number): string {
  const r = roundHalfUp(value, digits);
  return (r.isZero() ? new TD(0) : r).toFixed(digits);
}

export const sumOf = (values: readonly TDecimal[]): TDecimal => values.reduce((s, v) => s.plus(v), new TD(0));
