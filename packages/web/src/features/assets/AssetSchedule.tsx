import { Alert, Form, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { useCompanyProfile } from '../company/api.ts';
import { periodMonth, schedulePreview, scheduleTotal } from './asset-values.ts';
import './assets.css';

/** Money of the schedule: two decimals, as the server posts it. */
const DECIMALS = 2;

interface PreviewRow {
  month: string;
  amount: string;
  accumulated: string;
  bookvalue: string;
  posted: boolean;
}

/**
 * "Jadwal Penyusutan": the book schedule of what the form holds, computed in the browser with the server's own
 * function (core bookSchedule, with the company's books start); the months the period end already posted are marked, with the posted amount.
 */
export function AssetSchedule({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('assets');
  const formats = useFormats();
  const form = Form.useFormInstance();
  const watched = Form.useWatch((all: Row) => all, { form, preserve: true }) as Row | undefined;
  const values = watched ?? {};
  // The books' start, as the server passes it: an asset registered mid-life depreciates its rest from there.
  const booksStart = useCompanyProfile(tenantId).data?.startdate ?? undefined;
  const preview = useMemo(() => schedulePreview(values, DECIMALS, booksStart), [values, booksStart]);
  const posted = useMemo(() => {
    const details = Array.isArray(values.details) ? (values.details as { period: number; amount: string }[]) : [];
    return new Map(details.map((row) => [periodMonth(row.period), row.amount]));
  }, [values.details]);
  const rows: PreviewRow[] = preview.rows.map((row) => ({
    month: row.month,
    amount: posted.get(row.month) ?? row.amount,
    accumulated: row.accumulated,
    bookvalue: row.bookValue,
    posted: posted.has(row.month),
  }));
  const money = (value: string) => showAmount(value, formats);
  const columns: ColumnsType<PreviewRow> = [
    { key: 'month', title: t('month'), dataIndex: 'month', width: 110 },
    { key: 'amount', title: t('amount'), align: 'right', width: 140, render: (_v, row) => money(row.amount) },
    { key: 'accumulated', title: t('accumulated'), align: 'right', width: 150, render: (_v, row) => money(row.accumulated) },
    { key: 'bookvalue', title: t('bookvalue'), align: 'right', width: 150, render: (_v, row) => money(row.bookvalue) },
    { key: 'posted', title: '', width: 100, render: (_v, row) => (row.posted ? <Tag color="green">{t('posted')}</Tag> : <Tag>{t('planned')}</Tag>) },
  ];
  if (preview.gap) return <Alert type="info" showIcon title={t(preview.gap === 'none' ? 'scheduleNone' : 'scheduleEmpty')} data-testid="asset-schedule-gap" />;
  return (
    <div className="asset-schedule">
      <Alert type="info" showIcon title={t('schedulePreview')} className="asset-schedule__note" />
      <Table<PreviewRow>
        size="small"
        data-testid="asset-schedule"
        columns={columns}
        dataSource={rows}
        rowKey="month"
        pagination={{ pageSize: 12, showSizeChanger: false, size: 'small' }}
        scroll={{ x: 650 }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong data-testid="asset-schedule-total">{money(scheduleTotal(rows))}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={3} />
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
