import { App, Button, Form, Grid, Modal, Result, Skeleton, Steps, Typography, type FormInstance } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-store.ts';
import { notify } from '../../ui/notices.ts';
import {
  canOpenScreen,
  useCompanyProfile,
  usePreference,
  usePrivileges,
  useSaveCompanyProfile,
  useSavePreference,
  type Preference,
} from '../company/api.ts';
import { CompanyInfoFields } from '../company/CompanyInfoFields.tsx';
import { CurrencyFields } from '../company/CurrencyFields.tsx';
import { FeatureChecklist } from '../company/FeatureChecklist.tsx';
import { toPreferenceBody, toPreferenceValues, type PreferenceValues } from '../company/preference-values.ts';
import { toProfileBody, toProfileValues, type ProfileValues } from '../company/profile-values.ts';
import { handleSaveConflict } from '../company/save-conflict.ts';
import { useResetForms } from '../company/use-reset-forms.ts';
import { SwitchField } from '../company/SwitchField.tsx';
import { InventoryOptions, PurchaseOptions, SalesOptions } from '../company/TradeOptions.tsx';
import '../company/company.css';
import { DefaultPurchaseTerm, DefaultSalesTerm, DefaultWarehouse } from '../preferences/DefaultPickers.tsx';
import type { TenantMembership } from '../tenant/api.ts';
import './setup.css';

const STEPS = ['stepInfo', 'stepFeatures', 'stepSales', 'stepPurchase', 'stepInventory'] as const;
const LAST = STEPS.length - 1;

interface SetupWizardProps {
  tenant: TenantMembership;
  onClose: () => void;
  /** The preferences were saved with preparation true: the company is prepared and may be opened. */
  onDone: () => void;
}

/**
 * "Persiapan Awal" (spec 000 §2, §4): five steps in a 1000 px modal. Step 1 saves the company information
 * (PUT company); Selesai saves the preferences with preparation true (PUT preference).
 */
export function SetupWizard({ tenant, onClose, onDone }: SetupWizardProps) {
  const { t } = useTranslation(['setup', 'common']);
  const me = useSession((s) => s.user);
  const preference = usePreference(tenant.tenantId);
  const profile = useCompanyProfile(tenant.tenantId);
  const rights = usePrivileges(tenant.tenantId, me?.id);
  const [loadCount, setLoadCount] = useState(0);
  const { modal } = App.useApp();
  const [profileForm] = Form.useForm<ProfileValues>();
  const [preferenceForm] = Form.useForm<PreferenceValues>();

  const reload = () => {
    void Promise.all([preference.refetch(), profile.refetch()]).then(() => setLoadCount((n) => n + 1));
  };

  const denied = rights.data !== undefined && !canOpenScreen(rights.data, 'preferences');
  const loaded = preference.data && profile.data && rights.data && !preference.isFetching && !profile.isFetching ? { preference: preference.data, profile: profile.data } : undefined;
  const editing = !denied && loaded !== undefined;

  // Closing with edits asks first (spec 000 §8: 'Your changes will be canceled, continue?').
  const close = () => {
    if (!editing || (!profileForm.isFieldsTouched() && !preferenceForm.isFieldsTouched())) onClose();
    else modal.confirm({ title: t('common:discardConfirm'), okText: t('common:yes'), cancelText: t('common:no'), onOk: onClose });
  };

  let body: ReactNode;
  if (denied) {
    body = <Result status="warning" title={t('noAccessTitle')} subTitle={t('noAccess')} extra={<Button onClick={onClose}>{t('common:close')}</Button>} />;
  } else if (loaded) {
    body = (
      <WizardSteps
        key={loadCount}
        tenantId={tenant.tenantId}
        forms={{ profile: profileForm, preference: preferenceForm }}
        preference={loaded.preference}
        profile={toProfileValues(loaded.profile, me)}
        onClose={close}
        onDone={onDone}
        onReload={reload}
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 8 }} className="setup__loading" />;
  }

  return (
    <Modal open title={t('title')} width={1000} footer={null} onCancel={close} maskClosable={false} className="sheet-modal setup-modal" destroyOnHidden>
      <Typography.Text type="secondary" className="setup__company">
        {tenant.name}
      </Typography.Text>
      {body}
    </Modal>
  );
}

interface WizardStepsProps {
  tenantId: number;
  forms: { profile: FormInstance<ProfileValues>; preference: FormInstance<PreferenceValues> };
  preference: Preference;
  profile: ProfileValues;
  /** Asks before discarding edits. */
  onClose: () => void;
  onDone: () => void;
  onReload: () => void;
}

