import { Button, Form, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentForm } from '../../ui/document/DocumentForm.tsx';
import { DocumentScreen, useListToForm, type DocumentView } from '../../ui/document/DocumentScreen.tsx';
import { useLedgerSettings, useNextNumber, type LedgerSettings } from '../ledger/ledger-api.ts';
import '../ledger/ledger.css';
import { useStockSettings, type StockSettings } from '../inventory/inventory-api.ts';
import { useDocumentTools } from '../ledger/document-tools.tsx';
import '../inventory/inventory.css';
import { useRecordRequest } from '../../ui/workspace-nav.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { PullSource } from './PullSource.tsx';
import { PurchaseHeader } from './PurchaseHeader.tsx';
import { PurchaseLines } from './PurchaseLines.tsx';
import { PurchaseList, StatusTag } from './PurchaseList.tsx';
import { useTaxes } from './purchasing-api.ts';
import { PURCHASE_FORM_DEFS, sourcesNow, type PurchaseFormDef } from './purchasing-forms.ts';
import './purchasing.css';
import { usePurchaseDocument } from './use-purchase-document.ts';

/**
 * A trade document's tab, of either side (purchasing, and the sales screens of features/sales, declared by
 * TradeFormDef): waits for the company's ledger and stock settings (period window, units).
 */
export function TradeDocumentScreen({ def, tenantId, rights }: ScreenProps & { def: PurchaseFormDef }) {
  const { t } = useTranslation(['common', 'document']);
  const stock = useStockSettings(tenantId);
  const ledger = useLedgerSettings(tenantId);
  if (stock.isError || ledger.isError) {
    const retry = () => void Promise.all([stock.refetch(), ledger.refetch()]);
    return <Result status="warning" title={t('unexpectedError')} extra={<Button onClick={retry}>{t('document:reload')}</Button>} />;
  }
  if (!stock.data || !ledger.data) return <Spin className="gl-doc__loading" />;
  return <PurchaseDocumentTab def={def} tenantId={tenantId} rights={rights} stock={stock.data} ledger={ledger.data} />;
}

function PurchaseDocumentTab({ def, tenantId, rights, stock, ledger }: ScreenProps & { def: PurchaseFormDef; stock: StockSettings; ledger: LedgerSettings }) {
  const { t } = useTranslation(['purchasing', 'menu']);
  const [view, setView] = useState<DocumentView>('form');
  const { doc, source, labelOf } = usePurchaseDocument(def, tenantId, rights, ledger);
  const taxes = useTaxes(tenantId);
  const isNew = doc.state.mode === 'new';
  const nextNumber = useNextNumber(tenantId, def.form, isNew && doc.rights.tambah);
  const title = t(`menu:items.${def.key}`);
  const record = doc.state.record;
  const recordTitle = [record[def.numberField], record.description].filter((part) => typeof part === 'string' && part).join(' · ');
  const { open: openFromList, newButton } = useListToForm(doc, () => setView('form'), doc.rights.tambah);
  // A sales invoice saved as Faktur Sementara (`posted: false`) says so beside its status.
  const temporary = def.header.includes('posted') && record.posted === false;
  const status = isNew ? null : (
    <span className="purchase-status">
      {temporary && (
        <Tag color="gold" data-testid="doc-temporary">
          {t('temporaryInvoice')}
        </Tag>
      )}
      <StatusTag kind={def.statusKind} status={record.status} />
    </span>
  );
  // The pull buttons of the document as it stands: none for a down payment, a return's invoices or receipts.
  const isdp = Form.useWatch('isdp', doc.form) as boolean | undefined;
  const without = Form.useWatch(def.side.withoutInvoice, doc.form) as boolean | undefined;
  const sources = sourcesNow(def, { isdp, [def.side.withoutInvoice]: without });
  // A report row (the AP reports, the vendor history) asks this tab for its document.
  useRecordRequest(def.key, doc.state.busy === null, openFromList);
  // "Cetak" for every form; "Lihat Jurnal" for the documents that post (a receipt, an invoice, a return).
  const { print, journalButton, journalDrawer } = useDocumentTools({
    tenantId,
    form: def.form,
    recordId: doc.recordId,
    number: (record[def.numberField] as string | null | undefined) ?? null,
    title: recordTitle || title,
    canViewJournal: def.posts && rights.jurnal,
    disabled: isNew || doc.state.busy !== null,
  });

  return (
    <DocumentScreen
      className="gl-doc purchase-doc"
      testId={`${def.side.name}-${def.form}`}
      title={title}
      view={view}
      onViewChange={setView}
      form={
        <DocumentForm doc={doc} name={def.key} title={recordTitle || title} visible={view === 'form'} labelOf={(field) => labelOf([field])} extra={status} onPrint={print} tools={journalButton}>
          <PurchaseHeader tenantId={tenantId} def={def} form={doc.form} nextNumber={nextNumber.data} />
          {sources.length > 0 && (
            <div className="purchase-pull">
              {sources.map((pulled) => (
                <PullSource key={pulled.form} tenantId={tenantId} def={def} source={pulled} form={doc.form} disabled={doc.readOnly} />
              ))}
            </div>
          )}
          <PurchaseLines
            tenantId={tenantId}
            def={def}
            form={doc.form}
            multiUnit={stock.multiUnit}
            multiWarehouse={stock.multiWarehouse}
            taxes={taxes.data ?? []}
            readOnly={doc.readOnly}
            saved={isNew ? null : record}
          />
        </DocumentForm>
      }
      list={<PurchaseList def={def} source={source} onOpen={openFromList} selected={doc.recordId} actions={newButton} label={title} />}
    >
      {journalDrawer}
    </DocumentScreen>
  );
}

export function RequisitionScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={PURCHASE_FORM_DEFS.requisition} />;
}

export function PurchaseOrderScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={PURCHASE_FORM_DEFS.purchaseOrder} />;
}

export function GoodsReceiptScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={PURCHASE_FORM_DEFS.goodsReceipt} />;
}

export function PurchaseInvoiceScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={PURCHASE_FORM_DEFS.purchaseInvoice} />;
}

export function PurchaseReturnScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={PURCHASE_FORM_DEFS.purchaseReturn} />;
}
