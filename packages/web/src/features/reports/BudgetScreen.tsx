import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { MONTHS } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { useFormats } from '../../ui/document/formats.ts';
import { succeeded, useDraftTabGuard } from '../../ui/document/tab-guard.ts';
import { useConfirmations } from '../../ui/document/use-confirmations.tsx';
import { notify } from '../../ui/notices.ts';
import { useChart } from '../masters/accounts/chart-api.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { budgetDetails, draftFromServer, draftSignature, firstInvalid, MONTH_COUNT, rowTotal, type BudgetDraftRow } from './budget-draft.ts';
import { today } from './period-text.ts';
import { AccountPicker, Filter, ReportFilters, ReportFrame, useAmountColumn, useAmountText, YearInput } from './report-ui.tsx';
import { deleteBudget, fetchBudgetDetail, fetchBudgets, reportKeys, saveBudgets, type BudgetMonth } from './reports-api.ts';

/**
 * "Anggaran Akun": twelve monthly budgets per account for a fiscal year, typed in a grid and saved together;
 * each saved account opens to its budget against the actual movements month by month.
 */
export default function BudgetScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['reports', 'menu', 'common']);
  const formats = useFormats();
  const amount = useAmountText();
  const queryClient = useQueryClient();
  const { confirmDelete, confirmDiscard } = useConfirmations();
  const chart = useChart(tenantId);
  const [fyear, setFyear] = useState(Number(today().slice(0, 4)));
  // Kept until saved: a background refetch must not replace what is being typed.
  const budgets = useQuery({ queryKey: reportKeys.budgets(tenantId, fyear), queryFn: () => fetchBudgets(tenantId, fyear), staleTime: Infinity });
  const [draft, setDraft] = useState<BudgetDraftRow[]>([]);
  const [loadedFrom, setLoadedFrom] = useState<unknown>(null);
  if (budgets.data && loadedFrom !== budgets.data) {
    setLoadedFrom(budgets.data);
    setDraft(draftFromServer(budgets.data));
  }
  const savedSignature = useMemo(() => draftSignature(draftFromServer(budgets.data ?? [])), [budgets.data]);
  const dirty = budgets.isSuccess && draftSignature(draft) !== savedSignature;
  const english = formats.lang === 'en';
  const nameOf = (row: BudgetDraftRow) => (english ? (chart.data?.find((account) => account.glid === row.glid)?.accountname2 ?? row.accountname) : row.accountname);

  const reload = () => queryClient.invalidateQueries({ queryKey: reportKeys.budgets(tenantId, fyear) });
  const save = useMutation({
    mutationFn: () => saveBudgets(tenantId, fyear, budgetDetails(draft)),
    onSuccess: (rows) => {
      queryClient.setQueryData(reportKeys.budgets(tenantId, fyear), rows);
      notify.success(t('reports:budgetSaved'));
    },
  });
  const remove = useMutation({
    mutationFn: (row: BudgetDraftRow) => deleteBudget(tenantId, row.glid, fyear),
    onSuccess: (_result, row) => {
      // Other accounts keep what was typed: only the deleted one leaves the draft and the saved copy.
      setDraft((rows) => rows.filter((entry) => entry.glid !== row.glid));
      const rest = (budgets.data ?? []).filter((entry) => entry.glid !== row.glid);
      setLoadedFrom(rest);
      queryClient.setQueryData(reportKeys.budgets(tenantId, fyear), rest);
      notify.success(t('reports:budgetDeleted', { account: row.glaccount }));
    },
  });

  const trySave = async (): Promise<boolean> => {
    if (draft.length === 0) return true;
    const bad = firstInvalid(draft);
    if (bad) {
      notify.warning(t('reports:budgetInvalid', { account: draft[bad[0]]!.glaccount, month: MONTHS[formats.lang].full[bad[1]] ?? String(bad[1] + 1) }));
      return false;
    }
    return succeeded(() => save.mutateAsync());
  };

  useDraftTabGuard({ dirty, save: trySave, discard: () => setDraft(draftFromServer(budgets.data ?? [])) });

  const changeYear = async (next: number) => {
    if (dirty && !(await confirmDiscard())) return;
    setFyear(next);
  };
  const addAccount = (glaccount: string | null) => {
    if (!glaccount) return;
    if (draft.some((row) => row.glaccount === glaccount)) {
      notify.warning(t('reports:budgetAccountListed', { account: glaccount }));
      return;
    }
    const account = chart.data?.find((entry) => entry.glaccount === glaccount);
    if (!account) return;
    setDraft((rows) => [...rows, { glid: account.glid, glaccount, accountname: account.accountname, periods: Array<string | null>(MONTH_COUNT).fill(null), saved: false }]);
  };
  const setMonth = (glid: number, month: number, value: string | null) =>
    setDraft((rows) => rows.map((row) => (row.glid === glid ? { ...row, periods: row.periods.map((p, i) => (i === month ? value : p)) } : row)));
  const askDelete = async (row: BudgetDraftRow) => {
    if (!(await confirmDelete())) return;
    if (row.saved) remove.mutate(row);
    else setDraft((rows) => rows.filter((entry) => entry.glid !== row.glid));
  };

  const columns: ColumnsType<BudgetDraftRow> = [
    {
      key: 'account',
      title: t('reports:account'),
      width: 230,
      fixed: 'left',
      ellipsis: true,
      render: (_v, row) => (
        <span className="report__account">
          <Typography.Text className="report__account-no">{row.glaccount}</Typography.Text>
          <Typography.Text>{nameOf(row)}</Typography.Text>
        </span>
      ),
    },
    ...MONTHS[formats.lang].short.map((label, month) => ({
      key: `m${month}`,
      title: label,
      width: 140,
      render: (_v: unknown, row: BudgetDraftRow) => (
        <div className="report__grid-input">
          <AmountInput
            id={`budget-${row.glaccount}-${month + 1}`}
            value={row.periods[month] ?? null}
            onChange={(value) => setMonth(row.glid, month, value)}
            disabled={!rights.ubah}
            aria-label={`${row.glaccount} ${MONTHS[formats.lang].full[month]}`}
          />
        </div>
      ),
    })),
    { key: 'total', title: t('reports:total'), width: 170, align: 'right', fixed: 'right', render: (_v, row) => <span className="report__figure">{amount(rowTotal(row))}</span> },
    {
      key: 'actions',
      width: 56,
      fixed: 'right',
      render: (_v, row) => (
        <Tooltip title={t('reports:deleteBudget')}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('reports:deleteBudget')} ${row.glaccount}`} disabled={row.saved && !rights.hapus} onClick={() => void askDelete(row)} />
        </Tooltip>
      ),
    },
  ];

  return (
    <ReportFrame title={t('menu:items.budget')} testId="budget">
      <ReportFilters>
        <Filter label={t('reports:fiscalYear')}>
          <YearInput id="budget-year" value={fyear} onChange={(next) => void changeYear(next)} />
        </Filter>
        <Filter label={t('reports:addAccount')} wide>
          <AccountPicker tenantId={tenantId} id="budget-add-account" value={null} onChange={addAccount} />
        </Filter>
        <div className="report__actions">
          <Button onClick={() => void reload()} disabled={save.isPending}>
            {t('reports:reload')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} onClick={() => void trySave()} loading={save.isPending} disabled={!rights.ubah || !dirty} data-testid="budget-save">
            {t('common:save')}
          </Button>
        </div>
      </ReportFilters>
      {dirty && <Typography.Text type="warning">{t('reports:unsaved')}</Typography.Text>}
      <Table<BudgetDraftRow>
        size="small"
        aria-label={t('menu:items.budget')}
        data-testid="budget-grid"
        columns={columns}
        dataSource={draft}
        rowKey="glid"
        pagination={false}
        loading={budgets.isFetching && !budgets.data}
        scroll={{ x: 230 + MONTH_COUNT * 140 + 170 + 56 }}
        sticky
        expandable={{
          fixed: 'left',
          rowExpandable: (row) => row.saved,
          expandedRowRender: (row) => <BudgetActual tenantId={tenantId} glid={row.glid} fyear={fyear} />,
        }}
        locale={{ emptyText: t('reports:noBudgets') }}
      />
    </ReportFrame>
  );
}

/** One account's saved budget against its actual movements, month by month. */
function BudgetActual({ tenantId, glid, fyear }: { tenantId: number; glid: number; fyear: number }) {
  const { t } = useTranslation('reports');
  const formats = useFormats();
  const amountColumn = useAmountColumn();
  const detail = useQuery({ queryKey: reportKeys.budgetDetail(tenantId, glid, fyear), queryFn: () => fetchBudgetDetail(tenantId, glid, fyear) });
  const rows = detail.data ?? [];
  return (
    <Table<BudgetMonth>
      size="small"
      className="report__budget-actual"
      aria-label={t('budgetVsActual')}
      rowKey="period"
      pagination={false}
      loading={detail.isFetching && !detail.data}
      dataSource={rows}
      scroll={{ x: 620 }}
      columns={[
        { key: 'month', title: t('month'), width: 140, render: (_v, row) => MONTHS[formats.lang].full[row.period - 1] },
        amountColumn('budget', t('budgetAmount'), 160, (row) => row.budget),
        amountColumn('actual', t('actual'), 160, (row) => row.actual),
        amountColumn('remaining', t('remaining'), 160, (row) => row.remaining, { flag: (value) => value.startsWith('-') }),
      ]}
    />
  );
}
