import { useQuery } from '@tanstack/react-query';
import { Empty, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import { ListView, type ListColumn } from '../../ui/list/ListView.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useWorkspaceNav } from '../../ui/workspace-nav.ts';
import { PHONE } from '../inventory/stock-report-ui.tsx';
import { StatusTag } from '../purchasing/PurchaseList.tsx';
import { ReportFilters, ReportFrame } from '../reports/report-ui.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { DOCUMENT_SCREENS, fetchPartyDocuments, fetchPartyOwing, payablesKeys } from './payables-api.ts';
import { PartyFilter } from './payables-ui.tsx';
import { PURCHASE_VIEW, type TradeSideView } from './trade-side-view.ts';
import { historyColumns, historyQuery, historyStatus, type HistoryColumn, type HistoryForm, type VendorDocument } from './vendor-history.ts';
import './vendor-history.css';

const WIDTHS: Record<HistoryColumn, readonly [desktop: number, phone: number]> = {
  number: [150, 100],
  date: [110, 100],
  duedate: [110, 100],
  description: [260, 200],
  status: [130, 110],
  totalamount: [150, 120],
  paid: [140, 120],
  owing: [150, 110],
};
const TITLES = { number: 'number', date: 'date', duedate: 'dueDate', description: 'description', status: 'status', totalamount: 'total', paid: 'paid', owing: 'owing' } as const;

/**
 * A party's history over a side. "Riwayat Pemasok": a vendor's purchasing documents, one list per form (orders,
 * receipts, invoices with what is paid and owed, payments, returns), searched and paged on the server, beside what the
 * company owes the vendor today. "Riwayat Pelanggan": a customer's sales documents (quotations to returns) beside
 * what the customer owes.
 */
export function PartyHistoryScreen({ tenantId, side }: ScreenProps & { side: TradeSideView }) {
  const { t } = useTranslation(['payables', 'menu']);
  const formats = useFormats();
  const phone = useMediaQuery(PHONE);
  const nav = useWorkspaceNav();
  const [partyid, setPartyid] = useState<number | null>(null);
  const [form, setForm] = useState<HistoryForm>(side.historyFirst);
  // What is owed: every open invoice of the party in base currency (not one page's sum), with the history's own right.
  const owed = useQuery({ queryKey: [...payablesKeys.all(tenantId), `${side.key}-owing`, partyid], enabled: partyid !== null, queryFn: () => fetchPartyOwing(tenantId, side, partyid!) });
  const statusKind = historyStatus(form);
  const cell = (key: HistoryColumn, row: VendorDocument) => {
    switch (key) {
      case 'date':
      case 'duedate':
        return showDate(row[key], formats);
      case 'status':
        return statusKind && <StatusTag kind={statusKind} status={row.status} />;
      case 'totalamount':
      case 'paid':
      case 'owing':
        return <span data-testid={`history-${key}`}>{showAmount(row[key], formats)}</span>;
      default:
        return row[key];
    }
  };
  const columns: ListColumn<VendorDocument>[] = historyColumns(form, phone).map((key) => ({
    key,
    title: t(key === 'owing' ? side.words.owing : TITLES[key]),
    width: WIDTHS[key][phone ? 1 : 0],
    align: ['totalamount', 'paid', 'owing'].includes(key) ? 'right' : undefined,
    render: (row) => cell(key, row),
  }));
  const open = (row: VendorDocument) => {
    const screen = DOCUMENT_SCREENS[row.form];
    if (screen) nav.openRecord(screen, row.id);
  };
  const formName = (f: HistoryForm) => t(`forms.${f}`);
  const testId = `${side.prefix}-history`;
  return (
    <ReportFrame title={t(`menu:items.${side.historyMenu}`)} testId={testId}>
      <ReportFilters>
        <PartyFilter tenantId={tenantId} lookup={side.lookup} id={`${testId}-${side.lookup}`} label={t(side.words.party)} value={partyid} onChange={setPartyid} />
        {partyid !== null && (
          <div className="report__filter vendor-history__owed">
            <span className="report__filter-label">{t(side.words.owed)}</span>
            <Typography.Text strong data-testid={`${testId}-owed`}>
              {owed.data ? showAmount(owed.data.owing, formats) : '…'}
            </Typography.Text>
          </div>
        )}
      </ReportFilters>
      {partyid === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(side.words.chooseHistory)} />
      ) : (
        <>
          <Segmented<HistoryForm> value={form} onChange={setForm} options={side.historyForms.map(({ form: value }) => ({ value, label: formName(value) }))} data-testid="history-form" className="vendor-history__forms" />
          <div className="vendor-history__list" data-testid={`${testId}-list`}>
            <ListView<VendorDocument>
              key={`${partyid}-${form}`}
              queryKey={[...payablesKeys.all(tenantId), testId, partyid, form]}
              fetchPage={(query) => fetchPartyDocuments(tenantId, side, form, historyQuery(partyid, query))}
              columns={columns}
              rowKey={(row) => row.id}
              onOpen={open}
              label={`${t(`menu:items.${side.historyMenu}`)}: ${formName(form)}`}
            />
          </div>
        </>
      )}
    </ReportFrame>
  );
}

/** "Riwayat Pemasok": the purchasing side's party history. */
export default function VendorHistoryScreen(props: ScreenProps) {
  return <PartyHistoryScreen {...props} side={PURCHASE_VIEW} />;
}
