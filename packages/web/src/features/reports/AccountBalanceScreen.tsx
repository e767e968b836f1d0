import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChart } from '../masters/accounts/chart-api.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { rollUp, type RolledRow } from './account-rollup.ts';
import { OpeningBalancesEditor } from './OpeningBalancesEditor.tsx';
import { today } from './period-text.ts';
import { AccountCell, CorrectionsSwitch, ExportButtons, Filter, ReportFilters, ReportFrame, useAmountColumn, useReportWidths, useTableBody, YearInput } from './report-ui.tsx';
import { correctionsQuery, fetchYearBalances, reportKeys } from './reports-api.ts';

type View = 'year' | 'opening';

/** "Saldo Akun": every account's opening, debit, credit and balance for a fiscal year in tree order, and the opening balances. */
export default function AccountBalanceScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['reports', 'menu']);
  const [view, setView] = useState<View>('year');
  return (
    <ReportFrame
      title={t('menu:items.accountBalance')}
      testId="account-balance"
      extra={
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'year', label: t('reports:balancesOfYear') },
            { value: 'opening', label: t('reports:openingBalances') },
          ]}
        />
      }
    >
      {/* Both stay mounted: typed opening balances survive a look at the year's balances. */}
      <div className="report__pane" hidden={view !== 'year'}>
        <YearBalances tenantId={tenantId} canExport={rights.export} />
      </div>
      <div className="report__pane" hidden={view !== 'opening'}>
        <OpeningBalancesEditor tenantId={tenantId} canEdit={rights.ubah} />
      </div>
    </ReportFrame>
  );
}

function YearBalances({ tenantId, canExport }: { tenantId: number; canExport: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const english = i18n.language !== 'id';
  const amountColumn = useAmountColumn();
  const chart = useChart(tenantId);
  const [fyear, setFyear] = useState(Number(today().slice(0, 4)));
  const [corrections, setCorrections] = useState(false);
  const balances = useQuery({ queryKey: reportKeys.yearBalances(tenantId, fyear, corrections), queryFn: () => fetchYearBalances(tenantId, fyear, corrections), placeholderData: keepPreviousData });
  const body = useTableBody();
  const widths = useReportWidths();
  const rows = useMemo(
    () => rollUp((balances.data ?? []).map((r) => ({ glid: r.glid, glaccount: r.glaccount, accountname: r.accountname, amounts: [r.openingbal, r.debit, r.credit, r.balance] })), chart.data),
    [balances.data, chart.data],
  );
  const columns: ColumnsType<RolledRow> = [
    {
      key: 'account',
      title: t('account'),
      width: widths.account,
      fixed: widths.fixed,
      ellipsis: true,
      render: (_v, row) => <AccountCell glaccount={row.glaccount} name={english && row.accountname2 ? row.accountname2 : row.accountname} depth={row.depth} strong={row.parent} />,
    },
    ...(['opening', 'debit', 'credit', 'balance'] as const).map((name, i) => amountColumn<RolledRow>(name, t(name), widths.amount, (row) => row.amounts[i])),
  ];
  return (
    <>
      <ReportFilters>
        <Filter label={t('fiscalYear')}>
          <YearInput id="balance-year" value={fyear} onChange={setFyear} />
        </Filter>
        <div className="report__actions">
          <CorrectionsSwitch id="balance-corrections" value={corrections} onChange={setCorrections} />
          <ExportButtons tenantId={tenantId} report="glbalance" query={{ fyear: String(fyear), ...correctionsQuery(corrections) }} filename={`${t('files.accountBalance')}-${fyear}`} formats={['xlsx', 'csv']} allowed={canExport} />
        </div>
      </ReportFilters>
      <div className="report__body">
        <div className="report__table" ref={body.ref}>
          <Table<RolledRow>
            virtual
            size="small"
            aria-label={t('balancesOfYear')}
            data-testid="year-balances"
            columns={columns}
            dataSource={rows}
            rowKey="glid"
            pagination={false}
            loading={balances.isFetching && !balances.data}
            scroll={{ x: widths.account + 4 * widths.amount, y: body.y }}
            rowClassName={(row) => (row.parent ? 'report__line--parent' : '')}
            locale={{ emptyText: t('noActivity') }}
          />
        </div>
        <p className="report__note">
          {t('signNote')}
          {corrections && ` ${t('correctionsNote')}`}
        </p>
      </div>
    </>
  );
}
