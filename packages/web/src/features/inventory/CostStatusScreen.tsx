import { CheckCircleOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDateTime, useFormats } from '../../ui/document/formats.ts';
import { ReportFrame } from '../reports/report-ui.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { stockKeys } from './inventory-api.ts';
import { fetchCostItems, fetchCostThread, type CostItemRow } from './stock-reports-api.ts';
import { StockTable } from './stock-report-ui.tsx';
import './inventory.css';

const PAGE_SIZE = 50;

/**
 * "Status Produk/Bahan" (spec 002 §2.8): where other systems queue a cost-of-goods recalculation, Lontar recosts a
 * back-dated change in the same transaction (DESIGN.md "Stock"), so nothing is ever waiting. The screen reads the
 * status from the server (thread-hpp, itemhist-temp): per item when it was last costed and what is pending (none).
 */
export default function CostStatusScreen({ tenantId }: ScreenProps) {
  const { t } = useTranslation(['inventory', 'menu']);
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const thread = useQuery({ queryKey: [...stockKeys.all(tenantId), 'thread-hpp'], queryFn: () => fetchCostThread(tenantId) });
  const items = useQuery({
    queryKey: [...stockKeys.all(tenantId), 'itemhist-temp', page],
    queryFn: () => fetchCostItems(tenantId, { page: String(page), size: String(PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<CostItemRow> = [
    { key: 'itemno', title: t('item'), width: 120, dataIndex: 'itemno' },
    { key: 'itemdescription', title: t('description'), width: 220, dataIndex: 'itemdescription', ellipsis: true },
    { key: 'lastcosted', title: t('costLast'), width: 160, render: (_v, row) => showDateTime(row.lastcosted, formats) },
    { key: 'moves', title: t('costMoves'), width: 110, align: 'right', dataIndex: 'moves' },
    { key: 'pending', title: t('costPending'), width: 90, align: 'right', dataIndex: 'pending' },
  ];
  const pending = thread.data?.pending ?? 0;
  return (
    <ReportFrame title={t('menu:items.productStatus')} testId="cost-status">
      <div className="cost-status">
        <Alert type="success" showIcon icon={<CheckCircleOutlined />} title={t('costStatusTitle')} description={t('costStatusText')} />
        <Typography.Paragraph type="secondary" className="cost-status__none" data-testid="cost-status-pending">
          {pending === 0 ? t('costStatusNone') : `${t('costPending')}: ${pending}`}
          {thread.data?.lastcosted ? ` · ${t('costLast')}: ${showDateTime(thread.data.lastcosted, formats)}` : ''}
        </Typography.Paragraph>
      </div>
      <StockTable<CostItemRow>
        aria-label={t('menu:items.productStatus')}
        data-testid="cost-status-table"
        columns={columns}
        dataSource={items.data?.listdata ?? []}
        rowKey="itemid"
        loading={items.isFetching && !items.data}
        scroll={{ x: 700 }}
        empty={t('costNoItems')}
        pagination={(items.data?.total ?? 0) > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: items.data?.total ?? 0, showSizeChanger: false, onChange: setPage } : false}
      />
    </ReportFrame>
  );
}
