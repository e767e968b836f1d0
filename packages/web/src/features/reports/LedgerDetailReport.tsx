import { isZeroAmount } from '@lontar/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { showDate } from '../../ui/document/formats.ts';
import { useChart } from '../masters/accounts/chart-api.ts';
import { detailRows, type DetailRow } from './ledger-detail-rows.ts';
import { AccountCell, LineDescription, LoadMoreButton, useLinesTableKit } from './report-ui.tsx';
import { fetchLedgerDetailPage, reportKeys } from './reports-api.ts';

/**
 * General ledger detail (buku besar rinci): every account with postings between two dates, its opening balance,
 * its lines with the running balance, and its closing balance; pages of 200 lines follow on "Muat lagi".
 */
export function LedgerDetailReport({ tenantId, from, to, glaccount, corrections = false }: { tenantId: number; from: string | null; to: string | null; glaccount: string | null; corrections?: boolean }) {
  const { t, formats, amount, amountColumn, formName, body, fixed } = useLinesTableKit();
  const chart = useChart(tenantId);
  const nameOf = (glid: number, name: string) => (formats.lang === 'en' ? (chart.data?.find((account) => account.glid === glid)?.accountname2 ?? name) : name);
  const valid = Boolean(from && to && from <= to);
  const pages = useInfiniteQuery({
    queryKey: reportKeys.ledgerDetail(tenantId, from ?? '', to ?? '', glaccount ?? '', corrections),
    queryFn: ({ pageParam }) => fetchLedgerDetailPage(tenantId, { from: from!, to: to!, glaccount: glaccount ?? undefined, corrections }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: valid,
  });
  const rows = useMemo(() => detailRows((pages.data?.pages ?? []).map((page) => page.listdata)), [pages.data]);
  const money = (value: string) => (isZeroAmount(value) ? '' : amount(value));

  const columns: ColumnsType<DetailRow> = [
    {
      key: 'date',
      title: t('date'),
      width: 120,
      fixed,
      render: (_v, row) => (row.kind === 'line' ? showDate(row.line.transdate, formats) : showDate(row.kind === 'opening' ? from : to, formats)),
    },
    { key: 'docno', title: t('docno'), width: 140, ellipsis: true, render: (_v, row) => (row.kind === 'line' ? row.line.docno : '') },
    { key: 'form', title: t('source'), width: 150, ellipsis: true, render: (_v, row) => (row.kind === 'line' ? formName(row.line.form) : '') },
    {
      key: 'description',
      title: t('description'),
      width: 300,
      ellipsis: true,
      render: (_v, row) =>
        row.kind === 'line' ? (
          <LineDescription description={row.line.description} reversal={row.line.reversal} />
        ) : row.kind === 'opening' ? (
          <AccountCell glaccount={row.account.glaccount} name={nameOf(row.account.glid, row.account.accountname)} strong />
        ) : (
          <Typography.Text strong>{t('endingBalance')}</Typography.Text>
        ),
    },
    { key: 'debit', title: t('debit'), width: 160, align: 'right', render: (_v, row) => (row.kind === 'line' ? money(row.line.debit) : row.kind === 'closing' ? amount(row.debit) : '') },
    { key: 'credit', title: t('credit'), width: 160, align: 'right', render: (_v, row) => (row.kind === 'line' ? money(row.line.credit) : row.kind === 'closing' ? amount(row.credit) : '') },
    amountColumn('balance', t('runningBalance'), 170, (row) => (row.kind === 'line' ? row.line.balance : row.kind === 'opening' ? row.account.opening : row.account.closing)),
  ];

  return (
    <div className="report__body">
      {from && to && !valid && <Alert type="warning" showIcon title={t('rangeInvalid')} />}
      <div className="report__table" ref={body.ref}>
        <Table<DetailRow>
          virtual
          size="small"
          aria-label={t('ledgerDetail')}
          data-testid="ledger-detail"
          columns={columns}
          dataSource={rows}
          rowKey="key"
          pagination={false}
          loading={pages.isFetching && !pages.data}
          scroll={{ x: 1200, y: body.y }}
          rowClassName={(row) => (row.kind === 'opening' ? 'report__line--type' : row.kind === 'closing' ? 'report__line--typeTotal' : '')}
          locale={{ emptyText: t('noActivity') }}
        />
      </div>
      {pages.hasNextPage && (
        <div className="report__footer">
          <Typography.Text type="secondary">{t('moreLines')}</Typography.Text>
          <LoadMoreButton pages={pages} />
        </div>
      )}
    </div>
  );
}
