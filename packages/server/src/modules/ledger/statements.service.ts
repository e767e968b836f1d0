import { ACCOUNT_TYPE, trimZeros } from '@lontar/core';
import Decimal from 'decimal.js';
import type { Tx } from '../../platform/tx.ts';
import { financialStatement, unclosedProfit, type StatementRow } from './reports.repo.ts';

export type Compare = 'none' | 'previous-period' | 'previous-year';
interface Column {
  from: number;
  to: number;
}

const toPeriod = (ym: string) => Number(ym.slice(0, 4)) * 100 + Number(ym.slice(5, 7));
const months = (p: number) => Math.floor(p / 100) * 12 + (p % 100) - 1;
const fromMonths = (m: number) => Math.floor(m / 12) * 100 + (m % 12) + 1;

/** The requested column and, when asked, the one it is compared with. */
export function statementColumns(from: string, to: string, compare: Compare): Column[] {
  const main = { from: toPeriod(from), to: toPeriod(to) };
  if (compare === 'none') return [main];
  const span = months(main.to) - months(main.from) + 1;
  const shift = compare === 'previous-year' ? 12 : span;
  return [main, { from: fromMonths(months(main.from) - shift), to: fromMonths(months(main.to) - shift) }];
}

/** Amounts signed by the account's normal side: revenue and liabilities show positive like assets and expenses. */
function presented(row: StatementRow) {
  return { ...row, amounts: row.amounts.map((a) => trimZeros((row.normal === 'C' ? new Decimal(a).negated() : new Decimal(a)).toFixed())) };
}

function sumOf(rows: StatementRow[], types: number[], col: number): Decimal {
  return rows.filter((r) => types.includes(r.accounttype)).reduce((s, r) => s.plus(r.normal === 'C' ? new Decimal(r.amounts[col]!).negated() : r.amounts[col]!), new Decimal(0));
}

/** The profit and loss statement of the columns (core account types), read under the tenant. */
export async function profitAndLoss(tx: Tx, tenantId: number, columns: Column[]) {
  const rows = await financialStatement(tx, tenantId, 'PL', columns);
  const T = ACCOUNT_TYPE;
  const totals = columns.map((_c, i) => {
    const revenue = sumOf(rows, [T.REVENUE], i);
    const cogs = sumOf(rows, [T.COGS], i);
    const expenses = sumOf(rows, [T.EXPENSE], i);
    const otherIncome = sumOf(rows, [T.OTHER_INCOME], i);
    const otherExpenses = sumOf(rows, [T.OTHER_EXPENSE], i);
    const gross = revenue.minus(cogs);
    const net = gross.minus(expenses).plus(otherIncome).minus(otherExpenses);
    return Object.fromEntries(Object.entries({ revenue, cogs, gross, expenses, otherIncome, otherExpenses, net }).map(([k, v]) => [k, trimZeros(v.toFixed())]));
  });
  return { columns, listdata: rows.map(presented), totals };
}

/** The balance sheet at each column's end, with the earnings not yet closed into equity, read under the tenant. */
export async function balanceSheet(tx: Tx, tenantId: number, columns: Column[]) {
  const rows = await financialStatement(tx, tenantId, 'BS', columns);
  const T = ACCOUNT_TYPE;
  const totals = [];
  for (let i = 0; i < columns.length; i++) {
    const assets = sumOf(rows, [T.CASH_BANK, T.RECEIVABLE, T.INVENTORY, T.OTHER_CURRENT_ASSET, T.FIXED_ASSET, T.OTHER_ASSET], i).minus(sumOf(rows, [T.ACCUMULATED_DEPRECIATION], i));
    const liabilities = sumOf(rows, [T.PAYABLE, T.OTHER_CURRENT_LIABILITY, T.LONG_TERM_LIABILITY], i);
    const earnings = new Decimal(await unclosedProfit(tx, tenantId, columns[i]!.to));
    const equity = sumOf(rows, [T.EQUITY], i).plus(earnings);
    totals.push({ assets: trimZeros(assets.toFixed()), liabilities: trimZeros(liabilities.toFixed()), currentEarnings: trimZeros(earnings.toFixed()), equity: trimZeros(equity.toFixed()), balanced: assets.equals(liabilities.plus(equity)) });
  }
  return { columns, listdata: rows.map(presented), totals };
}
