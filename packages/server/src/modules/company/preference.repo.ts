import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { company, currency, dateFormat, glaccount, preference, privilege } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { IS_POSTABLE_ACCOUNT } from '../ledger/account-sql.ts';

export async function readPreferenceRow(tx: Tx, tenantId: number) {
  const [row] = await tx.select().from(preference).where(eq(preference.tenantId, tenantId));
  return row;
}

export async function writePreferenceRow(tx: Tx, tenantId: number, values: Pick<typeof preference.$inferInsert, 'pcompany' | 'addons' | 'pdefaccnt' | 'ptemplatetypeviews' | 'settingreminders'>) {
  const [row] = await tx
    .update(preference)
    .set({ ...values, version: sql`${preference.version} + 1`, updatedAt: sql`now()` })
    .where(eq(preference.tenantId, tenantId))
    .returning({ version: preference.version });
  return row!;
}

export async function listCurrencies(tx: Tx, tenantId: number) {
  return tx
    .select({
      currencyid: currency.currencyid,
      currencyname: currency.currencyname,
      exchangerate: currency.exchangerate,
      fiscalrate: currency.fiscalrate,
      autodefaccnt: currency.autodefaccnt,
      isbase: currency.isbase,
    })
    .from(currency)
    .where(eq(currency.tenantId, tenantId))
    .orderBy(sql`${currency.isbase} desc`, asc(currency.currencyid));
}

export interface CurrencyWrite {
  currencyid?: number;
  currencyname: string;
  exchangerate: string;
  fiscalrate: string;
  autodefaccnt: boolean;
}

/** Makes the currency table equal to the given rows: update by id, insert new ones, delete the rest (never the base). */
export async function replaceCurrencies(tx: Tx, tenantId: number, rows: CurrencyWrite[]) {
  const keep = rows.filter((r) => r.currencyid).map((r) => r.currencyid!);
  await tx
    .delete(currency)
    .where(and(eq(currency.tenantId, tenantId), eq(currency.isbase, false), keep.length ? notInArray(currency.currencyid, keep) : undefined));
  for (const r of rows) {
    const values = { currencyname: r.currencyname, exchangerate: r.exchangerate, fiscalrate: r.fiscalrate, autodefaccnt: r.autodefaccnt };
    if (r.currencyid) {
      await tx
        .update(currency)
        .set({ ...values, version: sql`${currency.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(currency.tenantId, tenantId), eq(currency.currencyid, r.currencyid)));
    } else {
      await tx.insert(currency).values({ tenantId, ...values });
    }
  }
}

/** The given glids that exist in the company as postable (no child) accounts. */
export async function postableAccounts(tx: Tx, tenantId: number, glids: number[]): Promise<Set<number>> {
  if (glids.length === 0) return new Set();
  const rows = await tx
    .select({ glid: glaccount.glid })
    .from(glaccount)
    .where(
      and(
        eq(glaccount.tenantId, tenantId),
        inArray(glaccount.glid, glids),
        IS_POSTABLE_ACCOUNT,
      ),
    );
  return new Set(rows.map((r) => r.glid));
}

export async function readCompany(tx: Tx, tenantId: number) {
  const [row] = await tx.select().from(company).where(eq(company.tenantId, tenantId));
  return row;
}

export async function writeCompany(tx: Tx, tenantId: number, values: Omit<typeof company.$inferInsert, 'tenantId'>) {
  const [row] = await tx
    .update(company)
    .set({ ...values, version: sql`${company.version} + 1`, updatedAt: sql`now()` })
    .where(eq(company.tenantId, tenantId))
    .returning();
  return row!;
}

export async function listDateFormats(tx: Tx, tenantId: number) {
  return tx.select({ fdateid: dateFormat.fdateid, formatdate: dateFormat.formatdate }).from(dateFormat).where(eq(dateFormat.tenantId, tenantId)).orderBy(asc(dateFormat.fdateid));
}

export async function listRights(tx: Tx, tenantId: number, userId: number) {
  return tx.select().from(privilege).where(and(eq(privilege.tenantId, tenantId), eq(privilege.userId, userId)));
}

export async function upsertRight(tx: Tx, row: typeof privilege.$inferInsert) {
  const { tenantId: _t, userId: _u, screen: _s, ...flags } = row;
  await tx.insert(privilege).values(row).onConflictDoUpdate({ target: [privilege.tenantId, privilege.userId, privilege.screen], set: flags });
}
