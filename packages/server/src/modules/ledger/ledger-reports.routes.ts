import { trimZeros } from '@lontar/core';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { trialBalance, yearBalances } from './journal.repo.ts';
import { accountTypeName, statementTable, word, ZReportFormat } from './report-export.ts';
import { declareReport, wholeList } from './report-route.ts';
import { balanceSheet, profitAndLoss, statementColumns } from './statements.service.ts';

/**
 * The ledger's balance reports and financial statements declared once each (report-route.ts): the query, the screen whose rights open and
 * download them, the read under the tenant, the JSON list and the export's columns.
 */

/**
 * `corrections=1`: the whole trail, reversed postings and their reversals included (reversal lines marked). By
 * default a report answers the current state without them (API.md §5).
 */
export const corrections = z.enum(['0', '1', 'true', 'false']).default('0').transform((v) => v === '1' || v === 'true');
export const yyyymm = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'V_INVALID_VALUE' });
// A real calendar day: 2026-02-30 is refused here rather than by the database (which would be a 500).
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'V_DATE' })
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().slice(0, 10) === d, { message: 'V_DATE' });
const toPeriod = (s: string) => Number(s.slice(0, 4)) * 100 + Number(s.slice(5, 7));

/** Each account's opening, debits, credits and balance of a fiscal year (glbalance), on the chart of accounts' rights. */
export const glbalanceReport = declareReport({
  name: 'glbalance',
  tags: ['ledger'],
  screen: 'glaccount',
  query: z.strictObject({ fyear: z.coerce.number().int().min(1900).max(2200), format: ZReportFormat, corrections }),
  read: async (tx, tenantId, q) =>
    (await yearBalances(tx, tenantId, q.fyear, q.corrections)).map((r) => ({ ...r, openingbal: trimZeros(r.openingbal), debit: trimZeros(r.debit), credit: trimZeros(r.credit), balance: trimZeros(r.balance) })),
  json: (rows) => wholeList(rows, {}),
  export: {
    words: word,
    columns: [
      ['glaccount', 'account', 'text'],
      ['accountname', 'accountName', 'text'],
      ['accounttype', 'accountType', 'text'],
      ['openingbal', 'opening', 'money'],
      ['debit', 'debit', 'money'],
      ['credit', 'credit', 'money'],
      ['balance', 'balance', 'money'],
    ],
    rows: (rows, _say, lang) => rows.map((r) => ({ ...r, accounttype: accountTypeName(r.accounttype, lang) })),
    file: (_rows, q) => [q.fyear],
  },
});

/** The trial balance of a range of periods: each account's opening, debits, credits and ending, on the Reports screen. */
export const trialBalanceReport = declareReport({
  name: 'trial-balance',
  tags: ['ledger'],
  screen: 'reports',
  query: z.strictObject({ from: yyyymm, to: yyyymm, format: ZReportFormat, corrections }),
  read: async (tx, tenantId, q) =>
    (await trialBalance(tx, tenantId, toPeriod(q.from), toPeriod(q.to), q.corrections)).map((r) => ({ ...r, opening: trimZeros(r.opening), debit: trimZeros(r.debit), credit: trimZeros(r.credit), ending: trimZeros(r.ending) })),
  json: (rows) => wholeList(rows, {}),
  export: {
    words: word,
    columns: [
      ['glaccount', 'account', 'text'],
      ['accountname', 'name', 'text'],
      ['opening', 'opening', 'money'],
      ['debit', 'debit', 'money'],
      ['credit', 'credit', 'money'],
      ['ending', 'ending', 'money'],
    ],
    rows: (rows) => rows,
    file: (_rows, q) => [q.from, q.to],
  },
});

const compare = z.enum(['none', 'previous-period', 'previous-year']).default('none');
/** Opened with the Reports screen's right (a refusal names the Reports screen) and downloaded with its export right. */
const STATEMENT = { tags: ['reports'], screen: 'reports', deniedForm: 'reports' } as const;

/** The profit and loss statement of a range of periods, compared with the previous period or year when asked. */
export const profitLossReport = declareReport({
  ...STATEMENT,
  name: 'profit-loss',
  query: z.strictObject({ from: yyyymm, to: yyyymm, compare, format: ZReportFormat }),
  check: (q) => {
    if (q.to < q.from) throw new AppError('V_RANGE', {}, { status: 400 });
  },
  read: (tx, tenantId, q) => profitAndLoss(tx, tenantId, statementColumns(q.from, q.to, q.compare)),
  json: (statement) => statement,
  export: {
    table: (statement, _q, lang) => statementTable(statement, ['revenue', 'cogs', 'gross', 'expenses', 'otherIncome', 'otherExpenses', 'net'], lang),
    file: (_s, q) => [q.from, q.to],
  },
});

/** The balance sheet at the end of a period, compared with the previous period or year when asked. */
export const balanceSheetReport = declareReport({
  ...STATEMENT,
  name: 'balance-sheet',
  query: z.strictObject({ at: yyyymm, compare, format: ZReportFormat }),
  read: (tx, tenantId, q) => balanceSheet(tx, tenantId, statementColumns(q.at, q.at, q.compare)),
  json: (statement) => statement,
  export: {
    table: (statement, _q, lang) => statementTable(statement, ['assets', 'liabilities', 'currentEarnings', 'equity'], lang),
    file: (_s, q) => [q.at],
  },
});
