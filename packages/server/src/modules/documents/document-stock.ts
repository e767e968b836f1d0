import { balanceJournal, postStockMoves, translate, type CostedMove, type DocMove, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { writeJournals } from '../ledger/journal.repo.ts';
import { periodOf } from '../ledger/period.repo.ts';
import { applySerials } from '../serial/serial-stock.ts';
import type { MoveRevision } from '../stock/stock.repo.ts';
import { applyStockChanges, type StockCostChange } from '../stock/stock.service.ts';
import { itemsById, type GoodsItem, type StockSettings } from './goods-context.repo.ts';
import { carryDeliveredCosts } from './sales-invoice-cost.repo.ts';
import { carryGroupDeliveredCosts } from './trade-group-cost.ts';

/** One document's run through the stock engine: the moves it adds, and whether its earlier moves go first. */
export interface StockRun {
  form: string;
  docid: number;
  /** The moves the document has now (none when it is deleted). */
  moves: readonly DocMove[];
  /** Items whose earlier moves of this document are taken back first (an edit or a delete). */
  removeItems: readonly number[];
  /** Receipt moves of other documents whose unit cost this document revises (a purchase invoice's price). */
  revise?: readonly (MoveRevision & { itemid: number })[];
  settings: StockSettings;
  userid: number;
  lang: Lang;
  /** Items the caller has read already (its lines' items): only the others are read. */
  items?: ReadonlyMap<number, GoodsItem>;
  /** False for documents whose lines carry no serial or batch numbers (trade documents): no serial rows to write. */
  serials?: boolean;
  /**
   * A new trade document's save: when its moves are appended after their items' last moves, their write is left to
   * the save's last statement (trade-write.repo.ts `finishTradeDocument`), which takes it.
   */
  defer?: boolean;
}

/** The item's cost of goods sold account, else the company's: where a negative-stock true-up goes. */
const trueupAccount = (item: GoodsItem | undefined, settings: StockSettings) => item?.cogsglid ?? settings.defaults.cogs;

/**
 * Runs a document's moves through the stock engine, one item after another in item order (so two documents lock
 * items in the same order), and writes a correcting journal for every other document whose cost changed, dated at
 * the changed move's date (API.md §7.7, §7.8). Answers the document's own moves with their costs, ready to post.
 */
export async function runStock(tx: Tx, tenantId: number, run: StockRun): Promise<CostedMove[]> {
  const byItem = new Map<number, DocMove[]>();
  for (const m of run.moves) byItem.set(m.itemid, [...(byItem.get(m.itemid) ?? []), m]);
  const revise = run.revise ?? [];
  const itemids = [...new Set([...byItem.keys(), ...run.removeItems, ...revise.map((r) => r.itemid)])].sort((a, b) => a - b);
  const known = run.items ?? new Map<number, GoodsItem>();
  const missing = itemids.filter((id) => !known.has(id));
  const items = missing.length ? new Map([...known, ...(await itemsById(tx, tenantId, missing))]) : known;
  const remove = new Set(run.removeItems);
  const own: CostedMove[] = [];
  const changed: (StockCostChange & { trueupglid: number | null })[] = [];
  const methodOf = (itemid: number) => {
    const item = items.get(itemid);
    return item?.costmethod === 'AVG' || item?.costmethod === 'FIFO' ? item.costmethod : run.settings.costmethod;
  };
  const results = await applyStockChanges(
    tx,
    tenantId,
    itemids.map((itemid) => ({
      itemid,
      method: methodOf(itemid),
      allowNegative: run.settings.allowNegative,
      add: byItem.get(itemid) ?? [],
      removeDoc: remove.has(itemid) ? { form: run.form, docid: run.docid } : undefined,
      revise: revise.filter((r) => r.itemid === itemid),
    })),
    { savepoint: false, defer: run.defer },
  );
  for (const itemid of itemids) {
    const result = results.get(itemid)!;
    const trueupglid = trueupAccount(items.get(itemid), run.settings);
    for (const a of result.added) own.push({ kind: a.kind, stockglid: a.accounts.stockglid!, counterglid: a.accounts.counterglid, trueupglid, cost: a.cost, adjustment: a.adjustment, deptid: a.accounts.deptid, projectid: a.accounts.projectid });
    for (const c of result.changes) if (!(c.form === run.form && c.docid === run.docid)) changed.push({ ...c, trueupglid });
  }
  if (own.some((m) => !new Decimal(m.adjustment).isZero() && m.trueupglid === null)) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'cogs' }, { status: 409 });
  // The items are locked now: the document's serial and batch numbers go in and out with its moves.
  if (run.serials !== false) await applySerials(tx, tenantId, { form: run.form, docid: run.docid, moves: run.moves, lang: run.lang });
  await writeCorrections(tx, tenantId, run, changed);
  return own;
}

/** One correcting journal per changed document and date; nothing is ever written into a closed month. */
async function writeCorrections(tx: Tx, tenantId: number, run: StockRun, changed: readonly (StockCostChange & { trueupglid: number | null })[]) {
  if (!changed.length) return;
  const closed = new Set(run.settings.closedPeriods);
  if (changed.some((c) => closed.has(periodOf(c.date)))) throw new AppError('PERIOD_CLOSED', {}, { status: 409 });
  const groups = new Map<string, { form: string; docid: number; docno: string; date: string; moves: CostedMove[] }>();
  for (const c of changed) {
    const key = `${c.form}:${c.docid}:${c.date}`;
    const group = groups.get(key) ?? { form: c.form, docid: c.docid, docno: c.docno, date: c.date, moves: [] };
    if (c.accounts.stockglid !== null) {
      group.moves.push({
        kind: c.kind,
        stockglid: c.accounts.stockglid,
        counterglid: c.accounts.counterglid,
        trueupglid: c.trueupglid,
        cost: c.cost.difference,
        adjustment: c.adjustment.difference,
        deptid: c.accounts.deptid,
        projectid: c.accounts.projectid,
      });
    }
    groups.set(key, group);
  }
  const journals = [...groups.values()].flatMap((g) => {
    const { docno } = g;
    const description = translate(run.lang, 'STOCK_CORRECTION', { number: docno });
    const lines = postStockMoves(g.moves, description);
    if (!lines.length) return [];
    const journal = balanceJournal(lines, { roundingGlid: run.settings.defaults.rounding });
    return [{ form: g.form, docid: g.docid, docno, transdate: g.date, description, reversalOf: null, correction: true, lines: journal.lines }];
  });
  // A delivery order's goods already invoiced: the invoices' cost of goods sold follows the delivery's new cost.
  const delivered = changed.filter((c) => c.form === 'delivery-order' && c.kind === 'issue').map((c) => ({ docid: c.docid, seq: c.lineseq, cogsglid: c.trueupglid }));
  const carried = await carryDeliveredCosts(tx, tenantId, delivered, { lang: run.lang, closedPeriods: run.settings.closedPeriods, roundingGlid: run.settings.defaults.rounding });
  const groupCarried = await carryGroupDeliveredCosts(tx, tenantId, delivered, { lang: run.lang, closedPeriods: run.settings.closedPeriods, roundingGlid: run.settings.defaults.rounding, cogsglid: run.settings.defaults.cogs });
  await writeJournals(tx, tenantId, run.userid, [...journals, ...carried, ...groupCarried]);
}
