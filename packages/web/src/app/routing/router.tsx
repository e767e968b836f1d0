import { Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ForgotPasswordPage, InternalPage, LoginPage, RegisterPage, TenantListPage } from './pages.ts';
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
