import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { StockTable, useStockFormat } from '../inventory/stock-report-ui.tsx';
import type { AssetListAnswer, DisposalRow, DisposalsAnswer, FiscalAnswer, FiscalRow, AssetListRow, ScheduleAnswer, ScheduleRow } from './asset-api.ts';

/** A total row: each figure's total under its own column, "Total" in the first. */
function TotalsRow<T>({ columns, totals, label }: { columns: ColumnsType<T>; totals: Record<string, string | undefined>; label: string }) {
  const show = useStockFormat();
  return (
    <Table.Summary.Row>
      {columns.map((column, i) => {
        const total = totals[String(column.key)];
        return (
          <Table.Summary.Cell key={String(column.key)} index={i} align={total === undefined ? undefined : 'right'}>
            {i === 0 ? label : total === undefined ? null : <strong data-testid={`asset-total-${String(column.key)}`}>{show.money(total)}</strong>}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  );
}

const widthOf = <T,>(columns: ColumnsType<T>) => columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

/** One asset report's table: its rows, as wide as its columns, with the totals row under them. */
function ReportTable<T extends object>(props: {
  testid: string;
  columns: ColumnsType<T>;
  data: { listdata: T[]; totals: Record<string, string | undefined> } | undefined;
  rowKey: keyof T & string;
  loading: boolean;
  empty: string;
}) {
  const { t } = useTranslation('assets');
  const { testid, columns, data, rowKey, loading, empty } = props;
  return (
    <StockTable<T>
      data-testid={testid}
      columns={columns}
      dataSource={data?.listdata ?? []}
      rowKey={rowKey}
      loading={loading}
      scroll={{ x: widthOf(columns) }}
      empty={empty}
      summary={() => data && data.listdata.length > 0 && <TotalsRow columns={columns} totals={data.totals} label={t('total')} />}
    />
  );
}

function useCells() {
  const { t } = useTranslation('assets');
  const show = useStockFormat();
  const formats = useFormats();
  const money = <T,>(key: keyof T & string, title: string, width = 140) => ({ key, title, width, align: 'right' as const, render: (_v: unknown, row: T) => show.money(row[key]) });
  const date = <T,>(key: keyof T & string, title: string) => ({ key, title, width: 105, render: (_v: unknown, row: T) => showDate(row[key], formats) });
  const asset = <T extends { assetcode: string; assetname: string }>() => [
    { key: 'assetcode', title: t('code'), width: 110, dataIndex: 'assetcode' },
    { key: 'assetname', title: t('name'), width: 180, dataIndex: 'assetname', ellipsis: true },
  ] as ColumnsType<T>;
  return { t, money, date, asset };
}

export function AssetListTable({ data, loading }: { data: AssetListAnswer | undefined; loading: boolean }) {
  const { t, money, date, asset } = useCells();
  const formats = useFormats();
  const columns: ColumnsType<AssetListRow> = [
    ...asset<AssetListRow>(),
    { key: 'type', title: t('type'), width: 120, dataIndex: 'assettype' },
    date<AssetListRow>('purchasedate', t('purchasedate')),
    money<AssetListRow>('cost', t('cost')),
    money<AssetListRow>('accumulated', t('accumulated')),
    money<AssetListRow>('bookvalue', t('bookvalue')),
    {
      key: 'status',
      title: t('status'),
      width: 150,
      render: (_v, row) => (row.disposed ? <Tag color="red">{`${t('disposed')} ${showDate(row.disposaldate, formats)}`}</Tag> : <Tag color="green">{t('active')}</Tag>),
    },
  ];
  return <ReportTable<AssetListRow> testid="asset-list-table" columns={columns} data={data} rowKey="assetid" loading={loading} empty={t('noAssets')} />;
}

export function ScheduleTable({ data, loading }: { data: ScheduleAnswer | undefined; loading: boolean }) {
  const { t, money } = useCells();
  const columns: ColumnsType<ScheduleRow> = [
    { key: 'month', title: t('month'), width: 110, dataIndex: 'month' },
    money<ScheduleRow>('amount', t('amount')),
    money<ScheduleRow>('accumulated', t('accumulated')),
    money<ScheduleRow>('bookvalue', t('bookvalue')),
    { key: 'posted', title: t('status'), width: 110, render: (_v, row) => (row.posted ? <Tag color="green">{t('posted')}</Tag> : <Tag>{t('planned')}</Tag>) },
  ];
  return <ReportTable<ScheduleRow> testid="asset-schedule-table" columns={columns} data={data} rowKey="period" loading={loading} empty={t('noSchedule')} />;
}

export function FiscalTable({ data, loading }: { data: FiscalAnswer | undefined; loading: boolean }) {
  const { t, money, asset } = useCells();
  const show = useStockFormat();
  const columns: ColumnsType<FiscalRow> = [
    ...asset<FiscalRow>(),
    { key: 'fiscalType', title: t('fiscalType'), width: 170, render: (_v, row) => row.fafisdesc ?? <Typography.Text type="secondary">{t('noFiscal')}</Typography.Text> },
    money<FiscalRow>('book', t('book'), 150),
    { key: 'fiscal', title: t('fiscal'), width: 150, align: 'right', render: (_v, row) => (row.fiscal === null ? '—' : show.money(row.fiscal)) },
    money<FiscalRow>('difference', t('difference')),
  ];
  return <ReportTable<FiscalRow> testid="asset-fiscal-table" columns={columns} data={data} rowKey="assetid" loading={loading} empty={t('noAssets')} />;
}

export function DisposalsTable({ data, loading }: { data: DisposalsAnswer | undefined; loading: boolean }) {
  const { t, money, date, asset } = useCells();
  const columns: ColumnsType<DisposalRow> = [
    ...asset<DisposalRow>(),
    date<DisposalRow>('disposaldate', t('date')),
    { key: 'kind', title: t('disposalType'), width: 100, render: (_v, row) => t(row.disposaltype === 0 ? 'sold' : 'writtenOff') },
    money<DisposalRow>('cost', t('cost'), 125),
    money<DisposalRow>('accumulated', t('accumulated'), 125),
    money<DisposalRow>('bookvalue', t('bookvalue'), 125),
    money<DisposalRow>('proceeds', t('proceedsShort'), 125),
    money<DisposalRow>('gainloss', t('gainloss'), 125),
  ];
  return <ReportTable<DisposalRow> testid="asset-disposals-table" columns={columns} data={data} rowKey="assetid" loading={loading} empty={t('noDisposals')} />;
}
