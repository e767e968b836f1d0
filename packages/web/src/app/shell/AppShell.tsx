import { APP_VERSION, PRODUCT_TITLE } from '@lontar/core';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { paths } from '../routing/paths.ts';
import { useMeRefresh } from '../session/use-me-refresh.ts';
import './shell.css';
import { UserMenu } from './UserMenu.tsx';

/** The frame of every authenticated screen: app bar with the brand and the user's menu; a wide screen has no footer. */
export function AppShell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('login');
  useMeRefresh();
  return (
    <Layout className={wide ? 'shell shell--wide' : 'shell'}>
      <Layout.Header className="shell__header">
        <Link to={paths.tenant} className="shell__brand">
          <BrandMark size={30} />
          <span>{PRODUCT_TITLE}</span>
        </Link>
        <UserMenu />
      </Layout.Header>
      <Layout.Content className="shell__content">{children}</Layout.Content>
      {!wide && (
        <Layout.Footer className="shell__footer">
          {PRODUCT_TITLE} · {t('version', { version: APP_VERSION })}
        </Layout.Footer>
      )}
    </Layout>
  );
}
