import { Button, Form, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentForm } from '../../ui/document/DocumentForm.tsx';
import { DocumentScreen, useListToForm, type DocumentView } from '../../ui/document/DocumentScreen.tsx';
import { useDocumentTools } from '../ledger/document-tools.tsx';
import { useLedgerSettings, useNextNumber, type LedgerSettings } from '../ledger/ledger-api.ts';
import '../ledger/ledger.css';
import { useLookupRow } from '../masters/masters-api.ts';
import { useTaxes } from '../purchasing/purchasing-api.ts';
import '../purchasing/purchasing.css';
import { useRecordRequest } from '../../ui/workspace-nav.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { PaymentHeader } from './PaymentHeader.tsx';
import { PaymentLines } from './PaymentLines.tsx';
import { PaymentList } from './PaymentList.tsx';
import { PURCHASE_PAYMENT_DEF, SALES_PAYMENT_DEF, type PaymentFormDef } from './payment-forms.ts';
import type { PaymentLinesCtx } from './payment-line-columns.tsx';
import type { WithholdingTax } from './payment-values.ts';
import './payments.css';
import { usePaymentDocument } from './use-payment-document.ts';

/** A payment's tab: waits for the company's ledger settings (currencies, period window). */
function PaymentScreen({ def, tenantId, rights }: ScreenProps & { def: PaymentFormDef }) {
  const { t } = useTranslation(['common', 'document']);
  const ledger = useLedgerSettings(tenantId);
  if (ledger.isError) return <Result status="warning" title={t('unexpectedError')} extra={<Button onClick={() => void ledger.refetch()}>{t('document:reload')}</Button>} />;
  if (!ledger.data) return <Spin className="gl-doc__loading" />;
  return <PaymentTab def={def} tenantId={tenantId} rights={rights} ledger={ledger.data} />;
}

function PaymentTab({ def, tenantId, rights, ledger }: ScreenProps & { def: PaymentFormDef; ledger: LedgerSettings }) {
  const { t } = useTranslation(['payments', 'menu']);
  const [view, setView] = useState<DocumentView>('form');
  const { doc, source, labelOf, fetchInvoices, fetching, calc } = usePaymentDocument(def, tenantId, rights, ledger);
  const taxes = useTaxes(tenantId);
  const isNew = doc.state.mode === 'new';
  const nextNumber = useNextNumber(tenantId, def.form, isNew && doc.rights.tambah);
  const party = Form.useWatch(def.party.field, doc.form) as number | null | undefined;
  const currencyid = Form.useWatch('currencyid', doc.form) as number | null | undefined;
  const foreign = currencyid != null && currencyid !== ledger.baseCurrency?.currencyid;
  const title = t(`menu:items.${def.key}` as 'menu:items.purchasePayment');
  const record = doc.state.record;
  const recordTitle = [record[def.numberField], record.vendorname ?? record.customername].filter((part) => typeof part === 'string' && part).join(' · ');
  const { open: openFromList, newButton } = useListToForm(doc, () => setView('form'), doc.rights.tambah);
  // A report row (the AP reports, the vendor history) asks this tab for its payment.
  useRecordRequest(def.key, doc.state.busy === null, openFromList);
  const { print, journalButton, journalDrawer } = useDocumentTools({
    tenantId,
    form: def.form,
    recordId: doc.recordId,
    number: (record[def.numberField] as string | null | undefined) ?? null,
    title: recordTitle || title,
    canViewJournal: rights.jurnal,
    disabled: isNew || doc.state.busy !== null,
  });
  const withholding = (taxes.data ?? []).filter((tax) => tax.kind === 'withholding') as unknown as WithholdingTax[];
  const partyRow = useLookupRow(tenantId, def.party.lookup, def.partyRates && typeof party === 'number' && party > 0 ? party : null);
  const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
  // A customer withholds at the tax's own rate, whatever its numbers (the def's partyRates).
  const partyTax = !def.partyRates ? { ownRate: true, foreign } : partyRow.data ? { npwp: textOf(partyRow.data.tax1exemptionno), nik: textOf(partyRow.data.nik), foreign } : null;
  const ctx: PaymentLinesCtx = { tenantId, def, form: doc.form, taxes: withholding, party: partyTax };
  calc.current = { taxes: withholding, party: partyTax };

  return (
    <DocumentScreen
      className="gl-doc payment-doc"
      testId={`payment-${def.form}`}
      title={title}
      view={view}
      onViewChange={setView}
      form={
        <DocumentForm doc={doc} name={def.key} title={recordTitle || title} visible={view === 'form'} labelOf={(field) => labelOf([field])} onPrint={print} tools={journalButton}>
          <PaymentHeader tenantId={tenantId} def={def} form={doc.form} settings={ledger} nextNumber={nextNumber.data} recordId={doc.state.mode === 'new' ? null : doc.recordId} foreign={foreign} onInvoicesChange={() => void fetchInvoices(true)} />
          <PaymentLines ctx={ctx} form={doc.form} readOnly={doc.readOnly} onFetch={party ? () => void fetchInvoices(false) : null} fetching={fetching} />
        </DocumentForm>
      }
      list={<PaymentList def={def} source={source} onOpen={openFromList} selected={doc.recordId} actions={newButton} label={title} />}
    >
      {journalDrawer}
    </DocumentScreen>
  );
}

export function PurchasePaymentScreen(props: ScreenProps) {
  return <PaymentScreen {...props} def={PURCHASE_PAYMENT_DEF} />;
}

export function SalesPaymentScreen(props: ScreenProps) {
  return <PaymentScreen {...props} def={SALES_PAYMENT_DEF} />;
}
