import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Purchase invoices matching `where` (over `trans_document d`) with what each stands for as a down payment: its
 * total (gross), the net of its lines and that net in base currency (`basevalue`), and what invoices other than
 * `self` applied of it (gross, net, base: their headers' `downpayments`). No index serves the applications yet: a
 * scan of the company's purchase invoice headers.
 */
export async function downPaymentRows(tx: Tx, tenantId: number, where: SQL, self: number): Promise<Row[]> {
  return rowsOf(
    await tx.execute(sql`
      select d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, d.description, d.totalamount::text as total,
             coalesce((d.header ->> 'isdp')::boolean, false) as isdp,
             (d.header ->> 'vendorid')::bigint as vendorid, (d.header ->> 'currencyid')::bigint as currencyid,
             (select coalesce(sum((l.extra -> 'figures' ->> 'value')::numeric), 0) from trans_line l where l.tenant_id = d.tenant_id and l.docid = d.docid)::text as net,
             (select coalesce(sum((l.extra ->> 'basevalue')::numeric), 0) from trans_line l where l.tenant_id = d.tenant_id and l.docid = d.docid)::text as base,
             coalesce(a.gross, 0)::text as appliedgross, coalesce(a.net, 0)::text as appliednet, coalesce(a.base, 0)::text as appliedbase
      from trans_document d
      left join lateral (
        select sum((x ->> 'amount')::numeric) as gross, sum((x ->> 'net')::numeric) as net,
               -- applied before the base was kept: the net at the down payment's rate
               sum(coalesce((x ->> 'base')::numeric, round((x ->> 'net')::numeric * coalesce((d.header ->> 'rate')::numeric, 1), 2))) as base
        from trans_document o cross join jsonb_array_elements(coalesce(o.header -> 'downpayments', '[]'::jsonb)) x
        where o.tenant_id = d.tenant_id and o.form = 'purchase-invoice' and o.docid <> ${self} and (x ->> 'apinvoiceid')::bigint = d.docid) a on true
      where d.tenant_id = ${tenantId} and d.form = 'purchase-invoice' and ${where}
      order by d.transdate, d.docid`),
  );
}

/** Whether a down payment's currency is the invoice's (no currency and the base currency's id both read as base). */
export const sameCurrency = (a: unknown, b: unknown) => Number(a ?? 0) === Number(b ?? 0) || (!a && !b);

/** A vendor's down-payment invoices in the invoice's currency with something left for invoice `self`. */
export async function openDownPayments(tx: Tx, tenantId: number, vendorid: number, currencyid: number | null, self: number): Promise<Row[]> {
  const rows = await downPaymentRows(tx, tenantId, sql`(d.header ->> 'isdp')::boolean and (d.header ->> 'vendorid')::bigint = ${vendorid} and d.docid <> ${self}`, self);
  return rows.filter((r) => sameCurrency(r.currencyid, currencyid) && new Decimal(String(r.total)).greaterThan(String(r.appliedgross)));
}
