import { App, Button, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CompanySheetProps {
  title: ReactNode;
  companyName: string;
  className: string;
  /** The data is loaded: saving is possible and leaving may lose changes. */
  ready: boolean;
  /** Something was changed: closing asks before it drops it. */
  dirty: () => boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of a company dialog (preferences, company information): the title with the company's name, Cancel and
 * Save, and "discard the changes?" before closing with unsaved changes.
 */
export function CompanySheet({ title, companyName, className, ready, dirty, saving, onSave, onClose, children }: CompanySheetProps) {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  const close = () => {
    if (!ready || !dirty()) onClose();
    else modal.confirm({ title: t('discardConfirm'), okText: t('yes'), cancelText: t('no'), onOk: onClose });
  };
  return (
    <Modal
      open
      title={
        <span>
          {title} <Typography.Text type="secondary">· {companyName}</Typography.Text>
        </span>
      }
      width={1000}
      onCancel={close}
      maskClosable={false}
      className={`sheet-modal ${className}`}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={onSave} loading={saving} disabled={!ready}>
          {t('save')}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
