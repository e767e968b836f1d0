import { DownloadOutlined } from '@ant-design/icons';
import { ZSalesConsolidated, type Rights } from '@lontar/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Result, Spin, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentForm } from '../../ui/document/DocumentForm.tsx';
import { DocumentScreen, useListToForm, type DocumentView } from '../../ui/document/DocumentScreen.tsx';
import type { FieldPath } from '../../ui/document/field-errors.ts';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { recordKeys, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { useDocument, type DocumentHandle } from '../../ui/document/use-document.ts';
import { notify } from '../../ui/notices.ts';
import { useRecordRequest } from '../../ui/workspace-nav.ts';
import { DocumentLines } from '../documents/DocumentLines.tsx';
import { consolidatedCopy } from '../documents/document-copy.ts';
import { newestRecordId, periodCheck } from '../documents/document-life.tsx';
import { useDocumentTools } from '../ledger/document-tools.tsx';
import { useLedgerSettings, useNextNumber, type LedgerSettings } from '../ledger/ledger-api.ts';
import '../ledger/ledger.css';
import { useYesNo } from '../ledger/use-yes-no.tsx';
import '../purchasing/purchasing.css';
import type { ScreenProps } from '../workspace/screens.ts';
import { ConsolidatedHeader } from './ConsolidatedHeader.tsx';
import { ConsolidatedList, ConsolidatedStatusTag } from './ConsolidatedList.tsx';
import { useOwingInvoices } from './consolidated-api.ts';
import { CONSOLIDATED_GRID, type ConsolidatedLinesCtx } from './consolidated-line-columns.tsx';
import { addInvoices, consolidatedToBody, consolidatedToValues, consolidatedTotals, emptyConsolidatedLine, type ConsolidatedLineValues, type ConsolidatedValues } from './consolidated-values.ts';

const FORM = 'sales-consolidated';
const KEY = 'salesConsolidated';
const HEADER_LABELS: Record<string, 'number' | 'date' | 'customer' | 'dueDate' | 'description' | 'consInvoices'> = {
  consno: 'number',
  consdate: 'date',
  customerid: 'customer',
  duedate: 'dueDate',
  description: 'description',
  details: 'consInvoices',
};

/** Tukar Faktur's tab: waits for the company's ledger settings (the period window). */
export function ConsolidatedScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['common', 'document']);
  const ledger = useLedgerSettings(tenantId);
  if (ledger.isError) return <Result status="warning" title={t('unexpectedError')} extra={<Button onClick={() => void ledger.refetch()}>{t('document:reload')}</Button>} />;
  if (!ledger.data) return <Spin className="gl-doc__loading" />;
  return <ConsolidatedTab tenantId={tenantId} rights={rights} ledger={ledger.data} />;
}

/**
 * One Tukar Faktur in a tab (the shared document life: Idempotency-Key, edit lock, version, drafts, period window),
 * its invoices chosen on the grid or fetched all at once, its totals, status and print (tanda terima).
 */
function useConsolidatedDocument(tenantId: number, rights: Rights, ledger: LedgerSettings) {
  const { t } = useTranslation('purchasing');
  const queryClient = useQueryClient();
  const askYesNo = useYesNo();
  const source: RecordSource = useMemo(() => ({ tenantId, form: FORM, idField: 'consid' }), [tenantId]);
  const labelOf = (path: FieldPath): string | undefined => {
    const [head, , field] = path;
    if (path.length === 1) return typeof head === 'string' && HEADER_LABELS[head] ? t(HEADER_LABELS[head]) : undefined;
    return head === 'details' && field === 'arinvoiceid' ? t('invoiceNo') : undefined;
  };
  const doc: DocumentHandle = useDocument({
    source,
    schema: ZSalesConsolidated,
    idempotent: true,
    toValues: (record) => consolidatedToValues(record) as Row,
    toBody: (values, record) => consolidatedToBody(values as ConsolidatedValues, record),
    newRecord: async () => ({ consdate: dayjs().format('YYYY-MM-DD'), duedate: null, description: '', details: [emptyConsolidatedLine()] }),
    copyValues: consolidatedCopy,
    labelOf,
    rights,
    beforeSave: periodCheck(ledger.window, 'consdate', askYesNo),
    lastId: () => newestRecordId(source),
    onChanged: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.form(source) });
      // What its invoices are offered for (another Tukar Faktur, a receipt) changes with it.
      void queryClient.invalidateQueries({ queryKey: ['records', tenantId, 'sales-invoice'] });
    },
  });
  return { doc, source, labelOf };
}

