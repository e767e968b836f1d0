import { Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../workspace/screens.ts';
import { useNarrowScreen } from '../workspace/use-narrow-screen.ts';
import { BalanceSheetReport } from './BalanceSheetReport.tsx';
import { monthKey, today } from './period-text.ts';
import { ProfitLossReport } from './ProfitLossReport.tsx';
import { LedgerDetailReport } from './LedgerDetailReport.tsx';
import { AccountPicker, CorrectionsSwitch, DateRangeFilters, ExportButtons, Filter, MonthInput, ReportFilters, ReportFrame, useDayRange } from './report-ui.tsx';
import { correctionsQuery, type Compare } from './reports-api.ts';
import { TrialBalanceReport } from './TrialBalanceReport.tsx';

type Kind = 'trialBalance' | 'profitLoss' | 'balanceSheet' | 'ledgerDetail';

const KINDS: readonly Kind[] = ['trialBalance', 'profitLoss', 'balanceSheet', 'ledgerDetail'];

const REPORT_ROUTE: Record<Kind, string> = { trialBalance: 'trial-balance', profitLoss: 'profit-loss', balanceSheet: 'balance-sheet', ledgerDetail: 'general-ledger-detail' };

/** "Laporan Buku Besar": trial balance, profit and loss, balance sheet and general ledger detail for any period, compared and exported. */
export default function LedgerReportsScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['reports', 'menu']);
  const now = today();
  const thisMonth = now.slice(0, 7);
  const [kind, setKind] = useState<Kind>('trialBalance');
  const [from, setFrom] = useState(monthKey(Number(now.slice(0, 4)), 1));
  const [to, setTo] = useState(thisMonth);
  const [at, setAt] = useState(thisMonth);
  const [compare, setCompare] = useState<Compare>('none');
  const days = useDayRange(`${thisMonth}-01`);
  const { from: dayFrom, to: dayTo } = days;
  const [glaccount, setGlaccount] = useState<string | null>(null);
  // Statements show net amounts, which corrections never change: the switch is for the trial balance and the detail.
  const [corrections, setCorrections] = useState(false);
  const movements = kind === 'trialBalance' || kind === 'ledgerDetail';
  const narrow = useNarrowScreen();

  const query: Record<string, string> =
    kind === 'balanceSheet'
      ? { at, compare }
      : kind === 'profitLoss'
        ? { from, to, compare }
        : kind === 'ledgerDetail'
          ? { from: dayFrom ?? '', to: dayTo ?? '', ...(glaccount ? { glaccount } : {}), ...correctionsQuery(corrections) }
          : { from, to, ...correctionsQuery(corrections) };
  const filename = `${t(`reports:files.${kind}`)}-${kind === 'balanceSheet' ? at : `${query.from}-${query.to}`}`;
  const rangeBad = kind === 'ledgerDetail' ? !dayFrom || !dayTo || dayTo < dayFrom : kind !== 'balanceSheet' && to < from;
  const kindOptions = KINDS.map((value) => ({ value, label: t(`reports:${value}`) }));

  return (
    <ReportFrame
      title={t('menu:items.reportLedger')}
      testId="ledger-reports"
      extra={
        // Four names do not fit a phone's width side by side.
        narrow ? (
          <Select<Kind> value={kind} onChange={setKind} options={kindOptions} aria-label={t('reports:report')} className="report__kind" data-testid="report-kind" />
        ) : (
          <Segmented<Kind> value={kind} onChange={setKind} options={kindOptions} data-testid="report-kind" />
        )
      }
    >
      <ReportFilters>
        {kind === 'ledgerDetail' ? (
          <>
            <DateRangeFilters idPrefix="detail" range={days} />
            <Filter label={t('reports:accountOptional')} wide>
              <AccountPicker tenantId={tenantId} id="detail-account" value={glaccount} onChange={setGlaccount} />
            </Filter>
          </>
        ) : kind === 'balanceSheet' ? (
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
        {(kind === 'profitLoss' || kind === 'balanceSheet') && (
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
          {movements && <CorrectionsSwitch id="report-corrections" value={corrections} onChange={setCorrections} />}
          <ExportButtons
            tenantId={tenantId}
            report={REPORT_ROUTE[kind]}
            query={query}
            filename={filename}
            formats={['xlsx', 'csv']}
            allowed={rights.export}
            disabled={rangeBad}
          />
        </div>
      </ReportFilters>
      {kind === 'trialBalance' && <TrialBalanceReport tenantId={tenantId} from={from} to={to} corrections={corrections} />}
      {kind === 'profitLoss' && <ProfitLossReport tenantId={tenantId} from={from} to={to} compare={compare} />}
      {kind === 'balanceSheet' && <BalanceSheetReport tenantId={tenantId} at={at} compare={compare} />}
      {kind === 'ledgerDetail' && <LedgerDetailReport tenantId={tenantId} from={dayFrom} to={dayTo} glaccount={glaccount} corrections={corrections} />}
    </ReportFrame>
  );
}
