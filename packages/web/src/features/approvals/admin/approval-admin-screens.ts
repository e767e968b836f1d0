import { lazy } from 'react';
import type { ScreenDef } from '../../workspace/screens.ts';

/** Otorisasi Persetujuan (Persetujuan): authorization and rules, on the administrator-only approval-authorization screen. */
export const APPROVAL_ADMIN_SCREENS: ScreenDef[] = [{ key: 'approvalAuthorization', rights: 'approval-authorization', component: lazy(() => import('./ApprovalAdminScreen.tsx')) }];
