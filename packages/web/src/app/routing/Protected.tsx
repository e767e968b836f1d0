import type { ReactNode } from 'react';
import { AppShell } from './pages.ts';
import { RequireAuth } from './RequireAuth.tsx';

/** An authenticated screen inside the application shell; `wide` gives it the whole width and height (the workspace). */
export function Protected({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <RequireAuth>
      <AppShell wide={wide}>{children}</AppShell>
    </RequireAuth>
  );
}
