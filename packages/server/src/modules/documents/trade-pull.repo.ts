import { sql } from 'drizzle-orm';
import { approvedSql } from '../approvals/approval.repo.ts';
import type { Tx } from '../../platform/tx.ts';
import { anyId } from '../../platform/sql-ids.ts';

/**
 * What pulling reads and writes (API.md §7.2 `<source>`, §7.4): a pulled line keeps its source in `trans_line.extra`
 * (`srcform`, `srcid`, `srcseq`); a source's status is stored in `trans_document.status`, refreshed whenever a
 * document pulling from it is saved or deleted.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface SourceDoc {
  docid: number;
  docno: string;
  status: string;
  closedbyhand: boolean;
  partyid: number | null;
}

/**
 * Locks the source documents a save pulls from (in docid order, so concurrent pulls queue instead of deadlocking)
 * and answers those of `form` in the company: what is pulled is then read after every earlier pull committed.
 */
export async function lockSources(tx: Tx, tenantId: number, form: string, docids: readonly number[]): Promise<Map<number, SourceDoc>> {
  if (!docids.length) return new Map();
  const sorted = [...new Set(docids)].sort((a, b) => a - b);
  const rows = rowsOf(
    await tx.execute(sql`
      select docid, coalesce(docno, '') as docno, status, coalesce((header ->> 'closedbyhand')::boolean, false) as closedbyhand, coalesce(header ->> 'vendorid', header ->> 'customerid')::bigint as partyid
      from trans_document
      where tenant_id = ${tenantId} and form = ${form} and docid = ${anyId(sorted)}
      order by docid for update`),
  );
  return new Map(rows.map((r) => [Number(r.docid), { docid: Number(r.docid), docno: String(r.docno), status: String(r.status), closedbyhand: Boolean(r.closedbyhand), partyid: r.partyid == null ? null : Number(r.partyid) }]));
}

export interface SourceLineRow {
  docid: number;
  seq: number;
  itemid: number | null;
  itemno: string;
  quantity: string;
  unitratio: string;
}

/** The lines of source documents. */
export async function sourceLines(tx: Tx, tenantId: number, docids: readonly number[]): Promise<SourceLineRow[]> {
  if (!docids.length) return [];
  const rows = rowsOf(
    await tx.execute(sql`
      select l.docid, l.seq, l.itemid, coalesce(i.itemno, g.itemno, '') as itemno, l.quantity::text as quantity, l.unitratio::text as unitratio
      from trans_line l left join item i on i.tenant_id = l.tenant_id and i.itemid = l.itemid
      left join item_group g on l.itemid is null and g.tenant_id = l.tenant_id and g.groupid = (l.extra ->> 'groupid')::bigint
      where l.tenant_id = ${tenantId} and l.docid = ${anyId(docids)}
      order by l.docid, l.seq`),
  );
  return rows.map((r) => ({ docid: Number(r.docid), seq: Number(r.seq), itemid: r.itemid == null ? null : Number(r.itemid), itemno: String(r.itemno), quantity: String(r.quantity), unitratio: String(r.unitratio) }));
}

export interface PulledRow {
  /** The document that pulled. */
  docid: number;
  srcid: number;
  srcseq: number;
  quantity: string;
  unitratio: string;
  /** False when the document that pulled is a Temporary Invoice (`header.posted: false`): it reserves, it does not bill. */
  posted?: boolean;
}

/** What documents pulled from source documents. */
export async function pulledFrom(tx: Tx, tenantId: number, srcids: readonly number[]): Promise<PulledRow[]> {
  if (!srcids.length) return [];
  const rows = rowsOf(
    await tx.execute(sql`
      select l.docid, l.srcid, l.srcseq, l.quantity::text as quantity, l.unitratio::text as unitratio, coalesce((d.header ->> 'posted')::boolean, true) as posted
      from trans_line l join trans_document d on d.tenant_id = l.tenant_id and d.docid = l.docid
      where l.tenant_id = ${tenantId} and l.srcid = ${anyId(srcids)}`),
  );
  return rows.map((r) => ({ docid: Number(r.docid), srcid: Number(r.srcid), srcseq: Number(r.srcseq), quantity: String(r.quantity), unitratio: String(r.unitratio), posted: r.posted !== false }));
}

/**
 * The lines of source documents and what documents pulled from them, in one statement (`sourceLines` and
 * `pulledFrom` together). Read after `lockSources`: a statement sees what committed before it started, so the lock
 * must be taken by an earlier one.
 */
export async function sourceState(tx: Tx, tenantId: number, docids: readonly number[]): Promise<{ lines: SourceLineRow[]; pulled: PulledRow[] }> {
  if (!docids.length) return { lines: [], pulled: [] };
  const rows = rowsOf(
    await tx.execute(sql`
      select 'line' as part, l.docid, l.seq, l.itemid, coalesce(i.itemno, g.itemno, '') as itemno, l.quantity::text as quantity, l.unitratio::text as unitratio, null::bigint as srcid, null::boolean as posted
      from trans_line l left join item i on i.tenant_id = l.tenant_id and i.itemid = l.itemid
      left join item_group g on l.itemid is null and g.tenant_id = l.tenant_id and g.groupid = (l.extra ->> 'groupid')::bigint
      where l.tenant_id = ${tenantId} and l.docid = ${anyId(docids)}
      union all
      select 'pull', p.docid, p.srcseq, null, '', p.quantity::text, p.unitratio::text, p.srcid, coalesce((d.header ->> 'posted')::boolean, true)
      from trans_line p join trans_document d on d.tenant_id = p.tenant_id and d.docid = p.docid
      where p.tenant_id = ${tenantId} and p.srcid = ${anyId(docids)}
      order by 1, 2, 3`),
  );
  const lines: SourceLineRow[] = [];
  const pulled: PulledRow[] = [];
  for (const r of rows) {
    if (r.part === 'line') lines.push({ docid: Number(r.docid), seq: Number(r.seq), itemid: r.itemid == null ? null : Number(r.itemid), itemno: String(r.itemno), quantity: String(r.quantity), unitratio: String(r.unitratio) });
    else pulled.push({ docid: Number(r.docid), srcid: Number(r.srcid), srcseq: Number(r.seq), quantity: String(r.quantity), unitratio: String(r.unitratio), posted: r.posted !== false });
  }
  return { lines, pulled };
}

