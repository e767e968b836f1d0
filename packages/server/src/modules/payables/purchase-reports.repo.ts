import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { goodsLinesOpenAt, lineHead, num, rowsOf, text } from './goods-open.repo.ts';
import { CURRENCY_JOIN, RATE_OF } from './payables.repo.ts';
import { PURCHASE_SIDE, type TradeSide } from './trade-side.ts';

/**
 * The purchase reports (issue 12 item 5, spec 002 §2.7 "Purchasing"): purchases by vendor and by item between two
 * dates, purchase order lines still open at a date, receipt lines not fully invoiced at a date. Amounts in base
 * currency at each document's rate; quantities in the item's unit1.
 */


/**
 * Per party (the side's `party`, or another header field naming a person such as the sales invoice's `salesmanid`):
 * how many invoices, their totals before VAT, their VAT and their totals (base currency, each invoice at its rate,
 * cents half-up). `table` is where that person is: `person` (vendors, customers) or `salesman`.
 */
export async function tradeByParty(tx: Tx, tenantId: number, side: TradeSide, from: string, to: string, by: { field: string; table: 'person' | 'salesman' } = { field: side.party, table: 'person' }) {
  const field = sql.raw(`'${by.field}'`);
  const who =
    by.table === 'person'
      ? sql`left join person v on v.tenant_id = ${tenantId} and v.personid = inv.partyid`
      : sql`left join (select salesmanid as personid, ''::text as personno, trim(firstname || ' ' || lastname) as name from salesman where tenant_id = ${tenantId}) v on v.personid = inv.partyid`;
  return rowsOf(
    await tx.execute(sql`
      with inv as (
        select nullif(d.header ->> ${field}, '')::bigint as partyid,
               round(d.totalamount * ${RATE_OF('d')}, 2) as total,
               round((coalesce((d.header -> 'totals' ->> 'tax1amount')::numeric, 0) + coalesce((d.header -> 'totals' ->> 'tax2amount')::numeric, 0)) * ${RATE_OF('d')}, 2) as vat
        from trans_document d ${CURRENCY_JOIN('d')}
        where d.tenant_id = ${tenantId} and d.form = ${side.invoice} and d.transdate between ${from}::date and ${to}::date)
      select inv.partyid as personid, coalesce(v.personno, '') as personno, coalesce(v.name, '') as name, count(*)::int as invoices,
             sum(inv.total - inv.vat)::text as beforevat, sum(inv.vat)::text as vat, sum(inv.total)::text as total
      from inv ${who}
      group by inv.partyid, v.personno, v.name
      order by v.name nulls first, v.personno`),
  ).map((r) => ({
    partyid: r.personid === null ? null : Number(r.personid),
    partyno: text(r.personno),
    partyname: text(r.name),
    invoices: Number(r.invoices),
    beforevat: num(r.beforevat),
    vat: num(r.vat),
    total: num(r.total),
  }));
}

/** Per vendor: purchases by party on the purchase side. */
export async function purchasesByVendor(tx: Tx, tenantId: number, from: string, to: string) {
  return (await tradeByParty(tx, tenantId, PURCHASE_SIDE, from, to)).map(({ partyid, partyno, partyname, ...r }) => ({ vendorid: partyid!, vendorno: partyno, vendorname: partyname, ...r }));
}

/**
 * Per item: the quantity invoiced on the side (unit1) and its value without VAT (base currency, the lines' `basevalue`).
 * A sales line of an item group is reported as the group that was sold (`isgroup`, its number, unit and quantity); its
 * components are not counted as sold items (they only moved stock).
 */
export async function tradeByItem(tx: Tx, tenantId: number, side: TradeSide, from: string, to: string) {
  return rowsOf(
    await tx.execute(sql`
      select coalesce(i.itemid, g.groupid) as itemid, coalesce(i.itemno, g.itemno) as itemno, coalesce(i.itemdescription, g.itemdescription) as itemdescription,
             coalesce(i.unit1, g.unit1) as unit1, g.groupid is not null as isgroup,
             sum(l.quantity * l.unitratio)::text as qty, sum(coalesce((l.extra ->> 'basevalue')::numeric, 0))::text as value
      from trans_document d
      join trans_line l on l.tenant_id = d.tenant_id and l.docid = d.docid
      left join item i on i.tenant_id = l.tenant_id and i.itemid = l.itemid
      left join item_group g on l.itemid is null and g.tenant_id = l.tenant_id and g.groupid = (l.extra ->> 'groupid')::bigint
      where d.tenant_id = ${tenantId} and d.form = ${side.invoice} and d.transdate between ${from}::date and ${to}::date and (i.itemid is not null or g.groupid is not null)
      group by 1, 2, 3, 4, 5
      order by 2, 5`),
  ).map((r) => ({ itemid: Number(r.itemid), itemno: text(r.itemno), itemdescription: text(r.itemdescription), unit1: text(r.unit1), isgroup: Boolean(r.isgroup), qty: num(r.qty), value: num(r.value) }));
}

/** Purchases by item: purchasing buys items only, so no row is a group. */
export const purchasesByItem = async (tx: Tx, tenantId: number, from: string, to: string) => (await tradeByItem(tx, tenantId, PURCHASE_SIDE, from, to)).map(({ isgroup: _g, ...r }) => r);

