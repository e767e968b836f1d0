import { postPurchaseInvoice, postPurchaseReturn, postStockMoves, returnMode, unitCostFor, type DocMove, type InvoicePostingLine, type Lang, type PostingLine, type TaxPosting } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { runStock } from './document-stock.ts';
import { documentMoveItems, type StockSettings } from './goods-context.repo.ts';
import { receiptRevisions, type ReceiptLineRef } from './receipt-cost.repo.ts';
import { accountFor, type TradeSettings } from './trade-context.repo.ts';
import type { TradeForm } from './trade-forms.ts';
import { returnAccounts } from './purchase-return-prepare.ts';
import type { PreparedTrade, TradeGoods, TradeLine } from './trade-prepare.ts';
import type { TransDocRow } from './trans-document.repo.ts';
import { postDelivery, postSale } from './sales-invoice-stock.ts';
import { postSalesReturnTrade } from './sales-return-stock.ts';

/**
 * Stock and posting of the trade documents that have them (API.md §7.5, §7.7), in the document's transaction:
 * - a goods receipt brings its inventory items in at their value in base currency against `unbilled` (the item's,
 *   else the company's); once invoices priced part of a line, the line's goods stand at the invoices' values
 *   (receipt-cost.repo.ts);
 * - a purchase invoice brings in the inventory items not received before, revises the cost of the receipt lines it
 *   pulls from (the stock engine writes the receipts' and later issues' correcting journals), and posts
 *   `postPurchaseInvoice`: unbilled at the revised receipt value, inventory or expense, input VAT, freight and extra
 *   costs against the payable;
 * - a purchase return takes its inventory items out at the cost they leave with against each line's purchase return
 *   account (the item's, its category's, else the company's: `returnAccounts`), and gives back their value and VAT from the payable (`unbilled` without invoice, nothing with
 *   `isnihil`), `postPurchaseReturn`.
 */

export type Settings = StockSettings & TradeSettings;

/** The account a posting needs, or 409 naming the default account the company lacks. */
export function need(glid: number | null | undefined, account: string): number {
  if (!glid) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account }, { status: 409 });
  return glid;
}

/** A line's move: in at `unitcost` (a receipt), or out at the computed cost (`unitcost` null: an issue). */
export function receiptMove(row: TransDocRow, form: TradeForm, line: TradeLine, goods: TradeGoods, unitcost: string | null, counterglid: number | null): DocMove {
  const incoming = unitcost !== null;
  return {
    itemid: goods.itemid!,
    warehouseid: Number(line.warehouseid),
    transdate: row.transdate,
    kind: incoming ? 'receipt' : 'issue',
    form: form.decl.form,
    docid: row.docid,
    lineseq: line.seq,
    qtyin: incoming ? goods.qtyunit1 : '0',
    qtyout: incoming ? '0' : goods.qtyunit1,
    unitcost,
    sourcekey: null,
    stockglid: need(goods.stockglid, 'inventory'),
    counterglid,
    deptid: line.deptid ?? null,
    projectid: line.projectid ?? null,
  };
}

export interface TradePostingRun {
  row: TransDocRow;
  /** The document as saved; null when it is deleted. */
  prepared: PreparedTrade | null;
  /** Its stock moves existed before (an edit or a delete takes them back). */
  editing: boolean;
  /** Receipt lines the invoice pulled from before this save or delete (their cost is revised back). */
  receiptsBefore: readonly ReceiptLineRef[];
  receiptsNow: readonly ReceiptLineRef[];
  settings: Settings;
  lang: Lang;
}

/**
 * Runs the document's stock and answers the lines of its own posting (null when deleted or when the form posts
 * nothing); the caller writes them (`writeDocumentJournal`) after numbering, so a new document holds its type's
 * counter only from then to commit, not through the stock engine. Lines described by the document's number carry
 * an empty description until then (`numberedLines`).
 */
