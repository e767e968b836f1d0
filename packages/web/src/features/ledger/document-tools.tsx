import { ReadOutlined } from '@ant-design/icons';
import { Drawer, Grid, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import type { DataEnvelope } from '../../app/api/envelopes.ts';
import { apiBlob, apiRequest } from '../../app/api/http.ts';
import { ToolButton } from '../../ui/document/DocumentToolbar.tsx';
import { notify } from '../../ui/notices.ts';
import { PRINT_COUNTED, useDocumentMail } from './document-mail.tsx';
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
 * opened as a PDF, then counted with PUT {form}/update-printed, the count shown beside the buttons), "Kirim e-mail"
 * with its dialog for the forms the server mails (document-mail.tsx), and "Lihat Jurnal" with its drawer. The
 * journal, goods, trade and payment documents use it alike: `journalButton` holds the toolbar's extra buttons and
 * `journalDrawer` their drawer and dialog.
 */
export function useDocumentTools({ tenantId, form, recordId, number, title, canViewJournal, disabled }: DocumentToolsProps) {
  const { t } = useTranslation('ledger');
  const phone = !Grid.useBreakpoint().md;
  const [journalOpen, setJournalOpen] = useState(false);
  // How often the document on screen was printed, as the last update-printed answered it.
  const [printed, setPrinted] = useState<{ id: number; count: number } | null>(null);
  const mail = useDocumentMail({ tenantId, form, recordId, number, disabled });

  const countPrint = async (id: number) => {
    if (!PRINT_COUNTED.has(form)) return;
    const answer = await apiRequest<DataEnvelope<{ printcount: number }>>(`/tenant/${tenantId}/master/${form}/update-printed`, { method: 'PUT', body: { id } });
    setPrinted({ id, count: answer.data.printcount });
  };

  const print = () => {
    if (recordId === null) return;
    const id = recordId;
    const name = String(number || id).replace(/[^\w.-]+/g, '_');
    showPdf(() => apiBlob(`/tenant/${tenantId}/master/${form}/print/${id}`), `${name}.pdf`)
      .then(async (how) => {
        if (how === 'downloaded') notify.warning(t('printBlocked'));
        await countPrint(id);
      })
      .catch(handleApiError);
  };

  const printCount =
    printed && printed.id === recordId ? (
      <Tag className="document-tools__printed" data-testid="print-count">
        {t('printedTimes', { n: printed.count })}
      </Tag>
    ) : null;
  const journalButton = (
    <>
      {mail.button}
      {canViewJournal && <ToolButton icon={<ReadOutlined />} label={t('viewJournal')} onClick={() => setJournalOpen(true)} disabled={disabled} />}
      {printCount}
    </>
  );

  const journalDrawer = (
    <>
      {mail.dialog}
      <Drawer open={journalOpen && recordId !== null} onClose={() => setJournalOpen(false)} title={`${t('journalTitle')} · ${title}`} size={phone ? '100%' : 640} destroyOnHidden>
        {recordId !== null && <JournalPanel tenantId={tenantId} form={form} id={recordId} />}
      </Drawer>
    </>
  );

  return { print, journalButton, journalDrawer };
}
