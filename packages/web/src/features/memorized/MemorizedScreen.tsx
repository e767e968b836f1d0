import { CheckCircleOutlined, DeleteOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Empty, Grid, Input, Pagination, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import { notify } from '../../ui/notices.ts';
import { useWorkspaceNav } from '../../ui/workspace-nav.ts';
import { useYesNo } from '../ledger/use-yes-no.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { closeMemorized, deleteMemorized, listMemorized, memorizedKeys, type MemorizedRow } from './memorized-api.ts';
import { menuKeyOf } from './memorized-forms.ts';
import { askTemplate } from './pending-template.ts';
import './memorized.css';

const SIZE = 20;

/**
 * Transaksi Memorisasi (Buku Besar): the templates of the forms the user may open, by form and name. Opening one
 * starts a new document of its form in that form's tab; a template is closed (no longer offered) or deleted here.
 */
export default function MemorizedScreen({ tenantId }: ScreenProps) {
  const { t } = useTranslation(['memorized', 'menu']);
  const phone = !Grid.useBreakpoint().md;
  const nav = useWorkspaceNav();
  const ask = useYesNo();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [showClosed, setShowClosed] = useState(false);
  const [page, setPage] = useState(1);
  const query = { page, size: SIZE, search: search.trim() || undefined, ...(showClosed ? {} : { closed: false }) };
  const list = useQuery({ queryKey: memorizedKeys.list(tenantId, query), queryFn: () => listMemorized(tenantId, query) });
  const rows = list.data?.listdata ?? [];

  const formName = (form: string) => t(`menu:items.${menuKeyOf(form)}` as 'menu:items.memorized', { defaultValue: form });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memorizedKeys.all(tenantId) });

  const open = (row: MemorizedRow) => {
    askTemplate({ tenantId, form: row.transtype, id: row.id });
    if (!nav.openFrom(menuKeyOf(row.transtype), { form: 'memorized', id: row.id })) notify.warning(t('noScreen', { form: formName(row.transtype) }));
  };
  const act = async (row: MemorizedRow, action: 'close' | 'delete') => {
    if (!(await ask(t(action === 'close' ? 'closeConfirm' : 'deleteConfirm', { name: row.name })))) return;
    try {
      const res = action === 'close' ? await closeMemorized(tenantId, row.id) : await deleteMemorized(tenantId, row.id);
      if (res.message) notify.success(res.message);
      refresh();
    } catch (error) {
      handleApiError(error);
    }
  };

  const status = (row: MemorizedRow) => (row.closed ? <Tag>{t('closed')}</Tag> : <Tag color="green">{t('open')}</Tag>);
  const buttons = (row: MemorizedRow) => (
    <Space size={4} wrap>
      <Tooltip title={t('openTemplate')}>
        <Button size="small" type="primary" icon={<FolderOpenOutlined />} disabled={row.closed} onClick={() => open(row)} aria-label={`${t('openTemplate')} ${row.name}`}>
          {phone ? null : t('openTemplate')}
        </Button>
      </Tooltip>
      <Tooltip title={t('close')}>
        <Button size="small" icon={<CheckCircleOutlined />} disabled={row.closed} onClick={() => void act(row, 'close')} aria-label={`${t('close')} ${row.name}`} />
      </Tooltip>
      <Tooltip title={t('delete')}>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={() => void act(row, 'delete')} aria-label={`${t('delete')} ${row.name}`} />
      </Tooltip>
    </Space>
  );

  const table = phone ? (
    <div className="memorized__cards">
      {rows.map((row) => (
        <Card key={row.id} size="small" title={row.name} extra={status(row)} data-testid="memorized-card">
          <div>{formName(row.transtype)}</div>
          {row.description && <Typography.Text type="secondary">{row.description}</Typography.Text>}
          <div className="memorized__card-foot">
            <Typography.Text type="secondary">{row.username}</Typography.Text>
            {buttons(row)}
          </div>
        </Card>
      ))}
    </div>
  ) : (
    <Table<MemorizedRow>
      rowKey="id"
      size="small"
      dataSource={rows}
      pagination={false}
      scroll={{ x: 820 }}
      aria-label={t('title')}
      columns={[
        { key: 'form', title: t('form'), width: 170, render: (_, row) => formName(row.transtype) },
        { key: 'name', title: t('name'), dataIndex: 'name', width: 200 },
        { key: 'description', title: t('description'), dataIndex: 'description' },
        { key: 'creator', title: t('creator'), dataIndex: 'username', width: 140 },
        { key: 'status', title: t('status'), width: 100, render: (_, row) => status(row) },
        { key: 'actions', title: t('actions'), width: 190, render: (_, row) => buttons(row) },
      ]}
    />
  );

  return (
    <div className="memorized" data-testid="memorized-screen">
      <Typography.Title level={3} className="memorized__title">
        {t('title')}
      </Typography.Title>
      <div className="memorized__filters">
        <Input.Search allowClear placeholder={t('search')} aria-label={t('search')} onSearch={(value) => (setSearch(value), setPage(1))} className="memorized__search" />
        <Checkbox checked={showClosed} onChange={(e) => (setShowClosed(e.target.checked), setPage(1))}>
          {t('showClosed')}
        </Checkbox>
      </div>
      {list.isSuccess && rows.length === 0 ? <Empty description={t('empty')} /> : table}
      {(list.data?.total ?? 0) > SIZE && <Pagination className="memorized__pages" current={page} pageSize={SIZE} total={list.data?.total ?? 0} onChange={setPage} showSizeChanger={false} size="small" />}
    </div>
  );
}
