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
import { fetchTradeReport, payablesKeys, REPORT_PATHS, type TradeReportKind } from './payables-api.ts';
import { strong, widthOf } from './payables-ui.tsx';
import { purchaseColumns } from './purchase-report-columns.tsx';
import { PURCHASE_VIEW, type TradeSideView } from './trade-side-view.ts';

/** The column whose total is each report's bottom line. */
const TOTAL_KEY: Record<TradeReportKind, string> = { byVendor: 'total', byItem: 'value', openOrders: 'remainingvalue', grni: 'value', byCustomer: 'total', bySalesman: 'total', salesByItem: 'value', openSalesOrders: 'remainingvalue', deliveredNotInvoiced: 'value' };

/**
 * A side's "Laporan": its reports as tabs (trade-side-view.ts `reports`). "Laporan Pembelian": purchases by vendor
 * and by item over a range, purchase order lines still open at its end, and goods received not invoiced at a date
 * (with the unbilled accounts' balance it equals). "Laporan Penjualan": sales by customer, by salesman and by item
 * over a range, open sales orders, and delivered not invoiced at a date (beside goods in transit). Each exported.
 */
export function TradeReportsScreen({ tenantId, rights, side }: ScreenProps & { side: TradeSideView }) {
  const { t } = useTranslation(['payables', 'menu']);
  const KINDS = side.reports;
  const testId = `${side.key}-report`;
  const formats = useFormats();
  const show = useStockFormat();
  const phone = useMediaQuery(PHONE);
  const [kind, setKind] = useState<TradeReportKind>(KINDS[0]!);
  const range = useDayRange(`${new Date().getFullYear()}-01-01`);
  // The goods not invoiced are at a date, beside the accounts' balance they equal (unbilled, goods in transit).
  const atDate = kind === 'grni' || kind === 'deliveredNotInvoiced';
  const ready = atDate ? Boolean(range.to) : Boolean(range.from && range.to && !range.badRange);
  const query: Record<string, string> = atDate ? { asof: range.to ?? '' } : { fromdate: range.from ?? '', todate: range.to ?? '' };
  const report = useQuery({ queryKey: [...payablesKeys.all(tenantId), REPORT_PATHS[kind], query], enabled: ready, queryFn: () => fetchTradeReport(tenantId, kind, query), placeholderData: keepPreviousData });
  const data = report.data && report.isPlaceholderData ? undefined : report.data;
  const columns = purchaseColumns(kind, { t, show, formats, phone });
  const totals = data?.totals as Record<string, string | number> | undefined;
  // The totals row: its label over the columns before the first with a total, then each column's total (or nothing).
  const totalAt = Math.max(1, columns.findIndex((c) => totals?.[String(c.key)] !== undefined));
  const totalText = (key: string) => (totals?.[key] === undefined ? '' : typeof totals[key] === 'number' ? String(totals[key]) : show.money(totals[key]));
  const filename = `${t(`files.${kind}`)}-${atDate ? (range.to ?? '') : `${range.from ?? ''}-${range.to ?? ''}`}`;
  return (
    <ReportFrame
      title={t(`menu:items.${side.reportsMenu}`)}
      testId={`${testId}s`}
      extra={<Segmented<TradeReportKind> value={kind} onChange={setKind} options={KINDS.map((value) => ({ value, label: t(value) }))} data-testid="report-kind" className="inventory-reports__kind" />}
    >
      <ReportFilters>
        {atDate ? (
          <Filter label={t('asOf')}>
            <DateInput id={`${testId}-asof`} value={range.to} onChange={range.setTo} />
          </Filter>
        ) : (
          <DateRangeFilters idPrefix={testId} range={range} />
        )}
        <div className="report__actions">
          <ExportButtons tenantId={tenantId} report={REPORT_PATHS[kind]} query={query} filename={filename} formats={['xlsx', 'csv']} allowed={rights.export} disabled={!ready} />
        </div>
      </ReportFilters>
      <StockTable<never>
        aria-label={t(kind)}
        data-testid={`${testId}-table`}
        columns={columns}
        dataSource={(ready ? (data?.listdata ?? []) : []) as never[]}
        rowKey={(row: Record<string, unknown>) => String(row.partyid !== undefined ? `p${String(row.partyid)}` : (row.itemid ?? `${row.poid ?? row.receiveid}-${row.poseq ?? row.receiveseq}`))}
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
                    <span data-testid={c.key === TOTAL_KEY[kind] ? `${testId}-total` : undefined}>{strong(totalText(String(c.key)))}</span>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
              {atDate && data?.unbilledbalance !== undefined && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={totalAt}>
                    <Typography.Text type="secondary">{t(kind === 'grni' ? 'unbilledBalance' : 'transitBalance')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <span data-testid={`${testId}-unbilled`}>{show.money(data.unbilledbalance)}</span>
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

/** "Laporan Pembelian": the purchasing side's reports. */
export default function PurchaseReportsScreen(props: ScreenProps) {
  return <TradeReportsScreen {...props} side={PURCHASE_VIEW} />;
}
