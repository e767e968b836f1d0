import { translate, trimZeros, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import { bankReconciliation, bankReconciliationLine, glaccount } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import { balanceAtSql } from './reports.repo.ts';

async function cashAccount(tx: Tx, tenantId: number, no: string) {
  const [acc] = await tx
    .select({ glid: glaccount.glid, glaccount: glaccount.glaccount, accountname: glaccount.accountname, accounttype: glaccount.accounttype })
    .from(glaccount)
    .where(and(eq(glaccount.tenantId, tenantId), eq(glaccount.glaccount, no)));
  if (!acc) throw new AppError('NOT_FOUND');
  if (acc.accounttype !== 1) throw new AppError('NOT_CASH_ACCOUNT', {}, { status: 400 });
  return acc;
}

async function requireRight(tx: Tx, call: TenantCall, flag: 'akses' | 'tambah', lang: Lang) {
  if (!(await hasRight(tx, call, 'reconciliation', flag))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, flag === 'akses' ? 'ACTION_OPEN' : 'ACTION_CREATE') }, { status: 403, publicCode: 'ACCESS_DENIED' });
}

async function bookBalance(tx: Tx, tenantId: number, glid: number, enddate: string): Promise<string> {
  const r = (await tx.execute(sql`
    select ${balanceAtSql(tenantId, glid, enddate, true)}::text as balance`)) as unknown as { rows: { balance: string }[] };
  return r.rows[0]!.balance;
}

/**
 * What the reconciliation screen needs: the last reconciliation (date and bank balance), the book balance at
 * the end date, the lines up to that date not cleared yet, and the statement figures before any line is ticked:
 * the statement balance (`balance`, else the last reconciled one), the cleared balance (the last reconciled bank
 * balance) and selisihsaldo, the same statement − cleared that saving records.
 */
export async function reconciliationDetail(ctx: AppContext, call: TenantCall, input: { glaccount: string; enddate: string; balance?: string }, lang: Lang) {
  const { glaccount: no, enddate } = input;
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, 'akses', lang);
    const acc = await cashAccount(tx, call.tenantId, no);
    const [last] = await tx.select().from(bankReconciliation).where(and(eq(bankReconciliation.tenantId, call.tenantId), eq(bankReconciliation.glid, acc.glid))).orderBy(desc(bankReconciliation.enddate), desc(bankReconciliation.recid)).limit(1);
    const lines = (await tx.execute(sql`
      select j.journalid, l.seq, l.transdate::text as transdate, j.docno, coalesce(nullif(l.description, ''), j.description) as description,
             greatest(l.amount, 0)::text as debit, greatest(-l.amount, 0)::text as credit
      from journal_line l join journal j on j.tenant_id = l.tenant_id and j.journalid = l.journalid
      where l.tenant_id = ${call.tenantId} and l.glid = ${acc.glid} and l.transdate <= ${enddate}
        and not exists (select 1 from bank_reconciliation_line r where r.tenant_id = l.tenant_id and r.journalid = l.journalid and r.seq = l.seq)
        -- A posting and its reversal (an edited or deleted document) cancel out: neither is offered, unless one of
        -- them was cleared already (the bank has it), when the other must be reconciled too.
        and not exists (
          select 1 from journal p
          where p.tenant_id = j.tenant_id and (p.journalid = j.reversal_of or p.reversal_of = j.journalid)
            and not exists (
              select 1 from bank_reconciliation_line r
              join journal_line rl on rl.tenant_id = r.tenant_id and rl.journalid = r.journalid and rl.seq = r.seq
              where r.tenant_id = j.tenant_id and r.journalid in (p.journalid, j.journalid) and rl.glid = ${acc.glid}))
      order by l.transdate, l.journalid, l.seq`)) as unknown as { rows: { journalid: number; seq: number; transdate: string; docno: string; description: string; debit: string; credit: string }[] };
    const book = await bookBalance(tx, call.tenantId, acc.glid, enddate);
    const cleared = last?.statementbalance ?? '0';
    const statement = input.balance ?? cleared;
    return {
      glaccount: acc.glaccount,
      accountname: acc.accountname,
      enddate,
      lastposteddate: last?.enddate ?? null,
      lastbankbalance: trimZeros(cleared),
      bankbookbalance: trimZeros(book),
      statementbalance: trimZeros(statement),
      clearedbalance: trimZeros(cleared),
      selisihsaldo: trimZeros(new Decimal(statement).minus(cleared).toFixed()),
      uncleared: lines.rows.map((r) => ({ ...r, journalid: Number(r.journalid), seq: Number(r.seq), debit: trimZeros(r.debit), credit: trimZeros(r.credit) })),
    };
  });
}

