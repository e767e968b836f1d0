import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import { useMemo, type ReactNode } from 'react';
import { NoticeHost } from '../ui/NoticeHost.tsx';
import { queryClient } from './api/query-client.ts';
import { useSession } from './session/session-store.ts';
import { themeChoiceFor, themeConfig } from './theme/theme-config.ts';

/** Query cache, the user's theme and language for antd, and the notice host. */
export function AppProviders({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const language = useSession((s) => s.language);
  const { name, mode } = themeChoiceFor(user);
  const themed = useMemo(() => themeConfig({ name, mode }), [name, mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themed} locale={language === 'id' ? idID : enUS}>
        <App className={`app-root app-root--${mode}`}>
          <NoticeHost />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
