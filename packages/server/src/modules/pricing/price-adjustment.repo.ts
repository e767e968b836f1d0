import { ITEM_OLD_PRICE_KEYS, ITEM_PRICE_FIELDS, PRICE_ITEM_FIELDS, type PriceAdjustmentItem } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
/** Every item field an adjustment reads or writes: the 15 sell prices and the other price fields. */
const FIELDS = [...ITEM_PRICE_FIELDS, ...PRICE_ITEM_FIELDS] as readonly string[];

/**
 * The items of a price adjustment with their price fields as decimal text, and what the stock knows of them:
 * the average cost (stock value ÷ quantity after the last move) and the last cost (the unit cost of the newest
 * receipt or opening). Purchase and sales documents come later: their last prices are absent until then.
 */
export async function adjustmentItems(tx: Tx, tenantId: number, filter: { itemids?: number[]; categoryid?: number }): Promise<PriceAdjustmentItem[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select i.itemid, i.itemno, i.unit2, i.unit3, i.ratio2::text as ratio2, i.ratio3::text as ratio3,
             ${sql.join(FIELDS.map((f) => sql`${sql.identifier(f)}::text as ${sql.identifier(f)}`), sql`, `)},
             (select case when b.itembalance > 0 then round(b.itemvalue / b.itembalance, 6)::text end from stock_balance b
               where b.tenant_id = i.tenant_id and b.itemid = i.itemid limit 1) as averagecost,
             (select m.unitcost::text from stock_move m
               where m.tenant_id = i.tenant_id and m.itemid = i.itemid and m.kind in ('receipt', 'opening') order by m.transdate desc, m.seq desc limit 1) as lastcost
      from item i
      where i.tenant_id = ${tenantId} and not i.suspended
        ${filter.itemids ? sql`and i.itemid in (select jsonb_array_elements_text(${JSON.stringify(filter.itemids)}::jsonb)::bigint)` : sql``}
        ${filter.categoryid ? sql`and i.categoryid = ${filter.categoryid}` : sql``}
      order by i.itemno`),
  );
  return rows.map((r) => ({ ...(r as Record<string, string>), itemid: Number(r.itemid), lastpurchaseprice: null, lastsellprice: null }) as PriceAdjustmentItem);
}

/**
 * Writes a plan's new values and keeps each changed field's value before in `oldprices`, for every item in one
 * statement. Fields a plan leaves unchanged for an item keep their value (and their old value).
 */
export async function writeAdjustedPrices(tx: Tx, tenantId: number, updates: readonly { itemid: number; values: Record<string, string> }[]) {
  if (!updates.length) return;
  const targets = [...new Set(updates.flatMap((u) => Object.keys(u.values)))].filter((f) => FIELDS.includes(f));
  const input = JSON.stringify(
    updates.map((u) => ({
      itemid: u.itemid,
      new: Object.fromEntries(Object.entries(u.values).filter(([k]) => !ITEM_OLD_PRICE_KEYS.includes(k))),
      old: Object.fromEntries(Object.entries(u.values).filter(([k]) => ITEM_OLD_PRICE_KEYS.includes(k))),
    })),
  );
  await tx.execute(sql`
    update item i set
      ${sql.join(targets.map((f) => sql`${sql.identifier(f)} = coalesce((x.new ->> ${f})::numeric, i.${sql.identifier(f)})`), sql`, `)},
      oldprices = i.oldprices || x.old, version = i.version + 1, updated_at = now()
    from jsonb_to_recordset(${input}::jsonb) as x(itemid bigint, new jsonb, old jsonb)
    where i.tenant_id = ${tenantId} and i.itemid = x.itemid`);
}
