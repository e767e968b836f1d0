import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText, isApiFailure } from '../../app/api/api-failure.ts';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { paths } from '../../app/routing/paths.ts';
import { RouterLink } from '../../ui/RouterLink.tsx';
import { useVerification } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ResendVerificationForm } from './ResendVerificationForm.tsx';

/** /verifikasi/accesstoken={token}: verifies the account on arrival and offers a new link when the token is rejected. */
export function VerifyPage({ token }: { token: string }) {
  const { t } = useTranslation(['verify', 'common']);
  const navigate = useNavigate();
  const verification = useVerification(token);

  if (verification.isPending) {
    return (
      <AuthLayout>
        <Result icon={<Spin size="large" />} title={t('title')} subTitle={t('verifying')} />
      </AuthLayout>
    );
  }
  if (verification.isSuccess) {
    return (
      <AuthLayout>
        <Result
          status="success"
          title={t('successTitle')}
          subTitle={verification.data.message ?? coreMessage('VERIFIED')}
          extra={
            <Button type="primary" size="large" onClick={() => void navigate(paths.login)}>
              {t('signInNow')}
            </Button>
          }
        />
      </AuthLayout>
    );
  }
  const reason = isApiFailure(verification.error) ? failureText(verification.error) : verification.error.message;
  return (
    <AuthLayout>
      <Result status="error" title={t('failedTitle')} subTitle={reason} className="verify__result" />
      <ResendVerificationForm />
      <div className="auth__alt">
        <RouterLink to={paths.login}>{t('common:backToLogin')}</RouterLink>
      </div>
    </AuthLayout>
  );
}
