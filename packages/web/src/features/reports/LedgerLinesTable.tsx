import type { LedgerLine } from '@lontar/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { showDate } from '../../ui/document/formats.ts';
import { LineDescription, LoadMoreButton, useLinesTableKit } from './report-ui.tsx';
import { fetchBankBookPage, fetchHistoryPage, reportKeys, type HistoryQuery } from './reports-api.ts';

interface Row {
  key: string;
  line?: LedgerLine;
  opening?: string;
}

/**
 * An account's lines in date order with the balance after each, from the opening balance at the start date on;
 * pages of 200 are fetched after the last line shown (keyset), so a long history starts at once.
 */
export function LedgerLinesTable({ tenantId, source, query, label }: { tenantId: number; source: 'history' | 'bank'; query: HistoryQuery | null; label: string }) {
  const { t, formats, amount, amountColumn, formName, body, fixed } = useLinesTableKit();
  const key = query
    ? { glaccount: query.glaccount, from: query.from, to: query.to, person: query.personid ? String(query.personid) : '', user: query.userid ? String(query.userid) : '', corrections: query.corrections ? '1' : '' }
    : { glaccount: '', from: '', to: '', person: '', user: '', corrections: '' };
  const pages = useInfiniteQuery({
    queryKey: source === 'history' ? reportKeys.history(tenantId, key) : reportKeys.bankBook(tenantId, key),
    queryFn: ({ pageParam }) => (source === 'history' ? fetchHistoryPage(tenantId, query!, pageParam) : fetchBankBookPage(tenantId, query!, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: query !== null,
  });
  const first = pages.data?.pages[0];
  const rows = useMemo((): Row[] => {
    if (!first) return [];
    const lines = pages.data!.pages.flatMap((page) => page.listdata);
    return [{ key: 'opening', opening: first.opening }, ...lines.map((line) => ({ key: `${line.journalid}-${line.seq}`, line }))];
  }, [first, pages.data]);
  const lastLine = rows.at(-1);
  const ending = lastLine?.line?.balance ?? lastLine?.opening;

  const columns: ColumnsType<Row> = [
    { key: 'date', title: t('date'), width: 120, fixed, render: (_v, row) => (row.line ? showDate(row.line.transdate, formats) : query ? showDate(query.from, formats) : '') },
    { key: 'docno', title: t('docno'), width: 150, ellipsis: true, render: (_v, row) => row.line?.docno },
    { key: 'form', title: t('source'), width: 150, ellipsis: true, render: (_v, row) => (row.line ? formName(row.line.form) : '') },
    { key: 'description', title: t('description'), width: 280, ellipsis: true, render: (_v, row) => (row.line ? <LineDescription description={row.line.description} reversal={row.line.reversal} /> : <Typography.Text strong>{t('openingBalance')}</Typography.Text>) },
    amountColumn('debit', t('debit'), 160, (row) => row.line?.debit, { blankZero: true }),
    amountColumn('credit', t('credit'), 160, (row) => row.line?.credit, { blankZero: true }),
    amountColumn('balance', t('runningBalance'), 170, (row) => (row.line ? row.line.balance : row.opening)),
  ];
  const lineCount = rows.length > 0 ? rows.length - 1 : 0;

  return (
    <div className="report__body">
      <div className="report__table" ref={body.ref}>
        <Table<Row>
          virtual
          size="small"
          aria-label={label}
          data-testid={`${source}-lines`}
          columns={columns}
          dataSource={rows}
          rowKey="key"
          pagination={false}
          loading={pages.isFetching && !pages.data}
          scroll={{ x: 1190, y: body.y }}
          rowClassName={(row) => (row.opening !== undefined ? 'report__line--type' : '')}
          locale={{ emptyText: query ? t('noActivity') : t('chooseAccountFirst') }}
        />
      </div>
      {first && (
        <div className="report__footer">
          <Typography.Text type="secondary" data-testid="line-count">
            {pages.hasNextPage ? t('linesShownMore', { count: lineCount }) : t('linesShown', { count: lineCount })}
          </Typography.Text>
          {pages.hasNextPage ? (
            <LoadMoreButton pages={pages} />
          ) : (
            <Typography.Text strong className="report__figure" data-testid="ending-balance">
              {t('endingBalance')}: {amount(ending)}
            </Typography.Text>
          )}
        </div>
      )}
    </div>
  );
}
