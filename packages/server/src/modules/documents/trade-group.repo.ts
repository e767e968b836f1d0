import { sql } from 'drizzle-orm';
import { anyId } from '../../platform/sql-ids.ts';
import type { Tx } from '../../platform/tx.ts';
import { returnSources } from './sales-return.repo.ts';

/**
 * SQL of item groups on sales lines (trade-group-prepare.ts, trade-group-stock.ts): the groups a line's number names,
 * and the component moves a group line's goods left with (a delivery order's, an invoice's).
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const idOf = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

export interface GroupHead {
  groupid: number;
  itemno: string;
  itemdescription: string;
  unit1: string;
  salesglid: number | null;
  salesretglid: number | null;
}

/** The company's item groups by number (a sales line names an item or a group, never both: one number space). */
export async function groupsByNumbers(tx: Tx, tenantId: number, itemnos: readonly string[]): Promise<Map<string, GroupHead>> {
  if (!itemnos.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select groupid, itemno, itemdescription, unit1, salesglaccnt, salesretglaccnt from item_group
      where tenant_id = ${tenantId} and itemno in (select jsonb_array_elements_text(${JSON.stringify([...new Set(itemnos)])}::jsonb))`),
  );
  return new Map(
    rows.map((r) => [
      String(r.itemno),
      { groupid: Number(r.groupid), itemno: String(r.itemno), itemdescription: String(r.itemdescription), unit1: String(r.unit1), salesglid: idOf(r.salesglaccnt), salesretglid: idOf(r.salesretglaccnt) },
    ]),
  );
}

/** A component move of a delivery order's group line, with what other invoices already took of that line. */
export interface DeliveredComponent {
  docid: number;
  seq: number;
  itemid: number;
  /** What the component's goods left inventory with (base currency), into `gitglid`. */
  cost: string;
  gitglid: number;
  /** The delivery line's group quantity, and how much of it and of this component's cost other invoices took. */
  doqty: string;
  takenqty: string;
  takencost: string;
}

/**
 * The component moves of delivery-order group lines (`refs`), with the quantity other invoices than `self` pulled of
 * each line and the cost they took of each component (their lines' `extra.groupcosts`). Read after the invoice's pull
 * check locked the delivery orders.
 */
export async function deliveredComponents(tx: Tx, tenantId: number, refs: readonly { docid: number; seq: number }[], self: number | undefined): Promise<DeliveredComponent[]> {
  if (!refs.length) return [];
  const rows = rowsOf(
    await tx.execute(sql`
      with ref as (select distinct * from jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) as x(docid bigint, seq integer)),
      other as (
        select l.srcid, l.srcseq, l.quantity, l.extra from trans_line l
        where l.tenant_id = ${tenantId} and l.srcid = ${anyId(refs.map((r) => r.docid))} and l.extra ->> 'srcform' = 'delivery-order' and l.docid <> ${self ?? 0})
      select ref.docid, ref.seq, m.itemid, m.cost::text as cost, m.counterglid, d.quantity::text as doqty,
             coalesce((select sum(o.quantity) from other o where o.srcid = ref.docid and o.srcseq = ref.seq), 0)::text as takenqty,
             coalesce((select sum((c ->> 'cost')::numeric) from other o cross join jsonb_array_elements(coalesce(o.extra -> 'groupcosts', '[]'::jsonb)) c
                       where o.srcid = ref.docid and o.srcseq = ref.seq and (c ->> 'itemid')::bigint = m.itemid), 0)::text as takencost
      from ref
      join trans_line d on d.tenant_id = ${tenantId} and d.docid = ref.docid and d.seq = ref.seq
      join stock_move m on m.tenant_id = ${tenantId} and m.form = 'delivery-order' and m.docid = ref.docid and m.lineseq = ref.seq and m.kind = 'issue'
      order by ref.docid, ref.seq, m.itemid`),
  );
  return rows.map((r) => ({
    docid: Number(r.docid),
    seq: Number(r.seq),
    itemid: Number(r.itemid),
    cost: String(r.cost),
    gitglid: Number(r.counterglid),
    doqty: String(r.doqty),
    takenqty: String(r.takenqty),
    takencost: String(r.takencost),
  }));
}

/** A component move a returned group line's goods left with. */
export interface OutgoingComponent {
  /** The line the return names (`form:docid:seq`). */
  ref: string;
  itemid: number;
  /** The move's key parts: an invoice line pulled from a delivery order left with the delivery order's move. */
  form: string;
  docid: number;
  lineseq: number;
  counterglid: number | null;
  transdate: string;
  docno: string;
  /** The component quantity that left (unit1) and the group quantity of the line it left with. */
  qtyout: string;
  lineqty: string;
}

/** The component moves each named line's goods left with (as `outgoingMovesOf` for items, one row per component). */
export async function outgoingComponents(tx: Tx, tenantId: number, refs: readonly { form: string; docid: number; seq: number }[]): Promise<OutgoingComponent[]> {
  if (!refs.length) return [];
  const rows = rowsOf(
    await tx.execute(sql`
      ${returnSources(tenantId, refs)}
      select src.rform, src.rdocid, src.rseq, m.itemid, m.form, m.docid, m.lineseq, m.counterglid, m.transdate::text as transdate, m.qtyout::text as qtyout,
             s.quantity::text as lineqty, coalesce(d.docno, '') as docno
      from src
      join stock_move m on m.tenant_id = ${tenantId} and m.form = src.form and m.docid = src.docid and m.lineseq = src.lineseq and m.kind = 'issue'
      join trans_line s on s.tenant_id = ${tenantId} and s.docid = src.docid and s.seq = src.lineseq
      join trans_document d on d.tenant_id = ${tenantId} and d.docid = src.docid
      order by m.itemid`),
  );
  return rows.map((r) => ({
    ref: `${String(r.rform)}:${Number(r.rdocid)}:${Number(r.rseq)}`,
    itemid: Number(r.itemid),
    form: String(r.form),
    docid: Number(r.docid),
    lineseq: Number(r.lineseq),
    counterglid: idOf(r.counterglid),
    transdate: String(r.transdate),
    docno: String(r.docno),
    qtyout: String(r.qtyout),
    lineqty: String(r.lineqty),
  }));
}
