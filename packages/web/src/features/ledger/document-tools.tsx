import { ReadOutlined } from '@ant-design/icons';
import { Drawer, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import { apiBlob } from '../../app/api/http.ts';
import { ToolButton } from '../../ui/document/DocumentToolbar.tsx';
import { notify } from '../../ui/notices.ts';
import { JournalPanel } from './JournalPanel.tsx';
import { showPdf } from './print-document.ts';

interface DocumentToolsProps {
  tenantId: number;
  form: string;
  /** The saved document (null while new). */
  recordId: number | null;
  /** Its number, for the PDF's file name and the journal drawer's title. */
  number: string | null;
  title: string;
  /** The `jurnal` right of the form's screen. */
  canViewJournal: boolean;
  /** The journal button is off (a new document, or one being saved). */
  disabled: boolean;
}

/**
 * What every transaction document's toolbar adds to the shared document form: "Cetak" (GET {form}/print/{id},
 * opened as a PDF) and "Lihat Jurnal" with its drawer. The journal documents and the goods documents use it alike.
 */
export function useDocumentTools({ tenantId, form, recordId, number, title, canViewJournal, disabled }: DocumentToolsProps) {
  const { t } = useTranslation('ledger');
  const phone = !Grid.useBreakpoint().md;
  const [journalOpen, setJournalOpen] = useState(false);

  const print = () => {
    if (recordId === null) return;
    const name = String(number || recordId).replace(/[^\w.-]+/g, '_');
    showPdf(() => apiBlob(`/tenant/${tenantId}/master/${form}/print/${recordId}`), `${name}.pdf`)
      .then((how) => how === 'downloaded' && notify.warning(t('printBlocked')))
      .catch(handleApiError);
  };

  const journalButton = canViewJournal ? <ToolButton icon={<ReadOutlined />} label={t('viewJournal')} onClick={() => setJournalOpen(true)} disabled={disabled} /> : null;

  const journalDrawer = (
    <Drawer open={journalOpen && recordId !== null} onClose={() => setJournalOpen(false)} title={`${t('journalTitle')} · ${title}`} size={phone ? '100%' : 640} destroyOnHidden>
      {recordId !== null && <JournalPanel tenantId={tenantId} form={form} id={recordId} />}
    </Drawer>
  );

  return { print, journalButton, journalDrawer };
}
