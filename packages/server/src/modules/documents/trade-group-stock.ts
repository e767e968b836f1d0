import { expandGroupLine, translate, type CostedMove, type DocMove, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { itemsById, type GoodsItem } from './goods-context.repo.ts';
import type { TradeForm } from './trade-forms.ts';
import { outgoingComponents } from './trade-group.repo.ts';
import type { PreparedTrade, TradeLine } from './trade-prepare.ts';
import { need, type Settings } from './trade-stock.ts';
import type { TransDocRow } from './trans-document.repo.ts';

/**
 * The stock of item groups sold on sales lines (docs/decisions.md "Item groups on sales lines"): a group line moves
 * no stock of its own; each inventory component moves group quantity × component quantity × the component unit's
 * ratio (core `expandGroupLine`) out of the line's warehouse, keyed by the line's seq and the component's item (the
 * stock engine's key), costed by the engine. The sales documents' stock (sales-invoice-stock.ts,
 * sales-return-stock.ts) add these moves to their own, so the document runs the engine once.
 */

type Row = Record<string, unknown>;

const inventoryOf = (item: GoodsItem, settings: Settings) => need(item.inventoryglid ?? settings.defaults.inventory, 'inventory');
const cogsOf = (item: GoodsItem | undefined, settings: Settings) => need(item?.cogsglid ?? settings.defaults.cogs, 'cogs');

function componentMove(row: TransDocRow, form: TradeForm, line: TradeLine, itemid: number, stockglid: number, counterglid: number, qty: { in: string; out: string }): DocMove {
  const incoming = qty.in !== '0';
  return {
    itemid,
    warehouseid: Number(line.warehouseid),
    transdate: row.transdate,
    kind: incoming ? 'return-in' : 'issue',
    form: form.decl.form,
    docid: row.docid,
    lineseq: line.seq,
    qtyin: qty.in,
    qtyout: qty.out,
    unitcost: null,
    sourcekey: null,
    stockglid,
    counterglid,
    deptid: line.deptid ?? null,
    projectid: line.projectid ?? null,
  };
}

/**
 * The components going out for the group lines of a delivery order (`into`: goods in transit) or of a sales invoice
 * (`into`: each component's COGS; lines delivered before move nothing, their cost moves in `groupDeliveredMoves`).
 */
export function groupIssueMoves(row: TransDocRow, form: TradeForm, prepared: PreparedTrade | null, settings: Settings, into: 'goodsintransit' | 'cogs'): DocMove[] {
  if (!prepared) return [];
  const moves: DocMove[] = [];
  prepared.lines.forEach((line, i) => {
    const goods = prepared.goods[i]!;
    if (!goods.group || goods.delivered) return;
    const expanded = expandGroupLine(goods.group.components, { quantity: String(line.quantity ?? '0'), warehouseid: Number(line.warehouseid) });
    expanded.forEach((c, k) => {
      if (!c.movesStock || new Decimal(c.qty).isZero()) return;
      const item = goods.group!.components[k]!.item;
      const counter = into === 'goodsintransit' ? need(settings.accounts.goodsintransit, 'goodsintransit') : cogsOf(item, settings);
      moves.push(componentMove(row, form, line, c.itemid, inventoryOf(item, settings), counter, { in: '0', out: c.qty }));
    });
  });
  return moves;
}

/**
 * An invoice's group lines delivered before: each component's cost (kept in `extra.groupcosts` when the invoice was
 * prepared) moves from goods in transit to the component's COGS, as costed moves for core `postStockMoves`.
 */
export async function groupDeliveredMoves(tx: Tx, tenantId: number, prepared: PreparedTrade | null, settings: Settings): Promise<CostedMove[]> {
  if (!prepared) return [];
  const parts = prepared.lines.flatMap((line, i) => {
    const costs = prepared.goods[i]!.group && prepared.goods[i]!.delivered ? ((line.extra as Row).groupcosts as { itemid: number; cost: string; gitglid: number }[] | undefined) : undefined;
    return (costs ?? []).map((c) => ({ ...c, deptid: line.deptid ?? null, projectid: line.projectid ?? null }));
  });
  if (!parts.length) return [];
  const missing = parts.map((p) => p.itemid).filter((id) => !prepared.items.has(id));
  const items = missing.length ? new Map([...prepared.items, ...(await itemsById(tx, tenantId, missing))]) : prepared.items;
  return parts.map((p) => ({ kind: 'issue', stockglid: p.gitglid, counterglid: cogsOf(items.get(p.itemid), settings), trueupglid: null, cost: p.cost, adjustment: '0', deptid: p.deptid, projectid: p.projectid }));
}

/**
 * A sales return's group lines: each component comes back (`return-in`) at the cost the outgoing move it left with
 * gave it (the invoice's, or the delivery order's for goods delivered before), in proportion to the group quantity
 * returned of the line it left with, against the component's COGS (goods in transit for a `withoutsi` return). The
 * components are those that left, whatever the group holds today. A return dated before the move: 400 `returndate`.
 */
export async function groupReturnMoves(tx: Tx, tenantId: number, row: TransDocRow, form: TradeForm, prepared: PreparedTrade | null, settings: Settings, lang: Lang): Promise<DocMove[]> {
  if (!prepared) return [];
  const wanted = prepared.lines.flatMap((line, i) => {
    const extra = line.extra as Row;
    return prepared.goods[i]!.group && extra.srcform ? [{ line, ref: { form: String(extra.srcform), docid: Number(extra.srcid), seq: Number(extra.srcseq) } }] : [];
  });
  if (!wanted.length) return [];
  const outgoing = await outgoingComponents(tx, tenantId, wanted.map((w) => w.ref));
  const missing = [...new Set(outgoing.map((o) => o.itemid))].filter((id) => !prepared.items.has(id));
  const items = missing.length ? new Map([...prepared.items, ...(await itemsById(tx, tenantId, missing))]) : prepared.items;
  const withoutsi = prepared.header.withoutsi === true;
  return wanted.flatMap(({ line, ref }) =>
    outgoing
      .filter((o) => o.ref === `${ref.form}:${ref.docid}:${ref.seq}`)
      .map((o) => {
        if (row.transdate < o.transdate) throw validationError([`returndate: ${translate(lang, 'RETURN_BEFORE_SOURCE', { number: o.docno, date: o.transdate })}`]);
        const item = items.get(o.itemid)!;
        const qty = new Decimal(o.qtyout).times(String(line.quantity ?? '0')).dividedBy(o.lineqty).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();
        const counter = withoutsi ? need(o.counterglid, 'goodsintransit') : cogsOf(item, settings);
        return { ...componentMove(row, form, line, o.itemid, inventoryOf(item, settings), counter, { in: qty, out: '0' }), sourcekey: `${o.form}:${o.docid}:${o.lineseq}:issue` };
      }),
  );
}
