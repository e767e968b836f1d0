import { fieldMessage, type Lang } from '@lontar/core';
import type { FormRule } from 'antd';

type Issue = Parameters<typeof fieldMessage>[0];

/** What a form needs from a zod schema of @lontar/core: its safeParse. */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

interface ZodRuleOptions {
  label: string;
  lang: Lang;
  /** Replaces the shared "required" text, for languages the shared catalogue does not have. */
  requiredText?: string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * An antd form rule that validates one field with the shared schema (the same one the server uses) and shows
 * the shared message. A message that starts lowercase continues the field's label ("Kata Sandi terlalu pendek…").
 */
export function zodRule(schema: FieldSchema, { label, lang, requiredText }: ZodRuleOptions): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const empty = isEmpty(value);
      const result = schema.safeParse(empty ? undefined : value);
      if (result.success) return;
      if (empty && requiredText) throw new Error(requiredText);
      const [issue] = result.error.issues;
      const text = issue ? fieldMessage(issue, lang) : '';
      throw new Error(/^\p{Ll}/u.test(text) ? `${label} ${text}` : text);
    },
  };
}
