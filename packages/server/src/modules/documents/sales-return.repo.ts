import { sql } from 'drizzle-orm';
import { anyId } from '../../platform/sql-ids.ts';
import type { Tx } from '../../platform/tx.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const idOf = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The sales invoice a return is made against, as the return checks it; undefined when the company has none by that id. */
export interface ReturnedInvoice {
  docid: number;
  docno: string;
  customerid: number | null;
  /** False for a Temporary Invoice (`posted: false`), which cannot be returned. */
  posted: boolean;
  currencyid: number | null;
  rate: string;
}

export async function returnedInvoice(tx: Tx, tenantId: number, invoiceid: number): Promise<ReturnedInvoice | undefined> {
  const [r] = rowsOf(
    await tx.execute(sql`
      select docid, coalesce(docno, '') as docno, header ->> 'customerid' as customerid, coalesce((header ->> 'posted')::boolean, true) as posted,
             header ->> 'currencyid' as currencyid, coalesce(header ->> 'rate', '1') as rate
      from trans_document where tenant_id = ${tenantId} and form = 'sales-invoice' and docid = ${invoiceid}`),
  );
  if (!r) return undefined;
  return { docid: Number(r.docid), docno: String(r.docno), customerid: idOf(r.customerid), posted: Boolean(r.posted), currencyid: idOf(r.currencyid), rate: String(r.rate) };
}

/**
 * `with ref, src`: each named line (form, docid, seq) beside the line its goods left stock with — the delivery order's
 * line when an invoice line was pulled from one, else itself (rform/rdocid/rseq name the line asked about).
 */
export const returnSources = (tenantId: number, refs: readonly { form: string; docid: number; seq: number }[]) => sql`with ref as (select distinct * from jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) as x(form text, docid bigint, seq integer)),
      src as (
        select ref.form as rform, ref.docid as rdocid, ref.seq as rseq,
               case when ref.form = 'sales-invoice' and l.extra ->> 'srcform' = 'delivery-order' then 'delivery-order' else ref.form end as form,
               case when ref.form = 'sales-invoice' and l.extra ->> 'srcform' = 'delivery-order' then (l.extra ->> 'srcid')::bigint else ref.docid end as docid,
               case when ref.form = 'sales-invoice' and l.extra ->> 'srcform' = 'delivery-order' then (l.extra ->> 'srcseq')::integer else ref.seq end as lineseq
        from ref left join trans_line l on l.tenant_id = ${tenantId} and l.docid = ref.docid and l.seq = ref.seq)`;

/**
 * The outgoing move each returned line's goods left with (API.md §7.5), by the line it names: an invoice line pulled
 * from a delivery order left with the delivery order's move, any other invoice line with the invoice's own; a
 * `withoutsi` line names the delivery order's line. Answers, by `form:docid:seq` of the line named, the move's
 * key parts, date and document number, and the account it left against (goods in transit for a delivery order's move); none for a line whose
 * goods never moved (a service).
 */
export async function outgoingMovesOf(
  tx: Tx,
  tenantId: number,
  refs: readonly { form: string; docid: number; seq: number }[],
): Promise<Map<string, { form: string; docid: number; lineseq: number; counterglid: number | null; transdate: string; docno: string }>> {
  if (!refs.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      ${returnSources(tenantId, refs)}
      select src.rform, src.rdocid, src.rseq, m.form, m.docid, m.lineseq, m.counterglid, m.transdate::text as transdate,
             (select coalesce(d.docno, '') from trans_document d where d.tenant_id = m.tenant_id and d.docid = m.docid) as docno
      from src join stock_move m on m.tenant_id = ${tenantId} and m.form = src.form and m.docid = src.docid and m.lineseq = src.lineseq and m.kind = 'issue'`),
  );
  return new Map(
    rows.map((r) => [
      `${String(r.rform)}:${Number(r.rdocid)}:${Number(r.rseq)}`,
      { form: String(r.form), docid: Number(r.docid), lineseq: Number(r.lineseq), counterglid: idOf(r.counterglid), transdate: String(r.transdate), docno: String(r.docno) },
    ]),
  );
}

/** Each item's sales return account (the item's `salesretglaccnt`, else its category's), and the company's default `salesreturn`. */
export async function salesReturnAccounts(tx: Tx, tenantId: number, itemids: readonly number[]): Promise<{ items: Map<number, number | null>; fallback: number | null }> {
  const rows = itemids.length
    ? rowsOf(
        await tx.execute(sql`
          select i.itemid, coalesce(i.salesretglaccnt, c.salesretglaccnt) as glid
          from item i left join item_category c on c.tenant_id = i.tenant_id and c.categoryid = i.categoryid
          where i.tenant_id = ${tenantId} and i.itemid = ${anyId([...new Set(itemids)])}`),
      )
    : [];
  const [p] = rowsOf(await tx.execute(sql`select p.pdefaccnt ->> 'salesreturn' as glid from preference p where p.tenant_id = ${tenantId}`));
  return { items: new Map(rows.map((r) => [Number(r.itemid), idOf(r.glid)])), fallback: idOf(p?.glid) };
}

/** The receipts (by number) that apply a customer's credit in a currency: named when a return's credit they used is taken back. */
export async function creditUsers(tx: Tx, tenantId: number, customerid: number, currencyid: number | null): Promise<string[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select coalesce(docno, '') as docno from trans_document
      where tenant_id = ${tenantId} and form = 'sales-payment' and (header ->> 'customerid')::bigint = ${customerid}
        and coalesce((header ->> 'creditcurrencyid')::bigint, 0) = ${currencyid ?? 0} and coalesce((header ->> 'applyfromcredit')::numeric, 0) > 0
      order by docid`),
  );
  return rows.map((r) => String(r.docno));
}
