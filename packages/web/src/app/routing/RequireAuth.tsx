import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session-store.ts';
import { readToken } from '../session/tokens.ts';
import { paths } from './paths.ts';

/** Where the login page sends the user back to after signing in. */
export interface ReturnState {
  from?: { pathname: string; search: string };
}

/** Protected routes: unauthenticated visitors go to / and come back here after signing in (spec 000 §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useSession((s) => s.authenticated);
  const location = useLocation();
  if (!authenticated || !readToken()) {
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
