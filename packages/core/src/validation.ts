import { z } from 'zod';
import type { Lang } from './constants.ts';
import { id as idCatalogue, type MessageKey } from './messages/id.ts';
import { translate } from './messages/translate.ts';

// Issues do not carry their input unless asked; tag a missing value here so it reads "required", not "wrong type".
z.config({
  customError: (iss) => (iss.code === 'invalid_type' && (iss.input === undefined || iss.input === null) ? 'V_REQUIRED' : undefined),
});

function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(idCatalogue, value);
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

function describe(issue: z.core.$ZodIssue, lang: Lang): string {
  if (isMessageKey(issue.message)) return translate(lang, issue.message, issueParams(issue));
  switch (issue.code) {
    case 'invalid_type':
      return translate(lang, 'V_INVALID_TYPE', { expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? translate(lang, 'V_REQUIRED') : translate(lang, 'V_TOO_SHORT', { n: String(issue.minimum) });
      }
      return translate(lang, 'V_TOO_SMALL', { n: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? translate(lang, 'V_TOO_LONG', { n: String(issue.maximum) })
        : translate(lang, 'V_TOO_BIG', { n: String(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? translate(lang, 'V_INVALID_EMAIL') : translate(lang, 'V_INVALID_VALUE');
    case 'invalid_value':
      return translate(lang, 'V_INVALID_OPTION', { options: issue.values.map(String).join(', ') });
    default:
      return translate(lang, 'V_INVALID_VALUE');
  }
}

function issueParams(issue: z.core.$ZodIssue): Record<string, string> {
  const params: Record<string, string> = {};
  if ('minimum' in issue) params.min = String(issue.minimum);
  if ('maximum' in issue) params.max = String(issue.maximum);
  // A custom issue's own parameters ({tin} of V_IDTKU, {options} of V_INVALID_OPTION).
  if (issue.code === 'custom' && issue.params) for (const [k, v] of Object.entries(issue.params)) params[k] = String(v);
  return params;
}

/**
 * One message per failing field, each starting with the field's key (API.md §6):
 * `"email: Alamat email tidak valid."`. Used by the server's error handler and by web forms.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): string[] {
  const out: string[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push(`${fieldOf([...issue.path, key])}: ${translate(lang, 'V_UNKNOWN_FIELD')}`);
      continue;
    }
    const field = fieldOf(issue.path);
    const text = describe(issue, lang);
    out.push(field ? `${field}: ${text}` : text);
  }
  return [...new Set(out)];
}

/** Message for one field only, without the key prefix (for showing under a form input). */
export function fieldMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  return describe(issue, lang);
}
