import { ExclamationCircleFilled, SaveOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE, isAmountText, isZeroAmount } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { showDate, showDateTime, useFormats } from '../../ui/document/formats.ts';
import { notify } from '../../ui/notices.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { today } from './period-text.ts';
import { lineKey, reconciliationFigures } from './reconciliation-math.ts';
import { AccountPicker, Filter, ReportFilters, ReportFrame, useAmountColumn, useAmountText } from './report-ui.tsx';
import { fetchReconciliationDetail, fetchReconciliationHistory, reportKeys, saveReconciliation, type ReconciliationEntry, type UnclearedLine } from './reports-api.ts';

const CASH_BANK = [ACCOUNT_TYPE.CASH_BANK];

/**
 * "Rekonsiliasi Bank": the bank statement's closing balance against the lines ticked as cleared; the difference
 * (selisihsaldo) follows every tick, and saving records the cleared lines so the next reconciliation starts after them.
 */
export default function ReconciliationScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['reports', 'menu', 'common']);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const formats = useFormats();
  const amount = useAmountText();
  const amountColumn = useAmountColumn();
  const [glaccount, setGlaccount] = useState<string | null>(null);
  const [enddate, setEnddate] = useState<string | null>(today());
  const [statement, setStatement] = useState<string | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());

  const detail = useQuery({
    queryKey: reportKeys.reconciliation(tenantId, glaccount ?? '', enddate ?? ''),
    queryFn: () => fetchReconciliationDetail(tenantId, glaccount!, enddate!),
    enabled: Boolean(glaccount && enddate),
  });
  const history = useQuery({
    queryKey: reportKeys.reconciliationHistory(tenantId, glaccount ?? ''),
    queryFn: () => fetchReconciliationHistory(tenantId, glaccount!),
    enabled: Boolean(glaccount),
  });
  const lines = useMemo(() => detail.data?.uncleared ?? [], [detail.data]);
  // Ticks survive a refresh of the same lines; lines no longer listed drop out.
  const shownTicks = useMemo(() => new Set(lines.map(lineKey).filter((key) => ticked.has(key))), [lines, ticked]);
  const figures = reconciliationFigures(detail.data?.lastbankbalance ?? '0', lines, shownTicks, statement);
  const statementOk = statement !== null && isAmountText(statement);

  const save = useMutation({
    mutationFn: () =>
      saveReconciliation(tenantId, {
        glaccount: glaccount!,
        enddate: enddate!,
        statementbalance: statement!,
        cleared: lines.filter((line) => shownTicks.has(lineKey(line))).map(({ journalid, seq }) => ({ journalid, seq })),
      }),
    onSuccess: (saved) => {
      notify.success(saved.balanced ? t('reports:reconciled') : t('reports:reconciledWithDifference', { amount: amount(saved.selisihsaldo) }));
      setTicked(new Set());
      setStatement(null);
      void queryClient.invalidateQueries({ queryKey: ['reports', tenantId, 'reconciliation'] });
      void queryClient.invalidateQueries({ queryKey: reportKeys.reconciliationHistory(tenantId, glaccount!) });
    },
  });

  const submit = () => {
    if (isZeroAmount(figures.difference)) return save.mutate();
    modal.confirm({
      title: t('reports:differenceConfirm', { amount: amount(figures.difference) }),
      icon: <ExclamationCircleFilled />,
      okText: t('common:yes'),
      cancelText: t('common:no'),
      onOk: () => save.mutate(),
    });
  };

  const lineColumns: ColumnsType<UnclearedLine> = [
    { key: 'date', title: t('reports:date'), width: 120, render: (_v, line) => showDate(line.transdate, formats) },
    { key: 'docno', title: t('reports:docno'), width: 150, ellipsis: true, render: (_v, line) => line.docno },
    { key: 'description', title: t('reports:description'), width: 260, ellipsis: true, render: (_v, line) => line.description },
    amountColumn('debit', t('reports:deposit'), 160, (line) => line.debit, { blankZero: true }),
    amountColumn('credit', t('reports:withdrawal'), 160, (line) => line.credit, { blankZero: true }),
  ];
  const historyColumns: ColumnsType<ReconciliationEntry> = [
    { key: 'enddate', title: t('reports:endDate'), width: 130, render: (_v, entry) => showDate(entry.enddate, formats) },
    amountColumn('statement', t('reports:statementBalance'), 170, (entry) => entry.statementbalance),
    amountColumn('cleared', t('reports:clearedBalance'), 170, (entry) => entry.clearedbalance),
    amountColumn('difference', t('reports:difference'), 150, (entry) => entry.selisihsaldo, { flag: (value) => !isZeroAmount(value) }),
    { key: 'created', title: t('reports:savedAt'), width: 170, render: (_v, entry) => showDateTime(entry.createdat, formats) },
  ];

  const summary = detail.data && [
    { key: 'last', label: t('reports:lastReconciled'), value: detail.data.lastposteddate ? showDate(detail.data.lastposteddate, formats) : t('reports:never') },
    { key: 'lastBank', label: t('reports:lastBankBalance'), value: amount(detail.data.lastbankbalance) },
    { key: 'book', label: t('reports:bankBookBalance'), value: amount(detail.data.bankbookbalance) },
    { key: 'cleared', label: t('reports:clearedBalance'), value: amount(figures.cleared) },
    { key: 'difference', label: t('reports:difference'), value: amount(figures.difference), state: isZeroAmount(figures.difference) ? 'ok' : 'off' },
  ];

  return (
    <ReportFrame title={t('menu:items.reconciliation')} testId="reconciliation">
      <ReportFilters>
        <Filter label={t('reports:cashAccount')} wide>
          <AccountPicker tenantId={tenantId} id="reconciliation-account" value={glaccount} onChange={setGlaccount} types={CASH_BANK} />
        </Filter>
        <Filter label={t('reports:endDate')}>
          <DateInput id="reconciliation-enddate" value={enddate} onChange={setEnddate} />
        </Filter>
        <Filter label={t('reports:statementBalance')}>
          <AmountInput id="reconciliation-statement" value={statement} onChange={setStatement} aria-label={t('reports:statementBalance')} />
        </Filter>
        <div className="report__actions">
          <Button type="primary" icon={<SaveOutlined />} disabled={!rights.tambah || !detail.data || !statementOk} loading={save.isPending} onClick={submit} data-testid="reconciliation-save">
            {t('common:save')}
          </Button>
        </div>
      </ReportFilters>
      {summary && (
        <div className="report__summary" data-testid="reconciliation-summary">
          {summary.map((item) => (
            <div key={item.key} className={`report__summary-item${item.state ? ` report__summary-item--${item.state}` : ''}`} data-testid={`summary-${item.key}`}>
              <Typography.Text type="secondary">{item.label}</Typography.Text>
              <span className="report__figure">{item.value}</span>
            </div>
          ))}
        </div>
      )}
      <Typography.Text type="secondary">{glaccount ? t('reports:tickCleared', { count: figures.count }) : t('reports:chooseAccountFirst')}</Typography.Text>
      <Table<UnclearedLine>
        virtual
        size="small"
        aria-label={t('reports:unclearedLines')}
        data-testid="uncleared-lines"
        columns={lineColumns}
        dataSource={lines}
        rowKey={lineKey}
        pagination={false}
        loading={detail.isFetching && !detail.data}
        scroll={{ x: 900, y: 300 }}
        rowSelection={{
          selectedRowKeys: [...shownTicks],
          onChange: (keys) => setTicked(new Set(keys.map(String))),
          columnWidth: 44,
        }}
        locale={{ emptyText: glaccount ? t('reports:nothingUncleared') : t('reports:chooseAccountFirst') }}
      />
      <Typography.Title level={5} className="report__section-title">
        {t('reports:reconciliationHistory')}
      </Typography.Title>
      <Table<ReconciliationEntry>
        size="small"
        aria-label={t('reports:reconciliationHistory')}
        data-testid="reconciliation-history"
        columns={historyColumns}
        dataSource={history.data ?? []}
        rowKey="recid"
        loading={history.isFetching && !history.data}
        pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
        scroll={{ x: 790 }}
        locale={{ emptyText: t('reports:noReconciliations') }}
      />
    </ReportFrame>
  );
}
