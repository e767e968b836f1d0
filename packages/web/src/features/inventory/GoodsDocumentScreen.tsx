import { Button, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentForm } from '../../ui/document/DocumentForm.tsx';
import { DocumentScreen, useListToForm, type DocumentView } from '../../ui/document/DocumentScreen.tsx';
import { useFormats } from '../../ui/document/formats.ts';
import { useNextNumber, useLedgerSettings, type LedgerSettings } from '../ledger/ledger-api.ts';
import { useDocumentTools } from '../ledger/document-tools.tsx';
import '../ledger/ledger.css';
import { useRecordRequest } from '../../ui/workspace-nav.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { goodsAuditValue } from './goods-audit-value.tsx';
import { GOODS_FORM_DEFS, type GoodsFormDef } from './goods-forms.ts';
import { GoodsHeader } from './GoodsHeader.tsx';
import { GoodsLines } from './GoodsLines.tsx';
import { GoodsList } from './GoodsList.tsx';
import { useStockSettings, type StockSettings } from './inventory-api.ts';
import { SerialDocumentContext } from './serial-api.ts';
import './inventory.css';
import { useGoodsDocument } from './use-goods-document.ts';

/** A goods document's tab: waits for the company's stock and ledger settings, which decide its columns and checks. */
function GoodsDocumentScreen({ def, tenantId, rights }: ScreenProps & { def: GoodsFormDef }) {
  const { t } = useTranslation(['common', 'document']);
  const stock = useStockSettings(tenantId);
  const ledger = useLedgerSettings(tenantId);
  if (stock.isError || ledger.isError) {
    const retry = () => void Promise.all([stock.refetch(), ledger.refetch()]);
    return <Result status="warning" title={t('unexpectedError')} extra={<Button onClick={retry}>{t('document:reload')}</Button>} />;
  }
  if (!stock.data || !ledger.data) return <Spin className="gl-doc__loading" />;
  return <GoodsDocumentTab def={def} tenantId={tenantId} rights={rights} settings={stock.data} ledger={ledger.data} />;
}

function GoodsDocumentTab({ def, tenantId, rights, settings, ledger }: ScreenProps & { def: GoodsFormDef; settings: StockSettings; ledger: LedgerSettings }) {
  const { t } = useTranslation(['inventory', 'ledger', 'menu']);
  const [view, setView] = useState<DocumentView>('form');
  const { doc, source, labelOf } = useGoodsDocument(def, tenantId, rights, settings, ledger);
  const isNew = doc.state.mode === 'new';
  const nextNumber = useNextNumber(tenantId, def.form, isNew && doc.rights.tambah && def.numberField !== null);
  const title = t(`menu:items.${def.key}`);
  const record = doc.state.record;
  const formats = useFormats();
  const auditValueOf = useMemo(() => goodsAuditValue(tenantId, formats), [tenantId, formats]);
  const serialDocument = useMemo(() => ({ form: def.form, id: doc.recordId ?? null, dateField: def.dateField }), [def.form, def.dateField, doc.recordId]);
  const recordTitle = [def.numberField ? record[def.numberField] : null, record.description].filter((part) => typeof part === 'string' && part).join(' · ');
  const { open: openFromList, newButton } = useListToForm(doc, () => setView('form'), doc.rights.tambah);
  // A report row (the item history) asks this tab for its document.
  useRecordRequest(def.key, doc.state.busy === null, openFromList);

  const { print, journalButton, journalDrawer } = useDocumentTools({
    tenantId,
    form: def.form,
    recordId: doc.recordId,
    number: def.numberField ? (record[def.numberField] as string | null) : null,
    title: recordTitle || title,
    canViewJournal: rights.jurnal,
    disabled: isNew || doc.state.busy !== null,
  });

  return (
    <DocumentScreen
      className="gl-doc goods-doc"
      testId={`goods-${def.form}`}
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
          <GoodsHeader tenantId={tenantId} def={def} form={doc.form} nextNumber={nextNumber.data} />
          <SerialDocumentContext.Provider value={serialDocument}>
            <GoodsLines tenantId={tenantId} def={def} form={doc.form} settings={settings} readOnly={doc.readOnly} />
          </SerialDocumentContext.Provider>
        </DocumentForm>
      }
      list={<GoodsList def={def} source={source} settings={settings} onOpen={openFromList} selected={doc.recordId} actions={newButton} label={title} />}
    >
      {journalDrawer}
    </DocumentScreen>
  );
}

export function ItemAdjustmentScreen(props: ScreenProps) {
  return <GoodsDocumentScreen {...props} def={GOODS_FORM_DEFS.itemAdjustment} />;
}

export function ItemTransferScreen(props: ScreenProps) {
  return <GoodsDocumentScreen {...props} def={GOODS_FORM_DEFS.itemTransfer} />;
}

export function OpeningStockScreen(props: ScreenProps) {
  return <GoodsDocumentScreen {...props} def={GOODS_FORM_DEFS.openingStock} />;
}
