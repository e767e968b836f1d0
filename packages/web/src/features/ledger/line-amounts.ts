/**
 * Exact arithmetic on the decimal strings of a journal (money is never a JS number): amounts have at most six
 * fraction digits and rates ten, so both are held as scaled BigInts. The grid needs sums, differences, signs and
 * a foreign amount times its rate rounded to the base currency's cents.
 */
const AMOUNT_DIGITS = 6;
const RATE_DIGITS = 10;
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

function scaled(value: string | null | undefined, digits: number): bigint | null {
  const match = DECIMAL.exec((value ?? '').trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const n = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0'));
  return sign ? -n : n;
}

function text(n: bigint, digits: number): string {
  const negative = n < 0n;
  const size = negative ? -n : n;
  const unit = 10n ** BigInt(digits);
  const fraction = (size % unit).toString().padStart(digits, '0').replace(/0+$/, '');
  const body = fraction ? `${size / unit}.${fraction}` : `${size / unit}`;
  return negative ? `-${body}` : body;
}

/** Half away from zero, as the ledger rounds (decimal.js ROUND_HALF_UP). */
function divideRounded(n: bigint, by: bigint): bigint {
  const half = by / 2n;
  return n < 0n ? -((-n + half) / by) : (n + half) / by;
}

/** Whether the text is an amount the API takes: a decimal with at most six fraction digits. */
export function isAmount(value: string | null | undefined): boolean {
  return scaled(value, AMOUNT_DIGITS) !== null;
}

/** An amount in millionths; empty or unfinished text counts as zero. */
function micros(value: string | null | undefined): bigint {
  return scaled(value, AMOUNT_DIGITS) ?? 0n;
}

export function sumAmounts(values: readonly (string | null | undefined)[]): string {
  return text(values.reduce((total, value) => total + micros(value), 0n), AMOUNT_DIGITS);
}

/** a − b. */
export function subtractAmounts(a: string | null | undefined, b: string | null | undefined): string {
  return text(micros(a) - micros(b), AMOUNT_DIGITS);
}

export function negateAmount(value: string): string {
  return text(-micros(value), AMOUNT_DIGITS);
}

export function signOf(value: string | null | undefined): -1 | 0 | 1 {
  const n = micros(value);
  return n === 0n ? 0 : n < 0n ? -1 : 1;
}

export function absAmount(value: string): string {
  const n = micros(value);
  return text(n < 0n ? -n : n, AMOUNT_DIGITS);
}

/** An amount rounded to `digits` fraction digits (the base currency keeps two). */
export function roundAmount(value: string, digits = 2): string {
  return text(divideRounded(micros(value), 10n ** BigInt(AMOUNT_DIGITS - digits)), digits);
}

/** A foreign amount in the base currency: amount × rate, rounded to `digits`. Null when the rate is not a rate. */
export function toBase(amount: string, rate: string | null | undefined, digits = 2): string | null {
  const r = scaled(rate, RATE_DIGITS);
  if (r === null || r <= 0n) return null;
  return text(divideRounded(micros(amount) * r, 10n ** BigInt(AMOUNT_DIGITS + RATE_DIGITS - digits)), digits);
}

/** Whether |value| ≤ limit. */
export function withinAmount(value: string, limit: string): boolean {
  const n = micros(value);
  return (n < 0n ? -n : n) <= micros(limit);
}
