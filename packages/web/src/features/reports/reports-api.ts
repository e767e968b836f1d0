import type { LedgerAccountRef, LedgerDetailAccount, LedgerLine, MessageKey, StatementAccount } from '@lontar/core';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiBlob, apiRequest } from '../../app/api/http.ts';

/**
 * The ledger report and tool calls (ledger.routes.ts), typed as the server answers them. Amounts are decimal strings;
 * the row shapes the server builds too (lines, accounts, statement rows) live in @lontar/core.
 */

export interface AccountYearBalance {
  glid: number;
  glaccount: string;
  accountname: string;
  accounttype: number;
  openingbal: string;
  debit: string;
  credit: string;
  balance: string;
}

/** One keyset page of an account's lines (glaccount-glhist, bank-book); `next` continues after the last line. */
export interface LedgerPage {
  listdata: LedgerLine[];
  opening: string;
  account: LedgerAccountRef;
  next: string | null;
  size: number;
}

export interface LedgerDetailPage {
  listdata: LedgerDetailAccount[];
  next: string | null;
}

export interface TrialBalanceRow {
  glid: number;
  glaccount: string;
  accountname: string;
  accounttype: number;
  opening: string;
  debit: string;
  credit: string;
  ending: string;
}

/** Months as YYYYMM numbers. */
export interface StatementColumn {
  from: number;
  to: number;
}

export interface ProfitLossTotals {
  revenue: string;
  cogs: string;
  gross: string;
  expenses: string;
  otherIncome: string;
  otherExpenses: string;
  net: string;
}

export interface BalanceSheetTotals {
  assets: string;
  liabilities: string;
  currentEarnings: string;
  equity: string;
  balanced: boolean;
}

export interface Statement<Totals> {
  columns: StatementColumn[];
  listdata: StatementAccount[];
  totals: Totals[];
}

export type Compare = 'none' | 'previous-period' | 'previous-year';

export interface BudgetRow {
  glid: number;
  glaccount: string;
  accountname: string;
  fyear: number;
  /** Twelve monthly budgets, January first. */
  periods: string[];
  total: string;
  version: number;
}

export interface BudgetMonth {
  period: number;
  budget: string;
  actual: string;
  remaining: string;
}

export interface OpeningLine {
  glaccount: string;
  accountname?: string;
  /** Debit positive, credit negative. */
  amount: string;
  subsidiary: number | null;
}

export interface OpeningBalances {
  obdate: string | null;
  details: OpeningLine[];
}

export interface UnclearedLine {
  journalid: number;
  seq: number;
  transdate: string;
  docno: string;
  description: string;
  debit: string;
  credit: string;
}

export interface ReconciliationDetail {
  glaccount: string;
  accountname: string;
  enddate: string;
  lastposteddate: string | null;
  lastbankbalance: string;
  bankbookbalance: string;
  /** The statement figures before any line is ticked (the screen recomputes them live as lines are ticked). */
  statementbalance: string;
  clearedbalance: string;
  selisihsaldo: string;
  uncleared: UnclearedLine[];
}

export interface ReconciliationSaved {
  recid: number;
  enddate: string;
  statementbalance: string;
  clearedbalance: string;
  selisihsaldo: string;
  balanced: boolean;
}

export interface ReconciliationEntry {
  recid: number;
  enddate: string;
  statementbalance: string;
  clearedbalance: string;
  selisihsaldo: string;
  userid: number;
  createdat: string;
}

export interface PeriodCheck {
  closable: boolean;
  problems: MessageKey[];
  period: number;
}

const base = (tenantId: number) => `/tenant/${tenantId}/master`;

