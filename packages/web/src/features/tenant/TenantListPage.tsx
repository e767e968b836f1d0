import { BankOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/session-store.ts';
import { useMyTenants, type TenantMembership } from './api.ts';
import './tenant.css';

/** /tenant: the companies of the signed-in user. Creating and managing companies arrive with the tenant issue. */
export function TenantListPage() {
  const { t } = useTranslation('tenant');
  const tenants = useMyTenants();
  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={2}>{t('title')}</Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
      </div>
      {tenants.isPending ? (
        <Skeleton active />
      ) : tenants.data?.length ? (
        <div className="tenant-grid">
          {tenants.data.map((tenant) => (
            <TenantCard key={tenant.datasourcekey} tenant={tenant} />
          ))}
        </div>
      ) : (
        <Card>
          <Empty description={<EmptyText />} />
        </Card>
      )}
    </>
  );
}

function EmptyText() {
  const { t } = useTranslation('tenant');
  return (
    <>
      <Typography.Text strong>{t('empty')}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{t('emptyHint')}</Typography.Text>
    </>
  );
}

const ROLE_KEYS = { 1: 'role1', 2: 'role2', 3: 'role3' } as const;

function TenantCard({ tenant }: { tenant: TenantMembership }) {
  const { t } = useTranslation('tenant');
  const navigate = useNavigate();
  const openCompany = useSession((s) => s.openCompany);
  const roleKey = ROLE_KEYS[tenant.roleId as keyof typeof ROLE_KEYS];
  const open = () => {
    openCompany(tenant.datasourcekey);
    void navigate(paths.open(tenant.datasourcekey));
  };
  return (
    <Card className="tenant-card" hoverable onClick={open}>
      <div className="tenant-card__body">
        <BankOutlined className="tenant-card__icon" />
        <div className="tenant-card__text">
          <Typography.Text strong ellipsis className="tenant-card__name">
            {tenant.name}
          </Typography.Text>
          <div>
            {roleKey && <Tag>{t(roleKey)}</Tag>}
            {tenant.owner && <Tag color="gold">{t('owner')}</Tag>}
          </div>
        </div>
        <Button type="primary" ghost icon={<RightOutlined />} iconPlacement="end">
          {t('open')}
        </Button>
      </div>
    </Card>
  );
}
