import {
  CopyOutlined,
  DeleteOutlined,
  HistoryOutlined,
  LeftOutlined,
  PaperClipOutlined,
  PlusOutlined,
  PrinterOutlined,
  RightOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemorizedTools } from '../../features/memorized/MemorizedTools.tsx';
import { MakeRecurringButton } from '../../features/recurring/MakeRecurringButton.tsx';
import type { DocumentHandle } from './use-document.ts';

interface ToolButtonProps {
  icon: ReactNode;
  label: string;
  shortcut?: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  primary?: boolean;
  danger?: boolean;
}

/** A toolbar button: icon and label (the label hides on phones), the shortcut in its tooltip. */
export function ToolButton({ icon, label, shortcut, onClick, disabled, loading, primary, danger }: ToolButtonProps) {
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      <Button
        icon={icon}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        loading={loading}
        type={primary ? 'primary' : 'default'}
        danger={danger}
        className="doc-toolbar__button"
      >
        <span className="doc-toolbar__label">{label}</span>
      </Button>
    </Tooltip>
  );
}

interface DocumentToolbarProps {
  doc: DocumentHandle;
  onPrint: () => void;
  onAudit: () => void;
  onAttachments: () => void;
  /** The document type's own buttons (a transaction's journal), after the common ones. */
  tools?: ReactNode;
}

/** New, copy, memorized transactions, make recurring, save, delete, previous, next, print, audit and attachments; actions the user has no right to are left out. */
export function DocumentToolbar({ doc, onPrint, onAudit, onAttachments, tools }: DocumentToolbarProps) {
  const { t } = useTranslation('document');
  const { state, rights, readOnly } = doc;
  const saved = state.mode === 'edit';
  const busy = state.busy !== null;
  return (
    <div className="doc-toolbar" role="toolbar" aria-label={t('toolbar')}>
      {rights.tambah && <ToolButton icon={<PlusOutlined />} label={t('new')} shortcut="Alt+N" onClick={() => void doc.create()} disabled={busy} />}
      {rights.tambah && doc.copy && <ToolButton icon={<CopyOutlined />} label={t('copy')} onClick={() => void doc.copy?.()} disabled={!saved || busy} />}
      {doc.startFrom && <MemorizedTools doc={doc} />}
      {doc.startFrom && <MakeRecurringButton form={doc.source.form} recordId={doc.recordId} disabled={!saved || busy} />}
      <ToolButton
        icon={<SaveOutlined />}
        label={t('save')}
        shortcut="Ctrl+S"
        primary
        onClick={() => void doc.save()}
        disabled={readOnly || (busy && state.busy !== 'saving')}
        loading={state.busy === 'saving'}
      />
      {rights.hapus && (
        <ToolButton icon={<DeleteOutlined />} label={t('delete')} shortcut="Ctrl+Del" danger onClick={() => void doc.remove()} disabled={!saved || busy} loading={state.busy === 'deleting'} />
      )}
      <span className="doc-toolbar__group">
        <ToolButton icon={<LeftOutlined />} label={t('prev')} shortcut="PageUp" onClick={() => void doc.prev()} disabled={busy || (saved && !state.record.idprev)} />
        <ToolButton icon={<RightOutlined />} label={t('next')} shortcut="PageDown" onClick={() => void doc.next()} disabled={busy || !saved || !state.record.idnext} />
      </span>
      {rights.preview && <ToolButton icon={<PrinterOutlined />} label={t('print')} onClick={onPrint} disabled={!saved || busy} />}
      <ToolButton icon={<HistoryOutlined />} label={t('audit')} onClick={onAudit} disabled={!saved} />
      <ToolButton icon={<PaperClipOutlined />} label={t('attachments')} onClick={onAttachments} disabled={!saved} />
      {tools}
    </div>
  );
}
