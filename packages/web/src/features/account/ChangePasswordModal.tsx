import { ZChangePassword } from '@lontar/core';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { coreLang } from '../../app/i18n/language.ts';
import { confirmRule } from '../../ui/confirm-rule.ts';
import { notify } from '../../ui/notices.ts';
import { zodRule } from '../../ui/zod-rule.ts';
import { useChangePassword } from './api.ts';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/users/changenewpassord; a wrong current password comes back as the server's message. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['changePassword', 'common']);
  const lang = coreLang(i18n.language);
  const change = useChangePassword();
  const [form] = Form.useForm<ChangePasswordValues>();
  const submit = ({ oldPassword, newPassword }: ChangePasswordValues) =>
    change.mutate(ZChangePassword.parse({ oldPassword, newPassword }), {
      onSuccess: (res) => {
        notify.success(res?.message ?? coreMessage('PASSWORD_CHANGED'));
        onClose();
      },
    });
  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={change.isPending}
      destroyOnHidden
      width={440}
    >
      <Form<ChangePasswordValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="oldPassword" label={t('oldPassword')} required rules={[zodRule(ZChangePassword.shape.oldPassword, { label: t('oldPassword'), lang })]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('newPassword')} required rules={[zodRule(ZChangePassword.shape.newPassword, { label: t('newPassword'), lang })]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('confirmPassword')}
          required
          dependencies={['newPassword']}
          rules={[confirmRule('newPassword', { label: t('confirmPassword'), lang })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
