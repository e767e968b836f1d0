import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DEBOUNCE_MS, formatAmount } from '@lontar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { useFormats } from '../document/formats.ts';
import type { ListQuery } from '../document/record-api.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import './list.css';
import { sortFromTable, type ListSort } from './list-sort.ts';
import { useElementHeight } from './use-element-height.ts';

export interface ListColumn<T> {
  key: string;
  title: string;
  width: number;
  /** The server can sort by this column (its sort key is the column key). */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
}

interface ListViewProps<T> {
  /** Query-key prefix; the page, size, search and sort are appended. */
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery) => Promise<ListEnvelope<T>>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => number | string;
  onOpen?: (row: T) => void;
  /** The row of the record open in the form. */
  selectedKey?: number | string | null;
  /** Buttons beside the search box. */
  actions?: ReactNode;
  /** Accessible name of the table, e.g. the screen's title. */
  label: string;
}

const PAGE_SIZES = [50, 100, 200, 500];
const CHROME = 96; // header row plus pagination bar

/**
 * A server-side list (readall): debounced search, paging and column sorting on the server, and a virtualised body
 * so a 500-row page scrolls as smoothly as a 20-row one, whatever the total (100 000 customers and more).
 */
export function ListView<T extends object>({ queryKey, fetchPage, columns, rowKey, onOpen, selectedKey, actions, label }: ListViewProps<T>) {
  const { t } = useTranslation('list');
  const formats = useFormats();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(100);
  const [sort, setSort] = useState<ListSort | undefined>(undefined);
  const settled = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const [searched, setSearched] = useState(settled);
  if (searched !== settled) {
    // A new search starts at its first page.
    setSearched(settled);
    setPage(1);
  }
  const query: ListQuery = { page, size, search: settled || undefined, sort: sort?.key, dir: sort?.dir };
  const list = useQuery({ queryKey: [...queryKey, 'list', query], queryFn: () => fetchPage(query), placeholderData: keepPreviousData, staleTime: 0 });
  const box = useRef<HTMLDivElement>(null);
  const height = useElementHeight(box, 480);

  const tableColumns: ColumnsType<T> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    ellipsis: true,
    sorter: column.sortable,
    sortOrder: sort?.key === column.key ? (sort.dir === 'desc' ? 'descend' : 'ascend') : null,
    render: (_value: unknown, row: T) => column.render(row),
  }));
  const total = list.data?.total ?? 0;

  return (
    <div className="list-view">
      <div className="list-view__bar">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="list-view__search"
          data-testid="list-search"
        />
        <Tooltip title={t('refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={() => void list.refetch()} loading={list.isFetching} />
        </Tooltip>
        {actions}
      </div>
      <div className="list-view__table" ref={box}>
        <Table<T>
          virtual
          size="small"
          aria-label={label}
          columns={tableColumns}
          dataSource={list.data?.listdata ?? []}
          rowKey={rowKey}
          loading={list.isFetching && !list.data}
          scroll={{ x: columns.reduce((sum, column) => sum + column.width, 0), y: Math.max(160, height - CHROME) }}
          rowClassName={(row) => (selectedKey !== undefined && rowKey(row) === selectedKey ? 'list-view__row--selected' : '')}
          onRow={(row) => ({ onClick: () => onOpen?.(row), onKeyDown: (event) => event.key === 'Enter' && onOpen?.(row), tabIndex: 0 })}
          locale={{ emptyText: t('empty') }}
          onChange={(pagination, _filters, sorter) => {
            const nextSort = sortFromTable(sorter);
            if (nextSort?.key !== sort?.key || nextSort?.dir !== sort?.dir) {
              setSort(nextSort);
              setPage(1);
            } else {
              setPage(pagination.current ?? 1);
            }
            setSize(pagination.pageSize ?? size);
          }}
          pagination={{
            current: page,
            pageSize: size,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            size: 'small',
            showTotal: (all, [from, to]) =>
              t('range', { from: formatAmount(String(from), formats.number), to: formatAmount(String(to), formats.number), total: formatAmount(String(all), formats.number) }),
          }}
        />
      </div>
    </div>
  );
}
