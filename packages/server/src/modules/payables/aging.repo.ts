import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import type { TradeSide } from './trade-side.ts';

/**
 * The aging of a side's invoices at a date (AP aging, AR aging; issue 12 item 5, issue 13 item 8) in one indexed
 * pass: the side's invoices dated up to the date (`trans_document_owed_idx`, index-only), what payments dated up to it
 * settled of each (Σ `pay` of the payment lines naming it: `trans_line.srcid`, the settlement rule of
 * `documents/invoice-settlement.repo.ts`) and what returns dated up to it gave back (`trans_document.invoiceid`,
 * not `isnihil`), each read once and hash-joined; no read per invoice. Days past due, column and owing in base
 * currency are computed here too. Every query names the tenant and runs under its RLS context.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The open invoices of the side at `asof` with owing, days, column and base owing, as a subquery. It reads no header:
 * party, due date, currency and rate are generated columns of `trans_document` and a payment line's `pay` one of
 * `trans_line` (migration 0048), so the invoices come index-only from `trans_document_owed_idx` (owed ones only, its
 * predicate being `side.owed`) and the payments from `trans_line_pay_idx`. Generated columns are the header's own
 * values in every transaction, so the figures are as exact under concurrent payments as the header reads were.
 */
function openAt(tenantId: number, side: TradeSide, asof: string, partyid?: number): SQL {
  const partyFilter = partyid ? sql`and d.partyid = ${partyid}` : sql``;
  return sql`
    with inv as (
      select d.docid, d.transdate, d.duedate::date as duedate, d.partyid, d.totalamount,
             case when cur.currencyid is not null and cur.isbase is false and d.rate is not null then d.rate else 1 end as rate,
             cur.currencyname
      from trans_document d
      left join currency cur on cur.tenant_id = d.tenant_id and cur.currencyid = d.currencyid
      where d.tenant_id = ${tenantId} and d.form = ${side.invoice} and d.transdate <= ${asof}::date and ${side.owed('d')} ${partyFilter}),
    paid as (
      select l.srcid as docid, sum(l.pay) as paid
      from trans_document p join trans_line l on l.tenant_id = p.tenant_id and l.docid = p.docid
      where p.tenant_id = ${tenantId} and p.form = ${side.payment} and p.transdate <= ${asof}::date and l.srcid is not null and l.pay is not null
      group by l.srcid),
    returned as (
      select r.invoiceid as docid, sum(r.totalamount) as returned
      from trans_document r
      where r.tenant_id = ${tenantId} and r.form = ${side.ret} and r.transdate <= ${asof}::date and r.invoiceid is not null
        and ${side.lowersOwing('r')}
      group by r.invoiceid),
    owing as (
      select inv.*, round(inv.totalamount - coalesce(p.paid, 0) - coalesce(r.returned, 0), 2) as owing,
             ${asof}::date - coalesce(inv.duedate, inv.transdate) as days
      from inv left join paid p on p.docid = inv.docid left join returned r on r.docid = inv.docid)
    select o.*, round(o.owing * o.rate, 2) as baseowing,
           -- Owing below zero (returned after it was paid) is owed back: a credit is never past due.
           case when o.owing < 0 or o.days <= 0 then 'current' when o.days <= 30 then 'days1to30' when o.days <= 60 then 'days31to60'
                when o.days <= 90 then 'days61to90' else 'over90' end as bucket
    from owing o where o.owing <> 0`;
}

export interface AgedRow {
  docid: number;
  docno: string;
  invoicedate: string;
  duedate: string | null;
  partyid: number;
  partyno: string;
  partyname: string;
  currency: string;
  rate: string;
  totalamount: string;
  owing: string;
  baseowing: string;
  days: number;
  bucket: string;
}

/** Every open invoice at `asof` with its column, by party name, number, date and id. */
export async function agedInvoices(tx: Tx, tenantId: number, side: TradeSide, asof: string, partyid?: number): Promise<AgedRow[]> {
  return rowsOf(
    await tx.execute(sql`
      select a.docid, coalesce(doc.docno, '') as docno, a.transdate::text as invoicedate, a.duedate::text as duedate, a.partyid, p.personno, p.name,
             coalesce(a.currencyname, (select b.currencyname from currency b where b.tenant_id = ${tenantId} and b.isbase limit 1)) as currency,
             a.rate::text as rate, a.totalamount::text as totalamount, a.owing::text as owing, a.baseowing::text as baseowing, a.days, a.bucket
      from (${openAt(tenantId, side, asof, partyid)}) a
      join trans_document doc on doc.tenant_id = ${tenantId} and doc.docid = a.docid
      join person p on p.tenant_id = ${tenantId} and p.personid = a.partyid
      order by p.name, p.personno, a.partyid, a.transdate, a.docid`),
  ).map((r) => ({
    docid: Number(r.docid),
    docno: text(r.docno),
    invoicedate: text(r.invoicedate),
    duedate: r.duedate === null ? null : text(r.duedate),
    partyid: Number(r.partyid),
    partyno: text(r.personno),
    partyname: text(r.name),
    currency: text(r.currency),
    rate: text(r.rate),
    totalamount: text(r.totalamount),
    owing: text(r.owing),
    baseowing: text(r.baseowing),
    days: Number(r.days),
    bucket: text(r.bucket),
  }));
}

/**
 * Per party and column, how many invoices are open at `asof` and what they owe in base currency (the aging without its
 * invoices), by party name: one sum a row, the columns folded by the caller (a filtered sum per column would compare
 * every row's column five more times).
 */
function byPartySql(tenantId: number, side: TradeSide, asof: string): SQL {
  return sql`
    select g.partyid, p.personno, p.name, g.bucket, g.invoices, g.total::text as total
    from (select a.partyid, a.bucket, count(*)::int as invoices, sum(a.baseowing) as total
          from (${openAt(tenantId, side, asof)}) a group by a.partyid, a.bucket) g
    join person p on p.tenant_id = ${tenantId} and p.personid = g.partyid
    order by p.name, p.personno, g.partyid`;
}

export async function agingByParty(tx: Tx, tenantId: number, side: TradeSide, asof: string) {
  return rowsOf(await tx.execute(byPartySql(tenantId, side, asof)));
}

/** The plan of the per-party aging's read (EXPLAIN ANALYZE without per-node timing, so its total is the query's), for the benchmark. */
export async function explainAging(tx: Tx, tenantId: number, side: TradeSide, asof: string): Promise<string> {
  const rows = rowsOf(await tx.execute(sql`explain (analyze, costs off, timing off, buffers) ${byPartySql(tenantId, side, asof)}`));
  return rows.map((r) => text(r['QUERY PLAN'])).join('\n');
}
