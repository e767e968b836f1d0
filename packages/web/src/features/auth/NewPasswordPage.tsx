import { LockOutlined } from '@ant-design/icons';
import { ZNewPassword } from '@lontar/core';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { coreLang } from '../../app/i18n/language.ts';
import { paths } from '../../app/routing/paths.ts';
import { confirmRule } from '../../ui/confirm-rule.ts';
import { notify } from '../../ui/notices.ts';
import { RouterLink } from '../../ui/RouterLink.tsx';
import { zodRule } from '../../ui/zod-rule.ts';
import { useCreateNewPassword } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** /create-new-password/accesstoken={token}: the link from the forgot-password mail. */
export function NewPasswordPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['newPassword', 'common']);
  const lang = coreLang(i18n.language);
  const navigate = useNavigate();
  const create = useCreateNewPassword();
  const submit = ({ password }: NewPasswordValues) =>
    create.mutate(ZNewPassword.parse({ token, password }), {
      onSuccess: (res) => {
        notify.success(res?.message ?? coreMessage('PASSWORD_CHANGED'));
        void navigate(paths.login, { replace: true });
      },
    });
  return (
    <AuthLayout>
      <Typography.Title level={3} className="auth__title">
        {t('title')}
      </Typography.Title>
      <Typography.Text type="secondary" className="auth__subtitle">
        {t('subtitle')}
      </Typography.Text>
      <Form<NewPasswordValues> layout="vertical" onFinish={submit}>
        <Form.Item name="password" label={t('password')} required rules={[zodRule(ZNewPassword.shape.password, { label: t('password'), lang })]}>
          <Input.Password size="large" prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('confirmPassword')}
          required
          dependencies={['password']}
          rules={[confirmRule('password', { label: t('confirmPassword'), lang })]}
        >
          <Input.Password size="large" prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={create.isPending}>
          {t('submit')}
        </Button>
      </Form>
      <div className="auth__alt">
        <RouterLink to={paths.login}>{t('common:backToLogin')}</RouterLink>
      </div>
    </AuthLayout>
  );
}
