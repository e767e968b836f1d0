import { useQuery } from '@tanstack/react-query';
import { Card, Drawer, Empty, Grid, Input, Pagination, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate, useFormats } from '../../../ui/document/formats.ts';
import { notify } from '../../../ui/notices.ts';
import { useWorkspaceNav } from '../../../ui/workspace-nav.ts';
import { menuKeyOf } from '../../memorized/memorized-forms.ts';
import type { ScreenProps } from '../../workspace/screens.ts';
import { approvalKeys, waitingCount, waitingNotes, waitingTypes, type ApprovalNote } from './approvals-queue-api.ts';
import { NoteDetail } from './NoteDetail.tsx';
import { useApprovalNames } from '../use-approval-names.ts';
import './approvals-queue.css';

const SIZE = 20;
const ALL = '';

/**
 * Catatan Persetujuan (spec 001 §7): the documents waiting for the member's decision, oldest first, filtered by
 * transaction type (with how many wait of each) and searched by number; a row opens its approvals in a drawer.
 */
export default function ApprovalNotesScreen({ tenantId }: ScreenProps) {
  const { t } = useTranslation('approvalsQueue');
  const phone = !Grid.useBreakpoint().md;
  const formats = useFormats();
  const nav = useWorkspaceNav();
  const names = useApprovalNames(tenantId);
  const [type, setType] = useState(ALL);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<{ form: string; id: number; transno: string } | null>(null);
  const query = { type: type || undefined, search: search.trim() || undefined, page, size: SIZE };
  const types = useQuery({ queryKey: approvalKeys.types(tenantId), queryFn: () => waitingTypes(tenantId) });
  const list = useQuery({ queryKey: approvalKeys.list(tenantId, query), queryFn: () => waitingNotes(tenantId, query) });
  const rows = list.data?.listdata ?? [];

  const openDocument = (note: ApprovalNote) => {
    if (!nav.openRecord(menuKeyOf(note.form), note.id)) notify.warning(t('noScreen', { form: names.formName(note.form) }));
  };
  const choose = (note: ApprovalNote) => setChosen({ form: note.form, id: note.id, transno: note.transno });
  const level = (note: ApprovalNote) => (note.nextlevel === null ? null : <Tag color="gold">{t('levelN', { level: note.nextlevel })}</Tag>);

  const typeOptions = [
    { value: ALL, label: `${t('allTypes')} (${waitingCount(types.data)})` },
    ...(types.data ?? []).map((w) => ({ value: w.form, label: `${names.formName(w.form)} (${w.waiting})` })),
  ];

  const table = phone ? (
    <div className="approvals-queue__cards">
      {rows.map((note) => (
        <Card key={`${note.form}-${note.id}`} size="small" title={note.transno} extra={level(note)} hoverable onClick={() => choose(note)} data-testid="approval-card">
          <div className="approvals-queue__card-row">
            <span>{names.formName(note.form)}</span>
            <span>{showDate(note.transdate, formats)}</span>
          </div>
          <div className="approvals-queue__card-row">
            <Typography.Text type="secondary">{names.memberName(note.creator)}</Typography.Text>
            <Typography.Text strong>{showAmount(note.amount, formats)}</Typography.Text>
          </div>
        </Card>
      ))}
    </div>
  ) : (
    <Table<ApprovalNote>
      rowKey={(note) => `${note.form}-${note.id}`}
      size="small"
      dataSource={rows}
      pagination={false}
      loading={list.isLoading}
      scroll={{ x: 860 }}
      aria-label={t('title')}
      onRow={(note) => ({ onClick: () => choose(note), className: 'approvals-queue__row' })}
      columns={[
        { key: 'form', title: t('form'), width: 170, render: (_, note) => names.formName(note.form) },
        { key: 'number', title: t('number'), width: 160, render: (_, note) => <Typography.Link onClick={() => choose(note)}>{note.transno}</Typography.Link> },
        { key: 'date', title: t('date'), width: 120, render: (_, note) => showDate(note.transdate, formats) },
        { key: 'amount', title: t('amount'), align: 'right', width: 170, render: (_, note) => showAmount(note.amount, formats) },
        { key: 'creator', title: t('creator'), render: (_, note) => names.memberName(note.creator) },
        { key: 'level', title: t('level'), width: 120, render: (_, note) => level(note) },
      ]}
    />
  );

  return (
    <div className="approvals-queue" data-testid="approval-notes-screen">
      <Typography.Title level={3} className="approvals-queue__title">
        {t('title')}
      </Typography.Title>
      <div className="approvals-queue__filters">
        <Select
          value={type}
          options={typeOptions}
          onChange={(value) => (setType(value), setPage(1))}
          aria-label={t('type')}
          className="approvals-queue__type"
          popupMatchSelectWidth={false}
        />
        <Input.Search allowClear placeholder={t('search')} aria-label={t('search')} onSearch={(value) => (setSearch(value), setPage(1))} className="approvals-queue__search" />
      </div>
      {list.isSuccess && rows.length === 0 ? <Empty description={t('empty')} /> : table}
      {(list.data?.total ?? 0) > SIZE && <Pagination className="approvals-queue__pages" current={page} pageSize={SIZE} total={list.data?.total ?? 0} onChange={setPage} showSizeChanger={false} size="small" />}
      <Drawer open={chosen !== null} onClose={() => setChosen(null)} title={chosen ? t('detailTitle', { number: chosen.transno }) : ''} size={phone ? '100%' : 520} destroyOnHidden>
        {chosen && <NoteDetail tenantId={tenantId} form={chosen.form} id={chosen.id} onOpen={(note) => (setChosen(null), openDocument(note))} />}
      </Drawer>
    </div>
  );
}
