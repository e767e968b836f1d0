import { moveKey, type CostState, type MoveCost, type MoveKind, type StockMove } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { anyId } from '../../platform/sql-ids.ts';

/** A move to store; its item is the change's, its `seq` the next free one on its date (in the order given). */
export interface NewMove {
  warehouseid: number;
  transdate: string;
  kind: MoveKind;
  form: string;
  docid: number;
  lineseq: number;
  qtyin: string;
  qtyout: string;
  /** Openings and receipts: the unit cost they come in at. */
  unitcost?: string | null;
  /** Transfer-ins and return-ins: the key of the move they take their cost from (`moveKey`). */
  sourcekey?: string | null;
  /** Where the move's cost posts (core postStockMoves); a correcting journal reads them back. */
  stockglid?: number | null;
  counterglid?: number | null;
  deptid?: number | null;
  projectid?: number | null;
}

/** The accounts and dimensions a move's cost posts to. */
export interface MoveAccounts {
  stockglid: number | null;
  counterglid: number | null;
  deptid: number | null;
  projectid: number | null;
}

export interface Position {
  date: string;
  seq: number;
}

/** What a stored move was last costed at (running figures are derived on read, never stored on a move). */
export type StoredCost = Pick<MoveCost, 'key' | 'cost' | 'adjustment'>;

/** A stored move with what it was last costed at (its document and accounts: `moveDetails`, for the few that need them). */
export interface StoredMove {
  moveid: number;
  move: StockMove;
  stored: StoredCost;
}

/**
 * Where an item's cost snapshots stand: after every `every`-th of its moves (a fixed grid over its whole history) and
 * after each of its last `tail` moves.
 */
export interface SnapshotSpacing {
  every: number;
  tail: number;
}

/** A cost snapshot: the item's `CostState` after the move at `at`, its `movecount`-th, and its running totals. */
export interface Snapshot {
  at: Position;
  movecount: number;
  state: CostState;
  balance: string;
  value: string;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const num = (value: unknown): number => Number(String(value));
const text = (value: unknown): string => String(value);

/**
 * The items' rows, locked for the rest of the transaction in itemid order (changes of one item's stock run one after
 * another, and two documents lock their items in the same order). `for no key update`: lines of other documents
 * that reference the item (foreign keys take a key-share lock) are not blocked by it, nor do they block it.
 */
export async function lockItems(tx: Tx, tenantId: number, itemids: readonly number[]): Promise<Map<number, { itemno: string }>> {
  if (!itemids.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`select itemid, itemno from item where tenant_id = ${tenantId} and itemid = ${anyId(itemids)} order by itemid for no key update`),
  );
  return new Map(rows.map((r) => [num(r.itemid), { itemno: text(r.itemno) }]));
}

/** The earliest position per item of rows answered as (itemid, date, seq). */
function earliestByItem(rows: Row[]): Map<number, Position> {
  const out = new Map<number, Position>();
  for (const r of rows) {
    const itemid = num(r.itemid);
    const p = { date: text(r.date), seq: num(r.seq) };
    const e = out.get(itemid);
    if (!e || p.date < e.date || (p.date === e.date && p.seq < e.seq)) out.set(itemid, p);
  }
  return out;
}

/** Deletes a document's moves of the given items; answers, per item, where the earliest of them stood. */
export async function deleteDocumentMoves(tx: Tx, tenantId: number, itemids: readonly number[], doc: { form: string; docid: number }): Promise<Map<number, Position>> {
  if (!itemids.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      delete from stock_move where tenant_id = ${tenantId} and form = ${doc.form} and docid = ${doc.docid} and itemid = ${anyId(itemids)}
      returning itemid, transdate::text as date, seq`),
  );
  return earliestByItem(rows);
}

/** A receipt move whose unit cost is revised in place (a purchase invoice's price for goods received before). */
export interface MoveRevision {
  form: string;
  docid: number;
  lineseq: number;
  unitcost: string;
}

/**
 * Sets the unit cost of receipt moves (the items must be locked); answers, per item, where the earliest move whose
 * unit cost really changed stands, so the engine recosts from there.
 */
export async function reviseMoves(tx: Tx, tenantId: number, revisions: readonly (MoveRevision & { itemid: number })[]): Promise<Map<number, Position>> {
  if (!revisions.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      with input as (
        select x.itemid, x.form, x.docid, x.lineseq, x.unitcost::numeric as unitcost
        from jsonb_to_recordset(${JSON.stringify(revisions)}::jsonb) as x(itemid bigint, form text, docid bigint, lineseq integer, unitcost text))
      update stock_move m set unitcost = i.unitcost from input i
      where m.tenant_id = ${tenantId} and m.itemid = ${anyId(revisions.map((r) => r.itemid))}
        and m.itemid = i.itemid and m.form = i.form and m.docid = i.docid and m.lineseq = i.lineseq and m.kind = 'receipt' and m.unitcost is distinct from i.unitcost
      returning m.itemid, m.transdate::text as date, m.seq`),
  );
  return earliestByItem(rows);
}