export const reportKeys = {
  all: (tenantId: number) => ['reports', tenantId] as const,
  yearBalances: (tenantId: number, fyear: number, corrections = false) => ['reports', tenantId, 'glbalance', fyear, corrections] as const,
  history: (tenantId: number, query: Record<string, string | undefined>) => ['reports', tenantId, 'history', query] as const,
  bankBook: (tenantId: number, query: Record<string, string>) => ['reports', tenantId, 'bank-book', query] as const,
  ledgerDetail: (tenantId: number, from: string, to: string, glaccount: string, corrections = false) => ['reports', tenantId, 'general-ledger-detail', from, to, glaccount, corrections] as const,
  trialBalance: (tenantId: number, from: string, to: string, corrections = false) => ['reports', tenantId, 'trial-balance', from, to, corrections] as const,
  profitLoss: (tenantId: number, from: string, to: string, compare: Compare) => ['reports', tenantId, 'profit-loss', from, to, compare] as const,
  balanceSheet: (tenantId: number, at: string, compare: Compare) => ['reports', tenantId, 'balance-sheet', at, compare] as const,
  budgets: (tenantId: number, fyear: number) => ['reports', tenantId, 'budget', fyear] as const,
  budgetDetail: (tenantId: number, glid: number, fyear: number) => ['reports', tenantId, 'budget', fyear, glid] as const,
  opening: (tenantId: number) => ['reports', tenantId, 'opening'] as const,
  reconciliation: (tenantId: number, glaccount: string, enddate: string) => ['reports', tenantId, 'reconciliation', glaccount, enddate] as const,
  reconciliationHistory: (tenantId: number, glaccount: string) => ['reports', tenantId, 'reconciliation-history', glaccount] as const,
  periodCheck: (tenantId: number, month: number, year: number) => ['reports', tenantId, 'period', year, month] as const,
  closedPeriods: (tenantId: number) => ['reports', tenantId, 'closed-periods'] as const,
};

/** `corrections=1` on a report call when the trail is asked for (reversed postings and reversals); nothing by default. */
export const correctionsQuery = (corrections: boolean | undefined): { corrections?: string } => (corrections ? { corrections: '1' } : {});

export const fetchYearBalances = async (tenantId: number, fyear: number, corrections = false) =>
  (await apiRequest<ListEnvelope<AccountYearBalance>>(`${base(tenantId)}/glbalance`, { query: { fyear: String(fyear), ...correctionsQuery(corrections) } })).listdata;

export interface HistoryQuery {
  glaccount: string;
  from: string;
  to: string;
  personid?: number;
  /** Only lines of journals this member entered (VUSERID). */
  userid?: number;
  /** The whole trail: reversed postings and their reversals (marked `reversal`). */
  corrections?: boolean;
}

export const fetchHistoryPage = (tenantId: number, q: HistoryQuery, after: string | undefined) =>
  apiRequest<LedgerPage>(`${base(tenantId)}/glaccount-glhist`, {
    query: { VGLACCOUNT: q.glaccount, DFROM: q.from, DTO: q.to, VPERSONID: q.personid ? String(q.personid) : undefined, VUSERID: q.userid ? String(q.userid) : undefined, after, size: '200', ...correctionsQuery(q.corrections) },
  });

export const fetchBankBookPage = (tenantId: number, q: HistoryQuery, after: string | undefined) =>
  apiRequest<LedgerPage>(`${base(tenantId)}/bank-book`, { query: { glaccount: q.glaccount, from: q.from, to: q.to, after, size: '200', ...correctionsQuery(q.corrections) } });

export const fetchLedgerDetailPage = (tenantId: number, q: { from: string; to: string; glaccount?: string; corrections?: boolean }, after: string | undefined) =>
  apiRequest<LedgerDetailPage>(`${base(tenantId)}/general-ledger-detail`, { query: { from: q.from, to: q.to, glaccount: q.glaccount, after, size: '200', ...correctionsQuery(q.corrections) } });

export const fetchTrialBalance = async (tenantId: number, from: string, to: string, corrections = false) =>
  (await apiRequest<ListEnvelope<TrialBalanceRow>>(`${base(tenantId)}/trial-balance`, { query: { from, to, ...correctionsQuery(corrections) } })).listdata;

export const fetchProfitLoss = (tenantId: number, from: string, to: string, compare: Compare) =>
  apiRequest<Statement<ProfitLossTotals>>(`${base(tenantId)}/profit-loss`, { query: { from, to, compare } });

export const fetchBalanceSheet = (tenantId: number, at: string, compare: Compare) =>
  apiRequest<Statement<BalanceSheetTotals>>(`${base(tenantId)}/balance-sheet`, { query: { at, compare } });

