import { Grid, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { ListView, type ListColumn } from '../../ui/list/ListView.tsx';
import { cardColumns } from '../documents/document-card.tsx';
import { listSchedules, recurringKeys, type RecurringListRow } from './recurring-api.ts';
import { scheduleStatus } from './recurring-values.ts';

interface RecurringListProps {
  tenantId: number;
  onOpen: (id: number) => void;
  selected: number | null;
  actions: ReactNode;
  label: string;
}

const STATUS_COLORS = { active: 'green', finished: 'default', stopped: 'orange' } as const;
/** A list row as the list view passes it. */
const rowOf = (row: Row) => row as unknown as RecurringListRow;
const column = (key: string, title: string, width: number, render: (row: RecurringListRow) => ReactNode, align?: 'right'): ListColumn<Row> => ({ key, title, width, align, render: (row) => render(rowOf(row)) });

/** The schedules: number, description, form, period, occurrences, next date, created of total, status; searched on the server. */
export function RecurringList({ tenantId, onOpen, selected, actions, label }: RecurringListProps) {
  const { t } = useTranslation('recurring');
  const formats = useFormats();
  const phone = !Grid.useBreakpoint().md;
  const status = (row: RecurringListRow) => {
    const key = scheduleStatus(row.status);
    return <Tag color={STATUS_COLORS[key]}>{t(`statuses.${key}`)}</Tag>;
  };
  const columns: ListColumn<Row>[] = [
    column('recurringno', t('number'), 120, (row) => row.recurringno),
    column('description', t('description'), 220, (row) => row.description),
    column('transtype', t('form'), 150, (row) => t(`forms.${row.transtype}`, { defaultValue: row.transtype })),
    column('perioda', t('period'), 110, (row) => t(`periods.${row.perioda as 'Bulanan'}`, { defaultValue: row.perioda })),
    column('recurringtotal', t('total'), 130, (row) => row.recurringtotal, 'right'),
    column('nextdate', t('nextDate'), 120, (row) => (row.nextdate ? showDate(row.nextdate, formats) : '')),
    column('created', t('createdOfTotal'), 110, (row) => `${row.created}/${row.recurringtotal}`, 'right'),
    column('status', t('status'), 120, status),
  ];
  const card = { number: 'recurringno', date: 'nextdate', party: 'description', total: 'created', status: 'status' };
  return (
    <ListView<Row>
      queryKey={recurringKeys.list(tenantId)}
      fetchPage={(query) => listSchedules(tenantId, query) as unknown as Promise<ListEnvelope<Row>>}
      columns={phone ? cardColumns(columns, card, 320) : columns}
      rowKey={(row) => Number(row.id)}
      onOpen={(row) => onOpen(Number(row.id))}
      selectedKey={selected}
      actions={actions}
      label={label}
    />
  );
}
