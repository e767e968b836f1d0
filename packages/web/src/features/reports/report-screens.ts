import { lazy } from 'react';
import type { ScreenDef } from '../workspace/screens.ts';

/**
 * Ledger reports and tools: account balance (with opening balances), account history, budgets, bank book,
 * reconciliation, period end, and the ledger reports (trial balance, profit and loss, balance sheet). `rights`
 * is the screen each one's server calls check.
 */
export const REPORT_SCREENS: ScreenDef[] = [
  { key: 'accountBalance', rights: 'glaccount', component: lazy(() => import('./AccountBalanceScreen.tsx')) },
  { key: 'accountHistory', rights: 'reports', component: lazy(() => import('./AccountHistoryScreen.tsx')) },
  { key: 'budget', rights: 'budget', component: lazy(() => import('./BudgetScreen.tsx')) },
  { key: 'bankBook', rights: 'bank-book', component: lazy(() => import('./BankBookScreen.tsx')) },
  { key: 'reconciliation', rights: 'reconciliation', component: lazy(() => import('./ReconciliationScreen.tsx')) },
  { key: 'periodEnd', rights: 'period-end', component: lazy(() => import('./PeriodEndScreen.tsx')) },
  { key: 'reportLedger', rights: 'reports', component: lazy(() => import('./LedgerReportsScreen.tsx')) },
];
