import { parseFeatures, type SerialItem } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

/** Storage and queries of serial and batch numbers (table serial_move, migration 0036). Quantities in unit1. */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const idList = (ids: readonly number[]) => sql`(select jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb)::bigint)`;

/** A serial row as a line stores it (`trans_line.extra.serials`). */
export interface StoredSerial {
  serialno: string;
  quantity: string;
  expdate?: string | null;
}

export interface SerialMoveInput {
  form: string;
  docid: number;
  lineseq: number;
  itemid: number;
  warehouseid: number;
  serialno: string;
  transdate: string;
  qtyin: string;
  qtyout: string;
  expdate: string | null;
}

/** Whether the company uses serial and batch numbers (preference feature `persediaan.usesn`). */
export async function companyUsesSerials(tx: Tx, tenantId: number): Promise<boolean> {
  const [r] = rowsOf(await tx.execute(sql`select pcompany->>'features' as features from preference where tenant_id = ${tenantId}`));
  return parseFeatures((r?.features as string | null) ?? null).persediaan.usesn === true;
}

/** The serial flags of items by id. */
export async function serialItems(tx: Tx, tenantId: number, itemids: readonly number[]): Promise<Map<number, SerialItem>> {
  if (!itemids.length) return new Map();
  const rows = rowsOf(await tx.execute(sql`select itemid, itemno, usesn, forcesn, useexp, sntype from item where tenant_id = ${tenantId} and itemid in ${idList(itemids)}`));
  return new Map(rows.map((r) => [Number(r.itemid), { itemno: String(r.itemno), usesn: Boolean(r.usesn), forcesn: Boolean(r.forcesn), useexp: Boolean(r.useexp), sntype: Number(r.sntype ?? 0) }]));
}

/** The serial rows each line of a document stores, by line seq. */
export async function lineSerials(tx: Tx, tenantId: number, docid: number): Promise<Map<number, StoredSerial[]>> {
  const rows = rowsOf(await tx.execute(sql`select seq, extra->'serials' as serials from trans_line where tenant_id = ${tenantId} and docid = ${docid} and jsonb_typeof(extra->'serials') = 'array'`));
  return new Map(rows.map((r) => [Number(r.seq), r.serials as StoredSerial[]]));
}

/** Removes a document's serial rows; answers the item × number pairs they were of. */
export async function deleteSerialMoves(tx: Tx, tenantId: number, form: string, docid: number): Promise<{ itemid: number; serialno: string }[]> {
  const rows = rowsOf(await tx.execute(sql`delete from serial_move where tenant_id = ${tenantId} and form = ${form} and docid = ${docid} returning itemid, serialno`));
  return rows.map((r) => ({ itemid: Number(r.itemid), serialno: String(r.serialno) }));
}

export async function insertSerialMoves(tx: Tx, tenantId: number, moves: readonly SerialMoveInput[]) {
  if (!moves.length) return;
  await tx.execute(sql`
    insert into serial_move (tenant_id, form, docid, lineseq, itemid, warehouseid, serialno, transdate, qtyin, qtyout, expdate)
    select ${tenantId}, x.form, x.docid, x.lineseq, x.itemid, x.warehouseid, x.serialno, x.transdate, x.qtyin, x.qtyout, x.expdate
    from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
      as x(form text, docid bigint, lineseq integer, itemid bigint, warehouseid bigint, serialno text, transdate date, qtyin numeric, qtyout numeric, expdate date)`);
}

/** The first day on which one of the numbers is short in a warehouse, or a serial number is in stock more than once. */
export interface SerialConflict {
  problem: 'short' | 'twice';
  itemno: string;
  sntype: number;
  serialno: string;
  whname: string;
  date: string;
}

/**
 * Checks the running stock of some item × number pairs at the end of every day they moved: never below zero in a
 * warehouse, and, for serial numbers (`sntype` 0), never more than one in the company. The items are locked by the
 * stock engine, so no other document changes these numbers meanwhile.
 */
