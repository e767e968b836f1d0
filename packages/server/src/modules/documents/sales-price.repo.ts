import { ITEM_PRICE_FIELDS } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const opt = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** What a sales price on entry is read from: the item's units with their five sell prices each, its discount, the customer's own price. */
export interface SalesPriceSources {
  units: { name: string; ratio: string; levels: (string | null)[] }[];
  itemdisc: string | null;
  customerprice: string | null;
}

/** An item's sell prices (the company's only) and the customer's own price of it. */
export async function salesPriceSources(tx: Tx, tenantId: number, itemno: string, customerid: number | null): Promise<SalesPriceSources | undefined> {
  const prices = sql.join(ITEM_PRICE_FIELDS.map((f) => sql`${sql.identifier(f)}::text as ${sql.identifier(f)}`), sql`, `);
  const [r] = rowsOf(
    await tx.execute(sql`
      select i.unit1, i.unit2, i.unit3, i.ratio2::text as ratio2, i.ratio3::text as ratio3, i.itemdiscpc::text as itemdisc, ${prices},
             (select p.price1::text from item_person_price p where p.tenant_id = i.tenant_id and p.itemid = i.itemid and p.personid = ${customerid ?? 0} and p.persontype = 0) as customerprice
      from item i where i.tenant_id = ${tenantId} and i.itemno = ${itemno}`),
  );
  if (!r) return undefined;
  const levels = (unit: number) => ITEM_PRICE_FIELDS.slice((unit - 1) * 5, unit * 5).map((f) => opt(r[f]));
  const units = [{ name: String(r.unit1), ratio: '1', levels: levels(1) }];
  if (r.unit2) units.push({ name: String(r.unit2), ratio: String(r.ratio2), levels: levels(2) });
  if (r.unit3) units.push({ name: String(r.unit3), ratio: String(r.ratio3), levels: levels(3) });
  return { units, itemdisc: opt(r.itemdisc), customerprice: opt(r.customerprice) };
}

/** A customer's price level and default discount (spec 002 §3.2); undefined when the company has no such customer. */
export async function customerPricing(tx: Tx, tenantId: number, customerid: number): Promise<{ pricelevel: number; defaultdisc: string | null } | undefined> {
  const [r] = rowsOf(await tx.execute(sql`select pricelevel, defaultdisc::text as defaultdisc from person where tenant_id = ${tenantId} and personid = ${customerid} and persontype = 0`));
  return r ? { pricelevel: Number(r.pricelevel ?? 1), defaultdisc: opt(r.defaultdisc) } : undefined;
}
