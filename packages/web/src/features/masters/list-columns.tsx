import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { ListColumn } from '../../ui/list/ListView.tsx';
import type { ColumnDef, MasterConfig } from './master-config.ts';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A config's list columns for ListView: amounts in the company's number format, dates in its date format. */
export function useListColumns(config: MasterConfig): ListColumn<Row>[] {
  const { t } = useTranslation(['masters', 'list']);
  const formats = useFormats();
  const cell = (column: ColumnDef, row: Row) => {
    const value = column.value ? column.value(row) : row[column.field];
    switch (column.kind) {
      case 'amount':
        return showAmount(value, formats, 2);
      case 'rate':
        return showAmount(value, formats, 0);
      case 'date':
        return showDate(value, formats);
      case 'flag':
        return value ? <CheckOutlined aria-label={t('list:yes')} /> : null;
      case 'options': {
        const option = column.options?.find((entry) => entry.value === value);
        return option ? t(`masters:options.${option.label}`, { n: option.value }) : text(value);
      }
      default:
        return text(value);
    }
  };
  return config.columns.map((column) => ({
    key: column.field,
    title: t(`masters:fields.${column.label}`),
    width: column.width,
    sortable: column.sortable,
    align: column.kind === 'amount' || column.kind === 'rate' ? 'right' : column.kind === 'flag' ? 'center' : 'left',
    render: (row: Row) => cell(column, row),
  }));
}
