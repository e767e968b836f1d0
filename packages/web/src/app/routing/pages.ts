import { lazyPage } from './lazy-page.ts';

export const LoginPage = lazyPage(() => import('../../features/auth/LoginPage.tsx'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('../../features/auth/RegisterPage.tsx'), 'RegisterPage');
export const VerifyPage = lazyPage(() => import('../../features/auth/VerifyPage.tsx'), 'VerifyPage');
export const ForgotPasswordPage = lazyPage(() => import('../../features/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
export const NewPasswordPage = lazyPage(() => import('../../features/auth/NewPasswordPage.tsx'), 'NewPasswordPage');
export const InternalPage = lazyPage(() => import('../../features/internal/InternalPage.tsx'), 'InternalPage');
export const TenantListPage = lazyPage(() => import('../../features/tenant/TenantListPage.tsx'), 'TenantListPage');
export const WorkspacePage = lazyPage(() => import('../../features/workspace/WorkspacePage.tsx'), 'WorkspacePage');
export const ComingSoonPage = lazyPage(() => import('../../features/placeholder/ComingSoonPage.tsx'), 'ComingSoonPage');
export const NotFoundPage = lazyPage(() => import('../../features/not-found/NotFoundPage.tsx'), 'NotFoundPage');
export const AppShell = lazyPage(() => import('../shell/AppShell.tsx'), 'AppShell');
