import { subtractAmount } from '@lontar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { ExportButtons, Filter, ReportFilters, ReportFrame } from '../reports/report-ui.tsx';
import { today } from '../reports/period-text.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { fetchLowStock, fetchStockBalance, stockKeys, useStockSettings, type LowStockRow, type StockBalanceRow } from './inventory-api.ts';
import { PHONE, StockTable, useStockFormat, WarehouseFilter } from './stock-report-ui.tsx';
import { StockCardReport } from './StockCardReport.tsx';
import { ValuationReport } from './ValuationReport.tsx';

type Kind = 'stockBalance' | 'stockCard' | 'valuation' | 'lowStock';

/**
 * "Laporan Persediaan": the stock balance (quantity and value per item and warehouse at a date), the stock card, the
 * inventory valuation by category (each exported) and the low stock.
 */
export default function InventoryReportsScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['inventory', 'menu']);
  const [kind, setKind] = useState<Kind>('stockBalance');
  return (
    <ReportFrame
      title={t('menu:items.reportInventory')}
      testId="inventory-reports"
      extra={
        <Segmented<Kind>
          value={kind}
          onChange={setKind}
          options={(['stockBalance', 'stockCard', 'valuation', 'lowStock'] as const).map((value) => ({ value, label: t(value) }))}
          data-testid="report-kind"
          className="inventory-reports__kind"
        />
      }
    >
      {kind === 'stockBalance' && <StockBalance tenantId={tenantId} canExport={rights.export} />}
      {kind === 'stockCard' && <StockCardReport tenantId={tenantId} canExport={rights.export} />}
      {kind === 'valuation' && <ValuationReport tenantId={tenantId} canExport={rights.export} />}
      {kind === 'lowStock' && <LowStock tenantId={tenantId} />}
    </ReportFrame>
  );
}

function StockBalance({ tenantId, canExport }: { tenantId: number; canExport: boolean }) {
  const { t } = useTranslation('inventory');
  const show = useStockFormat();
  const settings = useStockSettings(tenantId);
  const [date, setDate] = useState<string | null>(today());
  const [warehouseid, setWarehouseid] = useState<number | null>(null);
  const query: Record<string, string> = { ...(date ? { date } : {}), ...(warehouseid ? { warehouseid: String(warehouseid) } : {}) };
  const balance = useQuery({
    queryKey: [...stockKeys.all(tenantId), 'stock-balance', query],
    enabled: date !== null,
    queryFn: () => fetchStockBalance(tenantId, query),
    placeholderData: keepPreviousData,
  });
  const multiWarehouse = settings.data?.multiWarehouse === true;
  const phone = useMediaQuery(PHONE);
  // A phone shows the item (its name and warehouse under its number), the quantity and the value side by side.
  const columns: ColumnsType<StockBalanceRow> = phone
    ? [
        {
          key: 'item',
          title: t('item'),
          width: 150,
          render: (_v, row) => (
            <div className="stock-report__stacked">
              <Typography.Text strong>{row.itemno}</Typography.Text>
              <Typography.Text type="secondary" ellipsis>
                {row.itemdescription}
              </Typography.Text>
              {multiWarehouse && <Typography.Text type="secondary">{row.whname}</Typography.Text>}
            </div>
          ),
        },
        { key: 'qty', title: t('quantity'), width: 80, align: 'right', render: (_v, row) => `${show.qty(row.qty)} ${row.unit1}` },
        { key: 'value', title: t('value'), width: 110, align: 'right', render: (_v, row) => show.money(row.value) },
      ]
    : [
        { key: 'itemno', title: t('item'), width: 130, dataIndex: 'itemno' },
        { key: 'itemdescription', title: t('description'), width: 240, dataIndex: 'itemdescription', ellipsis: true },
        ...(multiWarehouse ? [{ key: 'whname', title: t('warehouse'), width: 150, dataIndex: 'whname', ellipsis: true }] : []),
        { key: 'qty', title: t('quantity'), width: 130, align: 'right', render: (_v, row) => `${show.qty(row.qty)} ${row.unit1}` },
        { key: 'value', title: t('value'), width: 170, align: 'right', render: (_v, row) => show.money(row.value) },
      ];
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  const rows = balance.data?.listdata ?? [];
  return (
    <>
      <ReportFilters>
        <Filter label={t('atDate')}>
          <DateInput id="stock-balance-date" value={date} onChange={setDate} />
        </Filter>
        {multiWarehouse && <WarehouseFilter tenantId={tenantId} id="stock-balance-warehouse" value={warehouseid} onChange={setWarehouseid} />}
        <div className="report__actions">
          <ExportButtons
            tenantId={tenantId}
            report="stock-balance"
            query={query}
            filename={`${t('files.stockBalance')}-${date ?? ''}`}
            formats={['xlsx', 'csv']}
            allowed={canExport}
            disabled={date === null}
          />
        </div>
      </ReportFilters>
      <StockTable<StockBalanceRow>
        aria-label={t('stockBalance')}
        data-testid="stock-balance-table"
        columns={columns}
        dataSource={rows.map((row) => ({ ...row, key: `${row.itemid}-${row.warehouseid}` }))}
        rowKey="key"
        loading={balance.isFetching && !balance.data}
        scroll={{ x: width }}
        empty={t('noStock')}
        summary={() =>
          balance.data && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={columns.length - 1}>
                {t('totalValue')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <span data-testid="stock-balance-total">{show.money(balance.data.totalvalue)}</span>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </>
  );
}

function LowStock({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('inventory');
  const show = useStockFormat();
  const rows = useQuery({ queryKey: [...stockKeys.all(tenantId), 'low-stock'], queryFn: () => fetchLowStock(tenantId) });
  const columns: ColumnsType<LowStockRow> = [
    { key: 'itemno', title: t('item'), width: 130, dataIndex: 'itemno' },
    { key: 'itemdescription', title: t('description'), width: 240, dataIndex: 'itemdescription', ellipsis: true },
    { key: 'minimumqty', title: t('minimumQty'), width: 130, align: 'right', render: (_v, row) => `${show.qty(row.minimumqty)} ${row.unit1}` },
    { key: 'qty', title: t('currentQty'), width: 130, align: 'right', render: (_v, row) => `${show.qty(row.qty)} ${row.unit1}` },
    { key: 'short', title: t('shortBy'), width: 120, align: 'right', render: (_v, row) => <span className="stock-report__low">{show.qty(subtractAmount(row.minimumqty, row.qty))}</span> },
  ];
  return (
    <StockTable<LowStockRow>
      aria-label={t('lowStock')}
      data-testid="low-stock-table"
      columns={columns}
      dataSource={rows.data ?? []}
      rowKey="itemid"
      loading={rows.isFetching && !rows.data}
      scroll={{ x: 750 }}
      empty={t('noLowStock')}
    />
  );
}
