import { FieldTimeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '../../ui/document/DocumentToolbar.tsx';
import { notify } from '../../ui/notices.ts';
import { useWorkspaceNav } from '../../ui/workspace-nav.ts';
import { recurringFormOf } from './recurring-forms.ts';

interface MakeRecurringButtonProps {
  /** The document screen's API form name; a form schedules cannot repeat has no button. */
  form: string;
  /** The saved document (null while new). */
  recordId: number | null;
  disabled: boolean;
}

/**
 * "Jadwalkan berulang" on a journal voucher, other payment or receipt, sales or purchase invoice: opens Transaksi
 * Berulang with a new schedule of the saved document (its form, the document as the template, the month after it).
 */
export function MakeRecurringButton({ form, recordId, disabled }: MakeRecurringButtonProps) {
  const { t } = useTranslation(['recurring', 'masters']);
  const nav = useWorkspaceNav();
  if (!recurringFormOf(form)) return null;
  const open = () => {
    if (recordId !== null && !nav.openFrom('recurring', { form, id: recordId })) notify.warning(t('masters:noRight'));
  };
  return <ToolButton icon={<FieldTimeOutlined />} label={t('makeRecurring')} onClick={open} disabled={disabled || recordId === null} />;
}
