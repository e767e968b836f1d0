import { Button, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AlertDialogProps {
  open: boolean;
  title: ReactNode;
  image: string;
  description: ReactNode;
  onOk: () => void;
}

/** The custom alert dialog of spec 000 §8: a title, an image, a description and an Ok button. */
export function AlertDialog({ open, title, image, description, onOk }: AlertDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      centered
      closable={false}
      maskClosable={false}
      width={420}
      onCancel={onOk}
      footer={
        <Button type="primary" block size="large" onClick={onOk}>
          {t('ok')}
        </Button>
      }
    >
      <div className="alert-dialog">
        <img className="alert-dialog__image" src={image} alt="" width={120} height={120} />
        <Typography.Title level={4} className="alert-dialog__title">
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="alert-dialog__description">
          {description}
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
