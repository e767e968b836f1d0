import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChart } from '../masters/accounts/chart-api.ts';
import { fetchProfitLoss, reportKeys, type Compare } from './reports-api.ts';
import { profitLossLines } from './statement-layout.ts';
import { StatementTable } from './StatementTable.tsx';

/** Profit and loss over a range of months, with the compared period beside it when asked. */
export function ProfitLossReport({ tenantId, from, to, compare }: { tenantId: number; from: string; to: string; compare: Compare }) {
  const { t } = useTranslation('reports');
  const chart = useChart(tenantId);
  const valid = from <= to;
  const report = useQuery({ queryKey: reportKeys.profitLoss(tenantId, from, to, compare), queryFn: () => fetchProfitLoss(tenantId, from, to, compare), enabled: valid, placeholderData: keepPreviousData });
  const lines = useMemo(() => (report.data ? profitLossLines(report.data.listdata, report.data.totals, chart.data) : []), [report.data, chart.data]);
  return (
    <div className="report__body">
      {!valid && <Alert type="warning" showIcon title={t('rangeInvalid')} />}
      <StatementTable lines={lines} columns={report.data?.columns ?? []} pointInTime={false} loading={report.isFetching && !report.data} label={t('profitLoss')} testId="profit-loss" />
    </div>
  );
}
