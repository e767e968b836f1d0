import { EditOutlined, FileAddOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Form, Grid, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalStateTag } from '../../features/approvals/queue/ApprovalStateTag.tsx';
import { notify } from '../notices.ts';
import { AttachmentsPanel } from './AttachmentsPanel.tsx';
import { AuditPanel } from './AuditPanel.tsx';
import './document.css';
import { DocumentToolbar } from './DocumentToolbar.tsx';
import { useTabFrame, useTabGuard } from './tab-guard.ts';
import type { DocumentHandle } from './use-document.ts';
import { useFormDraft } from './use-form-draft.ts';
import { useDocumentShortcuts } from './use-shortcuts.ts';

interface DocumentFormProps {
  doc: DocumentHandle;
  /** The antd form name; inputs get ids `${name}_${field}`. */
  name: string;
  /** The saved record's title, e.g. "C-00001 · PT Sinar Jaya". */
  title: string;
  /** Shown beside the title (a switch to the list, for masters). */
  extra?: ReactNode;
  /** The form is on screen (masters also show a list in the same tab). */
  visible?: boolean;
  /** Audit rows name fields by their API key; this gives the form's label (nothing: the field is not shown). */
  labelOf: (field: string) => string | null | undefined;
  /** Audit values as the form shows them (a referenced record's name). */
  auditValueOf?: (field: string, value: unknown) => ReactNode | undefined;
  /** Prints the saved record; without it the button says the feature is coming soon. */
  onPrint?: () => void;
  /** The document type's own toolbar buttons. */
  tools?: ReactNode;
  children: ReactNode;
}

type Panel = 'audit' | 'attachments' | null;

/**
 * The frame every form shares (spec 001 §2): toolbar, "Data Baru" or the record's title with a not-saved mark,
 * the edit-lock and rights notices, keyboard shortcuts, the tab guard, the kept draft of unsaved changes, and the
 * audit and attachment panels.
 */
export function DocumentForm({ doc, name, title, extra, visible = true, labelOf, auditValueOf, onPrint, tools, children }: DocumentFormProps) {
  const { t } = useTranslation(['document', 'common']);
  const frame = useTabFrame();
  const phone = !Grid.useBreakpoint().md;
  const [panel, setPanel] = useState<Panel>(null);
  const { state, rights, readOnly, recordId } = doc;
  const isNew = state.mode === 'new';
  const section = useRef<HTMLElement>(null);
  const focusedNew = useRef<object | null>(null);

  // A new record puts the cursor in the form's first field, once it is shown and idle, unless the user is already
  // in the form: typing starts at once instead of many Tabs away.
  useEffect(() => {
    if (!isNew || state.busy !== null || readOnly || !visible || !frame.active || focusedNew.current === state.record) return;
    focusedNew.current = state.record;
    const form = section.current?.querySelector('.doc__form');
    if (!form || form.contains(document.activeElement)) return;
    form.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]):not([readonly]), textarea:not([disabled])')?.focus();
  }, [isNew, state.busy, state.record, readOnly, visible, frame.active]);

  useTabGuard(doc.guard);
  const keepDraft = useFormDraft(doc, name, frame.drafts);
  useDocumentShortcuts(frame.active && visible, {
    save: () => void doc.save(),
    create: () => void (rights.tambah && doc.create()),
    remove: () => void doc.remove(),
    prev: () => void doc.prev(),
    next: () => void doc.next(),
  });

  const print = onPrint ?? (() => notify.warning(t('common:comingSoon')));

  return (
    <section ref={section} className="doc" aria-label={isNew ? t('newTitle') : title} aria-busy={state.busy !== null}>
      <header className="doc__header">
        <DocumentToolbar doc={doc} onPrint={print} onAudit={() => setPanel('audit')} onAttachments={() => setPanel('attachments')} tools={tools} />
        {extra}
      </header>
      <div className="doc__title">
        {isNew ? <FileAddOutlined className="doc__title-icon" /> : <EditOutlined className="doc__title-icon" />}
        <Typography.Title level={4} className="doc__title-text" data-testid="doc-title">
          {isNew ? t('newTitle') : title}
        </Typography.Title>
        {state.hasChange && <Tag color="orange">{t('unsaved')}</Tag>}
        {readOnly && state.lock !== 'denied' && state.busy !== 'loading' && <Tag>{t('readOnly')}</Tag>}
        {!isNew && <ApprovalStateTag tenantId={doc.source.tenantId} form={doc.source.form} id={recordId} approved={state.record.approved} />}
      </div>
      {state.lock === 'denied' && (
        <Alert
          type="warning"
          showIcon
          className="doc__alert"
          data-testid="doc-locked"
          title={t('lockedTitle')}
          description={state.lockMessage}
          action={
            <Button size="small" onClick={() => void doc.reload()}>
              {t('reload')}
            </Button>
          }
        />
      )}
      {state.stale && (
        <Alert
          type="warning"
          showIcon
          className="doc__alert"
          data-testid="doc-stale"
          title={state.stale}
          action={
            <Button size="small" onClick={() => void doc.reload()}>
              {t('reload')}
            </Button>
          }
        />
      )}
      <Spin spinning={state.busy === 'loading'}>
        <Form
          form={doc.form}
          name={name}
          layout="vertical"
          disabled={readOnly}
          onValuesChange={() => {
            doc.markChanged();
            keepDraft();
          }}
          className="doc__form"
          scrollToFirstError
        >
          {children}
        </Form>
      </Spin>
      <Drawer
        open={panel !== null && recordId !== null}
        onClose={() => setPanel(null)}
        title={`${panel === 'audit' ? t('auditTitle') : t('attachments')} · ${title}`}
        size={phone ? '100%' : 560}
        destroyOnHidden
      >
        {recordId !== null && panel === 'audit' && <AuditPanel source={doc.source} recordId={recordId} labelOf={labelOf} valueOf={auditValueOf} />}
        {recordId !== null && panel === 'attachments' && <AttachmentsPanel source={doc.source} recordId={recordId} canChange={rights.ubah} />}
      </Drawer>
    </section>
  );
}
