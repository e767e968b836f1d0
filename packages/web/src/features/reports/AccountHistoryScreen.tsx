import { Alert, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { useMembers } from '../tenant/members-api.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { LedgerLinesTable } from './LedgerLinesTable.tsx';
import { today } from './period-text.ts';
import { AccountPicker, CorrectionsSwitch, DateRangeFilters, ExportButtons, Filter, ReportFilters, ReportFrame, useDayRange } from './report-ui.tsx';
import { correctionsQuery } from './reports-api.ts';

type PersonKind = 'customer' | 'vendor';

/** "Histori Akun": an account's postings between two dates with the running balance, optionally for one customer or vendor. */
export default function AccountHistoryScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['reports', 'menu']);
  const range = useDayRange(`${today().slice(0, 4)}-01-01`);
  const { from, to, badRange } = range;
  const [glaccount, setGlaccount] = useState<string | null>(null);
  const [personKind, setPersonKind] = useState<PersonKind>('customer');
  const [personid, setPersonid] = useState<number | null>(null);
  const [userid, setUserid] = useState<number | null>(null);
  const [corrections, setCorrections] = useState(false);
  const members = useMembers(tenantId);
  const users = (members.data ?? []).filter((m) => m.userId !== null).map((m) => ({ value: m.userId!, label: m.name || m.email }));
  const query = glaccount && from && to && !badRange ? { glaccount, from, to, personid: personid ?? undefined, userid: userid ?? undefined, corrections } : null;

  return (
    <ReportFrame title={t('menu:items.accountHistory')} testId="account-history">
      <ReportFilters>
        <Filter label={t('reports:account')} wide>
          <AccountPicker tenantId={tenantId} id="history-account" value={glaccount} onChange={setGlaccount} />
        </Filter>
        <DateRangeFilters idPrefix="history" range={range} />
        <Filter label={t('reports:person')} wide>
          <div className="report__person">
            <Select<PersonKind>
              value={personKind}
              onChange={(next) => {
                setPersonKind(next);
                setPersonid(null);
              }}
              options={[
                { value: 'customer', label: t('reports:customer') },
                { value: 'vendor', label: t('reports:vendor') },
              ]}
              aria-label={t('reports:personKind')}
              popupMatchSelectWidth={false}
            />
            <LookupSelect
              tenantId={tenantId}
              lookup={personKind}
              value={personid}
              onChange={(next) => setPersonid(typeof next === 'number' ? next : null)}
              aria-label={t('reports:person')}
            />
          </div>
        </Filter>
        <Filter label={t('reports:enteredBy')}>
          <Select<number>
            id="history-user"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={userid ?? undefined}
            onChange={(next) => setUserid(next ?? null)}
            options={users}
            placeholder={t('reports:allUsers')}
            aria-label={t('reports:enteredBy')}
            loading={members.isLoading}
            popupMatchSelectWidth={false}
          />
        </Filter>
        <div className="report__actions">
          <CorrectionsSwitch id="history-corrections" value={corrections} onChange={setCorrections} />
          <ExportButtons
            tenantId={tenantId}
            report="glaccount-glhist"
            query={query ? { VGLACCOUNT: query.glaccount, DFROM: query.from, DTO: query.to, ...(query.personid ? { VPERSONID: String(query.personid) } : {}), ...(query.userid ? { VUSERID: String(query.userid) } : {}), ...correctionsQuery(corrections) } : {}}
            filename={`${t('reports:files.accountHistory')}-${glaccount ?? ''}-${from ?? ''}-${to ?? ''}`}
            formats={['xlsx', 'csv']}
            allowed={rights.export}
            disabled={!query}
          />
        </div>
      </ReportFilters>
      {badRange && <Alert type="warning" showIcon title={t('reports:rangeInvalid')} />}
      <LedgerLinesTable tenantId={tenantId} source="history" query={query} label={t('menu:items.accountHistory')} />
    </ReportFrame>
  );
}