export async function postTrade(tx: Tx, call: TenantCall, form: TradeForm, run: TradePostingRun): Promise<PostingLine[] | null> {
  const { row, prepared, settings } = run;
  const removeItems = run.editing ? await documentMoveItems(tx, call.tenantId, form.decl.form, row.docid) : [];
  // A new document's appended moves are written by its last statement (finishTradeDocument), which follows at once.
  const stockRun = { form: form.decl.form, docid: row.docid, removeItems, settings, userid: call.userId, lang: run.lang, items: prepared?.items, serials: false, defer: !run.editing };
  if (form.stock === 'delivery') return postDelivery(tx, call.tenantId, form, run, stockRun);
  if (form.stock === 'sale') return postSale(tx, call.tenantId, form, run, stockRun);
  if (form.stock === 'sales-return') return postSalesReturnTrade(tx, call.tenantId, form, run, stockRun);
  if (form.stock === 'receipt') {
    const moves: DocMove[] = [];
    if (prepared) {
      // The receipt's own lines as they stand now, with what invoices already priced of them (none when it is new).
      const revisions = run.editing ? await receiptRevisions(tx, call.tenantId, prepared.lines.map((l) => ({ docid: row.docid, seq: l.seq }))) : [];
      const costs = new Map(revisions.map((r) => [r.lineseq, r.unitcost]));
      prepared.lines.forEach((line, i) => {
        const goods = prepared.goods[i]!;
        if (goods.itemtype !== 0) return;
        moves.push(receiptMove(row, form, line, goods, costs.get(line.seq) ?? unitCostFor(goods.basevalue, goods.qtyunit1), need(goods.unbilledglid, 'unbilled')));
      });
    }
    const own = await runStock(tx, call.tenantId, { ...stockRun, moves });
    return prepared ? postStockMoves(own, row.description || (row.docno ?? '')) : null;
  }
  if (form.stock === 'return') {
    const returnglids = prepared ? returnAccounts(prepared.goods) : [];
    const moves = (prepared?.lines ?? []).flatMap((line, i) => (prepared!.goods[i]!.itemtype === 0 ? [receiptMove(row, form, line, prepared!.goods[i]!, null, returnglids[i]!)] : []));
    const own = await runStock(tx, call.tenantId, { ...stockRun, moves });
    if (!prepared) return null;
    return [...postStockMoves(own, row.description || (row.docno ?? '')), ...(await returnPosting(tx, call.tenantId, row, prepared, settings, returnglids))];
  }
  if (form.stock !== 'invoice') return null;
  const moves: DocMove[] = [];
  prepared?.lines.forEach((line, i) => {
    const goods = prepared.goods[i]!;
    if (goods.itemtype === 0 && !goods.received) moves.push(receiptMove(row, form, line, goods, unitCostFor(goods.basevalue, goods.qtyunit1), null));
  });
  const touched = new Map([...run.receiptsBefore, ...run.receiptsNow].map((r) => [`${r.docid}:${r.seq}`, r]));
  const revise = await receiptRevisions(tx, call.tenantId, [...touched.values()]);
  await runStock(tx, call.tenantId, { ...stockRun, moves, revise });
  if (!prepared) return null;
  return invoicePosting(tx, call.tenantId, row, prepared, settings);
}

/** Each line's VAT amounts with the accounts they post to (the tax's purchase account, or its sales account on a sale). */
export function vatPostings(prepared: PreparedTrade, account: 'purchaseglid' | 'salesglid' = 'purchaseglid'): TaxPosting[] {
  const taxes: TaxPosting[] = [];
  prepared.lines.forEach((_line, i) => {
    const t = prepared.totals.lines[i]!;
    const goods = prepared.goods[i]!;
    [t.tax1amount, t.tax2amount].forEach((amount, k) => {
      const tax = goods.taxes[k];
      if (!tax || new Decimal(amount).isZero()) return;
      const glid = tax[account];
      if (!glid) throw new AppError('TAX_ACCOUNT_MISSING', { code: tax.taxcode }, { status: 409 });
      taxes.push({ glid, amount });
    });
  });
  return taxes;
}

export const postingContextOf = (row: TransDocRow, prepared: PreparedTrade) => ({
  rate: prepared.rate,
  currencyid: (prepared.header.currencyid as number | null | undefined) ?? null,
  description: row.description || (row.docno ?? ''),
});

