import type { ReactNode } from 'react';
import { AppShell } from './pages.ts';
import { RequireAuth } from './RequireAuth.tsx';

/** An authenticated screen inside the application shell. */
export function Protected({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AppShell>{children}</AppShell>
    </RequireAuth>
  );
}