export const fetchBudgets = async (tenantId: number, fyear: number) =>
  (await apiRequest<ListEnvelope<BudgetRow>>(`${base(tenantId)}/budgetaccount`, { query: { fyear: String(fyear) } })).listdata;

export const saveBudgets = async (tenantId: number, fyear: number, details: { glaccount: string; periods: string[] }[]) =>
  (await apiRequest<ListEnvelope<BudgetRow>>(`${base(tenantId)}/budgetaccount`, { method: 'PUT', body: { fyear, details } })).listdata;

export const fetchBudgetDetail = async (tenantId: number, glid: number, fyear: number) =>
  (await apiRequest<ListEnvelope<BudgetMonth>>(`${base(tenantId)}/budgetaccount-det/${glid}`, { query: { fyear: String(fyear) } })).listdata;

export const deleteBudget = (tenantId: number, glid: number, fyear: number) =>
  apiRequest<DataEnvelope<{ id: number }>>(`${base(tenantId)}/budgetaccount/${glid}`, { method: 'DELETE', query: { fyear: String(fyear) } });

export const fetchOpeningBalances = async (tenantId: number) => (await apiRequest<DataEnvelope<OpeningBalances>>(`${base(tenantId)}/multiOpeningBalances`)).data;

export const saveOpeningBalances = async (tenantId: number, obdate: string, details: OpeningLine[]) =>
  (
    await apiRequest<DataEnvelope<{ obdate: string; total: string; equityAdjustment: string }>>(`${base(tenantId)}/multiOpeningBalances`, {
      method: 'PUT',
      body: { obdate, details: details.map(({ glaccount, amount, subsidiary }) => ({ glaccount, amount, subsidiary })) },
    })
  ).data;

export const fetchReconciliationDetail = async (tenantId: number, glaccount: string, enddate: string) =>
  (await apiRequest<DataEnvelope<ReconciliationDetail>>(`${base(tenantId)}/reconciliation-detail`, { query: { glaccount, enddate } })).data;

export const saveReconciliation = async (tenantId: number, body: { glaccount: string; enddate: string; statementbalance: string; cleared: { journalid: number; seq: number }[] }) =>
  (await apiRequest<DataEnvelope<ReconciliationSaved>>(`${base(tenantId)}/reconciliation`, { method: 'POST', body })).data;

export const fetchReconciliationHistory = async (tenantId: number, glaccount: string) =>
  (await apiRequest<ListEnvelope<ReconciliationEntry>>(`${base(tenantId)}/reconciliation`, { query: { glaccount } })).listdata;

export const checkPeriodEnd = async (tenantId: number, month: number, year: number) =>
  (await apiRequest<DataEnvelope<PeriodCheck>>(`${base(tenantId)}/cekPeriodeEnd`, { query: { month: String(month), year: String(year) } })).data;

export interface ClosedPeriod {
  period: number;
  closedBy: number;
  closedAt: string;
}

export const fetchClosedPeriods = async (tenantId: number) => (await apiRequest<ListEnvelope<ClosedPeriod>>(`${base(tenantId)}/closed-periods`)).listdata;

export const closePeriodEnd = async (tenantId: number, month: number, year: number) =>
  (await apiRequest<DataEnvelope<{ closed: number[] }>>(`${base(tenantId)}/periodeEnd`, { method: 'POST', body: { month, year } })).data;

export const reopenPeriod = async (tenantId: number, month: number, year: number) =>
  (await apiRequest<DataEnvelope<{ reopened: number[] }>>(`${base(tenantId)}/periodeEnd`, { method: 'DELETE', query: { month: String(month), year: String(year) } })).data;

/**
 * Downloads a report export (format=xlsx or csv) with the API's headers (the bearer token cannot ride on a plain
 * link) and hands it to the browser as a file.
 */
export async function downloadReport(tenantId: number, report: string, query: Record<string, string>, filename: string): Promise<void> {
  const blob = await apiBlob(`${base(tenantId)}/${report}?${new URLSearchParams(query).toString()}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