/**
 * Inserts moves of many items in one statement, each after the moves already on its item's date (in the order
 * given, so a transfer's out and in stay next to each other). The items must be locked (`lockItems`): the next seq
 * is read here.
 */
export async function insertMoves(tx: Tx, tenantId: number, moves: readonly (NewMove & { itemid: number })[]): Promise<{ itemid: number; moveid: number; date: string; seq: number }[]> {
  if (moves.length === 0) return [];
  const input = JSON.stringify(moves.map((m, ord) => ({ ord, ...m, unitcost: m.unitcost ?? null, sourcekey: m.sourcekey ?? null })));
  const rows = rowsOf(
    await tx.execute(sql`
      with input as (
        -- quantities and costs travel as JSON strings and are read as numeric: never a float on the way
        select x.ord, x.itemid, x.warehouseid, x.transdate, x.kind, x.form, x.docid, x.lineseq, x.qtyin::numeric(24, 6) as qtyin,
               x.qtyout::numeric(24, 6) as qtyout, x.unitcost::numeric as unitcost, x.sourcekey, x.stockglid, x.counterglid, x.deptid, x.projectid
        from jsonb_to_recordset(${input}::jsonb) as x(ord integer, itemid bigint, warehouseid bigint, transdate date, kind text, form text, docid bigint, lineseq integer,
                                                     qtyin text, qtyout text, unitcost text, sourcekey text, stockglid bigint, counterglid bigint, deptid bigint, projectid bigint)),
      top as (
        select m.itemid, m.transdate, max(m.seq) as seq from stock_move m
        join (select distinct itemid, transdate from input) d on d.itemid = m.itemid and d.transdate = m.transdate
        where m.tenant_id = ${tenantId} and m.itemid = ${anyId(moves.map((m) => m.itemid))}
        group by m.itemid, m.transdate)
      insert into stock_move (tenant_id, itemid, warehouseid, transdate, seq, kind, form, docid, lineseq, qtyin, qtyout, unitcost, sourcekey, stockglid, counterglid, deptid, projectid)
      select ${tenantId}, i.itemid, i.warehouseid, i.transdate, coalesce(top.seq, 0) + row_number() over (partition by i.itemid, i.transdate order by i.ord),
             i.kind, i.form, i.docid, i.lineseq, i.qtyin, i.qtyout, i.unitcost, i.sourcekey, i.stockglid, i.counterglid, i.deptid, i.projectid
      from input i left join top on top.itemid = i.itemid and top.transdate = i.transdate
      order by i.ord
      returning itemid, moveid, transdate::text as date, seq`),
  );
  return rows.map((r) => ({ itemid: num(r.itemid), moveid: num(r.moveid), date: text(r.date), seq: num(r.seq) }));
}

/**
 * The moves of a packed text, one line per move, fields separated by tabs in the order loadFrom writes them: date,
 * seq, moveid, warehouseid, kind, key, qtyin, qtyout, unitcost, sourcekey, cost, adjustment (an empty unitcost or
 * sourcekey is none). One pass straight into the engine's objects: at 100,000 moves, intermediate rows cost more
 * in garbage collection than the parsing.
 */
function parseMoves(itemid: number, packed: unknown): StoredMove[] {
  if (typeof packed !== 'string' || packed === '') return [];
  const moves: StoredMove[] = [];
  let start = 0;
  while (start <= packed.length) {
    let end = packed.indexOf('\n', start);
    if (end < 0) end = packed.length;
    const [date, seq, moveid, warehouseid, kind, key, qtyin, qtyout, unitcost, sourcekey, cost, adjustment] = packed.slice(start, end).split('\t') as string[];
    const base = { date: date!, seq: Number(seq), itemid, warehouseid: Number(warehouseid), qtyin: qtyin!, qtyout: qtyout!, key: key! };
    const move: StockMove =
      kind === 'opening' || kind === 'receipt'
        ? { ...base, kind, unitcost: unitcost || '0' }
        : kind === 'transfer-in' || kind === 'return-in'
          ? { ...base, kind, sourcekey: sourcekey ?? '' }
          : { ...base, kind: kind as 'issue' | 'transfer-out' };
    moves.push({ moveid: Number(moveid), move, stored: { key: key!, cost: cost!, adjustment: adjustment! } });
    start = end + 1;
  }
  return moves;
}

