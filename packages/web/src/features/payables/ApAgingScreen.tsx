import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { PHONE, StockTable, useStockFormat } from '../inventory/stock-report-ui.tsx';
import { ExportButtons, Filter, ReportFilters, ReportFrame } from '../reports/report-ui.tsx';
import { today } from '../reports/period-text.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { AGING_COLUMNS, fetchAging, payablesKeys, type AgingInvoice, type AgingTotals, type AgingVendor } from './payables-api.ts';
import { DocumentLink, spanRows, strong, VendorFilter, widthOf } from './payables-ui.tsx';

/** A table row: a vendor's heading, one of its open invoices, or its totals. */
type Row = { key: string; kind: 'heading' | 'invoice' | 'total'; vendor: AgingVendor; invoice?: AgingInvoice };

/** "Umur Hutang": each vendor's open purchase invoices at a date by days past due, with totals and the payable accounts' balance. */
export default function ApAgingScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['payables', 'menu']);
  const formats = useFormats();
  const show = useStockFormat();
  const phone = useMediaQuery(PHONE);
  const [asof, setAsof] = useState<string | null>(today());
  const [vendorid, setVendorid] = useState<number | null>(null);
  const query: Record<string, string> = { ...(asof ? { asof } : {}), ...(vendorid ? { vendorid: String(vendorid) } : {}) };
  const report = useQuery({ queryKey: [...payablesKeys.all(tenantId), 'ap-aging', query], enabled: asof !== null, queryFn: () => fetchAging(tenantId, query), placeholderData: keepPreviousData });
  const vendors = report.data?.listdata ?? [];
  const currencies = new Set(vendors.flatMap((v) => v.invoices.map((i) => i.currency)));
  const rows: Row[] = vendors.flatMap((vendor) => [
    { key: `h-${vendor.vendorid}`, kind: 'heading' as const, vendor },
    ...vendor.invoices.map((invoice) => ({ key: `i-${invoice.docid}`, kind: 'invoice' as const, vendor, invoice })),
    { key: `t-${vendor.vendorid}`, kind: 'total' as const, vendor },
  ]);
  const money = (value: string) => show.money(value);
  const bucket = (b: (typeof AGING_COLUMNS)[number]) => ({
    key: b,
    title: t(b),
    width: 110,
    align: 'right' as const,
    render: (_v: unknown, row: Row) => (row.kind === 'invoice' ? (row.invoice!.bucket === b ? money(row.invoice!.baseowing) : '') : row.kind === 'total' ? strong(money(row.vendor.totals[b])) : ''),
  });
  const invoiceCell = (row: Row) => {
    if (row.kind === 'heading') return strong(`${row.vendor.vendorno} · ${row.vendor.vendorname}`);
    if (row.kind === 'total') return strong(t('totalOf', { name: row.vendor.vendorname }));
    const inv = row.invoice!;
    const link = <DocumentLink form="purchase-invoice" id={inv.docid} label={inv.docno} />;
    if (!phone) return link;
    return (
      <div className="stock-report__stacked">
        {link}
        <Typography.Text type="secondary">
          {showDate(inv.duedate ?? inv.invoicedate, formats)} · {inv.days > 0 ? t('daysPastDue', { days: inv.days }) : t('notDue')}
        </Typography.Text>
      </div>
    );
  };
  const owingCell = (row: Row) => (row.kind === 'invoice' ? (currencies.size > 1 ? `${row.invoice!.currency} ${money(row.invoice!.owing)}` : money(row.invoice!.owing)) : '');
  const total = { key: 'total', title: t('total'), width: phone ? 120 : 125, align: 'right' as const, render: (_v: unknown, row: Row) => (row.kind === 'invoice' ? money(row.invoice!.baseowing) : row.kind === 'total' ? strong(money(row.vendor.totals.total)) : '') };
  const base: ColumnsType<Row> = phone
    ? [{ key: 'invoice', title: t('invoice'), width: 165, render: (_v, row) => invoiceCell(row) }, total, ...AGING_COLUMNS.map(bucket)]
    : [
        { key: 'invoice', title: t('invoice'), width: 120, render: (_v, row) => invoiceCell(row) },
        { key: 'invoicedate', title: t('invoiceDate'), width: 100, render: (_v, row) => (row.invoice ? showDate(row.invoice.invoicedate, formats) : '') },
        { key: 'duedate', title: t('dueDate'), width: 100, render: (_v, row) => (row.invoice ? showDate(row.invoice.duedate ?? row.invoice.invoicedate, formats) : '') },
        { key: 'days', title: t('days'), width: 56, align: 'right', render: (_v, row) => (row.invoice && row.invoice.days > 0 ? row.invoice.days : '') },
        { key: 'owing', title: t('owing'), width: 125, align: 'right', render: (_v, row) => owingCell(row) },
        ...AGING_COLUMNS.map(bucket),
        total,
      ];
  const at = base.findIndex((c) => c.key === (phone ? 'total' : 'current'));
  const columns = spanRows(base, at);
  const totals = report.data?.totals;
  const summaryCells = (values: AgingTotals) =>
    phone ? [values.total, ...AGING_COLUMNS.map((b) => values[b])] : [...AGING_COLUMNS.map((b) => values[b]), values.total];
  return (
    <ReportFrame title={t('menu:items.apAging')} testId="ap-aging">
      <ReportFilters>
        <Filter label={t('asOf')}>
          <DateInput id="ap-aging-asof" value={asof} onChange={setAsof} />
        </Filter>
        <VendorFilter tenantId={tenantId} id="ap-aging-vendor" label={t('vendorOptional')} value={vendorid} onChange={setVendorid} />
        <div className="report__actions">
          <ExportButtons tenantId={tenantId} report="ap-aging" query={query} filename={`${t('files.apAging')}-${asof ?? ''}`} formats={['xlsx', 'csv']} allowed={rights.export} disabled={asof === null} />
        </div>
      </ReportFilters>
      <StockTable<Row>
        aria-label={t('apAging')}
        data-testid="ap-aging-table"
        columns={columns}
        dataSource={rows}
        rowKey="key"
        rowClassName={(row) => (row.kind === 'heading' ? 'stock-card__section' : row.kind === 'total' ? 'stock-report__opening' : '')}
        loading={report.isFetching && !report.data}
        scroll={{ x: widthOf(base) }}
        empty={t('noOpenInvoices')}
        summary={() =>
          totals && (
            <>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={at}>
                  {strong(t('grandTotal'))}
                </Table.Summary.Cell>
                {summaryCells(totals).map((value, i) => (
                  <Table.Summary.Cell key={i} index={i + 1} align="right">
                    <span data-testid={i === (phone ? 0 : AGING_COLUMNS.length) ? 'ap-aging-total' : undefined}>{strong(money(value))}</span>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
              {report.data?.payablebalance != null && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={phone ? at : base.length - 1}>
                    <Typography.Text type="secondary">{t('payableBalance')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <span data-testid="ap-aging-payable">{money(report.data.payablebalance)}</span>
                  </Table.Summary.Cell>
                  {phone && <Table.Summary.Cell index={2} colSpan={AGING_COLUMNS.length} />}
                </Table.Summary.Row>
              )}
            </>
          )
        }
      />
    </ReportFrame>
  );
}
