import { lazy } from 'react';
import type { ScreenDef } from '../../workspace/screens.ts';

/** Catatan Persetujuan: no right of its own (spec 001 §6, 'persetujuan' is always allowed); each member sees what waits for them. */
export const APPROVAL_QUEUE_SCREENS: ScreenDef[] = [{ key: 'approvalNotes', rights: 'approval-notes', component: lazy(() => import('./ApprovalNotesScreen.tsx')) }];
