import { Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../workspace/screens.ts';
import { BalanceSheetReport } from './BalanceSheetReport.tsx';
import { monthKey, today } from './period-text.ts';
import { ProfitLossReport } from './ProfitLossReport.tsx';
import { ExportButtons, Filter, MonthInput, ReportFilters, ReportFrame } from './report-ui.tsx';
import type { Compare } from './reports-api.ts';
import { TrialBalanceReport } from './TrialBalanceReport.tsx';

type Kind = 'trialBalance' | 'profitLoss' | 'balanceSheet';

const REPORT_ROUTE: Record<Kind, string> = { trialBalance: 'trial-balance', profitLoss: 'profit-loss', balanceSheet: 'balance-sheet' };

/** "Laporan Buku Besar": trial balance, profit and loss and balance sheet for any months, compared and exported. */
export default function LedgerReportsScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['reports', 'menu']);
  const now = today();
  const thisMonth = now.slice(0, 7);
  const [kind, setKind] = useState<Kind>('trialBalance');
  const [from, setFrom] = useState(monthKey(Number(now.slice(0, 4)), 1));
  const [to, setTo] = useState(thisMonth);
  const [at, setAt] = useState(thisMonth);
  const [compare, setCompare] = useState<Compare>('none');

  const query: Record<string, string> = kind === 'balanceSheet' ? { at, compare } : kind === 'profitLoss' ? { from, to, compare } : { from, to };
  const filename = `${t(`reports:files.${kind}`)}-${kind === 'balanceSheet' ? at : `${from}-${to}`}`;

  return (
    <ReportFrame
      title={t('menu:items.reportLedger')}
      testId="ledger-reports"
      extra={
        <Segmented<Kind>
          value={kind}
          onChange={setKind}
          options={(['trialBalance', 'profitLoss', 'balanceSheet'] as const).map((value) => ({ value, label: t(`reports:${value}`) }))}
          data-testid="report-kind"
        />
      }
    >
      <ReportFilters>
        {kind === 'balanceSheet' ? (
          <Filter label={t('reports:at')}>
            <MonthInput id="report-at" value={at} onChange={setAt} />
          </Filter>
        ) : (
          <>
            <Filter label={t('reports:fromMonth')}>
              <MonthInput id="report-from" value={from} onChange={setFrom} />
            </Filter>
            <Filter label={t('reports:toMonth')}>
              <MonthInput id="report-to" value={to} onChange={setTo} />
            </Filter>
          </>
        )}
        {kind !== 'trialBalance' && (
          <Filter label={t('reports:compare')}>
            <Select<Compare>
              id="report-compare"
              value={compare}
              onChange={setCompare}
              options={(['none', 'previous-period', 'previous-year'] as const).map((value) => ({ value, label: t(`reports:compareWith.${value}`) }))}
              popupMatchSelectWidth={false}
            />
          </Filter>
        )}
        <div className="report__actions">
          <ExportButtons
            tenantId={tenantId}
            report={REPORT_ROUTE[kind]}
            query={query}
            filename={filename}
            formats={['xlsx', 'csv']}
            allowed={rights.export}
            disabled={kind !== 'balanceSheet' && to < from}
          />
        </div>
      </ReportFilters>
      {kind === 'trialBalance' && <TrialBalanceReport tenantId={tenantId} from={from} to={to} />}
      {kind === 'profitLoss' && <ProfitLossReport tenantId={tenantId} from={from} to={to} compare={compare} />}
      {kind === 'balanceSheet' && <BalanceSheetReport tenantId={tenantId} at={at} compare={compare} />}
    </ReportFrame>
  );
}
