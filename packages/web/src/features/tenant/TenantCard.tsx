import {
  BankOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  InboxOutlined,
  MoreOutlined,
  RightOutlined,
  TeamOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Card, Dropdown, Tag, Typography, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TenantList, TenantMembership } from './api.ts';
import { canChangeStatus, canManage, roleKey } from './roles.ts';

export type TenantAction = 'open' | 'close' | 'rename' | 'members' | 'archive' | 'restore' | 'delete';

interface TenantCardProps {
  tenant: TenantMembership;
  list: TenantList;
  /** This company is the one currently opened. */
  opened: boolean;
  onAction: (action: TenantAction, tenant: TenantMembership) => void;
}

/** The actions this user may take on the company; the rest are not offered (API.md §6). */
function menuItems(t: TFunction<'company'>, tenant: TenantMembership, list: TenantList, opened: boolean): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [];
  if (opened) items.push({ key: 'close', icon: <CloseCircleOutlined />, label: t('closeCompany') });
  if (list === 'active' && canManage(tenant)) {
    items.push({ key: 'rename', icon: <EditOutlined />, label: t('rename') }, { key: 'members', icon: <TeamOutlined />, label: t('members') });
  }
  if (canChangeStatus(tenant)) {
    if (items.length) items.push({ type: 'divider' });
    if (list === 'active') items.push({ key: 'archive', icon: <InboxOutlined />, label: t('archive') });
    items.push({ key: 'delete', icon: <DeleteOutlined />, label: t('delete'), danger: true });
  }
  return items;
}

export function TenantCard({ tenant, list, opened, onAction }: TenantCardProps) {
  const { t } = useTranslation('company');
  const role = roleKey(tenant.roleId);
  const items = menuItems(t, tenant, list, opened);
  const primary =
    list === 'active' ? (
      <Button type="primary" ghost icon={<RightOutlined />} iconPlacement="end" onClick={() => onAction('open', tenant)} aria-label={t('openNamed', { name: tenant.name })}>
        {t('open')}
      </Button>
    ) : canChangeStatus(tenant) ? (
      <Button icon={<UndoOutlined />} onClick={() => onAction('restore', tenant)} aria-label={t('restoreNamed', { name: tenant.name })}>
        {t('restore')}
      </Button>
    ) : null;

  return (
    <Card className="tenant-card" data-testid="tenant-card">
      <div className="tenant-card__body">
        <BankOutlined className="tenant-card__icon" />
        <div className="tenant-card__text">
          <Typography.Text strong ellipsis={{ tooltip: tenant.name }} className="tenant-card__name">
            {tenant.name}
          </Typography.Text>
          <div className="tenant-card__tags">
            {role && <Tag>{t(role)}</Tag>}
            {tenant.owner && <Tag color="gold">{t('owner')}</Tag>}
            {opened && <Tag color="green">{t('openedNow')}</Tag>}
            {list === 'active' && !tenant.prepared && <Tag color="orange">{t('notPrepared')}</Tag>}
          </div>
        </div>
        {items && items.length > 0 && (
          <Dropdown menu={{ items, onClick: ({ key }) => onAction(key as TenantAction, tenant) }} trigger={['click']} placement="bottomRight" autoFocus>
            <Button type="text" icon={<MoreOutlined />} aria-label={t('moreActions', { name: tenant.name })} />
          </Dropdown>
        )}
      </div>
      {primary && <div className="tenant-card__footer">{primary}</div>}
    </Card>
  );
}
