import { ACCOUNT_TYPE } from '@lontar/core';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../workspace/screens.ts';
import { LedgerLinesTable } from './LedgerLinesTable.tsx';
import { today } from './period-text.ts';
import { AccountPicker, CorrectionsSwitch, DateRangeFilters, ExportButtons, Filter, ReportFilters, ReportFrame, useDayRange } from './report-ui.tsx';
import { correctionsQuery } from './reports-api.ts';

const CASH_BANK = [ACCOUNT_TYPE.CASH_BANK];

/** "Buku Bank": a cash or bank account's receipts and payments between two dates with the running balance. */
export default function BankBookScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['reports', 'menu']);
  const range = useDayRange(`${today().slice(0, 7)}-01`);
  const { from, to, badRange } = range;
  const [glaccount, setGlaccount] = useState<string | null>(null);
  const [corrections, setCorrections] = useState(false);
  const query = glaccount && from && to && !badRange ? { glaccount, from, to, corrections } : null;

  return (
    <ReportFrame title={t('menu:items.bankBook')} testId="bank-book">
      <ReportFilters>
        <Filter label={t('reports:cashAccount')} wide>
          <AccountPicker tenantId={tenantId} id="bank-book-account" value={glaccount} onChange={setGlaccount} types={CASH_BANK} />
        </Filter>
        <DateRangeFilters idPrefix="bank-book" range={range} />
        <div className="report__actions">
          <CorrectionsSwitch id="bank-book-corrections" value={corrections} onChange={setCorrections} />
          <ExportButtons
            tenantId={tenantId}
            report="bank-book"
            query={query ? { glaccount: query.glaccount, from: query.from, to: query.to, ...correctionsQuery(corrections) } : {}}
            filename={`${t('reports:files.bankBook')}-${glaccount ?? ''}-${from ?? ''}-${to ?? ''}`}
            formats={['xlsx', 'csv']}
            allowed={rights.export}
            disabled={!query}
          />
        </div>
      </ReportFilters>
      {badRange && <Alert type="warning" showIcon title={t('reports:rangeInvalid')} />}
      <LedgerLinesTable tenantId={tenantId} source="bank" query={query} label={t('menu:items.bankBook')} />
    </ReportFrame>
  );
}
