import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import { assetKeys, fetchAssetHistory, type AssetHistoryLine } from './asset-api.ts';
import { periodMonth } from './asset-values.ts';
import './assets.css';

type HistoryRow = AssetHistoryLine & { key: number };

/**
 * "Riwayat": every ledger line of the saved asset (general-ledger-history-fasset), acquisition, each month's
 * depreciation and the disposal, with the accumulated depreciation and book value after each line.
 */
export function AssetHistory({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('assets');
  const formats = useFormats();
  const assetid = Form.useWatch('assetid', { preserve: true }) as number | undefined;
  // The record as read again (after a period end posted its depreciation, after a disposal) reads its history again.
  const posted = Form.useWatch((all: { details?: unknown[]; version?: number }) => `${Array.isArray(all.details) ? all.details.length : 0}-${all.version ?? 0}`, { preserve: true });
  const id = typeof assetid === 'number' ? assetid : null;
  const history = useQuery({ queryKey: [...assetKeys.history(tenantId, id), posted], queryFn: () => fetchAssetHistory(tenantId, id!), enabled: id !== null, staleTime: 0 });
  if (id === null) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historySaveFirst')} />;
  const money = (value: string) => showAmount(value, formats);
  const columns: ColumnsType<HistoryRow> = [
    { key: 'transdate', title: t('date'), width: 105, render: (_v, row) => showDate(row.transdate, formats) },
    {
      key: 'form',
      title: t('source'),
      width: 150,
      render: (_v, row) => (
        <>
          <Tag color={row.form === 'fa-depreciation' ? 'blue' : row.form === 'fixed-asset-disposal' ? 'red' : 'green'}>{t(`forms.${row.form}`)}</Tag>
          {row.period !== null && <Typography.Text type="secondary" className="asset-history__period">{periodMonth(row.period)}</Typography.Text>}
          {row.reversal && (
            <Tag color="orange" data-testid="reversal-tag">
              {t('reversal')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'account', title: t('account'), width: 220, ellipsis: true, render: (_v, row) => `${row.glaccount} · ${row.accountname}` },
    { key: 'debit', title: t('debit'), width: 130, align: 'right', render: (_v, row) => (Number(row.debit) === 0 ? '' : money(row.debit)) },
    { key: 'credit', title: t('credit'), width: 130, align: 'right', render: (_v, row) => (Number(row.credit) === 0 ? '' : money(row.credit)) },
    { key: 'accumulated', title: t('accumulated'), width: 140, align: 'right', render: (_v, row) => money(row.accumulated) },
    { key: 'bookvalue', title: t('bookvalue'), width: 140, align: 'right', render: (_v, row) => money(row.bookvalue) },
  ];
  return (
    <Table<HistoryRow>
      size="small"
      data-testid="asset-history"
      columns={columns}
      dataSource={(history.data ?? []).map((row, index) => ({ ...row, key: index }))}
      rowKey="key"
      loading={history.isFetching && !history.data}
      pagination={false}
      scroll={{ x: 1015 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyEmpty')} /> }}
    />
  );
}