/**
 * The side's order lines (purchase orders, sales orders) of orders dated between two dates that still had something
 * to receive/deliver or invoice at `to` (not closed by hand): ordered, moved (goods receipts / delivery orders pulled
 * from it), invoiced (invoices pulled from it or from those goods documents) and remaining (ordered less what goods
 * documents and invoices pulled from the order itself), in unit1, counting the documents dated up to `to`; the
 * remaining value at the order's price without VAT (base currency).
 */
export async function openOrderLines(tx: Tx, tenantId: number, side: TradeSide, from: string, to: string, limit: number) {
  const party = sql.raw(`'${side.party}'`);
  return rowsOf(
    await tx.execute(sql`
      with po as (
        select d.docid, coalesce(d.docno, '') as docno, d.transdate, (d.header ->> ${party})::bigint as partyid, l.seq, l.itemid,
               l.quantity * l.unitratio as ordered, coalesce((l.extra ->> 'basevalue')::numeric, 0) as basevalue
        from trans_document d join trans_line l on l.tenant_id = d.tenant_id and l.docid = d.docid
        where d.tenant_id = ${tenantId} and d.form = ${side.order} and d.transdate between ${from}::date and ${to}::date
          and coalesce((d.header ->> 'closedbyhand')::boolean, false) = false),
      pulled as (
        select p.form, (pl.extra ->> 'srcid')::bigint as srcid, (pl.extra ->> 'srcseq')::int as srcseq, pl.docid, pl.seq, pl.quantity * pl.unitratio as qty
        from trans_line pl join trans_document p on p.tenant_id = pl.tenant_id and p.docid = pl.docid
        where pl.tenant_id = ${tenantId} and pl.extra ->> 'srcform' = ${side.order} and p.transdate <= ${to}::date
          and (pl.extra ->> 'srcid')::bigint in (select docid from po)),
      figures as (
        select po.*,
               coalesce((select sum(qty) from pulled p where p.srcid = po.docid and p.srcseq = po.seq and p.form = ${side.goods}), 0) as received,
               coalesce((select sum(qty) from pulled p where p.srcid = po.docid and p.srcseq = po.seq and p.form = ${side.invoice}), 0) as direct,
               coalesce((select sum(il.quantity * il.unitratio) from pulled p
                         join trans_line il on il.tenant_id = ${tenantId} and il.extra ->> 'srcform' = ${side.goods} and (il.extra ->> 'srcid')::bigint = p.docid and (il.extra ->> 'srcseq')::int = p.seq
                         join trans_document i on i.tenant_id = il.tenant_id and i.docid = il.docid and i.form = ${side.invoice} and i.transdate <= ${to}::date
                         where p.srcid = po.docid and p.srcseq = po.seq and p.form = ${side.goods}), 0) as viareceipt
        from po)
      select f.docid, f.seq, f.docno, f.transdate::text as transdate, v.personno, v.name, it.itemno, it.itemdescription, it.unit1,
             f.ordered::text as ordered, f.received::text as received, (f.direct + f.viareceipt)::text as invoiced,
             greatest(f.ordered - f.received - f.direct, 0)::text as remaining,
             (case when f.ordered = 0 then 0 else round(f.basevalue * greatest(f.ordered - f.received - f.direct, 0) / f.ordered, 2) end)::text as remainingvalue
      from figures f
      join person v on v.tenant_id = ${tenantId} and v.personid = f.partyid
      left join item it on it.tenant_id = ${tenantId} and it.itemid = f.itemid
      where f.ordered - f.received - f.direct > 0
      order by f.transdate, f.docid, f.seq
      limit ${limit}`),
  ).map((r) => {
    const { docid, seq, docno, transdate, ...head } = lineHead(r);
    return {
    orderid: docid,
    orderseq: seq,
    orderno: docno,
    orderdate: transdate,
    ...head,
    ordered: num(r.ordered),
    moved: num(r.received),
    invoiced: num(r.invoiced),
    remaining: num(r.remaining),
    remainingvalue: num(r.remainingvalue),
    };
  });
}

/** Purchase order lines still open: the purchase side's open order lines, named as before (`poid`, `received`, the vendor). */
export async function openPurchaseOrders(tx: Tx, tenantId: number, from: string, to: string, limit: number) {
  return (await openOrderLines(tx, tenantId, PURCHASE_SIDE, from, to, limit)).map(({ orderid, orderseq, orderno, orderdate, partyno, partyname, moved, ...r }) => ({
    poid: orderid,
    poseq: orderseq,
    pono: orderno,
    podate: orderdate,
    vendorno: partyno,
    vendorname: partyname,
    ...r,
    received: moved,
  }));
}

/**
 * Receipt lines of inventory items dated up to `asof` that may not be fully invoiced then (`goodsLinesOpenAt` on the
 * purchase side), named as before (`receiveid`, the vendor).
 */
export async function receiptLinesOpenAt(tx: Tx, tenantId: number, asof: string, limit: number) {
  return (await goodsLinesOpenAt(tx, tenantId, PURCHASE_SIDE, asof, limit)).map(({ docid, seq, docno, transdate, partyno, partyname, ...r }) => ({
    receiveid: docid,
    receiveseq: seq,
    receiveno: docno,
    receivedate: transdate,
    vendorno: partyno,
    vendorname: partyname,
    ...r,
  }));
}
