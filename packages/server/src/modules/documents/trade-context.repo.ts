import { DEFAULT_DEPARTMENT, DEFAULT_PROJECT, parseFeatures } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { anyId } from '../../platform/sql-ids.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';
import { itemsColumn, itemsOfColumn, STOCK_SETTINGS_COLUMNS, stockSettingsFrom, warehousesColumn, warehousesOfColumn, type GoodsItem, type StockSettings } from './goods-context.repo.ts';

/** What the trade documents (trade-kind.ts) read of parties, taxes, currencies, prices and settings before they are checked. */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A person-data record's type, or undefined when the company has no such record. */
export async function personType(tx: Tx, tenantId: number, personid: number): Promise<number | undefined> {
  return (await personOf(tx, tenantId, personid))?.persontype;
}

/** A person-data record's type and name (a trade document's party: checked, and named in the answer). */
export async function personOf(tx: Tx, tenantId: number, personid: number): Promise<{ persontype: number; name: string } | undefined> {
  const [r] = rowsOf(await tx.execute(sql`select persontype, name from person where tenant_id = ${tenantId} and personid = ${personid}`));
  return r ? { persontype: Number(r.persontype), name: String(r.name) } : undefined;
}

export interface TaxRow {
  taxid: number;
  taxcode: string;
  kind: 'vat' | 'withholding';
  rate: string;
  /** DPP Nilai Lain factor (`"11/12"`, `"1"`; migration 0040). */
  dppfactor: string | null;
  /** Where the tax posts on a purchase (input VAT, PPh 23 payable) and on a sale. */
  purchaseglid: number | null;
  salesglid: number | null;
}

/** A customer's credit terms (sales-credit-check.ts); none set: a null limit and 0 days. */
export interface CreditTerms {
  creditlimit: string | null;
  creditlimitday: number;
}

/** A trade document's party as its save reads it: type and name, and a customer's credit terms. */
export interface PartyRow {
  persontype: number;
  name: string;
  terms: CreditTerms;
}

const taxRowOf = (r: Row): TaxRow => ({
  taxid: Number(r.taxid),
  taxcode: String(r.taxcode),
  kind: r.kind === 'withholding' ? 'withholding' : 'vat',
  rate: String(r.rate),
  dppfactor: (r.dppfactor as string | null) ?? null,
  purchaseglid: r.purchaseglid == null ? null : Number(r.purchaseglid),
  salesglid: r.salesglid == null ? null : Number(r.salesglid),
});

/** What a trade document's check looks up that its lines and party name: `tradeLookup`. */
export interface TradeLookup {
  party: PartyRow | undefined;
  taxes: Map<string, TaxRow>;
  items: Map<string, GoodsItem>;
  /** The warehouses the lines name, their items' default ones and the company's default (a superset of those used). */
  warehouses: Map<number, { name: string; suspended: boolean }>;
}

/**
 * The party (when the form has one), the taxes of the lines' codes (as `taxesByCode`), the lines' items by number
 * and the warehouses they may use, in one statement: what a trade document's check reads before it checks.
 */
export async function tradeLookup(
  tx: Tx,
  tenantId: number,
  q: { personid: number | undefined; codes: readonly string[]; itemnos: readonly string[]; warehouseids: readonly number[] },
): Promise<TradeLookup> {
  // A prepared statement (its text is the same for every document; the lists travel as JSON), so it is planned once.
  const P = (name: string) => sql.placeholder(name);
  const tenant = sql`${P('tenant')}::bigint`;
  const itemnos = sql`${P('itemnos')}::jsonb`;
  const { rows } = await executeStatement<Row>(
    tx,
    'tradeLookup',
    () => sql`
      select p.persontype, p.name, p.creditlimit::text as creditlimit, p.creditlimitday,
             (select coalesce(jsonb_agg(jsonb_build_object('taxid', t.taxid, 'taxcode', t.taxcode, 'kind', t.kind, 'rate', t.rate::text, 'dppfactor', t.dppfactor,
                                                           'purchaseglid', t.purchaseglid, 'salesglid', t.salesglid)), '[]'::jsonb)
              from tax t where t.tenant_id = ${tenant} and upper(t.taxcode) in (select upper(jsonb_array_elements_text(${P('codes')}::jsonb)))) as taxes,
             ${itemsColumn(tenant, itemnos)} as items,
             ${warehousesColumn(tenant, sql`${P('whids')}::jsonb`, itemnos)} as warehouses
      from (select 1) as one left join person p on p.tenant_id = ${tenant} and p.personid = ${P('personid')}::bigint`,
    {
      tenant: tenantId,
      personid: q.personid ?? 0,
      codes: JSON.stringify([...new Set(q.codes)]),
      itemnos: JSON.stringify([...new Set(q.itemnos)]),
      whids: JSON.stringify([...new Set(q.warehouseids)]),
    },
  );
  const [r] = rows;
  const party = q.personid !== undefined && r?.persontype != null
    ? { persontype: Number(r.persontype), name: String(r.name), terms: { creditlimit: (r.creditlimit as string | null) ?? null, creditlimitday: Number(r.creditlimitday ?? 0) } }
    : undefined;
  return {
    party,
    taxes: new Map(((r?.taxes ?? []) as Row[]).map((t) => { const tax = taxRowOf(t); return [tax.taxcode.toUpperCase(), tax]; })),
    items: itemsOfColumn(r?.items),
    warehouses: warehousesOfColumn(r?.warehouses),
  };
}

