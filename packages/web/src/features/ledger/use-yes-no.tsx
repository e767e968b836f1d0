import { ExclamationCircleFilled } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** A Yes/No question in the confirmations' style ("… Tetap simpan?"); resolves true on Yes. */
export function useYesNo() {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  return (question: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: question,
        icon: <ExclamationCircleFilled />,
        okText: t('yes'),
        cancelText: t('no'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
