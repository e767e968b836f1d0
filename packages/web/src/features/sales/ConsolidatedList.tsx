import { Grid, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import { recordKeys, type ListQuery, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { ListView, type ListColumn } from '../../ui/list/ListView.tsx';
import { cardColumns } from '../documents/document-card.tsx';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A Tukar Faktur's statuses (API.md §7.8): open while any of its invoices owes, then paid. */
const STATUS = { open: ['statusOpen', 'blue'], paid: ['statusPaid', 'green'] } as const;
type Status = keyof typeof STATUS;

export function ConsolidatedStatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation('purchasing');
  const known = typeof status === 'string' && status in STATUS ? STATUS[status as Status] : undefined;
  if (!known) return null;
  return (
    <Tag color={known[1]} data-testid="doc-status" data-status={String(status)}>
      {t(known[0])}
    </Tag>
  );
}

/** The page of Tukar Fakturs in the statuses chosen (`readall?status=`), searched and sorted on the server. */
function readPage(source: RecordSource, query: ListQuery, status: Status | null) {
  const { page, size, search, sort, dir } = query;
  return apiRequest<ListEnvelope<Row>>(`/tenant/${source.tenantId}/master/${source.form}/readall`, {
    query: { page: String(page), size: String(size), search: search || undefined, sort, dir, status: status ?? undefined },
  });
}

interface ConsolidatedListProps {
  source: RecordSource;
  onOpen: (id: number) => void;
  selected: number | null;
  actions: React.ReactNode;
  label: string;
}

/** The width of a phone's card (the screen less the workspace's padding, as the other document lists). */
const CARD_WIDTH = 320;

/**
 * The Tukar Fakturs, newest first: number, date, customer, due date, status, the amount billed and description; a
 * status filter (all, open, paid) beside the search. A phone shows one card each (number, status and amount; date
 * and customer).
 */
export function ConsolidatedList({ source, onOpen, selected, actions, label }: ConsolidatedListProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const phone = !Grid.useBreakpoint().md;
  const [status, setStatus] = useState<Status | null>(null);
  const columns: ListColumn<Row>[] = [
    { key: 'consno', title: t('number'), width: 150, render: (row) => text(row.consno) },
    { key: 'consdate', title: t('date'), width: 120, render: (row) => showDate(row.consdate, formats) },
    { key: 'customername', title: t('customer'), width: 220, render: (row) => text(row.customername) },
    { key: 'duedate', title: t('dueDate'), width: 120, render: (row) => showDate(row.duedate, formats) },
    { key: 'status', title: t('status'), width: 110, render: (row) => <ConsolidatedStatusTag status={row.status} /> },
    { key: 'consamount', title: t('consTotal'), width: 170, align: 'right', render: (row) => showAmount(text(row.consamount) || undefined, formats) },
    { key: 'description', title: t('description'), width: 240, render: (row) => text(row.description) },
  ];
  const card = { number: 'consno', date: 'consdate', party: 'customername', total: 'consamount', status: 'status' };
  const filter = (
    <Select<Status | 'all'>
      value={status ?? 'all'}
      onChange={(value) => setStatus(value === 'all' ? null : value)}
      options={[
        { value: 'all', label: t('statusAll') },
        { value: 'open', label: t('statusOpen') },
        { value: 'paid', label: t('statusPaid') },
      ]}
      aria-label={t('status')}
      className="cons-status-filter"
      data-testid="cons-status-filter"
    />
  );
  return (
    <ListView<Row>
      queryKey={[...recordKeys.form(source), status]}
      fetchPage={(query) => readPage(source, query, status)}
      columns={phone ? cardColumns(columns, card, CARD_WIDTH) : columns}
      rowKey={(row) => Number(row.id)}
      onOpen={(row) => onOpen(Number(row.id))}
      selectedKey={selected}
      actions={
        <>
          {filter}
          {actions}
        </>
      }
      label={label}
    />
  );
}
