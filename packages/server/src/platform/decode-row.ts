/**
 * Maps a raw row whose keys are a table's property names through the columns' own decoders (dates, bigints): what
 * drizzle's query builder does for its own results, for a statement written by hand that answers `table.*` renamed.
 */
export function decodeRow<T extends Record<string, unknown>>(columns: Record<string, { mapFromDriverValue(value: unknown): unknown }>, raw: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(columns).map(([key, col]) => [key, raw[key] === null || raw[key] === undefined ? null : col.mapFromDriverValue(raw[key])])) as T;
}
