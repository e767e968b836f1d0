import { reverseLines, ROLES, type PostingLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { journal, preference } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { lockPeriodEnd } from '../assets/depreciation.repo.ts';
import { postMonthDepreciation, refuseReopenOverDisposal, reverseMonthDepreciation, type PostedDepreciation } from '../assets/depreciation.service.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import { runDueByMonthEnd } from '../recurring/recurring-run.ts';
import { postingSettings } from './gl-document.repo.ts';
import { journalLines, writeJournal } from './journal.repo.ts';
import { closedPeriodRows, closedPeriods, closePeriods, isClosed, periodOf, reopenFrom, yearProfitAndLoss } from './period.repo.ts';

const YEAR_END_FORM = 'year-end';

function monthsBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let p = from; p <= to; p = p % 100 === 12 ? (Math.floor(p / 100) + 1) * 100 + 1 : p + 1) out.push(p);
  return out;
}

function currentPeriod(): number {
  const now = new Date();
  return now.getFullYear() * 100 + now.getMonth() + 1;
}

/** What closing a month would do: closable unless already closed or not yet ended (a month closes after it ends). */
export async function checkPeriodEnd(ctx: AppContext, call: TenantCall, month: number, year: number) {
  const period = year * 100 + month;
  return inTenant(ctx, call, async (tx) => {
    const problems: string[] = [];
    if (await isClosed(tx, call.tenantId, period)) problems.push('PERIOD_ALREADY_CLOSED');
    if (period >= currentPeriod()) problems.push('PERIOD_NOT_ENDED');
    const { startdate } = await postingSettings(tx, call.tenantId);
    if (!startdate) problems.push('COMPANY_START_MISSING');
    else if (period < periodOf(startdate)) problems.push('PERIOD_BEFORE_START');
    return { closable: problems.length === 0, problems, period };
  });
}

/** The closed months (latest first): period as yyyymm, the member who closed it and when. */
export async function listClosedPeriods(ctx: AppContext, call: TenantCall) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'period-end', 'akses'))) throw accessDenied('NO_ACCESS_PERIOD_END');
    return (await closedPeriodRows(tx, call.tenantId)).map((r) => ({ period: r.period, closedBy: r.closedBy, closedAt: new Date(r.closedAt).toISOString() }));
  });
}

/** Posts the year-end journal: every profit-and-loss balance of the year moves to retained earnings. */
async function closeYear(tx: Tx, call: TenantCall, year: number) {
  const pl = await yearProfitAndLoss(tx, call.tenantId, year);
  if (pl.length === 0) return;
  const [pref] = await tx.select({ pdefaccnt: preference.pdefaccnt }).from(preference).where(eq(preference.tenantId, call.tenantId));
  const retained = (pref?.pdefaccnt as { retainedearnings?: number | null } | undefined)?.retainedearnings;
  if (!retained) throw new AppError('RETAINED_EARNINGS_MISSING', {}, { status: 409 });
  const line = (glid: number, amount: string): PostingLine => ({ glid, amount, primeamount: amount, rate: '1', currencyid: null, deptid: null, projectid: null, branchid: null, subsidiary: null, description: `Tutup buku ${year}` });
  const lines = pl.map((r) => line(r.glid, new Decimal(r.balance).negated().toFixed()));
  const net = pl.reduce((s, r) => s.plus(r.balance), new Decimal(0));
  lines.push(line(retained, net.toFixed()));
  await writeJournal(tx, { tenantId: call.tenantId, form: YEAR_END_FORM, docid: year, docno: `TB/${year}`, transdate: `${year}-12-31`, description: `Tutup buku ${year}`, reversalOf: null, userid: call.userId }, lines);
}

/**
 * Closes the month and every earlier open month since the books started, in month order: each month's fixed asset
 * depreciation is posted, and December also closes the year (after its depreciation). Concurrent closes of a company
 * wait for each other, so a month is closed and depreciated once.
 */
export async function closePeriodEnd(ctx: AppContext, call: TenantCall, month: number, year: number) {
  const check = await checkPeriodEnd(ctx, call, month, year);
  if (!check.closable) throw new AppError(check.problems[0] as 'PERIOD_ALREADY_CLOSED', {}, { status: 409 });
  await runDueByMonthEnd(ctx, call, year, month); // recurring documents due by the month's end are made before it closes
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'period-end', 'akses'))) throw accessDenied('NO_ACCESS_PERIOD_END');
    await lockPeriodEnd(tx, call.tenantId);
    const { startdate } = await postingSettings(tx, call.tenantId);
    const already = new Set(await closedPeriods(tx, call.tenantId));
    if (already.has(check.period)) throw new AppError('PERIOD_ALREADY_CLOSED', {}, { status: 409 });
    const toClose = monthsBetween(periodOf(startdate!), check.period).filter((p) => !already.has(p));
    const depreciated: PostedDepreciation[] = [];
    for (const p of toClose) {
      const posted = await postMonthDepreciation(tx, call.tenantId, call.userId, p, startdate);
      if (posted) depreciated.push(posted);
      if (p % 100 === 12) await closeYear(tx, call, Math.floor(p / 100));
    }
    await closePeriods(tx, call.tenantId, toClose, call.userId);
    await writeAudit(tx, { tenantId: call.tenantId, form: 'periodeEnd', recordid: check.period, action: 'create', userid: call.userId, username: call.username, changes: { closed: [null, toClose] } });
    return { closed: toClose, depreciated };
  });
}

/** Reopening is an ADMINISTRATOR action: the month and later ones open again; a year-end journal is reversed. */
export async function reopenPeriod(ctx: AppContext, call: TenantCall, month: number, year: number) {
  if (call.roleId !== ROLES.ADMINISTRATOR) throw accessDenied('NO_ACCESS_PERIOD_END');
  return inTenant(ctx, call, async (tx) => {
    await lockPeriodEnd(tx, call.tenantId);
    await refuseReopenOverDisposal(tx, call.tenantId, year * 100 + month);
    const reopened = await reopenFrom(tx, call.tenantId, year * 100 + month);
    for (const p of reopened.filter((x) => x % 100 === 12)) {
      const y = Math.floor(p / 100);
      const [closing] = await tx
        .select()
        .from(journal)
        .where(and(eq(journal.tenantId, call.tenantId), eq(journal.form, YEAR_END_FORM), eq(journal.docid, y), isNull(journal.reversalOf)))
        .orderBy(desc(journal.journalid))
        .limit(1);
      if (closing) {
        const lines = await journalLines(tx, call.tenantId, closing.journalid);
        await writeJournal(tx, { tenantId: call.tenantId, form: YEAR_END_FORM, docid: y, docno: `TB/${y}`, transdate: closing.transdate, description: `Buka kembali ${y}`, reversalOf: closing.journalid, userid: call.userId }, reverseLines(lines));
      }
    }
    const reversed: number[] = [];
    for (const p of [...reopened].sort((a, b) => b - a)) reversed.push(...(await reverseMonthDepreciation(tx, call.tenantId, call.userId, p)));
    await writeAudit(tx, { tenantId: call.tenantId, form: 'periodeEnd', recordid: year * 100 + month, action: 'delete', userid: call.userId, username: call.username, changes: { reopened: [reopened, null] } });
    return { reopened, reversed };
  });
}
