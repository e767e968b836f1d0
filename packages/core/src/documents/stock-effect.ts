import type { MoveKind } from '../stock/stock-move.ts';

/** The key the stock engine knows a move by: stable across recomputes, and what a transfer-in or return-in names as its source. */
export const moveKey = (m: { form: string; docid: number; lineseq: number; kind: string }): string => `${m.form}:${m.docid}:${m.lineseq}:${m.kind}`;

/** A goods line with every reference resolved by the server: ids, the quantity and unit cost in the item's `unit1`. */
export interface ResolvedGoodsLine {
  seq: number;
  itemid: number;
  warehouseid: number;
  /** Quantity in unit1, more than zero. */
  qty: string;
  /** Unit cost in unit1 of goods that come in at a given cost (opening, adjustment increase). */
  unitcost: string | null;
  /** Goods come in or go out (an adjustment's `adjtype`). */
  direction: 'in' | 'out';
  /** A transfer's destination warehouse. */
  towarehouseid?: number;
  /** The item's inventory account (item, else its category, else the company's default). */
  stockglid: number;
  deptid: number | null;
  projectid: number | null;
}

export interface ResolvedGoodsDoc {
  form: string;
  docid: number;
  date: string;
  /** The account a stock change posts against (the adjustment account, opening-balance equity); null when it posts nothing. */
  counterglid: number | null;
  lines: ResolvedGoodsLine[];
}

/** A move a document asks the stock engine for, with the accounts its cost posts to. */
export interface DocMove {
  itemid: number;
  warehouseid: number;
  transdate: string;
  kind: MoveKind;
  form: string;
  docid: number;
  lineseq: number;
  qtyin: string;
  qtyout: string;
  unitcost: string | null;
  sourcekey: string | null;
  stockglid: number;
  counterglid: number | null;
  deptid: number | null;
  projectid: number | null;
}

export type StockEffect = (doc: ResolvedGoodsDoc) => DocMove[];

function move(doc: ResolvedGoodsDoc, line: ResolvedGoodsLine, kind: MoveKind, warehouseid: number, extra: Partial<DocMove> = {}): DocMove {
  const incoming = kind === 'opening' || kind === 'receipt' || kind === 'transfer-in' || kind === 'return-in';
  return {
    itemid: line.itemid,
    warehouseid,
    transdate: doc.date,
    kind,
    form: doc.form,
    docid: doc.docid,
    lineseq: line.seq,
    qtyin: incoming ? line.qty : '0',
    qtyout: incoming ? '0' : line.qty,
    unitcost: kind === 'opening' || kind === 'receipt' ? (line.unitcost ?? '0') : null,
    sourcekey: null,
    stockglid: line.stockglid,
    counterglid: doc.counterglid,
    deptid: line.deptid,
    projectid: line.projectid,
    ...extra,
  };
}

/** Item Adjustment: an increase comes in at its unit cost, a decrease goes out at the computed cost; both against `adjaccnt`. */
export const adjustmentMoves: StockEffect = (doc) => doc.lines.map((line) => move(doc, line, line.direction === 'in' ? 'receipt' : 'issue', line.warehouseid));

/** Opening stock: comes in at its unit cost against opening-balance equity. */
export const openingMoves: StockEffect = (doc) => doc.lines.map((line) => move(doc, line, 'opening', line.warehouseid));

/**
 * Item Transfer: an out of the source warehouse and, right after it, an in to the destination at exactly its
 * cost. It posts nothing (the cost stays on the item's inventory account).
 */
export const transferMoves: StockEffect = (doc) =>
  doc.lines.flatMap((line) => {
    const out = move(doc, line, 'transfer-out', line.warehouseid, { counterglid: null });
    return [out, move(doc, line, 'transfer-in', line.towarehouseid!, { counterglid: null, sourcekey: moveKey(out) })];
  });
