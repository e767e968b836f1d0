import { ZTenantName } from '@lontar/core';
import { Checkbox, Form, Input, Modal, type FormItemProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { coreLang } from '../../app/i18n/language.ts';
import { zodRule } from '../../ui/zod-rule.ts';
import { useNameAvailability, type NameAvailability } from './use-name-availability.ts';

export interface CompanyNameValues {
  name: string;
  sample?: boolean;
}

interface CompanyNameModalProps {
  open: boolean;
  /** 'create' offers the sample-database option; 'rename' starts from the current name. */
  mode: 'create' | 'rename';
  initial?: CompanyNameValues;
  saving: boolean;
  onSubmit: (values: CompanyNameValues) => void;
  onClose: () => void;
}

function feedback({ checking, available }: NameAvailability, checkingText: string, availableText: string): FormItemProps {
  if (checking) return { validateStatus: 'validating', help: checkingText };
  if (available) return { validateStatus: 'success', help: availableText };
  return {};
}

/** Create or rename a company: at least 4 characters, checked live for a name already used (spec 000 §2, §5). */
export function CompanyNameModal({ open, mode, initial, saving, onSubmit, onClose }: CompanyNameModalProps) {
  const { t, i18n } = useTranslation(['company', 'common']);
  const lang = coreLang(i18n.language);
  const [form] = Form.useForm<CompanyNameValues>();
  const name = Form.useWatch('name', form);
  const availability = useNameAvailability(name, mode === 'rename' ? initial?.name : undefined);

  // A "taken" answer arrives after the field was validated; validate again so it shows.
  useEffect(() => {
    if (availability.available === false) void form.validateFields(['name']).catch(() => undefined);
  }, [form, availability.available]);

  const takenRule = {
    validator: async () => {
      if (availability.available === false) throw new Error(coreMessage('TENANT_NAME_TAKEN'));
    },
  };

  return (
    <Modal
      open={open}
      title={mode === 'create' ? (initial?.sample ? t('createSampleTitle') : t('createTitle')) : t('renameTitle')}
      okText={mode === 'create' ? t('create') : t('common:save')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={460}
    >
      <Form<CompanyNameValues> form={form} layout="vertical" initialValues={initial ?? { name: '', sample: false }} onFinish={onSubmit} name={`company-${mode}`}>
        <Form.Item
          name="name"
          label={t('name')}
          required
          hasFeedback
          extra={t('nameHint')}
          rules={[zodRule(ZTenantName, { label: t('name'), lang }), takenRule]}
          {...feedback(availability, t('checking'), t('nameAvailable'))}
        >
          <Input autoFocus maxLength={64} autoComplete="off" />
        </Form.Item>
        {mode === 'create' && (
          <Form.Item name="sample" valuePropName="checked" extra={t('sampleHint')}>
            <Checkbox>{t('sample')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
