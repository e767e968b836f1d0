import { fieldMessage, type Lang } from '@lontar/core';

type Issue = Parameters<typeof fieldMessage>[0];
export type FieldPath = (string | number)[];

/** What a document needs from a zod schema of @lontar/core (the one the server validates with): its safeParse. */
export interface RecordSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

export interface FieldError {
  name: FieldPath;
  errors: string[];
}

/** Field errors to show under inputs, and messages for fields the form has no input for. */
export interface PlacedErrors {
  fields: FieldError[];
  other: string[];
}

/** The label of the input at a path, or undefined when the form shows no such input. */
export type LabelOf = (path: FieldPath) => string | undefined;

function place(entries: { path: FieldPath; text: string }[], labelOf: LabelOf, continueLabel: boolean): PlacedErrors {
  const byField = new Map<string, FieldError>();
  const other: string[] = [];
  for (const { path, text } of entries) {
    const label = path.length ? labelOf(path) : undefined;
    if (label === undefined) {
      other.push(path.length ? `${path.join('.')}: ${text}` : text);
      continue;
    }
    // Shared field messages start lowercase and continue the label ("Nama harus diisi."); the server's own sentences just get a capital.
    const lower = /^\p{Ll}/u.test(text);
    const message = lower && continueLabel ? `${label} ${text}` : lower ? text.charAt(0).toUpperCase() + text.slice(1) : text;
    const key = path.join('.');
    const entry = byField.get(key) ?? { name: path, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byField.set(key, entry);
  }
  return { fields: [...byField.values()], other };
}

/** Zod issues of a record body, placed on the form's inputs in the user's language. */
export function issueErrors(issues: readonly Issue[], lang: Lang, labelOf: LabelOf): PlacedErrors {
  return place(
    issues.map((issue) => ({ path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))), text: fieldMessage(issue, lang) })),
    labelOf,
    true,
  );
}

/** The server's 400 messages ("details.2.price1: …", API.md §6) placed on the inputs they name. */
export function serverErrors(messages: readonly string[], labelOf: LabelOf): PlacedErrors {
  return place(
    messages.map((message) => {
      const match = /^([\w.]+): (.*)$/s.exec(message);
      if (!match) return { path: [], text: message };
      const path = (match[1] ?? '').split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      return { path, text: match[2] ?? '' };
    }),
    labelOf,
    false,
  );
}
