import { sumAmounts } from '@lontar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChart } from '../masters/accounts/chart-api.ts';
import { rollUp, type RolledRow } from './account-rollup.ts';
import { AccountCell, useAmountText, useReportWidths, useTableBody } from './report-ui.tsx';
import { fetchTrialBalance, reportKeys } from './reports-api.ts';

interface Line {
  key: string;
  row?: RolledRow;
  total?: string[];
}

/** Trial balance for a range of months: opening, debit, credit and ending per account, parents summed, a total line. */
export function TrialBalanceReport({ tenantId, from, to, corrections = false }: { tenantId: number; from: string; to: string; corrections?: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const english = i18n.language !== 'id';
  const amount = useAmountText();
  const chart = useChart(tenantId);
  const valid = from <= to;
  const report = useQuery({ queryKey: reportKeys.trialBalance(tenantId, from, to, corrections), queryFn: () => fetchTrialBalance(tenantId, from, to, corrections), enabled: valid, placeholderData: keepPreviousData });
  const body = useTableBody();
  const widths = useReportWidths();

  const lines = useMemo((): Line[] => {
    const rows = (report.data ?? []).map((r) => ({ glid: r.glid, glaccount: r.glaccount, accountname: r.accountname, amounts: [r.opening, r.debit, r.credit, r.ending] }));
    if (rows.length === 0) return [];
    // The total adds the postable accounts only: a parent's line already repeats its children.
    const total = [0, 1, 2, 3].map((i) => sumAmounts(rows.map((r) => r.amounts[i])));
    return [...rollUp(rows, chart.data).map((row) => ({ key: String(row.glid), row })), { key: 'total', total }];
  }, [report.data, chart.data]);

  const figure = (i: number) => (line: Line) => amount(line.row ? line.row.amounts[i] : line.total?.[i]);
  const columns: ColumnsType<Line> = [
    {
      key: 'account',
      title: t('account'),
      width: widths.account,
      fixed: widths.fixed,
      ellipsis: true,
      render: (_v, line) =>
        line.row ? (
          <AccountCell glaccount={line.row.glaccount} name={english && line.row.accountname2 ? line.row.accountname2 : line.row.accountname} depth={line.row.depth} strong={line.row.parent} />
        ) : (
          t('total')
        ),
    },
    ...(['opening', 'debit', 'credit', 'ending'] as const).map((name, i) => ({ key: name, title: t(name), width: widths.amount, align: 'right' as const, render: (_v: unknown, line: Line) => figure(i)(line) })),
  ];

  return (
    <div className="report__body">
      {!valid && <Alert type="warning" showIcon title={t('rangeInvalid')} />}
      <div className="report__table" ref={body.ref}>
        <Table<Line>
          virtual
          size="small"
          aria-label={t('trialBalance')}
          data-testid="trial-balance"
          columns={columns}
          dataSource={lines}
          rowKey="key"
          pagination={false}
          loading={report.isFetching && !report.data}
          scroll={{ x: widths.account + 4 * widths.amount, y: body.y }}
          rowClassName={(line) => (line.total ? 'report__line--total' : line.row?.parent ? 'report__line--parent' : '')}
          locale={{ emptyText: t('noActivity') }}
        />
      </div>
      <p className="report__note">
        {t('signNote')}
        {corrections && ` ${t('correctionsNote')}`}
      </p>
    </div>
  );
}
