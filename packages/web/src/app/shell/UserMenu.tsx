import { BankOutlined, DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordModal } from '../../features/account/ChangePasswordModal.tsx';
import { ProfileModal } from '../../features/account/ProfileModal.tsx';
import { paths } from '../routing/paths.ts';
import { signOut } from '../session/session-actions.ts';
import { useSession } from '../session/session-store.ts';

type Dialog = 'profile' | 'password' | null;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The signed-in user's menu: profile, change password, sign out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [dialog, setDialog] = useState<Dialog>(null);

  const items: MenuProps['items'] = [
    { key: 'companies', icon: <BankOutlined />, label: t('companies') },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: t('profile') },
    { key: 'password', icon: <KeyOutlined />, label: t('changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void signOut().then(() => navigate(paths.login, { replace: true }));
    else if (key === 'companies') void navigate(paths.tenant);
    else setDialog(key as Dialog);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="shell__user" data-testid="user-menu">
          <Avatar size={30} className="shell__avatar">
            {initials(user?.name ?? '') || <UserOutlined />}
          </Avatar>
          <span className="shell__user-name">{user?.name}</span>
          <DownOutlined className="shell__user-caret" />
        </Button>
      </Dropdown>
      <ProfileModal open={dialog === 'profile'} onClose={() => setDialog(null)} />
      <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
    </>
  );
}
