import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import type { TradeSide } from './trade-side.ts';

export type Row = Record<string, unknown>;
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
export const num = (v: unknown) => (v === null || v === undefined ? '0' : String(v));

/**
 * What every goods-line report row starts with (this one and the open order lines of purchase-reports.repo.ts): the
 * document line (`docid`, `seq`, `docno`, `transdate`), its party (`personno`, `name`) and its item or group.
 */
export const lineHead = (r: Row) => ({
  docid: Number(r.docid),
  seq: Number(r.seq),
  docno: text(r.docno),
  transdate: text(r.transdate),
  partyno: text(r.personno),
  partyname: text(r.name),
  itemno: text(r.itemno),
  itemdescription: text(r.itemdescription),
  unit1: text(r.unit1),
});

/** A part taken of a goods line by a later document (core `ReceiptPart`). */
export interface PartRow {
  qty: string;
  value: string;
  date: string;
  clears: boolean;
}

/**
 * The side's goods lines (goods receipts, delivery orders) of inventory items (and, on the sales side, of item groups,
 * whose component moves carry the line's seq: the line's value is theirs, an invoice's part their `groupcosts`) dated up to `asof` that may not be fully
 * invoiced then, each with every part later documents took of it (whatever their date), at most `limit` lines:
 * - purchase: the receipt line's value is its `basevalue`; parts are invoice lines and returns without invoice pulled
 *   from it (an `isnihil` return takes quantity, not value), at their `basevalue`; a receipt not stored as invoiced,
 *   or one a document dated after `asof` took part of, may be open.
 * - sales: the delivery line's value is the cost its stock move left inventory with (`stock_move.cost`, moved to
 *   goods in transit); parts are posted invoice lines pulled from it at the cost they moved out of goods in transit
 *   (`deliveredcost`; a Temporary Invoice moves nothing yet) and returns without invoice at their move's cost; a
 *   delivery not stored as invoiced, one a document dated after `asof` took part of, or one a Temporary Invoice took
 *   part of, may be open.
 */
export async function goodsLinesOpenAt(tx: Tx, tenantId: number, side: TradeSide, asof: string, limit: number) {
  const party = sql.raw(`'${side.party}'`);
  const sales = side.key === 'sales';
  const moveCost = (doc: string, seq: string) =>
    sql.raw(`(select sum(m.cost) from stock_move m where m.tenant_id = ${doc}.tenant_id and m.form = ${doc}.form and m.docid = ${doc}.docid and m.lineseq = ${seq})`);
  const partValue = sales
    ? sql`case when p.form = ${side.invoice} then coalesce((pl.extra ->> 'deliveredcost')::numeric, (select sum((g ->> 'cost')::numeric) from jsonb_array_elements(pl.extra -> 'groupcosts') g), 0)
           else coalesce(${moveCost('p', 'pl.seq')}, 0) end`
    : sql`coalesce((pl.extra ->> 'basevalue')::numeric, 0)`;
  const clears = sales ? sql`true` : sql`not (p.form = 'purchase-return' and coalesce((p.header ->> 'isnihil')::boolean, false))`;
  // A Temporary Invoice (side.owed false) takes nothing off goods in transit until it is posted.
  const counted = sales ? sql`and (p.form <> ${side.invoice} or ${side.owed('p')})` : sql``;
  const lineValue = sales ? sql`coalesce(${moveCost('d', 'l.seq')}, 0)::text` : sql`coalesce(l.extra ->> 'basevalue', '0')`;
  const temporary = sales
    ? sql`or exists (select 1 from trans_line tl join trans_document t on t.tenant_id = tl.tenant_id and t.docid = tl.docid
                     where tl.tenant_id = d.tenant_id and tl.srcid = d.docid and tl.extra ->> 'srcform' = ${side.goods} and t.form = ${side.invoice} and not ${side.owed('t')})`
    : sql``;
  return rowsOf(
    await tx.execute(sql`
      with parts as (
        select pl.srcid, pl.srcseq, p.transdate, pl.quantity * pl.unitratio as qty, ${partValue} as value, ${clears} as clears
        from trans_line pl join trans_document p on p.tenant_id = pl.tenant_id and p.docid = pl.docid
        where pl.tenant_id = ${tenantId} and pl.srcid is not null and pl.extra ->> 'srcform' = ${side.goods} ${counted})
      select d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, v.personno, v.name,
             coalesce(it.itemno, ig.itemno) as itemno, coalesce(it.itemdescription, ig.itemdescription) as itemdescription, coalesce(it.unit1, ig.unit1) as unit1, l.seq,
             (l.quantity * l.unitratio)::text as qty, ${lineValue} as value,
             coalesce((select jsonb_agg(jsonb_build_object('qty', p.qty::text, 'value', p.value::text, 'date', p.transdate::text, 'clears', p.clears))
                       from parts p where p.srcid = d.docid and p.srcseq = l.seq), '[]'::jsonb) as parts
      from trans_document d
      join trans_line l on l.tenant_id = d.tenant_id and l.docid = d.docid
      left join item it on it.tenant_id = l.tenant_id and it.itemid = l.itemid and it.itemtype = 0
      left join item_group ig on ${sales ? sql`true` : sql`false`} and l.itemid is null and ig.tenant_id = l.tenant_id and ig.groupid = (l.extra ->> 'groupid')::bigint
      join person v on v.tenant_id = d.tenant_id and v.personid = (d.header ->> ${party})::bigint
      where d.tenant_id = ${tenantId} and d.form = ${side.goods} and d.transdate <= ${asof}::date and (it.itemid is not null or ig.groupid is not null)
        and (d.status <> 'invoiced' or exists (select 1 from parts p where p.srcid = d.docid and p.transdate > ${asof}::date) ${temporary})
      order by d.transdate, d.docid, l.seq
      limit ${limit}`),
  ).map((r) => ({
    ...lineHead(r),
    qty: num(r.qty),
    value: num(r.value),
    parts: r.parts as PartRow[],
  }));
}

/** The goods-in-transit accounts delivery orders moved cost to (each move's counter account), with the company's default. */
export async function goodsInTransitAccounts(tx: Tx, tenantId: number, fallback: number | null): Promise<number[]> {
  const rows = rowsOf(await tx.execute(sql`select distinct counterglid as glid from stock_move where tenant_id = ${tenantId} and form = 'delivery-order' and counterglid is not null`));
  return [...new Set([...(fallback ? [fallback] : []), ...rows.map((r) => Number(r.glid))])];
}
