import { invoiceBalance, type InvoiceBalance } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { setStatus } from './trade-pull.repo.ts';
import { anyId } from '../../platform/sql-ids.ts';

/**
 * What settles a purchase or sales invoice (API.md §7.3 `owing`, `paid`, §7.4 invoice statuses), read from the
 * documents that settle it, never stored twice:
 * - a payment keeps one `trans_line` per invoice it pays, with `extra.srcform` = the invoice's form, `extra.srcid`
 *   = the invoice, `extra.srcseq` = 0 and `extra.pay` = what the invoice is settled by;
 * - a return against an invoice (not `isnihil`) keeps its lines pulled from the invoice's lines, and its header's
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

/** Stores each invoice's status (`unpaid`, `partial`, `paid`) after a document that settles it was saved or deleted. */
export async function refreshInvoiceStatus(tx: Tx, tenantId: number, invoiceids: readonly number[]): Promise<void> {
  for (const [docid, s] of await settlementsOf(tx, tenantId, invoiceids)) await setStatus(tx, tenantId, docid, s.status);
}
