import { fixed, roundHalfUp, sumOf, TD, td, type TDecimal } from './trade-decimal.ts';

/**
 * Spreads `total` over lines in proportion to their `weights` (API.md §7.3: a document discount, a down payment's
 * net): each share is total × weight ÷ Σ weights rounded half-up to `precision`, and the last line with a weight
 * takes the remainder, so the shares always add up to exactly `total` (rounded to `precision`). With no weight at
 * all, nothing can be spread and every share is zero.
 */
export function spreadShares(total: TDecimal, weights: readonly TDecimal[], precision: number): TDecimal[] {
  const whole = sumOf(weights);
  const shares = weights.map(() => new TD(0));
  if (whole.isZero()) return shares;
  const target = roundHalfUp(total, precision);
  let last = -1;
  weights.forEach((w, i) => {
    if (!w.isZero()) last = i;
  });
  let given = new TD(0);
  weights.forEach((w, i) => {
    if (w.isZero() || i === last) return;
    shares[i] = roundHalfUp(target.times(w).dividedBy(whole), precision);
    given = given.plus(shares[i]!);
  });
  shares[last] = target.minus(given);
  return shares;
}

/** `spreadShares` on decimal strings: the shares as text with `precision` decimals. */
export function spreadAmount(total: string, weights: readonly string[], precision = 2): string[] {
  return spreadShares(td(total), weights.map(td), precision).map((s) => fixed(s, precision));
}
