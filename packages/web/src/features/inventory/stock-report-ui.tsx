import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { Filter } from '../reports/report-ui.tsx';
import { ItemCell } from './ItemCell.tsx';
import './inventory.css';

/** Where a stock report's table puts what matters within a phone's width (the rest scrolls in from the right). */
export const PHONE = '(max-width: 600px)';

/** The item filter of a stock screen: an inventory item by its number. */
export function ItemFilter({ tenantId, id, value, onChange }: { tenantId: number; id: string; value: string | null; onChange: (itemno: string | null) => void }) {
  const { t } = useTranslation('inventory');
  return (
    <Filter label={t('item')} wide>
      <ItemCell tenantId={tenantId} id={id} aria-label={t('item')} value={value} onChange={(itemno) => onChange(itemno)} />
    </Filter>
  );
}

/** The optional warehouse filter; a company with one warehouse does not see it. */
export function WarehouseFilter({ tenantId, id, value, onChange }: { tenantId: number; id: string; value: number | null; onChange: (whid: number | null) => void }) {
  const { t } = useTranslation('inventory');
  return (
    <Filter label={t('warehouseOptional')}>
      <LookupSelect tenantId={tenantId} lookup="warehouse" id={id} aria-label={t('warehouseOptional')} value={value} onChange={(next) => onChange(typeof next === 'number' ? next : null)} />
    </Filter>
  );
}

/** Quantities show the digits they have, values two decimals, both in the company's number format. */
export function useStockFormat() {
  const formats = useFormats();
  return { qty: (value: unknown) => showAmount(value, formats, 0), money: (value: unknown) => showAmount(value, formats) };
}

/** A stock report's table: small, scrolling sideways on a phone, its empty text the screen's own. */
export function StockTable<T extends object>({ empty, ...props }: TableProps<T> & { empty: string }) {
  return (
    <div className="report__body">
      <Table<T> size="small" className="stock-report__table" pagination={false} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }} {...props} />
    </div>
  );
}