function ConsolidatedTab({ tenantId, rights, ledger }: ScreenProps & { ledger: LedgerSettings }) {
  const { t } = useTranslation(['purchasing', 'menu']);
  const [view, setView] = useState<DocumentView>('form');
  const { doc, source, labelOf } = useConsolidatedDocument(tenantId, rights, ledger);
  const isNew = doc.state.mode === 'new';
  const nextNumber = useNextNumber(tenantId, FORM, isNew && doc.rights.tambah);
  const title = t('menu:items.salesConsolidated');
  const record = doc.state.record;
  const recordTitle = [record.consno, record.customername].filter((part) => typeof part === 'string' && part).join(' · ');
  const { open: openFromList, newButton } = useListToForm(doc, () => setView('form'), doc.rights.tambah);
  useRecordRequest(KEY, doc.state.busy === null, openFromList);
  // "Cetak": the tanda terima; a Tukar Faktur posts nothing.
  const { print, journalDrawer } = useDocumentTools({
    tenantId,
    form: FORM,
    recordId: doc.recordId,
    number: (record.consno as string | null | undefined) ?? null,
    title: recordTitle || title,
    canViewJournal: false,
    disabled: isNew || doc.state.busy !== null,
  });
  const watched = Form.useWatch('customerid', doc.form) as number | null | undefined;
  const customerid = typeof watched === 'number' && watched > 0 ? watched : null;
  const invoices = useOwingInvoices(tenantId, isNew ? null : doc.recordId, customerid, !doc.readOnly);
  const ctx: ConsolidatedLinesCtx = { form: doc.form, invoices: invoices.data ?? [], loading: invoices.isFetching, noCustomer: customerid === null };
  const fetchAll = async () => {
    const listed = (await invoices.refetch()).data ?? [];
    if (!listed.length) notify.warning(t('noOpenInvoices'));
    doc.form.setFieldValue('details', addInvoices(doc.form.getFieldValue('details') as ConsolidatedLineValues[] | undefined, listed));
    doc.form.setFields([{ name: 'details', errors: [] }]);
  };
  const status = isNew ? null : (
    <span className="purchase-status">
      <ConsolidatedStatusTag status={record.status} />
    </span>
  );
  return (
    <DocumentScreen
      className="gl-doc purchase-doc"
      testId={`sales-${FORM}`}
      title={title}
      view={view}
      onViewChange={setView}
      form={
        <DocumentForm doc={doc} name={KEY} title={recordTitle || title} visible={view === 'form'} labelOf={(field) => labelOf([field])} extra={status} onPrint={print}>
          <ConsolidatedHeader tenantId={tenantId} form={doc.form} nextNumber={nextNumber.data} />
          <div className="purchase-pull">
            <Typography.Text strong>{t('consInvoices')}</Typography.Text>
            <Button icon={<DownloadOutlined />} onClick={() => void fetchAll()} disabled={doc.readOnly || customerid === null} loading={invoices.isFetching} data-testid="fetch-invoices">
              {t('fetchInvoices')}
            </Button>
          </div>
          <DocumentLines config={CONSOLIDATED_GRID} ctx={ctx} form={doc.form} readOnly={doc.readOnly} totals={<ConsolidatedTotals form={doc.form} saved={isNew ? null : record} />} />
        </DocumentForm>
      }
      list={<ConsolidatedList source={source} onOpen={openFromList} selected={doc.recordId} actions={newButton} label={title} />}
    >
      {journalDrawer}
    </DocumentScreen>
  );
}

/** Σ billed (the server's `consamount` once saved and unchanged) and Σ still owing of its invoices. */
function ConsolidatedTotals({ form, saved }: { form: FormInstance; saved: Row | null }) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  Form.useWatch('details', form);
  const typed = consolidatedTotals(form.getFieldValue('details') as ConsolidatedLineValues[] | undefined);
  const rows = [
    ['billed', t('consTotal'), typed.billed],
    ['owing', t('owing'), typed.owing],
  ] as const;
  return (
    <dl className="purchase-totals" data-testid="cons-totals" title={saved ? undefined : t('totalsEstimate')}>
      {rows.map(([key, label, value]) => (
        <div key={key} className={key === 'billed' ? 'purchase-totals__row purchase-totals__row--total' : 'purchase-totals__row'}>
          <dt>{label}</dt>
          <dd data-testid={`total-${key}`}>{showAmount(value, formats)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default ConsolidatedScreen;
