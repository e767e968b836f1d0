import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Purchase invoices matching `where` (over `trans_document d`) with what each stands for as a down payment: its
 * total (gross), the net of its lines and that net in base currency (`basevalue`), what its payments settled of it
 * (`paid`: Σ `pay` of the payment lines naming it, by `trans_line.srcid`), and what invoices other than `self`
 * applied of it (gross, net, base: `trans_downpayment`, kept from their headers' `downpayments` by a trigger and
 * read by its index on `dpid`, migration 0045).
 */
export async function downPaymentRows(tx: Tx, tenantId: number, where: SQL, self: number): Promise<Row[]> {
  return rowsOf(
    await tx.execute(sql`
      select d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, d.description, d.totalamount::text as total,
             coalesce((d.header ->> 'isdp')::boolean, false) as isdp,
             (d.header ->> 'vendorid')::bigint as vendorid, (d.header ->> 'currencyid')::bigint as currencyid,
             (select coalesce(sum((l.extra -> 'figures' ->> 'value')::numeric), 0) from trans_line l where l.tenant_id = d.tenant_id and l.docid = d.docid)::text as net,
             (select coalesce(sum((l.extra ->> 'basevalue')::numeric), 0) from trans_line l where l.tenant_id = d.tenant_id and l.docid = d.docid)::text as base,
             (select coalesce(sum((p.extra ->> 'pay')::numeric), 0) from trans_line p where p.tenant_id = d.tenant_id and p.srcid = d.docid and p.extra ? 'pay')::text as paid,
             coalesce(a.gross, 0)::text as appliedgross, coalesce(a.net, 0)::text as appliednet, coalesce(a.base, 0)::text as appliedbase
      from trans_document d
      left join lateral (
        select sum(x.amount) as gross, sum(x.net) as net,
               -- applied before the base was kept: the net at the down payment's rate
               sum(coalesce(x.base, round(x.net * coalesce((d.header ->> 'rate')::numeric, 1), 2))) as base
        from trans_downpayment x
        where x.tenant_id = d.tenant_id and x.dpid = d.docid and x.docid <> ${self}) a on true
      where d.tenant_id = ${tenantId} and d.form = 'purchase-invoice' and ${where}
      order by d.transdate, d.docid`),
  );
}

/**
 * What of a down payment an invoice may still apply (docs/decisions.md "Down payments are applied from what was
 * paid"): what its payments settled, at most its total, less what other invoices applied; never below zero.
 */
export function availableOf(r: Row): Decimal {
  const paid = Decimal.min(String(r.total), String(r.paid));
  return Decimal.max(0, paid.minus(String(r.appliedgross)));
}

/** Whether a down payment's currency is the invoice's (no currency and the base currency's id both read as base). */
export const sameCurrency = (a: unknown, b: unknown) => Number(a ?? 0) === Number(b ?? 0) || (!a && !b);

/** A vendor's down-payment invoices in the invoice's currency with something paid and not yet applied, for invoice `self`. */
export async function openDownPayments(tx: Tx, tenantId: number, vendorid: number, currencyid: number | null, self: number): Promise<Row[]> {
  const rows = await downPaymentRows(tx, tenantId, sql`(d.header ->> 'isdp')::boolean and (d.header ->> 'vendorid')::bigint = ${vendorid} and d.docid <> ${self}`, self);
  return rows.filter((r) => sameCurrency(r.currencyid, currencyid) && availableOf(r).greaterThan(0));
}
