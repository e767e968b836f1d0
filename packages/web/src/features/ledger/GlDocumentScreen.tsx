import { Button, Form, Grid, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentForm } from '../../ui/document/DocumentForm.tsx';
import { DocumentScreen, useListToForm, type DocumentView } from '../../ui/document/DocumentScreen.tsx';
import { listRecords, recordKeys, type Row } from '../../ui/document/record-api.ts';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import { ListView, type ListColumn } from '../../ui/list/ListView.tsx';
import { useRecordRequest } from '../../ui/workspace-nav.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { glAuditValue } from './gl-audit-value.tsx';
import { GlHeader } from './GlHeader.tsx';
import { GlLines } from './GlLines.tsx';
import { cashierOf, GL_FORM_DEFS, type GlFormDef } from './gl-forms.ts';
import { useDocumentTools } from './document-tools.tsx';
import { useLedgerSettings, useNextNumber, type LedgerSettings } from './ledger-api.ts';
import './ledger.css';
import { useGlDocument } from './use-gl-document.ts';

/** A journal document's tab: waits for the company's ledger settings, which decide the form's columns. */
function GlDocumentScreen({ def, tenantId, rights }: ScreenProps & { def: GlFormDef }) {
  const { t } = useTranslation(['common', 'document']);
  const settings = useLedgerSettings(tenantId);
  if (settings.isError) return <Result status="warning" title={t('unexpectedError')} extra={<Button onClick={() => void settings.refetch()}>{t('document:reload')}</Button>} />;
  if (!settings.data) return <Spin className="gl-doc__loading" />;
  return <GlDocumentTab def={def} tenantId={tenantId} rights={rights} settings={settings.data} />;
}

function GlDocumentTab({ def, tenantId, rights, settings }: ScreenProps & { def: GlFormDef; settings: LedgerSettings }) {
  const { t } = useTranslation(['ledger', 'document', 'menu']);
  const [view, setView] = useState<DocumentView>('form');
  const { doc, source, isForeign, refusedUnbalanced, labelOf } = useGlDocument(def, tenantId, rights, settings);
  const currencyid = Form.useWatch('currencyid', doc.form) as number | null | undefined;
  const docRate = Form.useWatch('rate', doc.form) as string | null | undefined;
  const foreign = isForeign(currencyid);
  const isNew = doc.state.mode === 'new';
  const nextNumber = useNextNumber(tenantId, def.form, isNew && rights.tambah);
  const title = t(`menu:items.${def.key}`);
  const record = doc.state.record;
  const cashier = cashierOf(def, record) ? def.cash : null;
  const cashAccount = Form.useWatch('glaccount', doc.form) as string | null | undefined;
  const formats = useFormats();
  const auditValueOf = useMemo(() => glAuditValue(tenantId, formats), [tenantId, formats]);
  const recordTitle = [record.jvnumber, record.description].filter((part) => typeof part === 'string' && part).join(' · ');

  const { open: openFromList, newButton } = useListToForm(doc, () => setView('form'), rights.tambah);
  // Another screen (a recurring schedule's created occurrence) asks this tab for its voucher.
  useRecordRequest(def.key, doc.state.busy === null, openFromList);

  const { print, journalButton, journalDrawer } = useDocumentTools({
    tenantId,
    form: def.form,
    recordId: doc.recordId,
    number: typeof record.jvnumber === 'string' ? record.jvnumber : null,
    title: recordTitle,
    canViewJournal: rights.jurnal,
    disabled: isNew || doc.state.busy !== null,
  });

  return (
    <DocumentScreen
      className="gl-doc"
      testId={`gl-${def.form}`}
      title={title}
      view={view}
      onViewChange={setView}
      form={
        <DocumentForm
          doc={doc}
          name={def.key}
          title={recordTitle || title}
          visible={view === 'form'}
          labelOf={(field) => labelOf([field])}
          auditValueOf={auditValueOf}
          onPrint={print}
          tools={journalButton}
        >
          <GlHeader tenantId={tenantId} form={doc.form} cash={cashier} settings={settings} nextNumber={nextNumber.data} isForeign={isForeign} foreign={foreign} />
          <GlLines
            tenantId={tenantId}
            form={doc.form}
            foreign={foreign}
            docRate={docRate}
            baseName={settings.baseCurrency?.currencyname ?? 'IDR'}
            readOnly={doc.readOnly}
            refused={refusedUnbalanced}
            cashier={cashier ? { side: cashier, account: cashAccount ?? null } : null}
          />
        </DocumentForm>
      }
      list={<GlList def={def} source={source} onOpen={openFromList} selected={doc.recordId} actions={newButton} label={title} />}
    >
      {journalDrawer}
    </DocumentScreen>
  );
}

interface GlListProps {
  def: GlFormDef;
  source: ReturnType<typeof useGlDocument>['source'];
  onOpen: (id: number) => void;
  selected: number | null;
  actions: React.ReactNode;
  label: string;
}

/** The documents of one form, newest first: number, date, description and total; searched by number and description. */
function GlList({ source, onOpen, selected, actions, label }: GlListProps) {
  const { t } = useTranslation('ledger');
  const formats = useFormats();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const phone = !Grid.useBreakpoint().md;
  const number: ListColumn<Row> = { key: 'jvnumber', title: t('number'), width: phone ? 110 : 150, render: (row) => text(row.jvnumber) };
  const date: ListColumn<Row> = { key: 'transdate', title: t('date'), width: phone ? 100 : 130, render: (row) => showDate(row.transdate, formats) };
  const description: ListColumn<Row> = { key: 'description', title: t('description'), width: 320, render: (row) => text(row.description) };
  const total: ListColumn<Row> = { key: 'amount', title: t('listTotal'), width: phone ? 140 : 170, align: 'right', render: (row) => showAmount(row.amount, formats) };
  // A phone shows what fits first: the total comes before the description, which scrolls in from the right.
  const columns = phone ? [number, date, total, description] : [number, date, description, total];
  return (
    <ListView<Row>
      queryKey={recordKeys.form(source)}
      fetchPage={(query) => listRecords(source, query)}
      columns={columns}
      rowKey={(row) => Number(row.jvid)}
      onOpen={(row) => onOpen(Number(row.jvid))}
      selectedKey={selected}
      actions={actions}
      label={label}
    />
  );
}

export function JournalVoucherScreen(props: ScreenProps) {
  return <GlDocumentScreen {...props} def={GL_FORM_DEFS.journalVoucher} />;
}

export function OtherPaymentScreen(props: ScreenProps) {
  return <GlDocumentScreen {...props} def={GL_FORM_DEFS.otherPayment} />;
}

export function OtherReceiptScreen(props: ScreenProps) {
  return <GlDocumentScreen {...props} def={GL_FORM_DEFS.otherReceipt} />;
}
