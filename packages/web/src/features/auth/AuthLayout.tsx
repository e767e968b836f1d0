import { CheckCircleFilled } from '@ant-design/icons';
import { APP_VERSION, LANGUAGES, PRODUCT_TITLE, type LoginLang } from '@lontar/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../ui/BrandMark.tsx';
import './auth.css';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

interface AuthLayoutProps {
  children: ReactNode;
  /** The login screen passes all seven; other public screens keep to id and en. */
  languages?: readonly LoginLang[];
}

/** Public screens: the brand panel beside a card (stacked on phones), language choice and the product version. */
export function AuthLayout({ children, languages = LANGUAGES }: AuthLayoutProps) {
  const { t } = useTranslation('login');
  return (
    <div className="auth">
      <aside className="auth__brand">
        <div className="auth__brand-name">
          <BrandMark size={44} />
          <span>{PRODUCT_TITLE}</span>
        </div>
        <div className="auth__brand-body">
          <h1>{t('brandTagline')}</h1>
          <p>{t('brandLead')}</p>
          <ul>
            {(['feature1', 'feature2', 'feature3'] as const).map((key) => (
              <li key={key}>
                <CheckCircleFilled /> {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <small>© {new Date().getFullYear()} {PRODUCT_TITLE}</small>
      </aside>
      <main className="auth__main">
        <header className="auth__top">
          <div className="auth__mobile-brand">
            <BrandMark size={32} />
            <span>{PRODUCT_TITLE}</span>
          </div>
          <LanguageSwitcher languages={languages} />
        </header>
        {/* A plain panel, not antd's Card: Card brings Tabs, Dropdown and Menu, which the login page never shows. */}
        <section className="auth__card">{children}</section>
        <footer className="auth__footer" data-testid="app-version">
          {PRODUCT_TITLE} · {t('version', { version: APP_VERSION })}
        </footer>
      </main>
    </div>
  );
}
