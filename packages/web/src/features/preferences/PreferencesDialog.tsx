import { App, Form, Grid, Select, Skeleton, Tabs, Typography, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-store.ts';
import { notify } from '../../ui/notices.ts';
import {
  useCompanyProfile,
  useDateFormats,
  usePreference,
  useSaveCompanyProfile,
  useSavePreference,
  type Preference,
} from '../company/api.ts';
import { CompanyInfoFields } from '../company/CompanyInfoFields.tsx';
import '../company/company.css';
import { CurrencyFields } from '../company/CurrencyFields.tsx';
import { FeatureChecklist } from '../company/FeatureChecklist.tsx';
import { toPreferenceBody, toPreferenceValues, type PreferenceValues } from '../company/preference-values.ts';
import { toProfileBody, toProfileValues, type ProfileValues } from '../company/profile-values.ts';
import { handleSaveConflict } from '../company/save-conflict.ts';
import { useResetForms } from '../company/use-reset-forms.ts';
import { SwitchField } from '../company/SwitchField.tsx';
import { InventoryOptions, PurchaseOptions, SalesOptions } from '../company/TradeOptions.tsx';
import type { TenantMembership } from '../tenant/api.ts';
import { DefaultPurchaseTerm, DefaultSalesTerm, DefaultWarehouse } from './DefaultPickers.tsx';
import { OtherSettingsTab } from './OtherSettingsTab.tsx';
import { PluginsTab } from './PluginsTab.tsx';
import { CompanySheet } from './CompanySheet.tsx';
import './preferences.css';
import { RemindersTab } from './RemindersTab.tsx';
import { StandardAccountsTab } from './StandardAccountsTab.tsx';

type TabKey = 'company' | 'accounts' | 'features' | 'trade' | 'reminders' | 'other' | 'plugins';

/** The tab that holds a failing preference field, so a save with a problem shows it. */
function tabOf(name: (string | number)[]): TabKey {
  const [head, field] = name;
  if (head === 'pcurrency' || head === 'features') return 'features';
  if (head === 'settingReminders') return 'reminders';
  if (head === 'addOns') return 'plugins';
  if (head === 'pdefAccnt') return 'accounts';
  if (head === 'pcompany' && typeof field === 'string' && /^(w|e)period|^formattgl|^numberformat|approval/.test(field)) return 'other';
  return 'trade';
}

interface ValidationFailure {
  errorFields?: { name: (string | number)[] }[];
}

interface PreferencesDialogProps {
  tenant: TenantMembership;
  onClose: () => void;
}

/**
 * The company preferences (spec 000 §2): company, standard accounts, features, purchasing/sales, reminders,
 * other settings and plugins. Loaded with GET preference and GET company; saved with PUT company (when the
 * company tab changed) and PUT preference. A stale version (409) offers to reload.
 */
export function PreferencesDialog({ tenant, onClose }: PreferencesDialogProps) {
  const { t } = useTranslation(['preferences', 'common']);
  const { modal } = App.useApp();
  const me = useSession((s) => s.user);
  const preference = usePreference(tenant.tenantId);
  const profile = useCompanyProfile(tenant.tenantId);
  const dateFormats = useDateFormats(tenant.tenantId);
  const saveProfile = useSaveCompanyProfile(tenant.tenantId);
  const savePreference = useSavePreference(tenant.tenantId);
  const [profileForm] = Form.useForm<ProfileValues>();
  const [preferenceForm] = Form.useForm<PreferenceValues>();
  const [tab, setTab] = useState<TabKey>('company');
  const [loadCount, setLoadCount] = useState(0);

  const loaded = preference.data && profile.data && !preference.isFetching && !profile.isFetching ? { preference: preference.data, profile: profile.data } : undefined;
  const saving = saveProfile.isPending || savePreference.isPending;

  const reload = () => void Promise.all([preference.refetch(), profile.refetch()]).then(() => setLoadCount((n) => n + 1));

  const save = async () => {
    if (!loaded) return;
    const failure = await Promise.all([
      profileForm.validateFields().then(() => undefined, (info: ValidationFailure) => ({ tab: 'company' as const, info })),
      preferenceForm.validateFields({ recursive: true }).then(() => undefined, (info: ValidationFailure) => ({ tab: tabOf(info.errorFields?.[0]?.name ?? []), info })),
    ]).then((results) => results.find((result) => result !== undefined));
    if (failure) {
      setTab(failure.tab);
      return;
    }
    try {
      if (profileForm.isFieldsTouched()) await saveProfile.mutateAsync(toProfileBody(profileForm.getFieldsValue(true)));
      await savePreference.mutateAsync(toPreferenceBody(loaded.preference, preferenceForm.getFieldsValue(true), loaded.preference.pcompany.preparation));
    } catch (error) {
      handleSaveConflict(error, modal, reload);
      return;
    }
    notify.success(t('saved'));
    onClose();
  };

  return (
    <CompanySheet
      title={t('title')}
      companyName={tenant.name}
      className="preferences-modal"
      ready={Boolean(loaded)}
      dirty={() => profileForm.isFieldsTouched() || preferenceForm.isFieldsTouched()}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      {loaded ? (
        <PreferenceTabs
          key={loadCount}
          tenantId={tenant.tenantId}
          tab={tab}
          onTab={setTab}
          forms={{ profile: profileForm, preference: preferenceForm }}
          preference={loaded.preference}
          profile={toProfileValues(loaded.profile, me)}
          dateFormats={dateFormats.data}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </CompanySheet>
  );
}

interface PreferenceTabsProps {
  tenantId: number;
  tab: TabKey;
  onTab: (tab: TabKey) => void;
  forms: { profile: FormInstance<ProfileValues>; preference: FormInstance<PreferenceValues> };
  preference: Preference;
  profile: ProfileValues;
  dateFormats: Parameters<typeof OtherSettingsTab>[0]['dateFormats'];
}

function PreferenceTabs({ tenantId, tab, onTab, forms, preference, profile, dateFormats }: PreferenceTabsProps) {
  const { t } = useTranslation(['preferences', 'setup']);
  useResetForms(forms.profile, forms.preference);
  const phone = !Grid.useBreakpoint().md;
  const section = (title: string, body: ReactNode) => (
    <section className="preferences__section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {body}
    </section>
  );
  const items: { key: TabKey; label: string; children: ReactNode }[] = [
    {
      key: 'company',
      label: t('tabCompany'),
      children: (
        <Form<ProfileValues> form={forms.profile} layout="vertical" initialValues={profile} name="preferences-company">
          <CompanyInfoFields form={forms.profile} />
        </Form>
      ),
    },
    { key: 'accounts', label: t('tabAccounts'), children: <StandardAccountsTab tenantId={tenantId} /> },
    {
      key: 'features',
      label: t('tabFeatures'),
      children: (
        <>
          <FeatureChecklist />
          <div className="option-list">
            <SwitchField name={['pcompany', 'usetax']} label={t('setup:usetax')} hint={t('setup:usetaxHint')} />
          </div>
          <CurrencyFields />
        </>
      ),
    },
    {
      key: 'trade',
      label: t('tabTrade'),
      children: (
        <>
          {section(
            t('setup:stepSales'),
            <>
              <SalesOptions />
              <DefaultSalesTerm tenantId={tenantId} />
            </>,
          )}
          {section(
            t('setup:stepPurchase'),
            <>
              <PurchaseOptions />
              <DefaultPurchaseTerm tenantId={tenantId} />
            </>,
          )}
          {section(
            t('setup:stepInventory'),
            <>
              <InventoryOptions />
              <DefaultWarehouse tenantId={tenantId} />
            </>,
          )}
        </>
      ),
    },
    { key: 'reminders', label: t('tabReminders'), children: <RemindersTab /> },
    { key: 'other', label: t('tabOther'), children: <OtherSettingsTab dateFormats={dateFormats} /> },
    { key: 'plugins', label: t('tabPlugins'), children: <PluginsTab /> },
  ];
  return (
    <Form<PreferenceValues> form={forms.preference} layout="vertical" initialValues={toPreferenceValues(preference)} component={false} name="preferences">
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as TabKey)}
        tabPlacement={phone ? 'top' : 'start'}
        // Seven tabs do not fit a phone's width: there the sections are chosen from a list.
        renderTabBar={
          phone
            ? () => (
                <Select
                  value={tab}
                  onChange={onTab}
                  options={items.map(({ key, label }) => ({ value: key, label }))}
                  aria-label={t('section')}
                  className="preferences__section-select"
                />
              )
            : undefined
        }
        className="preferences__tabs"
        items={items.map((item) => ({ ...item, forceRender: true }))}
      />
    </Form>
  );
}
