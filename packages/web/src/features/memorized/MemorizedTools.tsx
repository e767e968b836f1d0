import { BookOutlined, ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import { ToolButton } from '../../ui/document/DocumentToolbar.tsx';
import { useTabFrame } from '../../ui/document/tab-guard.ts';
import type { DocumentHandle } from '../../ui/document/use-document.ts';
import { notify } from '../../ui/notices.ts';
import { MemorizeDialog } from './MemorizeDialog.tsx';
import { memorizedData, memorizedKeys } from './memorized-api.ts';
import { takeTemplate, usePendingTemplate } from './pending-template.ts';
import { TemplatePicker } from './TemplatePicker.tsx';

/** The name a template is first offered: the document's description, else its number. */
function suggestedName(record: Record<string, unknown>): string {
  const text = [record.description, record.jvnumber, record.docno, record.transno].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * Memorized transactions on a document's toolbar (forms with a transaction copy): "Memorisasi" keeps the saved
 * document as a named template; "Dari memorisasi" starts a new one from an open template of the form, filled as the
 * copy fills it. A template opened from the Transaksi Memorisasi list arrives here too.
 */
export function MemorizedTools({ doc }: { doc: DocumentHandle }) {
  const { t } = useTranslation('memorized');
  const queryClient = useQueryClient();
  const frame = useTabFrame();
  const [dialog, setDialog] = useState<'memorize' | 'pick' | null>(null);
  const { tenantId, form } = doc.source;
  const saved = doc.state.mode === 'edit';
  const idle = doc.state.busy === null;

  const start = async (id: number) => {
    try {
      const template = await memorizedData(tenantId, id);
      if (await doc.startFrom?.(template.data)) notify.success(t('started', { name: template.name }));
    } catch (error) {
      handleApiError(error);
    }
  };

  const pending = usePendingTemplate(tenantId, form);
  useEffect(() => {
    if (!pending || !idle || !frame.active) return;
    const taken = takeTemplate(tenantId, form);
    if (taken) void start(taken.id);
  });

  if (!doc.rights.tambah || !doc.startFrom) return null;
  return (
    <>
      <ToolButton icon={<BookOutlined />} label={t('memorize')} onClick={() => setDialog('memorize')} disabled={!saved || !idle} />
      <ToolButton icon={<ImportOutlined />} label={t('fromMemorized')} onClick={() => setDialog('pick')} disabled={!idle} />
      <MemorizeDialog
        open={dialog === 'memorize'}
        tenantId={tenantId}
        form={form}
        body={() => doc.savedBody?.() ?? null}
        suggested={suggestedName(doc.state.record)}
        onClose={() => setDialog(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: memorizedKeys.all(tenantId) })}
      />
      <TemplatePicker
        open={dialog === 'pick'}
        tenantId={tenantId}
        form={form}
        onClose={() => setDialog(null)}
        onPick={(choice) => {
          setDialog(null);
          void start(choice.id);
        }}
      />
    </>
  );
}
