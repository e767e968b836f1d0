import { receiptLineCost, unitCostFor } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { anyId } from '../../platform/sql-ids.ts';
import type { Tx } from '../../platform/tx.ts';
import type { MoveRevision } from '../stock/stock.repo.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A line of a goods receipt. */
export interface ReceiptLineRef {
  docid: number;
  seq: number;
}

/**
 * The unit cost (unit1, base currency) each receipt line's move comes in at now (API.md §7.5, §7.7): the parts
 * invoices priced at their invoice value, the rest at the receipt's own value (core `receiptLineCost`). Read from
 * the receipt's lines and the invoice lines pulled from them as they stand in this transaction. Answers a revision
 * per line, with its item; lines of items without stock simply match no move.
 */
export async function receiptRevisions(tx: Tx, tenantId: number, refs: readonly ReceiptLineRef[]): Promise<(MoveRevision & { itemid: number })[]> {
  if (!refs.length) return [];
  const rows = rowsOf(
    await tx.execute(sql`
      with ref as (select distinct * from jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) as x(docid bigint, seq integer))
      select r.docid, r.seq, r.itemid, (r.quantity * r.unitratio)::text as qty, coalesce(r.extra ->> 'basevalue', '0') as value,
             coalesce((select jsonb_agg(jsonb_build_object('qty', (p.quantity * p.unitratio)::text, 'value', coalesce(p.extra ->> 'basevalue', '0')))
                       from trans_line p
                       where p.tenant_id = r.tenant_id and p.srcid = r.docid
                         and p.extra ->> 'srcform' = 'goods-receipt' and p.srcseq = r.seq), '[]'::jsonb) as invoiced
      from trans_line r join ref on r.docid = ref.docid and r.seq = ref.seq
      where r.tenant_id = ${tenantId} and r.docid = ${anyId(refs.map((r) => r.docid))} and r.itemid is not null`),
  );
  return rows.map((r) => {
    const qty = String(r.qty);
    const cost = receiptLineCost({ qty, value: String(r.value), invoiced: r.invoiced as { qty: string; value: string }[] });
    return { form: 'goods-receipt', docid: Number(r.docid), lineseq: Number(r.seq), itemid: Number(r.itemid), unitcost: unitCostFor(cost, qty) };
  });
}

/** The receipt lines a document's lines pull from now (what an invoice's save or delete must revise). */
export async function receiptLinesPulledBy(tx: Tx, tenantId: number, docid: number): Promise<ReceiptLineRef[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select srcid as docid, srcseq as seq from trans_line
      where tenant_id = ${tenantId} and docid = ${docid} and extra ->> 'srcform' = 'goods-receipt'`),
  );
  return rows.map((r) => ({ docid: Number(r.docid), seq: Number(r.seq) }));
}
