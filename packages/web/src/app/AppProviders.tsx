import { LoadingOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeHost } from '../ui/NoticeHost.tsx';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { queryClient } from './api/query-client.ts';
import { antdLocale } from './i18n/i18n.ts';
import { useSession } from './session/session-store.ts';
import { themeChoiceFor, themeConfig } from './theme/theme-config.ts';

/**
 * Buttons show their spinner without antd's slide-in/slide-out. antd animates its default loading icon with a CSS
 * transition and waits for its transitionend without a deadline; on a busy machine a quick save can end with that
 * event never coming, and the invisible spinner then stays in the button for good: the step's "Selanjutnya" is
 * announced as "loading Selanjutnya" long after the save. Given a loading icon, antd shows and removes it at once.
 */
const BUTTON = { loadingIcon: <LoadingOutlined /> };

/** Query cache, the user's theme and language for antd, and the notice host. */
export function AppProviders({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  // The language the texts show, not the one just chosen: antd switches when the new strings have loaded.
  const { i18n } = useTranslation();
  const { name, mode } = themeChoiceFor(user);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const themed = useMemo(() => themeConfig({ name, mode }, { reducedMotion }), [name, mode, reducedMotion]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themed} locale={antdLocale(i18n.language)} button={BUTTON}>
        <App className={`app-root app-root--${mode}`}>
          <NoticeHost />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
