import { CheckOutlined, CloseOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../app/api/error-handler.ts';
import { useSession } from '../../../app/session/session-store.ts';
import { showAmount, showDate, showDateTime, useFormats } from '../../../ui/document/formats.ts';
import { notify } from '../../../ui/notices.ts';
import { approvalKeys, approveByUser, noteDetail, type ApprovalNote } from './approvals-queue-api.ts';
import { useApprovalNames } from '../use-approval-names.ts';

interface NoteDetailProps {
  tenantId: number;
  form: string;
  id: number;
  /** Opens the document in its own tab. */
  onOpen: (note: ApprovalNote) => void;
}

/** Status tag of a note or of one level's decision. */
export function StatusTag({ status }: { status: ApprovalNote['status'] }) {
  const { t } = useTranslation('approvalsQueue');
  if (status === 'approved') return <Tag color="green">{t('statusApproved')}</Tag>;
  if (status === 'rejected') return <Tag color="red">{t('statusRejected')}</Tag>;
  return <Tag color="gold">{t('statusWaiting')}</Tag>;
}

/**
 * One document's approvals (checking-note-detail): the document, each level with its approver and decision, and,
 * when the waiting level is the member's, Setujui / Tolak with an optional note (approve-by-user).
 */
export function NoteDetail({ tenantId, form, id, onOpen }: NoteDetailProps) {
  const { t } = useTranslation('approvalsQueue');
  const formats = useFormats();
  const me = useSession((s) => s.user);
  const names = useApprovalNames(tenantId);
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const detail = useQuery({ queryKey: approvalKeys.detail(tenantId, form, id), queryFn: () => noteDetail(tenantId, form, id) });
  const data = detail.data;
  if (!data) return <Spin spinning={detail.isLoading} className="approvals-queue__detail-loading" />;

  const waiting = data.status === 'waiting' && data.nextlevel !== null ? data.levels.find((l) => l.level === data.nextlevel) : undefined;
  const mine = waiting !== undefined && (waiting.approver === null || waiting.approver === me?.id) && (data.creator !== me?.id || data.allowself);

  const decide = async (approved: boolean) => {
    if (!waiting) return;
    setBusy(approved ? 'approve' : 'reject');
    try {
      const res = await approveByUser(tenantId, { form, id, level: waiting.level, approved, note: note.trim() });
      queryClient.setQueryData(approvalKeys.detail(tenantId, form, id), res.data);
      setNote('');
      if (res.message) notify.success(res.message);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(null);
      // The queue, the counts and the header badge follow the decision (or the refusal's news).
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all(tenantId), predicate: (q) => q.queryKey[4] !== form || q.queryKey[5] !== id });
      void queryClient.invalidateQueries({ queryKey: ['records', tenantId, form] });
    }
  };

  return (
    <div className="approvals-queue__detail" data-testid="approval-detail">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('form')}>{names.formName(data.form)}</Descriptions.Item>
        <Descriptions.Item label={t('number')}>{data.transno}</Descriptions.Item>
        <Descriptions.Item label={t('date')}>{showDate(data.transdate, formats)}</Descriptions.Item>
        <Descriptions.Item label={t('amount')}>{showAmount(data.amount, formats)}</Descriptions.Item>
        <Descriptions.Item label={t('creator')}>{names.memberName(data.creator)}</Descriptions.Item>
        <Descriptions.Item label={t('decision')}>
          <StatusTag status={data.status} />
        </Descriptions.Item>
      </Descriptions>
      <Button icon={<FolderOpenOutlined />} onClick={() => onOpen(data)} className="approvals-queue__open">
        {t('open')}
      </Button>
      <ol className="approvals-queue__levels" aria-label={t('levelN', { level: '' }).trim()}>
        {data.levels.map((level) => (
          <li key={level.level} className="approvals-queue__level" data-testid={`approval-level-${level.level}`}>
            <div className="approvals-queue__level-head">
              <Typography.Text strong>{t('levelN', { level: level.level })}</Typography.Text>
              {level.decision ? (
                <Tag color={level.decision.approved ? 'green' : 'red'}>{level.decision.approved ? t('approvedTag') : t('rejectedTag')}</Tag>
              ) : (
                <Tag>{t('waitingTag')}</Tag>
              )}
            </div>
            <div>
              <Typography.Text type="secondary">{t('approver')}: </Typography.Text>
              {level.decision ? names.memberName(level.decision.userid, level.decision.username) : level.approver === null ? t('anyApprover') : names.memberName(level.approver)}
            </div>
            {level.decision && (
              <div>
                <Typography.Text type="secondary">{t('decidedAt')}: </Typography.Text>
                {showDateTime(level.decision.approvedate, formats)}
              </div>
            )}
            {level.decision?.note && (
              <div>
                <Typography.Text type="secondary">{t('note')}: </Typography.Text>
                {level.decision.note}
              </div>
            )}
          </li>
        ))}
      </ol>
      {waiting && mine ? (
        <div className="approvals-queue__decide">
          <Alert type="info" showIcon title={t('yourTurn', { level: waiting.level })} />
          <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} placeholder={t('notePlaceholder')} aria-label={t('note')} />
          <Space wrap>
            <Button type="primary" icon={<CheckOutlined />} loading={busy === 'approve'} disabled={busy !== null} onClick={() => void decide(true)}>
              {t('approve')}
            </Button>
            <Button danger icon={<CloseOutlined />} loading={busy === 'reject'} disabled={busy !== null} onClick={() => void decide(false)}>
              {t('reject')}
            </Button>
          </Space>
        </div>
      ) : (
        data.status === 'waiting' && <Typography.Text type="secondary">{t('notYourTurn')}</Typography.Text>
      )}
    </div>
  );
}
