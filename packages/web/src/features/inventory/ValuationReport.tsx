import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { ExportButtons, Filter, ReportFilters } from '../reports/report-ui.tsx';
import { today } from '../reports/period-text.ts';
import { stockKeys } from './inventory-api.ts';
import { fetchValuation, type ValuationGroup, type ValuationRow } from './stock-reports-api.ts';
import { PHONE, StockTable, useStockFormat } from './stock-report-ui.tsx';

/** A table row: a category heading, an item, or a category's subtotal. */
type Row = { key: string; kind: 'category' | 'item' | 'subtotal'; name: string; item?: ValuationRow; subtotal?: string };

/** "Laporan Nilai Persediaan": each item's quantity, unit cost and value at a date, by category with subtotals. */
export function ValuationReport({ tenantId, canExport }: { tenantId: number; canExport: boolean }) {
  const { t } = useTranslation('inventory');
  const show = useStockFormat();
  const phone = useMediaQuery(PHONE);
  const [date, setDate] = useState<string | null>(today());
  const query: Record<string, string> = date ? { date } : {};
  const report = useQuery({
    queryKey: [...stockKeys.all(tenantId), 'inventory-valuation', query],
    enabled: date !== null,
    queryFn: () => fetchValuation(tenantId, query),
    placeholderData: keepPreviousData,
  });
  const nameOf = (g: ValuationGroup) => g.category ?? t('noCategory');
  const rows: Row[] = (report.data?.listdata ?? []).flatMap((g) => [
    { key: `c-${g.categoryid}`, kind: 'category' as const, name: nameOf(g) },
    ...g.rows.map((item) => ({ key: `i-${item.itemid}`, kind: 'item' as const, name: nameOf(g), item })),
    { key: `s-${g.categoryid}`, kind: 'subtotal' as const, name: nameOf(g), subtotal: g.subtotal },
  ]);
  const itemCell = (item: ValuationRow) =>
    phone ? (
      <div className="stock-report__stacked">
        <Typography.Text strong>{item.itemno}</Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          {item.itemdescription}
        </Typography.Text>
      </div>
    ) : (
      item.itemno
    );
  const unitCost = { key: 'unitcost', title: t('unitCost'), width: 140, align: 'right' as const, render: (_v: unknown, row: Row) => (row.item ? show.money(row.item.unitcost) : '') };
  const base: ColumnsType<Row> = [
    {
      key: 'item',
      title: t('item'),
      width: phone ? 150 : 130,
      render: (_v, row) => (row.kind === 'item' ? itemCell(row.item!) : <Typography.Text strong>{row.kind === 'subtotal' ? t('subtotal', { name: row.name }) : row.name}</Typography.Text>),
    },
    ...(phone ? [] : [{ key: 'description', title: t('description'), width: 240, ellipsis: true, render: (_v: unknown, row: Row) => row.item?.itemdescription ?? '' }]),
    { key: 'qty', title: t('quantity'), width: phone ? 80 : 130, align: 'right', render: (_v, row) => (row.item ? `${show.qty(row.item.qty)} ${row.item.unit1}` : '') },
    // A phone keeps the value in view; the unit cost scrolls in after it.
    ...(phone ? [] : [unitCost]),
    { key: 'value', title: t('value'), width: phone ? 110 : 170, align: 'right', render: (_v, row) => (row.item ? show.money(row.item.value) : row.subtotal ? <strong>{show.money(row.subtotal)}</strong> : '') },
    ...(phone ? [unitCost] : []),
  ];
  // A category heading spans the table; a subtotal's label the columns before the value.
  const at = base.findIndex((c) => c.key === 'value');
  const columns = base.map((c, i) => ({
    ...c,
    onCell: (row: Row) => ({ colSpan: row.kind === 'category' ? (i === 0 ? base.length : 0) : row.kind === 'subtotal' && i < at ? (i === 0 ? at : 0) : 1 }),
  }));
  const width = base.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  return (
    <>
      <ReportFilters>
        <Filter label={t('atDate')}>
          <DateInput id="valuation-date" value={date} onChange={setDate} />
        </Filter>
        <div className="report__actions">
          <ExportButtons tenantId={tenantId} report="inventory-valuation" query={query} filename={`${t('valuationFile')}-${date ?? ''}`} formats={['xlsx', 'csv']} allowed={canExport} disabled={date === null} />
        </div>
      </ReportFilters>
      <StockTable<Row>
        aria-label={t('valuation')}
        data-testid="valuation-table"
        columns={columns}
        dataSource={rows}
        rowKey="key"
        rowClassName={(row) => (row.kind === 'item' ? '' : row.kind === 'category' ? 'stock-card__section' : 'stock-report__opening')}
        loading={report.isFetching && !report.data}
        scroll={{ x: width }}
        empty={t('noStock')}
        summary={() =>
          report.data && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={at}>
                {t('totalValue')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <span data-testid="valuation-total">{show.money(report.data.totalvalue)}</span>
              </Table.Summary.Cell>
              {at < base.length - 1 && <Table.Summary.Cell index={2} colSpan={base.length - at - 1} />}
            </Table.Summary.Row>
          )
        }
      />
    </>
  );
}
