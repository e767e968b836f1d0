import { MailOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataEnvelope } from '../../app/api/envelopes.ts';
import { failureText, isApiFailure } from '../../app/api/api-failure.ts';
import { apiRequest } from '../../app/api/http.ts';
import { ToolButton } from '../../ui/document/DocumentToolbar.tsx';
import { notify } from '../../ui/notices.ts';
import type { ItemLabel } from '../workspace/menu-tree.ts';

/**
 * The forms the server mails (`POST {form}/send-mail/{id}`, server print-mail.routes.ts): the printed documents
 * addressed to a customer, each with its menu entry (the document's name in the subject).
 */
const MAILED: Readonly<Record<string, ItemLabel>> = {
  quotation: 'quotation',
  'sales-order': 'salesOrder',
  'delivery-order': 'deliveryOrder',
  'proforma-invoice': 'proformaInvoice',
  'sales-invoice': 'salesInvoice',
  'sales-return': 'salesReturn',
  'sales-payment': 'salesPayment',
  'sales-consolidated': 'salesConsolidated',
};
export const MAILED_FORMS: ReadonlySet<string> = new Set(Object.keys(MAILED));

/** The forms that count their prints (`PUT {form}/update-printed`): the journal documents and every printed stored document. */
export const PRINT_COUNTED: ReadonlySet<string> = new Set([
  'journal-voucher',
  'other-payment',
  'other-receipt',
  'item-adjustment',
  'whtrans',
  'item-opening-balance',
  'requisition',
  'purchase-order',
  'goods-receipt',
  'purchase-invoice',
  'purchase-return',
  'purchase-payment',
  ...MAILED_FORMS,
]);

interface MailValues {
  to: string;
  subject: string;
  message?: string;
}

type Row = Record<string, unknown>;
const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

/** The customer's e-mail the document is addressed to ('' when it names none or has none). */
async function customerEmail(tenantId: number, form: string, id: number): Promise<string> {
  const doc = (await apiRequest<DataEnvelope<Row>>(master(tenantId, `${form}/read/${id}`))).data;
  const customerid = Number(doc.customerid);
  if (!Number.isSafeInteger(customerid) || customerid <= 0) return '';
  const person = (await apiRequest<DataEnvelope<Row>>(master(tenantId, `person-data/read/${customerid}`))).data;
  return typeof person.email === 'string' ? person.email.trim() : '';
}

interface DocumentMailProps {
  tenantId: number;
  form: string;
  recordId: number | null;
  number: string | null;
  disabled: boolean;
}

/**
 * "Kirim e-mail": a dialog prefilled with the customer's e-mail and a subject naming the document; the server prints
 * the document and sends it attached. Says where it went, or shows the server's refusal in the dialog. Only for the
 * forms the server mails (no button otherwise).
 */
export function useDocumentMail({ tenantId, form, recordId, number, disabled }: DocumentMailProps) {
  const { t } = useTranslation(['ledger', 'menu', 'common']);
  const [values] = Form.useForm<MailValues>();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!MAILED_FORMS.has(form)) return { button: null, dialog: null };

  const subject = t('ledger:mailSubject', { document: t(`menu:items.${MAILED[form]!}`), number: number ?? '' }).trim();
  const start = () => {
    if (recordId === null) return;
    setFailure(null);
    values.setFieldsValue({ to: '', subject, message: '' });
    setOpen(true);
    customerEmail(tenantId, form, recordId)
      .then((email) => {
        if (!values.getFieldValue('to')) values.setFieldsValue({ to: email });
      })
      .catch(() => undefined);
  };
  const send = async ({ to, subject: title, message }: MailValues) => {
    if (recordId === null) return;
    setSending(true);
    setFailure(null);
    try {
      const body = { to: to.trim(), subject: title.trim(), ...(message?.trim() ? { message } : {}) };
      const sent = await apiRequest<DataEnvelope<{ to: string; filename: string }>>(master(tenantId, `${form}/send-mail/${recordId}`), { method: 'POST', body });
      notify.success(sent.message ?? t('ledger:mailSent', { to: sent.data.to }));
      setOpen(false);
    } catch (error) {
      setFailure((isApiFailure(error) && failureText(error)) || t('common:unexpectedError'));
    } finally {
      setSending(false);
    }
  };

  const button = <ToolButton icon={<MailOutlined />} label={t('ledger:sendMail')} onClick={start} disabled={disabled || recordId === null} />;
  const dialog = (
    <Modal
      open={open}
      title={`${t('ledger:sendMail')} · ${number ?? ''}`}
      okText={t('ledger:mailSend')}
      cancelText={t('common:cancel')}
      onOk={() => values.submit()}
      onCancel={() => setOpen(false)}
      confirmLoading={sending}
      forceRender
      width={520}
    >
      <Form<MailValues> form={values} layout="vertical" name={`mail-${form}`} onFinish={(v) => void send(v)} requiredMark={false}>
        <Form.Item name="to" label={t('ledger:mailTo')} rules={[{ required: true, message: t('ledger:mailToRequired') }, { type: 'email', message: t('ledger:mailToInvalid') }]}>
          <Input type="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item name="subject" label={t('ledger:mailSubjectLabel')} rules={[{ required: true, message: t('ledger:mailSubjectRequired') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="message" label={t('ledger:mailMessage')} extra={t('ledger:mailMessageHint')}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Typography.Text type="secondary">{t('ledger:mailAttachment')}</Typography.Text>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="mail-failure" style={{ marginTop: 12 }} />}
    </Modal>
  );
  return { button, dialog };
}
