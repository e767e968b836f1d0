import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** Transaksi Berulang (Buku Besar): the schedules that create journal, cash and invoice documents every period. */
export const RECURRING_SCREENS: ScreenDef[] = [{ key: 'recurring', rights: 'recurring', component: lazy(() => import('./RecurringScreen.tsx')) }];
