import { useTranslation } from 'react-i18next';
import { useApprovalNames } from '../use-approval-names.ts';
import { useRules } from './approval-admin-api.ts';
import { APPROVAL_FORMS } from './approval-forms.ts';
import { readableRefusal } from './rule-values.ts';

/** The approval names (members, forms) as the admin screen uses them, and its refusals reworded with names. */
export function useAdminNames(tenantId: number) {
  const { t } = useTranslation('approvalsAdmin');
  const names = useApprovalNames(tenantId);
  const rules = useRules(tenantId);
  const member = (userId: number) => names.memberName(userId, t('unknownMember', { id: userId }));
  const form = names.formName;
  const refusal = (text: string) =>
    readableRefusal(text, {
      member: (userId) => names.members.find((m) => m.userId === userId)?.name,
      form,
      forms: APPROVAL_FORMS,
      rule: (id) => {
        const rule = rules.data?.find((r) => r.id === id);
        return rule ? rule.description || form(rule.form) : undefined;
      },
    });
  return { members: names.members, loading: names.loading, member, form, refusal };
}

export type ApprovalNames = ReturnType<typeof useAdminNames>;