/** Taxes by code, case-insensitive, with their rate and DPP factor (API.md §7.3). */
export async function taxesByCode(tx: Tx, tenantId: number, codes: readonly string[]): Promise<Map<string, TaxRow>> {
  if (!codes.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select t.taxid, t.taxcode, t.kind, t.rate::text as rate, t.dppfactor, t.purchaseglid, t.salesglid from tax t
      where t.tenant_id = ${tenantId} and upper(t.taxcode) in (select upper(jsonb_array_elements_text(${JSON.stringify([...new Set(codes)])}::jsonb)))`),
  );
  return new Map(rows.map((r) => [String(r.taxcode).toUpperCase(), taxRowOf(r)]));
}

/** Items' minimum and maximum purchase (`purc`) or selling (`sell`) price per unit1, by itemid. */
export async function priceLimits(tx: Tx, tenantId: number, itemids: readonly number[], side: 'purc' | 'sell'): Promise<Map<number, { min: string | null; max: string | null }>> {
  if (!itemids.length) return new Map();
  const columns = side === 'purc' ? sql`minpurcprice::text as min, maxpurcprice::text as max` : sql`minsellprice::text as min, maxsellprice::text as max`;
  const rows = rowsOf(await tx.execute(sql`select itemid, ${columns} from item where tenant_id = ${tenantId} and itemid = ${anyId(itemids)}`));
  return new Map(rows.map((r) => [Number(r.itemid), { min: (r.min as string | null) ?? null, max: (r.max as string | null) ?? null }]));
}

/** A currency of the company: whether it is the base currency; undefined when missing. */
export async function currencyOf(tx: Tx, tenantId: number, currencyid: number): Promise<{ isbase: boolean; name: string } | undefined> {
  const [r] = rowsOf(await tx.execute(sql`select isbase, currencyname from currency where tenant_id = ${tenantId} and currencyid = ${currencyid}`));
  return r ? { isbase: Boolean(r.isbase), name: String(r.currencyname) } : undefined;
}

/** The default accounts purchasing posts to (preferences, pdefAccnt); null or empty when the company has none. */
export interface PurchaseAccounts {
  unbilled: number | null;
  purchase: number | null;
  purchasereturn: number | null;
  /** The lists: the first is the default, an account in the document's currency is taken first (`accountFor`). */
  payable: number[];
  purchasediscount: number[];
  purchasedownpayment: number[];
  realisedprofit: number[];
  /** The sales side (issue 13): the defaults `sales`, `goodsintransit` and the lists. */
  sales: number | null;
  goodsintransit: number | null;
  receivable: number[];
  salesdiscount: number[];
  salesdownpayment: number[];
}

export interface TradeSettings {
  accounts: PurchaseAccounts;
  /** The preference `useminmaxpurcprice` (pcompany.features, group pembelian). */
  useminmaxpurcprice: boolean;
  /** The preference `useminmaxsellprice` (pcompany.features, group penjualan). */
  useminmaxsellprice: boolean;
  /** NON DEPARTMENT and Non Project: what a line without a department or project gets. */
  deptid: number | null;
  projectid: number | null;
  /** The preference `approval`: off, nothing waits for approval and a pull need not ask (approvals/approval.repo.ts). */
  approval: boolean;
}

export async function tradeSettings(tx: Tx, tenantId: number): Promise<TradeSettings> {
  const [r] = rowsOf(await tx.execute(sql`select ${TRADE_SETTINGS_COLUMNS} from preference p where p.tenant_id = ${tenantId}`));
  return tradeSettingsFrom(r);
}

/** The stock and trade settings a trade document's save needs, in one statement. */
export async function tradeDocumentSettings(tx: Tx, tenantId: number): Promise<StockSettings & TradeSettings> {
  const [r] = rowsOf(
    await tx.execute(sql`select ${STOCK_SETTINGS_COLUMNS}, ${TRADE_SETTINGS_COLUMNS} from company c join preference p on p.tenant_id = c.tenant_id where c.tenant_id = ${tenantId}`),
  );
  return tradeDocumentSettingsFrom(r);
}

export const tradeDocumentSettingsFrom = (r: Record<string, unknown> | undefined): StockSettings & TradeSettings => ({ ...stockSettingsFrom(r), ...tradeSettingsFrom(r) });

const TRADE_SETTINGS_COLUMNS = sql`
  p.pcompany ->> 'features' as features, p.pdefaccnt, coalesce((p.pcompany ->> 'approval')::boolean, false) as approval,
  (select min(deptid) from department d where d.tenant_id = p.tenant_id and d.deptno = ${DEFAULT_DEPARTMENT.no}) as deptid,
  (select min(projectid) from project j where j.tenant_id = p.tenant_id and j.projectno = ${DEFAULT_PROJECT.no}) as projectid`;

/** The same settings read with a new document's posting context (`postingContext` settings), in its first statement. */
export const TRADE_CONTEXT_SETTINGS = { key: 'trade', columns: sql`${STOCK_SETTINGS_COLUMNS}, ${TRADE_SETTINGS_COLUMNS}` };

function tradeSettingsFrom(r: Record<string, unknown> | undefined): TradeSettings {
  const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const acc = (r?.pdefaccnt ?? {}) as Record<string, unknown>;
  const lists = (acc.lists ?? {}) as Record<string, unknown>;
  const list = (key: string) => (Array.isArray(lists[key]) ? (lists[key] as unknown[]).map(Number) : []);
  const accounts: PurchaseAccounts = {
    unbilled: id(acc.unbilled),
    purchase: id(acc.purchase),
    purchasereturn: id(acc.purchasereturn),
    payable: list('payable'),
    purchasediscount: list('purchasediscount'),
    purchasedownpayment: list('purchasedownpayment'),
    realisedprofit: list('realisedprofit'),
    sales: id(acc.sales),
    goodsintransit: id(acc.goodsintransit),
    receivable: list('receivable'),
    salesdiscount: list('salesdiscount'),
    salesdownpayment: list('salesdownpayment'),
  };
  const features = parseFeatures((r?.features as string | undefined) ?? null);
  return {
    accounts,
    useminmaxpurcprice: features.pembelian.useminmaxpurcprice === true,
    useminmaxsellprice: features.penjualan.useminmaxsellprice === true,
    deptid: id(r?.deptid),
    projectid: id(r?.projectid),
    approval: r?.approval === true,
  };
}

/** Of `ids`, the documents of `form` whose header names `partyid` in `partyField` (a down payment's orders: the vendor's own). */
export async function documentsOfParty(tx: Tx, tenantId: number, form: string, ids: readonly number[], partyField: string, partyid: number): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = rowsOf(
    await tx.execute(sql`
      select docid from trans_document
      where tenant_id = ${tenantId} and docid = ${anyId([...new Set(ids)])} and form = ${form} and (header ->> ${partyField})::bigint = ${partyid}`),
  );
  return new Set(rows.map((r) => Number(r.docid)));
}

const HEADER_REFS = {
  termid: (tenantId: number, id: number) => sql`select 1 from term_payment where tenant_id = ${tenantId} and termid = ${id}`,
  branchid: (tenantId: number, id: number) => sql`select 1 from branch where tenant_id = ${tenantId} and branchid = ${id}`,
  salesmanid: (tenantId: number, id: number) => sql`select 1 from salesman where tenant_id = ${tenantId} and salesmanid = ${id}`,
  shipid: (tenantId: number, id: number) => sql`select 1 from shipment where tenant_id = ${tenantId} and shipid = ${id}`,
} as const;
export type HeaderRef = keyof typeof HEADER_REFS;
export const HEADER_REF_FIELDS = Object.keys(HEADER_REFS) as HeaderRef[];

/** Whether the company has a payment term, branch, salesman or shipping service of that id (the header's references). */
export async function headerRefExists(tx: Tx, tenantId: number, field: HeaderRef, id: number): Promise<boolean> {
  return rowsOf(await tx.execute(HEADER_REFS[field](tenantId, id))).length > 0;
}

/**
 * Of a default-account list (payable, down payment …), the account kept in the document's currency, else the first
 * (an account without a currency counts as the base currency's); null when the list is empty.
 */
export async function accountFor(tx: Tx, tenantId: number, glids: readonly number[], currencyid: number | null | undefined): Promise<number | null> {
  if (!glids.length) return null;
  if (!currencyid) return glids[0]!;
  const rows = rowsOf(
    await tx.execute(sql`
      select g.glid from glaccount g left join currency c on c.tenant_id = g.tenant_id and c.currencyid = ${currencyid}
      where g.tenant_id = ${tenantId} and g.glid = ${anyId(glids)}
        and (g.currencyid = ${currencyid} or (g.currencyid is null and c.isbase))`),
  );
  const matching = new Set(rows.map((r) => Number(r.glid)));
  return glids.find((g) => matching.has(g)) ?? glids[0]!;
}
