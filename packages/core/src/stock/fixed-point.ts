/**
 * Decimal text to and from scaled integers (BigInt): quantities in millionths (the six decimals the numeric(24,6)
 * columns keep), values in hundredths (rupiah and sen). Exact like decimal.js, and about a hundred times faster on
 * the divisions a costing pass is made of, which is what lets 100,000 moves cost in a fraction of a second.
 * Money is never a JS number.
 */
export const QTY_SCALE = 6;
export const VALUE_SCALE = 2;

const POWERS: bigint[] = Array.from({ length: 40 }, (_, i) => 10n ** BigInt(i));
export const pow10 = (n: number): bigint => POWERS[n] ?? 10n ** BigInt(n);

const UNSIGNED = /^(\d+)(?:\.(\d+))?$/;
const SIGNED = /^(-?\d+)(?:\.(\d+))?$/;

/** `text` × 10^scale; null when it is not a plain decimal or has more significant decimals than `scale`. */
export function parseScaled(text: string, scale: number, options: { signed?: boolean } = {}): bigint | null {
  const match = (options.signed ? SIGNED : UNSIGNED).exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return null;
  const whole = match[1]!;
  const digits = BigInt(whole.replace('-', '') + fraction.slice(0, scale).padEnd(scale, '0'));
  return whole.startsWith('-') ? -digits : digits;
}

/** A non-negative decimal of any length, exactly: `num` ÷ 10^`scale`. */
export function parseExact(text: string): { num: bigint; scale: number } | null {
  const match = UNSIGNED.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { num: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** n ÷ d rounded half-up (half away from zero), d > 0. */
export function divHalfUp(n: bigint, d: bigint): bigint {
  return n >= 0n ? (2n * n + d) / (2n * d) : -((-2n * n + d) / (2n * d));
}

/** A scaled integer as decimal text with `scale` decimals; `trim` drops trailing zeros (quantities). */
export function formatScaled(n: bigint, scale: number, trim = false): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  if (trim) fraction = fraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && n !== 0n ? `-${text}` : text;
}

export const money = (n: bigint): string => formatScaled(n, VALUE_SCALE);
export const quantity = (n: bigint): string => formatScaled(n, QTY_SCALE, true);
