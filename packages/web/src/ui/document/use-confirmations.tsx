import { ExclamationCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export type SaveAnswer = 'save' | 'discard' | 'cancel';

/**
 * The three confirmations every form uses (spec 001 §2): "Are you sure want to delete?", "Your changes will be
 * canceled, continue?" and "Data is not saved, do you want to save data?" (Yes saves, No discards, Cancel stays).
 */
export function useConfirmations() {
  const { t } = useTranslation(['document', 'common']);
  const { modal } = App.useApp();

  const yesNo = (title: string, danger: boolean) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        icon: <ExclamationCircleFilled />,
        okText: t('common:yes'),
        cancelText: t('common:no'),
        okButtonProps: { danger },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const askToSave = () =>
    new Promise<SaveAnswer>((resolve) => {
      const answer = (value: SaveAnswer) => {
        instance.destroy();
        resolve(value);
      };
      const instance = modal.confirm({
        title: t('document:saveConfirm'),
        icon: <QuestionCircleFilled />,
        closable: true,
        onCancel: () => resolve('cancel'),
        footer: () => (
          <div className="confirm-footer">
            <Button onClick={() => answer('cancel')}>{t('common:cancel')}</Button>
            <Button onClick={() => answer('discard')}>{t('common:no')}</Button>
            <Button type="primary" onClick={() => answer('save')}>
              {t('common:yes')}
            </Button>
          </div>
        ),
      });
    });

  return {
    confirmDelete: () => yesNo(t('common:deleteConfirm'), true),
    confirmDiscard: () => yesNo(t('common:discardConfirm'), false),
    askToSave,
  };
}
