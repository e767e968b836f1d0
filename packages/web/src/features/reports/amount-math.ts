import { MAX_FRACTION_DIGITS } from '@lontar/core';

/**
 * Exact sums of the decimal strings the API sends (money is never a JS number): amounts carry at most six
 * fraction digits, so they are added as whole millionths in BigInt. Report subtotals and the live reconciliation
 * difference need nothing more than addition and negation.
 */
const SCALE = 10n ** BigInt(MAX_FRACTION_DIGITS);
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal string in millionths; empty or malformed text counts as zero (an unfinished input). */
export function toMicros(value: string | null | undefined): bigint {
  const match = DECIMAL.exec((value ?? '').trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * SCALE + BigInt(fraction.slice(0, MAX_FRACTION_DIGITS).padEnd(MAX_FRACTION_DIGITS, '0'));
  return sign ? -micros : micros;
}

/** Millionths back to the API's decimal string, trailing fraction zeros dropped ("1500000.5"). */
export function fromMicros(micros: bigint): string {
  const negative = micros < 0n;
  const size = negative ? -micros : micros;
  const whole = (size / SCALE).toString();
  const fraction = (size % SCALE).toString().padStart(MAX_FRACTION_DIGITS, '0').replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}

export function sumAmounts(values: readonly (string | null | undefined)[]): string {
  return fromMicros(values.reduce((total, value) => total + toMicros(value), 0n));
}

export function subtractAmount(from: string, value: string): string {
  return fromMicros(toMicros(from) - toMicros(value));
}

export function negateAmount(value: string): string {
  return fromMicros(-toMicros(value));
}

export function isZeroAmount(value: string | null | undefined): boolean {
  return toMicros(value) === 0n;
}

/** Whether the text is a decimal the API takes (at most six fraction digits). */
export function isAmountText(value: string | null | undefined): boolean {
  const match = DECIMAL.exec((value ?? '').trim());
  return Boolean(match) && (match?.[3]?.length ?? 0) <= MAX_FRACTION_DIGITS;
}
