import { postSalesInvoice, postStockMoves, type DocMove, type PostingLine, type SalesInvoiceLine } from '@lontar/core';
import Decimal from 'decimal.js';
import type { Tx } from '../../platform/tx.ts';
import { writeJournals } from '../ledger/journal.repo.ts';
import { runStock, type StockRun } from './document-stock.ts';
import { carryDeliveredCosts } from './sales-invoice-cost.repo.ts';
import { accountFor } from './trade-context.repo.ts';
import type { TradeForm } from './trade-forms.ts';
import type { PreparedTrade, TradeGoods } from './trade-prepare.ts';
import { downPaymentBase, need, postingContextOf, receiptMove, vatPostings, type Settings, type TradePostingRun } from './trade-stock.ts';
import type { TransDocRow } from './trans-document.repo.ts';
import { groupDeliveredMoves, groupIssueMoves } from './trade-group-stock.ts';
import { carryGroupDeliveredCosts } from './trade-group-cost.ts';

/**
 * Stock and posting of the sales documents (issue 13, API.md §7.5, §7.7), in the document's transaction:
 * - a delivery order takes its inventory items out at the cost the stock engine gives them into goods in transit
 *   (the company's `goodsintransit`; 409 DEFAULT_ACCOUNT_MISSING without it), core `postStockMoves` as
 *   `postDeliveryOrder` does;
 * - a sales invoice takes the inventory items not delivered before out against their COGS account (the item's, its
 *   category's, else the company's `cogs`), and posts core `postSalesInvoice`: sales (the item's `salesglaccnt`, its
 *   category's, else `sales`; `salesdownpayment` on a down-payment line), output VAT (the tax's `salesglid`), freight
 *   income, the sales discount, the down payments applied and the receivable; the goods a delivery order delivered
 *   move their cost (kept on the invoice line when saved, sales-invoice-cost.repo.ts) from goods in transit to COGS.
 */

type Run = Omit<StockRun, 'moves'>;

const cogsOf = (goods: TradeGoods, settings: Settings) => need(goods.cogsglid ?? settings.defaults.cogs, 'cogs');
const descriptionOf = (row: TransDocRow) => row.description || (row.docno ?? '');

export async function postDelivery(tx: Tx, tenantId: number, form: TradeForm, run: TradePostingRun, stockRun: Run): Promise<PostingLine[] | null> {
  const { row, prepared } = run;
  const moves: DocMove[] = [];
  if (prepared) {
    const inventory = prepared.goods.some((g) => g.itemtype === 0);
    const git = inventory ? need(run.settings.accounts.goodsintransit, 'goodsintransit') : 0;
    prepared.lines.forEach((line, i) => {
      const goods = prepared.goods[i]!;
      if (goods.itemtype === 0) moves.push(receiptMove(row, form, line, goods, null, git));
    });
  }
  // Item groups: their components go out (trade-group-stock.ts).
  moves.push(...groupIssueMoves(row, form, prepared, run.settings, 'goodsintransit'));
  const own = await runStock(tx, tenantId, { ...stockRun, moves });
  if (prepared && run.editing) await carryOwnCost(tx, tenantId, run, stockRun.userid);
  return prepared ? postStockMoves(own, descriptionOf(row)) : null;
}

/** An edit of a delivery order already invoiced: its invoices' cost of goods sold follows its cost as it is now. */
async function carryOwnCost(tx: Tx, tenantId: number, run: TradePostingRun, userid: number) {
  const { row, prepared, settings } = run;
  const changes = prepared!.lines.flatMap((line, i) => {
    const goods = prepared!.goods[i]!;
    return goods.itemtype === 0 ? [{ docid: row.docid, seq: line.seq, cogsglid: goods.cogsglid ?? settings.defaults.cogs }] : [];
  });
  const journals = await carryDeliveredCosts(tx, tenantId, changes, { lang: run.lang, closedPeriods: settings.closedPeriods, roundingGlid: settings.defaults.rounding });
  // Item groups: their invoices' component costs follow too (trade-group-cost.ts).
  const groupLines = prepared!.lines.flatMap((line, i) => (prepared!.goods[i]!.group ? [{ docid: row.docid, seq: line.seq }] : []));
  const groups = await carryGroupDeliveredCosts(tx, tenantId, groupLines, { lang: run.lang, closedPeriods: settings.closedPeriods, roundingGlid: settings.defaults.rounding, cogsglid: settings.defaults.cogs });
  await writeJournals(tx, tenantId, userid, [...journals, ...groups]);
}

export async function postSale(tx: Tx, tenantId: number, form: TradeForm, run: TradePostingRun, stockRun: Run): Promise<PostingLine[] | null> {
  const { row, prepared, settings } = run;
  const moves: DocMove[] = [];
  prepared?.lines.forEach((line, i) => {
    const goods = prepared.goods[i]!;
    if (goods.itemtype === 0 && !goods.delivered) moves.push(receiptMove(row, form, line, goods, null, cogsOf(goods, settings)));
  });
  // Item groups: their components go out, or their delivered cost moves to COGS (trade-group-stock.ts).
  moves.push(...groupIssueMoves(row, form, prepared, settings, 'cogs'));
  const own = await runStock(tx, tenantId, { ...stockRun, moves });
  if (!prepared) return null;
  const delivered = await groupDeliveredMoves(tx, tenantId, prepared, settings);
  return [...(await invoicePosting(tx, tenantId, row, prepared, settings)), ...postStockMoves([...own, ...delivered], descriptionOf(row))];
}

/** The sales invoice's journal lines (core `postSalesInvoice`) from the prepared document. */
async function invoicePosting(tx: Tx, tenantId: number, row: TransDocRow, prepared: PreparedTrade, settings: Settings): Promise<PostingLine[]> {
  const header = prepared.header;
  const currencyid = (header.currencyid as number | null | undefined) ?? null;
  const { accounts } = settings;
  const dpglid = await accountFor(tx, tenantId, accounts.salesdownpayment, currencyid);
  const discountglid = await accountFor(tx, tenantId, accounts.salesdiscount, currencyid);
  const lines: SalesInvoiceLine[] = prepared.lines.map((line, i) => {
    const goods = prepared.goods[i]!;
    const extra = line.extra as Record<string, unknown>;
    const dims = { deptid: line.deptid ?? null, projectid: line.projectid ?? null };
    // A down-payment line (no item) goes to the sales down payment account of the document's currency.
    const glid = goods.itemtype === null ? need(dpglid, 'salesdownpayment') : need(goods.salesglid ?? accounts.sales, 'sales');
    const delivered = goods.delivered && extra.deliveredcost !== undefined ? { cost: String(extra.deliveredcost), cogsglid: cogsOf(goods, settings), gitglid: Number(extra.deliveredgit) } : null;
    return { glid, value: goods.value, discshare: prepared.totals.lines[i]!.discshare, delivered, ...dims };
  });
  const freight = prepared.totals.freight;
  const dpnet = prepared.totals.dpnet;
  return postSalesInvoice({
    ...postingContextOf(row, prepared),
    receivableglid: need(await accountFor(tx, tenantId, accounts.receivable, currencyid), 'receivable'),
    lines,
    taxes: vatPostings(prepared, 'salesglid'),
    freight: new Decimal(freight).isZero() ? null : { glid: need(header.freightaccnt as number | null, 'freightaccnt'), amount: freight },
    discountglid,
    downpayment: new Decimal(dpnet).isZero() ? null : { glid: need(dpglid, 'salesdownpayment'), net: dpnet, ...downPaymentBase(prepared, settings) },
    totalamount: prepared.totals.totalamount,
  });
}