/** The source documents a document's lines pull from now (what a save or delete must refresh the status of). */
export async function sourcesOf(tx: Tx, tenantId: number, docid: number): Promise<{ srcform: string; srcid: number }[]> {
  const rows = rowsOf(
    await tx.execute(sql`select distinct extra ->> 'srcform' as srcform, srcid from trans_line where tenant_id = ${tenantId} and docid = ${docid} and srcid is not null`),
  );
  return rows.map((r) => ({ srcform: String(r.srcform), srcid: Number(r.srcid) }));
}

export async function setStatus(tx: Tx, tenantId: number, docid: number, status: string) {
  await tx.execute(sql`update trans_document set status = ${status} where tenant_id = ${tenantId} and docid = ${docid} and status is distinct from ${status}`);
}

/** Sets or clears the by-hand close of a source (kept in its header, never shown as a header field). */
export async function setClosedByHand(tx: Tx, tenantId: number, docid: number, closed: boolean) {
  await tx.execute(sql`update trans_document set header = jsonb_set(header, '{closedbyhand}', to_jsonb(${closed}::boolean)) where tenant_id = ${tenantId} and docid = ${docid}`);
}

/** The documents made from a source (`diproses/{id}`): form, id, number, date and total. */
export async function documentsFrom(tx: Tx, tenantId: number, srcid: number) {
  const rows = rowsOf(
    await tx.execute(sql`
      select d.form, d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, d.totalamount::text as totalamount
      from trans_document d
      where d.tenant_id = ${tenantId}
        and d.docid in (select l.docid from trans_line l where l.tenant_id = ${tenantId} and l.srcid = ${srcid})
      order by d.transdate, d.docid`),
  );
  return rows.map((r) => ({ form: String(r.form), id: Number(r.docid), number: String(r.docno), date: String(r.transdate), totalamount: String(r.totalamount) }));
}

/**
 * Open source documents of a form (not closed) with something left to pull, of one party when `partyid` is given
 * (`pullTransaction`): a delivery order a Temporary Invoice took whole is open for billing but has nothing to offer.
 */
export async function openSources(tx: Tx, tenantId: number, form: string, partyField: string | null, partyid: number | null) {
  const party = partyField && partyid ? sql`and (d.header ->> ${partyField})::bigint = ${partyid}` : sql``;
  const rows = rowsOf(
    await tx.execute(sql`
      select d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, d.description, d.status, d.totalamount::text as totalamount, d.header
      from trans_document d
      where d.tenant_id = ${tenantId} and d.form = ${form} and d.status in ('open', 'partial') ${party} and ${approvedSql(tenantId, form, sql`d.docid`)}
        and exists (
          select 1 from trans_line l
          where l.tenant_id = d.tenant_id and l.docid = d.docid
            and l.quantity * l.unitratio > coalesce((
              select sum(p.quantity * p.unitratio) from trans_line p
              where p.tenant_id = d.tenant_id and p.srcid = d.docid and p.srcseq = l.seq), 0))
      order by d.transdate, d.docid
      limit 500`),
  );
  return rows.map((r) => ({ docid: Number(r.docid), docno: String(r.docno), transdate: String(r.transdate), description: String(r.description), status: String(r.status), totalamount: String(r.totalamount), header: (r.header ?? {}) as Row }));
}

/** Invoices of a form (of one party when `partyid` is given) with a line not fully pulled by returns (`getInvoiceRetur`). */
export async function returnableInvoices(tx: Tx, tenantId: number, form: string, partyField: string | null, partyid: number | null) {
  const party = partyField && partyid ? sql`and (d.header ->> ${partyField})::bigint = ${partyid}` : sql``;
  const rows = rowsOf(
    await tx.execute(sql`
      select d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, d.description, d.status, d.totalamount::text as totalamount, d.header
      from trans_document d
      where d.tenant_id = ${tenantId} and d.form = ${form} ${party} and ${approvedSql(tenantId, form, sql`d.docid`)}
        and exists (
          select 1 from trans_line l
          where l.tenant_id = d.tenant_id and l.docid = d.docid and (l.itemid is not null or l.extra ? 'groupid')
            and l.quantity * l.unitratio > coalesce((
              select sum(p.quantity * p.unitratio) from trans_line p
              where p.tenant_id = d.tenant_id and p.srcid = d.docid and p.srcseq = l.seq), 0))
      order by d.transdate, d.docid
      limit 500`),
  );
  return rows.map((r) => ({ docid: Number(r.docid), docno: String(r.docno), transdate: String(r.transdate), description: String(r.description), status: String(r.status), totalamount: String(r.totalamount), header: (r.header ?? {}) as Row }));
}
