import { ACCOUNT_TYPE, negateAmount, resultSide, sumAmounts, type StatementAccount } from '@lontar/core';
import type { ChartAccount } from '../masters/accounts/account-tree.ts';
import { rollUp, type RolledRow } from './account-rollup.ts';
import type { BalanceSheetTotals, ProfitLossTotals } from './reports-api.ts';

export type LineKind = 'section' | 'type' | 'account' | 'typeTotal' | 'total' | 'result';

/** One line of a financial statement as shown: a heading, an account, or a total. */
export interface StatementLine {
  key: string;
  kind: LineKind;
  /** Sections, totals and results: the key under `reports:statement`. */
  label?: string;
  /** Type headings and type totals: the account type. */
  typeid?: number;
  typename?: string;
  account?: RolledRow;
  /** One amount per column; empty for headings. */
  amounts: string[];
}

const T = ACCOUNT_TYPE;

/** The rows of one account type under their parents, and the type's heading and total. */
function typeBlock(rows: readonly StatementAccount[], typeid: number, chart: readonly ChartAccount[] | undefined, total: string[] | null, sign: 1 | -1 = 1): StatementLine[] {
  const ofType = rows.filter((row) => row.accounttype === typeid);
  if (ofType.length === 0) return [];
  const signed = ofType.map((row) => ({ ...row, amounts: sign === 1 ? row.amounts : row.amounts.map(negateAmount) }));
  const width = ofType[0]!.amounts.length;
  const typename = ofType[0]!.typename;
  return [
    { key: `type-${typeid}`, kind: 'type', typeid, typename, amounts: [] },
    ...rollUp(signed, chart).map((account): StatementLine => ({ key: `account-${account.glid}`, kind: 'account', account, amounts: account.amounts })),
    {
      key: `type-total-${typeid}`,
      kind: 'typeTotal',
      typeid,
      typename,
      amounts: total ?? Array.from({ length: width }, (_unused, i) => sumAmounts(signed.map((row) => row.amounts[i]))),
    },
  ];
}

/**
 * Profit and loss as accountants read it: revenue less cost of goods sold is gross profit; less expenses, plus other
 * income, less other expenses is net profit. Section totals are the server's; accounts sit under their parents.
 */
export function profitLossLines(rows: readonly StatementAccount[], totals: readonly ProfitLossTotals[], chart: readonly ChartAccount[] | undefined): StatementLine[] {
  const column = (key: keyof ProfitLossTotals) => totals.map((total) => total[key]);
  return [
    ...typeBlock(rows, T.REVENUE, chart, column('revenue')),
    ...typeBlock(rows, T.COGS, chart, column('cogs')),
    resultLine('gross', 'result', 'gross', column('gross')),
    ...typeBlock(rows, T.EXPENSE, chart, column('expenses')),
    ...typeBlock(rows, T.OTHER_INCOME, chart, column('otherIncome')),
    ...typeBlock(rows, T.OTHER_EXPENSE, chart, column('otherExpenses')),
    resultLine('net', 'result', 'net', column('net')),
  ];
}

/** Labels a result row by its sign: net profit or net loss (a positive amount), and both words when columns differ. */
const RESULT_LABELS = {
  gross: { profit: 'grossProfit', loss: 'grossLoss', mixed: 'grossProfitLoss' },
  net: { profit: 'netProfit', loss: 'netLoss', mixed: 'netProfitLoss' },
  currentEarnings: { profit: 'currentEarnings', loss: 'currentLoss', mixed: 'currentEarningsLoss' },
} as const;

function resultLine(key: string, kind: LineKind, result: keyof typeof RESULT_LABELS, amounts: string[]): StatementLine {
  const { side, amounts: shown } = resultSide(amounts);
  return { key, kind, label: RESULT_LABELS[result][side], amounts: shown };
}

const ASSET_TYPES = [T.CASH_BANK, T.RECEIVABLE, T.INVENTORY, T.OTHER_CURRENT_ASSET, T.FIXED_ASSET, T.ACCUMULATED_DEPRECIATION, T.OTHER_ASSET];
const LIABILITY_TYPES = [T.PAYABLE, T.OTHER_CURRENT_LIABILITY, T.LONG_TERM_LIABILITY];

/**
 * Balance sheet: assets (accumulated depreciation shown as a deduction), liabilities, and equity with the profit not
 * yet closed into retained earnings; section totals are the server's, type subtotals add the accounts shown.
 */
export function balanceSheetLines(rows: readonly StatementAccount[], totals: readonly BalanceSheetTotals[], chart: readonly ChartAccount[] | undefined): StatementLine[] {
  const column = (key: 'assets' | 'liabilities' | 'equity' | 'currentEarnings') => totals.map((total) => total[key]);
  return [
    { key: 'assets', kind: 'section', label: 'assets', amounts: [] },
    ...ASSET_TYPES.flatMap((typeid) => typeBlock(rows, typeid, chart, null, typeid === T.ACCUMULATED_DEPRECIATION ? -1 : 1)),
    { key: 'assets-total', kind: 'total', label: 'totalAssets', amounts: column('assets') },
    { key: 'liabilities', kind: 'section', label: 'liabilities', amounts: [] },
    ...LIABILITY_TYPES.flatMap((typeid) => typeBlock(rows, typeid, chart, null)),
    { key: 'liabilities-total', kind: 'total', label: 'totalLiabilities', amounts: column('liabilities') },
    { key: 'equity', kind: 'section', label: 'equity', amounts: [] },
    // Equity is one account type: its accounts sit under the section itself, whose total (with the current-year
    // earnings) is the only "Total Ekuitas".
    ...typeBlock(rows, T.EQUITY, chart, null).filter((line) => line.kind === 'account'),
    resultLine('current-earnings', 'account', 'currentEarnings', column('currentEarnings')),
    { key: 'equity-total', kind: 'total', label: 'totalEquity', amounts: column('equity') },
    { key: 'liabilities-equity', kind: 'result', label: 'totalLiabilitiesEquity', amounts: totals.map((total) => sumAmounts([total.liabilities, total.equity])) },
  ];
}
