import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { succeeded, useDraftTabGuard } from '../../ui/document/tab-guard.ts';
import { notify } from '../../ui/notices.ts';
import { useCompanyProfile } from '../company/api.ts';
import { useChart } from '../masters/accounts/chart-api.ts';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { defaultObdate, draftFromSaved, newLine, openingDetails, openingProblem, openingSignature, openingTotals, type OpeningDraft, type OpeningDraftLine } from './opening-draft.ts';
import { AccountPicker, Filter, ReportFilters, useAmountText } from './report-ui.tsx';
import { fetchOpeningBalances, reportKeys, saveOpeningBalances } from './reports-api.ts';

/** Receivable lines name their customer, payable lines their vendor: the subsidiary ledgers start from these too. */
const PERSON_OF_TYPE: Record<number, 'customer' | 'vendor'> = { [ACCOUNT_TYPE.RECEIVABLE]: 'customer', [ACCOUNT_TYPE.PAYABLE]: 'vendor' };

/**
 * Opening balances (multiOpeningBalances): the balance of each account on the opening date, debit or credit, per
 * customer or vendor on receivable and payable accounts. What does not balance goes to opening-balance equity.
 */
export function OpeningBalancesEditor({ tenantId, canEdit }: { tenantId: number; canEdit: boolean }) {
  const { t } = useTranslation(['reports', 'common']);
  const amount = useAmountText();
  const queryClient = useQueryClient();
  const chart = useChart(tenantId);
  const saved = useQuery({ queryKey: reportKeys.opening(tenantId), queryFn: () => fetchOpeningBalances(tenantId), staleTime: Infinity });
  const [draft, setDraft] = useState<OpeningDraft>({ obdate: null, lines: [] });
  const [loadedFrom, setLoadedFrom] = useState<unknown>(null);
  // No balances saved yet: the date is the day before the company's start date (docs/decisions.md).
  const profile = useCompanyProfile(tenantId);
  const fallbackDate = defaultObdate(profile.data?.startdate);
  if (saved.data && !profile.isPending && loadedFrom !== saved.data) {
    setLoadedFrom(saved.data);
    const fromServer = draftFromSaved(saved.data, fallbackDate);
    setDraft({ ...fromServer, lines: [...fromServer.lines, newLine()] });
  }
  const savedSignature = useMemo(() => (saved.data ? openingSignature(draftFromSaved(saved.data, fallbackDate)) : ''), [saved.data, fallbackDate]);
  const dirty = saved.isSuccess && openingSignature(draft) !== savedSignature;
  const totals = openingTotals(draft.lines);
  const typeOf = (glaccount: string | null) => chart.data?.find((account) => account.glaccount === glaccount)?.accounttype;

  const save = useMutation({
    mutationFn: () => saveOpeningBalances(tenantId, draft.obdate!, openingDetails(draft.lines)),
    onSuccess: () => {
      notify.success(t('reports:openingSaved'));
      void queryClient.invalidateQueries({ queryKey: reportKeys.all(tenantId) });
    },
  });
  const trySave = async (): Promise<boolean> => {
    const problem = openingProblem(draft);
    if (problem) {
      notify.warning(t(`reports:openingProblem.${problem.problem}`, { line: (problem.line ?? 0) + 1 }));
      return false;
    }
    return succeeded(() => save.mutateAsync());
  };
  useDraftTabGuard({ dirty, save: trySave, discard: () => saved.data && setDraft(draftFromSaved(saved.data, fallbackDate)) });

  const change = (key: number, patch: Partial<OpeningDraftLine>) =>
    setDraft((current) => {
      const lines = current.lines.map((line) => (line.key === key ? { ...line, ...patch } : line));
      // A line always waits at the end for the next account.
      return { ...current, lines: lines.at(-1)?.glaccount ? [...lines, newLine()] : lines };
    });
  const removeLine = (key: number) => setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }));

  const columns: ColumnsType<OpeningDraftLine> = [
    {
      key: 'account',
      title: t('reports:account'),
      width: 280,
      render: (_v, line) => (
        <AccountPicker tenantId={tenantId} id={`opening-account-${line.key}`} value={line.glaccount} onChange={(glaccount) => change(line.key, { glaccount, subsidiary: null })} />
      ),
    },
    {
      key: 'person',
      title: t('reports:person'),
      width: 240,
      render: (_v, line) => {
        const person = PERSON_OF_TYPE[typeOf(line.glaccount) ?? 0];
        return person ? (
          <LookupSelect tenantId={tenantId} lookup={person} value={line.subsidiary} onChange={(next) => change(line.key, { subsidiary: typeof next === 'number' ? next : null })} aria-label={t(`reports:${person}`)} />
        ) : null;
      },
    },
    {
      key: 'debit',
      title: t('reports:debit'),
      width: 180,
      render: (_v, line) => (
        <div className="report__grid-input">
          <AmountInput id={`opening-debit-${line.key}`} value={line.debit} onChange={(debit) => change(line.key, { debit, credit: debit ? null : line.credit })} disabled={!canEdit} aria-label={t('reports:debit')} />
        </div>
      ),
    },
    {
      key: 'credit',
      title: t('reports:credit'),
      width: 180,
      render: (_v, line) => (
        <div className="report__grid-input">
          <AmountInput id={`opening-credit-${line.key}`} value={line.credit} onChange={(credit) => change(line.key, { credit, debit: credit ? null : line.debit })} disabled={!canEdit} aria-label={t('reports:credit')} />
        </div>
      ),
    },
    {
      key: 'remove',
      width: 52,
      render: (_v, line) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('reports:removeLine')} onClick={() => removeLine(line.key)} disabled={!canEdit} />,
    },
  ];

  return (
    <>
      <ReportFilters>
        <Filter label={t('reports:obdate')}>
          <DateInput id="opening-obdate" value={draft.obdate} onChange={(obdate) => setDraft((current) => ({ ...current, obdate }))} disabled={!canEdit} />
        </Filter>
        <div className="report__actions">
          <Button icon={<PlusOutlined />} onClick={() => setDraft((current) => ({ ...current, lines: [...current.lines, newLine()] }))} disabled={!canEdit}>
            {t('reports:addLine')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} onClick={() => void trySave()} loading={save.isPending} disabled={!canEdit || !dirty} data-testid="opening-save">
            {t('common:save')}
          </Button>
        </div>
      </ReportFilters>
      <Typography.Text type="secondary">{t('reports:openingHint')}</Typography.Text>
      <Table<OpeningDraftLine>
        size="small"
        aria-label={t('reports:openingBalances')}
        data-testid="opening-lines"
        columns={columns}
        dataSource={draft.lines}
        rowKey="key"
        pagination={false}
        loading={saved.isFetching && !saved.data}
        scroll={{ x: 932 }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row className="report__line--total">
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('reports:total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {amount(totals.debit)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {amount(totals.credit)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} />
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
      <Typography.Text data-testid="opening-equity">
        {t('reports:openingEquity')}: <span className="report__figure">{amount(totals.equity)}</span>
      </Typography.Text>
    </>
  );
}
