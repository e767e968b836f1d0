import type { ScreenDef } from '../workspace/screens.ts';

/** General-ledger documents (journal voucher, other payment, other receipt). */
export const LEDGER_SCREENS: ScreenDef[] = [];
