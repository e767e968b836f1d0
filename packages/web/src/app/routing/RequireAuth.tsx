import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSignedIn } from '../session/use-signed-in.ts';
import { paths } from './paths.ts';

/** Where the login page sends the user back to after signing in. */
export interface ReturnState {
  from?: { pathname: string; search: string };
}

/** Protected routes: unauthenticated visitors go to / and come back here after signing in (spec 000 §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
