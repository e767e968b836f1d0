import { PauseCircleOutlined, PlayCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { occurrenceDate, ZRecurring, type RecurringForm, type RecurringPeriod } from '@lontar/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Result, Spin, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import { DocumentForm } from '../../ui/document/DocumentForm.tsx';
import { ToolButton } from '../../ui/document/DocumentToolbar.tsx';
import { DocumentScreen, useListToForm, type DocumentView } from '../../ui/document/DocumentScreen.tsx';
import { readRecord, recordKeys, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { useDocument } from '../../ui/document/use-document.ts';
import { notify } from '../../ui/notices.ts';
import { useWorkspaceNav } from '../../ui/workspace-nav.ts';
import { useDocumentTools } from '../ledger/document-tools.tsx';
import { useLedgerSettings, useNextNumber, type LedgerSettings } from '../ledger/ledger-api.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { Occurrences } from './Occurrences.tsx';
import { RecurringFields } from './RecurringFields.tsx';
import { RecurringList } from './RecurringList.tsx';
import { runSchedules, setScheduleState } from './recurring-api.ts';
import { RECURRING_FORM_DEFS, recurringFormOf, templateOf } from './recurring-forms.ts';
import { recurringToBody, recurringToValues, scheduleStatus, shownOccurrences, templateAmount, type RecurringValues } from './recurring-values.ts';
import './recurring.css';

const FIELD_LABELS: Record<string, string> = {
  recurringno: 'number',
  description: 'description',
  transtype: 'form',
  perioda: 'period',
  recurringtotal: 'total',
  recurringdate: 'startDate',
  isassigninvno: 'assignNumber',
  startinvno: 'startNumber',
  recurringdata: 'source',
};

/** Transaksi Berulang: waits for the ledger settings (a journal's base currency decides how its lines are kept). */
export default function RecurringScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation(['common', 'document']);
  const ledger = useLedgerSettings(tenantId);
  if (ledger.isError) return <Result status="warning" title={t('unexpectedError')} extra={<Button onClick={() => void ledger.refetch()}>{t('document:reload')}</Button>} />;
  if (!ledger.data) return <Spin className="gl-doc__loading" />;
  return <RecurringTab tenantId={tenantId} rights={rights} ledger={ledger.data} />;
}

function RecurringTab({ tenantId, rights, ledger }: ScreenProps & { ledger: LedgerSettings }) {
  const { t } = useTranslation(['recurring', 'menu']);
  const queryClient = useQueryClient();
  const nav = useWorkspaceNav();
  const [view, setView] = useState<DocumentView>('form');
  const [running, setRunning] = useState(false);
  const source: RecordSource = useMemo(() => ({ tenantId, form: 'recurring', idField: 'id' }), [tenantId]);
  const labelOf = (path: (string | number)[]) => {
    const key = typeof path[0] === 'string' ? FIELD_LABELS[path[0]] : undefined;
    return key ? t(key as 'number') : undefined;
  };
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: recordKeys.form(source) });

  const doc = useDocument({
    source,
    schema: ZRecurring,
    toValues: (record) => recurringToValues(record) as unknown as Row,
    toBody: (values, record) => recurringToBody(values as Partial<RecurringValues>, record),
    newRecord: async () => ({ perioda: 'Bulanan', recurringtotal: 2, isassigninvno: false }),
    labelOf,
    rights,
    onChanged: refreshLists,
    beforeSave: async (body) => {
      if (body.recurringdata && Object.keys(body.recurringdata as Row).length) return true;
      doc.form.setFields([{ name: 'sourceid', errors: [t('sourceRequired')] }]);
      return false;
    },
  });

  const record = doc.state.record;
  const isNew = doc.state.mode === 'new';
  const nextNumber = useNextNumber(tenantId, 'recurring', isNew && rights.tambah);
  const title = t('menu:items.recurring');
  const recordTitle = [record.recurringno, record.description].filter((part) => typeof part === 'string' && part).join(' · ');
  const { open: openFromList, newButton } = useListToForm(doc, () => setView('form'), rights.tambah);

  /** Reads a saved document and makes it the schedule's template (through its form's copy: nothing pulled). */
  const pick = async (form: RecurringForm, id: number) => {
    const def = RECURRING_FORM_DEFS[form];
    try {
      const saved = await readRecord({ tenantId, form, idField: def.idField }, id);
      const foreign = saved.currencyid != null && saved.currencyid !== ledger.baseCurrency?.currencyid && ledger.multiCurrency;
      const template = templateOf(form, saved, foreign);
      const description = doc.form.getFieldValue('description') as string | undefined;
      const start = doc.form.getFieldValue('recurringdate') as string | null | undefined;
      const period = (doc.form.getFieldValue('perioda') as RecurringPeriod | undefined) ?? 'Bulanan';
      const savedDate = saved[def.dateField];
      doc.form.setFieldsValue({
        // The saved document is the schedule's first one: the schedule goes on one period after it.
        ...(!start && typeof savedDate === 'string' ? { recurringdate: occurrenceDate(savedDate, period, 2) } : {}),
        transtype: form,
        recurringdata: template,
        sourceid: id,
        sourceno: typeof saved[def.numberField] === 'string' ? saved[def.numberField] : String(id),
        sourceamount: templateAmount(form, template, saved.totalamount),
        ...(description?.trim() ? {} : { description: typeof saved.description === 'string' ? saved.description : '' }),
      });
      doc.form.setFields([{ name: 'sourceid', errors: [] }]);
      doc.markChanged();
    } catch (error) {
      handleApiError(error);
    }
  };

  // A document's toolbar ("Jadwalkan berulang") asks for a new schedule of it; a report may ask for a schedule.
  const request = nav.requestOf('recurring');
  const handled = useRef(0);
  const idle = doc.state.busy === null;
  useEffect(() => {
    if (!request || request.n === handled.current || !idle) return;
    handled.current = request.n;
    setView('form');
    const from = request.from;
    const form = from ? recurringFormOf(from.form) : null;
    if (!from || !form) {
      void doc.open(request.id);
      return;
    }
    void (async () => {
      await doc.create();
      await pick(form, from.id);
    })();
  }, [request, idle]);

  const values = Form.useWatch([], { form: doc.form, preserve: true }) as Partial<RecurringValues> | undefined;
  const occurrences = shownOccurrences(values ?? {}, record);
  const status = scheduleStatus(record.status);
  const saved = !isNew && doc.recordId !== null;

  const run = async () => {
    if (doc.recordId === null) return;
    setRunning(true);
    try {
      const answer = await runSchedules(tenantId, doc.recordId);
      const { created, failed } = answer.data;
      if (created.length) notify.success(t('ranCreated', { count: created.length }));
      if (failed.length) notify.warning(t('ranFailed', { count: failed.length, error: failed[0]!.error }));
      if (!created.length && !failed.length) notify.warning(t('ranNone'));
      await doc.reload();
      refreshLists();
    } catch (error) {
      handleApiError(error);
    } finally {
      setRunning(false);
    }
  };

  const changeState = async (action: 'stop' | 'resume') => {
    if (doc.recordId === null) return;
    try {
      const answer = await setScheduleState(tenantId, doc.recordId, action);
      if (answer.message) notify.success(answer.message);
      await doc.reload();
      refreshLists();
    } catch (error) {
      handleApiError(error);
    }
  };

  const busy = doc.state.busy !== null || doc.state.hasChange;
  // Cetak: the schedule's PDF (GET recurring/print/{id}, the master record template), opened as every document's.
  const { print } = useDocumentTools({
    tenantId,
    form: 'recurring',
    recordId: saved ? doc.recordId : null,
    number: typeof record.recurringno === 'string' ? record.recurringno : null,
    title,
    canViewJournal: false,
    disabled: !saved || busy,
  });
  const tools = (
    <>
      {rights.akses && (
        <ToolButton icon={<ThunderboltOutlined />} label={t('runNow')} onClick={() => void run()} disabled={!saved || busy || status !== 'active'} loading={running} />
      )}
      {saved && rights.ubah && status === 'active' && <ToolButton icon={<PauseCircleOutlined />} label={t('stop')} onClick={() => void changeState('stop')} disabled={!saved || busy} />}
      {saved && rights.ubah && status === 'stopped' && <ToolButton icon={<PlayCircleOutlined />} label={t('resume')} onClick={() => void changeState('resume')} disabled={!saved || busy} />}
      {saved && (
        <Tag color={status === 'active' ? 'green' : status === 'stopped' ? 'orange' : 'default'} data-testid="recurring-status">
          {t(`statuses.${status}`)}
        </Tag>
      )}
    </>
  );

  const openDocument = (invoiceid: number) => {
    const form = values?.transtype ?? (record.transtype as RecurringForm | undefined);
    if (form && RECURRING_FORM_DEFS[form]) nav.openRecord(RECURRING_FORM_DEFS[form].menuKey, invoiceid);
  };

  return (
    <DocumentScreen
      className="recurring"
      testId="recurring"
      title={title}
      view={view}
      onViewChange={setView}
      form={
        <DocumentForm doc={doc} name="recurring" title={recordTitle || title} visible={view === 'form'} labelOf={(field) => labelOf([field])} onPrint={print} tools={tools}>
          <RecurringFields
            tenantId={tenantId}
            form={doc.form}
            nextNumber={nextNumber.data}
            onPick={(id) => {
              const form = doc.form.getFieldValue('transtype') as RecurringForm | null;
              if (form) void pick(form, id);
            }}
            onFormChange={() => doc.form.setFieldsValue({ recurringdata: null, sourceid: null, sourceno: null, sourceamount: null })}
          />
          <Occurrences rows={occurrences.rows} estimate={occurrences.estimate} onOpen={openDocument} />
        </DocumentForm>
      }
      list={<RecurringList tenantId={tenantId} onOpen={openFromList} selected={doc.recordId} actions={newButton} label={title} />}
    />
  );
}
