/**
 * Option values of searched selectors, marked so that no typed text starts with one.
 *
 * While a selector with a chosen value is searched, rc-select makes active the first option whose *value* starts
 * with the typed text, over the first option shown: typing "2" in an account cell holding an account jumps to the
 * account whose id begins with 2, and Enter takes it. A value behind a mark no keyboard types is never such a
 * prefix, so the first option — the best match — stays the one Enter picks.
 */
const MARK = '\u0001';

export type OptionValue = string | number;

export const toOptionValue = (value: OptionValue): string => `${MARK}${typeof value === 'number' ? 'n' : 's'}${value}`;

export function fromOptionValue(key: string): OptionValue {
  if (!key.startsWith(MARK)) return key;
  const rest = key.slice(2);
  return key[1] === 'n' ? Number(rest) : rest;
}
