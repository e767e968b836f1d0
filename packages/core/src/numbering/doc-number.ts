/** A document number: the transaction type's prefix and the counter padded to `digits` (JV-00012). */
export function formatDocNumber(prefix: string, digits: number, counter: number): string {
  return `${prefix}${String(counter).padStart(digits, '0')}`;
}

/** The counter of a number made with `prefix`, or null when the number does not follow it (typed by hand). */
export function counterOf(number: string, prefix: string): number | null {
  if (!number.startsWith(prefix)) return null;
  const rest = number.slice(prefix.length);
  return /^\d{1,15}$/.test(rest) ? Number(rest) : null;
}

/**
 * The `count` numbers that follow `source` (generate-number): the last run of digits is counted up, its width kept
 * (and grown only when it overflows), everything around it unchanged: "JV/2026/0099" → "JV/2026/0100", …
 * A source without digits gets "-1", "-2", … appended.
 */
export function followingNumbers(source: string, count: number): string[] {
  const match = /(\d+)(\D*)$/.exec(source);
  if (!match) return Array.from({ length: count }, (_, i) => `${source}-${i + 1}`);
  const [, digits = '', tail = ''] = match;
  const head = source.slice(0, match.index);
  const start = BigInt(digits);
  return Array.from({ length: count }, (_, i) => `${head}${(start + BigInt(i + 1)).toString().padStart(digits.length, '0')}${tail}`);
}
