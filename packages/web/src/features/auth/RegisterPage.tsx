import { ZSignup } from '@lontar/core';
import { Button, Form, Input, Typography, type FormItemProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { coreLang } from '../../app/i18n/language.ts';
import { paths } from '../../app/routing/paths.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { confirmRule } from '../../ui/confirm-rule.ts';
import mailSent from '../../ui/images/mail-sent.svg';
import { RouterLink } from '../../ui/RouterLink.tsx';
import { zodRule } from '../../ui/zod-rule.ts';
import { useSignUp } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useLiveAvailability, type LiveAvailability } from './use-live-availability.ts';

interface RegisterValues {
  name: string;
  username: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
}

/** Status and help of a field with a live availability check; errors (a taken name included) come from its rules. */
function availabilityFeedback({ checking, available }: LiveAvailability, checkingText: string, availableText: string): FormItemProps {
  if (checking) return { validateStatus: 'validating', help: checkingText };
  if (available) return { validateStatus: 'success', help: availableText };
  return {};
}

function takenRule(available: boolean | undefined, message: string) {
  return {
    validator: async () => {
      if (available === false) throw new Error(message);
    },
  };
}

export function RegisterPage() {
  const { t, i18n } = useTranslation('register');
  const lang = coreLang(i18n.language);
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const signUp = useSignUp();
  const [done, setDone] = useState(false);
  const username = useLiveAvailability('username', Form.useWatch('username', form));
  const email = useLiveAvailability('email', Form.useWatch('email', form));

  // A "taken" answer arrives after the field was validated; validate again so it shows.
  useEffect(() => {
    if (username.available === false) void form.validateFields(['username']).catch(() => undefined);
  }, [form, username.available]);
  useEffect(() => {
    if (email.available === false) void form.validateFields(['email']).catch(() => undefined);
  }, [form, email.available]);

  const submit = ({ confirmPassword: _confirm, phone, ...rest }: RegisterValues) => {
    const body = ZSignup.parse({ ...rest, ...(phone?.trim() ? { phone } : {}), language: lang });
    signUp.mutate(body, { onSuccess: () => setDone(true) });
  };

  const rule = (field: keyof typeof ZSignup.shape, label: string) => zodRule(ZSignup.shape[field], { label, lang });

  return (
    <AuthLayout>
      <Typography.Title level={3} className="auth__title">
        {t('title')}
      </Typography.Title>
      <Typography.Text type="secondary" className="auth__subtitle">
        {t('subtitle')}
      </Typography.Text>
      <Form<RegisterValues> form={form} layout="vertical" onFinish={submit} className="register-form">
        <Form.Item name="name" label={t('name')} required rules={[rule('name', t('name'))]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('username')}
          required
          hasFeedback
          extra={t('usernameHint')}
          rules={[rule('username', t('username')), takenRule(username.available, coreMessage('USERNAME_TAKEN'))]}
          {...availabilityFeedback(username, t('checking'), t('usernameAvailable'))}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('email')}
          required
          hasFeedback
          rules={[rule('email', t('email')), takenRule(email.available, coreMessage('EMAIL_TAKEN'))]}
          {...availabilityFeedback(email, t('checking'), t('emailAvailable'))}
        >
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label={t('phone')} rules={[rule('phone', t('phone'))]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="password" label={t('password')} required rules={[rule('password', t('password'))]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('confirmPassword')}
          required
          dependencies={['password']}
          rules={[confirmRule('password', { label: t('confirmPassword'), lang })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={signUp.isPending}>
          {t('submit')}
        </Button>
      </Form>
      <div className="auth__alt">
        <Typography.Text type="secondary">{t('haveAccount')}</Typography.Text> <RouterLink to={paths.login}>{t('signIn')}</RouterLink>
      </div>
      <AlertDialog
        open={done}
        title={t('doneTitle')}
        image={mailSent}
        description={coreMessage('SIGNUP_DONE')}
        onOk={() => void navigate(paths.login)}
      />
    </AuthLayout>
  );
}
