import type { DocumentDecl } from '@lontar/core';
import type { Row } from './record-api.ts';

/**
 * A transaction copy's values (spec 001 §2): the saved document's, with `own` taken from the new record instead
 * (its number, date and what it starts with) and every line of `lines` without `drop`: the ids of what it was pulled
 * from and of the line itself, so nothing is copied as pulled or as already saved. A grid the copy leaves empty is
 * the new record's (the blank row a new document has to type into).
 */
export function copiedValues(values: Row, fresh: Row, own: Readonly<Record<string, unknown>>, drop: readonly string[] = [], lines = 'details', keepLine: (line: Row) => boolean = () => true): Row {
  const copy: Row = { ...values };
  for (const [field, fallback] of Object.entries(own)) copy[field] = fresh[field] ?? fallback;
  if (Array.isArray(values[lines]) && !(lines in own)) {
    copy[lines] = (values[lines] as Row[]).filter(keepLine).map((line) => Object.fromEntries(Object.entries(line).filter(([field]) => !drop.includes(field))));
  }
  for (const [field, blank] of Object.entries(fresh)) {
    const copied = copy[field];
    if (Array.isArray(blank) && blank.length > 0 && Array.isArray(copied) && copied.length === 0) copy[field] = blank;
  }
  return copy;
}

/**
 * A form's transaction copy, declared once with the form (the one copy mechanism: every document screen passes its
 * form's declaration to useDocument as `copyValues`): `own` the fields the new record has of its own (its value,
 * else the fallback; a line list named here is the new record's, nothing of the old one's), `drop` the line fields
 * that name what a line was pulled from, and `pulledLines: 'drop'` when a pulled line cannot stand on its own (a
 * return's goods come back only against what they left with) and goes whole.
 */
export interface CopyDecl {
  own: Readonly<Record<string, unknown>>;
  drop?: readonly string[];
  /** The field a pulled line names its source by (`srcform`): with `pulledLines: 'drop'` such a line is not copied. */
  pulledBy?: string;
  pulledLines?: 'unlink' | 'drop';
}

/** The copy of a declaration: a saved document's values → a new, unsaved one's, over the new record's own. */
export function copyOf(decl: CopyDecl): (values: Row, fresh: Row) => Row {
  const { own, drop = [], pulledBy = 'srcform', pulledLines = 'unlink' } = decl;
  const keepLine = pulledLines === 'drop' ? (line: Row) => !line[pulledBy] : () => true;
  return (values, fresh) => copiedValues(values, fresh, own, drop, 'details', keepLine);
}

/**
 * A form's copy declared from its core copy rule (DocumentDecl `copy`, the rule the server's memorized template
 * applies to the create body, so a template keeps what "Salin" keeps): the number and date the new record's, the
 * rule's own header fields empty, its lists of pulled documents the new record's, its pulled lines unlinked or
 * dropped. `more` adds what only the form's values hold (a field shown for one the rule names, the line fields a
 * pulled line names its source by in the form).
 */
export function declaredCopy(decl: DocumentDecl, more: { own?: Readonly<Record<string, unknown>>; drop?: readonly string[] } = {}): CopyDecl {
  const { fields, copy: rule = {} } = decl;
  return {
    own: {
      ...(fields.number ? { [fields.number]: '' } : {}),
      [fields.date]: null,
      ...Object.fromEntries((rule.own ?? []).map((field) => [field, null])),
      ...Object.fromEntries((rule.pulledLists ?? []).map((list) => [list, []])),
      ...more.own,
    },
    ...(more.drop ? { drop: more.drop } : {}),
    pulledLines: rule.pulledLines ?? 'unlink',
  };
}