/** Saves a reconciliation: cleared balance = last bank balance + ticked lines; selisihsaldo = statement − cleared. */
export async function saveReconciliation(
  ctx: AppContext,
  call: TenantCall,
  input: { glaccount: string; enddate: string; statementbalance: string; cleared: { journalid: number; seq: number }[] },
  lang: Lang,
) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, 'tambah', lang);
    const acc = await cashAccount(tx, call.tenantId, input.glaccount);
    const [last] = await tx.select().from(bankReconciliation).where(and(eq(bankReconciliation.tenantId, call.tenantId), eq(bankReconciliation.glid, acc.glid))).orderBy(desc(bankReconciliation.enddate), desc(bankReconciliation.recid)).limit(1);
    if (last && input.enddate < last.enddate) throw new AppError('RECONCILIATION_BEFORE_LAST', {}, { status: 409 });
    let cleared = new Decimal(last?.statementbalance ?? '0');
    for (const c of input.cleared) {
      const r = (await tx.execute(sql`
        select l.amount::text as amount from journal_line l
        where l.tenant_id = ${call.tenantId} and l.journalid = ${c.journalid} and l.seq = ${c.seq} and l.glid = ${acc.glid} and l.transdate <= ${input.enddate}`)) as unknown as { rows: { amount: string }[] };
      if (!r.rows[0]) throw new AppError('V_REF_NOT_FOUND', { field: `cleared.${c.journalid}.${c.seq}` }, { status: 400 });
      cleared = cleared.plus(r.rows[0].amount);
    }
    const [rec] = await tx
      .insert(bankReconciliation)
      .values({ tenantId: call.tenantId, glid: acc.glid, enddate: input.enddate, statementbalance: input.statementbalance, clearedbalance: cleared.toFixed(), userid: call.userId })
      .returning();
    if (input.cleared.length) {
      // A line already cleared by an earlier reconciliation (or listed twice) hits the primary key.
      const taken = await tx
        .select({ journalid: bankReconciliationLine.journalid })
        .from(bankReconciliationLine)
        .where(and(eq(bankReconciliationLine.tenantId, call.tenantId), sql`(${bankReconciliationLine.journalid}, ${bankReconciliationLine.seq}) in (${sql.join(input.cleared.map((c) => sql`(${c.journalid}::bigint, ${c.seq}::int)`), sql`, `)})`));
      const unique = new Set(input.cleared.map((c) => `${c.journalid}/${c.seq}`));
      if (taken.length || unique.size !== input.cleared.length) throw new AppError('LINE_ALREADY_CLEARED', {}, { status: 409 });
      await tx.insert(bankReconciliationLine).values(input.cleared.map((c) => ({ tenantId: call.tenantId, journalid: c.journalid, seq: c.seq, recid: rec!.recid })));
    }
    const difference = new Decimal(input.statementbalance).minus(cleared);
    await writeAudit(tx, { tenantId: call.tenantId, form: 'reconciliation', recordid: rec!.recid, action: 'create', userid: call.userId, username: call.username, changes: { enddate: [null, input.enddate], statementbalance: [null, input.statementbalance] } });
    return { recid: rec!.recid, id: rec!.recid, glaccount: acc.glaccount, enddate: input.enddate, statementbalance: trimZeros(input.statementbalance), clearedbalance: trimZeros(cleared.toFixed()), selisihsaldo: trimZeros(difference.toFixed()), balanced: difference.isZero() };
  });
}

export async function reconciliationHistory(ctx: AppContext, call: TenantCall, no: string, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, 'akses', lang);
    const acc = await cashAccount(tx, call.tenantId, no);
    const rows = await tx.select().from(bankReconciliation).where(and(eq(bankReconciliation.tenantId, call.tenantId), eq(bankReconciliation.glid, acc.glid))).orderBy(desc(bankReconciliation.enddate), desc(bankReconciliation.recid));
    return rows.map((r) => ({ recid: r.recid, id: r.recid, enddate: r.enddate, statementbalance: trimZeros(r.statementbalance), clearedbalance: trimZeros(r.clearedbalance), selisihsaldo: trimZeros(new Decimal(r.statementbalance).minus(r.clearedbalance).toFixed()), userid: r.userid, createdat: r.createdAt }));
  });
}
