import { costMoves, emptyState } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { stockSettings } from '../documents/goods-context.repo.ts';
import { balanceDifferences, snapshotDifferences } from './stock-balance.repo.ts';
import { loadFrom } from './stock.repo.ts';

/** One disagreement found by the stock check. */
export interface StockDifference {
  itemid: number;
  itemno: string;
  /** The move (`form:docid:lineseq:kind`) and the field that differs, or `ledger` for the company's total. */
  where: string;
  stored: string;
  recomputed: string;
}

const FIELDS = ['cost', 'adjustment'] as const;
const same = (a: string, b: string) => new Decimal(a).equals(b);

/**
 * npm run stock:check, for one company: recomputes every item's moves from scratch with the cost engine and
 * compares each stored cost and true-up; then compares the stock value with the balance of the inventory accounts
 * the moves post to, where `stock_balance` says each item stands with its moves, and the running totals of every
 * cost snapshot (what running figures are derived from) with the moves up to it. Answers every difference (none
 * when all agree). With `only`, just those items are checked (and the ledger is not compared).
 */
export async function checkStock(tx: Tx, tenantId: number, only?: readonly number[]): Promise<{ items: number; moves: number; differences: StockDifference[] }> {
  const settings = await stockSettings(tx, tenantId);
  const items = ((await tx.execute(sql`
    select i.itemid, i.itemno, i.costmethod from item i
    where i.tenant_id = ${tenantId} and exists (select 1 from stock_move m where m.tenant_id = i.tenant_id and m.itemid = i.itemid)
      ${only ? sql`and i.itemid in (select jsonb_array_elements_text(${JSON.stringify(only)}::jsonb)::bigint)` : sql``}
    order by i.itemid`)) as unknown as { rows: { itemid: number; itemno: string; costmethod: string }[] }).rows;
  const differences: StockDifference[] = [];
  let moveCount = 0;
  let stockValue = new Decimal(0);
  for (const item of items) {
    const itemid = Number(item.itemid);
    const { moves } = await loadFrom(tx, tenantId, itemid, { date: '0001-01-01', seq: 0 });
    moveCount += moves.length;
    const method = item.costmethod === 'AVG' || item.costmethod === 'FIFO' ? item.costmethod : settings.costmethod;
    const run = costMoves(emptyState(), moves.map((m) => m.move), { method, allowNegative: true });
    if (!run.ok) continue;
    run.results.forEach((result, i) => {
      const stored = moves[i]!.stored;
      for (const field of FIELDS) {
        if (!same(stored[field], result[field])) differences.push({ itemid, itemno: item.itemno, where: `${result.key} ${field}`, stored: stored[field], recomputed: result[field] });
      }
    });
    const last = run.results.at(-1);
    if (last) stockValue = stockValue.plus(last.value);
  }
  const [ledger] = ((await tx.execute(sql`
    select coalesce(sum(l.amount), 0)::text as balance from journal_line l
    where l.tenant_id = ${tenantId} and l.glid in (select distinct m.stockglid from stock_move m where m.tenant_id = ${tenantId} and m.stockglid is not null)`)) as unknown as {
    rows: { balance: string }[];
  }).rows;
  // The ledger holds every item's value: compared only when every item was recomputed.
  if (!only && !stockValue.equals(ledger?.balance ?? '0')) differences.push({ itemid: 0, itemno: '', where: 'ledger: inventory accounts', stored: ledger?.balance ?? '0', recomputed: stockValue.toFixed(2) });
  const itemno = new Map(items.map((i) => [Number(i.itemid), i.itemno]));
  for (const d of await balanceDifferences(tx, tenantId, only)) differences.push({ itemid: d.itemid, itemno: itemno.get(d.itemid) ?? '', where: `stock_balance warehouse ${d.warehouseid}`, stored: d.stored, recomputed: d.expected });
  for (const d of await snapshotDifferences(tx, tenantId, only)) differences.push({ itemid: d.itemid, itemno: itemno.get(d.itemid) ?? '', where: `stock_cost_state ${d.at}`, stored: d.stored, recomputed: d.expected });
  return { items: items.length, moves: moveCount, differences };
}
