import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { today } from '../reports/period-text.ts';
import { DateRangeFilters, ExportButtons, Filter, ReportFilters, ReportFrame, useDayRange, YearInput } from '../reports/report-ui.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { useNarrowScreen } from '../workspace/use-narrow-screen.ts';
import { ASSET_REPORTS, assetKeys, fetchAssetReport, type AssetListAnswer, type DisposalsAnswer, type FiscalAnswer, type ScheduleAnswer } from './asset-api.ts';
import { AssetListTable, DisposalsTable, FiscalTable, ScheduleTable } from './asset-report-tables.tsx';
import { reportQuery, type AssetReportKind, type AssetReportFilters } from './asset-report-query.ts';

const KINDS: readonly AssetReportKind[] = ['list', 'schedule', 'fiscal', 'disposals'];

/**
 * "Laporan Aktiva Tetap": the assets with their book value at a date, one asset's depreciation schedule, book vs
 * fiscal depreciation of a year, and the disposals of a range; each downloadable as Excel or CSV.
 */
export default function AssetReportsScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['assets', 'menu', 'reports']);
  const narrow = useNarrowScreen();
  const now = today();
  const [kind, setKind] = useState<AssetReportKind>('list');
  const [date, setDate] = useState<string | null>(now);
  const [assetid, setAssetid] = useState<number | null>(null);
  const [year, setYear] = useState(Number(now.slice(0, 4)));
  const range = useDayRange(`${now.slice(0, 4)}-01-01`);
  const filters: AssetReportFilters = { date, assetid, year, fromdate: range.from, todate: range.to };
  const query = reportQuery(kind, filters);
  const report = useQuery({
    queryKey: [...assetKeys.all(tenantId), 'report', kind, query],
    queryFn: () => fetchAssetReport<unknown>(tenantId, ASSET_REPORTS[kind], query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const loading = report.isFetching && !report.data;
  const kindOptions = KINDS.map((value) => ({ value, label: t(`assets:reports.${value}`) }));
  const suffix = kind === 'list' ? date : kind === 'schedule' ? String(assetid ?? '') : kind === 'fiscal' ? String(year) : `${range.from}-${range.to}`;

  return (
    <ReportFrame
      title={t('menu:items.reportAssets')}
      testId="asset-reports"
      extra={
        narrow ? (
          <Select<AssetReportKind> value={kind} onChange={setKind} options={kindOptions} className="report__kind" data-testid="asset-report-kind" />
        ) : (
          <Segmented<AssetReportKind> value={kind} onChange={setKind} options={kindOptions} data-testid="asset-report-kind" />
        )
      }
    >
      <ReportFilters>
        {kind === 'list' && (
          <Filter label={t('assets:atDate')}>
            <DateInput id="asset-report-date" value={date} onChange={setDate} />
          </Filter>
        )}
        {kind === 'schedule' && (
          <Filter label={t('assets:asset')} wide>
            <LookupSelect tenantId={tenantId} lookup="fixedAsset" id="asset-report-asset" value={assetid} onChange={(next) => setAssetid(typeof next === 'number' ? next : null)} aria-label={t('assets:chooseAsset')} />
          </Filter>
        )}
        {kind === 'fiscal' && (
          <Filter label={t('assets:year')}>
            <YearInput id="asset-report-year" value={year} onChange={setYear} />
          </Filter>
        )}
        {kind === 'disposals' && <DateRangeFilters idPrefix="asset-report" range={range} />}
        <div className="report__actions">
          <ExportButtons tenantId={tenantId} report={ASSET_REPORTS[kind]} query={query ?? {}} filename={`${t(`assets:files.${kind}`)}-${suffix}`} formats={['xlsx', 'csv']} allowed={rights.export} disabled={query === null} />
        </div>
      </ReportFilters>
      {kind === 'disposals' && range.badRange && <Alert type="warning" showIcon title={t('reports:rangeInvalid')} />}
      {kind === 'list' && <AssetListTable data={report.data as AssetListAnswer | undefined} loading={loading} />}
      {kind === 'schedule' && <ScheduleTable data={query ? (report.data as ScheduleAnswer | undefined) : undefined} loading={loading && query !== null} />}
      {kind === 'fiscal' && <FiscalTable data={report.data as FiscalAnswer | undefined} loading={loading} />}
      {kind === 'disposals' && <DisposalsTable data={report.data as DisposalsAnswer | undefined} loading={loading} />}
    </ReportFrame>
  );
}
