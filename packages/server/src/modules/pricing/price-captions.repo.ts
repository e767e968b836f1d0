import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

/** What the preview shows of an item beside its number: its name and the names of its units 1 to 3. */
export interface ItemCaption {
  itemdescription: string;
  units: [string, string, string];
}

export async function itemCaptions(tx: Tx, tenantId: number, itemids: readonly number[]): Promise<Map<number, ItemCaption>> {
  if (!itemids.length) return new Map();
  const { rows } = (await tx.execute(sql`
    select i.itemid, i.itemdescription, i.unit1, i.unit2, i.unit3 from item i
    where i.tenant_id = ${tenantId} and i.itemid in (select jsonb_array_elements_text(${JSON.stringify([...new Set(itemids)])}::jsonb)::bigint)`)) as unknown as { rows: Record<string, unknown>[] };
  const text = (v: unknown) => (v == null ? '' : String(v));
  return new Map(rows.map((r) => [Number(r.itemid), { itemdescription: text(r.itemdescription), units: [text(r.unit1), text(r.unit2), text(r.unit3)] }]));
}
