import { and, asc, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { faDepreciation, fixedAsset, journal } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/** The journal form of the monthly depreciation (one journal per month for every asset, docid = yyyymm). */
export const DEPRECIATION_FORM = 'fa-depreciation';

/** What the book schedule and the depreciation lines need of an asset. */
export const SCHEDULE_COLUMNS = {
  assetid: fixedAsset.assetid,
  assetcode: fixedAsset.assetcode,
  assetname: fixedAsset.assetname,
  cost: fixedAsset.cost,
  residu: fixedAsset.residu,
  accumopening: fixedAsset.accumopening,
  depmethod: fixedAsset.depmethod,
  estimatedlife: fixedAsset.estimatedlife,
  depreciationrate: fixedAsset.depreciationrate,
  usagedate: fixedAsset.usagedate,
  purchasedate: fixedAsset.purchasedate,
  disposed: fixedAsset.disposed,
  disposaldate: fixedAsset.disposaldate,
  accumglaccnt: fixedAsset.accumglaccnt,
  expenseglaccnt: fixedAsset.expenseglaccnt,
  deptid: fixedAsset.deptid,
  projectid: fixedAsset.projectid,
  branchid: fixedAsset.branchid,
};

/** The month's last day (YYYY-MM-DD) of a period yyyymm. */
export function lastDayOf(period: number): string {
  const y = Math.floor(period / 100);
  const m = period % 100;
  const day = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The assets a month may depreciate: in use by its end, not disposed before or in it, and without a depreciation
 * row for it yet (a disposal may have written one). The assets are locked first (a disposal locks its asset too),
 * then their rows are read in a statement of their own, so a disposal committed meanwhile is seen whole.
 */
export async function assetsToDepreciate(tx: Tx, tenantId: number, period: number) {
  const end = lastDayOf(period);
  const assets = await tx
    .select(SCHEDULE_COLUMNS)
    .from(fixedAsset)
    .where(and(eq(fixedAsset.tenantId, tenantId), lte(fixedAsset.usagedate, end), or(eq(fixedAsset.disposed, false), gt(fixedAsset.disposaldate, end))))
    .orderBy(asc(fixedAsset.assetcode), asc(fixedAsset.assetid))
    .for('update');
  if (!assets.length) return assets;
  const done = await tx
    .select({ assetid: faDepreciation.assetid })
    .from(faDepreciation)
    .where(and(eq(faDepreciation.tenantId, tenantId), eq(faDepreciation.period, period)));
  const has = new Set(done.map((r) => r.assetid));
  return assets.filter((a) => !has.has(a.assetid));
}

export async function insertDepreciation(tx: Tx, tenantId: number, journalid: number, period: number, rows: readonly { assetid: number; amount: string }[]) {
  if (rows.length) await tx.insert(faDepreciation).values(rows.map((r) => ({ tenantId, assetid: r.assetid, period, amount: r.amount, journalid })));
}

/** The depreciation journals of a month still standing (those that wrote its rows). */
export async function depreciationJournalsOf(tx: Tx, tenantId: number, period: number) {
  const rows = await tx
    .selectDistinct({ journalid: journal.journalid, transdate: journal.transdate })
    .from(faDepreciation)
    .innerJoin(journal, and(eq(journal.tenantId, faDepreciation.tenantId), eq(journal.journalid, faDepreciation.journalid)))
    .where(and(eq(faDepreciation.tenantId, tenantId), eq(faDepreciation.period, period), eq(journal.form, DEPRECIATION_FORM)));
  return rows.map((r) => ({ journalid: Number(r.journalid), transdate: r.transdate }));
}

/** Removes the rows a depreciation journal wrote (the journal is reversed). */
export async function deleteDepreciationOf(tx: Tx, tenantId: number, journalids: readonly number[]) {
  if (journalids.length) await tx.delete(faDepreciation).where(and(eq(faDepreciation.tenantId, tenantId), inArray(faDepreciation.journalid, [...journalids])));
}

/** Serialises period ends and reopenings of one company (concurrent closes of the same month post it once). */
export async function lockPeriodEnd(tx: Tx, tenantId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`period-end:${tenantId}`}, 0))`);
}

/**
 * An asset disposed (its disposal standing) with depreciation the period end posted from `period` on: reopening those
 * months would take back depreciation its disposal's gain or loss counted. Its code, or null.
 */
export async function disposedAfterDepreciation(tx: Tx, tenantId: number, period: number): Promise<string | null> {
  const [row] = await tx
    .select({ assetcode: fixedAsset.assetcode })
    .from(fixedAsset)
    .innerJoin(faDepreciation, and(eq(faDepreciation.tenantId, fixedAsset.tenantId), eq(faDepreciation.assetid, fixedAsset.assetid)))
    .innerJoin(journal, and(eq(journal.tenantId, faDepreciation.tenantId), eq(journal.journalid, faDepreciation.journalid)))
    .where(and(eq(fixedAsset.tenantId, tenantId), eq(fixedAsset.disposed, true), gte(faDepreciation.period, period), eq(journal.form, DEPRECIATION_FORM)))
    .orderBy(asc(fixedAsset.assetcode))
    .limit(1);
  return row?.assetcode ?? null;
}
