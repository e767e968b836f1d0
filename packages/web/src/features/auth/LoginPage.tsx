import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_LANGUAGES, ZSignin, type TSignin } from '@lontar/core';
import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { coreLang } from '../../app/i18n/language.ts';
import { paths } from '../../app/routing/paths.ts';
import type { ReturnState } from '../../app/routing/RequireAuth.tsx';
import { useSignedIn } from '../../app/session/use-signed-in.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { RouterLink } from '../../ui/RouterLink.tsx';
import { zodRule } from '../../ui/zod-rule.ts';
import { useSignIn, useTokenSignIn } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';

/**
 * The login screen (spec 000 §2), also reached as /private={pvt}. Query parameters: `token` and `db` sign in with a
 * handed-over token and open that company; `private` opens that company after signing in.
 */
export function LoginPage({ privateCompany }: { privateCompany?: string }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const signedIn = useSignedIn();
  const handedToken = params.get('token');
  const openAfter = params.get('db') ?? privateCompany ?? params.get('private');
  const from = (location.state as ReturnState | null)?.from;
  const target = openAfter ? paths.open(openAfter) : from ? `${from.pathname}${from.search}` : paths.tenant;

  if (handedToken) return <TokenSignIn token={handedToken} target={target} />;
  if (signedIn) return <Navigate to={target} replace />;
  return <LoginForm companyToOpen={openAfter} />;
}

function TokenSignIn({ token, target }: { token: string; target: string }) {
  const navigate = useNavigate();
  const { mutate, isSuccess } = useTokenSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token, { onError: () => void navigate(paths.login, { replace: true }) });
  }, [mutate, navigate, token]);
  return isSuccess ? <Navigate to={target} replace /> : <PageLoader />;
}

function LoginForm({ companyToOpen }: { companyToOpen: string | null }) {
  const { t, i18n } = useTranslation('login');
  const signIn = useSignIn();
  const lang = coreLang(i18n.language);
  const required = (field: string) => t('required', { field });
  return (
    <AuthLayout languages={LOGIN_LANGUAGES}>
      <Typography.Title level={3} className="auth__title">
        {t('title')}
      </Typography.Title>
      <Typography.Text type="secondary" className="auth__subtitle">
        {t('subtitle')}
      </Typography.Text>
      {companyToOpen && <Alert className="auth__notice" type="info" showIcon title={t('openingCompany', { name: companyToOpen })} />}
      <Form<TSignin>
        layout="vertical"
        requiredMark={false}
        initialValues={{ remember: true }}
        onFinish={(values) => signIn.mutate(ZSignin.parse(values))}
      >
        <Form.Item
          name="username"
          label={t('username')}
          rules={[zodRule(ZSignin.shape.username, { label: t('username'), lang, requiredText: required(t('username')) })]}
        >
          <Input size="large" prefix={<UserOutlined />} placeholder={t('usernamePlaceholder')} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password')}
          rules={[zodRule(ZSignin.shape.password, { label: t('password'), lang, requiredText: required(t('password')) })]}
        >
          <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <div className="auth__row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('remember')}</Checkbox>
          </Form.Item>
          <RouterLink to={paths.reset}>{t('forgot')}</RouterLink>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
          {t('submit')}
        </Button>
      </Form>
      <div className="auth__alt">
        <Typography.Text type="secondary">{t('noAccount')}</Typography.Text> <RouterLink to={paths.register}>{t('register')}</RouterLink>
      </div>
    </AuthLayout>
  );
}
