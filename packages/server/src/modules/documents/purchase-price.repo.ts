import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** What a purchase price on entry is read from, per unit1 (null when there is none). */
export interface PurchasePriceSources {
  itemid: number;
  /** The vendor's own price in the item master (`item` details, persontype 1). */
  vendorprice: string | null;
  /** The price of the vendor's latest purchase invoice line of the item, per unit1, and its date and number. */
  lastprice: string | null;
  lastdate: string | null;
  lastinvoiceno: string | null;
  /** The item's purchase price (`cost`). */
  itemprice: string;
  units: { name: string; ratio: string }[];
}

/** An item's purchase price sources for one vendor (the company's only). */
export async function purchasePriceSources(tx: Tx, tenantId: number, itemno: string, vendorid: number | null): Promise<PurchasePriceSources | undefined> {
  const [r] = rowsOf(
    await tx.execute(sql`
      select i.itemid, i.cost::text as itemprice, i.unit1, i.unit2, i.unit3, i.ratio2::text as ratio2, i.ratio3::text as ratio3,
             (select p.price1::text from item_person_price p where p.tenant_id = i.tenant_id and p.itemid = i.itemid and p.personid = ${vendorid ?? 0} and p.persontype = 1) as vendorprice,
             last.price as lastprice, last.transdate as lastdate, last.docno as lastinvoiceno
      from item i
      left join lateral (
        select (l.unitprice / nullif(l.unitratio, 0))::text as price, d.transdate::text as transdate, d.docno
        from trans_line l join trans_document d on d.tenant_id = l.tenant_id and d.docid = l.docid
        where l.tenant_id = i.tenant_id and l.itemid = i.itemid and d.form = 'purchase-invoice' and (d.header ->> 'vendorid')::bigint = ${vendorid ?? 0}
        order by d.transdate desc, d.docid desc, l.seq desc limit 1) last on true
      where i.tenant_id = ${tenantId} and i.itemno = ${itemno}`),
  );
  if (!r) return undefined;
  const units = [{ name: String(r.unit1), ratio: '1' }];
  if (r.unit2) units.push({ name: String(r.unit2), ratio: String(r.ratio2) });
  if (r.unit3) units.push({ name: String(r.unit3), ratio: String(r.ratio3) });
  const opt = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    itemid: Number(r.itemid),
    vendorprice: opt(r.vendorprice),
    lastprice: opt(r.lastprice),
    lastdate: opt(r.lastdate),
    lastinvoiceno: opt(r.lastinvoiceno),
    itemprice: String(r.itemprice ?? '0'),
    units,
  };
}
