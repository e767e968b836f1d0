import { MailOutlined } from '@ant-design/icons';
import { ZEmailBody } from '@lontar/core';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { coreLang } from '../../app/i18n/language.ts';
import { paths } from '../../app/routing/paths.ts';
import { RouterLink } from '../../ui/RouterLink.tsx';
import { zodRule } from '../../ui/zod-rule.ts';
import { useForgotPassword } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';

/** /reset: asks for a link to create a new password (POST /api/auth/forgetpassword). */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation(['forgot', 'common']);
  const forgot = useForgotPassword();
  const back = (
    <div className="auth__alt">
      <RouterLink to={paths.login}>{t('common:backToLogin')}</RouterLink>
    </div>
  );

  if (forgot.isSuccess) {
    return (
      <AuthLayout>
        <Result status="success" title={t('sentTitle')} subTitle={forgot.data?.message ?? coreMessage('RESET_SENT')} />
        {back}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <Typography.Title level={3} className="auth__title">
        {t('title')}
      </Typography.Title>
      <Typography.Text type="secondary" className="auth__subtitle">
        {t('subtitle')}
      </Typography.Text>
      <Form<{ email: string }> layout="vertical" onFinish={({ email }) => forgot.mutate(ZEmailBody.parse({ email }).email)}>
        <Form.Item name="email" label={t('email')} required rules={[zodRule(ZEmailBody.shape.email, { label: t('email'), lang: coreLang(i18n.language) })]}>
          <Input size="large" prefix={<MailOutlined />} inputMode="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
          {t('submit')}
        </Button>
      </Form>
      {back}
    </AuthLayout>
  );
}
