import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { PeriodWindowSettings } from '@lontar/core';
import { closedPeriod, preference } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

export const periodOf = (transdate: string) => Number(transdate.slice(0, 4)) * 100 + Number(transdate.slice(5, 7));

export async function isClosed(tx: Tx, tenantId: number, period: number): Promise<boolean> {
  const [row] = await tx.select({ p: closedPeriod.period }).from(closedPeriod).where(and(eq(closedPeriod.tenantId, tenantId), eq(closedPeriod.period, period)));
  return Boolean(row);
}

/** The warning and error windows of the company preferences (pcompany), unset bounds as null. */
export async function periodWindowSettings(tx: Tx, tenantId: number): Promise<PeriodWindowSettings> {
  const [row] = await tx.select({ pcompany: preference.pcompany }).from(preference).where(eq(preference.tenantId, tenantId));
  return windowSettingsOf(row?.pcompany);
}

/** The window settings in a preference row's pcompany (read elsewhere together with other posting settings). */
export function windowSettingsOf(pcompany: unknown): PeriodWindowSettings {
  const p = (pcompany ?? {}) as Partial<Record<keyof PeriodWindowSettings, number | null>>;
  const keys = ['wperiodfrompp', 'wperiodfromyyyy', 'wperiodtopp', 'wperiodtoyyyy', 'eperiodfrompp', 'eperiodfromyyyy', 'eperiodtopp', 'eperiodtoyyyy'] as const;
  return Object.fromEntries(keys.map((k) => [k, typeof p[k] === 'number' ? p[k] : null])) as unknown as PeriodWindowSettings;
}

export async function closedPeriods(tx: Tx, tenantId: number): Promise<number[]> {
  return (await tx.select({ p: closedPeriod.period }).from(closedPeriod).where(eq(closedPeriod.tenantId, tenantId))).map((r) => r.p);
}

/** The closed months, latest first, with who closed each and when. */
export async function closedPeriodRows(tx: Tx, tenantId: number) {
  return tx
    .select({ period: closedPeriod.period, closedBy: closedPeriod.closedBy, closedAt: closedPeriod.closedAt })
    .from(closedPeriod)
    .where(eq(closedPeriod.tenantId, tenantId))
    .orderBy(desc(closedPeriod.period));
}

export async function closePeriods(tx: Tx, tenantId: number, periods: number[], userId: number) {
  if (periods.length) await tx.insert(closedPeriod).values(periods.map((period) => ({ tenantId, period, closedBy: userId }))).onConflictDoNothing();
}

/** Reopens a month and every later one (closed months stay contiguous from the start). */
export async function reopenFrom(tx: Tx, tenantId: number, period: number): Promise<number[]> {
  const rows = await tx.delete(closedPeriod).where(and(eq(closedPeriod.tenantId, tenantId), gte(closedPeriod.period, period))).returning({ p: closedPeriod.period });
  return rows.map((r) => r.p);
}

/** Profit-and-loss account balances of a year (debit positive), for the closing journal. */
export async function yearProfitAndLoss(tx: Tx, tenantId: number, year: number) {
  const result = (await tx.execute(sql`
    select b.glid, sum(b.debit - b.credit)::text as balance
    from account_period_balance b
    join glaccount g on g.tenant_id = b.tenant_id and g.glid = b.glid
    join glaccount_type t on t.tenant_id = g.tenant_id and t.typeid = g.accounttype
    where b.tenant_id = ${tenantId} and t.statement = 'PL' and b.period between ${year * 100 + 1} and ${year * 100 + 12}
    group by b.glid
    having sum(b.debit - b.credit) <> 0
    order by b.glid`)) as unknown as { rows: { glid: number; balance: string }[] };
  return result.rows.map((r) => ({ glid: Number(r.glid), balance: r.balance }));
}
