import type { ApprovalRule, RuleBody } from './approval-admin-api.ts';

/** A rule can ask for one to four approvers, level 1 first (spec 001 §3, the contract's APPROVAL_LEVELS). */
export const MAX_LEVELS = 4;

/** What the rule dialog edits: the approvers as one entry per level, empty until chosen. */
export interface RuleValues {
  form: string | null;
  description: string;
  branchid: number | null;
  minamount: string | null;
  mindiscount: string | null;
  levels: (number | null)[];
  allowself: boolean;
}

/** A member as the screens show them: the user id the approvals name, and a name to read. */
export interface MemberName {
  userId: number;
  name: string;
}

/** Stored numerics keep their scale ("50000000.000000"); the inputs show them without trailing zeros. */
export function trimScale(value: string | null): string | null {
  if (value === null || !value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

export function ruleToValues(rule: ApprovalRule | undefined, form: string | null): RuleValues {
  if (!rule) return { form, description: '', branchid: null, minamount: null, mindiscount: null, levels: [null], allowself: false };
  return {
    form: rule.form,
    description: rule.description,
    branchid: rule.branchid,
    minamount: trimScale(rule.minamount),
    mindiscount: trimScale(rule.mindiscount),
    levels: [...rule.approvers],
    allowself: rule.allowself,
  };
}

/** The request body; an empty minimum is none, and an edit carries the id and version it was read with. */
export function valuesToBody(values: RuleValues, rule: ApprovalRule | undefined): RuleBody {
  const blank = (value: string | null) => (value === null || value.trim() === '' ? null : value);
  return {
    ...(rule ? { id: rule.id, version: rule.version } : {}),
    form: values.form ?? '',
    description: values.description.trim(),
    branchid: values.branchid ?? null,
    minamount: blank(values.minamount),
    mindiscount: blank(values.mindiscount),
    approvers: values.levels.filter((user): user is number => typeof user === 'number'),
    allowself: values.allowself,
  };
}

/**
 * The members offered at one level: those authorized for the form, less the ones chosen at the other levels (an
 * approver once per rule). The level's own choice stays offered even when no longer authorized, so it shows by
 * name and the server's refusal can name it.
 */
export function levelChoices(authorized: readonly number[], levels: readonly (number | null)[], index: number): number[] {
  const taken = new Set(levels.filter((user, i): user is number => i !== index && typeof user === 'number'));
  const own = levels[index];
  const offered = authorized.filter((user) => !taken.has(user));
  return typeof own === 'number' && !offered.includes(own) ? [...offered, own] : offered;
}

export const canAddLevel = (levels: readonly unknown[]) => levels.length < MAX_LEVELS;

/** The approvers in level order, as a chain ("Budi → Sari"). */
export function approverChain(approvers: readonly number[], nameOf: (userId: number) => string): string {
  return approvers.map(nameOf).join(' → ');
}

/**
 * A refusal of the server made readable: it names members and rules by id and forms by their API name
 * ("pengguna 7 tidak berwenang menyetujui purchase-order"); the screen knows their names and captions.
 */
export function readableRefusal(
  text: string,
  names: { member: (userId: number) => string | undefined; form: (form: string) => string; forms: readonly string[]; rule?: (id: number) => string | undefined },
): string {
  const named = (nameOf: (id: number) => string | undefined, quote: boolean) => (whole: string, word: string, id: string) => {
    const name = nameOf(Number(id));
    return name ? `${word} ${quote ? `"${name}"` : name}` : whole;
  };
  const withMembers = text
    .replace(/\b(pengguna|user) (\d+)\b/g, named(names.member, false))
    .replace(/\b(aturan persetujuan|approval rule) (\d+)\b/g, named(names.rule ?? (() => undefined), true));
  const pattern = new RegExp(`(?<![\\w-])(${[...names.forms].sort((a, b) => b.length - a.length).join('|')})(?![\\w-])`, 'g');
  return names.forms.length ? withMembers.replace(pattern, (form: string) => names.form(form)) : withMembers;
}
