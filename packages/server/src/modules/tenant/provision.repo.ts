import {
  ACCOUNT_TYPES,
  BASE_CURRENCY,
  DEFAULT_ACCOUNT_LISTS,
  DEFAULT_ACCOUNT_PURPOSES,
  DEFAULT_CHART,
  DEFAULT_DATE_FORMAT_ID,
  DEFAULT_DATE_FORMATS,
  DEFAULT_DEPARTMENT,
  DEFAULT_NUMBERING,
  DEFAULT_PROJECT,
  DEFAULT_TAXES,
  DEFAULT_TERMS,
  DEFAULT_UNITS,
  DEFAULT_WAREHOUSE,
  defaultFeatures,
  SCREENS,
  ZAddOns,
  ZPCompany,
  ZSettingReminders,
  defaultRights,
  type TPDefAccnt,
} from '@lontar/core';
import { and, eq, sql } from 'drizzle-orm';
import {
  company,
  currency,
  dateFormat,
  department,
  glaccount,
  glaccountType,
  numbering,
  preference,
  privilege,
  project,
  tax,
  termPayment,
  unit,
  userBranch,
  warehouse,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { provisionFiscalTypes } from '../assets/fiscal-type.repo.ts';

export interface ProvisionInput {
  tenantId: number;
  companyname: string;
  email: string;
  phone: string;
  ownerUserId: number;
}

/** Inserts the chart in one statement, then links parents in a second one; returns number → glid. */
async function insertChart(tx: Tx, tenantId: number): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(glaccount)
    .values(
      DEFAULT_CHART.map((a) => ({
        tenantId,
        glaccount: a.no,
        accountname: a.id,
        accountnameEn: a.en,
        accounttype: a.type,
        subaccount: Boolean(a.parent),
      })),
    )
    .returning({ glid: glaccount.glid, no: glaccount.glaccount });
  const ids = new Map(inserted.map((r) => [r.no, r.glid]));
  const links = DEFAULT_CHART.filter((a) => a.parent).map((a) => sql`(${ids.get(a.no)!}::bigint, ${ids.get(a.parent!)!}::bigint)`);
  await tx.execute(sql`
    update glaccount g set parentaccount = v.parent
    from (values ${sql.join(links, sql`, `)}) as v(child, parent)
    where g.tenant_id = ${tenantId} and g.glid = v.child`);
  return ids;
}

function defaultAccounts(ids: Map<string, number>): TPDefAccnt {
  const purposes = Object.fromEntries(Object.entries(DEFAULT_ACCOUNT_PURPOSES).map(([k, no]) => [k, ids.get(no) ?? null]));
  const lists = Object.fromEntries(Object.entries(DEFAULT_ACCOUNT_LISTS).map(([k, nos]) => [k, nos.map((no) => ids.get(no)!)]));
  return { ...purposes, lists } as TPDefAccnt;
}

/**
 * Everything a new company needs, inside the caller's tenant transaction: chart of accounts with default
 * accounts, IDR at rate 1, NON DEPARTMENT / Non Project / CENTER, units, terms, taxes, date formats,
 * numbering, fiscal fixed asset types, preferences and the owner's rights.
 */
export async function provisionCompany(tx: Tx, input: ProvisionInput) {
  const { tenantId } = input;
  await tx.insert(glaccountType).values(
    ACCOUNT_TYPES.map((t) => ({ tenantId, typeid: t.typeid, typename: t.name.id, typenameEn: t.name.en, normal: t.normal, statement: t.statement })),
  );
  const [idr] = await tx
    .insert(currency)
    .values({ tenantId, currencyname: BASE_CURRENCY, exchangerate: '1', fiscalrate: '1', isbase: true })
    .returning({ currencyid: currency.currencyid });
  const ids = await insertChart(tx, tenantId);
  await tx.insert(department).values({ tenantId, deptno: DEFAULT_DEPARTMENT.no, deptname: DEFAULT_DEPARTMENT.name });
  await tx.insert(project).values({ tenantId, projectno: DEFAULT_PROJECT.no, projectname: DEFAULT_PROJECT.name });
  const [wh] = await tx.insert(warehouse).values({ tenantId, whno: DEFAULT_WAREHOUSE.no, name: DEFAULT_WAREHOUSE.name }).returning({ id: warehouse.whid });
  await tx.insert(unit).values(DEFAULT_UNITS.map((u) => ({ tenantId, unitname: u.unitname, efakturunit: u.efakturunit })));
  const terms = await tx
    .insert(termPayment)
    .values(DEFAULT_TERMS.map((t) => ({ tenantId, ...t })))
    .returning({ termid: termPayment.termid, termname: termPayment.termname });
  await tx.insert(tax).values(
    DEFAULT_TAXES.map((t) => ({ tenantId, taxcode: t.taxcode, taxname: t.taxname, kind: t.kind, rate: t.rate, dppfactor: t.dppfactor, trxcode: t.trxcode, taxobjectcode: t.taxobjectcode, salesglid: ids.get(t.sales)!, purchaseglid: ids.get(t.purchase)! })),
  );
  await provisionFiscalTypes(tx, tenantId);
  await tx.insert(dateFormat).values(DEFAULT_DATE_FORMATS.map((f) => ({ tenantId, ...f })));
  await tx.insert(numbering).values(DEFAULT_NUMBERING.map((n) => ({ tenantId, transtype: n.transtype, prefix: n.prefix })));
  const cod = terms.find((t) => t.termname === 'C.O.D')?.termid ?? null;
  await tx.insert(preference).values({
    tenantId,
    pcompany: ZPCompany.parse({
      features: JSON.stringify(defaultFeatures()),
      formattgl: DEFAULT_DATE_FORMAT_ID,
      salesdefaulttermid: cod,
      purchasedefaulttermid: cod,
      defaultwarehouseid: wh!.id,
    }),
    addons: ZAddOns.parse({}),
    pdefaccnt: defaultAccounts(ids),
    ptemplatetypeviews: [],
    settingreminders: ZSettingReminders.parse({}),
  });
  await tx.insert(company).values({ tenantId, companyname: input.companyname, email: input.email, notelp: input.phone, fiscalyear: null });
  await insertRights(tx, tenantId, input.ownerUserId, 1);
  return { baseCurrencyId: idr!.currencyid };
}

/** Writes a member's rights for every screen from the role defaults (replacing what was there). */
export async function insertRights(tx: Tx, tenantId: number, userId: number, roleId: number) {
  await deleteRights(tx, tenantId, userId);
  await tx.insert(privilege).values(SCREENS.map((s) => ({ tenantId, userId, screen: s.screen, ...defaultRights(roleId, s.screen) })));
}

/** A member who leaves keeps nothing behind: rights and the branches they worked in. */
export async function deleteRights(tx: Tx, tenantId: number, userId: number) {
  await tx.delete(privilege).where(and(eq(privilege.tenantId, tenantId), eq(privilege.userId, userId)));
  await tx.delete(userBranch).where(and(eq(userBranch.tenantId, tenantId), eq(userBranch.userId, userId)));
}