/** The purchase return's own part (core `postPurchaseReturn`): what the vendor owes back against each line's return account and VAT. */
async function returnPosting(tx: Tx, tenantId: number, row: TransDocRow, prepared: PreparedTrade, settings: Settings, returnglids: readonly number[]): Promise<PostingLine[]> {
  const ctx = postingContextOf(row, prepared);
  const mode = returnMode({ withoutpi: prepared.header.withoutpi === true, isnihil: prepared.header.isnihil === true });
  return postPurchaseReturn({
    ...ctx,
    mode,
    payableglid: mode === 'invoice' ? need(await accountFor(tx, tenantId, settings.accounts.payable, ctx.currencyid), 'payable') : 0,
    unbilledglid: mode === 'withoutpi' ? need(settings.accounts.unbilled, 'unbilled') : 0,
    lines: prepared.lines.map((line, i) => ({ value: prepared.goods[i]!.value, returnglid: returnglids[i]!, deptid: line.deptid ?? null, projectid: line.projectid ?? null })),
    taxes: mode === 'invoice' ? vatPostings(prepared) : [],
  });
}

/** The purchase invoice's journal lines (core `postPurchaseInvoice`) from the prepared document. */
async function invoicePosting(tx: Tx, tenantId: number, row: TransDocRow, prepared: PreparedTrade, settings: Settings) {
  const header = prepared.header;
  const currencyid = (header.currencyid as number | null | undefined) ?? null;
  const dpglid = await accountFor(tx, tenantId, settings.accounts.purchasedownpayment, currencyid);
  const dpnet = prepared.totals.dpnet;
  const lines: InvoicePostingLine[] = prepared.lines.map((line, i) => {
    const goods = prepared.goods[i]!;
    const dims = { deptid: line.deptid ?? null, projectid: line.projectid ?? null };
    if (goods.itemtype === 0 && goods.received) {
      return { kind: 'received', glid: need(goods.stockglid, 'inventory'), value: goods.value, receiptcost: goods.basevalue, unbilledglid: need(goods.unbilledglid, 'unbilled'), ...dims };
    }
    // A down-payment line (no item) goes to the purchase down payment account of the document's currency.
    if (goods.itemtype === null) return { kind: 'account', glid: need(dpglid, 'purchasedownpayment'), value: goods.value, ...dims };
    return { kind: 'account', glid: need(goods.stockglid, goods.itemtype === 0 ? 'inventory' : 'purchase'), value: goods.value, ...dims };
  });
  const taxes = vatPostings(prepared);
  const freight = prepared.totals.freight;
  const costs = (header.costs ?? []) as { glid: number; amount: string; deptid?: number | null; projectid?: number | null; description?: string }[];
  return postPurchaseInvoice({
    ...postingContextOf(row, prepared),
    payableglid: need(await accountFor(tx, tenantId, settings.accounts.payable, currencyid), 'payable'),
    unbilledglid: need(settings.accounts.unbilled, 'unbilled'),
    lines,
    taxes,
    freight: new Decimal(freight).isZero() ? null : { glid: need(header.freightaccnt as number | null, 'freightaccnt'), amount: freight },
    costs: costs.map((c) => ({ glid: c.glid, amount: c.amount, deptid: c.deptid ?? null, projectid: c.projectid ?? null, description: c.description })),
    downpayment: new Decimal(dpnet).isZero() ? null : { glid: need(dpglid, 'purchasedownpayment'), net: dpnet, ...downPaymentBase(prepared, settings) },
    totalamount: prepared.totals.totalamount,
  });
}

/**
 * What the applied down payments hold in base currency (at their own rates) and the accounts of a realised
 * difference (`realisedprofit`: gain first, loss second, else the first), for core `postPurchaseInvoice`.
 */
export function downPaymentBase(prepared: PreparedTrade, settings: Settings) {
  const applied = (prepared.header.downpayments ?? []) as { base?: string }[];
  if (applied.some((d) => d.base === undefined)) return {};
  const base = applied.reduce((sum, d) => sum.plus(d.base!), new Decimal(0)).toFixed(2);
  const [gain, loss] = settings.accounts.realisedprofit;
  const atThisRate = new Decimal(prepared.totals.dpnet).times(prepared.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (gain === undefined && !atThisRate.equals(base)) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'realisedprofit' }, { status: 409 });
  return { base, gainglid: gain ?? null, lossglid: loss ?? gain ?? null };
}

/** The posting's lines that waited for the document's number (no description of their own) described by it. */
export const numberedLines = (lines: readonly PostingLine[], docno: string): PostingLine[] => lines.map((l) => (l.description ? l : { ...l, description: docno }));
