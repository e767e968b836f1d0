import { BankOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/session-store.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useMyTenants } from '../tenant/api.ts';
import { Workspace } from './Workspace.tsx';

/**
 * /open={companyKey}: the company whose datasourcekey is the key, found in the user's company list and opened as
 * a workspace. A key that is not in the list says so and offers closing.
 */
export function WorkspacePage({ companyKey }: { companyKey: string }) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const openCompany = useSession((s) => s.openCompany);
  const closeCompany = useSession((s) => s.closeCompany);
  const tenants = useMyTenants();
  const tenant = tenants.data?.find((item) => item.datasourcekey === companyKey);

  useEffect(() => openCompany(companyKey), [companyKey, openCompany]);

  const close = () => {
    closeCompany();
    void navigate(paths.tenant);
  };

  if (tenants.isLoading) return <PageLoader />;
  if (tenant) return <Workspace key={tenant.tenantId} tenant={tenant} onLeave={close} />;
  return (
    <div className="workspace-missing">
      <div className="page-header">
        <div>
          <Typography.Text type="secondary">{t('company')}</Typography.Text>
          <Typography.Title level={2} data-testid="workspace-company">
            <BankOutlined /> {companyKey}
          </Typography.Title>
        </div>
        <Button icon={<CloseOutlined />} onClick={close}>
          {t('close')}
        </Button>
      </div>
      <Result status="404" title={t('notFoundTitle')} subTitle={t('notFound', { key: companyKey })} />
    </div>
  );
}
