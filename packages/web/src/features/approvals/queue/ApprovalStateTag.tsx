import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { approvalKeys, noteDetail } from './approvals-queue-api.ts';

/**
 * A saved document's approval state beside its title: "Menunggu persetujuan" while its read answers
 * `approved: false`, "Ditolak" when its note says a level rejected it. Documents without the field show nothing.
 */
export function ApprovalStateTag({ tenantId, form, id, approved }: { tenantId: number; form: string; id: number | null; approved: unknown }) {
  const { t } = useTranslation('approvalsQueue');
  const waiting = approved === false && id !== null;
  const note = useQuery({
    queryKey: approvalKeys.detail(tenantId, form, id ?? 0),
    queryFn: () => noteDetail(tenantId, form, id ?? 0),
    enabled: waiting,
    retry: false,
    // A member who may not open the note still sees the document waits.
    meta: { handled: [403, 404] },
  });
  if (!waiting) return null;
  const rejected = note.data?.status === 'rejected';
  return (
    <Tag color={rejected ? 'red' : 'gold'} className="approvals-queue__doc-tag" data-testid="doc-approval">
      {rejected ? t('rejected') : t('awaiting')}
    </Tag>
  );
}
