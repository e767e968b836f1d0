import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, isApiFailure } from '../../../app/api/api-failure.ts';
import { handleApiError } from '../../../app/api/error-handler.ts';
import { AmountInput } from '../../../ui/document/AmountInput.tsx';
import { serverErrors } from '../../../ui/document/field-errors.ts';
import { notify } from '../../../ui/notices.ts';
import { useBranches } from '../../masters/masters-api.ts';
import { saveRule, useAuthorizations, useRefreshApprovals, type ApprovalRule } from './approval-admin-api.ts';
import { APPROVAL_FORMS } from './approval-forms.ts';
import { canAddLevel, levelChoices, ruleToValues, valuesToBody, type RuleValues } from './rule-values.ts';
import type { ApprovalNames } from './use-admin-names.ts';

interface Props {
  tenantId: number;
  open: boolean;
  /** The rule edited, or undefined for a new one. */
  rule: ApprovalRule | undefined;
  /** A new rule's form (the list's filter). */
  form: string | null;
  names: ApprovalNames;
  onClose: () => void;
  onSaved: () => void;
}

/** Server fields and the inputs they are shown under: the approvers are the levels. */
const FIELDS: Record<string, keyof RuleValues> = { form: 'form', description: 'description', branchid: 'branchid', minamount: 'minamount', mindiscount: 'mindiscount', approvers: 'levels' };

/** A new or an edited approval rule: form, description, branch, minimums, one to four approvers in level order. */
export function RuleDialog({ tenantId, open, rule, form, names, onClose, onSaved }: Props) {
  const { t } = useTranslation('approvalsAdmin');
  const [values] = Form.useForm<RuleValues>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const branches = useBranches(tenantId);
  const authorizations = useAuthorizations(tenantId);
  const refresh = useRefreshApprovals(tenantId);
  const chosenForm = Form.useWatch('form', values) as string | null | undefined;
  const levels = (Form.useWatch('levels', values) as (number | null)[] | undefined) ?? [];
  const authorized = authorizations.data?.find((row) => row.form === chosenForm)?.users ?? [];

  const save = async () => {
    setProblem(null);
    const checked = await values.validateFields().catch(() => null);
    if (!checked) return;
    setSaving(true);
    try {
      await saveRule(tenantId, valuesToBody(values.getFieldsValue(true) as RuleValues, rule));
      notify.success(t('ruleSaved'));
      onSaved();
      onClose();
    } catch (error) {
      if (!isApiFailure(error) || (error.statusCode !== 400 && error.statusCode !== 409)) return handleApiError(error);
      // What the dialog was opened with may be out of date (someone changed the rule or the authorization): read it again.
      void refresh();
      if (error.code === 'STALE_VERSION') return setProblem(`${failureText(error) ?? ''} ${t('stale')}`.trim());
      const messages = (Array.isArray(error.message) ? error.message : [error.message ?? '']).map(names.refusal);
      const placed = serverErrors(messages, (path) => (typeof path[0] === 'string' && FIELDS[path[0]] ? FIELDS[path[0]] : undefined));
      values.setFields(placed.fields.map((field) => ({ name: FIELDS[String(field.name[0])]!, errors: field.errors })));
      if (placed.other.length) setProblem(placed.other.join(' '));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={rule ? t('editRule') : t('newRule')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) return;
        setProblem(null);
        values.resetFields();
        values.setFieldsValue(ruleToValues(rule, form));
      }}
    >
      {problem && <Alert type="warning" showIcon message={problem} className="approval-rule__problem" data-testid="approval-rule-problem" />}
      <Form form={values} layout="vertical" name="approvalRule" initialValues={ruleToValues(rule, form)} className="approval-rule">
        <Form.Item name="form" label={t('form')} rules={[{ required: true, message: t('formRequired') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={APPROVAL_FORMS.map((name) => ({ value: name, label: names.form(name) }))}
            onChange={() => values.setFieldsValue({ levels: [null] })}
          />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="branchid" label={t('branch')}>
          <Select
            allowClear
            placeholder={t('allBranches')}
            loading={branches.isLoading}
            options={(branches.data ?? []).map((branch) => ({ value: branch.branchid, label: branch.branchname }))}
          />
        </Form.Item>
        <div className="approval-rule__minimums">
          <Form.Item name="minamount" label={t('minamount')}>
            <AmountInput aria-label={t('minamount')} />
          </Form.Item>
          <Form.Item name="mindiscount" label={t('mindiscount')}>
            <AmountInput aria-label={t('mindiscount')} minFraction={0} suffix="%" />
          </Form.Item>
        </div>
        {chosenForm && !authorizations.isLoading && !authorized.length && <Alert type="info" showIcon message={t('noneAuthorized')} className="approval-rule__problem" />}
        <Form.List name="levels">
          {(fields, { add, remove }, { errors }) => (
            <fieldset className="approval-rule__levels" aria-label={t('approvers')}>
              <legend>{t('approvers')}</legend>
              {fields.map((field, index) => (
                <div key={field.key} className="approval-rule__level" data-testid={`approval-level-${index + 1}`}>
                  <Form.Item
                    name={field.name}
                    label={t('level', { level: index + 1 })}
                    rules={[{ required: true, message: t('approverRequired', { level: index + 1 }) }]}
                    className="approval-rule__approver"
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      placeholder={t('levelPlaceholder')}
                      aria-label={t('level', { level: index + 1 })}
                      options={levelChoices(authorized, levels, index).map((userId) => ({ value: userId, label: names.member(userId) }))}
                      onChange={() => values.setFields([{ name: 'levels', errors: [] }])}
                    />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(index)} aria-label={t('removeLevel', { level: index + 1 })} className="approval-rule__remove" />
                  )}
                </div>
              ))}
              <Form.Item className="approval-rule__errors">
                <Form.ErrorList errors={errors} />
              </Form.Item>
              {canAddLevel(fields) && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(null)} className="approval-rule__add">
                  {t('addLevel')}
                </Button>
              )}
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="allowself" valuePropName="checked" className="approval-rule__allowself">
          <Checkbox>{t('allowself')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
