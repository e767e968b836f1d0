import type { Row } from './record-api.ts';

/**
 * A transaction copy's values (spec 001 §2): the saved document's, with `own` taken from the new record instead
 * (its number, date and what it starts with) and every line of `lines` without `drop`: the ids of what it was pulled
 * from and of the line itself, so nothing is copied as pulled or as already saved.
 */
export function copiedValues(values: Row, fresh: Row, own: Readonly<Record<string, unknown>>, drop: readonly string[] = [], lines = 'details'): Row {
  const copy: Row = { ...values };
  for (const [field, fallback] of Object.entries(own)) copy[field] = fresh[field] ?? fallback;
  if (Array.isArray(values[lines])) {
    copy[lines] = (values[lines] as Row[]).map((line) => Object.fromEntries(Object.entries(line).filter(([field]) => !drop.includes(field))));
  }
  return copy;
}
