import { moveKey, type CostState, type MoveCost, type MoveKind, type StockMove } from '@lontar/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

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
const optionalNum = (value: unknown): number | null => (value === null || value === undefined ? null : Number(String(value)));

/** The item row, locked for the rest of the transaction: changes of one item's stock run one after another. */
export async function lockItem(tx: Tx, tenantId: number, itemid: number): Promise<{ itemno: string } | undefined> {
  const rows = rowsOf(await tx.execute(sql`select itemno from item where tenant_id = ${tenantId} and itemid = ${itemid} for update`));
  return rows[0] ? { itemno: text(rows[0].itemno) } : undefined;
}

/** Deletes a document's moves of one item; answers where the earliest of them stood. */
export async function deleteDocumentMoves(tx: Tx, tenantId: number, itemid: number, doc: { form: string; docid: number }): Promise<Position | null> {
  const rows = rowsOf(
    await tx.execute(sql`
      with gone as (
        delete from stock_move where tenant_id = ${tenantId} and itemid = ${itemid} and form = ${doc.form} and docid = ${doc.docid}
        returning transdate, seq)
      select transdate::text as date, seq from gone order by transdate, seq limit 1`),
  );
  return rows[0] ? { date: text(rows[0].date), seq: num(rows[0].seq) } : null;
}

/** A receipt move whose unit cost is revised in place (a purchase invoice's price for goods received before). */
export interface MoveRevision {
  form: string;
  docid: number;
  lineseq: number;
  unitcost: string;
}

/**
 * Sets the unit cost of receipt moves of one item (the item must be locked); answers where the earliest move whose
 * unit cost really changed stands, so the engine recosts from there.
 */
export async function reviseMoves(tx: Tx, tenantId: number, itemid: number, revisions: readonly MoveRevision[]): Promise<Position | null> {
  if (!revisions.length) return null;
  const rows = rowsOf(
    await tx.execute(sql`
      with input as (
        select x.form, x.docid, x.lineseq, x.unitcost::numeric as unitcost
        from jsonb_to_recordset(${JSON.stringify(revisions)}::jsonb) as x(form text, docid bigint, lineseq integer, unitcost text)),
      changed as (
        update stock_move m set unitcost = i.unitcost from input i
        where m.tenant_id = ${tenantId} and m.itemid = ${itemid} and m.form = i.form and m.docid = i.docid and m.lineseq = i.lineseq
          and m.kind = 'receipt' and m.unitcost is distinct from i.unitcost
        returning m.transdate, m.seq)
      select transdate::text as date, seq from changed order by transdate, seq limit 1`),
  );
  return rows[0] ? { date: text(rows[0].date), seq: num(rows[0].seq) } : null;
}

/**
 * Inserts moves of one item in one statement, each after the moves already on its date (in the order given, so a
 * transfer's out and in stay next to each other). The item must be locked (`lockItem`): the next seq is read here.
 */