/**
 * Per item, the newest snapshot strictly before its `from` (a snapshot at `from` itself may include a move that is
 * gone), and every move after that snapshot, in (date, seq) order: index range reads, no sort.
 */
export async function loadFromMany(tx: Tx, tenantId: number, starts: readonly { itemid: number; from: Position }[]): Promise<Map<number, { snapshot: Snapshot | null; moves: StoredMove[] }>> {
  if (!starts.length) return new Map();
  const input = JSON.stringify(starts.map((s) => ({ itemid: s.itemid, date: s.from.date, seq: s.from.seq })));
  // The moves come back as one text value per item, a line per move and a tab between fields (parseMoves): at
  // 100,000 moves, splitting one string is seconds faster than the driver decoding a dozen columns of every row.
  const rows = rowsOf(
    await tx.execute(sql`
      select x.itemid, s.uptodate::text as date, s.uptoseq as seq, s.movecount, s.state, s.balance::text as balance, s.value::text as value,
             (select string_agg(concat_ws(E'\t', m.transdate, m.seq, m.moveid, m.warehouseid, m.kind, concat_ws(':', m.form, m.docid, m.lineseq, m.kind),
                                          m.qtyin, m.qtyout, coalesce(m.unitcost::text, ''), coalesce(m.sourcekey, ''), m.cost, m.adjustment),
                                E'\n' order by m.transdate, m.seq)
              from stock_move m
              where m.tenant_id = ${tenantId} and m.itemid = x.itemid
                and (m.transdate, m.seq) > (coalesce(s.uptodate, '0001-01-01'::date), coalesce(s.uptoseq, 0))) as moves
      from jsonb_to_recordset(${input}::jsonb) as x(itemid bigint, date date, seq integer)
      left join lateral (
        select * from stock_cost_state c
        where c.tenant_id = ${tenantId} and c.itemid = x.itemid and (c.uptodate, c.uptoseq) < (x.date, x.seq)
        order by c.uptodate desc, c.uptoseq desc limit 1) s on true`),
  );
  const rowOf = new Map(rows.map((r) => [num(r.itemid), r]));
  return new Map(
    starts.map(({ itemid }) => {
      const head = rowOf.get(itemid);
      const snapshot = head && head.date !== null ? { at: { date: text(head.date), seq: num(head.seq) }, movecount: num(head.movecount), state: head.state as CostState, balance: text(head.balance), value: text(head.value) } : null;
      return [itemid, { snapshot, moves: parseMoves(itemid, head?.moves) }];
    }),
  );
}

/** One item's snapshot and moves from `from` on (`loadFromMany` for one item). */
export async function loadFrom(tx: Tx, tenantId: number, itemid: number, from: Position): Promise<{ snapshot: Snapshot | null; moves: StoredMove[] }> {
  return (await loadFromMany(tx, tenantId, [{ itemid, from }])).get(itemid)!;
}

/** Quantity and stored cost of outgoing moves of the item, by key (a return's source that lies before a snapshot). */
export async function outgoingCosts(tx: Tx, tenantId: number, itemid: number, keys: readonly string[]): Promise<Map<string, { qty: string; cost: string }>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select form, docid, lineseq, kind, qtyout::text as qty, cost::text as cost from stock_move
      where tenant_id = ${tenantId} and itemid = ${itemid} and qtyout > 0
        and form || ':' || docid || ':' || lineseq || ':' || kind in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`),
  );
  return new Map(rows.map((r) => [moveKey({ form: text(r.form), docid: num(r.docid), lineseq: num(r.lineseq), kind: text(r.kind) }), { qty: text(r.qty), cost: text(r.cost) }]));
}

/** A move's document line (with the document's number) and where its cost posts (the document's accounts and dimensions). */
export interface MoveDetails {
  form: string;
  docid: number;
  docno: string;
  lineseq: number;
  accounts: MoveAccounts;
}
