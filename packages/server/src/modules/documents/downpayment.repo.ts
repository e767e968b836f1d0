import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

type Row = Record<string, unknown>;

/**
 * The side a down payment is on: the invoice form, the field an applying invoice names it by, its party and the order
 * a down-payment line may name (API.md §7.8 "Down payments"). Purchase and sales share every query and rule.
 */
export interface DownPaymentSide {
  form: 'purchase-invoice' | 'sales-invoice';
  idField: 'apinvoiceid' | 'arinvoiceid';
  party: 'vendorid' | 'customerid';
  order: 'purchase-order' | 'sales-order';
  orderField: 'poid' | 'soid';
}

export const PURCHASE_DOWNPAYMENT: DownPaymentSide = { form: 'purchase-invoice', idField: 'apinvoiceid', party: 'vendorid', order: 'purchase-order', orderField: 'poid' };
export const SALES_DOWNPAYMENT: DownPaymentSide = { form: 'sales-invoice', idField: 'arinvoiceid', party: 'customerid', order: 'sales-order', orderField: 'soid' };

/** The side of an invoice form by its party field. */
export const downPaymentSideOf = (party: string | undefined): DownPaymentSide => (party === 'customerid' ? SALES_DOWNPAYMENT : PURCHASE_DOWNPAYMENT);

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Invoices of the side (purchase by default) matching `where` (over `trans_document d`) with what each stands for as a down payment: its
 * total (gross), the net of its lines and that net in base currency (`basevalue`), what its payments settled of it
 * (`paid`: Σ `pay` of the payment lines naming it, by `trans_line.srcid`), and what invoices other than `self`
 * applied of it (gross, net, base: `trans_downpayment`, kept from their headers' `downpayments` by a trigger and
 * read by its index on `dpid`, migration 0045).
 */
export async function downPaymentRows(tx: Tx, tenantId: number, where: SQL, self: number, side: DownPaymentSide = PURCHASE_DOWNPAYMENT): Promise<Row[]> {
  return rowsOf(
    await tx.execute(sql`
      select d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, d.description, d.totalamount::text as total,
             coalesce((d.header ->> 'isdp')::boolean, false) as isdp, coalesce((d.header ->> 'posted')::boolean, true) as posted,
             (d.header ->> ${side.party})::bigint as partyid, (d.header ->> 'currencyid')::bigint as currencyid,
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
      where d.tenant_id = ${tenantId} and d.form = ${side.form} and ${where}
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

/** A party's down-payment invoices in the invoice's currency with something paid and not yet applied, for invoice `self`. */
export async function openDownPayments(tx: Tx, tenantId: number, partyid: number, currencyid: number | null, self: number, side: DownPaymentSide = PURCHASE_DOWNPAYMENT): Promise<Row[]> {
  const rows = await downPaymentRows(tx, tenantId, sql`(d.header ->> 'isdp')::boolean and (d.header ->> ${side.party})::bigint = ${partyid} and d.docid <> ${self}`, self, side);
  return rows.filter((r) => sameCurrency(r.currencyid, currencyid) && availableOf(r).greaterThan(0));
}
