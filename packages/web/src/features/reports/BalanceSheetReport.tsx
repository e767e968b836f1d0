import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../ui/document/formats.ts';
import { useChart } from '../masters/accounts/chart-api.ts';
import { periodRange } from './period-text.ts';
import { fetchBalanceSheet, reportKeys, type Compare } from './reports-api.ts';
import { balanceSheetLines } from './statement-layout.ts';
import { StatementTable } from './StatementTable.tsx';

/** Balance sheet at a month's end, with the compared month beside it when asked, and whether each column balances. */
export function BalanceSheetReport({ tenantId, at, compare }: { tenantId: number; at: string; compare: Compare }) {
  const { t } = useTranslation('reports');
  const formats = useFormats();
  const chart = useChart(tenantId);
  const report = useQuery({ queryKey: reportKeys.balanceSheet(tenantId, at, compare), queryFn: () => fetchBalanceSheet(tenantId, at, compare), placeholderData: keepPreviousData });
  const lines = useMemo(() => (report.data ? balanceSheetLines(report.data.listdata, report.data.totals, chart.data) : []), [report.data, chart.data]);
  return (
    <div className="report__body">
      <StatementTable lines={lines} columns={report.data?.columns ?? []} pointInTime loading={report.isFetching && !report.data} label={t('balanceSheet')} testId="balance-sheet" />
      <div className="report__footer">
        <span>
          {report.data?.totals.map((total, i) => {
            const column = report.data.columns[i]!;
            const period = periodRange(column.to, column.to, formats.lang);
            return total.balanced ? (
              <Tag key={column.to} color="success" icon={<CheckCircleFilled />} data-testid="balance-check">
                {t('balanced', { period })}
              </Tag>
            ) : (
              <Tag key={column.to} color="error" icon={<WarningFilled />} data-testid="balance-check">
                {t('notBalanced', { period })}
              </Tag>
            );
          })}
        </span>
      </div>
    </div>
  );
}
