import { Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useSession } from '../session/session-store.ts';
import { readToken } from '../session/tokens.ts';
import { AppShell, ForgotPasswordPage, InternalPage, LoginPage, RegisterPage, TenantListPage, WorkspacePage } from './pages.ts';
import { matchPattern } from './patterns.ts';
import { PatternRoutes } from './PatternRoutes.tsx';
import { paths } from './paths.ts';
import { Protected } from './Protected.tsx';

function RootLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** The root shell routes of spec 000 §2. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.reset, element: <ForgotPasswordPage /> },
      { path: '/internal', element: <InternalPage /> },
      { path: paths.tenant, element: <Protected><TenantListPage /></Protected> },
      { path: '*', element: <PatternRoutes /> },
    ],
  },
]);

/** The page an address opens first, for a visitor signed in or not; null for those left to load when they render. */
function landingPages(pathname: string) {
  const pattern = matchPattern(pathname)?.name;
  const signedIn = useSession.getState().authenticated && readToken() !== null;
  if (!signedIn) return pathname === paths.login || pattern === 'privateLogin' ? [LoginPage] : [];
  if (pathname === paths.tenant) return [AppShell, TenantListPage];
  return pattern === 'workspace' ? [AppShell, WorkspacePage] : [];
}

/** Starts fetching the chunks of the page an address opens, so they load while the language does rather than after. */
export function preloadPage(pathname: string): void {
  // A failed fetch is reported, and tried again, when the page renders.
  for (const page of landingPages(pathname)) page.preload().catch(() => undefined);
}
