import { Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordSource, Row } from '../../ui/document/record-api.ts';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import type { ListColumn } from '../../ui/list/ListView.tsx';
import { DocumentList } from '../documents/document-life.tsx';
import type { GoodsFormDef } from './goods-forms.ts';
import type { StockSettings } from './inventory-api.ts';

interface GoodsListProps {
  def: GoodsFormDef;
  source: RecordSource;
  settings: StockSettings;
  onOpen: (id: number) => void;
  selected: number | null;
  actions: React.ReactNode;
  label: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The documents of one goods form, newest first: number, date, (warehouses of a transfer), description and value. */
export function GoodsList({ def, source, settings, onOpen, selected, actions, label }: GoodsListProps) {
  const { t } = useTranslation('inventory');
  const formats = useFormats();
  const phone = !Grid.useBreakpoint().md;
  const warehouseName = (id: unknown) => settings.warehouses.find((w) => w.whid === id)?.name ?? '';
  const number: ListColumn<Row>[] = def.numberField ? [{ key: def.numberField, title: t('number'), width: phone ? 110 : 150, render: (row) => text(row[def.numberField!]) }] : [];
  const date: ListColumn<Row> = { key: def.dateField, title: t('date'), width: phone ? 100 : 130, render: (row) => showDate(row[def.dateField], formats) };
  const warehouses: ListColumn<Row>[] =
    def.header === 'transfer'
      ? [
          { key: 'fromwhid', title: t('fromWarehouse'), width: 160, render: (row) => warehouseName(row.fromwhid) },
          { key: 'towhid', title: t('toWarehouse'), width: 160, render: (row) => warehouseName(row.towhid) },
        ]
      : [];
  const description: ListColumn<Row> = { key: 'description', title: t('description'), width: 300, render: (row) => text(row.description) };
  const total: ListColumn<Row> = { key: 'totalamount', title: t('value'), width: phone ? 130 : 160, align: 'right', render: (row) => showAmount(row.totalamount, formats) };
  // A phone shows what fits first: the value comes before the description, which scrolls in from the right.
  const columns = phone ? [...number, date, total, ...warehouses, description] : [...number, date, ...warehouses, description, total];
  return (
    <DocumentList source={source} columns={columns} onOpen={onOpen} selected={selected} actions={actions} label={label} />
  );
}
