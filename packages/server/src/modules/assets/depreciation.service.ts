import { bookSchedule, depreciationOf, reverseLines, type PostingLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { journalLines, writeJournal } from '../ledger/journal.repo.ts';
import { assetsToDepreciate, DEPRECIATION_FORM, deleteDepreciationOf, depreciationJournalsOf, disposedAfterDepreciation, insertDepreciation, lastDayOf } from './depreciation.repo.ts';

/**
 * Fraction digits of depreciation amounts: the base currency's (every base-currency amount of the books is kept to
 * 2 decimals; the currency master has no digits of its own).
 */
export const DEPRECIATION_DECIMALS = 2;

/** The first month the books hold (YYYY-MM), from the company's start date: a mid-life asset depreciates from it. */
export const booksStartMonth = (startdate: string | null) => (startdate ? startdate.slice(0, 7) : undefined);

const monthOf = (period: number) => `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}`;
const label = (period: number) => `${String(period % 100).padStart(2, '0')}/${Math.floor(period / 100)}`;

export interface PostedDepreciation {
  period: number;
  journalid: number;
  assets: number;
}

/**
 * Posts one month's depreciation (period yyyymm): every asset with a schedule amount for the month and no row yet
 * gets its row and a debit to its expense and credit to its accumulated depreciation account, with its department,
 * project and branch, in one journal dated the month's last day. Nothing to depreciate: no journal (null).
 */
export async function postMonthDepreciation(tx: Tx, tenantId: number, userid: number, period: number, startdate: string | null): Promise<PostedDepreciation | null> {
  const month = monthOf(period);
  const start = booksStartMonth(startdate);
  const due: { assetid: number; amount: string }[] = [];
  const lines: PostingLine[] = [];
  for (const a of await assetsToDepreciate(tx, tenantId, period)) {
    const amount = new Decimal(depreciationOf(bookSchedule(a, DEPRECIATION_DECIMALS, start), month));
    if (amount.lte(0)) continue;
    due.push({ assetid: a.assetid, amount: amount.toFixed(DEPRECIATION_DECIMALS) });
    const line = (glid: number, value: Decimal): PostingLine => ({
      glid,
      amount: value.toFixed(DEPRECIATION_DECIMALS),
      primeamount: value.toFixed(DEPRECIATION_DECIMALS),
      rate: '1',
      currencyid: null,
      deptid: a.deptid,
      projectid: a.projectid,
      branchid: a.branchid,
      subsidiary: null,
      description: `Penyusutan ${a.assetcode} ${a.assetname}`,
    });
    lines.push(line(a.expenseglaccnt, amount), line(a.accumglaccnt, amount.negated()));
  }
  if (!due.length) return null;
  const journalid = await writeJournal(
    tx,
    { tenantId, form: DEPRECIATION_FORM, docid: period, docno: `PNY/${period}`, transdate: lastDayOf(period), description: `Penyusutan aktiva tetap ${label(period)}`, reversalOf: null, userid },
    lines,
  );
  await insertDepreciation(tx, tenantId, journalid, period, due);
  return { period, journalid, assets: due.length };
}

/**
 * Undoes a reopened month's depreciation: its journal is reversed (dated as it) and the rows it wrote are removed,
 * so closing the month again posts it again, once. Rows a disposal wrote stay. Returns the reversed journal ids.
 */
export async function reverseMonthDepreciation(tx: Tx, tenantId: number, userid: number, period: number): Promise<number[]> {
  const journals = await depreciationJournalsOf(tx, tenantId, period);
  for (const j of journals) {
    const lines = await journalLines(tx, tenantId, j.journalid);
    await writeJournal(
      tx,
      { tenantId, form: DEPRECIATION_FORM, docid: period, docno: `PNY/${period}`, transdate: j.transdate, description: `Batal penyusutan aktiva tetap ${label(period)}`, reversalOf: j.journalid, userid },
      reverseLines(lines),
    );
  }
  const ids = journals.map((j) => j.journalid);
  await deleteDepreciationOf(tx, tenantId, ids);
  return ids;
}

/** Refuses (409) reopening from `period` while an asset depreciated in those months has a standing disposal. */
export async function refuseReopenOverDisposal(tx: Tx, tenantId: number, period: number) {
  const asset = await disposedAfterDepreciation(tx, tenantId, period);
  if (asset) throw new AppError('FA_REOPEN_DISPOSED', { asset }, { status: 409 });
}