export async function firstSerialConflict(tx: Tx, tenantId: number, pairs: readonly { itemid: number; serialno: string }[]): Promise<SerialConflict | undefined> {
  if (!pairs.length) return undefined;
  const [r] = rowsOf(
    await tx.execute(sql`
      with k as (select distinct * from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as x(itemid bigint, serialno text)),
      d as (
        select s.itemid, s.serialno, s.warehouseid, s.transdate, sum(s.qtyin - s.qtyout) as net
        from serial_move s join k on k.itemid = s.itemid and k.serialno = s.serialno
        where s.tenant_id = ${tenantId}
        group by 1, 2, 3, 4),
      w as (select d.*, sum(d.net) over (partition by d.itemid, d.serialno, d.warehouseid order by d.transdate) as bal from d),
      c as (select itemid, serialno, transdate, sum(net) as net from d group by 1, 2, 3),
      t as (select c.*, sum(c.net) over (partition by c.itemid, c.serialno order by c.transdate) as bal from c),
      p as (
        select 'short' as problem, itemid, serialno, warehouseid, transdate from w where bal < 0
        union all
        select 'twice', itemid, serialno, null, transdate from t where bal > 1)
      select p.problem, i.itemno, i.sntype, p.serialno, coalesce(wh.whname, '') as whname, p.transdate::text as date
      from p join item i on i.tenant_id = ${tenantId} and i.itemid = p.itemid
      left join warehouse wh on wh.tenant_id = ${tenantId} and wh.whid = p.warehouseid
      where p.problem = 'short' or i.sntype = 0
      order by p.transdate, p.problem
      limit 1`),
  );
  if (!r) return undefined;
  return { problem: r.problem as 'short' | 'twice', itemno: String(r.itemno), sntype: Number(r.sntype), serialno: String(r.serialno), whname: String(r.whname), date: String(r.date) };
}

/** serial-number-trans: the documents of a form that have serial rows, newest first. */
export async function documentsWithSerials(tx: Tx, tenantId: number, form: string, q: { page: number; size: number }) {
  const rows = rowsOf(
    await tx.execute(sql`
      select d.docid, d.docno, d.transdate::text as transdate, d.description, count(*)::int as rows, sum(s.qtyin + s.qtyout)::text as quantity, count(*) over ()::int as total
      from serial_move s join trans_document d on d.tenant_id = s.tenant_id and d.docid = s.docid
      where s.tenant_id = ${tenantId} and s.form = ${form}
      group by d.tenant_id, d.docid
      order by d.transdate desc, d.docid desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
  return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
}

/** serial-number-transdet: one document's serial rows per line (a transfer's out and in each). */
export async function documentSerialRows(tx: Tx, tenantId: number, form: string, docid: number) {
  return rowsOf(
    await tx.execute(sql`
      select s.lineseq, i.itemno, i.itemdescription, i.sntype, s.warehouseid, coalesce(wh.whname, '') as whname, s.serialno,
             s.qtyin::text as qtyin, s.qtyout::text as qtyout, s.expdate::text as expdate, s.transdate::text as transdate
      from serial_move s
      join item i on i.tenant_id = s.tenant_id and i.itemid = s.itemid
      left join warehouse wh on wh.tenant_id = s.tenant_id and wh.whid = s.warehouseid
      where s.tenant_id = ${tenantId} and s.form = ${form} and s.docid = ${docid}
      order by s.lineseq, s.serialmoveid`),
  );
}

/**
 * serial-number-search: the numbers of an item a document dated `date` can take out (in one warehouse, or each
 * warehouse), with their expiry and quantity: what is in stock at the end of that day, but no more than the least
 * the number has at the end of any later day it moves (a later document already takes the rest out), leaving out
 * the rows of the document being edited (what it takes out is available to it again). Without a date: now.
 */
export async function availableSerials(tx: Tx, tenantId: number, q: { itemid: number; date?: string; warehouseid?: number; exclude?: { form: string; docid: number } }) {
  const date = q.date ?? '9999-12-31';
  return rowsOf(
    await tx.execute(sql`
      with d as (
        select s.serialno, s.warehouseid, s.transdate, sum(s.qtyin - s.qtyout) as net
        from serial_move s
        where s.tenant_id = ${tenantId} and s.itemid = ${q.itemid}
          ${q.warehouseid ? sql`and s.warehouseid = ${q.warehouseid}` : sql``}
          and not (s.form = ${q.exclude?.form ?? ''} and s.docid = ${q.exclude?.docid ?? 0})
        group by 1, 2, 3),
      r as (select d.*, sum(d.net) over (partition by d.serialno, d.warehouseid order by d.transdate) as bal from d),
      a as (
        select serialno, warehouseid,
               least(coalesce(sum(net) filter (where transdate <= ${date}::date), 0), coalesce(min(bal) filter (where transdate > ${date}::date), 'Infinity'::numeric)) as quantity
        from r group by 1, 2)
      select a.serialno, a.warehouseid, coalesce(wh.whname, '') as whname, a.quantity::text as quantity,
             (select max(e.expdate)::text from serial_move e where e.tenant_id = ${tenantId} and e.itemid = ${q.itemid} and e.serialno = a.serialno) as expdate
      from a left join warehouse wh on wh.tenant_id = ${tenantId} and wh.whid = a.warehouseid
      where a.quantity > 0
      order by expdate nulls last, a.serialno, a.warehouseid
      limit 1000`),
  );
}