export async function insertMoves(tx: Tx, tenantId: number, itemid: number, moves: readonly NewMove[]): Promise<{ moveid: number; date: string; seq: number }[]> {
  if (moves.length === 0) return [];
  const input = JSON.stringify(moves.map((m, ord) => ({ ord, ...m, unitcost: m.unitcost ?? null, sourcekey: m.sourcekey ?? null })));
  const rows = rowsOf(
    await tx.execute(sql`
      with input as (
        -- quantities and costs travel as JSON strings and are read as numeric: never a float on the way
        select x.ord, x.warehouseid, x.transdate, x.kind, x.form, x.docid, x.lineseq, x.qtyin::numeric(24, 6) as qtyin,
               x.qtyout::numeric(24, 6) as qtyout, x.unitcost::numeric as unitcost, x.sourcekey, x.stockglid, x.counterglid, x.deptid, x.projectid
        from jsonb_to_recordset(${input}::jsonb) as x(ord integer, warehouseid bigint, transdate date, kind text, form text, docid bigint, lineseq integer,
                                                     qtyin text, qtyout text, unitcost text, sourcekey text, stockglid bigint, counterglid bigint, deptid bigint, projectid bigint)),
      top as (
        select transdate, max(seq) as seq from stock_move
        where tenant_id = ${tenantId} and itemid = ${itemid} and transdate in (select transdate from input)
        group by transdate)
      insert into stock_move (tenant_id, itemid, warehouseid, transdate, seq, kind, form, docid, lineseq, qtyin, qtyout, unitcost, sourcekey, stockglid, counterglid, deptid, projectid)
      select ${tenantId}, ${itemid}, i.warehouseid, i.transdate, coalesce(top.seq, 0) + row_number() over (partition by i.transdate order by i.ord),
             i.kind, i.form, i.docid, i.lineseq, i.qtyin, i.qtyout, i.unitcost, i.sourcekey, i.stockglid, i.counterglid, i.deptid, i.projectid
      from input i left join top on top.transdate = i.transdate
      order by i.ord
      returning moveid, transdate::text as date, seq`),
  );
  return rows.map((r) => ({ moveid: num(r.moveid), date: text(r.date), seq: num(r.seq) }));
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
 * The newest snapshot of the item strictly before `from` (a snapshot at `from` itself may include a move that is
 * gone), and every move after that snapshot, in (date, seq) order: two index range reads, no sort.
 */
export async function loadFrom(
  tx: Tx,
  tenantId: number,
  itemid: number,
  from: Position,
): Promise<{ snapshot: Snapshot | null; moves: StoredMove[] }> {
  const [head] = rowsOf(
    await tx.execute(sql`
      select uptodate::text as date, uptoseq as seq, movecount, state, balance::text as balance, value::text as value from stock_cost_state
      where tenant_id = ${tenantId} and itemid = ${itemid} and (uptodate, uptoseq) < (${from.date}::date, ${from.seq}::integer)
      order by uptodate desc, uptoseq desc limit 1`),
  );
  const after = head ? sql`and (m.transdate, m.seq) > (${String(head.date)}::date, ${num(head.seq)}::integer)` : sql``;
  // The moves come back as one text value, a line per move and a tab between fields (parseMoves): at 100,000
  // moves, splitting one string is seconds faster than the driver decoding a dozen columns of every row.
  const [packed] = rowsOf(
    await tx.execute(sql`
      select string_agg(concat_ws(E'\t', m.transdate, m.seq, m.moveid, m.warehouseid, m.kind, concat_ws(':', m.form, m.docid, m.lineseq, m.kind),
                                  m.qtyin, m.qtyout, coalesce(m.unitcost::text, ''), coalesce(m.sourcekey, ''), m.cost, m.adjustment),
                        E'\n' order by m.transdate, m.seq) as moves
      from stock_move m
      where m.tenant_id = ${tenantId} and m.itemid = ${itemid} ${after}`),
  );
  return {
    snapshot: head
      ? { at: { date: text(head.date), seq: num(head.seq) }, movecount: num(head.movecount), state: head.state as CostState, balance: text(head.balance), value: text(head.value) }
      : null,
    moves: parseMoves(itemid, packed?.moves),
  };
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

/** Writes the cost and true-up of many moves in one statement (parallel arrays: no per-row JSON to parse). */
export async function writeResults(tx: Tx, tenantId: number, results: readonly { moveid: number; cost: Pick<MoveCost, 'cost' | 'adjustment'> }[]): Promise<void> {
  if (results.length === 0) return;
  const column = (pick: (r: Pick<MoveCost, 'cost' | 'adjustment'>) => string) => `{${results.map((x) => pick(x.cost)).join(',')}}`;
  await tx.execute(sql`
    update stock_move m
    set cost = x.cost, adjustment = x.adjustment
    from unnest(${`{${results.map((x) => x.moveid).join(',')}}`}::bigint[], ${column((r) => r.cost)}::numeric[], ${column((r) => r.adjustment)}::numeric[])
         as x(moveid, cost, adjustment)
    where m.tenant_id = ${tenantId} and m.moveid = x.moveid`);
}

/** A move's document line and where its cost posts (the document's accounts and dimensions). */
export interface MoveDetails {
  form: string;
  docid: number;
  lineseq: number;
  accounts: MoveAccounts;
}

/** The document line and accounts of the given moves, by move id. */
export async function moveDetails(tx: Tx, tenantId: number, moveids: readonly number[]): Promise<Map<number, MoveDetails>> {
  if (moveids.length === 0) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select moveid, form, docid, lineseq, stockglid, counterglid, deptid, projectid from stock_move
      where tenant_id = ${tenantId} and moveid = any(${`{${moveids.join(',')}}`}::bigint[])`),
  );
  return new Map(
    rows.map((r) => [
      num(r.moveid),
      {
        form: text(r.form),
        docid: num(r.docid),
        lineseq: num(r.lineseq),
        accounts: { stockglid: optionalNum(r.stockglid), counterglid: optionalNum(r.counterglid), deptid: optionalNum(r.deptid), projectid: optionalNum(r.projectid) },
      },
    ]),
  );
}

/**
 * Replaces the item's snapshots from `from` on: drops those at or after it and any off the every-`every` grid (the
 * previous last-move snapshot), then writes the given ones.
 */
export async function replaceSnapshots(
  tx: Tx,
  tenantId: number,
  itemid: number,
  from: Position,
  every: number,
  snapshots: readonly Snapshot[],
): Promise<void> {
  await tx.execute(sql`
    delete from stock_cost_state
    where tenant_id = ${tenantId} and itemid = ${itemid}
      and ((uptodate, uptoseq) >= (${from.date}::date, ${from.seq}::integer) or movecount % ${every}::integer <> 0)`);
  if (snapshots.length === 0) return;
  const input = JSON.stringify(snapshots.map((s) => ({ date: s.at.date, seq: s.at.seq, movecount: s.movecount, state: s.state, balance: s.balance, value: s.value })));
  await tx.execute(sql`
    insert into stock_cost_state (tenant_id, itemid, uptodate, uptoseq, movecount, state, balance, value)
    select ${tenantId}, ${itemid}, x.date, x.seq, x.movecount, x.state, x.balance::numeric, x.value::numeric
    from jsonb_to_recordset(${input}::jsonb) as x(date date, seq integer, movecount integer, state jsonb, balance text, value text)
    on conflict (tenant_id, itemid, uptodate, uptoseq) do update
      set movecount = excluded.movecount, state = excluded.state, balance = excluded.balance, value = excluded.value`);
}
