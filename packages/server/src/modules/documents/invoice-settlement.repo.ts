import { invoiceBalance, type InvoiceBalance } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { setStatus } from './trade-pull.repo.ts';
import { anyId } from '../../platform/sql-ids.ts';

/**
 * What settles a purchase or sales invoice (API.md §7.3 `owing`, `paid`, §7.4 invoice statuses), read from the
 * documents that settle it, never stored twice:
 * - a payment keeps one `trans_line` per invoice it pays, with `extra.srcform` = the invoice's form, `extra.srcid`
 *   = the invoice, `extra.srcseq` = 0 and `extra.pay` = what the invoice is settled by;
 * - a return against an invoice (not `isnihil`, not a sales return refunded or kept as credit) keeps its lines pulled from the invoice's lines, and its header's
 *   `apinvoiceid`/`arinvoiceid`; what it gives back is its `totalamount`.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface InvoiceSettlement extends InvoiceBalance {
  totalamount: string;
  returned: string;
}

/**
 * Where each invoice stands: paid (Σ `pay` of the payment lines naming it), returned (Σ the totals of the returns
 * made against it), owing and status; `exceptDoc` leaves one settling document out (a payment being edited).
 */
export async function settlementsOf(tx: Tx, tenantId: number, invoiceids: readonly number[], exceptDoc?: number): Promise<Map<number, InvoiceSettlement>> {
  if (!invoiceids.length) return new Map();
  const except = exceptDoc ?? 0;
  const rows = rowsOf(
    await tx.execute(sql`
      select d.docid, d.totalamount::text as totalamount,
             coalesce((select sum((l.extra ->> 'pay')::numeric) from trans_line l
                       where l.tenant_id = d.tenant_id and l.srcid = d.docid and l.extra ? 'pay'
                         and l.docid <> ${except}), 0)::text as paid,
             coalesce((select sum(r.totalamount) from trans_document r
                       where r.tenant_id = d.tenant_id and r.form in ('purchase-return', 'sales-return') and r.docid <> ${except}
                         and coalesce((r.header ->> 'isnihil')::boolean, false) = false
                         and coalesce(r.header ->> 'settlement', 'receivable') = 'receivable'
                         and r.invoiceid = d.docid), 0)::text as returned
      from trans_document d
      where d.tenant_id = ${tenantId} and d.docid = ${anyId(invoiceids)}`),
  );
  return new Map(
    rows.map((r) => {
      const totalamount = String(r.totalamount);
      const returned = String(r.returned);
      return [Number(r.docid), { totalamount, returned, ...invoiceBalance({ totalamount, paid: String(r.paid), returned }) }];
    }),
  );
}

/**
 * Stores each invoice's status (`unpaid`, `partial`, `paid`) after a document that settles it was saved or deleted,
 * with the invoices locked (in docid order, as payments lock them) so what settles them is read after every earlier
 * change committed. A vendor credit that was set off or refunded (a payment line with a negative `pay`) keeps what
 * made it: a change that leaves such an invoice owing above zero (a return deleted or reduced, the payment that
 * overpaid it cut) is refused, 409 RETURN_CREDIT_USED naming the invoice and those payments (docs/decisions.md
 * "Vendor credit"), as an invoice with payments is refused. Likewise a down payment applied on invoices keeps what
 * was paid of it (a payment of it deleted or cut below what they apply: 409 DOWNPAYMENT_APPLIED_UNPAID).
 */
export async function refreshInvoiceStatus(tx: Tx, tenantId: number, invoiceids: readonly number[]): Promise<void> {
  if (!invoiceids.length) return;
  await tx.execute(sql`select docid from trans_document where tenant_id = ${tenantId} and docid = ${anyId([...new Set(invoiceids)])} order by docid for update`);
  const settled = await settlementsOf(tx, tenantId, invoiceids);
  await refuseIfCreditUsed(tx, tenantId, [...settled].flatMap(([docid, s]) => (new Decimal(s.owing).greaterThan(0) ? [docid] : [])));
  await refuseIfDownPaymentUnpaid(tx, tenantId, invoiceids);
  for (const [docid, s] of settled) await setStatus(tx, tenantId, docid, s.status);
}

/** Invoices owing above zero that had a credit set off or refunded: refused with the first one and its payments. */
async function refuseIfCreditUsed(tx: Tx, tenantId: number, owing: readonly number[]): Promise<void> {
  if (!owing.length) return;
  const rows = rowsOf(
    await tx.execute(sql`
      select coalesce(i.docno, '') as invoiceno, string_agg(coalesce(p.docno, ''), ', ' order by p.docid) as payments
      from trans_line l
      join trans_document p on p.tenant_id = l.tenant_id and p.docid = l.docid
      join trans_document i on i.tenant_id = l.tenant_id and i.docid = l.srcid
      where l.tenant_id = ${tenantId} and l.srcid = ${anyId(owing)} and l.extra ? 'pay' and (l.extra ->> 'pay')::numeric < 0
      group by i.docid, i.docno
      order by i.docid
      limit 1`),
  );
  const first = rows[0];
  if (first) throw new AppError('RETURN_CREDIT_USED', { number: String(first.invoiceno), payments: String(first.payments) }, { status: 409 });
}

/** Down-payment invoices among `ids` whose payments settle less than invoices apply of them: refused with the first. */
async function refuseIfDownPaymentUnpaid(tx: Tx, tenantId: number, ids: readonly number[]): Promise<void> {
  const [first] = rowsOf(
    await tx.execute(sql`
      select coalesce(d.docno, '') as docno, a.invoices
      from trans_document d
      cross join lateral (select coalesce(sum(x.amount), 0) as applied,
                                 string_agg(distinct coalesce(i.docno, ''), ', ') as invoices
                          from trans_downpayment x join trans_document i on i.tenant_id = x.tenant_id and i.docid = x.docid
                          where x.tenant_id = d.tenant_id and x.dpid = d.docid) a
      cross join lateral (select coalesce(sum((l.extra ->> 'pay')::numeric), 0) as paid from trans_line l
                          where l.tenant_id = d.tenant_id and l.srcid = d.docid and l.extra ? 'pay') p
      where d.tenant_id = ${tenantId} and d.docid = ${anyId(ids)} and coalesce((d.header ->> 'isdp')::boolean, false)
        and a.applied > least(d.totalamount, p.paid)
      order by d.docid
      limit 1`),
  );
  if (first) throw new AppError('DOWNPAYMENT_APPLIED_UNPAID', { number: String(first.docno), invoices: String(first.invoices) }, { status: 409 });
}
