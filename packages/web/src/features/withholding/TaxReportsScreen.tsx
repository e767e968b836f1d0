import { Segmented } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Filter, ReportFrame, MonthInput } from '../reports/report-ui.tsx';
import { useSession } from '../../app/session/session-store.ts';
import { usePrivileges } from '../company/api.ts';
import { rightsLookup } from '../workspace/menu-rights.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { InputVatReport } from './InputVatReport.tsx';
import { OutputVatReport } from './OutputVatReport.tsx';
import { Pph23Report } from './Pph23Report.tsx';
import './withholding.css';

type Kind = 'pph23' | 'inputVat' | 'outputVat';

/** The month before this one: taxes are reported for the month just closed (by the 20th of the next). */
const lastMonth = () => dayjs().subtract(1, 'month').format('YYYY-MM');

/**
 * "Laporan Pajak": PPh 23 withheld on purchase payments in a tax period (with its Excel export and the Coretax
 * e-Bupot BPPU import file), the input VAT (PPN Masukan) of its purchase invoices and returns, and the output VAT
 * (PPN Keluaran) of its sales with local/foreign tax invoices, the e-Faktur file and tax invoice numbers; one period.
 */
export default function TaxReportsScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['withholding', 'menu']);
  const [kind, setKind] = useState<Kind>('pph23');
  const [month, setMonth] = useState(lastMonth);
  // Tax invoice numbers are recorded on sales invoices: the sales invoice screen's edit right (the server checks it too).
  const me = useSession((s) => s.user);
  const privileges = usePrivileges(tenantId, me?.id);
  const canEditInvoices = useMemo(() => rightsLookup(privileges.data?.hakAksesList ?? [])('sales-invoice').ubah, [privileges.data]);
  const period = (
    <Filter label={t('month')}>
      <MonthInput id="tax-report-month" value={month} onChange={setMonth} />
    </Filter>
  );
  return (
    <ReportFrame
      title={t('menu:items.reportTax')}
      testId="tax-reports"
      extra={<Segmented<Kind> value={kind} onChange={setKind} options={(['pph23', 'inputVat', 'outputVat'] as const).map((value) => ({ value, label: t(value) }))} data-testid="tax-report-kind" />}
    >
      {kind === 'pph23' ? (
        <Pph23Report tenantId={tenantId} month={month} period={period} canExport={rights.export} />
      ) : kind === 'inputVat' ? (
        <InputVatReport tenantId={tenantId} month={month} period={period} canExport={rights.export} />
      ) : (
        <OutputVatReport tenantId={tenantId} month={month} period={period} canExport={rights.export} canEdit={canEditInvoices} />
      )}
    </ReportFrame>
  );
}
