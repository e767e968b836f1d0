import { translate, trimZeros, type Lang, type TBudgetSave } from '@lontar/core';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { budgetAccount, glaccount } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { IS_PARENT_ACCOUNT } from './account-sql.ts';

async function requireBudgetRight(tx: Tx, call: TenantCall, flag: 'akses' | 'ubah' | 'hapus', lang: Lang) {
  if (!(await hasRight(tx, call, 'budget', flag))) {
    throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, flag === 'hapus' ? 'ACTION_DELETE_BUDGET' : flag === 'ubah' ? 'ACTION_EDIT' : 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
  }
}

/** Monthly actual movements (debit − credit) of accounts in a year, from the balance table. */
async function actuals(tx: Tx, tenantId: number, glids: number[], fyear: number) {
  if (glids.length === 0) return new Map<number, string[]>();
  const rows = (await tx.execute(sql`
    select glid, period, sum(debit - credit)::text as amount from account_period_balance
    where tenant_id = ${tenantId} and glid in (${sql.join(glids.map((g) => sql`${g}`), sql`, `)}) and period between ${fyear * 100 + 1} and ${fyear * 100 + 12}
    group by glid, period`)) as unknown as { rows: { glid: number; period: number; amount: string }[] };
  const out = new Map<number, string[]>();
  for (const r of rows.rows) {
    const list = out.get(Number(r.glid)) ?? Array<string>(12).fill('0');
    list[(Number(r.period) % 100) - 1] = r.amount;
    out.set(Number(r.glid), list);
  }
  return out;
}

export async function listBudgets(ctx: AppContext, call: TenantCall, fyear: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireBudgetRight(tx, call, 'akses', lang);
    const rows = await tx
      .select({ glid: budgetAccount.glid, glaccount: glaccount.glaccount, accountname: glaccount.accountname, periods: budgetAccount.periods, version: budgetAccount.version })
      .from(budgetAccount)
      .innerJoin(glaccount, and(eq(glaccount.tenantId, budgetAccount.tenantId), eq(glaccount.glid, budgetAccount.glid)))
      .where(and(eq(budgetAccount.tenantId, call.tenantId), eq(budgetAccount.fyear, fyear)))
      .orderBy(asc(glaccount.glaccount));
    return rows.map((r) => {
      const periods = r.periods as string[];
      return { ...r, id: r.glid, fyear, periods, total: trimZeros(periods.reduce((s, p) => s.plus(p), new Decimal(0)).toFixed()) };
    });
  });
}

/** Saves budgets for the listed accounts (postable accounts only); other accounts keep theirs. */
export async function saveBudgets(ctx: AppContext, call: TenantCall, input: TBudgetSave, lang: Lang) {
  await inTenant(ctx, call, async (tx) => {
    await requireBudgetRight(tx, call, 'ubah', lang);
    const numbers = [...new Set(input.details.map((d) => d.glaccount))];
    const accounts = await tx
      .select({ glid: glaccount.glid, no: glaccount.glaccount, isParent: sql<boolean>`${IS_PARENT_ACCOUNT}` })
      .from(glaccount)
      .where(and(eq(glaccount.tenantId, call.tenantId), inArray(glaccount.glaccount, numbers)));
    const byNo = new Map(accounts.map((a) => [a.no, a]));
    const problems: string[] = [];
    input.details.forEach((d, i) => {
      const a = byNo.get(d.glaccount);
      if (!a) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.glaccount` }));
      else if (a.isParent) problems.push(`details.${i}.glaccount: ${translate(lang, 'PARENT_ACCOUNT')}`);
    });
    if (problems.length) throw validationError(problems);
    for (const d of input.details) {
      const glid = byNo.get(d.glaccount)!.glid;
      await tx
        .insert(budgetAccount)
        .values({ tenantId: call.tenantId, glid, fyear: input.fyear, periods: d.periods })
        .onConflictDoUpdate({ target: [budgetAccount.tenantId, budgetAccount.glid, budgetAccount.fyear], set: { periods: d.periods, version: sql`${budgetAccount.version} + 1`, updatedAt: sql`now()` } });
    }
  });
  return listBudgets(ctx, call, input.fyear, lang);
}

/** One account's budget against its actual movements, month by month. */
export async function budgetDetail(ctx: AppContext, call: TenantCall, glid: number, fyear: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireBudgetRight(tx, call, 'akses', lang);
    const [row] = await tx.select().from(budgetAccount).where(and(eq(budgetAccount.tenantId, call.tenantId), eq(budgetAccount.glid, glid), eq(budgetAccount.fyear, fyear)));
    if (!row) throw new AppError('NOT_FOUND');
    const actual = (await actuals(tx, call.tenantId, [glid], fyear)).get(glid) ?? Array<string>(12).fill('0');
    return (row.periods as string[]).map((budget, i) => ({
      period: i + 1,
      budget: trimZeros(budget),
      actual: trimZeros(actual[i]!),
      remaining: trimZeros(new Decimal(budget).minus(actual[i]!).toFixed()),
    }));
  });
}

export async function deleteBudget(ctx: AppContext, call: TenantCall, glid: number, fyear: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireBudgetRight(tx, call, 'hapus', lang);
    const rows = await tx.delete(budgetAccount).where(and(eq(budgetAccount.tenantId, call.tenantId), eq(budgetAccount.glid, glid), eq(budgetAccount.fyear, fyear))).returning({ glid: budgetAccount.glid });
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    return { id: glid };
  });
}

/** Warnings for accounts whose month's movement now exceeds its budget (after the posting, same transaction). */
export async function overBudgetWarnings(tx: Tx, tenantId: number, glids: number[], transdate: string, lang: Lang): Promise<string[]> {
  const fyear = Number(transdate.slice(0, 4));
  const month = Number(transdate.slice(5, 7));
  const budgets = await tx
    .select({ glid: budgetAccount.glid, periods: budgetAccount.periods, no: glaccount.glaccount, name: glaccount.accountname })
    .from(budgetAccount)
    .innerJoin(glaccount, and(eq(glaccount.tenantId, budgetAccount.tenantId), eq(glaccount.glid, budgetAccount.glid)))
    .where(and(eq(budgetAccount.tenantId, tenantId), eq(budgetAccount.fyear, fyear), inArray(budgetAccount.glid, glids)));
  if (budgets.length === 0) return [];
  const actual = await actuals(tx, tenantId, budgets.map((b) => b.glid), fyear);
  const warnings: string[] = [];
  for (const b of budgets) {
    const budget = new Decimal((b.periods as string[])[month - 1] ?? '0');
    const spent = new Decimal(actual.get(b.glid)?.[month - 1] ?? '0');
    if (budget.greaterThan(0) && spent.greaterThan(budget)) {
      warnings.push(translate(lang, 'OVER_BUDGET', { account: `${b.no} ${b.name}`, budget: trimZeros(budget.toFixed()), actual: trimZeros(spent.toFixed()) }));
    }
  }
  return warnings;
}
