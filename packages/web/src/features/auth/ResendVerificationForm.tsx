import { MailOutlined } from '@ant-design/icons';
import { ZEmailBody } from '@lontar/core';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { coreLang } from '../../app/i18n/language.ts';
import { notify } from '../../ui/notices.ts';
import { zodRule } from '../../ui/zod-rule.ts';
import { useResendVerification } from './api.ts';

/** Asks for a new verification link (POST /api/auth/users/resendverify); the answer never says whether the address exists. */
export function ResendVerificationForm() {
  const { t, i18n } = useTranslation('verify');
  const resend = useResendVerification();
  const [form] = Form.useForm<{ email: string }>();
  const submit = ({ email }: { email: string }) =>
    resend.mutate(ZEmailBody.parse({ email }).email, {
      onSuccess: (res) => {
        notify.success(res?.message ?? coreMessage('VERIFY_SENT'));
        form.resetFields();
      },
    });
  return (
    <div className="resend">
      <Typography.Title level={5}>{t('resendTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('resendHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="email" label={t('email')} required rules={[zodRule(ZEmailBody.shape.email, { label: t('email'), lang: coreLang(i18n.language) })]}>
          <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" />
        </Form.Item>
        <Button htmlType="submit" block loading={resend.isPending}>
          {t('resend')}
        </Button>
      </Form>
    </div>
  );
}
