import { App, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-store.ts';
import { notify } from '../../ui/notices.ts';
import { useCompanyProfile, useSaveCompanyProfile } from '../company/api.ts';
import { CompanyInfoFields } from '../company/CompanyInfoFields.tsx';
import '../company/company.css';
import { toProfileBody, toProfileValues, type ProfileValues } from '../company/profile-values.ts';
import { handleSaveConflict } from '../company/save-conflict.ts';
import { useResetForms } from '../company/use-reset-forms.ts';
import type { TenantMembership } from '../tenant/api.ts';
import { CompanySheet } from './CompanySheet.tsx';
import './preferences.css';

interface CompanyInfoDialogProps {
  tenant: TenantMembership;
  onClose: () => void;
}

/**
 * Menu › Company information (spec 002 §2): the company information form alone, loaded with GET company and
 * saved with PUT company. The same fields are the preferences' company tab and step 1 of the setup wizard.
 */
export function CompanyInfoDialog({ tenant, onClose }: CompanyInfoDialogProps) {
  const { t } = useTranslation(['preferences', 'menu', 'common']);
  const { modal } = App.useApp();
  const me = useSession((s) => s.user);
  const profile = useCompanyProfile(tenant.tenantId);
  const save = useSaveCompanyProfile(tenant.tenantId);
  const [form] = Form.useForm<ProfileValues>();
  const [loadCount, setLoadCount] = useState(0);
  const loaded = profile.data && !profile.isFetching ? profile.data : undefined;

  const reload = () => void profile.refetch().then(() => setLoadCount((n) => n + 1));

  const submit = async () => {
    if (!loaded) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync(toProfileBody(form.getFieldsValue(true)));
    } catch (error) {
      handleSaveConflict(error, modal, reload);
      return;
    }
    notify.success(t('companySaved'));
    onClose();
  };

  return (
    <CompanySheet
      title={t('menu:items.companyInfo')}
      companyName={tenant.name}
      className="preferences-modal company-info-modal"
      ready={Boolean(loaded)}
      dirty={() => form.isFieldsTouched()}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
    >
      {loaded ? <CompanyInfoForm key={loadCount} form={form} values={toProfileValues(loaded, me)} /> : <Skeleton active paragraph={{ rows: 10 }} />}
    </CompanySheet>
  );
}

function CompanyInfoForm({ form, values }: { form: ReturnType<typeof Form.useForm<ProfileValues>>[0]; values: ProfileValues }) {
  useResetForms(form);
  return (
    <Form<ProfileValues> form={form} layout="vertical" initialValues={values} name="company-info">
      <CompanyInfoFields form={form} />
    </Form>
  );
}
