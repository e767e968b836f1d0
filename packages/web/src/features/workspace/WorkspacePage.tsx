import { BankOutlined, ClockCircleOutlined, CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/session-store.ts';
import { PreferencesDialog } from '../preferences/PreferencesDialog.tsx';
import { usePreferencesAccess } from '../preferences/use-preferences-access.ts';
import { SetupWizard } from '../setup/SetupWizard.tsx';
import { useMyTenants } from '../tenant/api.ts';

/**
 * /open={companyKey}: the opened company. Its tab workspace and menu tree belong to later issues; until then
 * this screen offers the company preferences and closing the company. A company not yet prepared shows
 * "Persiapan Awal" first (spec 000 §4).
 */
export function WorkspacePage({ companyKey }: { companyKey: string }) {
  const { t } = useTranslation(['workspace', 'common']);
  const navigate = useNavigate();
  const openCompany = useSession((s) => s.openCompany);
  const closeCompany = useSession((s) => s.closeCompany);
  const tenants = useMyTenants();
  const tenant = tenants.data?.find((item) => item.datasourcekey === companyKey);
  const name = tenant?.name ?? companyKey;
  const access = usePreferencesAccess(tenant?.tenantId);
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  useEffect(() => openCompany(companyKey), [companyKey, openCompany]);

  const close = () => {
    closeCompany();
    void navigate(paths.tenant);
  };
  const openPreferences = () => void access.check().then((allowed) => setPreferencesOpen(allowed));

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Text type="secondary">{t('company')}</Typography.Text>
          <Typography.Title level={2} data-testid="workspace-company">
            <BankOutlined /> {name}
          </Typography.Title>
        </div>
        <div className="page-header__actions">
          {tenant && (
            <Button icon={<SettingOutlined />} onClick={openPreferences} loading={access.checking}>
              {t('preferences')}
            </Button>
          )}
          <Button icon={<CloseOutlined />} onClick={close}>
            {t('close')}
          </Button>
        </div>
      </div>
      <Card>
        <Result icon={<ClockCircleOutlined />} title={t('title')} subTitle={`${t('common:comingSoon')} ${t('description')}`} />
      </Card>
      {tenant && preferencesOpen && <PreferencesDialog tenant={tenant} onClose={() => setPreferencesOpen(false)} />}
      {/* Once saved, the refreshed company list says prepared and the wizard goes away: nothing else to do. */}
      {tenant && !tenant.prepared && <SetupWizard tenant={tenant} onClose={close} onDone={() => undefined} />}
    </>
  );
}
