import { GlobalOutlined } from '@ant-design/icons';
import type { LoginLang } from '@lontar/core';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../app/i18n/language.ts';
import { useSession } from '../../app/session/session-store.ts';

/** Language choice before signing in; the login screen offers seven languages, the other screens id and en. */
export function LanguageSwitcher({ languages }: { languages: readonly LoginLang[] }) {
  const { t } = useTranslation('login');
  const language = useSession((s) => s.language);
  const setLanguage = useSession((s) => s.setLanguage);
  return (
    <Select<LoginLang>
      className="language-switcher"
      aria-label={t('language')}
      data-testid="language-switcher"
      value={languages.includes(language) ? language : 'en'}
      onChange={setLanguage}
      prefix={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
      options={languages.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
    />
  );
}
