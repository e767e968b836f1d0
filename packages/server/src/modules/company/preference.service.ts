import { signOf, trimZeros, ZPCompany, ZDecimalString, type TPDefAccnt, type TPreference } from '@lontar/core';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { enterTenant, sqlState, withTx, type Tx } from '../../platform/tx.ts';
import { listCurrencies, postableAccounts, readPreferenceRow, replaceCurrencies, writePreferenceRow, type CurrencyWrite } from './preference.repo.ts';

async function assemble(tx: Tx, tenantId: number, prepared: boolean) {
  const row = await readPreferenceRow(tx, tenantId);
  if (!row) throw new AppError('COMPANY_NOT_FOUND');
  const pcurrency = (await listCurrencies(tx, tenantId)).map((c) => ({ ...c, exchangerate: trimZeros(c.exchangerate), fiscalrate: trimZeros(c.fiscalrate) }));
  return {
    pcompany: { ...ZPCompany.parse(row.pcompany), preparation: prepared },
    pcurrency,
    addOns: row.addons,
    pdefAccnt: row.pdefaccnt as TPDefAccnt,
    ptemplateTypeViews: row.ptemplatetypeviews,
    settingReminders: row.settingreminders,
    simpleDatabase: false,
    version: row.version,
  };
}

async function isPrepared(ctx: AppContext, tenantId: number): Promise<boolean> {
  const [row] = await ctx.db.select({ prepared: tenants.prepared }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.prepared ?? false;
}

/** Every member reads the preferences (features, formats and default accounts drive every form). */
export async function getPreference(ctx: AppContext, call: TenantCall) {
  const prepared = await isPrepared(ctx, call.tenantId);
  return inTenant(ctx, call, (tx) => assemble(tx, call.tenantId, prepared));
}

/** Currency rows: the spec's 409 when a name or rate is missing; then each rate must be a positive decimal. */
function checkCurrencies(rows: TPreference['pcurrency']): CurrencyWrite[] {
  if (rows.some((r) => !r.currencyname.trim() || !r.exchangerate.trim())) throw new AppError('CURRENCY_INCOMPLETE');
  return rows.map((r, i) => {
    const rate = ZDecimalString.safeParse(r.exchangerate);
    const fiscal = ZDecimalString.safeParse(r.fiscalrate ?? r.exchangerate);
    if (!rate.success || signOf(rate.data) <= 0) throw new AppError('V_DECIMAL_FIELD', { field: `pcurrency.${i}.exchangerate` });
    if (!fiscal.success || signOf(fiscal.data) <= 0) throw new AppError('V_DECIMAL_FIELD', { field: `pcurrency.${i}.fiscalrate` });
    return { currencyid: r.currencyid, currencyname: r.currencyname.trim(), exchangerate: rate.data, fiscalrate: fiscal.data, autodefaccnt: r.autodefaccnt };
  });
}

function accountIds(p: TPDefAccnt): number[] {
  const { lists, ...single } = p;
  return [...Object.values(single).filter((v): v is number => typeof v === 'number'), ...Object.values(lists).flat()];
}

/**
 * Saves the preferences: needs "open preferences"; a stale version is refused; default accounts must be
 * postable accounts of this company; saving with preparation true marks the company prepared — all in
 * one transaction.
 */
export async function savePreference(ctx: AppContext, call: TenantCall, input: TPreference) {
  const currencies = checkCurrencies(input.pcurrency);
  return withTx(ctx.db, async (tx) => {
    if (input.pcompany.preparation) await tx.update(tenants).set({ prepared: true }).where(eq(tenants.id, call.tenantId));
    const [tenant] = await tx.select({ prepared: tenants.prepared }).from(tenants).where(eq(tenants.id, call.tenantId));
    await enterTenant(tx, call.tenantId);
    if (!(await hasRight(tx, call, 'preferences', 'akses'))) throw accessDenied('NO_ACCESS_PREFERENCES');
    const current = await readPreferenceRow(tx, call.tenantId);
    if (!current) throw new AppError('COMPANY_NOT_FOUND');
    if (input.version !== undefined && input.version !== current.version) throw new AppError('STALE_VERSION');
    const ids = accountIds(input.pdefAccnt);
    const valid = await postableAccounts(tx, call.tenantId, ids);
    if (ids.some((id) => !valid.has(id))) throw new AppError('ACCOUNT_NOT_IN_COMPANY');
    const existing = await listCurrencies(tx, call.tenantId);
    const base = existing.find((c) => c.isbase);
    if (base && currencies[0]?.currencyid !== base.currencyid) throw new AppError('BASE_CURRENCY_FIRST');
    const known = new Set(existing.map((c) => c.currencyid));
    if (currencies.some((c) => c.currencyid && !known.has(c.currencyid))) throw new AppError('NOT_FOUND');
    try {
      await replaceCurrencies(tx, call.tenantId, currencies);
    } catch (error) {
      // Two rows with one name, whatever their case (the unique index compares lower-cased names).
      if (sqlState(error) === '23505') throw new AppError('DUPLICATE_RECORD', {}, { status: 409 });
      throw error;
    }
    const { preparation: _p, ...pcompany } = input.pcompany;
    await writePreferenceRow(tx, call.tenantId, {
      pcompany: { ...pcompany, preparation: input.pcompany.preparation || (current.pcompany as { preparation?: boolean }).preparation || false },
      addons: input.addOns,
      pdefaccnt: input.pdefAccnt,
      ptemplatetypeviews: input.ptemplateTypeViews,
      settingreminders: input.settingReminders,
    });
    return assemble(tx, call.tenantId, tenant?.prepared ?? false);
  });
}
