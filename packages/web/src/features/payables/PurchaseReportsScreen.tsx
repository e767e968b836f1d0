import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Segmented, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { PHONE, StockTable, useStockFormat } from '../inventory/stock-report-ui.tsx';
import { DateRangeFilters, ExportButtons, Filter, ReportFilters, ReportFrame, useDayRange } from '../reports/report-ui.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { fetchPurchaseReport, payablesKeys, REPORT_PATHS, type PurchaseReportKind } from './payables-api.ts';
import { strong, widthOf } from './payables-ui.tsx';
import { purchaseColumns } from './purchase-report-columns.tsx';

const KINDS: PurchaseReportKind[] = ['byVendor', 'byItem', 'openOrders', 'grni'];
/** The column whose total is each report's bottom line. */
const TOTAL_KEY: Record<PurchaseReportKind, string> = { byVendor: 'total', byItem: 'value', openOrders: 'remainingvalue', grni: 'value' };
/**
 * "Laporan Pembelian": purchases by vendor and by item over a range, purchase order lines still open at its end, and
 * goods received not invoiced at a date (with the unbilled accounts' balance it equals); each exported.
 */
export default function PurchaseReportsScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['payables', 'menu']);
  const formats = useFormats();
  const show = useStockFormat();
  const phone = useMediaQuery(PHONE);
  const [kind, setKind] = useState<PurchaseReportKind>('byVendor');
  const range = useDayRange(`${new Date().getFullYear()}-01-01`);
  const atDate = kind === 'grni';
  const ready = atDate ? Boolean(range.to) : Boolean(range.from && range.to && !range.badRange);
  const query: Record<string, string> = atDate ? { asof: range.to ?? '' } : { fromdate: range.from ?? '', todate: range.to ?? '' };
  const report = useQuery({ queryKey: [...payablesKeys.all(tenantId), REPORT_PATHS[kind], query], enabled: ready, queryFn: () => fetchPurchaseReport(tenantId, kind, query), placeholderData: keepPreviousData });
  const data = report.data && report.isPlaceholderData ? undefined : report.data;
  const columns = purchaseColumns(kind, { t, show, formats, phone });
  const totals = data?.totals as Record<string, string | number> | undefined;
  // The totals row: its label over the columns before the first with a total, then each column's total (or nothing).
  const totalAt = Math.max(1, columns.findIndex((c) => totals?.[String(c.key)] !== undefined));
  const totalText = (key: string) => (totals?.[key] === undefined ? '' : typeof totals[key] === 'number' ? String(totals[key]) : show.money(totals[key]));
  const filename = `${t(`files.${kind}`)}-${atDate ? (range.to ?? '') : `${range.from ?? ''}-${range.to ?? ''}`}`;
  return (
    <ReportFrame
      title={t('menu:items.reportPurchasing')}
      testId="purchase-reports"
      extra={<Segmented<PurchaseReportKind> value={kind} onChange={setKind} options={KINDS.map((value) => ({ value, label: t(value) }))} data-testid="report-kind" className="inventory-reports__kind" />}
    >
      <ReportFilters>
        {atDate ? (
          <Filter label={t('asOf')}>
            <DateInput id="purchase-report-asof" value={range.to} onChange={range.setTo} />
          </Filter>
        ) : (
          <DateRangeFilters idPrefix="purchase-report" range={range} />
        )}
        <div className="report__actions">
          <ExportButtons tenantId={tenantId} report={REPORT_PATHS[kind]} query={query} filename={filename} formats={['xlsx', 'csv']} allowed={rights.export} disabled={!ready} />
        </div>
      </ReportFilters>
      <StockTable<never>
        aria-label={t(kind)}
        data-testid="purchase-report-table"
        columns={columns}
        dataSource={(ready ? (data?.listdata ?? []) : []) as never[]}
        rowKey={(row: Record<string, unknown>) => String(row.vendorid ?? row.itemid ?? `${row.poid ?? row.receiveid}-${row.poseq ?? row.receiveseq}`)}
        loading={report.isFetching && !data}
        scroll={{ x: widthOf(columns) }}
        empty={t('noRows')}
        summary={() =>
          totals && (
            <>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={totalAt}>
                  {strong(t('total'))}
                </Table.Summary.Cell>
                {columns.slice(totalAt).map((c, i) => (
                  <Table.Summary.Cell key={String(c.key)} index={i + 1} align="right">
                    <span data-testid={c.key === TOTAL_KEY[kind] ? 'purchase-report-total' : undefined}>{strong(totalText(String(c.key)))}</span>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
              {kind === 'grni' && data?.unbilledbalance !== undefined && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={totalAt}>
                    <Typography.Text type="secondary">{t('unbilledBalance')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <span data-testid="purchase-report-unbilled">{show.money(data.unbilledbalance)}</span>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} colSpan={columns.length - totalAt - 1} />
                </Table.Summary.Row>
              )}
            </>
          )
        }
      />
    </ReportFrame>
  );
}