/** Which step holds a field, to show the first problem when Selesai finds one. */
function stepOf(field: string | number | undefined): number {
  if (field === 'pcurrency' || field === 'features') return 1;
  return LAST;
}

function WizardSteps({ tenantId, forms, preference, profile, onClose, onDone, onReload }: WizardStepsProps) {
  const { t } = useTranslation(['setup', 'common']);
  const { modal } = App.useApp();
  const phone = !Grid.useBreakpoint().sm;
  const [step, setStep] = useState(0);
  const { profile: profileForm, preference: preferenceForm } = forms;
  useResetForms(profileForm, preferenceForm);
  const saveProfile = useSaveCompanyProfile(tenantId);
  const savePreference = useSavePreference(tenantId);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const moved = useRef(false);

  // Keyboard and screen-reader users land on the new step's heading.
  useEffect(() => {
    if (moved.current) headings.current[step]?.focus();
    moved.current = true;
  }, [step]);

  const next = async () => {
    if (step === 0) {
      const valid = await profileForm.validateFields().then(() => true, () => false);
      if (!valid) return;
      const saved = await saveProfile.mutateAsync(toProfileBody(profileForm.getFieldsValue(true))).catch((error: unknown) => {
        handleSaveConflict(error, modal, onReload);
        return undefined;
      });
      if (!saved) return;
      profileForm.setFieldsValue({ version: saved.version });
    }
    if (step === 1 && !(await preferenceForm.validateFields([['pcurrency']], { recursive: true }).then(() => true, () => false))) return;
    setStep(step + 1);
  };

  const finish = async () => {
    const problem = await preferenceForm.validateFields({ recursive: true }).then(
      () => undefined,
      (info: { errorFields?: { name: (string | number)[] }[] }) => info.errorFields?.[0]?.name[0] ?? 'unknown',
    );
    if (problem !== undefined) {
      setStep(stepOf(problem));
      return;
    }
    savePreference.mutate(toPreferenceBody(preference, preferenceForm.getFieldsValue(true), true), {
      onSuccess: () => {
        notify.success(t('done'));
        onDone();
      },
      onError: (error) => handleSaveConflict(error, modal, onReload),
    });
  };

  const heading = (index: number, hint: string) => (
    <div className="setup__heading">
      <Typography.Title level={4} tabIndex={-1} ref={(node: HTMLHeadingElement | null) => void (headings.current[index] = node)}>
        {t(STEPS[index] ?? 'stepInfo')}
      </Typography.Title>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </div>
  );

  return (
    <>
      <Steps
        current={step}
        size="small"
        responsive={false}
        titlePlacement={phone ? 'vertical' : 'horizontal'}
        className="setup__steps"
        items={STEPS.map((key) => ({ title: t(key) }))}
      />
      <div className="setup__body">
        <section hidden={step !== 0} aria-label={t('stepInfo')}>
          {heading(0, t('stepInfoHint'))}
          <Form<ProfileValues> form={profileForm} layout="vertical" initialValues={profile} name="company-info">
            <CompanyInfoFields form={profileForm} />
          </Form>
        </section>
        <Form<PreferenceValues> form={preferenceForm} layout="vertical" initialValues={toPreferenceValues(preference)} name="setup-preference">
          <section hidden={step !== 1}>
            {heading(1, t('stepFeaturesHint'))}
            <FeatureChecklist />
            <div className="option-list">
              <SwitchField name={['pcompany', 'usetax']} label={t('usetax')} hint={t('usetaxHint')} />
            </div>
            <CurrencyFields />
          </section>
          <section hidden={step !== 2}>
            {heading(2, t('stepSalesHint'))}
            <SalesOptions />
            <DefaultSalesTerm tenantId={tenantId} />
          </section>
          <section hidden={step !== 3}>
            {heading(3, t('stepPurchaseHint'))}
            <PurchaseOptions />
            <DefaultPurchaseTerm tenantId={tenantId} />
          </section>
          <section hidden={step !== LAST}>
            {heading(LAST, t('stepInventoryHint'))}
            <InventoryOptions />
            <DefaultWarehouse tenantId={tenantId} />
          </section>
        </Form>
      </div>
      <div className="setup__footer">
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <span className="setup__footer-space" />
        <Button onClick={() => setStep(step - 1)} disabled={step === 0}>
          {t('back')}
        </Button>
        {step < LAST ? (
          <Button type="primary" onClick={() => void next()} loading={saveProfile.isPending}>
            {t('next')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void finish()} loading={savePreference.isPending}>
            {t('finish')}
          </Button>
        )}
      </div>
    </>
  );
}
