import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, isApiFailure } from '../../app/api/api-failure.ts';
import { handleApiError } from '../../app/api/error-handler.ts';
import { notify } from '../../ui/notices.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { memorize } from './memorized-api.ts';

interface Props {
  open: boolean;
  tenantId: number;
  form: string;
  /** The saved document as its create request sends it. */
  body: () => Row | null;
  /** Suggested name: the document's description or number. */
  suggested: string;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  name: string;
  description: string;
}

/** "Memorisasi": keeps the saved document as a named template of its form. */
export function MemorizeDialog({ open, tenantId, form, body, suggested, onClose, onSaved }: Props) {
  const { t } = useTranslation('memorized');
  const [values] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const data = body();
    if (!data) return;
    const { name, description } = await values.validateFields();
    setSaving(true);
    try {
      const saved = await memorize(tenantId, { transtype: form, name: name.trim(), description: (description ?? '').trim(), data });
      notify.success(saved.message ?? t('saved'));
      onSaved();
      onClose();
    } catch (error) {
      // The server names the field ("name: …"): its refusal shows under the name.
      const text = isApiFailure(error) && (error.statusCode === 400 || error.statusCode === 409) ? failureText(error) : undefined;
      if (text?.startsWith('name: ')) values.setFields([{ name: 'name', errors: [text.slice('name: '.length)] }]);
      else handleApiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('memorizeTitle')}
      okText={t('memorizeOk')}
      cancelText={t('cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) values.setFieldsValue({ name: suggested.slice(0, 100), description: '' });
      }}
    >
      <p className="memorized__hint">{t('memorizeHint')}</p>
      <Form form={values} layout="vertical" name="memorize" onFinish={() => void save()}>
        <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
