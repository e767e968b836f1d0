import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, isApiFailure } from '../../../app/api/api-failure.ts';
import { handleApiError } from '../../../app/api/error-handler.ts';
import { notify } from '../../../ui/notices.ts';
import { saveAuthorization } from './approval-admin-api.ts';
import type { ApprovalNames } from './use-admin-names.ts';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Props {
  tenantId: number;
  /** The form being edited, or null when the dialog is closed. */
  form: string | null;
  users: number[];
  names: ApprovalNames;
  onClose: () => void;
  onSaved: () => void;
}

/** Chooses the members who may approve one form; the server's refusal (a member a rule still names) shows under the choice. */
export function AuthorizationDialog({ tenantId, form, users, names, onClose, onSaved }: Props) {
  const { t } = useTranslation('approvalsAdmin');
  const [values] = Form.useForm<{ users: number[] }>();
  const [saving, setSaving] = useState(false);
  const caption = form ? names.form(form) : '';
  const offered = [...names.members.map((m) => m.userId), ...users.filter((u) => !names.members.some((m) => m.userId === u))];

  const save = async () => {
    if (!form) return;
    setSaving(true);
    try {
      await saveAuthorization(tenantId, { form, users: values.getFieldValue('users') ?? [] });
      notify.success(t('saved', { form: caption }));
      onSaved();
      onClose();
    } catch (error) {
      const text = isApiFailure(error) && (error.statusCode === 400 || error.statusCode === 409) ? failureText(error) : undefined;
      if (text) values.setFields([{ name: 'users', errors: [capitalized(names.refusal(text.replace(/^users: /, '')))] }]);
      else handleApiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={form !== null}
      title={t('editAuthorization', { form: caption })}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) values.setFieldsValue({ users });
      }}
    >
      <Form form={values} layout="vertical" name="approvalAuthorization" initialValues={{ users }}>
        <Form.Item name="users" label={t('members')}>
          <Select
            mode="multiple"
            allowClear
            loading={names.loading}
            placeholder={t('membersPlaceholder')}
            optionFilterProp="label"
            options={offered.map((userId) => ({ value: userId, label: names.member(userId) }))}
            onChange={() => values.setFields([{ name: 'users', errors: [] }])}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
