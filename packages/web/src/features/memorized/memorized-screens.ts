import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/** Transaksi Memorisasi (Buku Besar): templates of every form the user may open; rights are those of each template's form. */
export const MEMORIZED_SCREENS: ScreenDef[] = [{ key: 'memorized', rights: 'memorized', component: lazy(() => import('./MemorizedScreen.tsx')) }];
