import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { ZSignin } from '@lontar/core';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { coreLang } from '../../app/i18n/language.ts';
import { readToken } from '../../app/session/tokens.ts';
import { notify } from '../../ui/notices.ts';
import { zodRule } from '../../ui/zod-rule.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { adminSignOut, useAdminSignIn } from './api.ts';

interface AdminValues {
  username: string;
  password: string;
}

/** /internal: the administrator sign-in, separate from the user's (spec 000 §6). The administration area itself comes later. */
export function InternalPage() {
  const { t, i18n } = useTranslation('internal');
  const lang = coreLang(i18n.language);
  const signIn = useAdminSignIn();
  const [signedIn, setSignedIn] = useState(() => readToken('admin') !== null);

  if (signedIn) {
    return (
      <AuthLayout>
        <Result
          icon={<SafetyCertificateOutlined />}
          title={t('signedIn')}
          subTitle={t('areaComingSoon')}
          extra={<Button onClick={() => void adminSignOut().then(() => setSignedIn(false))}>{t('signOut')}</Button>}
        />
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
      <Form<AdminValues>
        layout="vertical"
        onFinish={(values) =>
          signIn.mutate(values, {
            onSuccess: () => {
              notify.success(coreMessage('LOGIN_SUCCESS'));
              setSignedIn(true);
            },
          })
        }
      >
        <Form.Item name="username" label={t('username')} required rules={[zodRule(ZSignin.shape.username, { label: t('username'), lang })]}>
          <Input size="large" prefix={<UserOutlined />} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('password')} required rules={[zodRule(ZSignin.shape.password, { label: t('password'), lang })]}>
          <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
          {t('submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
