import { useTranslation } from 'react-i18next';
import { useMembers } from '../tenant/members-api.ts';
import { formLabelKey } from './admin/approval-forms.ts';
import type { MemberName } from './admin/rule-values.ts';

/**
 * How the approval screens name things: the company's joined members (not invitations still open; by name, else
 * e-mail), a member by user id (the fallback given, else `#id`, when unknown) and a form as its menu entry says it.
 * The queue uses it as it is; the admin screen adds its rules and refusals (`admin/use-admin-names.ts`).
 */
export function useApprovalNames(tenantId: number) {
  const { t } = useTranslation('menu');
  const query = useMembers(tenantId);
  const members: MemberName[] = (query.data ?? []).flatMap((m) => (m.pending || m.userId === null ? [] : [{ userId: m.userId, name: m.name || m.email }]));
  const formName = (form: string) => t(formLabelKey(form) as 'menu:items.approvalNotes', { defaultValue: form });
  const memberName = (userId: number | null | undefined, fallback?: string) => {
    if (userId === null || userId === undefined) return '';
    return members.find((m) => m.userId === userId)?.name ?? fallback ?? `#${userId}`;
  };
  return { members, loading: query.isLoading, formName, memberName };
}
