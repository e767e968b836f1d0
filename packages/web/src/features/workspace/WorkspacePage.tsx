import { BankOutlined, ClockCircleOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Card, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/session-store.ts';
import { useMyTenants } from '../tenant/api.ts';

/**
 * /open={companyKey}: the opened company. Its tab workspace and menu tree belong to later issues; until then
 * this screen says so and offers closing the company.
 */
export function WorkspacePage({ companyKey }: { companyKey: string }) {
  const { t } = useTranslation(['workspace', 'common']);
  const navigate = useNavigate();
  const openCompany = useSession((s) => s.openCompany);
  const closeCompany = useSession((s) => s.closeCompany);
  const tenants = useMyTenants();
  const name = tenants.data?.find((tenant) => tenant.datasourcekey === companyKey)?.name ?? companyKey;

  useEffect(() => openCompany(companyKey), [companyKey, openCompany]);

  const close = () => {
    closeCompany();
    void navigate(paths.tenant);
  };

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Text type="secondary">{t('company')}</Typography.Text>
          <Typography.Title level={2} data-testid="workspace-company">
            <BankOutlined /> {name}
          </Typography.Title>
        </div>
        <Button icon={<CloseOutlined />} onClick={close}>
          {t('close')}
        </Button>
      </div>
      <Card>
        <Result icon={<ClockCircleOutlined />} title={t('title')} subTitle={`${t('common:comingSoon')} ${t('description')}`} />
      </Card>
    </>
  );
}
