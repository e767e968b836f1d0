import { useTranslation } from 'react-i18next';
import { useMembers } from '../../tenant/members-api.ts';
import { menuKeyOf } from '../../memorized/memorized-forms.ts';

/** A form's name as its menu entry says it, and a member's name by user id (the id itself when unknown). */
export function useApprovalNames(tenantId: number) {
  const { t } = useTranslation('menu');
  const members = useMembers(tenantId);
  const formName = (form: string) => t(`items.${menuKeyOf(form)}` as 'items.approvalNotes', { defaultValue: form });
  const memberName = (userId: number | null | undefined, fallback?: string) => {
    if (userId === null || userId === undefined) return '';
    const member = members.data?.find((m) => m.userId === userId);
    return member ? member.name || member.email : (fallback ?? `#${userId}`);
  };
  return { formName, memberName };
}
