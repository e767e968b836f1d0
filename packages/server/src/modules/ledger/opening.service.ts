import { balanceJournal, LedgerError, reverseLines, translate, trimZeros, type Lang, type PostingLine, type TOpeningBalances } from '@lontar/core';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { glaccount, journal, journalLine, preference } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import { IS_PARENT_ACCOUNT } from './account-sql.ts';
import { journalLines, writeJournal } from './journal.repo.ts';
import { isClosed, periodOf } from './period.repo.ts';
import { balanceAtSql } from './reports.repo.ts';

const FORM = 'opening-balance';

/** The opening-balance journal in force: the newest one that no later journal reversed. */
async function currentOpening(tx: Tx, tenantId: number) {
  const [row] = await tx
    .select()
    .from(journal)
    .where(and(eq(journal.tenantId, tenantId), eq(journal.form, FORM), sql`${journal.reversalOf} is null`, sql`not exists (select 1 from journal r where r.tenant_id = journal.tenant_id and r.reversal_of = journal.journalid)`))
    .orderBy(desc(journal.journalid))
    .limit(1);
  return row;
}

/**
 * Sets the opening balances: the previous opening journal is reversed and the new one posted, with the
 * difference against the opening-balance equity account (pdefAccnt.openingbalance).
 */
export async function saveOpeningBalances(ctx: AppContext, call: TenantCall, input: TOpeningBalances, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'glaccount', 'ubah'))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_EDIT') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    if (await isClosed(tx, call.tenantId, periodOf(input.obdate))) throw new AppError('PERIOD_CLOSED', {}, { status: 409 });
    const [pref] = await tx.select({ pdefaccnt: preference.pdefaccnt }).from(preference).where(eq(preference.tenantId, call.tenantId));
    const equity = (pref?.pdefaccnt as { openingbalance?: number | null } | undefined)?.openingbalance;
    if (!equity) throw new AppError('OPENING_EQUITY_MISSING', {}, { status: 409 });
    const numbers = [...new Set(input.details.map((d) => d.glaccount))];
    const accounts = numbers.length
      ? await tx.select({ glid: glaccount.glid, no: glaccount.glaccount, isParent: sql<boolean>`${IS_PARENT_ACCOUNT}` }).from(glaccount).where(and(eq(glaccount.tenantId, call.tenantId), inArray(glaccount.glaccount, numbers)))
      : [];
    const byNo = new Map(accounts.map((a) => [a.no, a]));
    const problems: string[] = [];
    input.details.forEach((d, i) => {
      const a = byNo.get(d.glaccount);
      if (!a) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.glaccount` }));
      else if (a.isParent) problems.push(`details.${i}.glaccount: ${translate(lang, 'PARENT_ACCOUNT')}`);
    });
    if (problems.length) throw validationError(problems);
    const line = (glid: number, amount: string, subsidiary: number | null = null): PostingLine => ({ glid, amount, primeamount: amount, rate: '1', currencyid: null, deptid: null, projectid: null, branchid: null, subsidiary, description: 'Saldo awal' });
    const lines = input.details.map((d) => line(byNo.get(d.glaccount)!.glid, d.amount, d.subsidiary ?? null));
    const net = lines.reduce((s, l) => s.plus(l.amount), new Decimal(0));
    if (!net.isZero()) lines.push(line(equity, net.negated().toFixed()));
    const previous = await currentOpening(tx, call.tenantId);
    if (previous) {
      const old = await journalLines(tx, call.tenantId, previous.journalid);
      await writeJournal(tx, { tenantId: call.tenantId, form: FORM, docid: 1, docno: 'SALDO-AWAL', transdate: previous.transdate, description: 'Pembalikan saldo awal', reversalOf: previous.journalid, userid: call.userId }, reverseLines(old));
    }
    let total = '0';
    if (lines.some((l) => !new Decimal(l.amount).isZero())) {
      try {
        const posting = balanceJournal(lines);
        total = posting.total;
        await writeJournal(tx, { tenantId: call.tenantId, form: FORM, docid: 1, docno: 'SALDO-AWAL', transdate: input.obdate, description: 'Saldo awal', reversalOf: null, userid: call.userId }, posting.lines);
      } catch (error) {
        if (error instanceof LedgerError) throw new AppError('UNBALANCED', {}, { status: 400 });
        throw error;
      }
    }
    await writeAudit(tx, { tenantId: call.tenantId, form: FORM, recordid: 1, action: previous ? 'update' : 'create', userid: call.userId, username: call.username, changes: { obdate: [previous?.transdate ?? null, input.obdate], total: [null, total] } });
    return { obdate: input.obdate, total: trimZeros(total), equityAdjustment: trimZeros(net.negated().toFixed()) };
  });
}

/**
 * The opening balances in force, as they were entered, so a screen can show and change them (saving replaces the
 * whole set). The opening-balance equity lines are left out: saving recomputes them from the others.
 */
export async function readOpeningBalances(ctx: AppContext, call: TenantCall, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'glaccount', 'akses'))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    const current = await currentOpening(tx, call.tenantId);
    if (!current) return { obdate: null, details: [] };
    const [pref] = await tx.select({ pdefaccnt: preference.pdefaccnt }).from(preference).where(eq(preference.tenantId, call.tenantId));
    const equity = (pref?.pdefaccnt as { openingbalance?: number | null } | undefined)?.openingbalance ?? null;
    const lines = await tx
      .select({ glid: journalLine.glid, glaccount: glaccount.glaccount, accountname: glaccount.accountname, amount: journalLine.amount, subsidiary: journalLine.subsidiary })
      .from(journalLine)
      .innerJoin(glaccount, and(eq(glaccount.tenantId, journalLine.tenantId), eq(glaccount.glid, journalLine.glid)))
      .where(and(eq(journalLine.tenantId, call.tenantId), eq(journalLine.journalid, current.journalid)))
      .orderBy(asc(journalLine.seq));
    return {
      obdate: current.transdate,
      details: lines.filter((l) => l.glid !== equity).map((l) => ({ glaccount: l.glaccount, accountname: l.accountname, amount: trimZeros(l.amount), subsidiary: l.subsidiary })),
    };
  });
}

/** An account's balance at the end of a date (glaccount-opening-balance?glaccount&paymentdate). */
export async function balanceAt(ctx: AppContext, call: TenantCall, glaccountNo: string, date: string) {
  return inTenant(ctx, call, async (tx) => {
    const [acc] = await tx.select({ glid: glaccount.glid, name: glaccount.accountname }).from(glaccount).where(and(eq(glaccount.tenantId, call.tenantId), eq(glaccount.glaccount, glaccountNo)));
    if (!acc) throw new AppError('NOT_FOUND');
    const result = (await tx.execute(sql`
      select ${balanceAtSql(call.tenantId, acc.glid, date, true)}::text as balance`)) as unknown as { rows: { balance: string }[] };
    return { glaccount: glaccountNo, accountname: acc.name, date, balance: trimZeros(result.rows[0]!.balance) };
  });
}
