import { ExclamationCircleFilled, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { ROLES } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { showDateTime, useFormats } from '../../ui/document/formats.ts';
import { notify } from '../../ui/notices.ts';
import { useMyTenants } from '../tenant/api.ts';
import { useMembers } from '../tenant/members-api.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { monthKey, monthName, previousMonth, today } from './period-text.ts';
import { Filter, MonthInput, ReportFilters, ReportFrame } from './report-ui.tsx';
import { checkPeriodEnd, closePeriodEnd, fetchClosedPeriods, reopenPeriod, reportKeys, type ClosedPeriod } from './reports-api.ts';

/**
 * "Akhir Periode": what closing a month would do (cekPeriodeEnd), closing it and every earlier open month, and
 * reopening, which only an ADMINISTRATOR may do. Postings dated in a closed month are refused afterwards.
 */
export default function PeriodEndScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['reports', 'menu', 'common']);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const formats = useFormats();
  const last = previousMonth(today());
  const [chosen, setChosen] = useState(monthKey(last.year, last.month));
  const year = Number(chosen.slice(0, 4));
  const month = Number(chosen.slice(5, 7));
  const period = year * 100 + month;
  const name = monthName(period, formats.lang, 'full');
  const tenants = useMyTenants();
  const administrator = tenants.data?.find((tenant) => tenant.tenantId === tenantId)?.roleId === ROLES.ADMINISTRATOR;

  const check = useQuery({ queryKey: reportKeys.periodCheck(tenantId, month, year), queryFn: () => checkPeriodEnd(tenantId, month, year) });
  const closedList = useQuery({ queryKey: reportKeys.closedPeriods(tenantId), queryFn: () => fetchClosedPeriods(tenantId) });
  const members = useMembers(tenantId);
  const memberName = (userId: number) => {
    const member = members.data?.find((m) => m.userId === userId);
    return member ? member.name || member.email : `#${userId}`;
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['reports', tenantId] });
  const close = useMutation({
    mutationFn: () => closePeriodEnd(tenantId, month, year),
    onSuccess: (result) => {
      notify.success(t('reports:periodClosed', { count: result.closed.length, period: name }));
      void refresh();
    },
  });
  const reopen = useMutation({
    mutationFn: () => reopenPeriod(tenantId, month, year),
    onSuccess: (result) => {
      notify.success(t('reports:periodReopened', { count: result.reopened.length, period: name }));
      void refresh();
    },
  });

  const ask = (title: string, content: string, danger: boolean, run: () => void) =>
    modal.confirm({ title, content, icon: <ExclamationCircleFilled />, okText: t('common:yes'), cancelText: t('common:no'), okButtonProps: { danger }, onOk: run });
  const askClose = () => ask(t('reports:closeConfirm', { period: name }), month === 12 ? `${t('reports:closeExplain')} ${t('reports:closeYearExplain', { year })}` : t('reports:closeExplain'), false, () => close.mutate());
  const askReopen = () => ask(t('reports:reopenConfirm', { period: name }), t('reports:reopenExplain'), true, () => reopen.mutate());

  const closed = check.data?.problems.includes('PERIOD_ALREADY_CLOSED') ?? false;
  const problems = (check.data?.problems ?? []).filter((problem) => problem !== 'PERIOD_ALREADY_CLOSED');

  return (
    <ReportFrame title={t('menu:items.periodEnd')} testId="period-end">
      <div className="report__period">
        <ReportFilters>
          <Filter label={t('reports:month')}>
            <MonthInput id="period-month" value={chosen} onChange={setChosen} />
          </Filter>
          <Space wrap>
            <Button type="primary" icon={<LockOutlined />} disabled={!check.data?.closable || !rights.akses} loading={close.isPending} onClick={askClose} data-testid="period-close">
              {t('reports:closePeriod')}
            </Button>
            {administrator && (
              <Button danger icon={<UnlockOutlined />} disabled={!closed} loading={reopen.isPending} onClick={askReopen} data-testid="period-reopen">
                {t('reports:reopenPeriod')}
              </Button>
            )}
          </Space>
        </ReportFilters>
        <div className="report__period-status" data-testid="period-status">
          <Typography.Text strong>{name}</Typography.Text>
          {check.data && (closed ? <Tag icon={<LockOutlined />} color="default">{t('reports:statusClosed')}</Tag> : <Tag icon={<UnlockOutlined />} color="green">{t('reports:statusOpen')}</Tag>)}
        </div>
        {check.data &&
          (check.data.closable ? (
            <Alert type="info" showIcon title={t('reports:closable', { period: name })} description={t('reports:closeExplain')} data-testid="period-check" />
          ) : closed ? (
            <Alert
              type="success"
              showIcon
              title={coreMessage('PERIOD_ALREADY_CLOSED')}
              description={administrator ? t('reports:reopenHint') : t('reports:reopenAdminOnly')}
              data-testid="period-check"
            />
          ) : (
            <Alert type="warning" showIcon title={t('reports:notClosable', { period: name })} description={<ul className="report__problems">{problems.map((problem) => <li key={problem}>{coreMessage(problem)}</li>)}</ul>} data-testid="period-check" />
          ))}
        <Typography.Title level={5} className="report__subtitle">
          {t('reports:closedMonths')}
        </Typography.Title>
        <Table<ClosedPeriod>
          size="small"
          rowKey="period"
          data-testid="closed-periods"
          loading={closedList.isLoading}
          dataSource={closedList.data ?? []}
          pagination={{ pageSize: 12, hideOnSinglePage: true }}
          locale={{ emptyText: t('reports:noClosedMonths') }}
          onRow={(row) => ({ onClick: () => setChosen(monthKey(Math.floor(row.period / 100), row.period % 100)), className: 'report__clickable' })}
          columns={[
            { key: 'period', title: t('reports:month'), render: (_v, row) => monthName(row.period, formats.lang, 'full') },
            { key: 'closedAt', title: t('reports:closedAt'), render: (_v, row) => showDateTime(row.closedAt, formats) },
            { key: 'closedBy', title: t('reports:closedBy'), render: (_v, row) => memberName(row.closedBy) },
          ]}
        />
      </div>
    </ReportFrame>
  );
}
