import { lazy, type ReactNode } from 'react';
import { loadCompanyStrings } from '../i18n/i18n.ts';
import { AppShell } from './pages.ts';
import { RequireAuth } from './RequireAuth.tsx';

/**
 * Holds a signed-in screen back (the route's loader shows) until the company screens' strings and date names are in:
 * the login page does not load them, and a screen must never show a bare key.
 */
const CompanyStrings = lazy(async () => {
  // The shell's chunk loads alongside rather than after.
  await Promise.all([loadCompanyStrings(), import('../shell/AppShell.tsx')]);
  return { default: ({ children }: { children: ReactNode }) => children };
});

/** An authenticated screen inside the application shell; `wide` gives it the whole width and height (the workspace). */
export function Protected({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <RequireAuth>
      <CompanyStrings>
        <AppShell wide={wide}>{children}</AppShell>
      </CompanyStrings>
    </RequireAuth>
  );
}
