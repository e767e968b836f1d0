import { isZeroAmount } from '@lontar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useWorkspaceNav } from '../../ui/workspace-nav.ts';
import { DateRangeFilters, ReportFilters, ReportFrame, useDayRange } from '../reports/report-ui.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { goodsFormOf } from './goods-forms.ts';
import { fetchItemHistory, stockKeys, useItemByNo, useStockSettings, type ItemHistoryRow } from './inventory-api.ts';
import { ItemFilter, PHONE, StockTable, useStockFormat, WarehouseFilter } from './stock-report-ui.tsx';

const PAGE_SIZE = 100;

/** "Histori Persediaan": an item's moves between two dates after its opening balance, a row opening its document. */
export default function ItemHistoryScreen({ tenantId }: ScreenProps) {
  const { t } = useTranslation(['inventory', 'menu']);
  const formats = useFormats();
  const show = useStockFormat();
  const nav = useWorkspaceNav();
  const phone = useMediaQuery(PHONE);
  const settings = useStockSettings(tenantId);
  const [itemno, setItemno] = useState<string | null>(null);
  const [warehouseid, setWarehouseid] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const range = useDayRange(`${new Date().getFullYear()}-01-01`);
  const { from, to, badRange } = range;
  const item = useItemByNo(tenantId, itemno);
  const unit1 = typeof item.data?.unit1 === 'string' ? item.data.unit1 : '';
  const ready = Boolean(itemno && from && to && !badRange);
  const query = { itemno: itemno ?? '', fromdate: from ?? '', todate: to ?? '', warehouseid, page, size: PAGE_SIZE };
  const history = useQuery({
    queryKey: [...stockKeys.all(tenantId), 'item-itemhist', query],
    enabled: ready,
    queryFn: () => fetchItemHistory(tenantId, query),
    placeholderData: keepPreviousData,
  });
  // A new item, range or warehouse starts at the first page (where the opening row is).
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const multiWarehouse = settings.data?.multiWarehouse === true;
  const warehouseName = (id: number | null) => settings.data?.warehouses.find((w) => w.whid === id)?.name ?? '';

  const documentCell = (row: ItemHistoryRow) => {
    if (row.opening) return <Typography.Text strong>{t('opening')}</Typography.Text>;
    const def = goodsFormOf(row.form);
    const name = def ? t(`forms.${def.form}`) : (row.form ?? '');
    const label = [name, row.number].filter(Boolean).join(' ');
    if (!def || row.id === null) return label;
    return (
      <Button type="link" size="small" className="stock-report__link" aria-label={t('openDocument', { number: label })} onClick={() => nav.openRecord(def.key, row.id!)}>
        {label}
      </Button>
    );
  };

  const showWarehouse = multiWarehouse && warehouseid === null;
  const inOut = (row: ItemHistoryRow) => (row.opening ? '' : isZeroAmount(row.qtyout) ? `+${show.qty(row.qtyin)}` : `−${show.qty(row.qtyout)}`);
  const balanceTitle = `${t('balance')}${unit1 ? ` (${unit1})` : ''}`;
  // A phone shows the date, the document (its warehouse under it), the move and the balance; the money scrolls in.
  const columns: ColumnsType<ItemHistoryRow> = phone
    ? [
        { key: 'date', title: t('date'), width: 86, render: (_v, row) => showDate(row.date, formats) },
        {
          key: 'document',
          title: t('document'),
          width: 104,
          render: (_v, row) => (
            <div className="stock-report__stacked">
              {documentCell(row)}
              {showWarehouse && !row.opening && <Typography.Text type="secondary">{warehouseName(row.warehouseid)}</Typography.Text>}
            </div>
          ),
        },
        { key: 'move', title: t('move'), width: 62, align: 'right', render: (_v, row) => inOut(row) },
        { key: 'balance', title: balanceTitle, width: 70, align: 'right', render: (_v, row) => show.qty(row.balance) },
        { key: 'value', title: t('value'), width: 120, align: 'right', render: (_v, row) => show.money(row.value) },
        { key: 'unitcost', title: t('unitCost'), width: 110, align: 'right', render: (_v, row) => show.money(row.unitcost) },
      ]
    : [
        { key: 'date', title: t('date'), width: 110, render: (_v, row) => showDate(row.date, formats) },
        { key: 'document', title: t('document'), width: 260, render: (_v, row) => documentCell(row) },
        ...(showWarehouse ? [{ key: 'warehouse', title: t('warehouse'), width: 150, ellipsis: true, render: (_v: unknown, row: ItemHistoryRow) => warehouseName(row.warehouseid) }] : []),
        { key: 'qtyin', title: t('qtyIn'), width: 100, align: 'right', render: (_v, row) => (row.opening || isZeroAmount(row.qtyin) ? '' : show.qty(row.qtyin)) },
        { key: 'qtyout', title: t('qtyOut'), width: 100, align: 'right', render: (_v, row) => (row.opening || isZeroAmount(row.qtyout) ? '' : show.qty(row.qtyout)) },
        { key: 'balance', title: balanceTitle, width: 120, align: 'right', render: (_v, row) => show.qty(row.balance) },
        { key: 'unitcost', title: t('unitCost'), width: 140, align: 'right', render: (_v, row) => show.money(row.unitcost) },
        { key: 'value', title: t('value'), width: 160, align: 'right', render: (_v, row) => show.money(row.value) },
      ];
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <ReportFrame title={t('menu:items.itemHistory')} testId="item-history">
      <ReportFilters>
        <ItemFilter tenantId={tenantId} id="history-item" value={itemno} onChange={filter(setItemno)} />
        <DateRangeFilters idPrefix="history" range={{ ...range, setFrom: filter(range.setFrom), setTo: filter(range.setTo) }} />
        {multiWarehouse && <WarehouseFilter tenantId={tenantId} id="history-warehouse" value={warehouseid} onChange={filter(setWarehouseid)} />}
      </ReportFilters>
      <StockTable<ItemHistoryRow>
        aria-label={t('menu:items.itemHistory')}
        data-testid="item-history-table"
        columns={columns}
        dataSource={ready ? (history.data?.listdata ?? []).map((row, index) => ({ ...row, key: `${page}-${index}` })) : []}
        rowKey="key"
        rowClassName={(row) => (row.opening ? 'stock-report__opening' : '')}
        loading={history.isFetching && !history.data}
        scroll={{ x: width }}
        empty={t('noItem')}
        pagination={
          (history.data?.total ?? 0) > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: history.data?.total ?? 0, showSizeChanger: false, onChange: setPage }
            : false
        }
      />
    </ReportFrame>
  );
}
