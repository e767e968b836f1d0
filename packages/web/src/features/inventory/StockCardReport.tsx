import { isZeroAmount } from '@lontar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useWorkspaceNav } from '../../ui/workspace-nav.ts';
import { DateRangeFilters, ExportButtons, ReportFilters, useDayRange } from '../reports/report-ui.tsx';
import { goodsFormOf } from './goods-forms.ts';
import { stockKeys, useStockSettings } from './inventory-api.ts';
import type { StockCardLine, StockCardSection } from '@lontar/core';
import { fetchStockCard } from './stock-reports-api.ts';
import { ItemFilter, PHONE, StockTable, useStockFormat, WarehouseFilter } from './stock-report-ui.tsx';

/** A table row: a section's heading (item and warehouse) or one of its lines. */
type CardRow = { key: string; head: StockCardSection | null; line: StockCardLine | null; unit1: string };

const PAGE_SIZE = 200;

/** "Kartu Stok": per item and warehouse, the opening, each move with the running quantity and value, the closing. */
export function StockCardReport({ tenantId, canExport }: { tenantId: number; canExport: boolean }) {
  const { t } = useTranslation('inventory');
  const formats = useFormats();
  const show = useStockFormat();
  const nav = useWorkspaceNav();
  const phone = useMediaQuery(PHONE);
  const settings = useStockSettings(tenantId);
  const [itemno, setItemno] = useState<string | null>(null);
  const [warehouseid, setWarehouseid] = useState<number | null>(null);
  const range = useDayRange(`${new Date().getFullYear()}-01-01`);
  const { from, to, badRange } = range;
  const ready = Boolean(from && to && !badRange);
  const query: Record<string, string> = { fromdate: from ?? '', todate: to ?? '', ...(itemno ? { itemno } : {}), ...(warehouseid ? { warehouseid: String(warehouseid) } : {}) };
  const card = useQuery({
    queryKey: [...stockKeys.all(tenantId), 'stock-card', query],
    enabled: ready,
    queryFn: () => fetchStockCard(tenantId, query),
    placeholderData: keepPreviousData,
  });
  const multiWarehouse = settings.data?.multiWarehouse === true;

  const rows: CardRow[] = ready
    ? (card.data?.listdata ?? []).flatMap((s) => [
        { key: `${s.itemid}-${s.warehouseid}`, head: s, line: null, unit1: s.unit1 },
        ...s.lines.map((line, i) => ({ key: `${s.itemid}-${s.warehouseid}-${i}`, head: null, line, unit1: s.unit1 })),
      ])
    : [];

  const documentCell = (line: StockCardLine) => {
    if (line.kind !== 'move') return <Typography.Text strong>{t(line.kind === 'opening' ? 'opening' : 'closing')}</Typography.Text>;
    const def = goodsFormOf(line.form);
    const label = [def ? t(`forms.${def.form}`) : (line.form ?? ''), line.number].filter(Boolean).join(' ');
    if (!def || line.id === null) return label;
    return (
      <Button type="link" size="small" className="stock-report__link" aria-label={t('openDocument', { number: label })} onClick={() => nav.openRecord(def.key, line.id!)}>
        {label}
      </Button>
    );
  };
  const heading = (s: StockCardSection) => (
    <div className="stock-card__head">
      <Typography.Text strong>{s.itemno}</Typography.Text> <Typography.Text>{s.itemdescription}</Typography.Text>
      {multiWarehouse && <Typography.Text type="secondary"> · {s.whname}</Typography.Text>}
    </div>
  );
  const qty = (value: string) => (isZeroAmount(value) ? '' : show.qty(value));
  // A heading row spans the whole table; its other cells are hidden.
  const span = (count: number) => (row: CardRow, first = false) => ({ colSpan: row.head ? (first ? count : 0) : 1 });
  const lineCell = (render: (line: StockCardLine, row: CardRow) => ReactNode) => (_v: unknown, row: CardRow) => (row.line ? render(row.line, row) : null);

  // A phone shows the document under its date, the move, the balance and the value; the unit cost scrolls in.
  const base: ColumnsType<CardRow> = phone
    ? [
        {
          key: 'document',
          title: t('document'),
          width: 112,
          render: (_v, row) =>
            row.head ? (
              heading(row.head)
            ) : (
              <div className="stock-report__stacked">
                <Typography.Text type="secondary">{showDate(row.line!.date, formats)}</Typography.Text>
                {documentCell(row.line!)}
              </div>
            ),
        },
        { key: 'move', title: t('move'), width: 56, align: 'right', render: lineCell((l) => (l.kind !== 'move' ? '' : isZeroAmount(l.qtyout) ? `+${show.qty(l.qtyin)}` : `−${show.qty(l.qtyout)}`)) },
        { key: 'balance', title: t('balance'), width: 66, align: 'right', render: lineCell((l, row) => `${show.qty(l.balance)} ${row.unit1}`) },
        { key: 'value', title: t('value'), width: 104, align: 'right', render: lineCell((l) => show.money(l.value)) },
        { key: 'unitcost', title: t('unitCost'), width: 110, align: 'right', render: lineCell((l) => show.money(l.unitcost)) },
      ]
    : [
        { key: 'date', title: t('date'), width: 110, render: (_v, row) => (row.head ? heading(row.head) : showDate(row.line!.date, formats)) },
        { key: 'document', title: t('document'), width: 260, render: lineCell((l) => documentCell(l)) },
        { key: 'qtyin', title: t('qtyIn'), width: 100, align: 'right', render: lineCell((l) => qty(l.qtyin)) },
        { key: 'qtyout', title: t('qtyOut'), width: 100, align: 'right', render: lineCell((l) => qty(l.qtyout)) },
        { key: 'balance', title: t('balance'), width: 130, align: 'right', render: lineCell((l, row) => `${show.qty(l.balance)} ${row.unit1}`) },
        { key: 'unitcost', title: t('unitCost'), width: 140, align: 'right', render: lineCell((l) => show.money(l.unitcost)) },
        { key: 'value', title: t('value'), width: 160, align: 'right', render: lineCell((l) => show.money(l.value)) },
      ];
  const spanOf = span(base.length);
  const columns = base.map((c, i) => ({ ...c, onCell: (row: CardRow) => spanOf(row, i === 0) }));
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <>
      <ReportFilters>
        <ItemFilter tenantId={tenantId} id="stock-card-item" value={itemno} onChange={setItemno} />
        <DateRangeFilters idPrefix="stock-card" range={range} />
        {multiWarehouse && <WarehouseFilter tenantId={tenantId} id="stock-card-warehouse" value={warehouseid} onChange={setWarehouseid} />}
        <div className="report__actions">
          <ExportButtons
            tenantId={tenantId}
            report="stock-card"
            query={query}
            filename={`${t('stockCardFile')}-${from ?? ''}-${to ?? ''}`}
            formats={['xlsx', 'csv']}
            allowed={canExport}
            disabled={!ready}
          />
        </div>
      </ReportFilters>
      <StockTable<CardRow>
        aria-label={t('stockCard')}
        data-testid="stock-card-table"
        columns={columns}
        dataSource={rows}
        rowKey="key"
        rowClassName={(row) => (row.head ? 'stock-card__section' : row.line?.kind !== 'move' ? 'stock-report__opening' : '')}
        loading={card.isFetching && !card.data}
        scroll={{ x: width }}
        empty={t('noCard')}
        pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      />
    </>
  );
}
