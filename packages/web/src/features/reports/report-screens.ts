import type { ScreenDef } from '../workspace/screens.ts';

/** Ledger reports and tools: account history, trial balance, statements, budgets, bank book, reconciliation, period end. */
export const REPORT_SCREENS: ScreenDef[] = [];
