import { useTranslation } from 'react-i18next';
import { useMembers } from '../../tenant/members-api.ts';
import { useRules } from './approval-admin-api.ts';
import { APPROVAL_FORMS, formLabelKey } from './approval-forms.ts';
import { memberName, readableRefusal, type MemberName } from './rule-values.ts';

/** The company's members who can approve (joined, not invited), and how the screen names members, forms and refusals. */
export function useApprovalNames(tenantId: number) {
  const { t } = useTranslation(['approvalsAdmin', 'menu']);
  const query = useMembers(tenantId);
  const rules = useRules(tenantId);
  const members: MemberName[] = (query.data ?? []).flatMap((m) => (m.pending || m.userId === null ? [] : [{ userId: m.userId, name: m.name || m.email }]));
  const member = (userId: number) => memberName(members, userId, (id) => t('approvalsAdmin:unknownMember', { id }));
  const form = (name: string) => t(formLabelKey(name) as 'menu:items.purchaseOrder', { defaultValue: name });
  const refusal = (text: string) =>
    readableRefusal(text, {
      member: (userId) => members.find((m) => m.userId === userId)?.name,
      form,
      forms: APPROVAL_FORMS,
      rule: (id) => {
        const rule = rules.data?.find((r) => r.id === id);
        return rule ? rule.description || form(rule.form) : undefined;
      },
    });
  return { members, loading: query.isLoading, member, form, refusal };
}

export type ApprovalNames = ReturnType<typeof useApprovalNames>;
