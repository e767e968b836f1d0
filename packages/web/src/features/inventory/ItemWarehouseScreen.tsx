import { sumAmounts } from '@lontar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { Filter, ReportFilters, ReportFrame } from '../reports/report-ui.tsx';
import { today } from '../reports/period-text.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { fetchItemWarehouses, stockKeys, useItemByNo, type ItemWarehouseRow } from './inventory-api.ts';
import { ItemFilter, StockTable, useStockFormat } from './stock-report-ui.tsx';

/** "Barang per Gudang": how much of an item each warehouse holds at the end of a date. */
export default function ItemWarehouseScreen({ tenantId }: ScreenProps) {
  const { t } = useTranslation(['inventory', 'menu']);
  const show = useStockFormat();
  const [itemno, setItemno] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(today());
  const item = useItemByNo(tenantId, itemno);
  const itemid = typeof item.data?.itemid === 'number' ? item.data.itemid : null;
  const unit1 = typeof item.data?.unit1 === 'string' ? item.data.unit1 : '';
  const rows = useQuery({
    queryKey: [...stockKeys.all(tenantId), 'item-warehs', itemid, date],
    enabled: itemid !== null && date !== null,
    queryFn: () => fetchItemWarehouses(tenantId, itemid!, date!),
    placeholderData: keepPreviousData,
  });
  const data = itemid === null ? [] : (rows.data ?? []);
  const columns: ColumnsType<ItemWarehouseRow> = [
    { key: 'name', title: t('warehouse'), dataIndex: 'name', ellipsis: true },
    { key: 'qty', title: t('quantity'), width: 160, align: 'right', render: (_v, row) => `${show.qty(row.qty)} ${unit1}` },
  ];
  return (
    <ReportFrame title={t('menu:items.itemPerWarehouse')} testId="item-warehouses">
      <ReportFilters>
        <ItemFilter tenantId={tenantId} id="warehouses-item" value={itemno} onChange={setItemno} />
        <Filter label={t('atDate')}>
          <DateInput id="warehouses-date" value={date} onChange={setDate} />
        </Filter>
      </ReportFilters>
      <StockTable<ItemWarehouseRow>
        aria-label={t('menu:items.itemPerWarehouse')}
        data-testid="item-warehouse-table"
        columns={columns}
        dataSource={data}
        rowKey="warehouseid"
        loading={rows.isFetching && !rows.data}
        empty={t('noItem')}
        summary={() =>
          data.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('totalQty')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {`${show.qty(sumAmounts(data.map((row) => row.qty)))} ${unit1}`}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </ReportFrame>
  );
}
